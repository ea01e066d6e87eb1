// How a layer registers its classes with ClassDB exactly once, from any thread.
#pragma once

#include <atomic>

namespace arbor::detail {

/// Runs a layer's registrations the first time it is called. The registrations run under
/// ClassDB's lock, so a thread that finds them running waits until they are done, and calls
/// made while they run (from the same thread) return at once. Once done, a call costs one load.
class RegisterOnce {
 public:
  void operator()(void (*registrations)());

 private:
  std::atomic<bool> done_{false};
  bool running_ = false;
};

}  // namespace arbor::detail
