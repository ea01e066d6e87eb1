// Where a vertex's instance puts it: the instance's transform (times the MultiMesh entry's),
// turned toward the camera for billboard materials.

// The record of the instance (or MultiMesh entry) being drawn, and its model matrix.
InstanceRecord drawn_record(out mat4 model) {
  if ((draw.flags & DRAW_MULTIMESH) != 0u) {
    InstanceRecord parent = instances.records[draw.instance];
    InstanceRecord entry = multimesh.records[gl_InstanceIndex];
    model = record_matrix(parent) * record_matrix(entry);
    entry.info = parent.info;
    return entry;
  }
  InstanceRecord record = instances.records[draw_indices.indices[gl_InstanceIndex]];
  model = record_matrix(record);
  return record;
}

// Godot's billboard modes: ENABLED faces the camera, FIXED_Y turns around Y only; the
// instance's scale is kept with billboard_keep_scale.
mat4 billboard(mat4 model, uint material_flags) {
  if ((material_flags & MATERIAL_BILLBOARD) == 0u) return model;
  vec3 scale = vec3(1.0);
  if ((material_flags & MATERIAL_BILLBOARD_KEEP_SCALE) != 0u) {
    scale = vec3(length(model[0].xyz), length(model[1].xyz), length(model[2].xyz));
  }
  mat4 result = model;
  if ((material_flags & MATERIAL_BILLBOARD_FIXED_Y) != 0u) {
    vec3 y = normalize(model[1].xyz);
    vec3 z = scene.inv_view[2].xyz;
    vec3 x = normalize(cross(y, z));
    z = cross(x, y);
    result[0] = vec4(x * scale.x, 0.0);
    result[1] = vec4(y * scale.y, 0.0);
    result[2] = vec4(z * scale.z, 0.0);
  } else {
    result[0] = vec4(scene.inv_view[0].xyz * scale.x, 0.0);
    result[1] = vec4(scene.inv_view[1].xyz * scale.y, 0.0);
    result[2] = vec4(scene.inv_view[2].xyz * scale.z, 0.0);
  }
  return result;
}
