// bind_music_stream_api: the loop and beat properties AudioStreamOggVorbis and AudioStreamMP3
// share (Godot gives both the same ones), bound on the stream's own class.
#pragma once

#include "arbor/core/object/class_db.h"

namespace arbor::detail {

/// Binds loop, loop_offset, bpm, beat_count and bar_beats (methods and properties, in that
/// order) on `Stream`.
template <class Stream>
void bind_music_stream_api() {
  using S = Stream;
  ClassDB::bind_method(D_METHOD("set_loop", "enable"), &S::set_loop);
  ClassDB::bind_method(D_METHOD("has_loop"), &S::has_loop);
  ClassDB::bind_method(D_METHOD("set_loop_offset", "seconds"), &S::set_loop_offset);
  ClassDB::bind_method(D_METHOD("get_loop_offset"), &S::get_loop_offset);
  ClassDB::bind_method(D_METHOD("set_bpm", "bpm"), &S::set_bpm);
  ClassDB::bind_method(D_METHOD("get_bpm"), &S::get_bpm);
  ClassDB::bind_method(D_METHOD("set_beat_count", "count"), &S::set_beat_count);
  ClassDB::bind_method(D_METHOD("get_beat_count"), &S::get_beat_count);
  ClassDB::bind_method(D_METHOD("set_bar_beats", "count"), &S::set_bar_beats);
  ClassDB::bind_method(D_METHOD("get_bar_beats"), &S::get_bar_beats);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "loop"), "set_loop", "has_loop");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "loop_offset"), "set_loop_offset",
                        "get_loop_offset");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "bpm", PROPERTY_HINT_RANGE, "0,400,0.01,or_greater"), "set_bpm",
      "get_bpm");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "beat_count", PROPERTY_HINT_RANGE, "0,512,1,or_greater"),
      "set_beat_count", "get_beat_count");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "bar_beats", PROPERTY_HINT_RANGE, "2,32,1,or_greater"),
      "set_bar_beats", "get_bar_beats");
}

}  // namespace arbor::detail
