#include "audio_backend.h"

#include "arbor/io/resource_loader.h"
#include "arbor/servers/audio/audio_bus_layout.h"
#include "arbor/servers/audio/audio_driver.h"
#ifdef ARBOR_HAS_OPENAL_AUDIO
#include "arbor/servers/audio/openal_audio_driver.h"
#endif

namespace arbor::app {
namespace {

constexpr int kMixRate = 48000;
constexpr const char* kDefaultBusLayout = "res://default_bus_layout.tres";

std::unique_ptr<AudioDriver> realtime_driver(std::string& description) {
#ifdef ARBOR_HAS_OPENAL_AUDIO
  try {
    std::unique_ptr<AudioDriver> driver = create_openal_audio_driver(kMixRate);
    description = "OpenAL";
    return driver;
  } catch (const Error& error) {
    description = std::string("none (") + error.what() + ")";
  }
#else
  description = "none (built without OpenAL)";
#endif
  return std::make_unique<NullAudioDriver>(kMixRate);
}

}  // namespace

AudioBackend make_audio_backend(const AudioOptions& options) {
  AudioBackend backend;
  std::unique_ptr<AudioDriver> driver;
  if (options.capture_file) {
    backend.capture = std::make_unique<AudioCapture>(kMixRate);
    driver = std::make_unique<NullAudioDriver>(kMixRate, backend.capture.get());
    backend.description = "captured to " + *options.capture_file;
  } else if (options.realtime) {
    driver = realtime_driver(backend.description);
  } else {
    driver = std::make_unique<NullAudioDriver>(kMixRate);
    backend.description = "none (headless)";
  }
  backend.server = std::make_unique<AudioServer>(std::move(driver));
  if (ResourceLoader::exists(kDefaultBusLayout)) {
    backend.server->set_bus_layout(ResourceLoader::load<AudioBusLayout>(kDefaultBusLayout));
  }
  return backend;
}

}  // namespace arbor::app
