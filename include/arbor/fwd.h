// Forward declarations of Arbor's public types, for headers that only name them.
#pragma once

namespace arbor {

// core: objects and reflection
class ClassDB;
class MissingResource;
class Object;
class RefCounted;
class Resource;
class ResourceFormatLoader;
class RID;
struct ClassInfo;
struct MethodInfo;
struct NodeId;
struct PropertyInfo;
template <class T>
class Ref;

// core: signals
class Callable;
class Connection;
class ScopedConnection;
class SignalRef;
template <class... Args>
class Signal;

// core: variant and containers
class Array;
class Dictionary;
class Variant;

// core: strings and paths
class NodePath;
class StringName;

// core: errors
class Error;
class ParseError;

// core: math
struct AABB;
struct Basis;
struct Color;
struct Plane;
struct Projection;
struct Quaternion;
struct Rect2;
struct Rect2i;
struct Transform2D;
struct Transform3D;
struct Vector2;
struct Vector2i;
struct Vector3;
struct Vector3i;
struct Vector4;
struct Vector4i;

// core: input
class Input;
class InputEvent;
class InputMap;
class InputRecording;

// servers
class AudioBusLayout;
class AudioCapture;
class AudioDriver;
class AudioEffect;
class AudioEffectInstance;
class AudioServer;
class AudioStreamPlayback;
class DisplayServer;
class IFixedStepServer;
class IFrameServer;
class IInputServer;
class IServer;
class ServerRegistry;
struct AudioFrame;
template <class T>
class AudioParameter;

// servers: audio effects
class AudioEffectAmplify;
class AudioEffectBandPassFilter;
class AudioEffectCompressor;
class AudioEffectDelay;
class AudioEffectFilter;
class AudioEffectHardLimiter;
class AudioEffectHighPassFilter;
class AudioEffectLimiter;
class AudioEffectLowPassFilter;
class AudioEffectPanner;
class AudioEffectReverb;

// servers: physics
class PhysicsServer2D;
class PhysicsServer3D;
template <class Tag>
class PhysicsHandle;

// scene: audio; servers: rendering
class AudioListener2D;
class AudioListener3D;
class AudioStream;
class AudioStreamGenerator;
class AudioStreamGeneratorPlayback;
class AudioStreamMP3;
class AudioStreamOggVorbis;
class AudioStreamPlayer;
class AudioStreamPlayer2D;
class AudioStreamPlayer3D;
class AudioStreamRandomizer;
class AudioStreamWAV;
class NullRenderBackend;
class RenderBackend;
class RenderBackendDecorator;
class RenderingServer;
class VulkanRenderBackend;
struct DrawList;
struct RenderFrame;
struct RenderView;
template <class Tag>
class RenderHandle;

// scene
class Camera3D;
class DirectionalLight3D;
class GeometryInstance3D;
class Light3D;
class MeshInstance3D;
class MultiMeshInstance3D;
class OmniLight3D;
class SpotLight3D;
class Sprite3D;
class SubViewport;
class ViewportTexture;
class VisualInstance3D;
class World3D;
class WorldEnvironment;

// scene: physics
class AnimatableBody3D;
class Area2D;
class Area3D;
class CharacterBody3D;
class CollisionObject2D;
class CollisionObject3D;
class CollisionPolygon2D;
class CollisionPolygon3D;
class CollisionShape2D;
class CollisionShape3D;
class ConeTwistJoint3D;
class Generic6DOFJoint3D;
class HingeJoint3D;
class Joint3D;
class KinematicCollision3D;
class PhysicsBody2D;
class PhysicsBody3D;
class PhysicsDirectBodyState3D;
class PhysicsDirectSpaceState3D;
class PhysicsPointQueryParameters3D;
class PhysicsRayQueryParameters3D;
class PhysicsShapeQueryParameters3D;
class PinJoint3D;
class RayCast2D;
class RayCast3D;
class RigidBody2D;
class RigidBody3D;
class ShapeCast3D;
class SliderJoint3D;
class StaticBody2D;
class StaticBody3D;
class World2D;

// scene
class CanvasItem;
class FrameLoop;
class MissingNode;
class Node;
class Node2D;
class Node3D;
class SceneTree;
class SceneTreeTimer;
class SceneViewport;
class Timer;
class Tween;

// scene/resources
class ArrayMesh;
class AtlasTexture;
class BaseMaterial3D;
class BoxMesh;
class CapsuleMesh;
class CompressedTexture2D;
class CylinderMesh;
class Environment;
class Gradient;
class GradientTexture1D;
class GradientTexture2D;
class Image;
class ImageTexture;
class Material;
class Mesh;
class MultiMesh;
class ORMMaterial3D;
class PanoramaSkyMaterial;
class PhysicalSkyMaterial;
class PlaneMesh;
class PrimitiveMesh;
class PrismMesh;
class ProceduralSkyMaterial;
class QuadMesh;
class Shader;
class ShaderMaterial;
class Sky;
class SphereMesh;
class StandardMaterial3D;
class Texture;
class Texture2D;
class TorusMesh;
struct MeshArrays;

// scene/resources: physics
class BoxShape3D;
class CapsuleShape2D;
class CapsuleShape3D;
class CircleShape2D;
class ConcavePolygonShape2D;
class ConcavePolygonShape3D;
class ConvexPolygonShape2D;
class ConvexPolygonShape3D;
class CylinderShape3D;
class HeightMapShape3D;
class PhysicsMaterial;
class RectangleShape2D;
class SegmentShape2D;
class SeparationRayShape2D;
class SeparationRayShape3D;
class Shape2D;
class Shape3D;
class SphereShape3D;
class WorldBoundaryShape2D;
class WorldBoundaryShape3D;
struct MeshSurfaceData;

// io
class PackedScene;
class ResourceLoader;
class ResourceSaver;
struct MissingClass;
struct ProjectRoot;
struct SceneState;

}  // namespace arbor
