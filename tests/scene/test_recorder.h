#pragma once

#include <string>
#include <vector>

#include "arbor/arbor.h"

namespace arbor::test {

/// Collects "name:event" strings so that tests compare whole sequences.
struct Log {
  std::vector<std::string> events;
  void add(const std::string& event) { events.push_back(event); }
  void clear() { events.clear(); }
};

/// A node that records its lifecycle callbacks and notifications into a Log.
class Recorder : public Node {
  ARBOR_CLASS(Recorder, Node)

 public:
  explicit Recorder(Log* log, std::string_view name = "") : log_(log) {
    if (!name.empty()) set_name(name);
  }
  std::string tag() const { return get_name().str(); }

  std::function<void(Recorder*)> on_enter, on_ready, on_exit, on_process, on_physics;

 protected:
  void _enter_tree() override {
    log_->add(tag() + ":enter");
    if (on_enter) on_enter(this);
  }
  void _ready() override {
    log_->add(tag() + ":ready");
    if (on_ready) on_ready(this);
  }
  void _exit_tree() override {
    log_->add(tag() + ":exit");
    if (on_exit) on_exit(this);
  }
  void _process(double) override {
    log_->add(tag() + ":process");
    if (on_process) on_process(this);
  }
  void _physics_process(double) override {
    log_->add(tag() + ":physics");
    if (on_physics) on_physics(this);
  }

 private:
  Log* log_;
};

}  // namespace arbor::test
