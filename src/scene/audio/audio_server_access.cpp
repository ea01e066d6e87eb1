#include "scene/audio/audio_server_access.h"

#include <memory>

#include "arbor/servers/audio/audio_driver.h"

namespace arbor::detail {

AudioServer& audio_server_of(SceneTree& tree) {
  if (AudioServer* server = tree.servers().get<AudioServer>()) return *server;
  return *tree.servers().add(std::make_unique<AudioServer>(std::make_unique<NullAudioDriver>()));
}

}  // namespace arbor::detail
