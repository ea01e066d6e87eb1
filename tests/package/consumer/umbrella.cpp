// Uses the main type (or function, or constants) of every public header through the umbrella
// header alone, built against the installed package: `#include <arbor/arbor.h>` gives the whole
// API. Each use is marked with its header's path; a test (tests/headers/check_umbrella.cmake)
// fails when a public header has no mark here or is missing from arbor.h.
#include <arbor/arbor.h>

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace {

int g_failures = 0;

void check(bool condition, const char* what) {
  if (condition) return;
  ++g_failures;
  std::fprintf(stderr, "umbrella: %s\n", what);
}

class Mover : public arbor::Node3D {
  ARBOR_CLASS(Mover, arbor::Node3D)

 public:
  arbor::Signal<int> moved;
  void set_speed(double speed) { speed_ = speed; }
  [[nodiscard]] double get_speed() const { return speed_; }

 protected:
  static void _bind_methods() {
    arbor::ClassDB::bind_method(arbor::D_METHOD("set_speed", "speed"), &Mover::set_speed);
    arbor::ClassDB::bind_method(arbor::D_METHOD("get_speed"), &Mover::get_speed);
    arbor::ClassDB::add_property(arbor::PropertyInfo(arbor::Variant::FLOAT, "speed"), "set_speed",
                                 "get_speed");
  }

 private:
  double speed_ = 1.0;
};

void core_math() {
  using namespace arbor;
  const real_t half = real_t(0.5);                                    // arbor/core/math/real.h
  check(Math::is_equal_approx(Math::PI / 2, Math::deg_to_rad(90.0)),  // arbor/core/math/math.h
        "Math");
  const Vector2 v2(1, 2);                                     // arbor/core/math/vector2.h
  const Vector2i v2i(1, 2);                                   // arbor/core/math/vector2i.h
  const Vector3 v3(1, 2, 3);                                  // arbor/core/math/vector3.h
  const Vector3i v3i(1, 2, 3);                                // arbor/core/math/vector3i.h
  const Vector4 v4(1, 2, 3, 4);                               // arbor/core/math/vector4.h
  const Vector4i v4i(1, 2, 3, 4);                             // arbor/core/math/vector4i.h
  const Rect2 rect(0, 0, 2, 2);                               // arbor/core/math/rect2.h
  const Rect2i recti(0, 0, 2, 2);                             // arbor/core/math/rect2i.h
  const AABB box(Vector3(), Vector3(1, 1, 1));                // arbor/core/math/aabb.h
  const Plane plane(Vector3(0, 1, 0), 0);                     // arbor/core/math/plane.h
  const Quaternion q;                                         // arbor/core/math/quaternion.h
  const Basis basis = Basis::from_euler(Vector3(0, half, 0),  // arbor/core/math/basis.h
                                        EulerOrder::YXZ);     // arbor/core/math/euler_order.h
  const Transform2D t2(0, Vector2(1, 0));                     // arbor/core/math/transform_2d.h
  const Transform3D t3(basis, v3);                            // arbor/core/math/transform_3d.h
  const Projection lens =
      Projection::create_perspective(70, 1.5, 0.1, 100);  // arbor/core/math/projection.h
  const Color color = Color::html("#ff8000");             // arbor/core/math/color.h
  check(v2.x == 1 && v2i.y == 2 && v3.z == 3 && v3i.x == 1 && v4.w == 4 && v4i.w == 4, "vectors");
  check(rect.has_point(Vector2(1, 1)) && recti.has_point(Vector2i(1, 1)), "rects");
  check(box.has_point(Vector3(half, half, half)) && plane.is_point_over(Vector3(0, 1, 0)), "box");
  check(q.is_normalized() && (t2 * Vector2()).x == 1 && (t3 * Vector3()) == v3, "transforms");
  check(lens.get_z_near() > 0 && color.r == 1.0f, "projection and color");
}

void core_values() {
  using namespace arbor;
  const StringName name("speed");                 // arbor/core/string/string_name.h
  const NodePath path("Player/Sprite:position");  // arbor/core/string/node_path.h
  Array array{1, "two"};                          // arbor/core/variant/array.h
  Dictionary dictionary;                          // arbor/core/variant/dictionary.h
  dictionary[Variant(name)] = 2.5;
  PackedInt32Array packed;  // arbor/core/variant/packed_arrays.h
  packed.push_back(7);
  const Variant value = Vector3(1, 2, 3);      // arbor/core/variant/variant.h
  const std::string text = var_to_str(value);  // arbor/core/variant/variant_text.h
  check(str_to_var(text) == value, "variant text");
  check(path.get_subname_count() == 1 && array.size() == 2 && dictionary.size() == 1, "values");
  check(packed.size() == 1, "packed array");
  try {
    (void)str_to_var("Vector2(1, ");
    check(false, "a ParseError");
  } catch (const ParseError& error) {  // arbor/core/error/parse_error.h
    check(error.line() == 1, "ParseError's line");
  }
  try {
    throw Error("an error");  // arbor/core/error/error.h
  } catch (const Error&) {
  }
  check(!heap_allocator().empty(), "heap_allocator");  // arbor/core/memory/heap_allocator.h
}

void core_objects() {
  using namespace arbor;
  ClassDB::register_class<Mover>();                        // arbor/core/object/class_db.h
  const ClassInfo& info = Mover::get_class_info_static();  // arbor/core/object/class_info.h
  const MethodBind* method =
      ClassDB::get_method("Mover", "get_speed");         // arbor/core/object/method_bind.h
  const PropertyInfo property(Variant::FLOAT, "speed");  // arbor/core/object/property_info.h
  check(info.name == StringName("Mover") && method && property.name == StringName("speed"),
        "reflection");
  Ref<Resource> resource =
      make_ref<Resource>();  // arbor/core/object/resource.h, arbor/core/object/ref.h
  resource->set_name("stats");
  const ObjectRef counted(resource.get());                         // arbor/core/object/object_ref.h
  std::unique_ptr<Object> made(ClassDB::instantiate("Resource"));  // arbor/core/object/object.h
  check(made && made->is_class("Resource"), "Object by name");
  MissingResource missing;  // arbor/core/object/missing_resource.h
  PropertyStore store;      // arbor/core/object/property_store.h
  store.set("hp", 100);
  check(store.find("hp") && missing.get_original_class().empty(), "property store");
  const RID rid = RID::from_uint64(5);  // arbor/core/object/rid.h
  check(rid.is_valid(), "RID");
  const NodeId none;  // arbor/core/object/node_id.h
  check(!none.is_valid(), "NodeId");
}

void core_signals() {
  using namespace arbor;
  Signal<int> hit;  // arbor/core/signal/signal.h
  int total = 0;
  const Connection connection =
      hit.connect([&total](int damage) { total += damage; });  // arbor/core/signal/connection.h
  hit.emit(3);
  check(total == 3 && hit.is_connected(connection), "Signal");
  const Callable callable;           // arbor/core/signal/callable.h
  const SignalRef signal;            // arbor/core/signal/signal_ref.h
  const ConnectionInfo described{};  // arbor/core/signal/connection_info.h
  check(!callable.is_valid() && signal.is_null() && described.unbinds == 0, "callables");
}

void core_input() {
  using namespace arbor;
  InputMap map;  // arbor/core/input/input_map.h
  map.add_action("jump");
  InputEventKey key;  // arbor/core/input/input_event_key.h, arbor/core/input/keyboard.h
  key.set_keycode(Key::SPACE);
  key.set_pressed(true);
  map.action_add_event("jump", key);
  check(map.has_action("jump"), "InputMap");
  InputEventAction action;  // arbor/core/input/input_event_action.h
  action.set_action("jump");
  InputEventJoypadButton
      button;  // arbor/core/input/input_event_joypad_button.h, arbor/core/input/input_enums.h
  button.set_button_index(JoyButton::A);
  InputEventJoypadMotion motion;  // arbor/core/input/input_event_joypad_motion.h
  motion.set_axis(JoyAxis::LEFT_X);
  InputEventMouseButton click;  // arbor/core/input/input_event_mouse_button.h
  click.set_button_index(MouseButton::LEFT);
  InputEventMouseMotion move;  // arbor/core/input/input_event_mouse_motion.h
  move.set_relative(Vector2(1, 0));
  InputEventMouseWheel wheel;  // arbor/core/input/input_event_mouse_wheel.h
  wheel.set_delta(Vector2(0, 1));
  InputEventText typed;  // arbor/core/input/input_event_text.h
  typed.set_text("a");
  const InputEvent& any = typed;  // arbor/core/input/input_event.h, arbor/core/input/input_events.h
  check(!any.is_action_type(), "InputEvent");
  InputRecording recording(1.0 / 60);  // arbor/core/input/input_recording.h
  recording.add(0, key);
  check(!recording.is_empty(), "InputRecording");
}

void servers_and_scene() {
  using namespace arbor;
  register_scene_types();                    // arbor/scene/register_scene_types.h
  register_io_types();                       // arbor/io/register_io_types.h
  SceneTree tree;                            // arbor/scene/scene_tree.h
  ServerRegistry& servers = tree.servers();  // arbor/servers/server_registry.h
  check(servers.get<IFrameServer>() == nullptr, "ServerRegistry");  // arbor/servers/server.h
  Input& input = tree.get_input();                                  // arbor/core/input/input.h
  check(!input.is_key_pressed(Key::SPACE), "Input");
  SceneViewport* root = tree.get_root();  // arbor/scene/scene_viewport.h
  auto* mover =
      root->add_child(std::make_unique<Mover>());  // arbor/scene/node_3d.h, arbor/scene/node.h
  mover->set_name("Mover");
  check(mover->set("speed", 3.0) && mover->get_speed() == 3.0, "bound property");
  auto* sprite = root->add_child(
      std::make_unique<Node2D>());  // arbor/scene/node_2d.h, arbor/scene/canvas_item.h
  sprite->set_position(Vector2(4, 5));
  auto* timer = root->add_child(std::make_unique<Timer>());  // arbor/scene/timer.h
  timer->set_wait_time(0.05);
  timer->set_one_shot(true);  // stops at its timeout (a repeating timer starts again)
  timer->start();
  Ref<SceneTreeTimer> later = tree.create_timer(0.05);  // arbor/scene/scene_tree_timer.h
  Ref<Tween> tween = mover->create_tween();             // arbor/scene/tween.h
  tween->tween_property(mover, "position:x", 1.0, 0.05);
  mover->set_process_mode(ProcessMode::ALWAYS);  // arbor/scene/process_mode.h
  const double eased =
      easing::run_equation(easing::TransitionType::TRANS_LINEAR,  // arbor/scene/easing.h
                           easing::EaseType::EASE_IN, 0.5, 0, 1, 1);
  check(eased > 0.49 && eased < 0.51, "easing");
  mover->propagate_notification(NOTIFICATION_PAUSED);  // arbor/scene/notifications.h
  NullDisplayServer display;                           // arbor/servers/display_server.h
  FrameLoop loop(tree, display);                       // arbor/scene/frame_loop.h
  for (int frame = 0; frame < 6; ++frame) loop.iteration(1.0 / 60);
  check(timer->is_stopped() && later->get_time_left() <= 0, "timers");
  check(mover->get_position().x > 0.99, "tween");
  // arbor/servers/sdl_display_server.h declares create_sdl_display_server, defined by
  // arbor::display_sdl (which this program does not link): its type is all that is used here.
  using CreateDisplay = decltype(&create_sdl_display_server);
  check(CreateDisplay{} == nullptr, "create_sdl_display_server");
}

void io() {
  using namespace arbor;
  const std::string text = "[gd_scene format=3]\n\n[node name=\"Level\" type=\"Node3D\"]\n";
  SceneState state =
      read_scene_text(text);  // arbor/io/scene_state.h, arbor/io/text_resource_format.h
  check(write_scene_text(state) == text, "scene text round trip");
  Ref<PackedScene> scene = make_ref<PackedScene>();  // arbor/io/packed_scene.h
  scene->set_state(std::move(state));
  Owned<Node> level(scene->instantiate());
  check(level->get_name() == StringName("Level"), "PackedScene");
  Owned<Node> unknown(instantiate_scene_text(
      "[gd_scene format=3]\n\n[node name=\"Sparks\" type=\"GPUParticles3D\"]\n"));
  const auto* missing = dynamic_cast<MissingNode*>(unknown.get());  // arbor/scene/missing_node.h
  check(missing && missing->get_original_class() == "GPUParticles3D", "MissingNode");
  check(!ResourceLoader::exists("res://no_such_scene.tscn"),
        "ResourceLoader");  // arbor/io/resource_loader.h
}

void core_extras() {
  using namespace arbor;
  std::string warned;
  WarningHandler previous = set_warning_handler(  // arbor/core/error/warning.h
      [&warned](std::string_view message) { warned = message; });
  push_warning("a warning");
  set_warning_handler(std::move(previous));
  check(warned == "a warning", "push_warning");
  const PooledMemory pool = pooled_memory();  // arbor/core/memory/pooled_memory.h
  check(pool.bytes_in_use <= pool.bytes_reserved, "pooled_memory");
  flush_deferred_calls();  // arbor/core/signal/deferred_calls.h
  check(flush_deferred_calls() == 0, "flush_deferred_calls");
  // arbor/core/object/resource_format_loader.h: the interface the loaders of a format implement.
  check(std::is_abstract_v<ResourceFormatLoader>, "ResourceFormatLoader");
  const ProjectRoot root;  // arbor/io/project_root.h
  check(root.source == ProjectRoot::FILE_FOLDER && root.found == 0, "ProjectRoot");
  const MissingClass missing_class;  // arbor/io/missing_classes.h
  check(missing_class.kind == MissingClass::NODE && missing_class.count == 0, "MissingClass");
}

void resources() {
  using namespace arbor;
  // Each resource made, with a property left at Godot's default.
  check(make_ref<BoxMesh>()->get_size() == Vector3(1, 1, 1),
        "BoxMesh");  // arbor/scene/resources/box_mesh.h
  check(make_ref<CapsuleMesh>()->get_height() == 2.0f,
        "CapsuleMesh");  // arbor/scene/resources/capsule_mesh.h
  check(make_ref<CylinderMesh>()->get_top_radius() == 0.5f,
        "CylinderMesh");  // arbor/scene/resources/cylinder_mesh.h
  check(make_ref<SphereMesh>()->get_radius() == 0.5f,
        "SphereMesh");  // arbor/scene/resources/sphere_mesh.h
  check(make_ref<TorusMesh>()->get_outer_radius() == 1.0f,
        "TorusMesh");  // arbor/scene/resources/torus_mesh.h
  check(make_ref<PrismMesh>()->get_left_to_right() == 0.5f,
        "PrismMesh");  // arbor/scene/resources/prism_mesh.h
  check(make_ref<PlaneMesh>()->get_size() == Vector2(2, 2),
        "PlaneMesh");  // arbor/scene/resources/plane_mesh.h
  check(make_ref<QuadMesh>()->get_size() == Vector2(1, 1),
        "QuadMesh");                                   // arbor/scene/resources/quad_mesh.h
  Ref<PrimitiveMesh> primitive = make_ref<BoxMesh>();  // arbor/scene/resources/primitive_mesh.h
  check(primitive->get_material().is_null(), "PrimitiveMesh");
  Ref<Mesh> mesh =
      make_ref<ArrayMesh>();  // arbor/scene/resources/mesh.h, arbor/scene/resources/array_mesh.h
  check(mesh->get_surface_count() == 0, "ArrayMesh");
  check(MeshArrays::ARRAY_VERTEX == 0, "MeshArrays");  // arbor/scene/resources/mesh_arrays.h
  check(MeshSurfaceData::ARRAY_FORMAT_VERTEX == 1,
        "MeshSurfaceData");  // arbor/scene/resources/mesh_surface_data.h
  check(!make_ref<MultiMesh>()->is_using_colors(),
        "MultiMesh");  // arbor/scene/resources/multi_mesh.h

  check(make_ref<BoxShape3D>()->get_size() == Vector3(1, 1, 1),
        "BoxShape3D");  // arbor/scene/resources/box_shape_3d.h
  check(make_ref<CapsuleShape3D>()->get_height() == 2,
        "CapsuleShape3D");  // arbor/scene/resources/capsule_shape_3d.h
  check(make_ref<CylinderShape3D>()->get_radius() == real_t(0.5),
        "CylinderShape3D");  // arbor/scene/resources/cylinder_shape_3d.h
  check(make_ref<SphereShape3D>()->get_radius() == real_t(0.5),
        "SphereShape3D");  // arbor/scene/resources/sphere_shape_3d.h
  check(make_ref<SeparationRayShape3D>()->get_length() == 1,
        "SeparationRayShape3D");  // arbor/scene/resources/separation_ray_shape_3d.h
  check(make_ref<WorldBoundaryShape3D>()->get_plane() == Plane(Vector3(0, 1, 0), 0),
        "WorldBoundaryShape3D");  // arbor/scene/resources/world_boundary_shape_3d.h
  check(make_ref<HeightMapShape3D>()->get_map_width() == 2,
        "HeightMapShape3D");  // arbor/scene/resources/height_map_shape_3d.h
  check(make_ref<ConvexPolygonShape3D>()->get_points().size() == 0,
        "ConvexPolygonShape3D");  // arbor/scene/resources/convex_polygon_shape_3d.h
  check(!make_ref<ConcavePolygonShape3D>()->is_backface_collision_enabled(),
        "ConcavePolygonShape3D");  // arbor/scene/resources/concave_polygon_shape_3d.h
  Ref<Shape3D> shape_3d = make_ref<SphereShape3D>();  // arbor/scene/resources/shape_3d.h
  check(shape_3d->get_margin() == real_t(0.04), "Shape3D");
  check(make_ref<CircleShape2D>()->get_radius() == 10,
        "CircleShape2D");  // arbor/scene/resources/circle_shape_2d.h
  check(make_ref<CapsuleShape2D>()->get_height() == 30,
        "CapsuleShape2D");  // arbor/scene/resources/capsule_shape_2d.h
  check(make_ref<RectangleShape2D>()->get_size() == Vector2(20, 20),
        "RectangleShape2D");  // arbor/scene/resources/rectangle_shape_2d.h
  check(make_ref<SegmentShape2D>()->get_b() == Vector2(0, 10),
        "SegmentShape2D");  // arbor/scene/resources/segment_shape_2d.h
  check(make_ref<SeparationRayShape2D>()->get_length() == 20,
        "SeparationRayShape2D");  // arbor/scene/resources/separation_ray_shape_2d.h
  check(make_ref<WorldBoundaryShape2D>()->get_normal() == Vector2(0, -1),
        "WorldBoundaryShape2D");  // arbor/scene/resources/world_boundary_shape_2d.h
  check(make_ref<ConvexPolygonShape2D>()->get_points().size() == 0,
        "ConvexPolygonShape2D");  // arbor/scene/resources/convex_polygon_shape_2d.h
  check(make_ref<ConcavePolygonShape2D>()->get_segments().size() == 0,
        "ConcavePolygonShape2D");  // arbor/scene/resources/concave_polygon_shape_2d.h
  Ref<Shape2D> shape_2d = make_ref<CircleShape2D>();  // arbor/scene/resources/shape_2d.h
  check(shape_2d->get_custom_solver_bias() == 0, "Shape2D");
  check(make_ref<PhysicsMaterial>()->get_friction() == 1,
        "PhysicsMaterial");  // arbor/scene/resources/physics_material.h

  Ref<StandardMaterial3D> standard =
      make_ref<StandardMaterial3D>();               // arbor/scene/resources/standard_material_3d.h
  const BaseMaterial3D& base_material = *standard;  // arbor/scene/resources/base_material_3d.h
  check(base_material.get_albedo() == Color(1, 1, 1) && !base_material.is_orm(),
        "StandardMaterial3D");
  check(make_ref<ORMMaterial3D>()->is_orm(),
        "ORMMaterial3D");                               // arbor/scene/resources/orm_material_3d.h
  Ref<Material> material = make_ref<ShaderMaterial>();  // arbor/scene/resources/material.h,
                                                        // arbor/scene/resources/shader_material.h
  check(material->get_render_priority() == 0, "Material");
  check(make_ref<Shader>()->get_code().empty(), "Shader");  // arbor/scene/resources/shader.h
  check(make_ref<ProceduralSkyMaterial>()->get_sky_curve() == 0.15f,
        "ProceduralSkyMaterial");  // arbor/scene/resources/procedural_sky_material.h
  check(make_ref<PhysicalSkyMaterial>()->get_rayleigh_coefficient() == 2.0f,
        "PhysicalSkyMaterial");  // arbor/scene/resources/physical_sky_material.h
  check(make_ref<PanoramaSkyMaterial>()->is_filtering_enabled(),
        "PanoramaSkyMaterial");  // arbor/scene/resources/panorama_sky_material.h
  check(make_ref<Sky>()->get_material().is_null(), "Sky");  // arbor/scene/resources/sky.h
  check(make_ref<Environment>()->get_bg_energy_multiplier() == 1.0f,
        "Environment");  // arbor/scene/resources/environment.h

  check(make_ref<Image>()->get_width() == 0, "Image");  // arbor/scene/resources/image.h
  Ref<Texture2D> texture = make_ref<ImageTexture>();    // arbor/scene/resources/texture.h,
                                                        // arbor/scene/resources/image_texture.h
  check(texture->get_width() == 0, "ImageTexture");
  check(make_ref<AtlasTexture>()->get_atlas().is_null(),
        "AtlasTexture");  // arbor/scene/resources/atlas_texture.h
  check(!make_ref<CompressedTexture2D>()->is_placeholder(),
        "CompressedTexture2D");  // arbor/scene/resources/compressed_texture_2d.h
  check(make_ref<GradientTexture1D>()->get_width() == 256,
        "GradientTexture1D");  // arbor/scene/resources/gradient_texture_1d.h
  check(make_ref<GradientTexture2D>()->get_height() == 64,
        "GradientTexture2D");  // arbor/scene/resources/gradient_texture_2d.h
  check(make_ref<Gradient>()->get_offsets().size() == 2,
        "Gradient");  // arbor/scene/resources/gradient.h
  check(make_ref<ViewportTexture>()->get_viewport_path_in_scene().is_empty(),
        "ViewportTexture");  // arbor/scene/3d/viewport_texture.h

  const ResourceWarning warning{"a.tres", "Mesh",
                                "why"};  // arbor/scene/resources/resource_warnings.h
  check(warning.message == "why", "ResourceWarning");
}

void scene_3d() {
  using namespace arbor;
  Camera3D camera;  // arbor/scene/3d/camera_3d.h
  check(camera.get_fov() == 75, "Camera3D");
  MeshInstance3D mesh_instance;                  // arbor/scene/3d/mesh_instance_3d.h
  GeometryInstance3D& geometry = mesh_instance;  // arbor/scene/3d/geometry_instance_3d.h
  VisualInstance3D& visual = mesh_instance;      // arbor/scene/3d/visual_instance_3d.h
  check(mesh_instance.get_mesh().is_null() && geometry.get_material_override().is_null() &&
            visual.get_layer_mask() == 1,
        "MeshInstance3D");
  MultiMeshInstance3D multi_mesh_instance;  // arbor/scene/3d/multi_mesh_instance_3d.h
  check(multi_mesh_instance.get_multimesh().is_null(), "MultiMeshInstance3D");
  Sprite3D sprite;  // arbor/scene/3d/sprite_3d.h
  check(sprite.is_centered() && sprite.get_texture().is_null(), "Sprite3D");
  DirectionalLight3D sun;  // arbor/scene/3d/directional_light_3d.h
  check(sun.get_shadow_mode() == DirectionalLight3D::SHADOW_PARALLEL_4_SPLITS,
        "DirectionalLight3D");
  OmniLight3D omni;  // arbor/scene/3d/omni_light_3d.h
  check(omni.get_shadow_mode() == OmniLight3D::SHADOW_CUBE, "OmniLight3D");
  SpotLight3D spot;             // arbor/scene/3d/spot_light_3d.h
  const Light3D& light = spot;  // arbor/scene/3d/light_3d.h
  check(light.get_color() == Color(1, 1, 1) && !light.is_negative(), "Light3D");
  SubViewport sub_viewport;  // arbor/scene/3d/sub_viewport.h
  check(sub_viewport.get_update_mode() == SubViewport::UPDATE_WHEN_VISIBLE, "SubViewport");
  WorldEnvironment world_environment;  // arbor/scene/3d/world_environment.h
  check(world_environment.get_environment().is_null(), "WorldEnvironment");
  check(make_ref<World3D>()->get_environment().is_null(), "World3D");  // arbor/scene/3d/world_3d.h
  AudioListener3D listener_3d;  // arbor/scene/3d/audio_listener_3d.h
  check(!listener_3d.is_current(), "AudioListener3D");
  AudioStreamPlayer3D player_3d;  // arbor/scene/3d/audio_stream_player_3d.h
  check(player_3d.get_unit_size() == 10.0, "AudioStreamPlayer3D");
  AudioListener2D listener_2d;  // arbor/scene/2d/audio_listener_2d.h
  check(!listener_2d.is_current(), "AudioListener2D");
  AudioStreamPlayer2D player_2d;  // arbor/scene/2d/audio_stream_player_2d.h
  check(player_2d.get_max_distance() == 2000.0, "AudioStreamPlayer2D");
  AudioStreamPlayer player;                           // arbor/scene/audio/audio_stream_player.h
  const AudioPlayerBase<Node>& player_base = player;  // arbor/scene/audio/audio_player_base.h
  check(player.get_mix_target() == AudioStreamPlayer::MIX_TARGET_STEREO &&
            player_base.get_volume_db() == 0.0,
        "AudioStreamPlayer");
}

void physics_nodes() {
  using namespace arbor;
  RigidBody3D rigid_3d;                     // arbor/scene/3d/rigid_body_3d.h
  PhysicsBody3D& body_3d = rigid_3d;        // arbor/scene/3d/physics_body_3d.h
  CollisionObject3D& object_3d = rigid_3d;  // arbor/scene/3d/collision_object_3d.h
  check(rigid_3d.get_mass() == 1 && body_3d.get_collision_exceptions().empty() &&
            object_3d.get_collision_layer() == 1,
        "RigidBody3D");
  StaticBody3D static_3d;  // arbor/scene/3d/static_body_3d.h
  check(static_3d.get_constant_linear_velocity() == Vector3(), "StaticBody3D");
  AnimatableBody3D animatable_3d;  // arbor/scene/3d/animatable_body_3d.h
  check(animatable_3d.is_sync_to_physics_enabled(), "AnimatableBody3D");
  CharacterBody3D character_3d;  // arbor/scene/3d/character_body_3d.h
  check(character_3d.get_max_slides() == 6, "CharacterBody3D");
  Area3D area_3d;  // arbor/scene/3d/area_3d.h
  check(area_3d.is_monitoring() && area_3d.is_monitorable(), "Area3D");
  CollisionShape3D collision_shape_3d;  // arbor/scene/3d/collision_shape_3d.h
  check(collision_shape_3d.get_shape().is_null() && !collision_shape_3d.is_disabled(),
        "CollisionShape3D");
  CollisionPolygon3D collision_polygon_3d;  // arbor/scene/3d/collision_polygon_3d.h
  check(collision_polygon_3d.get_depth() == 1, "CollisionPolygon3D");
  RayCast3D ray_3d;  // arbor/scene/3d/ray_cast_3d.h
  check(ray_3d.is_enabled() && ray_3d.get_target_position() == Vector3(0, -1, 0), "RayCast3D");
  ShapeCast3D shape_cast_3d;  // arbor/scene/3d/shape_cast_3d.h
  check(shape_cast_3d.is_enabled() && shape_cast_3d.get_shape().is_null(), "ShapeCast3D");
  PinJoint3D pin;              // arbor/scene/3d/pin_joint_3d.h
  const Joint3D& joint = pin;  // arbor/scene/3d/joint_3d.h
  check(joint.get_solver_priority() == 1 && joint.get_node_a().is_empty(), "Joint3D");
  HingeJoint3D hinge;           // arbor/scene/3d/hinge_joint_3d.h
  SliderJoint3D slider;         // arbor/scene/3d/slider_joint_3d.h
  ConeTwistJoint3D cone_twist;  // arbor/scene/3d/cone_twist_joint_3d.h
  Generic6DOFJoint3D six_dof;   // arbor/scene/3d/generic_6dof_joint_3d.h
  check(hinge.is_class("Joint3D") && slider.is_class("Joint3D") && cone_twist.is_class("Joint3D") &&
            six_dof.is_class("Joint3D"),
        "joints");
  Ref<KinematicCollision3D> collision =
      make_ref<KinematicCollision3D>();  // arbor/scene/3d/kinematic_collision_3d.h
  check(collision->get_travel() == Vector3(), "KinematicCollision3D");
  Ref<PhysicsRayQueryParameters3D> ray_query =
      make_ref<PhysicsRayQueryParameters3D>();  // arbor/scene/3d/physics_ray_query_parameters_3d.h
  check(ray_query->get_collision_mask() == 0xFFFFFFFF, "PhysicsRayQueryParameters3D");
  Ref<PhysicsPointQueryParameters3D> point_query = make_ref<
      PhysicsPointQueryParameters3D>();  // arbor/scene/3d/physics_point_query_parameters_3d.h
  check(point_query->get_position() == Vector3(), "PhysicsPointQueryParameters3D");
  Ref<PhysicsShapeQueryParameters3D> shape_query = make_ref<
      PhysicsShapeQueryParameters3D>();  // arbor/scene/3d/physics_shape_query_parameters_3d.h
  check(shape_query->get_shape().is_null(), "PhysicsShapeQueryParameters3D");
  // arbor/scene/3d/physics_direct_body_state_3d.h, arbor/scene/3d/physics_direct_space_state_3d.h:
  // the physics nodes make these for a server's body and space; users do not.
  check(std::is_base_of_v<Object, PhysicsDirectBodyState3D> &&
            std::is_base_of_v<Object, PhysicsDirectSpaceState3D>,
        "direct states");

  RigidBody2D rigid_2d;                     // arbor/scene/2d/rigid_body_2d.h
  PhysicsBody2D& body_2d = rigid_2d;        // arbor/scene/2d/physics_body_2d.h
  CollisionObject2D& object_2d = rigid_2d;  // arbor/scene/2d/collision_object_2d.h
  check(rigid_2d.get_mass() == 1 && body_2d.get_collision_exceptions().empty() &&
            object_2d.get_collision_mask() == 1,
        "RigidBody2D");
  StaticBody2D static_2d;  // arbor/scene/2d/static_body_2d.h
  check(static_2d.get_constant_linear_velocity() == Vector2(), "StaticBody2D");
  Area2D area_2d;  // arbor/scene/2d/area_2d.h
  check(area_2d.is_monitoring(), "Area2D");
  CollisionShape2D collision_shape_2d;  // arbor/scene/2d/collision_shape_2d.h
  check(!collision_shape_2d.is_disabled(), "CollisionShape2D");
  CollisionPolygon2D collision_polygon_2d;  // arbor/scene/2d/collision_polygon_2d.h
  check(collision_polygon_2d.get_polygon().size() == 0, "CollisionPolygon2D");
  RayCast2D ray_2d;  // arbor/scene/2d/ray_cast_2d.h
  check(ray_2d.get_target_position() == Vector2(0, 50), "RayCast2D");
  check(make_ref<World2D>()->is_class("World2D"), "World2D");  // arbor/scene/2d/world_2d.h
  // arbor/scene/physics/collision_object_base.h, arbor/scene/physics/physics_dimension.h
  const physics::CollisionObjectBase<physics::Dim2D>& base_2d = object_2d;
  check(physics::Dim3D::kDimensions == 3 && base_2d.get_collision_layer() == 1,
        "CollisionObjectBase");
}

void physics_servers() {
  using namespace arbor;
  // arbor/servers/physics/null_physics_server_3d.h, arbor/servers/physics/physics_server_3d.h
  std::unique_ptr<PhysicsServer3D> server_3d = create_null_physics_server_3d();
  const SpaceHandle3D space_3d =
      server_3d->space_create();  // arbor/servers/physics/physics_handle.h
  check(space_3d.is_valid(), "PhysicsServer3D");
  server_3d->space_free(space_3d);
  // arbor/servers/physics/null_physics_server_2d.h, arbor/servers/physics/physics_server_2d.h
  std::unique_ptr<PhysicsServer2D> server_2d = create_null_physics_server_2d();
  const SpaceHandle2D space_2d = server_2d->space_create();
  check(space_2d.is_valid(), "PhysicsServer2D");
  server_2d->space_free(space_2d);
  check(SpaceSettings3D{}.gravity == real_t(9.8) && SpaceSettings2D{}.gravity == 980,
        "space settings");
  check(int(BodyMode::RIGID) == 2, "BodyMode");  // arbor/servers/physics/physics_types.h
  check(SphereShape3DData{}.radius == real_t(0.5),
        "SphereShape3DData");  // arbor/servers/physics/shape_3d_data.h
  check(CircleShape2DData{}.radius == 10,
        "CircleShape2DData");  // arbor/servers/physics/shape_2d_data.h
  RayQuery3D ray_3d;           // arbor/servers/physics/physics_queries_3d.h
  ray_3d.to = Vector3(0, -1, 0);
  RayQuery2D ray_2d;  // arbor/servers/physics/physics_queries_2d.h
  ray_2d.to = Vector2(0, 1);
  check(ray_3d.from == Vector3() && ray_2d.from == Vector2(), "ray queries");
  check(int(JointType3D::GENERIC_6DOF) == 4,
        "JointType3D");  // arbor/servers/physics/joint_3d_types.h
  check(int(JointType2D::DAMPED_SPRING) == 2,
        "JointType2D");  // arbor/servers/physics/joint_2d_types.h
  // The Bullet and Box2D backends are targets of their own, which this program does not link:
  // their factories are declared through the umbrella, and their types are checked.
  static_assert(
      std::is_same_v<
          decltype(create_bullet_physics_server_3d()),  // arbor/servers/physics/bullet_physics_server_3d.h
          std::unique_ptr<PhysicsServer3D>>);
  static_assert(
      std::is_same_v<
          decltype(create_box2d_physics_server_2d()),  // arbor/servers/physics/box2d_physics_server_2d.h
          std::unique_ptr<PhysicsServer2D>>);
}

void audio() {
  using namespace arbor;
  AudioCapture capture(48000);  // arbor/servers/audio/audio_capture.h
  check(capture.get_mix_rate() == 48000 && capture.get_frames().empty(), "AudioCapture");
  std::unique_ptr<AudioDriver> driver =
      std::make_unique<NullAudioDriver>(48000, &capture);  // arbor/servers/audio/audio_driver.h
  check(std::string(driver->get_name()) == "Null", "NullAudioDriver");
  AudioServer server(std::move(driver));  // arbor/servers/audio/audio_server.h
  check(server.get_bus_count() == 1, "AudioServer");
  check(make_ref<AudioBusLayout>()->is_class("AudioBusLayout"),
        "AudioBusLayout");              // arbor/servers/audio/audio_bus_layout.h
  const AudioFrame frame(0.5f, -0.5f);  // arbor/servers/audio/audio_frame.h
  check(frame.left == 0.5f && frame.right == -0.5f, "AudioFrame");
  AudioParameter<float> volume(1.0f);  // arbor/servers/audio/audio_parameter.h
  volume.set(0.5f);
  check(volume.get() == 0.5f, "AudioParameter");
  check(AudioEffectContext{}.mix_rate == 48000.0,
        "AudioEffectContext");  // arbor/servers/audio/audio_effect.h
  check(AudioPlaybackHandle{}.is_null(), "AudioPlaybackHandle");  // arbor/servers/server_handle.h
  Ref<AudioEffect> effect =
      make_ref<AudioEffectAmplify>();  // arbor/servers/audio/effects/audio_effect_amplify.h
  check(effect->is_class("AudioEffect"), "AudioEffectAmplify");
  check(make_ref<AudioEffectCompressor>()->get_ratio() == 4.0,
        "AudioEffectCompressor");  // arbor/servers/audio/effects/audio_effect_compressor.h
  check(make_ref<AudioEffectDelay>()->get_dry() == 1.0,
        "AudioEffectDelay");  // arbor/servers/audio/effects/audio_effect_delay.h
  check(make_ref<AudioEffectLowPassFilter>()->get_cutoff() == 2000.0,
        "AudioEffectFilter");  // arbor/servers/audio/effects/audio_effect_filter.h
  check(make_ref<AudioEffectHardLimiter>()->get_ceiling_db() == -0.3,
        "AudioEffectHardLimiter");  // arbor/servers/audio/effects/audio_effect_hard_limiter.h
  check(make_ref<AudioEffectLimiter>()->get_ceiling_db() == -0.1,
        "AudioEffectLimiter");  // arbor/servers/audio/effects/audio_effect_limiter.h
  check(make_ref<AudioEffectPanner>()->get_pan() == 0.0,
        "AudioEffectPanner");  // arbor/servers/audio/effects/audio_effect_panner.h
  check(make_ref<AudioEffectReverb>()->get_predelay_msec() == 150.0,
        "AudioEffectReverb");  // arbor/servers/audio/effects/audio_effect_reverb.h
  // arbor/scene/resources/audio_stream.h, arbor/scene/resources/audio_stream_generator.h
  Ref<AudioStreamGenerator> generator = make_ref<AudioStreamGenerator>();
  const Ref<AudioStream> stream = generator;
  check(generator->get_mix_rate() == 44100.0 && stream->is_class("AudioStream"),
        "AudioStreamGenerator");
  Ref<AudioStreamPlayback> playback =
      make_ref<AudioStreamGeneratorPlayback>();  // arbor/servers/audio/audio_stream_playback.h
  check(playback->get_playback_position() == 0, "AudioStreamPlayback");
  check(make_ref<AudioStreamWAV>()->get_data().size() == 0,
        "AudioStreamWAV");  // arbor/scene/resources/audio_stream_wav.h
  check(make_ref<AudioStreamMP3>()->get_loop_offset() == 0,
        "AudioStreamMP3");  // arbor/scene/resources/audio_stream_mp3.h
  check(make_ref<AudioStreamOggVorbis>()->get_bpm() == 0,
        "AudioStreamOggVorbis");  // arbor/scene/resources/audio_stream_ogg_vorbis.h
  check(make_ref<AudioStreamRandomizer>()->get_random_pitch() == 1.0,
        "AudioStreamRandomizer");  // arbor/scene/resources/audio_stream_randomizer.h
  // arbor/servers/audio/openal_audio_driver.h: the OpenAL driver is arbor::audio_openal's, which
  // this program does not link; its factory's type is checked.
  static_assert(
      std::is_same_v<decltype(create_openal_audio_driver()), std::unique_ptr<AudioDriver>>);
}

void rendering() {
  using namespace arbor;
  // arbor/servers/rendering/rendering_server.h, arbor/servers/rendering/render_backend_decorator.h,
  // arbor/servers/rendering/null_render_backend.h, arbor/servers/rendering/render_backend.h
  std::unique_ptr<RenderBackend> backend =
      std::make_unique<RenderBackendDecorator>(std::make_unique<NullRenderBackend>());
  RenderingServer server(std::move(backend));
  const MeshHandle mesh = server.mesh_create("box");  // arbor/servers/rendering/render_handle.h
  check(mesh.is_valid() && MeshHandle{}.is_null(), "RenderingServer");
  server.free(mesh);
  check(RenderStats{}.instances_seen == 0, "RenderStats");  // arbor/servers/rendering/render_view.h
  check(PagedSpan<std::uint32_t>().empty(), "PagedSpan");   // arbor/servers/rendering/paged_span.h
  check(int(CameraProjection::ORTHOGONAL) == 1,
        "CameraProjection");  // arbor/servers/rendering/camera_data.h
  check(int(CanvasBlendMode::PREMULT_ALPHA) == 4,
        "CanvasBlendMode");                           // arbor/servers/rendering/canvas_data.h
  check(int(RenderPass::OPAQUE) == 2, "RenderPass");  // arbor/servers/rendering/draw_list.h
  check(int(ToneMapper::AGX) == 4, "ToneMapper");     // arbor/servers/rendering/environment_data.h
  check(int(ViewportMsaa::MSAA_8X) == 3,
        "ViewportMsaa");                          // arbor/servers/rendering/instance_data.h
  check(int(LightType::SPOT) == 2, "LightType");  // arbor/servers/rendering/light_data.h
  check(int(MaterialCullMode::DISABLED) == 2,
        "MaterialCullMode");  // arbor/servers/rendering/material_data.h
  check(int(PrimitiveType::LINE_STRIP) == 2,
        "PrimitiveType");  // arbor/servers/rendering/mesh_data.h
  check(int(MultiMeshTransformFormat::TRANSFORM_3D) == 1,
        "MultiMeshTransformFormat");                // arbor/servers/rendering/multimesh_data.h
  check(int(ImageFormat::R8) == 2, "ImageFormat");  // arbor/servers/rendering/texture_data.h
  // arbor/servers/rendering/vulkan_render_backend.h: the backend is arbor::rendering_vulkan's,
  // which main.cpp draws with when the package has it; here its settings are made and its type
  // checked.
  check(!VulkanBackendSettings{}.validation, "VulkanBackendSettings");
  static_assert(std::is_base_of_v<RenderBackend, VulkanRenderBackend>);
}

}  // namespace

// arbor/fwd.h declares the types; arbor/arbor.h includes everything.
int main() {
  core_math();
  core_values();
  core_objects();
  core_signals();
  core_input();
  servers_and_scene();
  io();
  core_extras();
  resources();
  scene_3d();
  physics_nodes();
  physics_servers();
  audio();
  rendering();
  if (g_failures > 0) return 1;
  std::printf("umbrella: every public header's main type used through <arbor/arbor.h>\n");
  return 0;
}
