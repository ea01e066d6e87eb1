#include "arbor/core/string/string_name.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <new>
#include <ostream>
#include <string_view>
#include <vector>

#include "core/string_name_prefetch.h"

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

bool same_text(const detail::StringNameEntry* entry, std::size_t hash, std::string_view text) {
  return entry->hash == hash && std::string_view(entry->text, entry->length) == text;
}

// The interning table: open addressing over atomic entry pointers. Lookups take no lock (a miss
// is confirmed under the lock before interning), inserts and growth are serialised by one
// mutex. Entries and retired tables live until the process ends, so a reader holding an old
// table never sees freed memory.
class InternTable {
 public:
  InternTable() { table_.store(publish(1024), std::memory_order_release); }

  const detail::StringNameEntry* intern(std::string_view text) {
    const std::size_t hash = fnv1a(text);
    if (const auto* found = lookup(table_.load(std::memory_order_acquire), text, hash))
      return found;
    std::lock_guard lock(mutex_);
    Table* table = table_.load(std::memory_order_relaxed);
    if (const auto* found = lookup(table, text, hash)) return found;
    if ((count_ + 1) * 2 > table->capacity) table = grow(table, table->capacity * 2);
    const detail::StringNameEntry* entry = make_entry(text, hash);
    place(table, entry);
    ++count_;
    return entry;
  }

  // Starts loading the slot where `text` would be found (`entry`: also the entry the slot
  // holds, which needs the slot itself, so call it some time after the first).
  void prefetch(std::string_view text, bool entry) const {
    const Table* table = table_.load(std::memory_order_acquire);
    const std::atomic<const detail::StringNameEntry*>& slot =
        table->slots[fnv1a(text) & (table->capacity - 1)];
    if (!entry) {
      __builtin_prefetch(&slot);
    } else if (const auto* found = slot.load(std::memory_order_relaxed)) {
      __builtin_prefetch(found);
    }
  }

  // Grows the table once, now, to hold `more` names besides those it has.
  void reserve(std::size_t more) {
    std::lock_guard lock(mutex_);
    Table* table = table_.load(std::memory_order_relaxed);
    std::size_t capacity = table->capacity;
    while ((count_ + more) * 2 > capacity) capacity *= 2;
    if (capacity != table->capacity) grow(table, capacity);
  }

  const detail::StringNameEntry* find(std::string_view text) {
    const std::size_t hash = fnv1a(text);
    if (const auto* found = lookup(table_.load(std::memory_order_acquire), text, hash))
      return found;
    std::lock_guard lock(mutex_);
    return lookup(table_.load(std::memory_order_relaxed), text, hash);
  }

 private:
  struct Table {
    std::size_t capacity;
    std::unique_ptr<std::atomic<const detail::StringNameEntry*>[]> slots;
  };

  static const detail::StringNameEntry* lookup(const Table* table, std::string_view text,
                                               std::size_t hash) {
    const std::size_t mask = table->capacity - 1;
    for (std::size_t slot = hash & mask;; slot = (slot + 1) & mask) {
      const auto* entry = table->slots[slot].load(std::memory_order_acquire);
      if (!entry) return nullptr;
      if (same_text(entry, hash, text)) return entry;
    }
  }

  static void place(Table* table, const detail::StringNameEntry* entry) {
    const std::size_t mask = table->capacity - 1;
    std::size_t slot = entry->hash & mask;
    while (table->slots[slot].load(std::memory_order_relaxed)) slot = (slot + 1) & mask;
    table->slots[slot].store(entry, std::memory_order_release);
  }

  Table* publish(std::size_t capacity) {
    auto table = std::make_unique<Table>();
    table->capacity = capacity;
    table->slots = std::make_unique<std::atomic<const detail::StringNameEntry*>[]>(capacity);
    for (std::size_t i = 0; i < capacity; ++i)
      table->slots[i].store(nullptr, std::memory_order_relaxed);
    Table* raw = table.get();
    tables_.push_back(std::move(table));
    return raw;
  }

  // Copies every entry into a table of `capacity` slots, then publishes it. Placing an entry
  // reads its hash, then the new table where it goes; with a million names neither is in the
  // cache, so both are fetched a few slots ahead.
  Table* grow(Table* old, std::size_t capacity) {
    constexpr std::size_t kEntriesAhead = 16;
    constexpr std::size_t kPlacesAhead = 8;
    Table* table = publish(capacity);
    const std::size_t mask = table->capacity - 1;
    auto entry_at = [old](std::size_t i) {
      return i < old->capacity ? old->slots[i].load(std::memory_order_relaxed) : nullptr;
    };
    for (std::size_t i = 0; i < old->capacity; ++i) {
      if (const auto* ahead = entry_at(i + kEntriesAhead)) __builtin_prefetch(ahead);
      if (const auto* ahead = entry_at(i + kPlacesAhead)) {
        __builtin_prefetch(&table->slots[ahead->hash & mask]);
      }
      if (const auto* entry = entry_at(i)) place(table, entry);
    }
    table_.store(table, std::memory_order_release);
    return table;
  }

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

  std::mutex mutex_;
  std::vector<std::unique_ptr<Table>> tables_;  // the current one last; older ones stay alive
  std::atomic<Table*> table_{nullptr};
  std::size_t count_ = 0;
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

void detail::prefetch_interned_slot(std::string_view text) {
  if (!text.empty()) table().prefetch(text, false);
}

void detail::reserve_interned(std::size_t more) { table().reserve(more); }

void detail::prefetch_interned_entry(std::string_view text) {
  if (!text.empty()) table().prefetch(text, true);
}

std::size_t StringName::hash_text(std::string_view text) { return text.empty() ? 0 : fnv1a(text); }

std::ostream& operator<<(std::ostream& out, const StringName& name) { return out << name.view(); }

}  // namespace arbor
