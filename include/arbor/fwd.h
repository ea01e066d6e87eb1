// Forward declarations of Arbor's public types, for headers that only name them.
#pragma once

namespace arbor {

// core: objects and reflection
class ClassDB;
class MissingResource;
class Object;
class RefCounted;
class Resource;
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
class DisplayServer;
class IFixedStepServer;
class IFrameServer;
class IInputServer;
class IServer;
class ServerRegistry;
class NullRenderBackend;
class RenderBackend;
class RenderingServer;
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
class OmniLight3D;
class SpotLight3D;
class SubViewport;
class VisualInstance3D;
class World3D;
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

// io
class PackedScene;
class ResourceLoader;
class ResourceSaver;
struct SceneState;

}  // namespace arbor
