#include "servers/audio/playback_feeder.h"

#include <algorithm>
#include <chrono>

#include "arbor/servers/audio/audio_stream_playback.h"

namespace arbor::detail {

PlaybackFeeder::PlaybackFeeder(bool threaded, std::size_t capacity)
    : messages_(capacity), sender_(messages_), removed_(capacity) {
  playing_.reserve(capacity);
  if (threaded) thread_ = std::thread([this] { loop(); });
}

PlaybackFeeder::~PlaybackFeeder() { stop(); }

void PlaybackFeeder::stop() {
  if (thread_.joinable()) {
    {
      std::lock_guard lock(mutex_);
      stopping_.store(true);
    }
    wake_.notify_one();
    thread_.join();
  }
}

void PlaybackFeeder::add(std::uint32_t slot, AudioStreamPlayback* playback) {
  sender_.send(Message{true, slot, playback});
  if (thread_.joinable()) wake_.notify_one();
}

void PlaybackFeeder::remove(std::uint32_t slot) { sender_.send(Message{false, slot, nullptr}); }

void PlaybackFeeder::run_once() {
  while (!unconfirmed_.empty() && removed_.push(unconfirmed_.back())) unconfirmed_.pop_back();
  Message message;
  while (messages_.pop(message)) {
    if (message.add) {
      playing_.emplace_back(message.slot, message.playback);
      continue;
    }
    std::erase_if(playing_, [&](const auto& entry) { return entry.first == message.slot; });
    if (!removed_.push(message.slot)) unconfirmed_.push_back(message.slot);
  }
  for (const auto& [slot, playback] : playing_) playback->fill();
}

void PlaybackFeeder::loop() {
  using namespace std::chrono_literals;
  std::unique_lock lock(mutex_);
  while (!stopping_.load()) {
    lock.unlock();
    run_once();
    lock.lock();
    wake_.wait_for(lock, 2ms, [this] { return stopping_.load(); });
  }
}

}  // namespace arbor::detail
