// Engine-internal: warming the StringName table before a run of interning.
#pragma once

#include <string_view>

namespace arbor::detail {

/// Starts loading the interning table's slot for `text`, so that a StringName made from it a
/// little later finds the slot in the cache. Bulk builders (scene instantiation) call it ahead.
void prefetch_interned_slot(std::string_view text);
/// Starts loading the entry that slot holds: call it after prefetch_interned_slot, some work
/// later, when the slot has arrived.
void prefetch_interned_entry(std::string_view text);

}  // namespace arbor::detail
