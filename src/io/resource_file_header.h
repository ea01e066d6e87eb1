// Engine-internal: what the header of a `.tres` file said, kept by the file's path so that
// saving the resource read from it writes the header the same way.
#pragma once

#include <optional>
#include <string>

namespace arbor::detail {

/// The parts of a `[gd_resource ...]` heading that are the writer's choice rather than the
/// resource's: Godot's editors up to 4.5 write `load_steps=`, 4.6 and later do not; `format=`
/// depends on the Godot version too; `script_class=` is the global name of the resource's
/// script, which only a GDScript parser could find again.
struct ResourceFileHeader {
  int format = 3;
  bool load_steps = false;
  std::string script_class;
};

/// Remembers the header of the file at `path` (a `res://` path, or a file path outside the
/// project). Thread-safe.
void remember_resource_header(const std::string& path, ResourceFileHeader header);
/// The header remembered for `path`, if any.
[[nodiscard]] std::optional<ResourceFileHeader> resource_header_for(const std::string& path);
/// Forgets every header: `res://` paths now stand for the files of another project.
void forget_resource_headers();

}  // namespace arbor::detail
