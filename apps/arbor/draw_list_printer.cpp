#include "draw_list_printer.h"

#include <cstdio>

#include "arbor/servers/rendering/rendering_server.h"
#include "count_text.h"

namespace arbor::app {
namespace {

std::string format(const char* pattern, auto... values) {
  const int size = std::snprintf(nullptr, 0, pattern, values...);
  std::string out(std::size_t(size), '\0');
  std::snprintf(out.data(), out.size() + 1, pattern, values...);
  return out;
}

std::string batches_text(std::size_t count) {
  return std::to_string(count) + (count == 1 ? " batch" : " batches");
}

void describe_list(const RenderingServer& server, const char* title, const DrawList& list,
                   std::string& out) {
  out += std::string("  ") + title + ": ";
  if (list.empty()) {
    out += "nothing\n";
    return;
  }
  out += batches_text(list.batches.size()) + ", " +
         count_text(long(list.instances.size()), "instance") +
         format(", hash %016llx\n", static_cast<unsigned long long>(list.dependency_hash));
  for (const DrawBatch& batch : list.batches) {
    out += "    " + server.get_name(batch.mesh) + format(" surface %u", batch.surface);
    if (batch.multimesh.is_valid()) out += " from " + server.get_name(batch.multimesh);
    out += " + " + server.get_name(batch.material) + ": " +
           count_text(long(batch.count), "instance") + "\n";
  }
}

void describe_view(const RenderingServer& server, const RenderView& view, std::string& out) {
  const Vector2i size = view.viewport_data->size;
  out += server.get_name(view.viewport) + format(" (%dx%d", size.x, size.y);
  out += view.offscreen ? ", offscreen)" : ")";
  if (view.camera.camera.is_null()) {
    out += ": no camera, nothing 3D drawn\n";
    return;
  }
  out += format(", %s, ",
                view.environment_handle.is_valid() ? "with an environment" : "default environment");
  out += count_text(long(view.lights.size()), "light") + ":\n";
  for (const ShadowPass& pass : view.shadows) {
    const std::string title =
        "shadow " + server.get_name(pass.light) + format(" pass %u", pass.split);
    describe_list(server, title.c_str(), pass.casters, out);
  }
  describe_list(server, "depth prepass", view.prepass, out);
  describe_list(server, "opaque", view.opaque, out);
  describe_list(server, "transparent", view.transparent, out);
  const RenderStats& stats = view.stats;
  out += format("  totals: %u instances seen, %u culled, %u out of range, %u drawn, ",
                stats.instances_seen, stats.instances_culled, stats.instances_out_of_range,
                stats.instances_drawn) +
         batches_text(stats.batches);
  if (!view.shadows.empty()) {
    out += "; shadows: " + batches_text(stats.shadow_batches) +
           format(", %u casters", stats.shadow_casters);
  }
  out += "\n";
}

}  // namespace

std::string describe_draw_lists(const RenderingServer& server) {
  const RenderFrame& frame = server.get_last_frame();
  std::string out = format("Draw lists of frame %llu (%s backend):\n",
                           static_cast<unsigned long long>(frame.number),
                           std::string(server.get_backend().get_name()).c_str());
  RenderStats totals;
  for (const RenderView* view : frame.views) {
    describe_view(server, *view, out);
    totals.instances_seen += view->stats.instances_seen;
    totals.instances_culled += view->stats.instances_culled;
    totals.instances_drawn += view->stats.instances_drawn;
    totals.batches += view->stats.batches;
  }
  if (frame.views.empty()) out += "No viewport rendered.\n";
  out += format("Frame totals: %u instances seen, %u culled, %u drawn, ", totals.instances_seen,
                totals.instances_culled, totals.instances_drawn) +
         batches_text(totals.batches) + " in " + count_text(long(frame.views.size()), "view") +
         ".\n";
  return out;
}

}  // namespace arbor::app
