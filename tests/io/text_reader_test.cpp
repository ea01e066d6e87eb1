// read_scene_text and read_resource_text: what each section becomes.
#include <gtest/gtest.h>

#include <cmath>
#include <utility>

#include "arbor/core/object/missing_resource.h"
#include "arbor/core/object/rid.h"
#include "arbor/core/signal/callable.h"
#include "arbor/core/signal/signal_ref.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/resources/box_shape_3d.h"
#include "arbor/scene/resources/standard_material_3d.h"
#include "io/text_test_files.h"

namespace arbor {
namespace {

const Variant& property(const SceneNodeEntry& node, const std::string& name) {
  for (const SceneProperty& p : node.properties) {
    if (p.name == name) return p.value;
  }
  static const Variant nil;
  ADD_FAILURE() << "no property " << name;
  return nil;
}

TEST(TextReader, ReadsEverySectionOfALevel) {
  TextReadOptions options;
  options.file = "/game/levels/level.tscn";
  options.project_root = "/game";
  SceneState state = read_scene_text(test::read_test_file("level.tscn"), options);
  EXPECT_EQ(state.format, 3);
  EXPECT_EQ(state.load_steps, 6);
  EXPECT_EQ(state.uid, "uid://b7level01");
  ASSERT_EQ(state.ext_resources.size(), 3u);
  EXPECT_EQ(state.ext_resources[1].uid, "");
  EXPECT_EQ(state.ext_resources[1].path, "res://enemy.tscn");
  EXPECT_EQ(state.ext_resources[1].resource->get_path(), "/game/enemy.tscn");
  auto* placeholder = dynamic_cast<MissingResource*>(state.ext_resources[1].resource.get());
  ASSERT_NE(placeholder, nullptr);
  EXPECT_EQ(placeholder->get_original_class(), "PackedScene");

  ASSERT_EQ(state.sub_resources.size(), 2u);
  Resource& stats = *state.sub_resources[1].resource;
  EXPECT_EQ(stats.get_class(), "Resource");  // a registered class: properties set on it
  EXPECT_EQ(stats.get_name(), "stats");
  EXPECT_EQ(stats.get_scene_unique_id(), "Resource_stats");
  ASSERT_NE(stats.get_kept_properties().find("hp"), nullptr);
  auto* box = dynamic_cast<BoxShape3D*>(state.sub_resources[0].resource.get());
  ASSERT_NE(box, nullptr) << "a registered class: BoxShape3D itself";
  EXPECT_EQ(box->get_size(), Vector3(2, 1, 2));

  ASSERT_EQ(state.nodes.size(), 7u);
  const SceneNodeEntry& root = state.nodes[0];
  EXPECT_FALSE(root.parent);
  EXPECT_EQ(root.details().groups, (Array{"levels", "persist"}));
  const SceneNodeEntry& player = state.nodes[1];
  EXPECT_EQ(player.parent, ".");
  EXPECT_EQ(player.details().node_paths, PackedStringArray{"target"});
  EXPECT_EQ(property(player, "stats").get_object(), &stats);
  const SceneNodeEntry& enemy = state.nodes[3];
  EXPECT_TRUE(enemy.type.empty());
  EXPECT_EQ(enemy.instance.get_object(), state.ext_resources[1].resource.get());
  EXPECT_FALSE(enemy.has_details());  // the rare attributes take room only when present
  EXPECT_EQ(std::as_const(state.nodes[4]).details().index, 0);
  EXPECT_EQ(std::as_const(state.nodes[4]).details().unique_id, 12345);
  EXPECT_EQ(std::as_const(state.nodes[5]).details().instance_placeholder, "res://later.tscn");
  EXPECT_EQ(std::as_const(state.nodes[6]).details().owner, "Enemy");
  EXPECT_EQ(state.nodes[6].type, "SomeAddonNode");
  EXPECT_EQ(state.nodes[6].properties[0].name, "custom key/with space");

  ASSERT_EQ(state.connections.size(), 2u);
  EXPECT_EQ(state.connections[0].flags, 2);  // no flags=: CONNECT_PERSIST
  EXPECT_EQ(state.connections[1].flags, 3);
  EXPECT_EQ(state.connections[1].unbinds, 1);
  EXPECT_EQ(state.connections[1].binds, (Array{1, "two"}));
  EXPECT_EQ(state.editable_instances, std::vector<std::string>{"Enemy"});
}

TEST(TextReader, CopiesANodeEntryWithItsOwnDetails) {
  SceneNodeEntry entry;
  EXPECT_TRUE(std::as_const(entry).details().groups == std::nullopt);
  EXPECT_FALSE(entry.has_details());
  entry.details().owner = "Enemy";
  SceneNodeEntry copy = entry;
  copy.details().owner = "Level";
  EXPECT_EQ(entry.details().owner, "Enemy");
  EXPECT_EQ(copy.details().owner, "Level");
  copy = SceneNodeEntry();
  EXPECT_FALSE(copy.has_details());
}

TEST(TextReader, ReadsEveryVariantType) {
  SceneState state = read_scene_text(test::read_test_file("all_types.tscn"));
  const SceneNodeEntry& node = state.nodes[0];
  EXPECT_TRUE(std::isinf(static_cast<double>(property(node, "an_inf"))));
  EXPECT_TRUE(std::isnan(static_cast<double>(property(node, "a_nan"))));
  EXPECT_EQ(property(node, "a_string"), Variant("line one\n[line two] \"quoted\" \\ back"));
  EXPECT_EQ(property(node, "a_string_name"), Variant(StringName("idle")));
  EXPECT_EQ(property(node, "basis").get_type(), Variant::BASIS);
  EXPECT_EQ(property(node, "plane"), Variant(Plane(0, 1, 0, 5)));
  EXPECT_EQ(property(node, "projection").get_type(), Variant::PROJECTION);
  EXPECT_EQ(property(node, "vector3i"), Variant(Vector3i(-1, 0, 7)));
  EXPECT_EQ(property(node, "int64s"), Variant(PackedInt64Array{9007199254740993LL, -1}));
  EXPECT_EQ(property(node, "rect2i"), Variant(Rect2i(0, 0, 8, 4)));
  EXPECT_EQ(property(node, "vector4i"), Variant(Vector4i(1, -2, 3, 4)));
  EXPECT_EQ(property(node, "an_rid"), Variant(RID()));
  EXPECT_EQ(property(node, "a_callable"), Variant(Callable()));
  EXPECT_EQ(property(node, "a_signal"), Variant(SignalRef()));
  // Object(...) values are kept as MissingResources holding the class and the properties.
  auto* object = dynamic_cast<MissingResource*>(property(node, "an_object").get_object());
  ASSERT_NE(object, nullptr);
  EXPECT_EQ(object->get_original_class(), "InputEventKey");
  EXPECT_EQ(object->get("keycode"), Variant(65));
  Array typed = static_cast<Array>(property(node, "typed_array"));
  EXPECT_EQ(typed.get_typed_builtin(), uint32_t(Variant::INT));
}

TEST(TextReader, RefusesObjectLiteralsAVariantCannotOwn) {
  // A registered class that is not RefCounted (Object itself, a Node) cannot live in a Variant.
  try {
    (void)read_scene_text(
        "[gd_scene format=3]\n[node name=\"A\" type=\"Node\"]\nx = Object(Object,\"a\":1)\n");
    FAIL() << "read an Object() of a class that is not RefCounted";
  } catch (const ParseError& e) {
    EXPECT_EQ(e.line(), 3);
    EXPECT_EQ(e.column(), 12);
  }
}

TEST(TextReader, ToleratesCommentsAndOddWhitespace) {
  SceneState state = read_scene_text(test::read_test_file("odd_whitespace.tscn"));
  ASSERT_EQ(state.nodes.size(), 2u);
  const SceneNodeEntry& root = state.nodes[0];
  EXPECT_EQ(root.name, "Root");
  EXPECT_EQ(property(root, "text"), Variant("first line\n[not a section]\nlast line"));
  EXPECT_EQ(property(root, "nodes/Animation 2/node"), Variant(7));
  EXPECT_EQ(property(root, "value"), Variant(Vector2(1, 2)));
  EXPECT_EQ(state.nodes[1].parent, ".");
}

TEST(TextReader, ReadsAResourceFile) {
  TextReadOptions options;
  options.file = "materials/material.tres";
  ResourceFileState state = read_resource_text(test::read_test_file("material.tres"), options);
  EXPECT_EQ(state.type, "StandardMaterial3D");
  ASSERT_TRUE(state.resource);
  EXPECT_EQ(state.ext_resources[0].resource->get_path(), "materials/albedo.png");
  auto* material = dynamic_cast<StandardMaterial3D*>(state.resource.get());
  ASSERT_NE(material, nullptr);
  EXPECT_EQ(material->get("metallic"), Variant(0.5));
  EXPECT_EQ(material->get("emission_texture").get_object(), state.sub_resources[1].resource.get());
}

TEST(TextReader, DetectsTheFileKind) {
  EXPECT_EQ(detect_text_file_kind(" ; c\n[gd_scene format=3]"), TextFileKind::SCENE);
  EXPECT_EQ(detect_text_file_kind("[gd_resource type=\"X\" format=3]"), TextFileKind::RESOURCE);
  EXPECT_THROW(detect_text_file_kind("[node]"), ParseError);
}

TEST(TextReader, ReadsGodot3IntegerIdsAsText) {
  SceneState state = read_scene_text(test::read_test_file("godot3.tscn"));
  EXPECT_EQ(state.sub_resources[0].id, "1");
  EXPECT_EQ(state.sub_resources[0].resource->get_scene_unique_id(), "1");
  EXPECT_EQ(state.nodes[2].properties[0].value.get_object(), state.sub_resources[0].resource.get());
}

}  // namespace
}  // namespace arbor
