#include "arbor/servers/audio/effects/audio_effect_reverb.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <vector>

#include "arbor/core/object/class_db.h"
#include "servers/audio/audio_math.h"

namespace arbor {
namespace {

// One channel of Godot's reverb (a Freeverb design): pre-delay with feedback, an optional
// one-pole high-pass, eight parallel damped combs, four series all-passes.
class ReverbChannel {
 public:
  static constexpr int kMaxChunk = 1024;

  struct Parameters {
    float room_size = 0.8f;
    float damp = 0.5f;
    float wet = 0.0f;
    float dry = 1.0f;
    float predelay_ms = 150.0f;
    float predelay_feedback = 0.4f;
    float highpass = 0.0f;
    float extra_spread = 1.0f;
  };

  ReverbChannel(float mix_rate, float extra_spread_seconds) : mix_rate_(mix_rate) {
    // Freeverb's tunings, in seconds at any rate.
    static constexpr std::array<float, 8> kCombs = {
        0.025306122448979593f, 0.026938775510204082f, 0.028956916099773241f, 0.03074829931972789f,
        0.032244897959183672f, 0.03380952380952381f,  0.035306122448979592f, 0.036666666666666667f};
    static constexpr std::array<float, 4> kAllPasses = {
        0.0051020408163265302f, 0.007732426303854875f, 0.01f, 0.012607709750566893f};
    const int spread = int(std::lrint(extra_spread_seconds * mix_rate));
    for (std::size_t i = 0; i < combs_.size(); ++i) {
      combs_[i].extra = spread;
      combs_[i].buffer.assign(
          std::size_t(std::max(5, int(std::lrint(kCombs[i] * mix_rate)) + spread)), 0.0f);
    }
    for (std::size_t i = 0; i < allpasses_.size(); ++i) {
      allpasses_[i].extra = spread;
      allpasses_[i].buffer.assign(
          std::size_t(std::max(5, int(std::lrint(kAllPasses[i] * mix_rate)) + spread)), 0.0f);
    }
    echo_.assign(std::size_t(int(500.0f / 1000.0f * mix_rate + 1.0f)),
                 0.0f);  // 500 ms of pre-delay
  }

  void set(const Parameters& p) {
    params_ = p;
    params_.highpass = std::clamp(p.highpass, 0.0f, 1.0f);
    params_.extra_spread = std::clamp(p.extra_spread, 0.0f, 1.0f);  // the lines' lengths
    constexpr float kRoomScale = 0.28f;
    constexpr float kRoomOffset = 0.7f;
    const float feedback =
        std::clamp(kRoomOffset + p.room_size * kRoomScale, kRoomOffset, kRoomOffset + kRoomScale);
    float damp = p.damp / 2.0f + 0.5f;  // only the upper half of the range
    damp *= damp;
    const float damping = std::exp(-2.0f * std::numbers::pi_v<float> * damp * 10000.0f / mix_rate_);
    for (Comb& comb : combs_) {
      comb.feedback = feedback;
      comb.damp = damping;
    }
  }

  // `frames` ≤ kMaxChunk.
  void process(const float* source, float* destination, int frames) {
    const int echo_size = int(echo_.size());
    const int predelay =
        std::clamp(int(std::lrint(params_.predelay_ms / 1000.0f * mix_rate_)), 10, echo_size - 1);
    for (int i = 0; i < frames; ++i) {
      if (echo_position_ >= echo_size) echo_position_ = 0;
      int read = echo_position_ - predelay;
      while (read < 0) read += echo_size;
      const float in =
          detail::undenormalize(echo_[std::size_t(read)] * params_.predelay_feedback + source[i]);
      echo_[std::size_t(echo_position_)] = in;
      input_[std::size_t(i)] = in;
      destination[i] = 0.0f;
      ++echo_position_;
    }
    if (params_.highpass > 0) {
      const float aux =
          std::exp(-2.0f * std::numbers::pi_v<float> * params_.highpass * 6000.0f / mix_rate_);
      const float a1 = (1.0f + aux) / 2.0f;
      const float a2 = -(1.0f + aux) / 2.0f;
      for (int i = 0; i < frames; ++i) {
        const float in = input_[std::size_t(i)];
        input_[std::size_t(i)] = in * a1 + hpf_h1_ * a2 + hpf_h2_ * aux;
        hpf_h2_ = input_[std::size_t(i)];
        hpf_h1_ = in;
      }
    }
    for (Comb& comb : combs_) {
      const int limit = int(comb.buffer.size()) -
                        int(std::lrint(float(comb.extra) * (1.0f - params_.extra_spread)));
      for (int i = 0; i < frames; ++i) {
        if (comb.position >= limit) comb.position = 0;
        float out = detail::undenormalize(comb.buffer[std::size_t(comb.position)] * comb.feedback);
        out = out * (1.0f - comb.damp) + comb.history * comb.damp;  // low-pass
        comb.history = out;
        comb.buffer[std::size_t(comb.position)] = input_[std::size_t(i)] + out;
        destination[i] += out;
        ++comb.position;
      }
    }
    constexpr float kAllPassFeedback = 0.7f;
    for (AllPass& pass : allpasses_) {
      const int limit = int(pass.buffer.size()) -
                        int(std::lrint(float(pass.extra) * (1.0f - params_.extra_spread)));
      for (int i = 0; i < frames; ++i) {
        if (pass.position >= limit) pass.position = 0;
        const float aux = pass.buffer[std::size_t(pass.position)];
        pass.buffer[std::size_t(pass.position)] =
            detail::undenormalize(kAllPassFeedback * aux + destination[i]);
        destination[i] = aux - kAllPassFeedback * pass.buffer[std::size_t(pass.position)];
        ++pass.position;
      }
    }
    constexpr float kWetScale = 0.6f;
    for (int i = 0; i < frames; ++i) {
      destination[i] = destination[i] * params_.wet * kWetScale + source[i] * params_.dry;
    }
  }

 private:
  struct Comb {
    std::vector<float> buffer;
    float feedback = 0.0f;
    float damp = 0.0f;
    float history = 0.0f;
    int position = 0;
    int extra = 0;
  };
  struct AllPass {
    std::vector<float> buffer;
    int position = 0;
    int extra = 0;
  };

  float mix_rate_;
  Parameters params_;
  std::array<Comb, 8> combs_;
  std::array<AllPass, 4> allpasses_;
  std::vector<float> echo_;
  int echo_position_ = 0;
  std::array<float, kMaxChunk> input_{};
  float hpf_h1_ = 0.0f;
  float hpf_h2_ = 0.0f;
};

class ReverbInstance final : public AudioEffectInstance {
 public:
  ReverbInstance(Ref<AudioEffectReverb> base, double mix_rate)
      : base_(std::move(base)),
        channels_{ReverbChannel(float(mix_rate), 0.0f), ReverbChannel(float(mix_rate), 0.000521f)} {
  }  // the right channel is wider

  void process(const AudioFrame* source, AudioFrame* destination, int frames) override {
    ReverbChannel::Parameters p;
    p.predelay_ms = float(base_->get_predelay_msec());
    p.predelay_feedback = float(base_->get_predelay_feedback());
    p.highpass = float(base_->get_hpf());
    p.room_size = float(base_->get_room_size());
    p.damp = float(base_->get_damping());
    p.extra_spread = float(base_->get_spread());
    p.wet = float(base_->get_wet());
    p.dry = float(base_->get_dry());
    for (ReverbChannel& channel : channels_) channel.set(p);
    for (int done = 0; done < frames;) {
      const int chunk = std::min(frames - done, ReverbChannel::kMaxChunk);
      for (int i = 0; i < chunk; ++i) in_[std::size_t(i)] = source[done + i].left;
      channels_[0].process(in_.data(), out_.data(), chunk);
      for (int i = 0; i < chunk; ++i) {
        destination[done + i].left = out_[std::size_t(i)];
        in_[std::size_t(i)] = source[done + i].right;
      }
      channels_[1].process(in_.data(), out_.data(), chunk);
      for (int i = 0; i < chunk; ++i) destination[done + i].right = out_[std::size_t(i)];
      done += chunk;
    }
  }

 private:
  Ref<AudioEffectReverb> base_;
  ReverbChannel channels_[2];
  std::array<float, ReverbChannel::kMaxChunk> in_{};
  std::array<float, ReverbChannel::kMaxChunk> out_{};
};

}  // namespace

void AudioEffectReverb::set_predelay_feedback(double feedback) {
  predelay_feedback_.set(std::clamp(feedback, 0.0, 0.98));
}

std::unique_ptr<AudioEffectInstance> AudioEffectReverb::instantiate(
    const AudioEffectContext& context) {
  return std::make_unique<ReverbInstance>(Ref<AudioEffectReverb>(this), context.mix_rate);
}

void AudioEffectReverb::_bind_methods() {
  using R = AudioEffectReverb;
  ClassDB::bind_method(D_METHOD("set_predelay_msec", "msec"), &R::set_predelay_msec);
  ClassDB::bind_method(D_METHOD("get_predelay_msec"), &R::get_predelay_msec);
  ClassDB::bind_method(D_METHOD("set_predelay_feedback", "feedback"), &R::set_predelay_feedback);
  ClassDB::bind_method(D_METHOD("get_predelay_feedback"), &R::get_predelay_feedback);
  ClassDB::bind_method(D_METHOD("set_room_size", "size"), &R::set_room_size);
  ClassDB::bind_method(D_METHOD("get_room_size"), &R::get_room_size);
  ClassDB::bind_method(D_METHOD("set_damping", "amount"), &R::set_damping);
  ClassDB::bind_method(D_METHOD("get_damping"), &R::get_damping);
  ClassDB::bind_method(D_METHOD("set_spread", "amount"), &R::set_spread);
  ClassDB::bind_method(D_METHOD("get_spread"), &R::get_spread);
  ClassDB::bind_method(D_METHOD("set_dry", "amount"), &R::set_dry);
  ClassDB::bind_method(D_METHOD("get_dry"), &R::get_dry);
  ClassDB::bind_method(D_METHOD("set_wet", "amount"), &R::set_wet);
  ClassDB::bind_method(D_METHOD("get_wet"), &R::get_wet);
  ClassDB::bind_method(D_METHOD("set_hpf", "amount"), &R::set_hpf);
  ClassDB::bind_method(D_METHOD("get_hpf"), &R::get_hpf);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "predelay_msec", PROPERTY_HINT_RANGE, "20,500,1,suffix:ms"),
      "set_predelay_msec", "get_predelay_msec");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "predelay_feedback", PROPERTY_HINT_RANGE, "0,0.98,0.01"),
      "set_predelay_feedback", "get_predelay_feedback");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "room_size", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_room_size", "get_room_size");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "damping", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_damping", "get_damping");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "spread", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_spread", "get_spread");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "hipass", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_hpf", "get_hpf");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "dry", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_dry", "get_dry");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "wet", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_wet", "get_wet");
}

}  // namespace arbor
