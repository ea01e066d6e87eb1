#include "scene/audio/audio_classes.h"

#include <memory>
#include <string>
#include <vector>

#include "arbor/core/object/class_db.h"
#include "arbor/core/object/resource_format_loader.h"
#include "arbor/scene/2d/audio_listener_2d.h"
#include "arbor/scene/2d/audio_stream_player_2d.h"
#include "arbor/scene/3d/audio_listener_3d.h"
#include "arbor/scene/3d/audio_stream_player_3d.h"
#include "arbor/scene/audio/audio_stream_player.h"
#include "arbor/scene/register_scene_types.h"
#include "arbor/scene/resources/audio_stream_generator.h"
#include "arbor/scene/resources/audio_stream_mp3.h"
#include "arbor/scene/resources/audio_stream_ogg_vorbis.h"
#include "arbor/scene/resources/audio_stream_randomizer.h"
#include "arbor/scene/resources/audio_stream_wav.h"
#include "servers/audio/audio_server_classes.h"

namespace arbor::detail {
namespace {

// Reads sound files into streams through `load_from_file`.
template <class Stream>
class SoundLoader final : public ResourceFormatLoader {
 public:
  explicit SoundLoader(std::string extension) : extension_(std::move(extension)) {}
  [[nodiscard]] std::vector<std::string> get_recognized_extensions() const override {
    return {extension_};
  }
  [[nodiscard]] Ref<Resource> load(const std::string&, const std::string& file) const override {
    return Stream::load_from_file(file);
  }

 private:
  std::string extension_;
};

}  // namespace

void register_audio_classes() {
  register_audio_server_classes();
  ClassDB::register_class<AudioStream>();
  ClassDB::register_class<AudioStreamWAV>();
  ClassDB::register_class<AudioStreamOggVorbis>();
  ClassDB::register_class<AudioStreamMP3>();
  ClassDB::register_class<AudioStreamGenerator>();
  ClassDB::register_class<AudioStreamGeneratorPlayback>();
  ClassDB::register_class<AudioStreamRandomizer>();
  ClassDB::register_class<AudioStreamPlayer>();
  ClassDB::register_class<AudioStreamPlayer2D>();
  ClassDB::register_class<AudioStreamPlayer3D>();
  ClassDB::register_class<AudioListener2D>();
  ClassDB::register_class<AudioListener3D>();
  ResourceFormatLoader::add_resource_format_loader(
      std::make_shared<SoundLoader<AudioStreamWAV>>("wav"));
  ResourceFormatLoader::add_resource_format_loader(
      std::make_shared<SoundLoader<AudioStreamOggVorbis>>("ogg"));
  ResourceFormatLoader::add_resource_format_loader(
      std::make_shared<SoundLoader<AudioStreamMP3>>("mp3"));
}

}  // namespace arbor::detail

namespace arbor {

AudioStream::AudioStream() { register_scene_types(); }

}  // namespace arbor
