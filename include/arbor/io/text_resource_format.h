// Godot 4's text resource format (`.tscn` scenes, `.tres` resources), read and written.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/error/parse_error.h"
#include "arbor/core/object/resource.h"
#include "arbor/io/scene_state.h"

namespace arbor {

class Node;

/// A `.tres` file as data: its header, the resources it refers to or stores, and the main
/// resource (the `[resource]` section), whose properties are set on it.
struct ResourceFileState {
  int format = 3;
  std::optional<int64_t> load_steps;
  std::string uid;
  std::string type;          ///< `type=` of the header: the main resource's class
  std::string script_class;  ///< `script_class=`, or empty
  std::vector<ExtResourceEntry> ext_resources;
  std::vector<SubResourceEntry> sub_resources;
  Ref<Resource> resource;
};

/// How a text file is read.
struct TextReadOptions {
  /// The file's path, as errors name it and as relative `path=` values resolve against.
  std::string file;
  /// The directory `res://` stands for; empty means the directory of `file`.
  std::string project_root;
  /// When set, counts the properties of a format=2 file that were renamed to Godot 4's.
  int64_t* godot3_renamed_properties = nullptr;
};

/// Whether text holds a scene (`[gd_scene ...]`) or a resource (`[gd_resource ...]`).
enum class TextFileKind { SCENE, RESOURCE };

/// The kind of a text file, from its header; throws ParseError when the text has neither.
TextFileKind detect_text_file_kind(std::string_view text, const TextReadOptions& options = {});

/// Reads a `.tscn` text (format 2, 3 or 4). Format 2 files are converted as they are read:
/// Godot 3 class and type names become Godot 4's (Spatial → Node3D, Transform → Transform3D,
/// PoolStringArray → PackedStringArray, ...), so do renamed properties (translation → position,
/// margin_left → offset_left, extents → size doubled, ...), and the result is a format 3 state.
/// Throws ParseError naming the file, line and column, and what was expected.
SceneState read_scene_text(std::string_view text, const TextReadOptions& options = {});
/// Reads a `.tscn` text and builds its tree in the same pass: the tree that
/// PackedScene::instantiate builds from read_scene_text's state, without that state. Each
/// `[node]` is built as soon as its section ends, so the text's nodes are never all held as
/// data. `scene_path` names the scene as a PackedScene's path would: the root's
/// scene_file_path, errors and warnings, and the file whose `[ext_resource]` ids the external
/// resources remember (as ResourceLoader::load does); empty for none. Throws ParseError as
/// read_scene_text does and arbor::Error as PackedScene::instantiate does; nothing built is
/// kept then. The caller owns the tree.
[[nodiscard]] Node* instantiate_scene_text(std::string_view text,
                                           const TextReadOptions& options = {},
                                           const std::string& scene_path = {});
/// Reads a `.tres` text, as read_scene_text does.
ResourceFileState read_resource_text(std::string_view text, const TextReadOptions& options = {});

/// Writes a scene as Godot 4's editor writes it: the same section order, heading attribute
/// order, spacing and value syntax, so a file read and written again is byte-identical.
std::string write_scene_text(const SceneState& state);
std::string write_resource_text(const ResourceFileState& state);

}  // namespace arbor
