// Engine-internal: preparing the StringName table for a run of interning.
#pragma once

#include <cstddef>
#include <string_view>

namespace arbor::detail {

/// Makes room in the interning table for `more` names besides those it holds, in one growth,
/// instead of doubling it again and again while they come. Bulk builders (scene instantiation)
/// call it with the number of names they are about to intern, at most.
void reserve_interned(std::size_t more);
/// Starts loading the interning table's slot for `text`, so that a StringName made from it a
/// little later finds the slot in the cache. Bulk builders (scene instantiation) call it ahead.
void prefetch_interned_slot(std::string_view text);
/// Starts loading the entry that slot holds: call it after prefetch_interned_slot, some work
/// later, when the slot has arrived.
void prefetch_interned_entry(std::string_view text);

}  // namespace arbor::detail
