// Resource: data shared by reference and saved to files (Godot's Resource).
#pragma once

#include <string>
#include <string_view>

#include "arbor/core/object/property_store.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/signal/signal.h"

namespace arbor {

/// The base of data objects that scenes and other resources refer to: meshes, materials,
/// scenes (PackedScene), and the resources a file stores inside itself. A resource loaded from
/// a file remembers its path (`res://level.tscn`); one stored inside another file has that
/// file's path with its id (`res://level.tscn::Curve_x2k4a`), or no path at all.
class Resource : public RefCounted {
  ARBOR_CLASS(Resource, RefCounted)

 public:
  Resource() = default;

  /// Where the resource was loaded from or saved to; empty for a resource made in code.
  [[nodiscard]] const std::string& get_path() const { return path_; }
  void set_path(std::string path) { path_ = std::move(path); }
  /// True for a resource without a file of its own (saved inside the file that uses it).
  [[nodiscard]] bool is_built_in() const {
    return path_.empty() || path_.find("::") != std::string::npos;
  }

  /// The `resource_name` property: a label for people, not an identity.
  [[nodiscard]] const std::string& get_name() const { return name_; }
  void set_name(std::string name) { name_ = std::move(name); }

  /// The id a scene file gives this resource in its `[sub_resource]` heading (kept from the
  /// file read, so saving again writes the same ids); empty until a file assigns one.
  [[nodiscard]] const std::string& get_scene_unique_id() const { return scene_unique_id_; }
  void set_scene_unique_id(std::string id) { scene_unique_id_ = std::move(id); }

  /// The id the `[ext_resource]` of the file at `file` (a `res://` path) gave this resource's
  /// path when that file was read, or that packing for it chose (Godot's get_id_for_path), so
  /// writing the file again keeps it; empty when there is none. Kept by path, as Godot's
  /// editor keeps it, in one table for all resources: a resource freed and loaded again (a
  /// sub-scene no one holds between instantiating and packing) still has it. A resource
  /// without a path has none.
  [[nodiscard]] std::string get_id_for_path(std::string_view file) const;
  /// Remembers `id` for `file` and this resource's path; an empty id forgets it.
  void set_id_for_path(std::string_view file, std::string_view id);

  /// The type the `[ext_resource]` of the file at `file` declared for this resource's path
  /// (`Texture2D` for an AtlasTexture, say), kept as get_id_for_path keeps ids so that writing
  /// the file again declares the same type; empty when there is none.
  [[nodiscard]] std::string get_type_for_path(std::string_view file) const;
  /// Remembers `type` for `file` and this resource's path; an empty type forgets it.
  void set_type_for_path(std::string_view file, std::string_view type);

  /// The `uid://` text a file gave this resource's path (an `[ext_resource]` referring to it,
  /// or its own header), written back in `[ext_resource]` headings; empty when none did.
  /// Kept by path, as get_id_for_path is.
  [[nodiscard]] std::string get_uid() const;
  void set_uid(std::string_view uid);
  /// The uid a file gave the resource at `path` (a `res://` path), as get_uid keeps it; empty
  /// when none did. Saving to `path` writes it in the header (Godot keeps a file's uid).
  [[nodiscard]] static std::string get_uid_for_path(std::string_view path);
  /// The class `[ext_resource]` headings name this resource by (Godot's get_save_class): the
  /// one a file gave it when that is a base of its class (Godot scenes name a `.wav` file
  /// `type="AudioStream"`, an AudioStreamWAV once loaded), else its class. Kept by path, as
  /// get_id_for_path is. A class that stands for another in files overrides it (an imported
  /// texture is saved as a `Texture2D`).
  [[nodiscard]] virtual std::string get_save_class() const;
  void set_save_class(std::string_view class_name);
  /// Forgets every id, uid and save class get_id_for_path, get_uid and get_save_class keep:
  /// `res://` paths now stand for the files of another project
  /// (ResourceLoader::set_project_root calls it).
  static void forget_file_ids();

  /// The `resource_local_to_scene` property: each instance of a scene gets its own copy.
  [[nodiscard]] bool is_local_to_scene() const { return local_to_scene_; }
  void set_local_to_scene(bool enable) { local_to_scene_ = enable; }

  /// A property from a file that the class does not have (a script and its variables, a
  /// property of a newer Godot): kept in the order given and written back when the resource is
  /// saved. Keeping a name again replaces its value.
  void keep_property(const StringName& name, const Variant& value) { kept_.set(name, value); }
  [[nodiscard]] const PropertyStore& get_kept_properties() const { return kept_; }

  /// A value a file gave one of the class's resource properties that the property cannot take
  /// yet: the placeholder of an external resource that is not loaded (reading a file loads
  /// nothing), or a resource of a class Arbor does not have. It stays in the property's place:
  /// saving writes it there while the property holds no resource of its own, and loading the
  /// external resource sets the property and forgets it.
  void keep_unresolved_property(const StringName& name, const Variant& value) {
    unresolved_.set(name, value);
  }
  [[nodiscard]] const Variant* find_unresolved_property(const StringName& name) const {
    return unresolved_.find(name);
  }
  [[nodiscard]] const PropertyStore& get_unresolved_properties() const { return unresolved_; }
  void forget_unresolved_property(const StringName& name) { unresolved_.erase(name); }

  /// Emitted when the resource's data changes (Godot's `changed`): the meshes, materials and
  /// textures that a resource uses, and the servers that draw it, listen to it.
  Signal<> changed;
  /// Emits `changed`.
  void emit_changed() { changed.emit(); }

 protected:
  static void _bind_methods();

 private:
  std::string path_;
  std::string name_;
  std::string scene_unique_id_;
  bool local_to_scene_ = false;
  PropertyStore kept_;
  PropertyStore unresolved_;
};

}  // namespace arbor
