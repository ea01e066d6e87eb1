// `arbor run [SCENE] [--frames N] [--fps F] [--window] [--record FILE | --replay FILE]
// [--save FILE]`: runs a scene at a fixed step, headless or in a window, with its physics, and
// prints what happens, frame by frame.

#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "arbor/core/error/error.h"
#include "arbor/core/input/input_recording.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/frame_loop.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/servers/display_server.h"
#ifdef ARBOR_HAS_SDL_DISPLAY
#include "arbor/servers/sdl_display_server.h"
#endif
#ifdef ARBOR_HAS_BULLET_PHYSICS
#include "arbor/servers/physics/bullet_physics_server_3d.h"
#endif
#ifdef ARBOR_HAS_BOX2D_PHYSICS
#include "arbor/servers/physics/box2d_physics_server_2d.h"
#endif
#include "commands.h"
#include "count_text.h"
#include "draw_list_printer.h"
#include "failure_message.h"
#include "node_description.h"
#include "render_setup.h"
#include "run_log.h"
#include "scene_source.h"

namespace arbor::app {

const std::string_view kRunHelp =
    "Usage: arbor run [SCENE] [--path DIR] [--frames N] [--fps F] [--window]\n"
    "                 [--record FILE | --replay FILE] [--draw-list] [--save FILE]\n"
    "\n"
    "Runs SCENE (a .tscn file) headless, one fixed step of 1/F seconds per frame, and prints\n"
    "what happens: each node that enters (+) or leaves (-) the tree, and what the scene's own\n"
    "nodes report, after the frame number. Stops when the scene calls get_tree()->quit(),\n"
    "after N frames, or on Ctrl-C, then prints a summary. Without SCENE it runs the demo\n"
    "scene built into the program. Node types the program does not know load as MissingNode\n"
    "and run as plain nodes. Bodies move: 3D physics runs on Bullet, 2D physics on Box2D.\n"
    "\n"
    "Options:\n"
    "  --path DIR  run a Godot project: DIR holds its project.godot, res:// is DIR, SCENE may\n"
    "              be a res:// path, and without SCENE the project's main scene runs\n"
    "  --frames N  stop after N frames (default: when the scene quits)\n"
    "  --fps F     frames per second of scene time (default: 60)\n"
    "  --window    open a window (SDL2) whose input reaches the scene; frames then take\n"
    "              their step of real time; closing the window quits\n"
    "  --record FILE  write every input event, with its frame, to FILE at the end\n"
    "  --replay FILE  push the input recorded in FILE instead of live input, at the\n"
    "              recording's step, so the run reproduces the recorded one\n"
    "  --draw-list print what the last frame drew: each viewport's passes with their\n"
    "              batches (mesh, material, instance count) and the totals (instances\n"
    "              seen, culled, drawn, batches); no GPU is needed\n"
    "  --save FILE write the scene as it is after the last frame to FILE (.tscn): where every\n"
    "              body ended up\n"
    "  -h, --help  show this help\n"
    "\n"
    "Exit code: the scene's own when it quits, 1 when the scene cannot be loaded or a callback\n"
    "threw, 2 for a wrong command line, 0 otherwise.\n";

namespace {

struct RunOptions {
  SceneChoice scene;
  std::optional<std::uint64_t> frames;
  double fps = 60.0;
  bool window = false;
  std::optional<std::string> record;
  std::optional<std::string> replay;
  bool draw_list = false;
  std::optional<std::string> save;
};

enum class StopReason { QUIT, FRAMES, INTERRUPTED };

volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void on_interrupt(int) { g_interrupted = 1; }

RunOptions parse_run_options(Arguments arguments) {
  RunOptions options;
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string argument(arguments[i]);
    if (auto frames = read_option("run", arguments, i, "--frames")) {
      options.frames = parse_count("run", "--frames", *frames);
    } else if (auto fps = read_option("run", arguments, i, "--fps")) {
      options.fps = parse_positive("run", "--fps", *fps);
    } else if (argument == "--window") {
      options.window = true;
    } else if (argument == "--draw-list") {
      options.draw_list = true;
    } else if (auto record = read_option("run", arguments, i, "--record")) {
      options.record = std::string(*record);
    } else if (auto replay = read_option("run", arguments, i, "--replay")) {
      options.replay = std::string(*replay);
    } else if (auto save = read_option("run", arguments, i, "--save")) {
      options.save = std::string(*save);
    } else if (auto project = read_option("run", arguments, i, "--path")) {
      options.scene.project = std::string(*project);
    } else if (is_option(argument)) {
      throw UsageError("run", "unknown option '" + argument + "'");
    } else if (options.scene.scene) {
      throw UsageError("run", "one scene at a time ('" + argument + "' is a second one)");
    } else {
      options.scene.scene = argument;
    }
  }
  if (options.record && options.replay) {
    throw UsageError("run", "--record and --replay cannot be used together");
  }
  return options;
}

/// The display the run takes its input from: a window with --window, none otherwise.
std::unique_ptr<DisplayServer> make_display(const RunOptions& options) {
  if (!options.window) return std::make_unique<NullDisplayServer>();
#ifdef ARBOR_HAS_SDL_DISPLAY
  return create_sdl_display_server({"Arbor: " + scene_display_name(options.scene), {1280, 720}});
#else
  throw Error("--window needs SDL2, and this arbor was built without it");
#endif
}

/// The physics servers the program was built with, added before the scene so that its bodies
/// find them when they enter.
void add_physics_servers(SceneTree& tree) {
#ifdef ARBOR_HAS_BULLET_PHYSICS
  tree.servers().add(create_bullet_physics_server_3d());
#endif
#ifdef ARBOR_HAS_BOX2D_PHYSICS
  tree.servers().add(create_box2d_physics_server_2d());
#endif
  (void)tree;
}

/// Writes the current scene, as it is now, to `path` (--save).
void save_scene(SceneTree& tree, const std::string& path) {
  Node* scene = tree.get_current_scene();
  if (!scene) throw Error("--save " + path + ": the scene has left the tree");
  auto packed = make_ref<PackedScene>();
  packed->pack(scene);
  ResourceSaver::save(packed, path);
  std::printf("Saved the scene to %s.\n", path.c_str());
}

/// Ticks until the scene quits, the frame limit is reached or the user presses Ctrl-C. With a
/// window, each frame takes at least its step of real time.
StopReason run_frames(SceneTree& tree, FrameLoop& loop, const RunOptions& options, double step) {
  g_interrupted = 0;
  std::signal(SIGINT, on_interrupt);
  const auto frame_time = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      std::chrono::duration<double>(step));
  auto next_frame = std::chrono::steady_clock::now();
  for (std::uint64_t frame = 0;; ++frame) {
    if (tree.is_quit_requested()) return StopReason::QUIT;
    if (g_interrupted) return StopReason::INTERRUPTED;
    if (options.frames && frame == *options.frames) return StopReason::FRAMES;
    loop.iteration(step);
    if (options.window) std::this_thread::sleep_until(next_frame += frame_time);
  }
}

void print_start(const SceneTree& tree, const RunOptions& options, std::size_t warnings) {
  const Node* scene = tree.get_current_scene();
  std::printf("Running %s at %g fps ", scene_display_name(options.scene).c_str(), options.fps);
  if (options.frames) {
    std::printf("for %llu frames or until the scene quits.\n",
                static_cast<unsigned long long>(*options.frames));
  } else {
    std::printf("until the scene quits (Ctrl-C stops it).\n");
  }
  std::printf("Scene %s (%s): %s", scene->get_name().c_str(), display_class(*scene).c_str(),
              count_text(tree.get_node_count() - 1, "node").c_str());
  if (warnings > 0) {
    std::printf(", %s while loading ('arbor check' lists them)",
                count_text(long(warnings), "warning").c_str());
  }
  std::printf(".\n");
}

void print_stop(const SceneTree& tree, StopReason reason) {
  const auto frames = static_cast<unsigned long long>(tree.get_process_frames());
  switch (reason) {
    case StopReason::QUIT:
      std::printf("The scene quit at frame %llu (exit code %d).\n", frames, tree.get_exit_code());
      break;
    case StopReason::FRAMES:
      std::printf("Stopped after %llu frames.\n", frames);
      break;
    case StopReason::INTERRUPTED:
      std::printf("Interrupted after %llu frames.\n", frames);
      break;
  }
}

void print_summary(const SceneTree& tree, double step, const RunLog& log, int errors,
                   std::chrono::steady_clock::duration wall_time) {
  const auto frames = tree.get_process_frames();
  std::printf("Summary: %s, %.3f s of scene time, %.1f ms of wall time, %s in callbacks.\n",
              count_text(long(frames), "frame").c_str(), double(frames) * step,
              std::chrono::duration<double, std::milli>(wall_time).count(),
              count_text(errors, "error").c_str());
  std::printf("Nodes: %d at the start, %d added, %d removed, %d at the end, %d at most.\n",
              log.get_start_node_count(), log.get_added(), log.get_removed(), log.get_node_count(),
              log.get_peak_node_count());
}

int exit_code(const SceneTree& tree, StopReason reason, int errors) {
  if (errors > 0) return kExitFailed;
  return reason == StopReason::QUIT ? tree.get_exit_code() : kExitOk;
}

int run_scene(const RunOptions& options) {
  int errors = 0;  // declared before the tree: its destructor may still report errors
  SceneTree tree;
  tree.set_error_handler([&errors, &tree](const CallbackError& error) {
    ++errors;
    std::fprintf(stderr, "frame %llu: error in %s of %s: %s\n",
                 static_cast<unsigned long long>(tree.get_process_frames()), error.callback.c_str(),
                 error.node_path.empty() ? "the tree" : error.node_path.c_str(),
                 error.message.c_str());
  });
  std::unique_ptr<DisplayServer> display = make_display(options);
  std::string no_pictures;
  RenderingServer& rendering = add_rendering_server(
      tree, make_render_backend(options.window ? display.get() : nullptr, no_pictures));
  if (!no_pictures.empty()) std::printf("No pictures: %s\n", no_pictures.c_str());
  add_physics_servers(tree);
  InstancedScene scene = instantiate_scene(options.scene);
  tree.change_scene_to_node(scene.root.release());
  print_start(tree, options, scene.warnings.size());
  RunLog log(tree);
  FrameLoop loop(tree, *display);
  std::optional<InputRecording> replay;
  if (options.replay) replay = InputRecording::load(*options.replay);
  const double step = replay ? replay->get_step() : 1.0 / options.fps;
  InputRecording recording(step);
  if (replay) loop.replay(&*replay);
  if (options.record) loop.record_to(&recording);
  const auto started = std::chrono::steady_clock::now();
  const StopReason reason = run_frames(tree, loop, options, step);
  const auto wall_time = std::chrono::steady_clock::now() - started;
  if (options.record) recording.save(*options.record);
  if (options.save) save_scene(tree, *options.save);
  print_stop(tree, reason);
  if (options.draw_list) {
    const std::string lists = describe_draw_lists(rendering);
    std::fwrite(lists.data(), 1, lists.size(), stdout);
  }
  print_summary(tree, step, log, errors, wall_time);
  return exit_code(tree, reason, errors);
}

}  // namespace

int run_command(Arguments arguments) {
  const RunOptions options = parse_run_options(arguments);
  try {
    return run_scene(options);
  } catch (const std::exception& error) {
    print_failure("run", scene_display_name(options.scene), error);
    return kExitFailed;
  }
}

}  // namespace arbor::app
