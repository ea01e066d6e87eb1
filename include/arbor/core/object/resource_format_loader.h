// ResourceFormatLoader: reads resources from files that are not Godot's text format.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/object/ref.h"
#include "arbor/core/object/resource.h"

namespace arbor {

/// A reader of one kind of file (sounds, images, ...), chosen by extension: ResourceLoader
/// asks the loader registered for a path's extension before reading the file as a `.tres` or
/// `.tscn`. Arbor's own layers register theirs (images, `.gdshader`, `.gltf`, `.glb`, `.wav`,
/// `.ogg`, `.mp3`); a program may add more. Loaders are shared by every thread and must be safe
/// to call from several at once.
class ResourceFormatLoader {
 public:
  virtual ~ResourceFormatLoader() = default;

  /// Extensions it reads, lower case, without the dot ("wav").
  [[nodiscard]] virtual std::vector<std::string> get_recognized_extensions() const = 0;
  /// Reads the file at `file` (a file path; `path` is the path it was asked for, `res://`
  /// or not). Throws arbor::Error naming the file when it cannot.
  [[nodiscard]] virtual Ref<Resource> load(const std::string& path,
                                           const std::string& file) const = 0;
  /// Whether load() answers for a file that does not exist (an image's placeholder texture);
  /// otherwise ResourceLoader reports the missing file and does not call it.
  [[nodiscard]] virtual bool answers_missing_files() const { return false; }

  /// Registers `loader` for its extensions (later registrations win). Thread-safe.
  static void add_resource_format_loader(std::shared_ptr<const ResourceFormatLoader> loader);
  /// The loader for `path`'s extension (case-insensitive), or null.
  [[nodiscard]] static std::shared_ptr<const ResourceFormatLoader> find_for_path(
      std::string_view path);
};

}  // namespace arbor
