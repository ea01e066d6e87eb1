#include "io/pack_resources.h"

#include <cstdint>
#include <string_view>

#include "arbor/core/dictionary.h"
#include "arbor/core/error.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "io/text/resource_properties.h"

namespace arbor::detail {
namespace {

// Godot 4's Resource::generate_scene_unique_id shape (five characters of [a-z0-9]), drawn from
// a hash of `seed` instead of the clock, so that the same scene packs to the same ids.
std::string id_suffix(std::string_view seed, int attempt) {
  static constexpr std::string_view kCharacters = "abcdefghijklmnopqrstuvwxyz0123456789";
  std::uint64_t hash = 14695981039346656037ull;  // FNV-1a, then splitmix64 to spread the bits
  for (char c : seed) hash = (hash ^ std::uint8_t(c)) * 1099511628211ull;
  hash += 0x9e3779b97f4a7c15ull * std::uint64_t(attempt + 1);
  hash = (hash ^ (hash >> 30)) * 0xbf58476d1ce4e5b9ull;
  hash = (hash ^ (hash >> 27)) * 0x94d049bb133111ebull;
  hash ^= hash >> 31;
  std::string id(5, ' ');
  for (char& c : id) {
    c = kCharacters[hash % kCharacters.size()];
    hash /= kCharacters.size();
  }
  return id;
}

// The uid a file gives an external scene: the one its own header has.
std::string uid_of(const Resource& resource) {
  const auto* scene = dynamic_cast<const PackedScene*>(&resource);
  return scene ? scene->get_state().uid : std::string();
}

}  // namespace

void PackResources::add(const Variant& value) {
  switch (value.get_type()) {
    case Variant::OBJECT: {
      if (static_cast<NodeId>(value).is_valid()) {
        throw Error("a value refers to a node (" + value.stringify() +
                    "); scene files store nodes by path only");
      }
      Object* object = value.get_object();
      if (!object) return;
      auto* resource = dynamic_cast<Resource*>(object);
      if (!resource) {
        throw Error("a value holds a " + object->get_class() +
                    ", which is not a Resource and cannot be stored in a file");
      }
      add_resource(resource);
      return;
    }
    case Variant::ARRAY: {
      const auto array = static_cast<Array>(value);
      add(array.get_typed_script());  // `Array[ExtResource("1")](...)` names a script
      for (const Variant& item : array) add(item);
      return;
    }
    case Variant::DICTIONARY: {
      const auto dictionary = static_cast<Dictionary>(value);
      for (const Variant& key : dictionary.keys()) add(key);
      for (const Variant& item : dictionary.values()) add(item);
      return;
    }
    default:
      return;
  }
}

void PackResources::add_resource(Resource* resource) {
  if (!seen_.insert(resource).second) return;
  // Godot's saver: a resource without a file of its own is stored in the file that uses it.
  if (resource->is_built_in()) {
    add_built_in(resource);
  } else {
    ExtResourceEntry entry;
    entry.type = text::resource_file_class(*resource);
    entry.uid = uid_of(*resource);
    entry.path = ResourceLoader::localize_path(resource->get_path());
    entry.id = std::to_string(ext_resources_.size() + 1) + "_" + id_suffix(entry.path, 0);
    entry.resource = Ref<Resource>(resource);
    ids_.insert(entry.id);
    ext_resources_.push_back(std::move(entry));
  }
}

void PackResources::add_built_in(Resource* resource) {
  text::for_each_saved_property(*resource, [&](const StringName& name, const Variant& value) {
    try {
      add(value);
    } catch (const Error& error) {
      throw Error("property '" + name.str() + "' of built-in " +
                  text::resource_file_class(*resource) + ": " + error.what());
    }
  });
  // Listed after what it uses, so a reader meets every SubResource("id") after its section.
  sub_resources_.emplace_back(resource);
}

// Godot's saver keeps each sub-resource's scene unique id unless an earlier one of the file has
// it, then gives the others new `Type_xxxxx` ids.
void PackResources::assign_sub_resource_ids() {
  std::vector<Resource*> unnamed;
  for (const Ref<Resource>& resource : sub_resources_) {
    const std::string& id = resource->get_scene_unique_id();
    if (id.empty() || !ids_.insert(id).second) unnamed.push_back(resource.get());
  }
  for (Resource* resource : unnamed) {
    const std::string type = text::resource_file_class(*resource);
    const std::string seed = type + "#" + std::to_string(ids_.size());
    std::string id;
    for (int attempt = 0; id.empty() || !ids_.insert(id).second; ++attempt) {
      id = type + "_" + id_suffix(seed, attempt);
    }
    resource->set_scene_unique_id(id);
  }
}

void PackResources::move_into(std::vector<ExtResourceEntry>& ext_resources,
                              std::vector<SubResourceEntry>& sub_resources) {
  assign_sub_resource_ids();
  ext_resources = std::move(ext_resources_);
  sub_resources.clear();
  for (Ref<Resource>& resource : sub_resources_) {
    sub_resources.push_back({resource->get_scene_unique_id(), std::move(resource)});
  }
}

}  // namespace arbor::detail
