// Setting a resource's member and telling its users, for the shape resources' setters.
#pragma once

namespace arbor::physics {

/// Sets `member` to `value` and calls resource.emit_changed() when the value differs.
template <class Resource, class T>
void assign_and_notify(Resource& resource, T& member, const T& value) {
  if (member == value) return;
  member = value;
  resource.emit_changed();
}

}  // namespace arbor::physics
