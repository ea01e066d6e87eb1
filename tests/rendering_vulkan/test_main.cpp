// The Vulkan tests' main: keeps Mesa's Vulkan driver loaded for the whole run, so that
// LeakSanitizer does not report what the driver leaves behind when the loader unloads it.

#include <dlfcn.h>
#include <gtest/gtest.h>

int main(int argc, char** argv) {
  // A device other than lavapipe (a GPU) does not need it; the handle is kept for the whole run.
  dlopen("libvulkan_lvp.so", RTLD_NOW | RTLD_NODELETE);
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
