// The OpenAL backend of the audio server (link arbor::audio_openal). No OpenAL type appears here.
#pragma once

#include <memory>

#include "arbor/servers/audio/audio_driver.h"

namespace arbor {

class AudioCapture;

/// A real-time driver on the system's default OpenAL Soft device: a thread keeps `buffers`
/// mix buffers of 512 frames queued on one streaming source (played straight to the output
/// channels, with no panning of its own), so the latency from the mixer to the device is fixed
/// at buffers × 512 frames. Throws arbor::Error with OpenAL's reason when no device opens
/// (`ALSOFT_DRIVERS=null` gives a device with no sound card, for tests).
std::unique_ptr<AudioDriver> create_openal_audio_driver(int mix_rate = 48000, int buffers = 3);

/// An offline driver that plays the mix through an OpenAL Soft loopback device
/// (ALC_SOFT_loopback) and keeps what OpenAL renders, 32-bit float stereo, in `capture` (which
/// must outlive it): OpenAL's path without a sound card, deterministic. Throws arbor::Error when
/// the loopback extension or the float format is missing.
std::unique_ptr<AudioDriver> create_openal_loopback_driver(AudioCapture& capture);

}  // namespace arbor
