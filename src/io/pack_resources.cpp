#include "io/pack_resources.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string_view>

#include "arbor/core/error/error.h"
#include "arbor/core/variant/dictionary.h"
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

// The uid a file gives an external resource: a scene's own header's, else the one a file
// gave it when read.
std::string uid_of(const Resource& resource) {
  const auto* scene = dynamic_cast<const PackedScene*>(&resource);
  if (scene && !scene->get_state().uid.empty()) return scene->get_state().uid;
  return resource.get_uid();
}

// The digits of `text` from `at` as a number (no leading zeros), for natural_less.
std::string_view digit_run(std::string_view text, std::size_t& at) {
  while (at < text.size() && text[at] == '0' && at + 1 < text.size() &&
         std::isdigit(std::uint8_t(text[at + 1]))) {
    ++at;
  }
  const std::size_t begin = at;
  while (at < text.size() && std::isdigit(std::uint8_t(text[at]))) ++at;
  return text.substr(begin, at - begin);
}

// Godot's String::naturalnocasecmp_to: runs of digits compare as numbers, letters without
// case, so `2_x` comes before `10_x`.
bool natural_less(std::string_view a, std::string_view b) {
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (std::isdigit(std::uint8_t(a[i])) && std::isdigit(std::uint8_t(b[j]))) {
      const std::string_view x = digit_run(a, i);
      const std::string_view y = digit_run(b, j);
      if (x.size() != y.size()) return x.size() < y.size();
      if (x != y) return x < y;
      continue;
    }
    const int x = std::tolower(std::uint8_t(a[i++]));
    const int y = std::tolower(std::uint8_t(b[j++]));
    if (x != y) return x < y;
  }
  return a.size() - i < b.size() - j;
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
    entry.type = file_.empty() ? std::string() : resource->get_type_for_path(file_);
    if (entry.type.empty()) entry.type = text::resource_file_class(*resource);
    entry.uid = uid_of(*resource);
    entry.path = ResourceLoader::localize_path(resource->get_path());
    if (!file_.empty()) entry.id = resource->get_id_for_path(file_);
    entry.resource = Ref<Resource>(resource);
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

// Godot's saver: each external resource keeps the id it has for the file unless an earlier
// one has it; the others get `<n>_xxxxx` (n: the order met, so a reader meets them in that
// order), remembered for the file; the table is then sorted by id.
void PackResources::assign_ext_resource_ids() {
  std::vector<std::size_t> unnamed;
  for (std::size_t i = 0; i < ext_resources_.size(); ++i) {
    const std::string& id = ext_resources_[i].id;
    if (id.empty() || !ids_.insert(id).second) unnamed.push_back(i);
  }
  for (std::size_t i : unnamed) {
    ExtResourceEntry& entry = ext_resources_[i];
    const std::string prefix = std::to_string(i + 1) + "_";
    entry.id.clear();
    for (int attempt = 0; entry.id.empty() || !ids_.insert(entry.id).second; ++attempt) {
      entry.id = prefix + id_suffix(entry.path, attempt);
    }
    if (!file_.empty()) entry.resource->set_id_for_path(file_, entry.id);
  }
  std::stable_sort(ext_resources_.begin(), ext_resources_.end(),
                   [](const ExtResourceEntry& a, const ExtResourceEntry& b) {
                     return natural_less(a.id, b.id);
                   });
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
  assign_ext_resource_ids();
  assign_sub_resource_ids();
  ext_resources = std::move(ext_resources_);
  sub_resources.clear();
  for (Ref<Resource>& resource : sub_resources_) {
    sub_resources.push_back({resource->get_scene_unique_id(), std::move(resource)});
  }
}

}  // namespace arbor::detail
