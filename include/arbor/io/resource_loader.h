// ResourceLoader and ResourceSaver: resources from and to files.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "arbor/core/error/error.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/object/resource.h"

namespace arbor {

class Node;

/// A problem met while loading or instantiating that did not stop it (Godot prints these as
/// warnings and goes on): a connection that cannot be bound, a script bound to no class, a
/// node that vanished from an instanced scene, an external resource that cannot be loaded.
struct LoadWarning {
  enum Kind : int { CONNECTION, SCRIPT, NODE, RESOURCE };
  Kind kind = NODE;
  std::string file;       ///< the scene or resource file (empty when the data has none)
  std::string node_path;  ///< the node concerned, relative to the scene root (`.` for it)
  std::string message;    ///< what went wrong and what was done instead
};

/// Receives LoadWarnings; see ResourceLoader::set_warning_handler.
using LoadWarningHandler = std::function<void(const LoadWarning&)>;

/// Loads resources from files (Godot's ResourceLoader): `.tscn` as PackedScene, `.tres` as the
/// resource class its header names (MissingResource for a class Arbor does not have); the kind
/// of a text file comes from its header, not its extension. Image files (`.png`, `.jpg`, ...)
/// load as a CompressedTexture2D decoded from the file (its placeholder, and a
/// LoadWarning::RESOURCE, when the file is missing or does not decode), `.gdshader` files as a
/// Shader, glTF 2.0 files (`.gltf`, `.glb`) as the PackedScene Godot's importer would make
/// (docs/assets.md). The external resources a file's sub-resources use (a material's texture) are
/// loaded with it when their class is registered. Paths are file paths or `res://` paths, which
/// resolve against the project root. A loaded resource is cached by its resolved path: loading the
/// same path again returns the same object while anything else still holds it (the cache never
/// keeps a resource alive on its own). Thread-safe.
class ResourceLoader {
 public:
  /// How the cache is used: IGNORE loads anew and leaves the cache alone; REUSE returns the
  /// cached resource when there is one; REPLACE loads anew and caches the new resource in place
  /// of the old (whose holders keep the old object).
  enum CacheMode : int { CACHE_MODE_IGNORE, CACHE_MODE_REUSE, CACHE_MODE_REPLACE };

  /// The resource at `path`, its path set to `localize_path(path)`. Throws arbor::ParseError
  /// for a malformed file (file, line, column) and arbor::Error naming the path for a missing
  /// or unreadable one, or one that is not a `type_hint` (when given).
  static Ref<Resource> load(std::string_view path, std::string_view type_hint = {},
                            CacheMode cache_mode = CACHE_MODE_REUSE);
  /// The resource at `path` as a T; throws arbor::Error when it is another class.
  template <class T>
  static Ref<T> load(std::string_view path) {
    Ref<Resource> resource = load(path, T::get_class_info_static().name.view());
    Ref<T> typed = ref_cast<T>(resource);
    if (!typed) {
      throw Error("ResourceLoader::load: '" + std::string(path) + "' holds a " +
                  resource->get_class() + ", not a " + T::get_class_info_static().name.str());
    }
    return typed;
  }
  /// A new tree built from the scene at `path`, as `load<PackedScene>(path)->instantiate()`
  /// builds it, but read and built in one pass when the path is not cached: no PackedScene is
  /// kept, so a scene built once (a level, a large world) takes neither the memory of its
  /// SceneState nor the time to write and read one (a glTF file is read into a PackedScene that
  /// is dropped afterwards). A cached scene is instantiated from the cache; this never adds to it.
  /// The caller owns the tree. Throws what load() and PackedScene::instantiate() throw, and
  /// arbor::Error when the file holds a resource; nothing is leaked then.
  [[nodiscard]] static Node* instantiate(std::string_view path);
  /// Whether a file exists at `path` (after `res://` resolution).
  [[nodiscard]] static bool exists(std::string_view path);
  /// Whether `path` is cached now (a resource loaded from it is still held somewhere).
  [[nodiscard]] static bool has_cached(std::string_view path);

  /// The directory `res://` stands for (default: the current directory). Changing it forgets
  /// the `[ext_resource]` ids and uids files gave (Resource::forget_file_ids).
  static void set_project_root(std::string directory);
  [[nodiscard]] static std::string get_project_root();
  /// `path` as a file path: `res://a/b.tscn` → `<project root>/a/b.tscn`; others unchanged.
  [[nodiscard]] static std::string globalize_path(std::string_view path);
  /// `path` as a `res://` path when it names a file inside the project root (Godot's
  /// ProjectSettings::localize_path); other paths unchanged.
  [[nodiscard]] static std::string localize_path(std::string_view path);

  /// Installs the receiver of LoadWarnings for the whole process; an empty handler restores
  /// the default, which prints each distinct warning once to stderr. The handler may be called
  /// from any thread that loads or instantiates; it must not throw.
  static void set_warning_handler(LoadWarningHandler handler);
  /// Sends a warning to the installed handler.
  static void report_warning(const LoadWarning& warning);

 private:
  friend class ResourceSaver;
  /// Caches a resource just saved to `path`, replacing what was cached there.
  static void cache_saved(const Ref<Resource>& resource, std::string_view path);
};

/// Saves resources to files (Godot's ResourceSaver): a PackedScene as `.tscn`, any other
/// resource as `.tres`, in Godot 4's text format. The file is written whole or not at all
/// (a temporary file renamed over the target).
class ResourceSaver {
 public:
  /// Writes `resource` to `path` and sets its path (`localize_path(path)`); later loads of
  /// that path return it while it is held. Sub-resources (resources without a file of their own
  /// found in its properties) are stored in the file, keeping their scene unique ids or getting
  /// new ones (`Type_xxxxx`); resources with a file are referred to as external. Throws
  /// arbor::Error naming the path when the file cannot be written or the resource cannot be
  /// stored.
  static void save(const Ref<Resource>& resource, std::string_view path);
};

}  // namespace arbor
