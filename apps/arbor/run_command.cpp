// `arbor run [SCENE] [--frames N] [--fps F] [--window] [--screenshot FILE.png] [--size WxH] ...`:
// runs a scene at a fixed step, headless or in a window, with its physics, prints what happens,
// frame by frame, and can write the last frame as a picture, the sound as a WAV file and the
// scene as it ended.

#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <filesystem>
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
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/audio/audio_server.h"
#include "arbor/servers/display_server.h"
#include "arbor/servers/rendering/rendering_server.h"
#ifdef ARBOR_HAS_VULKAN_BACKEND
#include "arbor/servers/rendering/vulkan_render_backend.h"
#endif
#ifdef ARBOR_HAS_SDL_DISPLAY
#include "arbor/servers/sdl_display_server.h"
#endif
#include "audio_backend.h"
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
#include "model_framing.h"
#include "node_description.h"
#include "render_setup.h"
#include "run_log.h"
#include "scene_source.h"

namespace arbor::app {

namespace {

/// `arbor run`'s options, filled in by CLI11. An option is a member here and a line in
/// add_run_options.
struct RunOptions {
  SceneChoice scene;
  std::optional<std::uint64_t> frames;
  double fps = 60.0;
  bool window = false;
  std::optional<std::string> record;
  std::optional<std::string> replay;
  AudioOptions audio;
  bool draw_list = false;
  std::optional<std::string> screenshot;
  Vector2i size{1280, 720};
  bool vsync = true;
  std::optional<std::string> save;
};

/// `WxH` (1280x720) as a size of at least 1×1 and at most 16384×16384; (0, 0) for anything else.
Vector2i parse_size(std::string_view text) {
  const std::size_t x = text.find('x');
  const auto dimension = [&](std::string_view part) {
    int value = 0;
    for (char c : part) {
      if (c < '0' || c > '9' || value > 16384) return 0;
      value = value * 10 + (c - '0');
    }
    return value >= 1 && value <= 16384 ? value : 0;
  };
  const Vector2i size = x == std::string_view::npos
                            ? Vector2i()
                            : Vector2i(dimension(text.substr(0, x)), dimension(text.substr(x + 1)));
  return size.x == 0 || size.y == 0 ? Vector2i() : size;
}

void add_run_options(CLI::App& command, RunOptions& options) {
  add_scene_arguments(command, options.scene);
  command
      .add_option("--frames", options.frames, "stop after N frames (default: when the scene quits)")
      ->type_name("N")
      ->check(whole_number_of_at_least_one());
  command.add_option("--fps", options.fps, "frames per second of scene time (default: 60)")
      ->type_name("F")
      ->check(number_greater_than_zero());
  command.add_flag("--window", options.window,
                   "open a window (SDL2, X11) showing the scene, whose input reaches it; frames "
                   "then take their step of real time; closing the window quits");
  command
      .add_option("--screenshot", options.screenshot,
                  "render the last frame offscreen (on any Vulkan device: a GPU, or lavapipe "
                  "without one) and write it to FILE.png")
      ->type_name("FILE.png");
  command
      .add_option_function<std::string>(
          "--size", [&options](const std::string& text) { options.size = parse_size(text); },
          "the picture's size in pixels, and the window's (default: 1280x720)")
      ->type_name("WxH")
      ->check(CLI::Validator(
          [](std::string& text) {
            return parse_size(text) == Vector2i() ? "takes WIDTHxHEIGHT in pixels (1 to 16384), "
                                                    "like 1280x720, not '" +
                                                        text + "'"
                                                  : std::string();
          },
          ""));
  command
      .add_option_function<std::string>(
          "--vsync", [&options](const std::string& text) { options.vsync = text == "on"; },
          "with --window, wait for the display's refresh (default: on)")
      ->type_name("on|off")
      ->check(CLI::Validator(
          [](std::string& text) {
            return text == "on" || text == "off" ? std::string()
                                                 : "takes on or off, not '" + text + "'";
          },
          ""));
  CLI::Option* record =
      command
          .add_option("--record", options.record,
                      "write every input event, with its frame, to FILE at the end")
          ->type_name("FILE");
  command
      .add_option("--replay", options.replay,
                  "push the input recorded in FILE instead of live input, at the recording's "
                  "step, so the run reproduces the recorded one")
      ->type_name("FILE")
      ->excludes(record);
  CLI::Option* capture =
      command
          .add_option("--audio-capture", options.audio.capture_file,
                      "write the master bus to FILE (a 48 kHz stereo .wav), rendered without a "
                      "sound card, exactly as long as the frames run (N / F seconds); without it, "
                      "with --window, sound plays on the sound card (OpenAL) when there is one")
          ->type_name("FILE");
  command
      .add_option_function<std::string>(
          "--audio-format",
          [&options](const std::string& format) {
            options.audio.capture_format =
                format == "pcm16" ? AudioCapture::FORMAT_PCM16 : AudioCapture::FORMAT_FLOAT;
          },
          "the capture's samples: float (32-bit, the default) or pcm16")
      ->type_name("F")
      ->check(CLI::IsMember({"float", "pcm16"}))
      ->needs(capture);
  command
      .add_option("--save", options.save,
                  "write the scene as it is after the last frame to FILE (.tscn): where every "
                  "body ended up")
      ->type_name("FILE");
  command.add_flag("--draw-list", options.draw_list,
                   "print what the last frame drew: each viewport's passes with their batches "
                   "(mesh, material, instance count) and the totals (instances seen, culled, "
                   "drawn, batches); no GPU is needed");
}

enum class StopReason { QUIT, FRAMES, INTERRUPTED, DEVICE_FAULT };

volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void on_interrupt(int) { g_interrupted = 1; }

/// The display the run takes its input from: a window with --window, none otherwise.
std::unique_ptr<DisplayServer> make_display(const RunOptions& options) {
  if (!options.window)
    return std::make_unique<NullDisplayServer>(WindowSettings{"Arbor", options.size});
#ifdef ARBOR_HAS_SDL_DISPLAY
  return create_sdl_display_server({"Arbor: " + scene_display_name(options.scene), options.size});
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

/// What the GPU's failure was (the device was lost or out of memory), or empty: a run ends at
/// the first, as nothing can be drawn afterwards.
const std::string& device_fault(const RenderingServer& rendering) {
  static const std::string none;
#ifdef ARBOR_HAS_VULKAN_BACKEND
  if (const auto* vulkan = dynamic_cast<const VulkanRenderBackend*>(&rendering.get_backend())) {
    return vulkan->get_device_fault();
  }
#else
  (void)rendering;
#endif
  return none;
}

/// Ticks until the scene quits, the frame limit is reached, the GPU fails or the user presses
/// Ctrl-C. With a window, each frame takes at least its step of real time.
StopReason run_frames(SceneTree& tree, FrameLoop& loop, const RunOptions& options, double step,
                      const RenderingServer& rendering) {
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
    if (!device_fault(rendering).empty()) return StopReason::DEVICE_FAULT;
    if (options.window) std::this_thread::sleep_until(next_frame += frame_time);
  }
}

void print_start(const SceneTree& tree, const RunOptions& options, const InstancedScene& loaded) {
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
  const std::vector<std::string> missing = missing_class_warnings(loaded.missing);
  const std::size_t warnings = loaded.warnings.size() + missing.size();
  if (warnings > 0) {
    std::printf(", %s while loading ('arbor check' lists them)",
                count_text(long(warnings), "warning").c_str());
  }
  std::printf(".\n");
  for (const std::string& line : missing) std::printf("Warning: %s.\n", line.c_str());
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
    case StopReason::DEVICE_FAULT:
      std::printf("Stopped at frame %llu: the GPU failed.\n", frames);
      break;
  }
}

/// Writes the root viewport's last picture to `path` and says where (an arbor::Error when the
/// file cannot be written); says so when the run had no pictures.
void write_screenshot(SceneTree& tree, RenderingServer& rendering, const std::string& path,
                      const std::string& no_pictures) {
  const ViewportHandle root = tree.get_root()->get_viewport_handle();
  const std::optional<ImageData> picture = rendering.viewport_get_image(root);
  if (!picture) {
    std::printf("No picture written to %s: %s.\n", path.c_str(),
                no_pictures.empty() ? "nothing was rendered" : "no Vulkan device");
    return;  // the run went on without pictures, as it said at the start
  }
#ifdef ARBOR_HAS_VULKAN_BACKEND
  save_png(*picture, path);
  std::error_code ignored;
  const std::filesystem::path where = std::filesystem::absolute(path, ignored);
  std::printf("Picture: the last frame (%dx%d) written to %s\n", picture->width, picture->height,
              where.string().c_str());
#endif
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
  InstancedScene scene = instantiate_scene(options.scene);  // also sets the project root
  AudioBackend audio = make_audio_backend(options.audio);
  std::unique_ptr<AudioCapture> capture = std::move(audio.capture);  // outlives the tree
  SceneTree tree;
  tree.servers().add(std::move(audio.server));
  tree.set_error_handler([&errors, &tree](const CallbackError& error) {
    ++errors;
    std::fprintf(stderr, "frame %llu: error in %s of %s: %s\n",
                 static_cast<unsigned long long>(tree.get_process_frames()), error.callback.c_str(),
                 error.node_path.empty() ? "the tree" : error.node_path.c_str(),
                 error.message.c_str());
  });
  if (!scene.root_note.empty())
    std::fprintf(stderr, "arbor run: note: %s\n", scene.root_note.c_str());
  const std::string framing = options.scene.scene && is_model_file(*options.scene.scene)
                                  ? frame_model(*scene.root)
                                  : std::string();
  std::unique_ptr<DisplayServer> display = make_display(options);
  std::string no_pictures;
  RenderChoice choice;
  choice.pictures = options.window || options.screenshot.has_value();
  choice.window = options.window ? display.get() : nullptr;
  choice.vsync = options.vsync;
  RenderingServer& rendering = add_rendering_server(tree, make_render_backend(choice, no_pictures));
  if (!no_pictures.empty()) {
    std::printf("No pictures: %s (running without them).\n", no_pictures.c_str());
  }
  add_physics_servers(tree);
  tree.change_scene_to_node(scene.root.release());
  print_start(tree, options, scene);
  if (!framing.empty()) std::printf("%s\n", framing.c_str());
  if (options.window) std::printf("Audio: %s.\n", audio.description.c_str());
  RunLog log(tree);
  FrameLoop loop(tree, *display);
  std::optional<InputRecording> replay;
  if (options.replay) replay = InputRecording::load(*options.replay);
  const double step = replay ? replay->get_step() : 1.0 / options.fps;
  InputRecording recording(step);
  if (replay) loop.replay(&*replay);
  if (options.record) loop.record_to(&recording);
  // A picture without a window needs only the last frame: the root viewport draws nothing while
  // the scene runs, then draws the scene's final state once.
  const bool last_frame_only = options.screenshot && !options.window;
  const ViewportHandle root_viewport = tree.get_root()->get_viewport_handle();
  if (last_frame_only) {
    rendering.viewport_set_update_mode(root_viewport, ViewportUpdateMode::DISABLED);
  }
  const auto started = std::chrono::steady_clock::now();
  StopReason reason = run_frames(tree, loop, options, step, rendering);
  if (last_frame_only && reason != StopReason::DEVICE_FAULT) {
    rendering.viewport_set_update_mode(root_viewport, ViewportUpdateMode::ONCE);
    rendering.process(step);
    if (!device_fault(rendering).empty()) reason = StopReason::DEVICE_FAULT;
  }
  const auto wall_time = std::chrono::steady_clock::now() - started;
  if (options.record) recording.save(*options.record);
  if (capture) {
    capture->save_wav(*options.audio.capture_file, options.audio.capture_format);
    std::printf("Audio: %.3f s of the master bus written to %s.\n", capture->get_length(),
                options.audio.capture_file->c_str());
  }
  if (options.save) save_scene(tree, *options.save);
  print_stop(tree, reason);
  if (options.draw_list) {
    const std::string lists = describe_draw_lists(rendering);
    std::fwrite(lists.data(), 1, lists.size(), stdout);
  }
  if (reason == StopReason::DEVICE_FAULT) {
    std::fprintf(stderr, "arbor run: %s\n", device_fault(rendering).c_str());
  } else if (options.screenshot) {
    write_screenshot(tree, rendering, *options.screenshot, no_pictures);
  }
  print_summary(tree, step, log, errors, wall_time);
  if (reason == StopReason::DEVICE_FAULT) return kExitFailed;
  return exit_code(tree, reason, errors);
}

int run_command(const RunOptions& options) {
  try {
    return run_scene(options);
  } catch (const std::exception& error) {
    print_failure("run", scene_display_name(options.scene), error);
    return kExitFailed;
  }
}

}  // namespace

CommandAction define_run_command(CLI::App& command) {
  command.description(
      "Runs a scene headless and prints what happens (default: the built-in demo).\n"
      "\n"
      "Runs SCENE (a .tscn file, or a glTF model: .gltf, .glb) headless, one fixed step of 1/F\n"
      "seconds per frame, and prints what happens: each node that enters (+) or leaves (-) the\n"
      "tree, and what the scene's own nodes report, after the frame number. Stops when the\n"
      "scene calls get_tree()->quit(), after N frames, or on Ctrl-C, then prints a summary.\n"
      "Without SCENE it runs the demo scene built into the program. Node types the program does\n"
      "not know load as MissingNode and run as plain nodes; each such class, node or resource,\n"
      "is named at the start with its count. Bodies move: 3D physics runs on Bullet, 2D physics\n"
      "on Box2D. A glTF model without a camera gets one framing its meshes, and one without a\n"
      "light a DirectionalLight3D, so that --screenshot shows it.");
  command.footer(
      "Without a Vulkan device the run says so in one line and goes on without pictures.\n"
      "\n"
      "Exit code: the scene's own when it quits, 1 when the scene cannot be loaded, a callback\n"
      "threw, the picture cannot be written or the GPU failed (lost, out of memory), 2 for a\n"
      "wrong command line, 0 otherwise.");
  auto options = std::make_shared<RunOptions>();
  add_run_options(command, *options);
  return [options] {
    options->audio.realtime = options->window && !options->audio.capture_file;
    return run_command(*options);
  };
}

}  // namespace arbor::app
