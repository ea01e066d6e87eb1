// Warnings about resources whose data cannot be used as it is.
#pragma once

#include <functional>
#include <string>

#include "arbor/core/object/resource.h"

namespace arbor {

/// A problem with a resource found while using it that did not stop the program: an image that
/// does not decode (a placeholder is drawn), a shader Arbor cannot run yet (a fallback is
/// drawn). `resource` names it as describe_resource() does; `file` is the file it came from
/// when known.
struct ResourceWarning {
  std::string file;
  std::string resource;
  std::string message;
};

/// Receives ResourceWarnings; see set_resource_warning_handler.
using ResourceWarningHandler = std::function<void(const ResourceWarning&)>;

/// Installs the receiver of resource warnings for the whole process; an empty handler restores
/// the default, which prints each distinct warning once to stderr. Programs that link Arbor's
/// io layer get its ResourceLoader warning handler instead (see ResourceLoader). The handler
/// may be called from any thread; it must not throw.
void set_resource_warning_handler(ResourceWarningHandler handler);
/// Sends a warning about `resource` to the installed handler.
void report_resource_warning(const Resource& resource, const std::string& message,
                             const std::string& file = {});
/// How warnings name a resource: its class, then its path, or its scene id and name for one
/// stored inside a scene file: `ShaderMaterial "ShaderMaterial_x2k4a" (water)`.
[[nodiscard]] std::string describe_resource(const Resource& resource);

}  // namespace arbor
