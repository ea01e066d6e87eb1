#include "arbor/servers/sdl_display_server.h"

#include <SDL.h>
#include <SDL_syswm.h>

#include <string>

#include "arbor/core/error/error.h"
#include "servers/display/sdl/sdl_event_translator.h"

namespace arbor {
namespace {

constexpr Uint32 kSubsystems = SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_GAMECONTROLLER;

// A DisplayServer on SDL2: one optional window, SDL's event queue translated by
// sdl::EventTranslator.
class SdlDisplayServer final : public DisplayServer {
 public:
  SdlDisplayServer(const WindowSettings& settings, bool open_window) : settings_(settings) {
    if (SDL_InitSubSystem(kSubsystems) != 0) {
      throw Error(std::string("SDL display: SDL_Init failed: ") + SDL_GetError());
    }
    if (open_window) create_window();
    SDL_StartTextInput();
  }
  ~SdlDisplayServer() override {
    translator_.reset();  // closes controllers while SDL is up
    if (window_) SDL_DestroyWindow(window_);
    SDL_QuitSubSystem(kSubsystems);
  }
  SdlDisplayServer(const SdlDisplayServer&) = delete;
  SdlDisplayServer& operator=(const SdlDisplayServer&) = delete;

  [[nodiscard]] bool has_window() const override { return window_ != nullptr; }
  [[nodiscard]] std::string window_get_title() const override { return settings_.title; }
  void window_set_title(std::string_view title) override {
    settings_.title = title;
    if (window_) SDL_SetWindowTitle(window_, settings_.title.c_str());
  }
  [[nodiscard]] Vector2i window_get_size() const override {
    if (!window_) return settings_.size;
    int width = 0;
    int height = 0;
    SDL_GetWindowSize(window_, &width, &height);
    return {width, height};
  }
  void window_set_size(Vector2i size) override {
    settings_.size = size;
    if (window_) SDL_SetWindowSize(window_, size.x, size.y);
  }
  void process_events(DisplayEventSink& sink) override {
    SDL_Event event;
    while (SDL_PollEvent(&event)) translator_->translate(event, sink);
  }
  [[nodiscard]] NativeWindowHandle window_get_native_handle() const override {
    NativeWindowHandle handle;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!window_ || !SDL_GetWindowWMInfo(window_, &info)) return handle;
#if defined(SDL_VIDEO_DRIVER_X11)
    if (info.subsystem == SDL_SYSWM_X11) {
      handle.system = NativeWindowHandle::System::X11;
      handle.display = info.info.x11.display;
      handle.window = static_cast<std::uint64_t>(info.info.x11.window);
    }
#endif
#if defined(SDL_VIDEO_DRIVER_WAYLAND)
    if (info.subsystem == SDL_SYSWM_WAYLAND) {
      handle.system = NativeWindowHandle::System::WAYLAND;
      handle.display = info.info.wl.display;
      handle.window = reinterpret_cast<std::uint64_t>(info.info.wl.surface);
    }
#endif
    return handle;
  }

 private:
  void create_window() {
    Uint32 flags = SDL_WINDOW_SHOWN;
    if (settings_.resizable) flags |= SDL_WINDOW_RESIZABLE;
    window_ = SDL_CreateWindow(settings_.title.c_str(), SDL_WINDOWPOS_CENTERED,
                               SDL_WINDOWPOS_CENTERED, settings_.size.x, settings_.size.y, flags);
    if (!window_) {
      const std::string message = SDL_GetError();
      SDL_QuitSubSystem(kSubsystems);
      throw Error("SDL display: cannot open a window: " + message);
    }
  }

  WindowSettings settings_;
  SDL_Window* window_ = nullptr;
  std::unique_ptr<sdl::EventTranslator> translator_ = std::make_unique<sdl::EventTranslator>();
};

}  // namespace

std::unique_ptr<DisplayServer> create_sdl_display_server(const WindowSettings& settings,
                                                         bool open_window) {
  return std::make_unique<SdlDisplayServer>(settings, open_window);
}

}  // namespace arbor
