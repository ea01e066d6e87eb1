// Reading RIFF/WAVE files into AudioStreamWAV's sample formats.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "arbor/core/variant/packed_arrays.h"

namespace arbor::detail {

/// A `.wav` file's samples in AudioStreamWAV's terms.
struct WavSamples {
  int format = 0;  ///< AudioStreamWAV::Format: FORMAT_8_BITS or FORMAT_16_BITS
  bool stereo = false;
  int mix_rate = 44100;
  int loop_mode = 0;  ///< AudioStreamWAV::LoopMode, from the `smpl` chunk's first loop
  int loop_begin = 0;
  int loop_end = 0;  ///< exclusive
  PackedByteArray data;
};

/// Parses the bytes of a `.wav` file: PCM of 8 (unsigned), 16, 24 or 32 bits, or 32/64-bit
/// float, in WAVE_FORMAT_PCM, WAVE_FORMAT_IEEE_FLOAT or WAVE_FORMAT_EXTENSIBLE, one or two
/// channels. 8-bit data becomes signed 8-bit; 16-bit stays; deeper samples are rounded to
/// 16 bits. Throws arbor::Error, naming `name` and the byte offset, for anything else: a
/// truncated file, a chunk that runs past the end, a missing `fmt ` or `data` chunk, an
/// unsupported encoding or channel count, a zero sample rate.
WavSamples read_wav(std::span<const std::uint8_t> bytes, std::string_view name);

}  // namespace arbor::detail
