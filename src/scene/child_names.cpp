#include "scene/child_names.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <limits>
#include <memory>
#include <string>

#include "scene/child_list.h"
#include "scene/child_reserve.h"

namespace arbor::detail {
namespace {

// A name's trailing number, as Godot reads it to make a sibling's name unique: "Enemy12" is
// ("Enemy", 12), "Enemy007" is ("Enemy", 7) written three digits wide. A name without trailing
// digits (or with more than 18) has number 1, so that the first serial tried is 2.
struct Serial {
  std::string_view base;
  std::uint64_t number = 1;
  std::uint8_t width = 0;   // the digits' width when they start with a zero (kept), else 0
  std::uint8_t digits = 0;  // how many trailing digits the name has (0: none)
};

Serial split_serial(std::string_view name) {
  std::size_t digits = 0;
  while (digits < name.size() && name[name.size() - 1 - digits] >= '0' &&
         name[name.size() - 1 - digits] <= '9') {
    ++digits;
  }
  if (digits == 0 || digits > 18) return {name};
  const std::string_view text = name.substr(name.size() - digits);
  std::uint64_t number = 0;
  std::from_chars(text.data(), text.data() + text.size(), number);
  const bool padded = digits > 1 && text.front() == '0';
  return {name.substr(0, name.size() - digits), number, std::uint8_t(padded ? digits : 0),
          std::uint8_t(digits)};
}

// "base" + number, zero-padded to `width` digits, as an interned name, through a small
// per-thread cache: spawning many nodes under one parent asks for the same serial names again
// and again.
StringName serial_name(const StringName& base, std::uint64_t number, std::uint8_t width) {
  struct Entry {
    StringName base;
    std::uint64_t number = 0;
    std::uint8_t width = 0;
    StringName name;
  };
  constexpr std::size_t kEntries = 1024;
  thread_local std::array<Entry, kEntries> cache;
  Entry& entry = cache[(base.hash() ^ (number * 0x9e3779b97f4a7c15ull) ^ width) % kEntries];
  if (entry.number == number && entry.width == width && entry.base == base &&
      !entry.name.is_empty()) {
    return entry.name;
  }
  char digits[24];
  const auto end = std::to_chars(digits, digits + sizeof(digits), number).ptr;
  const std::size_t count = std::size_t(end - digits);
  std::string text;
  text.reserve(base.length() + std::max<std::size_t>(count, width));
  text += base.view();
  if (count < width) text.append(width - count, '0');
  text.append(digits, end);
  entry = Entry{base, number, width, StringName(text)};
  return entry.name;
}

}  // namespace

Node* child_by_name(const Node* parent, const StringName& name) {
  if (name.is_empty()) return nullptr;
  const NodeExtras* extras = extras_or_null(parent);
  if (extras && extras->name_index) {
    return extras->name_index->by_name.find(name, extras->children.slots.data());
  }
  for (Node* child : children(parent)) {
    if (state(child).name == name) return child;
  }
  return nullptr;
}

StringName unique_child_name(Node* parent, const Node* child, StringName desired) {
  if (desired.is_empty()) desired = child->get_class_info().name;
  const Node* existing = child_by_name(parent, desired);
  if (!existing || existing == child) return desired;

  // Godot's readable serial names: the trailing number counts up in place, keeping its width
  // ("Enemy007" -> "Enemy008", "Enemy9" -> "Enemy10"); a name without one continues at 2.
  const Serial serial = split_serial(desired.view());
  const StringName base =
      serial.base.size() == desired.length() ? desired : StringName(serial.base);
  NameIndex* index = name_index_of(parent);
  std::uint64_t candidate = serial.number + 1;
  // The hint speaks of the serials from 2 up: a count from 0 or 1 does not use it.
  std::uint32_t* hint =
      index && candidate >= 2 ? &index->serial_hint({base, serial.width}) : nullptr;
  const std::uint64_t known = hint ? std::max<std::uint64_t>(*hint, 1) : 1;
  const bool contiguous = hint && candidate <= known + 1;
  if (hint && candidate <= known) candidate = known + 1;

  for (;; ++candidate) {
    StringName name = serial_name(base, candidate, serial.width);
    const Node* taken = child_by_name(parent, name);
    if (!taken || taken == child) {
      if (contiguous && candidate <= std::numeric_limits<std::uint32_t>::max()) {
        *hint = static_cast<std::uint32_t>(candidate);
      }
      return name;
    }
  }
}

void rename_child(Node* parent, Node* child, const StringName& name) {
  NameIndex* index = name_index_of(parent);
  NodeState& s = state(child);
  forget_child_name(index, s.index, s.name);
  s.name = name;
  if (index) index->by_name.insert(name, s.index);
}

NameIndex* name_index_of(const Node* parent) {
  NodeExtras* extras = extras_or_null(parent);
  return extras ? extras->name_index.get() : nullptr;
}

void index_names_if_many(Node* parent) {
  if (name_index_of(parent) || child_count(parent) <= kIndexThreshold) return;
  NodeExtras& extras = extras_of(parent);
  extras.name_index = std::make_unique<NameIndex>();
  const ChildList& list = extras.children;
  list_names(list, extras.name_index.get(), list.begin, std::uint32_t(list.slots.size()));
}

void reserve_names(Node* parent, std::uint32_t count) {
  NodeExtras& extras = extras_of(parent);
  if (!extras.name_index) {
    extras.name_index = std::make_unique<NameIndex>();
    const ChildList& list = extras.children;
    list_names(list, extras.name_index.get(), list.begin, std::uint32_t(list.slots.size()));
  }
  extras.name_index->by_name.reserve(count);
}

// Lowers each serial hint that claimed the name taken: the natural count and every zero-padded
// count that writes its number the same way.
void forget_child_name(NameIndex* index, std::uint32_t slot, const StringName& name) {
  if (!index) return;
  index->by_name.erase(slot);
  if (index->serial.empty()) return;
  const Serial serial = split_serial(name.view());
  if (serial.digits == 0 || serial.number < 2) return;
  const StringName base(serial.base);
  auto lower = [&](std::uint8_t width) {
    auto hint = index->serial.find({base, width});
    if (hint != index->serial.end() && hint->second >= serial.number) {
      hint->second = static_cast<std::uint32_t>(serial.number - 1);
    }
  };
  if (serial.width > 0) {
    lower(serial.width);
    return;
  }
  lower(0);
  for (std::uint8_t width = 2; width <= serial.digits; ++width) lower(width);
}

void list_names(const ChildList& list, NameIndex* index, std::uint32_t from, std::uint32_t to) {
  if (!index) return;
  Node* const* slots = list.slots.data();
  for (std::uint32_t slot = from; slot < to; ++slot) {
    index->by_name.insert(state(slots[slot]).name, slot);
  }
}

// The name index names children by slot (ChildNameTable), so children shifted by one slot move
// their entries.
void shift_names(NameIndex* index, std::uint32_t from, std::uint32_t to, bool up) {
  if (!index) return;
  if (up) {
    index->by_name.shift_up(from - 1, to - 1);
  } else {
    index->by_name.shift_down(from + 1, to + 1);
  }
}

void prefetch_child_name(const Node* parent, std::string_view name) {
  if (const NameIndex* index = name_index_of(parent)) {
    index->by_name.prefetch(StringName::hash_text(name));
  }
}

}  // namespace arbor::detail
