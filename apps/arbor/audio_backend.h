// The one place the arbor program chooses its audio backend.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "arbor/servers/audio/audio_capture.h"
#include "arbor/servers/audio/audio_server.h"

namespace arbor::app {

/// What a run asks of audio.
struct AudioOptions {
  /// `--audio-capture FILE`: the master bus, rendered without a device, written as a WAV file.
  std::optional<std::string> capture_file;
  AudioCapture::Format capture_format = AudioCapture::FORMAT_FLOAT;
  /// With a window, frames take real time: sound goes to the sound card when there is one.
  bool realtime = false;
};

/// The run's AudioServer and what it captures. A capture renders on the tree's clock through
/// the null driver (deterministic, exactly as long as the frames run); a windowed run plays on
/// OpenAL's default device when one opens, and otherwise, like a headless run, mixes silently
/// on the tree's clock. The project's `res://default_bus_layout.tres`, when there is one, is
/// the bus layout (Godot's default for audio/buses/default_bus_layout).
struct AudioBackend {
  std::unique_ptr<AudioCapture> capture;  // outlives the server (the tree's registry)
  std::unique_ptr<AudioServer> server;
  std::string description;  ///< for the run's start message
};

[[nodiscard]] AudioBackend make_audio_backend(const AudioOptions& options);

}  // namespace arbor::app
