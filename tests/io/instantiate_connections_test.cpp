// `[connection]` sections re-bound on instantiation: file order, CONNECT_PERSIST added, binds,
// unbinds, one-shot flags; connections that cannot be made are reported, never thrown.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

using ::testing::EndsWith;
using ::testing::HasSubstr;
using ::testing::StartsWith;
using InstantiateConnections = SceneFilesTest;

constexpr std::string_view kNodes = R"([gd_scene format=3]

[node name="Root" type="InstMover"]

[node name="Source" type="InstMover" parent="."]

)";

Owned<Node> instantiate_with(std::string_view connections) {
  return SceneFilesTest::instantiate_text(std::string(kNodes) + std::string(connections));
}

TEST_F(InstantiateConnections, FireInFileOrderWithBindsAndUnbinds) {
  Owned<Node> root = instantiate_with(R"(
[connection signal="hit" from="Source" to="." method="on_hit"]
[connection signal="hit" from="Source" to="." method="on_bound" unbinds=1 binds=["extra", 9]]
[connection signal="hit" from="Source" to="." method="on_ping" unbinds=2]
[connection signal="pinged" from="Source" to="." method="on_hit" binds=[4, "bound"]]
)");
  auto* source = root->get_node<InstMover>("Source");
  source->hit.emit(6, "t");
  source->pinged.emit();
  EXPECT_EQ(static_cast<InstMover*>(root.get())->received,
            (std::vector<std::string>{"hit 6 t", "bound 6 extra 9", "ping", "hit 4 bound"}));
}

TEST_F(InstantiateConnections, StoredFlagsGainPersist) {
  Owned<Node> root = instantiate_with(R"(
[connection signal="pinged" from="Source" to="." method="on_ping" flags=0]
[connection signal="hit" from="Source" to="." method="on_hit" flags=6]
)");
  auto* source = root->get_node<InstMover>("Source");
  std::vector<ConnectionInfo> connections = source->get_signal_connections();
  ASSERT_EQ(connections.size(), 2u);
  EXPECT_EQ(connections[0].flags, std::uint32_t(CONNECT_PERSIST));
  EXPECT_EQ(connections[1].flags, std::uint32_t(CONNECT_PERSIST | CONNECT_ONE_SHOT));
  EXPECT_EQ(connections[1].target, root->get_instance_id());
  source->hit.emit(1, "a");
  source->hit.emit(2, "b");  // one-shot: already disconnected
  EXPECT_EQ(static_cast<InstMover*>(root.get())->received, (std::vector<std::string>{"hit 1 a"}));
}

TEST_F(InstantiateConnections, ConnectionsThatCannotBeBoundAreReportedAndSkippedOrKept) {
  WarningLog log;
  Owned<Node> root = instantiate_with(R"(
[connection signal="hit" from="Ghost" to="." method="on_ping"]
[connection signal="hit" from="Source" to="Nobody" method="on_ping"]
[connection signal="hit" from="Source" to="." method="no_such_method"]
[connection signal="no_such_signal" from="Source" to="." method="on_ping"]
[connection signal="hit" from="Source" to="." method="on_ping"]
[connection signal="pinged" from="Source" to="." method="on_ping"]
)");
  ASSERT_EQ(log.warnings.size(), 5u);
  for (const LoadWarning& warning : log.warnings) {
    EXPECT_EQ(warning.kind, LoadWarning::CONNECTION);
    EXPECT_EQ(warning.file, "res://inline.tscn");
    EXPECT_THAT(warning.message, HasSubstr("; not connected"));
  }
  // Between two nodes of the scene, the connection is kept for saving.
  EXPECT_THAT(log.warnings[1].message, EndsWith("; not connected"));
  for (std::size_t i = 2; i < 5; ++i) {
    EXPECT_THAT(log.warnings[i].message, EndsWith("; not connected, kept for saving"));
  }
  EXPECT_EQ(log.warnings[0].node_path, "Ghost");
  EXPECT_EQ(log.warnings[0].message,
            "connection of signal 'hit' from 'Ghost' to '.' method 'on_ping': node 'Ghost' is "
            "missing; not connected");
  EXPECT_EQ(log.warnings[1].node_path, "Nobody");
  EXPECT_THAT(log.warnings[2].message,
              StartsWith("connection of signal 'hit' from 'Source' to '.' method "
                         "'no_such_method': "));
  EXPECT_EQ(log.warnings[3].node_path, "Source");
  // on_ping takes no arguments; hit passes two.
  EXPECT_THAT(log.warnings[4].message,
              StartsWith("connection of signal 'hit' from 'Source' to '.' method 'on_ping': "));
  root->get_node<InstMover>("Source")->pinged.emit();
  EXPECT_EQ(static_cast<InstMover*>(root.get())->received, (std::vector<std::string>{"ping"}));
  const std::vector<ConnectionInfo>& kept =
      root->get_node<InstMover>("Source")->get_kept_connections();
  ASSERT_EQ(kept.size(), 3u);
  EXPECT_EQ(kept[0].method, StringName("no_such_method"));
  EXPECT_EQ(kept[1].signal, StringName("no_such_signal"));
  EXPECT_EQ(kept[2].target, root->get_instance_id());
  EXPECT_EQ(kept[2].flags, std::uint32_t(CONNECT_PERSIST));
}

TEST_F(InstantiateConnections, KeptConnectionsAreSavedWhileBothNodesAreInTheScene) {
  WarningLog log;
  Owned<Node> root = instantiate_with(R"(
[connection signal="hit" from="Source" to="." method="_on_source_hit" flags=6 binds=[1, "x"]]
[connection signal="hit" from="." to="Source" method="_on_root_hit"]
[connection signal="custom" from="Source" to="." method="on_ping" unbinds=1]
[connection signal="pinged" from="Source" to="." method="on_ping"]
)");
  PackedScene packed;
  packed.pack(root.get());
  std::vector<SceneConnectionEntry> saved = packed.get_state().connections;
  ASSERT_EQ(saved.size(), 4u);  // by node (root first), then by signal name
  EXPECT_EQ(saved[0].method, "_on_root_hit");
  saved.erase(saved.begin());
  EXPECT_EQ(saved[0].signal, "custom");
  EXPECT_EQ(saved[0].unbinds, 1);
  EXPECT_EQ(saved[1].method, "_on_source_hit");
  EXPECT_EQ(saved[1].flags, CONNECT_PERSIST | CONNECT_ONE_SHOT);
  EXPECT_EQ(saved[1].binds, (Array{1, "x"}));
  EXPECT_EQ(saved[2].method, "on_ping");

  // Freed, Source takes its kept connections and the root's kept connection to it along.
  root->get_node("Source")->free();
  PackedScene without_source;
  without_source.pack(root.get());
  EXPECT_TRUE(without_source.get_state().connections.empty());
}

TEST_F(InstantiateConnections, DefaultHandlerPrintsEachProblemOnce) {
  const std::string scene = std::string(kNodes) +
                            "[connection signal=\"hit\" from=\"Source\" to=\".\" "
                            "method=\"printed_once\"]\n";
  ::testing::internal::CaptureStderr();
  (void)instantiate_text(scene, "printed_once.tscn");
  (void)instantiate_text(scene, "printed_once.tscn");
  const std::string printed = ::testing::internal::GetCapturedStderr();
  EXPECT_THAT(printed, StartsWith("arbor: warning: res://printed_once.tscn: node 'Source': "
                                  "connection of signal 'hit'"));
  EXPECT_EQ(printed.find("arbor: warning:", 1), std::string::npos) << printed;
}

}  // namespace
}  // namespace arbor::test
