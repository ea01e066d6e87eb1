// Warnings met while loading scenes, collected for the program to report its own way.
#pragma once

#include <string>
#include <vector>

#include "arbor/io/resource_loader.h"

namespace arbor::app {

/// While it lives, ResourceLoader's warnings (a script bound to no class, a connection that
/// cannot be made, ...) are kept here instead of printed; the default handler returns after.
class LoadWarnings {
 public:
  LoadWarnings();
  ~LoadWarnings();
  LoadWarnings(const LoadWarnings&) = delete;
  LoadWarnings& operator=(const LoadWarnings&) = delete;

  /// The warnings collected so far, and forgets them.
  std::vector<LoadWarning> take();

 private:
  std::vector<LoadWarning> warnings_;
};

/// `file: warning: node 'path': message` (`fallback_file` when the warning names no file).
[[nodiscard]] std::string warning_message(const LoadWarning& warning,
                                          const std::string& fallback_file);

}  // namespace arbor::app
