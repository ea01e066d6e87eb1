// Binding a method a physics node inherits from a shared base template under the node's own
// class (ClassDB files a method under the class its member pointer names).
#pragma once

namespace arbor::physics {

/// `method` as a member of C, which inherits it.
template <class C, class R, class B, class... A>
constexpr auto member_of(R (B::*method)(A...)) -> R (C::*)(A...) {
  return method;
}
template <class C, class R, class B, class... A>
constexpr auto member_of(R (B::*method)(A...) const) -> R (C::*)(A...) const {
  return method;
}

}  // namespace arbor::physics
