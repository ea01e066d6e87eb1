// libFuzzer target: any bytes given to the WAV reader either read as samples whose size, format
// and loop agree with each other, or throw arbor::Error naming the file. Nothing else may happen.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <string>

#include "arbor/core/error/error.h"
#include "scene/resources/wav_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  try {
    const arbor::detail::WavSamples wav =
        arbor::detail::read_wav(std::span(data, size), "fuzz.wav");
    const std::int64_t bytes_per_frame = (wav.format == 0 ? 1 : 2) * (wav.stereo ? 2 : 1);
    const std::int64_t frames = wav.data.size() / bytes_per_frame;
    if ((wav.format != 0 && wav.format != 1) || wav.mix_rate <= 0 ||
        wav.data.size() % bytes_per_frame != 0 ||
        (wav.loop_mode != 0 &&
         (wav.loop_begin < 0 || wav.loop_begin >= wav.loop_end || wav.loop_end > frames))) {
      std::abort();
    }
  } catch (const arbor::Error& error) {
    if (std::string(error.what()).find("'fuzz.wav'") == std::string::npos) std::abort();
  }
  return 0;
}
