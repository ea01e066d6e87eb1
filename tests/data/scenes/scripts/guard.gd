@tool
extends Node3D
class_name InstGuard  # found by ScriptResolver

@export var alertness := 1.0
