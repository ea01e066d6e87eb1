// Randomized check of Node2D's cached transforms (see random_transform_check.h).
#include <gtest/gtest.h>

#include <functional>

#include "arbor/arbor.h"
#include "scene/random_transform_check.h"

namespace arbor::test {
namespace {

class Watched2D : public Node2D {
  ARBOR_CLASS(Watched2D, Node2D)

 public:
  int notifications = 0;

 protected:
  void _notification(int what) override {
    if (what == NOTIFICATION_TRANSFORM_CHANGED) ++notifications;
  }
};

struct Traits2D {
  using Node = Node2D;
  using Watched = Watched2D;

  static void change_local(Node2D& node, int which,
                           const std::function<float(float, float)>& real) {
    switch (which) {
      case 0:
        node.set_position({real(-5, 5), real(-5, 5)});
        break;
      case 1:
        node.rotate(real(-1, 1));
        break;
      case 2:
        node.set_rotation_degrees(real(-180, 180));
        break;
      default:
        node.set_scale({real(0.5f, 2), real(0.5f, 2)});
        break;
    }
  }

  static bool near(const Transform2D& a, const Transform2D& b) {
    for (int c = 0; c < 3; ++c) {
      if ((a.columns[c] - b.columns[c]).length() > (c == 2 ? 1e-2f : 1e-3f)) return false;
    }
    return true;
  }
};

TEST(Node2DRandom, CachedGlobalsMatchTheChainAndNotificationsAreExact) {
  check_random_transform_changes<Traits2D>(7);
}

}  // namespace
}  // namespace arbor::test
