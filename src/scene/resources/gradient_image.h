// What GradientTexture1D and GradientTexture2D share: watching their gradient, writing texels.
#pragma once

#include <cstdint>
#include <functional>

#include "arbor/core/signal/connection.h"
#include "arbor/scene/resources/gradient.h"
#include "arbor/scene/resources/image.h"

namespace arbor::detail {

/// Points `current` at `next`, moving the `changed` connection `link` to it; `on_changed` runs
/// on each change of the new gradient.
void watch_gradient(Ref<Gradient>& current, const Ref<Gradient>& next, Connection& link,
                    std::function<void()> on_changed);

/// A `width`×`height` image whose texel (x, y) is `gradient` sampled at `offset_at(x, y)`:
/// 8-bit RGBA, or float RGBA converted to linear color when `hdr` (as Godot's gradient
/// textures make them); white without a gradient.
Ref<Image> make_gradient_image(const Gradient* gradient, int width, int height, bool hdr,
                               const std::function<float(int, int)>& offset_at);

}  // namespace arbor::detail
