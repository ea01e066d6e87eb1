#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arbor/servers/server_registry.h"

namespace arbor {
namespace {

std::vector<std::string> disposed;

struct RenderServer : IFrameServer {
  void process(double) override {}
  ~RenderServer() override { disposed.push_back("render"); }
};
struct PhysicsServer : IFixedStepServer, IFrameServer {
  void fixed_step(double) override {}
  void process(double) override {}
  ~PhysicsServer() override { disposed.push_back("physics"); }
};
struct IAudio : virtual IServer {};
struct AudioServer : IAudio {
  ~AudioServer() override { disposed.push_back("audio"); }
};

TEST(ServerRegistry, AddGetAndDisposeInReverseOrder) {
  disposed.clear();
  {
    ServerRegistry registry;
    RenderServer* render = registry.add(std::make_unique<RenderServer>());
    PhysicsServer* physics = registry.add(std::make_unique<PhysicsServer>());
    registry.add(std::make_unique<AudioServer>());
    EXPECT_EQ(registry.get<RenderServer>(), render);
    EXPECT_EQ(registry.get<IFixedStepServer>(), physics);
    EXPECT_NE(registry.get<IAudio>(), nullptr);
    EXPECT_EQ(registry.frame_servers().size(), 2u);
    EXPECT_EQ(registry.fixed_step_servers().size(), 1u);
    EXPECT_THROW(registry.add(std::make_unique<RenderServer>()), Error);
    EXPECT_EQ(registry.size(), 3u);
  }
  EXPECT_EQ(disposed, (std::vector<std::string>{"render", "audio", "physics", "render"}));
}

TEST(ServerRegistry, GetRequiredNamesTheMissingType) {
  ServerRegistry registry;
  EXPECT_EQ(registry.get<RenderServer>(), nullptr);
  try {
    (void)registry.get_required<RenderServer>();
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("RenderServer"), std::string::npos);
  }
}

}  // namespace
}  // namespace arbor
