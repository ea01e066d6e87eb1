// write_resource_text: a ResourceFileState as Godot 4's editor writes a `.tres` file.
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/io/text_resource_format.h"
#include "resource_properties.h"
#include "text_writer.h"

namespace arbor {

std::string write_resource_text(const ResourceFileState& state) {
  if (!state.resource) throw Error("write_resource_text: the state holds no resource");
  std::string out;
  text::TextWriter writer(out, state.format, state.ext_resources, state.sub_resources);
  std::string type = state.type.empty() ? text::resource_file_class(*state.resource) : state.type;
  writer.header("gd_resource", type, state.script_class, state.load_steps, state.format, state.uid);
  writer.ext_resources(state.ext_resources);
  writer.sub_resources(state.sub_resources);
  out += "[resource]\n";
  writer.resource_body(*state.resource, "the [resource] section");
  return out;
}

}  // namespace arbor
