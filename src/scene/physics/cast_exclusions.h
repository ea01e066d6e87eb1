// What ray and shape casts leave out: their exceptions and, optionally, their parent body.
#pragma once

#include <algorithm>
#include <vector>

#include "arbor/core/object/node_id.h"
#include "arbor/core/object/rid.h"
#include "arbor/scene/node.h"

namespace arbor::physics {

/// Fills `exclude` with the RIDs of the live collision objects among `nodes`, then `rids`, then
/// the RID of `self`'s parent when it is a collision object and `exclude_parent` is on.
/// `CollisionObject` is CollisionObject3D or CollisionObject2D. Allocates nothing once warm.
template <class CollisionObject>
void gather_exclusions(const Node& self, bool exclude_parent, const std::vector<NodeId>& nodes,
                       const std::vector<RID>& rids, std::vector<RID>& exclude) {
  exclude.clear();
  for (NodeId id : nodes) {
    if (auto* object = dynamic_cast<CollisionObject*>(detail::find_object(id))) {
      if (object->get_rid().is_valid()) exclude.push_back(object->get_rid());
    }
  }
  exclude.insert(exclude.end(), rids.begin(), rids.end());
  if (!exclude_parent) return;
  if (auto* parent = dynamic_cast<CollisionObject*>(self.get_parent())) {
    if (parent->get_rid().is_valid()) exclude.push_back(parent->get_rid());
  }
}

/// Adds or removes `value` from `list` (Godot's add_exception / remove_exception).
template <class T>
void set_listed(std::vector<T>& list, const T& value, bool listed) {
  const auto found = std::find(list.begin(), list.end(), value);
  if (listed && found == list.end()) list.push_back(value);
  if (!listed && found != list.end()) list.erase(found);
}

}  // namespace arbor::physics
