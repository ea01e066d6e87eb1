// What a loaded scene or resource keeps as placeholders because Arbor lacks its classes.
#pragma once

#include <string>
#include <vector>

#include "arbor/core/object/resource.h"

namespace arbor {

class Node;

/// A class a file names that Arbor does not implement, and how much was kept in its place:
/// nodes as MissingNode, resources as MissingResource (both keep every property and save back).
struct MissingClass {
  enum Kind : int { NODE, RESOURCE };
  Kind kind = NODE;
  std::string name;  ///< the class the file names (`MeshInstance3D`, `BoxMesh`)
  int count = 0;     ///< the nodes or the distinct resources kept for it
};

/// The classes Arbor does not implement in the tree under `root` (itself included): its
/// MissingNode nodes by original class, then the MissingResource resources its nodes hold in
/// properties, kept properties and metadata, directly or through other resources, arrays and
/// dictionaries (a resource held many times counts once). Nodes first, then resources, each
/// sorted by name. A placeholder of an external resource whose class Arbor has (it could not be
/// loaded, which a load warning said) is not counted.
[[nodiscard]] std::vector<MissingClass> find_missing_classes(const Node& root);
/// The same for a resource and the resources it holds (itself included).
[[nodiscard]] std::vector<MissingClass> find_missing_classes(const Ref<Resource>& resource);

}  // namespace arbor
