extends Node3D
