// push_warning: reporting what the engine worked around (Godot's push_warning).
#pragma once

#include <functional>
#include <string_view>

namespace arbor {

/// Receives each warning's message.
using WarningHandler = std::function<void(std::string_view message)>;

/// Reports a problem the engine worked around without failing: a collision shape with no size,
/// a body without shapes, a concave shape on a rigid body. The message names what it is about
/// (a node's path, a file). By default it is printed to stderr as "WARNING: <message>".
/// Thread-safe.
void push_warning(std::string_view message);

/// Installs `handler` for every later warning (an empty handler restores the default) and
/// returns the one it replaces.
WarningHandler set_warning_handler(WarningHandler handler);

}  // namespace arbor
