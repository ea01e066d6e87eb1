// Randomized check of Node3D's cached transforms (see random_transform_check.h).
#include <gtest/gtest.h>

#include <cmath>
#include <functional>

#include "arbor/arbor.h"
#include "scene/random_transform_check.h"

namespace arbor::test {
namespace {

class Watched3D : public Node3D {
  ARBOR_CLASS(Watched3D, Node3D)

 public:
  int notifications = 0;

 protected:
  void _notification(int what) override {
    if (what == NOTIFICATION_TRANSFORM_CHANGED) ++notifications;
  }
};

struct Traits3D {
  using Node = Node3D;
  using Watched = Watched3D;

  static void change_local(Node3D& node, int which,
                           const std::function<float(float, float)>& real) {
    switch (which) {
      case 0:
        node.set_position({real(-5, 5), real(-5, 5), real(-5, 5)});
        break;
      case 1:
        node.rotate_y(real(-1, 1));
        break;
      case 2:
        node.set_rotation_degrees({real(-90, 90), real(-180, 180), 0});
        break;
      default:
        node.set_scale({real(0.5f, 2), real(0.5f, 2), real(0.5f, 2)});
        break;
    }
  }

  static bool near(const Transform3D& a, const Transform3D& b) {
    for (int c = 0; c < 3; ++c) {
      for (int r = 0; r < 3; ++r) {
        if (std::abs(a.basis.get_column(c)[r] - b.basis.get_column(c)[r]) > 1e-3f) return false;
      }
    }
    return (a.origin - b.origin).length() < 1e-2f;
  }
};

TEST(Node3DRandom, CachedGlobalsMatchTheChainAndNotificationsAreExact) {
  check_random_transform_changes<Traits3D>(7);
}

}  // namespace
}  // namespace arbor::test
