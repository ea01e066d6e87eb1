// InstantiateScope: what nested scene instantiations on one thread share.
#pragma once

#include <string>

namespace arbor::detail {

/// Marks one scene as being instantiated on this thread for the scope's life. Sub-scenes are
/// instantiated from inside their parent's scope, so the scopes form the chain of scenes being
/// built: a scene that is already in the chain (it instances itself, directly or through others)
/// and a chain deeper than kMaxDepth are refused. The outermost scope also remembers what was
/// reported during the whole instantiation, so a problem shared by many nodes is reported once.
class InstantiateScope {
 public:
  static constexpr int kMaxDepth = 64;

  /// Throws arbor::Error naming the chain of scenes when it would make a cycle or exceed
  /// kMaxDepth.
  explicit InstantiateScope(const std::string& scene_path);
  ~InstantiateScope();
  InstantiateScope(const InstantiateScope&) = delete;
  InstantiateScope& operator=(const InstantiateScope&) = delete;

  /// True the first time `subject` (a script path, ...) is given during the outermost
  /// instantiation running on this thread.
  static bool first_report_of(const std::string& subject);
};

}  // namespace arbor::detail
