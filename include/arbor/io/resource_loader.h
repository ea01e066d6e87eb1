// ResourceLoader and ResourceSaver: resources from and to files.
#pragma once

#include <string>
#include <string_view>

#include "arbor/core/error.h"
#include "arbor/core/ref.h"
#include "arbor/core/resource.h"

namespace arbor {

/// Loads resources from files (Godot's ResourceLoader): `.tscn` as PackedScene, `.tres` as the
/// resource class its header names (MissingResource for a class Arbor does not have). Paths
/// are file paths or `res://` paths, which resolve against the project root. A loaded resource
/// is cached by its resolved path: loading the same path again returns the same object while
/// anything still holds it. Thread-safe.
class ResourceLoader {
 public:
  /// How the cache is used.
  enum CacheMode { CACHE_MODE_IGNORE, CACHE_MODE_REUSE, CACHE_MODE_REPLACE };

  /// The resource at `path`. Throws arbor::ParseError for a malformed file (file, line,
  /// column) and arbor::Error for a missing or unreadable one, or one that is not a
  /// `type_hint` (when given).
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
  /// Whether a file exists at `path` (after `res://` resolution).
  [[nodiscard]] static bool exists(std::string_view path);
  /// Whether `path` is cached now.
  [[nodiscard]] static bool has_cached(std::string_view path);

  /// The directory `res://` stands for (default: the current directory).
  static void set_project_root(std::string directory);
  [[nodiscard]] static std::string get_project_root();
  /// `path` as a file path: `res://a/b.tscn` → `<project root>/a/b.tscn`; others unchanged.
  [[nodiscard]] static std::string globalize_path(std::string_view path);
};

/// Saves resources to files (Godot's ResourceSaver): a PackedScene as `.tscn`, any other
/// resource as `.tres`, in Godot 4's text format. The file is written whole or not at all.
class ResourceSaver {
 public:
  /// Throws arbor::Error naming the path when the file cannot be written or the resource
  /// cannot be stored.
  static void save(const Ref<Resource>& resource, std::string_view path);
};

}  // namespace arbor
