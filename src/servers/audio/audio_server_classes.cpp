#include "servers/audio/audio_server_classes.h"

#include "arbor/core/object/class_db.h"
#include "arbor/servers/audio/audio_bus_layout.h"
#include "arbor/servers/audio/audio_stream_playback.h"
#include "arbor/servers/audio/effects/audio_effect_amplify.h"
#include "arbor/servers/audio/effects/audio_effect_compressor.h"
#include "arbor/servers/audio/effects/audio_effect_delay.h"
#include "arbor/servers/audio/effects/audio_effect_filter.h"
#include "arbor/servers/audio/effects/audio_effect_hard_limiter.h"
#include "arbor/servers/audio/effects/audio_effect_limiter.h"
#include "arbor/servers/audio/effects/audio_effect_panner.h"
#include "arbor/servers/audio/effects/audio_effect_reverb.h"

namespace arbor::detail {

void register_audio_server_classes() {
  ClassDB::register_class<AudioStreamPlayback>();
  ClassDB::register_class<AudioBusLayout>();
  ClassDB::register_class<AudioEffect>();
  ClassDB::register_class<AudioEffectAmplify>();
  ClassDB::register_class<AudioEffectFilter>();
  ClassDB::register_class<AudioEffectLowPassFilter>();
  ClassDB::register_class<AudioEffectHighPassFilter>();
  ClassDB::register_class<AudioEffectBandPassFilter>();
  ClassDB::register_class<AudioEffectNotchFilter>();
  ClassDB::register_class<AudioEffectLowShelfFilter>();
  ClassDB::register_class<AudioEffectHighShelfFilter>();
  ClassDB::register_class<AudioEffectBandLimitFilter>();
  ClassDB::register_class<AudioEffectDelay>();
  ClassDB::register_class<AudioEffectReverb>();
  ClassDB::register_class<AudioEffectCompressor>();
  ClassDB::register_class<AudioEffectLimiter>();
  ClassDB::register_class<AudioEffectHardLimiter>();
  ClassDB::register_class<AudioEffectPanner>();
}

}  // namespace arbor::detail
