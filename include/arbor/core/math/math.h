// Umbrella header: every math type of arbor core (see docs/math.md).
#pragma once

#include "arbor/core/math/aabb.h"
#include "arbor/core/math/basis.h"
#include "arbor/core/math/color.h"
#include "arbor/core/math/euler_order.h"
#include "arbor/core/math/plane.h"
#include "arbor/core/math/projection.h"
#include "arbor/core/math/quaternion.h"
#include "arbor/core/math/real.h"
#include "arbor/core/math/rect2.h"
#include "arbor/core/math/transform_2d.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector2i.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/math/vector3i.h"
#include "arbor/core/math/vector4.h"
