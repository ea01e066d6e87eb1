// Tween and its Tweeners: Godot 4's scripted animation of properties, methods and callbacks.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "arbor/core/object/node_id.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/signal/callable.h"
#include "arbor/core/signal/signal.h"
#include "arbor/core/string/node_path.h"
#include "arbor/core/variant/variant.h"
#include "arbor/scene/easing.h"

namespace arbor {

class MethodBind;
class Node;
class SceneTree;
class SubtweenTweener;
class Tween;

namespace detail {
struct TreeData;
void process_tweens(TreeData& tree, bool physics, double delta, double unscaled_delta);
}  // namespace detail

/// One step of a Tween's timeline (Godot's Tweener). Made only by the Tween's tween_* methods;
/// the Ref they return configures it before the tween starts.
class Tweener : public RefCounted {
  ARBOR_CLASS(Tweener, RefCounted)

 public:
  /// Emitted when this tweener finishes (each loop).
  Signal<> finished;

 protected:
  friend class Tween;
  Tweener() = default;
  static void _bind_methods();
  /// Resets the tweener at the start of its step (each loop).
  virtual void start();
  /// Advances by `delta`; returns true while unfinished. On finishing it sets `delta` to the
  /// time left over, else to 0. `tree` (may be null) receives errors from user callbacks.
  virtual bool step(SceneTree* tree, double& delta) = 0;
  void finish(SceneTree* tree);

  double elapsed_time_ = 0.0;
  bool finished_ = false;
};

/// Animates a property path ("position:x", "modulate:a") towards a final value.
class PropertyTweener : public Tweener {
  ARBOR_CLASS(PropertyTweener, Tweener)

 public:
  /// Starts from `value` instead of the property's value when the step starts.
  Ref<PropertyTweener> from(const Variant& value);
  /// Starts from the property's value when the tweener was made.
  Ref<PropertyTweener> from_current();
  /// Treats the final value as an offset from the start value.
  Ref<PropertyTweener> as_relative();
  /// Throws arbor::Error for TRANS_MAX (as set_ease does for EASE_MAX).
  Ref<PropertyTweener> set_trans(easing::TransitionType trans);
  Ref<PropertyTweener> set_ease(easing::EaseType ease);
  /// Waits `delay` seconds (of the tween's time) before animating.
  Ref<PropertyTweener> set_delay(double delay);
  /// Godot 4.3's set_custom_interpolator: each step before the end, `interpolator` receives the
  /// progress (0 to 1, shaped by the transition and ease) and returns the weight between the
  /// start and final values; the last step sets the final value without calling it.
  Ref<PropertyTweener> set_custom_interpolator(std::function<double(double)> interpolator);
  /// The same with the method a Callable names (also bound by name): it takes the progress and
  /// returns the weight.
  Ref<PropertyTweener> set_custom_interpolator(const Callable& interpolator);

 private:
  friend class Tween;
  PropertyTweener(Object* target, const NodePath& property, Variant initial, Variant final_value,
                  double duration, easing::TransitionType trans, easing::EaseType ease);
  static void _bind_methods();
  void start() override;
  bool step(SceneTree* tree, double& delta) override;
  /// The target, or nullptr once it was freed (nodes are checked by id).
  [[nodiscard]] Object* target() const;
  /// Finds the property's bound accessors for the path, when ClassDB knows them.
  void find_accessors();
  /// The final value (when relative), the change and the end value from the start value.
  void compute_change();
  /// The value at `time`, before the end (through the custom interpolator when there is one).
  [[nodiscard]] Variant value_at(double time) const;
  /// Sets the property through the accessors found when the tweener was made.
  void write(Object& object, const Variant& value) const;

  // The fields every step reads come first (fewer cache lines per step).
  Object* target_;
  NodeId target_id_;
  double duration_;
  double delay_ = 0.0;
  easing::TransitionType trans_;
  easing::EaseType ease_;
  bool do_continue_ = true;
  bool do_continue_delayed_ = false;
  bool relative_ = false;
  /// The property's bound accessors and the component the path names ("x" of "position:x"),
  /// found once; null for a path set_indexed resolves (deeper paths, properties of _set).
  const MethodBind* getter_ = nullptr;
  const MethodBind* setter_ = nullptr;
  StringName component_;
  Variant initial_;
  /// initial_ + delta_: the value Godot interpolates towards each step.
  Variant end_;
  std::function<double(double)> interpolator_;
  Variant final_;
  Variant base_final_;
  Variant delta_;
  NodePath property_;
  Ref<RefCounted> ref_copy_;
};

/// Waits (Godot's IntervalTweener).
class IntervalTweener : public Tweener {
  ARBOR_CLASS(IntervalTweener, Tweener)

 private:
  friend class Tween;
  explicit IntervalTweener(double duration) : duration_(duration) {}
  bool step(SceneTree* tree, double& delta) override;
  double duration_;
};

/// Calls a function once (Godot's CallbackTweener).
class CallbackTweener : public Tweener {
  ARBOR_CLASS(CallbackTweener, Tweener)

 public:
  Ref<CallbackTweener> set_delay(double delay);

 private:
  friend class Tween;
  explicit CallbackTweener(std::function<void()> callback) : callback_(std::move(callback)) {}
  static void _bind_methods();
  bool step(SceneTree* tree, double& delta) override;
  std::function<void()> callback_;
  double delay_ = 0.0;
};

/// Calls a function every step with a value interpolated from `from` to `to` (Godot's
/// MethodTweener).
class MethodTweener : public Tweener {
  ARBOR_CLASS(MethodTweener, Tweener)

 public:
  Ref<MethodTweener> set_delay(double delay);
  /// Throws arbor::Error for TRANS_MAX (as set_ease does for EASE_MAX).
  Ref<MethodTweener> set_trans(easing::TransitionType trans);
  Ref<MethodTweener> set_ease(easing::EaseType ease);

 private:
  friend class Tween;
  MethodTweener(std::function<void(const Variant&)> callback, Variant from, Variant to,
                double duration, easing::TransitionType trans, easing::EaseType ease);
  static void _bind_methods();
  bool step(SceneTree* tree, double& delta) override;
  std::function<void(const Variant&)> callback_;
  Variant initial_;
  Variant final_;
  Variant delta_;
  double duration_;
  double delay_ = 0.0;
  easing::TransitionType trans_;
  easing::EaseType ease_;
};

/// A timeline of Tweeners run in steps (Godot 4's Tween), made by SceneTree::create_tween or
/// Node::create_tween; see docs/tweens.md. Tweeners appended one after another run in sequence;
/// with parallel() or set_parallel() they join the current step. The tree holds the tween until
/// it finishes or is killed, stepping it after the timers of its process mode; leftover time in
/// a frame carries into the next step and the next loop. Appending to a started tween, or a
/// property that does not exist, throws arbor::Error.
class Tween : public RefCounted {
  ARBOR_CLASS(Tween, RefCounted)

 public:
  using TransitionType = easing::TransitionType;
  using EaseType = easing::EaseType;
  using enum easing::TransitionType;
  using enum easing::EaseType;
  enum TweenProcessMode : std::uint8_t { TWEEN_PROCESS_PHYSICS, TWEEN_PROCESS_IDLE };
  enum TweenPauseMode : std::uint8_t { TWEEN_PAUSE_BOUND, TWEEN_PAUSE_STOP, TWEEN_PAUSE_PROCESS };

  ~Tween() override;

  /// Animates `target`'s `property` to `final_value` over `duration` seconds. A node target is
  /// checked by id each step (the tweener finishes once the node is freed); a RefCounted target
  /// is kept alive; any other Object must outlive the tween. An int final value for a float
  /// property (or the reverse) is converted; another type mismatch throws arbor::Error.
  Ref<PropertyTweener> tween_property(Object* target, const NodePath& property,
                                      const Variant& final_value, double duration);
  /// Waits `seconds`.
  Ref<IntervalTweener> tween_interval(double seconds);
  /// Calls `callback` once.
  Ref<CallbackTweener> tween_callback(std::function<void()> callback);
  /// Calls the method `callback` names once; nothing when its node was freed by then (Godot's
  /// tween_callback, also bound by name). Throws arbor::Error for the null Callable.
  Ref<CallbackTweener> tween_callback(const Callable& callback);
  /// Calls `method` each step with a value going from `from` to `to` over `duration`.
  Ref<MethodTweener> tween_method(std::function<void(const Variant&)> method, const Variant& from,
                                  const Variant& to, double duration);
  /// The same with the method a Callable names (Godot's tween_method, also bound by name); steps
  /// after its node was freed call nothing. Throws arbor::Error for the null Callable.
  Ref<MethodTweener> tween_method(const Callable& method, const Variant& from, const Variant& to,
                                  double duration);
  /// The same for a method taking a double: the values are floats.
  template <class F>
  requires(std::invocable<F&, double> && !std::invocable<F&, const Variant&>)
      Ref<MethodTweener> tween_method(F method, double from, double to, double duration) {
    return tween_method([method = std::move(method)](
                            const Variant& value) mutable { method(static_cast<double>(value)); },
                        Variant(from), Variant(to), duration);
  }
  /// Godot 4.4's tween_subtween: runs `subtween` as a step of this tween (restarted each time
  /// the step starts). The tree no longer steps `subtween` on its own. Throws arbor::Error when
  /// `subtween` is null, invalid, or this tween or one of its subtweens.
  Ref<SubtweenTweener> tween_subtween(const Ref<Tween>& subtween);

  /// Makes later tweeners run alongside the previous one by default.
  Ref<Tween> set_parallel(bool parallel = true);
  /// The next tweener runs alongside the previous one.
  Ref<Tween> parallel();
  /// The next tweener runs after the previous step.
  Ref<Tween> chain();
  /// Runs the timeline `loops` times; 0 loops forever (a loop that uses no time twice in one
  /// step is reported as an infinite loop and the tween stops).
  Ref<Tween> set_loops(int loops = 0);
  /// Loops left, or -1 when looping forever.
  [[nodiscard]] int get_loops_left() const;
  Ref<Tween> set_speed_scale(double speed);
  /// Default transition and ease of the tweeners appended after this call; TRANS_MAX and
  /// EASE_MAX throw arbor::Error.
  Ref<Tween> set_trans(TransitionType trans);
  [[nodiscard]] TransitionType get_trans() const { return default_trans_; }
  Ref<Tween> set_ease(EaseType ease);
  [[nodiscard]] EaseType get_ease() const { return default_ease_; }
  Ref<Tween> set_process_mode(TweenProcessMode mode);
  [[nodiscard]] TweenProcessMode get_process_mode() const { return process_mode_; }
  Ref<Tween> set_pause_mode(TweenPauseMode mode);
  [[nodiscard]] TweenPauseMode get_pause_mode() const { return pause_mode_; }
  Ref<Tween> set_ignore_time_scale(bool ignore = true);
  [[nodiscard]] bool is_ignoring_time_scale() const { return ignore_time_scale_; }
  /// Binds the tween to `node` (Godot's bind_node): it steps while the node can process (with
  /// TWEEN_PAUSE_BOUND), waits while the node is outside the tree and dies with it.
  Ref<Tween> bind_node(const Node* node);

  /// Stops for good; the tree drops the tween at its next step.
  void kill();
  /// Stops, keeping the progress; play() resumes.
  void pause();
  /// Resumes (throws arbor::Error on an invalid or finished tween: stop() it first).
  void play();
  /// Stops and rewinds; play() restarts from the beginning.
  void stop();
  [[nodiscard]] bool is_running() const { return running_; }
  /// False once the tween finished or was killed and the tree dropped it.
  [[nodiscard]] bool is_valid() const { return valid_; }
  /// Advances by `delta` seconds now, even if paused; false once the tween is finished/dead.
  bool custom_step(double delta);
  /// Seconds of tween time elapsed since the start (speed scale applied), across loops.
  [[nodiscard]] double get_total_elapsed_time() const { return total_time_; }

  /// Godot's Tween.interpolate_value: `initial` + `delta` eased at `elapsed` of `duration`.
  static Variant interpolate_value(const Variant& initial, const Variant& delta, double elapsed,
                                   double duration, TransitionType trans, EaseType ease);

  /// Emitted with the index of each step that finishes.
  Signal<int> step_finished;
  /// Emitted with the number of loops done when a loop finishes (not after the last one).
  Signal<int> loop_finished;
  /// Emitted once when the whole tween finishes.
  Signal<> finished;

 private:
  friend class SceneTree;
  friend class SubtweenTweener;
  friend void detail::process_tweens(detail::TreeData&, bool, double, double);

  /// What finishing a step led to.
  enum class Advance : std::uint8_t { NEXT_STEP, NEXT_LOOP, FINISHED };

  explicit Tween(SceneTree* tree) : tree_(tree) {}
  static void _bind_methods();
  [[nodiscard]] Node* get_bound_node() const;
  /// Whether the tree steps the tween now; `bound` is get_bound_node().
  [[nodiscard]] bool can_process(const Node* bound, bool tree_paused) const;
  /// Advances; false when the tree should drop the tween (finished, killed, bound node freed).
  /// The caller keeps the tween alive meanwhile (the tree's list, a subtween's tweener).
  bool step(double delta);
  /// step() with the bound node already looked up.
  bool step(const Node* bound, double delta);
  /// Starts the first step of the first loop; false (reported) when there are no tweeners.
  bool start_timeline();
  /// Where the current step's tweeners begin in tweeners_.
  [[nodiscard]] std::size_t step_begin() const;
  void start_tweeners();
  /// Runs the current step's tweeners over `delta`; false once all of them finished. `delta`
  /// becomes the least time they left over.
  bool step_tweeners(double& delta);
  /// Emits step_finished and moves to the next step, or loop, or finishes.
  Advance advance_step();
  void append(const Ref<Tweener>& tweener);
  void check_appendable(const char* what) const;
  template <class F>
  void for_each_subtween(F&& fn) const;
  /// Whether `tween` runs as a subtween of this one, at any depth.
  [[nodiscard]] bool has_subtween(const Tween* tween) const;
  /// The tree that receives this tween's errors and its subtweens' (null once it dropped it).
  void set_tree(SceneTree* tree);
  void report(const char* message) const;
  /// The tree drops the tween: it becomes invalid and releases its tweeners.
  void clear();

  SceneTree* tree_;
  /// The tweeners of every step, step after step; step i ends at step_ends_[i].
  std::vector<Ref<Tweener>> tweeners_;
  std::vector<std::uint32_t> step_ends_;
  NodeId bound_node_;
  double total_time_ = 0.0;
  double speed_scale_ = 1.0;
  int current_step_ = -1;
  int loops_ = 1;
  int loops_done_ = 0;
  TransitionType default_trans_ = TRANS_LINEAR;
  EaseType default_ease_ = EASE_IN_OUT;
  TweenProcessMode process_mode_ = TWEEN_PROCESS_IDLE;
  TweenPauseMode pause_mode_ = TWEEN_PAUSE_BOUND;
  bool is_bound_ = false;
  bool ignore_time_scale_ = false;
  bool parallel_enabled_ = false;
  bool default_parallel_ = false;
  bool running_ = true;
  bool started_ = false;
  bool dead_ = false;
  bool valid_ = true;
  /// Adopted by tween_subtween: the tree drops it from its list at its next stepping (Godot's
  /// SceneTree::remove_tween) and only the parent steps it.
  bool is_subtween_ = false;
};

/// Runs a Tween as one step of another (Godot 4.4's SubtweenTweener, made by tween_subtween).
class SubtweenTweener : public Tweener {
  ARBOR_CLASS(SubtweenTweener, Tweener)

 public:
  /// Waits `delay` seconds (of the parent tween's time) before running the subtween.
  Ref<SubtweenTweener> set_delay(double delay);

 private:
  friend class Tween;
  explicit SubtweenTweener(Ref<Tween> subtween) : subtween_(std::move(subtween)) {}
  static void _bind_methods();
  void start() override;
  bool step(SceneTree* tree, double& delta) override;
  Ref<Tween> subtween_;
  double delay_ = 0.0;
};

}  // namespace arbor
