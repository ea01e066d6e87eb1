#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <type_traits>
#include <utility>

#include "arbor/core/object/object.h"

namespace arbor {

/// The base of objects shared through Ref<T> (Godot's RefCounted): resources, SceneTreeTimer,
/// Tween. The count is intrusive and atomic, so Refs to one object may be copied and dropped on
/// several threads at once (the object itself is not made thread-safe). The object deletes
/// itself when the last Ref goes. Create one with make_ref<T>(...) or Ref<T>(new T(...)); a
/// RefCounted that no Ref ever held must be deleted by whoever created it.
class RefCounted : public Object {
  ARBOR_CLASS(RefCounted, Object)

 public:
  RefCounted() = default;
  ~RefCounted() override = default;

  /// The number of Refs holding this object now (a snapshot when other threads share it).
  [[nodiscard]] int get_reference_count() const {
    return refcount_.load(std::memory_order_relaxed);
  }

  /// Adds a reference. Ref<T> calls this; manual calls must be paired with unreference().
  void reference() const { refcount_.fetch_add(1, std::memory_order_relaxed); }
  /// Drops a reference; true when it was the last one (the caller then deletes the object).
  [[nodiscard]] bool unreference() const {
    return refcount_.fetch_sub(1, std::memory_order_acq_rel) == 1;
  }

 private:
  mutable std::atomic<int> refcount_{0};
};

/// An intrusive shared pointer to a RefCounted (Godot's Ref<T>): copying adds a reference,
/// destroying or reassigning drops one, and the object is deleted with its last Ref.
/// A null Ref is valid to copy, compare and test; dereferencing it is undefined.
template <class T>
class Ref {
 public:
  using element_type = T;
  Ref() noexcept = default;
  Ref(std::nullptr_t) noexcept {}  // NOLINT(google-explicit-constructor): Ref<T> r = nullptr;
  /// Takes a reference to `object` (which may already be held by other Refs).
  Ref(T* object) noexcept : ptr_(object) {  // NOLINT(google-explicit-constructor): Godot's form
    static_assert(std::is_base_of_v<RefCounted, T>, "Ref<T> needs T to derive from RefCounted");
    if (ptr_) ptr_->reference();
  }
  Ref(const Ref& other) noexcept : Ref(other.ptr_) {}
  Ref(Ref&& other) noexcept : ptr_(std::exchange(other.ptr_, nullptr)) {}
  /// Converts from a Ref to a derived class.
  template <class U>
  requires std::is_convertible_v<U*, T*> Ref(const Ref<U>& other)
  noexcept : Ref(static_cast<T*>(other.get())) {}  // NOLINT
  template <class U>
  requires std::is_convertible_v<U*, T*> Ref(Ref<U>&& other)
  noexcept : ptr_(other.release_()) {}  // NOLINT
  ~Ref() { unref(); }

  Ref& operator=(const Ref& other) noexcept {
    Ref(other).swap(*this);
    return *this;
  }
  Ref& operator=(Ref&& other) noexcept {
    Ref(std::move(other)).swap(*this);
    return *this;
  }
  Ref& operator=(std::nullptr_t) noexcept {
    unref();
    return *this;
  }

  /// Drops the reference (deleting the object if it was the last) and becomes null.
  void unref() noexcept {
    T* object = std::exchange(ptr_, nullptr);
    if (object && object->unreference()) delete object;
  }
  /// Replaces the referenced object with a new T built from `args` (Godot's instantiate).
  template <class... Args>
  void instantiate(Args&&... args) {
    *this = Ref(new T(std::forward<Args>(args)...));
  }
  void swap(Ref& other) noexcept { std::swap(ptr_, other.ptr_); }

  [[nodiscard]] T* get() const noexcept { return ptr_; }
  [[nodiscard]] T* ptr() const noexcept { return ptr_; }
  T* operator->() const noexcept { return ptr_; }
  T& operator*() const noexcept { return *ptr_; }
  [[nodiscard]] bool is_valid() const noexcept { return ptr_ != nullptr; }
  [[nodiscard]] bool is_null() const noexcept { return ptr_ == nullptr; }
  explicit operator bool() const noexcept { return ptr_ != nullptr; }

  template <class U>
  friend bool operator==(const Ref& a, const Ref<U>& b) noexcept {
    return a.get() == b.get();
  }
  friend bool operator==(const Ref& a, std::nullptr_t) noexcept { return a.ptr_ == nullptr; }
  friend bool operator==(const Ref& a, const T* b) noexcept { return a.ptr_ == b; }

 private:
  template <class>
  friend class Ref;
  T* release_() noexcept { return std::exchange(ptr_, nullptr); }

  T* ptr_ = nullptr;
};

/// Creates a T and returns the first Ref to it.
template <class T, class... Args>
[[nodiscard]] Ref<T> make_ref(Args&&... args) {
  return Ref<T>(new T(std::forward<Args>(args)...));
}

/// A Ref<U> to the same object when it is a U, else a null Ref (Godot's Object::cast_to).
template <class U, class T>
[[nodiscard]] Ref<U> ref_cast(const Ref<T>& ref) {
  return Ref<U>(dynamic_cast<U*>(ref.get()));
}

}  // namespace arbor

template <class T>
struct std::hash<arbor::Ref<T>> {
  std::size_t operator()(const arbor::Ref<T>& ref) const noexcept {
    return std::hash<T*>()(ref.get());
  }
};
