// Uses the main type (or function, or constants) of every public header through the umbrella
// header alone, built against the installed package: `#include <arbor/arbor.h>` gives the whole
// API. Each use is marked with its header's path; a test (tests/headers/check_umbrella.cmake)
// fails when a public header has no mark here or is missing from arbor.h.
#include <arbor/arbor.h>

#include <cstdio>
#include <memory>
#include <string>

namespace {

int g_failures = 0;

void check(bool condition, const char* what) {
  if (condition) return;
  ++g_failures;
  std::fprintf(stderr, "umbrella: %s\n", what);
}

class Mover : public arbor::Node3D {
  ARBOR_CLASS(Mover, arbor::Node3D)

 public:
  arbor::Signal<int> moved;
  void set_speed(double speed) { speed_ = speed; }
  [[nodiscard]] double get_speed() const { return speed_; }

 protected:
  static void _bind_methods() {
    arbor::ClassDB::bind_method(arbor::D_METHOD("set_speed", "speed"), &Mover::set_speed);
    arbor::ClassDB::bind_method(arbor::D_METHOD("get_speed"), &Mover::get_speed);
    arbor::ClassDB::add_property(arbor::PropertyInfo(arbor::Variant::FLOAT, "speed"), "set_speed",
                                 "get_speed");
  }

 private:
  double speed_ = 1.0;
};

void core_math() {
  using namespace arbor;
  const real_t half = real_t(0.5);                                    // arbor/core/math/real.h
  check(Math::is_equal_approx(Math::PI / 2, Math::deg_to_rad(90.0)),  // arbor/core/math/math.h
        "Math");
  const Vector2 v2(1, 2);                                     // arbor/core/math/vector2.h
  const Vector2i v2i(1, 2);                                   // arbor/core/math/vector2i.h
  const Vector3 v3(1, 2, 3);                                  // arbor/core/math/vector3.h
  const Vector3i v3i(1, 2, 3);                                // arbor/core/math/vector3i.h
  const Vector4 v4(1, 2, 3, 4);                               // arbor/core/math/vector4.h
  const Vector4i v4i(1, 2, 3, 4);                             // arbor/core/math/vector4i.h
  const Rect2 rect(0, 0, 2, 2);                               // arbor/core/math/rect2.h
  const Rect2i recti(0, 0, 2, 2);                             // arbor/core/math/rect2i.h
  const AABB box(Vector3(), Vector3(1, 1, 1));                // arbor/core/math/aabb.h
  const Plane plane(Vector3(0, 1, 0), 0);                     // arbor/core/math/plane.h
  const Quaternion q;                                         // arbor/core/math/quaternion.h
  const Basis basis = Basis::from_euler(Vector3(0, half, 0),  // arbor/core/math/basis.h
                                        EulerOrder::YXZ);     // arbor/core/math/euler_order.h
  const Transform2D t2(0, Vector2(1, 0));                     // arbor/core/math/transform_2d.h
  const Transform3D t3(basis, v3);                            // arbor/core/math/transform_3d.h
  const Projection lens =
      Projection::create_perspective(70, 1.5, 0.1, 100);  // arbor/core/math/projection.h
  const Color color = Color::html("#ff8000");             // arbor/core/math/color.h
  check(v2.x == 1 && v2i.y == 2 && v3.z == 3 && v3i.x == 1 && v4.w == 4 && v4i.w == 4, "vectors");
  check(rect.has_point(Vector2(1, 1)) && recti.has_point(Vector2i(1, 1)), "rects");
  check(box.has_point(Vector3(half, half, half)) && plane.is_point_over(Vector3(0, 1, 0)), "box");
  check(q.is_normalized() && (t2 * Vector2()).x == 1 && (t3 * Vector3()) == v3, "transforms");
  check(lens.get_z_near() > 0 && color.r == 1.0f, "projection and color");
}

void core_values() {
  using namespace arbor;
  const StringName name("speed");                 // arbor/core/string/string_name.h
  const NodePath path("Player/Sprite:position");  // arbor/core/string/node_path.h
  Array array{1, "two"};                          // arbor/core/variant/array.h
  Dictionary dictionary;                          // arbor/core/variant/dictionary.h
  dictionary[Variant(name)] = 2.5;
  PackedInt32Array packed;  // arbor/core/variant/packed_arrays.h
  packed.push_back(7);
  const Variant value = Vector3(1, 2, 3);      // arbor/core/variant/variant.h
  const std::string text = var_to_str(value);  // arbor/core/variant/variant_text.h
  check(str_to_var(text) == value, "variant text");
  check(path.get_subname_count() == 1 && array.size() == 2 && dictionary.size() == 1, "values");
  check(packed.size() == 1, "packed array");
  try {
    (void)str_to_var("Vector2(1, ");
    check(false, "a ParseError");
  } catch (const ParseError& error) {  // arbor/core/error/parse_error.h
    check(error.line() == 1, "ParseError's line");
  }
  try {
    throw Error("an error");  // arbor/core/error/error.h
  } catch (const Error&) {
  }
  check(!heap_allocator().empty(), "heap_allocator");  // arbor/core/memory/heap_allocator.h
}

void core_objects() {
  using namespace arbor;
  ClassDB::register_class<Mover>();                        // arbor/core/object/class_db.h
  const ClassInfo& info = Mover::get_class_info_static();  // arbor/core/object/class_info.h
  const MethodBind* method =
      ClassDB::get_method("Mover", "get_speed");         // arbor/core/object/method_bind.h
  const PropertyInfo property(Variant::FLOAT, "speed");  // arbor/core/object/property_info.h
  check(info.name == StringName("Mover") && method && property.name == StringName("speed"),
        "reflection");
  Ref<Resource> resource =
      make_ref<Resource>();  // arbor/core/object/resource.h, arbor/core/object/ref.h
  resource->set_name("stats");
  const ObjectRef counted(resource.get());                         // arbor/core/object/object_ref.h
  std::unique_ptr<Object> made(ClassDB::instantiate("Resource"));  // arbor/core/object/object.h
  check(made && made->is_class("Resource"), "Object by name");
  MissingResource missing;  // arbor/core/object/missing_resource.h
  PropertyStore store;      // arbor/core/object/property_store.h
  store.set("hp", 100);
  check(store.find("hp") && missing.get_original_class().empty(), "property store");
  const RID rid = RID::from_uint64(5);  // arbor/core/object/rid.h
  check(rid.is_valid(), "RID");
  const NodeId none;  // arbor/core/object/node_id.h
  check(!none.is_valid(), "NodeId");
}

void core_signals() {
  using namespace arbor;
  Signal<int> hit;  // arbor/core/signal/signal.h
  int total = 0;
  const Connection connection =
      hit.connect([&total](int damage) { total += damage; });  // arbor/core/signal/connection.h
  hit.emit(3);
  check(total == 3 && hit.is_connected(connection), "Signal");
  const Callable callable;           // arbor/core/signal/callable.h
  const SignalRef signal;            // arbor/core/signal/signal_ref.h
  const ConnectionInfo described{};  // arbor/core/signal/connection_info.h
  check(!callable.is_valid() && signal.is_null() && described.unbinds == 0, "callables");
}

void core_input() {
  using namespace arbor;
  InputMap map;  // arbor/core/input/input_map.h
  map.add_action("jump");
  InputEventKey key;  // arbor/core/input/input_event_key.h, arbor/core/input/keyboard.h
  key.set_keycode(Key::SPACE);
  key.set_pressed(true);
  map.action_add_event("jump", key);
  check(map.has_action("jump"), "InputMap");
  InputEventAction action;  // arbor/core/input/input_event_action.h
  action.set_action("jump");
  InputEventJoypadButton
      button;  // arbor/core/input/input_event_joypad_button.h, arbor/core/input/input_enums.h
  button.set_button_index(JoyButton::A);
  InputEventJoypadMotion motion;  // arbor/core/input/input_event_joypad_motion.h
  motion.set_axis(JoyAxis::LEFT_X);
  InputEventMouseButton click;  // arbor/core/input/input_event_mouse_button.h
  click.set_button_index(MouseButton::LEFT);
  InputEventMouseMotion move;  // arbor/core/input/input_event_mouse_motion.h
  move.set_relative(Vector2(1, 0));
  InputEventMouseWheel wheel;  // arbor/core/input/input_event_mouse_wheel.h
  wheel.set_delta(Vector2(0, 1));
  InputEventText typed;  // arbor/core/input/input_event_text.h
  typed.set_text("a");
  const InputEvent& any = typed;  // arbor/core/input/input_event.h, arbor/core/input/input_events.h
  check(!any.is_action_type(), "InputEvent");
  InputRecording recording(1.0 / 60);  // arbor/core/input/input_recording.h
  recording.add(0, key);
  check(!recording.is_empty(), "InputRecording");
}

void servers_and_scene() {
  using namespace arbor;
  register_scene_types();                    // arbor/scene/register_scene_types.h
  register_io_types();                       // arbor/io/register_io_types.h
  SceneTree tree;                            // arbor/scene/scene_tree.h
  ServerRegistry& servers = tree.servers();  // arbor/servers/server_registry.h
  check(servers.get<IFrameServer>() == nullptr, "ServerRegistry");  // arbor/servers/server.h
  Input& input = tree.get_input();                                  // arbor/core/input/input.h
  check(!input.is_key_pressed(Key::SPACE), "Input");
  SceneViewport* root = tree.get_root();  // arbor/scene/scene_viewport.h
  auto* mover =
      root->add_child(std::make_unique<Mover>());  // arbor/scene/node_3d.h, arbor/scene/node.h
  mover->set_name("Mover");
  check(mover->set("speed", 3.0) && mover->get_speed() == 3.0, "bound property");
  auto* sprite = root->add_child(
      std::make_unique<Node2D>());  // arbor/scene/node_2d.h, arbor/scene/canvas_item.h
  sprite->set_position(Vector2(4, 5));
  auto* timer = root->add_child(std::make_unique<Timer>());  // arbor/scene/timer.h
  timer->set_wait_time(0.05);
  timer->set_one_shot(true);  // stops at its timeout (a repeating timer starts again)
  timer->start();
  Ref<SceneTreeTimer> later = tree.create_timer(0.05);  // arbor/scene/scene_tree_timer.h
  Ref<Tween> tween = mover->create_tween();             // arbor/scene/tween.h
  tween->tween_property(mover, "position:x", 1.0, 0.05);
  mover->set_process_mode(ProcessMode::ALWAYS);  // arbor/scene/process_mode.h
  const double eased =
      easing::run_equation(easing::TransitionType::TRANS_LINEAR,  // arbor/scene/easing.h
                           easing::EaseType::EASE_IN, 0.5, 0, 1, 1);
  check(eased > 0.49 && eased < 0.51, "easing");
  mover->propagate_notification(NOTIFICATION_PAUSED);  // arbor/scene/notifications.h
  NullDisplayServer display;                           // arbor/servers/display_server.h
  FrameLoop loop(tree, display);                       // arbor/scene/frame_loop.h
  for (int frame = 0; frame < 6; ++frame) loop.iteration(1.0 / 60);
  check(timer->is_stopped() && later->get_time_left() <= 0, "timers");
  check(mover->get_position().x > 0.99, "tween");
  // arbor/servers/sdl_display_server.h declares create_sdl_display_server, defined by
  // arbor::display_sdl (which this program does not link): its type is all that is used here.
  using CreateDisplay = decltype(&create_sdl_display_server);
  check(CreateDisplay{} == nullptr, "create_sdl_display_server");
}

void io() {
  using namespace arbor;
  const std::string text = "[gd_scene format=3]\n\n[node name=\"Level\" type=\"Node3D\"]\n";
  SceneState state =
      read_scene_text(text);  // arbor/io/scene_state.h, arbor/io/text_resource_format.h
  check(write_scene_text(state) == text, "scene text round trip");
  Ref<PackedScene> scene = make_ref<PackedScene>();  // arbor/io/packed_scene.h
  scene->set_state(std::move(state));
  Owned<Node> level(scene->instantiate());
  check(level->get_name() == StringName("Level"), "PackedScene");
  Owned<Node> unknown(instantiate_scene_text(
      "[gd_scene format=3]\n\n[node name=\"Sky\" type=\"WorldEnvironment\"]\n"));
  const auto* missing = dynamic_cast<MissingNode*>(unknown.get());  // arbor/scene/missing_node.h
  check(missing && missing->get_original_class() == "WorldEnvironment", "MissingNode");
  check(!ResourceLoader::exists("res://no_such_scene.tscn"),
        "ResourceLoader");  // arbor/io/resource_loader.h
}

}  // namespace

// arbor/fwd.h declares the types; arbor/arbor.h includes everything.
int main() {
  core_math();
  core_values();
  core_objects();
  core_signals();
  core_input();
  servers_and_scene();
  io();
  if (g_failures > 0) return 1;
  std::printf("umbrella: every public header's main type used through <arbor/arbor.h>\n");
  return 0;
}
