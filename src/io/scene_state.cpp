#include "arbor/io/scene_state.h"

namespace arbor {

SceneNodeEntry::SceneNodeEntry(const SceneNodeEntry& other)
    : name(other.name),
      type(other.type),
      parent(other.parent),
      instance(other.instance),
      properties(other.properties),
      details_(other.details_ ? std::make_unique<SceneNodeDetails>(*other.details_) : nullptr) {}

SceneNodeEntry& SceneNodeEntry::operator=(const SceneNodeEntry& other) {
  if (this != &other) *this = SceneNodeEntry(other);
  return *this;
}

const SceneNodeDetails& SceneNodeEntry::details() const {
  static const SceneNodeDetails kNone;
  return details_ ? *details_ : kNone;
}

SceneNodeDetails& SceneNodeEntry::details() {
  if (!details_) details_ = std::make_unique<SceneNodeDetails>();
  return *details_;
}

}  // namespace arbor
