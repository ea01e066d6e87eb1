// ResourceSaver: resources to text files, written atomically.

#include "arbor/io/resource_loader.h"

#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/register_io_types.h"
#include "arbor/io/text_resource_format.h"
#include "io/pack_resources.h"
#include "io/resource_file_header.h"
#include "io/text/resource_properties.h"

namespace arbor {
namespace {

namespace fs = std::filesystem;

// A file's text, and for a `.tres` file what its header chose and its uid, to be remembered
// for its path once it is written.
struct FileText {
  std::string text;
  std::optional<detail::ResourceFileHeader> header;
  std::string uid;
};

// The `.tres` text of a resource, as Godot's saver lays it out: the resources its saved
// properties refer to, gathered as the scene packer gathers them (sub-resources after the ones
// they use, ids kept or generated). What a file read before chose is kept: the header of the
// file the resource was read from (its `load_steps=`, format and script class), else of the
// file at `path`; the uid of the file at `path` (Godot's is the path's), else of the file the
// resource was read from; its external resources' ids for `path`, else for its own file.
FileText resource_file_text(const Ref<Resource>& resource, std::string_view path) {
  const std::string file = ResourceLoader::localize_path(path);
  const std::string& source = resource->get_path();
  std::optional<detail::ResourceFileHeader> header = detail::resource_header_for(source);
  if (!header) header = detail::resource_header_for(file);
  ResourceFileState state;
  state.type = text::resource_file_class(*resource);
  state.resource = resource;
  state.uid = Resource::get_uid_for_path(file);
  if (state.uid.empty()) state.uid = resource->get_uid();  // the file it was read from
  detail::PackResources resources(file, source);
  resources.skip(resource.get());
  resources.add_properties_of(*resource);
  resources.move_into(state.ext_resources, state.sub_resources);
  if (!header) header = detail::ResourceFileHeader{resources.format(), false, {}};
  state.format = header->format;
  state.script_class = header->script_class;
  const std::size_t steps = state.ext_resources.size() + state.sub_resources.size() + 1;
  if (header->load_steps && steps > 1) state.load_steps = int64_t(steps);
  return {write_resource_text(state), header, state.uid};
}

FileText file_text(const Ref<Resource>& resource, std::string_view path) {
  if (const auto* scene = dynamic_cast<const PackedScene*>(resource.get())) {
    // Godot keeps a file's uid: a scene packed without one gets the uid read for that path.
    const std::string uid = Resource::get_uid_for_path(ResourceLoader::localize_path(path));
    if (!scene->get_state().uid.empty() || uid.empty()) {
      return {write_scene_text(scene->get_state()), {}, {}};
    }
    SceneState state = scene->get_state();
    state.uid = uid;
    return {write_scene_text(state), {}, {}};
  }
  return resource_file_text(resource, path);
}

// Writes a sibling temporary file and renames it over `file`, so readers see the old file or
// the new one, never a part.
void write_atomically(const std::string& file, const std::string& text, std::string_view path) {
  fs::path temporary(file);
  temporary += ".tmp-" + std::to_string(std::random_device{}());
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out.write(text.data(), std::streamsize(text.size()));
    out.flush();
    if (!out) {
      std::error_code ignored;
      fs::remove(temporary, ignored);
      throw Error("ResourceSaver::save: cannot write '" + std::string(path) + "' (" + file + ")");
    }
  }
  std::error_code error;
  fs::rename(temporary, file, error);
  if (error) {
    std::error_code ignored;
    fs::remove(temporary, ignored);
    throw Error("ResourceSaver::save: cannot replace '" + std::string(path) + "' (" + file +
                "): " + error.message());
  }
}

}  // namespace

void ResourceSaver::save(const Ref<Resource>& resource, std::string_view path) {
  register_io_types();
  if (!resource)
    throw Error("ResourceSaver::save: no resource to save to '" + std::string(path) + "'");
  FileText file;
  try {
    file = file_text(resource, path);
  } catch (const Error& error) {
    throw Error("ResourceSaver::save: cannot store the " + resource->get_class() + " for '" +
                std::string(path) + "': " + error.what());
  }
  write_atomically(ResourceLoader::globalize_path(path), file.text, path);
  resource->set_path(ResourceLoader::localize_path(path));
  ResourceLoader::cache_saved(resource, path);
  if (file.header) detail::remember_resource_header(resource->get_path(), *file.header);
  if (!file.uid.empty()) resource->set_uid(file.uid);
}

}  // namespace arbor
