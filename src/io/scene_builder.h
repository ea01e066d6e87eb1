// SceneBuilder: a tree of nodes built from a scene's `[node]` entries, one after another.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "arbor/io/resource_loader.h"
#include "arbor/io/scene_state.h"
#include "arbor/scene/node.h"
#include "io/instantiate_local_resources.h"
#include "io/instantiate_properties.h"
#include "io/instantiate_resources.h"
#include "io/instantiate_scope.h"
#include "io/instantiate_scripts.h"
#include "io/scene_path_numbers.h"

namespace arbor::detail {

/// About the heap one node of a scene takes, built (a Node3D with its transform records, name
/// and place in its parent: 290 bytes) or parsed into a SceneNodeEntry (275): what a load expects
/// to allocate, for BulkHeapScope.
inline constexpr std::size_t kHeapBytesPerSceneNode = 300;

/// Builds one scene's tree as Godot 4's SceneState::instantiate does: entries in file order
/// (parents before children, the first is the root), then what refers across the tree: node
/// paths, connections, editable instances. Owns what it built until finish() returns, so a
/// failure, or a builder dropped before finish(), frees everything.
///
/// `state` gives the scene's external and sub-resources, its connections and editable
/// instances; it must outlive the builder, and its resources must be complete before the first
/// entry is built. PackedScene::instantiate builds the entries of its state (build_all); a file
/// read in one pass fills the builder's entries as it reads them (next_entry, entry_read), and
/// each is built a few entries later, once what it needs has been fetched ahead.
class SceneBuilder {
 public:
  SceneBuilder(const SceneState& state, const std::string& scene_path);

  /// Builds every entry of the state's `nodes` and finishes: PackedScene::instantiate.
  Node* build_all();
  /// Before the first entry is built: a child of the node at `path` is coming (a hint: the
  /// parent makes room for all of its announced children at once). `path` must outlive the
  /// builder. Returns the path's number.
  std::uint32_t expect_child_of(std::string_view path);
  /// The empty entry to read the next `[node]` into; the first is the root.
  SceneNodeEntry& next_entry();
  /// Its section has ended: it is built a few dozen entries later, or at finish().
  /// Throws arbor::Error naming the file and the node when an entry cannot be built.
  void entry_read();
  /// Builds what is left, binds node paths, connections and editable instances, and hands the
  /// tree over.
  Node* finish();

 private:
  // A node that a scene file's entry creates, with what it needs besides the entry.
  struct Created {
    Owned<Node> node;
    bool script_applied = false;  // the node's class stands for its `script`
  };
  // A property listed in `node_paths`, set once the tree is complete (Godot's rule).
  struct DeferredNodePath {
    Node* node;
    SceneProperty property;
  };
  // A path that `parent=` names, the node it leads to once found, and how many entries name it
  // (known when every entry is numbered before building, else 0).
  struct Parent {
    std::string_view path;
    Node* node = nullptr;
    std::uint32_t entries = 0;
  };

  // An entry read but not built yet, and its parent's number.
  struct Pending {
    SceneNodeEntry entry;
    std::uint32_t parent = 0;
  };
  // How far ahead of the entry being built its successors' memory is fetched.
  static constexpr std::size_t kListsAhead = 32;
  static constexpr std::size_t kValuesAhead = 16;
  // How many read entries one pass keeps. Entries are built in bursts of half the window,
  // each with kListsAhead entries read after it: reading and building then take turns every
  // few dozen entries, not every entry, so each keeps its code and data in the cache.
  static constexpr std::size_t kWindow = 2 * kListsAhead;

  void number_parents();
  std::uint32_t parent_number(const SceneNodeEntry& entry);
  void build_pending();
  void prefetch(const SceneNodeEntry* lists, const SceneNodeEntry* values,
                std::uint32_t values_parent) const;
  void build_node(const SceneNodeEntry& entry, std::uint32_t parent_number);
  void edit_existing(const SceneNodeEntry& entry, Node* parent);
  Created create(const SceneNodeEntry& entry);
  Owned<Node> instance(const Variant& scene_value);
  Created create_typed(const SceneNodeEntry& entry);
  Owned<Node> typed_node(const SceneNodeEntry& entry, const StringName& class_name);
  void report_unbound_script(const SceneNodeEntry& entry, const std::string& path) const;
  void apply_properties(Node* node, const SceneNodeEntry& entry, bool script_applied,
                        bool inherited_root);
  void add_groups(Node* node, const SceneNodeEntry& entry);
  void assign_owner(Node* node, const SceneNodeEntry& entry, Node* default_owner);
  Node* find_parent(std::uint32_t number);
  void mark_editable_instances();
  const StringName& cached_name(std::string_view text);
  void warn(const SceneNodeEntry& entry, const std::string& message,
            LoadWarning::Kind kind = LoadWarning::NODE) const;
  [[noreturn]] void fail(const SceneNodeEntry* entry, const std::string& message) const;

  const SceneState& state_;
  const std::string& scene_path_;
  InstantiateScope scope_;
  Owned<Node> root_;
  bool building_root_ = true;  // the next entry is the root
  ExtResourceIndex resources_;
  LocalResources local_resources_;
  PropertyApplier properties_;
  ScriptResolver scripts_;
  std::vector<DeferredNodePath> deferred_node_paths_;
  ScenePathNumbers parent_numbers_;
  std::vector<Parent> parents_;
  // build_all: per entry of the state, its Parent (unused for the root). Paths view the
  // state's strings; one pass keeps a copy of each path it numbers, as its entries are reused.
  std::vector<std::uint32_t> entry_parents_;
  std::deque<std::string> parent_paths_;
  // One pass: entry `n` read is window_[n % kWindow]; `read_` have been read, `built_` built.
  std::vector<Pending> window_;
  std::size_t read_ = 0;
  std::size_t built_ = 0;
  // Interned class names; the keys view the StringNames.
  std::unordered_map<std::string_view, StringName> names_;
  const StringName* last_name_ = nullptr;
};

}  // namespace arbor::detail
