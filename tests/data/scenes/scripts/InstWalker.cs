using Godot;

public partial class InstWalker : Node3D
{
}
