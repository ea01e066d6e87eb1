#include "arbor/core/error/error.h"
#include "arbor/servers/audio/audio_capture.h"
#include "arbor/servers/audio/audio_driver.h"

#include <string>

namespace arbor {

NullAudioDriver::NullAudioDriver(int mix_rate, AudioCapture* capture)
    : mix_rate_(mix_rate), capture_(capture) {
  if (mix_rate < 8000 || mix_rate > 384000) {
    throw Error("NullAudioDriver: the mix rate must be 8000 to 384000 Hz, got " +
                std::to_string(mix_rate));
  }
  if (capture && capture->get_mix_rate() != mix_rate) {
    throw Error("NullAudioDriver: the capture is at " + std::to_string(capture->get_mix_rate()) +
                " Hz, the driver at " + std::to_string(mix_rate) + " Hz");
  }
}

void NullAudioDriver::write(std::span<const AudioFrame> frames) {
  if (capture_) capture_->append(frames);
}

}  // namespace arbor
