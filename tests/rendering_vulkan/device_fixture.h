// One Vulkan device for every test of the program (made on first use, with validation on), and
// a fixture that fails a test on any validation message it caused.
#pragma once

#include <gtest/gtest.h>

#include "servers/rendering/vulkan/device.h"

namespace arbor::vulkan::test {

/// The shared device; a test fails (with the reason and how to get lavapipe) when there is none.
Device& shared_device();

/// Gives each test the shared device and fails it when the validation log gained a message.
class DeviceTest : public testing::Test {
 protected:
  void SetUp() override;
  void TearDown() override;
  [[nodiscard]] Device& device() { return *device_; }

 private:
  Device* device_ = nullptr;
};

}  // namespace arbor::vulkan::test
