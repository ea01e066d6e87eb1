// ScriptResolver: the C++ class that stands for a node's script.
#pragma once

#include <string>
#include <unordered_map>

#include "arbor/core/string/string_name.h"
#include "arbor/core/variant/variant.h"
#include "io/instantiate_resources.h"

namespace arbor::detail {

/// Arbor runs no GDScript or C#: a script of a Godot project is bound to a registered C++ class,
/// and a node whose `script` is that file is created as that class. The class is, in order:
/// the one ClassDB::register_script bound to the script's `res://` path; for a `.gd` file, the
/// registered class its `class_name X` line names; for a `.cs` file, the registered class named
/// as the file (Godot's C# rule). A class found by the file's name is then bound with
/// ClassDB::register_script, so later scenes (and saving) find it directly. The node keeps its
/// `script` value either way, so saving writes it back.
class ScriptResolver {
 public:
  /// A script found for a node.
  struct Script {
    std::string path;       ///< its `res://` path (as the scene file wrote it), empty if none
    StringName class_name;  ///< the bound class, empty when none is
  };

  /// The script a node's `script` value refers to, and the class bound to it (which may not
  /// be a Node: the caller decides).
  Script resolve(const Variant& value, const ExtResourceIndex& resources);

 private:
  static StringName class_named_in_file(const std::string& res_path);

  std::unordered_map<const Object*, Script> resolved_;
};

}  // namespace arbor::detail
