// Printing a tree as Godot's Node.print_tree_pretty does.
#pragma once

#include <string>

#include "arbor/scene/node.h"

namespace arbor::app {

/// `root` and its descendants, one per line, in Godot's print_tree_pretty layout, each name
/// followed by its type (display_class):
///    ┖╴Main (Node2D)
///       ┠╴Player (CharacterBody2D)
///       ┃  ┖╴Sprite (Sprite2D)
///       ┖╴Timer (Timer)
[[nodiscard]] std::string print_tree_pretty(const Node& root);

}  // namespace arbor::app
