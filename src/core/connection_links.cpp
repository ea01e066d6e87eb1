#include "core/connection_links.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>

#include "arbor/core/signal/signal.h"
#include "core/instance_registry.h"

namespace arbor::detail {
namespace {

constexpr std::uint32_t kNoIndex = 0xFFFFFFFFu;

// One tracked connection: where its slot is, and where the link sits in the lists of the
// instances at its ends (the target's incoming list, and for named ones the source's
// outgoing list).
struct Link {
  SignalStorage* storage = nullptr;
  std::uint32_t position = 0;
  std::uint32_t target_index = kNoIndex;
  std::uint32_t source_index = kNoIndex;
  std::uint64_t target = 0;  // 0 once the target's lists are gone
  std::uint64_t source = 0;  // 0 for typed connections, or once the source's lists are gone
  std::unique_ptr<ConnectionInfo> named;
  MethodKey key;       // the target's method, for the one-connection-per-method rule
  int references = 0;  // CONNECT_REFERENCE_COUNTED: 1 when made so, else 0 (Godot's count)
};

struct InstanceLinks {
  std::vector<std::uint32_t> incoming;
  std::vector<std::uint32_t> outgoing;
};

// What a keyed connection is found by: its signal, its target and the target's method.
struct KeyedLink {
  SignalStorage* storage;
  std::uint64_t target;
  MethodKey key;
  friend bool operator==(const KeyedLink&, const KeyedLink&) = default;
};

struct KeyedLinkHash {
  std::size_t operator()(const KeyedLink& link) const noexcept {
    std::size_t hash =
        std::hash<const void*>()(link.storage) ^ (link.target * 0x9e3779b97f4a7c15ull);
    hash ^= std::hash<const void*>()(link.key.kind) + (hash << 6) + (hash >> 2);
    for (unsigned char byte : link.key.bytes) hash = hash * 131 + byte;
    return hash;
  }
};

// One table for the process. Its lock is recursive: removing a slot may compact the signal's
// storage (which moves other links) or destroy a handler whose captures free more nodes.
struct LinkTable {
  std::recursive_mutex mutex;
  std::vector<Link> links{1};  // index 0 is "no link"
  std::vector<std::uint32_t> free;
  std::unordered_map<std::uint64_t, InstanceLinks> instances;
  // The keyed links by what they connect, so that a duplicate connect is found in O(1).
  // Entries are not removed with their link (freeing stays cheap): an entry counts only while
  // its link still connects what it says; stale ones are swept when they outnumber live ones.
  std::unordered_map<KeyedLink, std::uint32_t, KeyedLinkHash> keyed;
  std::size_t live_keyed = 0;

  [[nodiscard]] bool connects(std::uint32_t index, const KeyedLink& what) const {
    const Link& link = links[index];
    return link.storage == what.storage && link.target == what.target && link.key == what.key;
  }

  void index_keyed(const KeyedLink& what, std::uint32_t index) {
    keyed[what] = index;
    ++live_keyed;
    if (keyed.size() < 2 * live_keyed + 64) return;
    std::erase_if(keyed,
                  [this](const auto& entry) { return !connects(entry.second, entry.first); });
  }

  std::uint32_t allocate() {
    if (!free.empty()) {
      const std::uint32_t index = free.back();
      free.pop_back();
      return index;
    }
    links.emplace_back();
    return std::uint32_t(links.size() - 1);
  }

  void release(std::uint32_t index) {
    if (links[index].key.kind != nullptr) --live_keyed;
    links[index] = Link{};
    free.push_back(index);
  }

  // Appends `link` to an instance's list and returns its index there.
  std::uint32_t enlist(std::uint64_t instance, bool outgoing, std::uint32_t link) {
    std::vector<std::uint32_t>& list =
        outgoing ? instances[instance].outgoing : instances[instance].incoming;
    list.push_back(link);
    return std::uint32_t(list.size() - 1);
  }

  // Removes the entry at `index` of an instance's list by moving the last entry into it.
  void delist(std::uint64_t instance, bool outgoing, std::uint32_t index) {
    auto found = instances.find(instance);
    if (found == instances.end()) return;
    std::vector<std::uint32_t>& list = outgoing ? found->second.outgoing : found->second.incoming;
    const std::uint32_t moved = list.back();
    list[index] = moved;
    list.pop_back();
    if (index < list.size())
      (outgoing ? links[moved].source_index : links[moved].target_index) = index;
  }

  // Takes a link out of both ends' lists.
  void delist_both(const Link& link) {
    if (link.target != 0) delist(link.target, false, link.target_index);
    if (link.source != 0) delist(link.source, true, link.source_index);
  }
};

LinkTable& table() {
  static LinkTable* links = new LinkTable();  // outlives signals destroyed at exit
  return *links;
}

}  // namespace

MethodKey method_key_for_name(const void* interned_name) {
  static constexpr char kNames = 0;
  MethodKey key;
  key.kind = &kNames;
  std::memcpy(key.bytes.data(), &interned_name, sizeof(interned_name));
  return key;
}

std::uint32_t link_connection(SignalStorage* storage, std::uint32_t position,
                              std::uint64_t target_id, std::unique_ptr<ConnectionInfo> named,
                              const MethodKey& key, bool counted) {
  LinkTable& links = table();
  const std::lock_guard lock(links.mutex);
  const std::uint32_t index = links.allocate();
  const std::uint64_t source_id = named ? named->source.value : 0;
  const std::uint32_t target_index = links.enlist(target_id, false, index);
  const std::uint32_t source_index =
      source_id != 0 ? links.enlist(source_id, true, index) : kNoIndex;
  Link& link = links.links[index];
  link.storage = storage;
  link.position = position;
  link.target = target_id;
  link.target_index = target_index;
  link.source = source_id;
  link.source_index = source_index;
  link.named = std::move(named);
  link.key = key;
  link.references = counted ? 1 : 0;
  if (key.kind != nullptr) links.index_keyed({storage, target_id, key}, index);
  mark_instance_linked(NodeId{target_id});
  if (source_id != 0) mark_instance_linked(NodeId{source_id});
  return index;
}

void unlink_connection(std::uint32_t index) {
  LinkTable& links = table();
  const std::lock_guard lock(links.mutex);
  links.delist_both(links.links[index]);
  links.release(index);
}

void move_connection_link(std::uint32_t index, std::uint32_t position) {
  LinkTable& links = table();
  const std::lock_guard lock(links.mutex);
  links.links[index].position = position;
}

std::optional<std::uint32_t> find_connection_link(SignalStorage* storage, std::uint64_t target_id,
                                                  const MethodKey& key) {
  if (!may_have_links(NodeId{target_id})) return std::nullopt;
  LinkTable& links = table();
  const std::lock_guard lock(links.mutex);
  const KeyedLink what{storage, target_id, key};
  const auto found = links.keyed.find(what);
  if (found == links.keyed.end() || !links.connects(found->second, what)) return std::nullopt;
  return links.links[found->second].position;
}

void reference_connection_link(std::uint32_t index) {
  LinkTable& links = table();
  const std::lock_guard lock(links.mutex);
  ++links.links[index].references;
}

bool unreference_connection_link(std::uint32_t index) {
  LinkTable& links = table();
  const std::lock_guard lock(links.mutex);
  return --links.links[index].references > 0;
}

std::uint64_t connection_link_target(std::uint32_t index) {
  LinkTable& links = table();
  const std::lock_guard lock(links.mutex);
  return links.links[index].target;
}

void drop_instance_connections(std::uint64_t id) {
  LinkTable& links = table();
  const std::lock_guard lock(links.mutex);
  auto found = links.instances.find(id);
  if (found == links.instances.end()) return;
  const InstanceLinks lists = std::move(found->second);
  links.instances.erase(found);
  // Its own signals' connections stay until those signals are destroyed; they are no longer
  // listed for it.
  for (std::uint32_t index : lists.outgoing) links.links[index].source = 0;
  for (std::uint32_t index : lists.incoming) {
    Link& link = links.links[index];
    link.target = 0;
    links.delist_both(link);
    SignalStorage* storage = link.storage;
    const std::uint32_t position = link.position;
    links.release(index);
    storage->drop_linked_slot(position);  // may compact, moving other links' slots
  }
}

std::vector<ConnectionInfo> named_connections(std::uint64_t id, bool outgoing) {
  std::vector<ConnectionInfo> list;
  if (!may_have_links(NodeId{id})) return list;  // no lock for an instance never linked
  LinkTable& links = table();
  const std::lock_guard lock(links.mutex);
  auto found = links.instances.find(id);
  if (found == links.instances.end()) return list;
  for (std::uint32_t index : outgoing ? found->second.outgoing : found->second.incoming) {
    if (const ConnectionInfo* info = links.links[index].named.get()) list.push_back(*info);
  }
  std::sort(list.begin(), list.end(), [](const ConnectionInfo& a, const ConnectionInfo& b) {
    return a.connection.id() < b.connection.id();
  });
  return list;
}

}  // namespace arbor::detail
