// VelocityTracker3D: a node's velocity from its recent positions (Godot's VelocityTracker3D).
#pragma once

#include <array>

#include "arbor/core/math/vector3.h"

namespace arbor::detail {

/// Remembers the last positions with the time between them and estimates the velocity over
/// at most the last 0.2 seconds, as Godot does for doppler. Time is the tree's (process or
/// physics deltas), so captures stay deterministic.
class VelocityTracker3D {
 public:
  void reset(const Vector3& position) {
    count_ = 1;
    samples_[0] = {position, 0.0};
  }
  /// Records the position `delta` seconds after the previous one.
  void update(const Vector3& position, double delta) {
    for (int i = int(samples_.size()) - 1; i > 0; --i)
      samples_[std::size_t(i)] = samples_[std::size_t(i - 1)];
    samples_[0] = {position, delta};
    if (count_ < int(samples_.size())) ++count_;
  }
  [[nodiscard]] Vector3 get_tracked_linear_velocity() const {
    constexpr double kMaxTime = 0.2;
    Vector3 distance;
    double time = 0.0;
    for (int i = 0; i + 1 < count_; ++i) {
      const double delta = samples_[std::size_t(i)].delta;
      if (time + delta > kMaxTime) break;
      distance += samples_[std::size_t(i)].position - samples_[std::size_t(i + 1)].position;
      time += delta;
    }
    return time > 0.0 ? distance / real_t(time) : Vector3();
  }

 private:
  struct Sample {
    Vector3 position;
    double delta = 0.0;  // seconds since the previous sample
  };
  std::array<Sample, 4> samples_{};
  int count_ = 0;
};

}  // namespace arbor::detail
