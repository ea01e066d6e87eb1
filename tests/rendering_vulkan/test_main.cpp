// The Vulkan tests' main: keeps Mesa's Vulkan driver loaded for the whole run, so that
// LeakSanitizer can name what the driver leaves behind, and tells LeakSanitizer to ignore it.

#include <dlfcn.h>
#include <gtest/gtest.h>

// LeakSanitizer's suppressions (tests/lsan.supp has them for programs): memory kept by Mesa's
// lavapipe and its LLVM past vkDestroyDevice, and by libdbus when SDL's X11 driver shuts down.
// Objects Arbor forgets to destroy are still caught, by the validation layer the tests run with.
extern "C" const char* __lsan_default_suppressions() {
  return "leak:libvulkan_lvp.so\nleak:libLLVM-15.so\nleak:libdbus-1.so\n";
}

int main(int argc, char** argv) {
  // A device other than lavapipe (a GPU) does not need it; the handle is kept for the whole run.
  dlopen("libvulkan_lvp.so", RTLD_NOW | RTLD_NODELETE);
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
