#include "arbor/servers/server_registry.h"

#include <cxxabi.h>

#include <cstdlib>

namespace arbor {

void ServerRegistry::add_entry(std::type_index type, std::unique_ptr<IServer> server,
                               IFrameServer* frame, IFixedStepServer* fixed, IInputServer* input) {
  for (const Entry& entry : entries_) {
    if (entry.type == type) {
      throw Error("ServerRegistry::add: a server of type " + demangle(type.name()) +
                  " is already registered");
    }
  }
  entries_.push_back(Entry{type, std::move(server)});
  if (frame) frame_servers_.push_back(frame);
  if (fixed) fixed_step_servers_.push_back(fixed);
  if (input) input_servers_.push_back(input);
}

void ServerRegistry::clear() {
  frame_servers_.clear();
  fixed_step_servers_.clear();
  input_servers_.clear();
  while (!entries_.empty()) entries_.pop_back();
}

std::string ServerRegistry::demangle(const char* mangled_type) {
  int status = 0;
  char* demangled = abi::__cxa_demangle(mangled_type, nullptr, nullptr, &status);
  std::string name = (status == 0 && demangled) ? demangled : mangled_type;
  std::free(demangled);
  return name;
}

std::string ServerRegistry::missing_message(const char* mangled_type) {
  return "ServerRegistry: no server of type " + demangle(mangled_type) + " is registered";
}

}  // namespace arbor
