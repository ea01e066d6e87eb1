// ResourceSaver: resources to text files, written atomically.

#include "arbor/io/resource_loader.h"

#include <filesystem>
#include <fstream>
#include <random>
#include <unordered_set>

#include "arbor/io/packed_scene.h"
#include "arbor/io/text_resource_format.h"
#include "io/text/resource_properties.h"

namespace arbor {
namespace {

namespace fs = std::filesystem;

// Godot 4's Resource::generate_scene_unique_id: five characters of [a-z0-9].
std::string random_id_suffix() {
  static constexpr std::string_view kCharacters = "abcdefghijklmnopqrstuvwxyz0123456789";
  thread_local std::mt19937 random(std::random_device{}());
  std::uniform_int_distribution<std::size_t> pick(0, kCharacters.size() - 1);
  std::string id(5, ' ');
  for (char& c : id) c = kCharacters[pick(random)];
  return id;
}

// The `.tres` state of a resource: the resources its saved properties refer to, gathered
// depth-first so a sub-resource comes after the ones it uses (Godot's order). Resources with a
// file of their own become [ext_resource]s; the others are stored as [sub_resource]s, keeping
// their scene unique id or getting a new `Type_xxxxx` one.
class ResourceFileBuilder {
 public:
  explicit ResourceFileBuilder(const Ref<Resource>& resource) : main_(resource.get()) {
    state_.type = text::resource_file_class(*resource);
    state_.resource = resource;
  }

  ResourceFileState build() {
    visit_properties(*main_);
    const std::size_t steps = state_.ext_resources.size() + state_.sub_resources.size() + 1;
    if (steps > 1) state_.load_steps = int64_t(steps);
    return std::move(state_);
  }

 private:
  void visit_properties(const Resource& resource) {
    text::for_each_saved_property(
        resource, [this](const StringName&, const Variant& value) { visit(value); });
  }

  void visit(const Variant& value) {
    switch (value.get_type()) {
      case Variant::OBJECT:
        if (auto* resource = dynamic_cast<Resource*>(value.get_object())) add(resource);
        break;
      case Variant::ARRAY:
        for (const Variant& item : static_cast<Array>(value)) visit(item);
        break;
      case Variant::DICTIONARY: {
        const auto dictionary = static_cast<Dictionary>(value);
        for (const Variant& key : dictionary.keys()) visit(key);
        for (const Variant& item : dictionary.values()) visit(item);
        break;
      }
      default:
        break;
    }
  }

  void add(Resource* resource) {
    if (resource == main_ || !seen_.insert(resource).second) return;
    if (!resource->is_built_in()) {
      add_external(resource);
      return;
    }
    visit_properties(*resource);
    if (resource->get_scene_unique_id().empty() ||
        !ids_.insert(resource->get_scene_unique_id()).second) {
      resource->set_scene_unique_id(new_sub_id(*resource));
    }
    state_.sub_resources.push_back({resource->get_scene_unique_id(), Ref<Resource>(resource)});
  }

  void add_external(Resource* resource) {
    ExtResourceEntry entry;
    entry.type = text::resource_file_class(*resource);
    entry.path = resource->get_path();
    entry.id = std::to_string(state_.ext_resources.size() + 1) + "_" + random_id_suffix();
    entry.resource = Ref<Resource>(resource);
    state_.ext_resources.push_back(std::move(entry));
  }

  std::string new_sub_id(const Resource& resource) {
    const std::string type = text::resource_file_class(resource);
    std::string id;
    do {
      id = type + "_" + random_id_suffix();
    } while (!ids_.insert(id).second);
    return id;
  }

  Resource* main_;
  ResourceFileState state_;
  std::unordered_set<const Resource*> seen_;
  std::unordered_set<std::string> ids_;
};

std::string file_text(const Ref<Resource>& resource) {
  if (const auto* scene = dynamic_cast<const PackedScene*>(resource.get())) {
    return write_scene_text(scene->get_state());
  }
  return write_resource_text(ResourceFileBuilder(resource).build());
}

// Writes a sibling temporary file and renames it over `file`, so readers see the old file or
// the new one, never a part.
void write_atomically(const std::string& file, const std::string& text, std::string_view path) {
  fs::path temporary(file);
  temporary += ".tmp-" + random_id_suffix();
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
  if (!resource)
    throw Error("ResourceSaver::save: no resource to save to '" + std::string(path) + "'");
  std::string text;
  try {
    text = file_text(resource);
  } catch (const Error& error) {
    throw Error("ResourceSaver::save: cannot store the " + resource->get_class() + " for '" +
                std::string(path) + "': " + error.what());
  }
  write_atomically(ResourceLoader::globalize_path(path), text, path);
  resource->set_path(ResourceLoader::localize_path(path));
  ResourceLoader::cache_saved(resource, path);
}

}  // namespace arbor
