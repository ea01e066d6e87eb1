#include "arbor/core/string_name.h"

#include <array>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <ostream>
#include <unordered_set>

namespace arbor {
namespace {

// FNV-1a over the bytes, mixed at the end so that short names spread over hash buckets.
std::size_t fnv1a(std::string_view text) {
  std::uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  hash ^= hash >> 32;
  return static_cast<std::size_t>(hash);
}

struct EntryHash {
  using is_transparent = void;
  std::size_t operator()(const detail::StringNameEntry* e) const { return e->hash; }
  std::size_t operator()(std::string_view text) const { return fnv1a(text); }
};
struct EntryEqual {
  using is_transparent = void;
  static std::string_view view(const detail::StringNameEntry* e) { return {e->text, e->length}; }
  static std::string_view view(std::string_view text) { return text; }
  template <class A, class B>
  bool operator()(const A& a, const B& b) const {
    return view(a) == view(b);
  }
};

// The interning table, sharded by hash so that threads interning different names rarely contend.
// Entries are allocated once and live until the process ends.
class InternTable {
 public:
  const detail::StringNameEntry* intern(std::string_view text) {
    const std::size_t hash = fnv1a(text);
    Shard& shard = shards_[hash % kShards];
    std::lock_guard lock(shard.mutex);
    if (auto it = shard.entries.find(text); it != shard.entries.end()) return *it;
    const detail::StringNameEntry* entry = make_entry(text, hash);
    shard.entries.insert(entry);
    return entry;
  }

  const detail::StringNameEntry* find(std::string_view text) {
    Shard& shard = shards_[fnv1a(text) % kShards];
    std::lock_guard lock(shard.mutex);
    auto it = shard.entries.find(text);
    return it == shard.entries.end() ? nullptr : *it;
  }

 private:
  static constexpr std::size_t kShards = 16;
  struct Shard {
    std::mutex mutex;
    std::unordered_set<const detail::StringNameEntry*, EntryHash, EntryEqual> entries;
  };

  static const detail::StringNameEntry* make_entry(std::string_view text, std::size_t hash) {
    void* memory = std::malloc(offsetof(detail::StringNameEntry, text) + text.size() + 1);
    if (!memory) throw std::bad_alloc();
    auto* entry = static_cast<detail::StringNameEntry*>(memory);
    entry->hash = hash;
    entry->length = static_cast<std::uint32_t>(text.size());
    std::memcpy(entry->text, text.data(), text.size());
    entry->text[text.size()] = '\0';
    return entry;
  }

  std::array<Shard, kShards> shards_;
};

InternTable& table() {
  static InternTable* instance = new InternTable();  // never destroyed: names outlive statics
  return *instance;
}

}  // namespace

StringName::StringName(std::string_view text)
    : entry_(text.empty() ? nullptr : table().intern(text)) {}

StringName StringName::find(std::string_view text) {
  return text.empty() ? StringName() : StringName(table().find(text));
}

std::size_t StringName::hash_text(std::string_view text) { return text.empty() ? 0 : fnv1a(text); }

std::ostream& operator<<(std::ostream& out, const StringName& name) { return out << name.view(); }

}  // namespace arbor
