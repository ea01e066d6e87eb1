#include "device_fixture.h"

#include <memory>
#include <string>

namespace arbor::vulkan::test {
namespace {

struct SharedDevice {
  std::unique_ptr<Device> device;
  std::string error;
};

SharedDevice& shared() {
  static SharedDevice instance = [] {
    SharedDevice made;
    try {
      DeviceOptions options;
      options.validation = true;
      made.device = Device::create(options);
    } catch (const std::exception& error) {
      made.error = error.what();
    }
    return made;
  }();
  return instance;
}

}  // namespace

Device& shared_device() {
  SharedDevice& made = shared();
  if (!made.device) throw Error("no Vulkan device for the rendering tests: " + made.error);
  return *made.device;
}

void DeviceTest::SetUp() {
  SharedDevice& made = shared();
  ASSERT_TRUE(made.device) << "no Vulkan device for the rendering tests: " << made.error;
  device_ = made.device.get();  // messages from making the device fail the first test
}

void DeviceTest::TearDown() {
  if (!device_) return;
  device_->wait_idle();
  const std::vector<std::string> messages = device_->validation_log().messages();
  for (const std::string& message : messages) ADD_FAILURE() << "Vulkan: " << message;
  device_->validation_log().clear();
}

}  // namespace arbor::vulkan::test
