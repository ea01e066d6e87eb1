// ResourceSaver: resources to text files, written atomically.

#include "arbor/io/resource_loader.h"

#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/register_io_types.h"
#include "arbor/io/text_resource_format.h"
#include "io/pack_resources.h"
#include "io/text/resource_properties.h"

namespace arbor {
namespace {

namespace fs = std::filesystem;

// The `.tres` state of a resource: the resources its saved properties refer to, gathered as
// the scene packer gathers them (sub-resources after the ones they use, ids kept or generated).
ResourceFileState resource_file_state(const Ref<Resource>& resource, std::string_view path) {
  ResourceFileState state;
  state.type = text::resource_file_class(*resource);
  state.resource = resource;
  const std::string file = ResourceLoader::localize_path(path);
  if (resource->get_path() == file) state.uid = resource->get_uid();  // the file's own uid
  detail::PackResources resources(file);
  resources.skip(resource.get());
  text::for_each_saved_property(*resource, [&](const StringName& name, const Variant& value) {
    try {
      resources.add(value);
    } catch (const Error& error) {
      throw Error("property '" + name.str() + "': " + error.what());
    }
  });
  resources.move_into(state.ext_resources, state.sub_resources);
  const std::size_t steps = state.ext_resources.size() + state.sub_resources.size() + 1;
  if (steps > 1) state.load_steps = int64_t(steps);
  return state;
}

std::string file_text(const Ref<Resource>& resource, std::string_view path) {
  if (const auto* scene = dynamic_cast<const PackedScene*>(resource.get())) {
    // Godot keeps a file's uid: a scene packed without one gets the uid read for that path.
    const std::string uid = Resource::get_uid_for_path(ResourceLoader::localize_path(path));
    if (!scene->get_state().uid.empty() || uid.empty()) return write_scene_text(scene->get_state());
    SceneState state = scene->get_state();
    state.uid = uid;
    return write_scene_text(state);
  }
  return write_resource_text(resource_file_state(resource, path));
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
  std::string text;
  try {
    text = file_text(resource, path);
  } catch (const Error& error) {
    throw Error("ResourceSaver::save: cannot store the " + resource->get_class() + " for '" +
                std::string(path) + "': " + error.what());
  }
  write_atomically(ResourceLoader::globalize_path(path), text, path);
  resource->set_path(ResourceLoader::localize_path(path));
  ResourceLoader::cache_saved(resource, path);
}

}  // namespace arbor
