// Links only arbor::servers: the registry holds servers and ticks the frame servers.

#include <memory>

#include "arbor/servers/display_server.h"
#include "arbor/servers/server_registry.h"
#include "check.h"

namespace {

struct CountingServer : arbor::IFrameServer {
  int frames = 0;
  void process(double /*delta*/) override { ++frames; }
};

}  // namespace

int main() {
  using namespace arbor;
  ServerRegistry servers;
  auto* counter = servers.add(std::make_unique<CountingServer>());
  servers.add(std::make_unique<NullDisplayServer>());
  for (IFrameServer* server : servers.frame_servers()) server->process(1.0 / 60);
  LAYER_CHECK(counter->frames == 1);
  LAYER_CHECK(servers.get<DisplayServer>() != nullptr);
  LAYER_CHECK(servers.size() == 2);
  return layers::result("servers_alone");
}
