#include "io/instantiate_scope.h"

#include <algorithm>
#include <unordered_set>
#include <vector>

#include "arbor/core/error/error.h"

namespace arbor::detail {
namespace {

struct ScopeChain {
  std::vector<std::string> scenes;
  std::unordered_set<std::string> reported;
};

thread_local ScopeChain g_chain;

std::string describe_chain(const std::vector<std::string>& scenes) {
  std::string text;
  for (const std::string& scene : scenes) {
    if (!text.empty()) text += " -> ";
    text += scene.empty() ? "<unsaved scene>" : "'" + scene + "'";
  }
  return text;
}

}  // namespace

InstantiateScope::InstantiateScope(const std::string& scene_path) {
  if (!scene_path.empty() &&
      std::find(g_chain.scenes.begin(), g_chain.scenes.end(), scene_path) != g_chain.scenes.end()) {
    throw Error("instantiate: scene '" + scene_path + "' instances itself: " +
                describe_chain(g_chain.scenes) + " -> '" + scene_path + "'");
  }
  if (g_chain.scenes.size() >= std::size_t(kMaxDepth)) {
    throw Error("instantiate: scenes nest more than " + std::to_string(kMaxDepth) +
                " deep (does a scene instance itself?): " + describe_chain(g_chain.scenes));
  }
  g_chain.scenes.push_back(scene_path);
}

InstantiateScope::~InstantiateScope() {
  g_chain.scenes.pop_back();
  if (g_chain.scenes.empty()) g_chain.reported.clear();
}

bool InstantiateScope::first_report_of(const std::string& subject) {
  return g_chain.reported.insert(subject).second;
}

}  // namespace arbor::detail
