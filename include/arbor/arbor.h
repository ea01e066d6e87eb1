#pragma once

/// Arbor's umbrella header: everything a game needs.
#include "arbor/core/error.h"
#include "arbor/core/math/math.h"
#include "arbor/core/node_id.h"
#include "arbor/core/node_path.h"
#include "arbor/core/object.h"
#include "arbor/core/signal.h"
#include "arbor/core/string_name.h"
#include "arbor/scene/canvas_item.h"
#include "arbor/scene/node.h"
#include "arbor/scene/node_2d.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/server.h"
#include "arbor/servers/server_registry.h"
