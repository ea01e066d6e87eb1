// The W5 scene shape shared by the scene-file benchmark programs: a root, 100 children, the rest
// as grandchildren, every node a Node3D with a transform, as Godot 4 writes it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>

#include "arbor/io/packed_scene.h"
#include "arbor/io/text_resource_format.h"

namespace w5 {

constexpr int kChildren = 100;

// A transform with distinct, non-trivial numbers per node, as an editor writes them.
inline void append_transform(std::string& text, std::int64_t i) {
  const double x = static_cast<double>(i % 97) * 0.5;
  const double z = static_cast<double>(i % 89) * -0.25;
  text += "transform = Transform3D(0.866025, 0, 0.5, 0, 1, 0, -0.5, 0, 0.866025, ";
  text += std::to_string(x).substr(0, 5) + ", 1, " + std::to_string(z).substr(0, 6) + ")\n";
}

// The W5 scene with `nodes` nodes, as Godot 4 writes it.
inline std::string generate_scene(std::int64_t nodes) {
  std::string text = "[gd_scene format=3 uid=\"uid://bw5scene\"]\n\n";
  text += "[node name=\"Root\" type=\"Node3D\"]\n";
  append_transform(text, 0);
  const std::int64_t children = std::min<std::int64_t>(kChildren, nodes - 1);
  for (std::int64_t c = 0; c < children; ++c) {
    text += "\n[node name=\"C" + std::to_string(c) + "\" type=\"Node3D\" parent=\".\"]\n";
    append_transform(text, c + 1);
  }
  for (std::int64_t g = 0; g < nodes - 1 - children; ++g) {
    text += "\n[node name=\"G" + std::to_string(g) + "\" type=\"Node3D\" parent=\"C" +
            std::to_string(g % children) + "\"]\n";
    append_transform(text, g + children + 1);
  }
  return text;
}

inline arbor::Ref<arbor::PackedScene> parse(const std::string& text) {
  arbor::Ref<arbor::PackedScene> scene(new arbor::PackedScene());
  scene->set_state(arbor::read_scene_text(text, {.file = "w5.tscn", .project_root = {}}));
  return scene;
}

// The tree of `text`, read and built in one pass.
inline arbor::Node* instantiate(const std::string& text) {
  return arbor::instantiate_scene_text(text, {.file = "w5.tscn", .project_root = {}});
}

}  // namespace w5
