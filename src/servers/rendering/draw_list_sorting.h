// Turning a view's draw items into a sorted, batched DrawList with its dependency hash.
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/servers/rendering/draw_list.h"
#include "servers/rendering/frame_scratch.h"
#include "servers/rendering/server_objects.h"

namespace arbor::rendering {

/// The index of the group with `key`'s identity (pipeline, material, mesh, surface,
/// multimesh) among this list's groups, adding it when new. Allocation-free once warm.
std::uint32_t find_group(FrameScratch& scratch, const DrawGroup& key);

/// Forgets the groups (call before collecting the items of a new list).
void reset_groups(FrameScratch& scratch);

/// Writes `items` (of groups found since the last reset_groups) into `list`, sorted and
/// batched for `list.pass`:
/// - OPAQUE, PREPASS: groups by render_priority, pipeline, material, mesh, surface, multimesh;
///   inside a group, items front to back (ascending depth);
/// - SHADOW: groups by pipeline, mesh, surface, material, multimesh; items in the given order;
/// - TRANSPARENT: items by render_priority, then back to front (descending depth), ties in the
///   given order; consecutive items of one group merged into one batch.
/// Then sets the list's dependency hash.
void build_draw_list(const State& state, FrameScratch& scratch, std::vector<DrawItem>& items,
                     DrawList& list);

/// The dependency hash of a list's batches (see DrawList).
std::uint64_t draw_list_hash(const State& state, const DrawList& list);

}  // namespace arbor::rendering
