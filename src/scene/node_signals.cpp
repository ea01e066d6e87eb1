#include "arbor/core/class_db.h"
#include "arbor/scene/node.h"

namespace arbor {
namespace {

std::string describe(const Node* node) {
  return "'" + node->get_name().str() + "' (" + node->get_class() + " at " +
         node->get_path().to_string() + ")";
}

// Whether a value of signal argument type `given` may be passed to a parameter of type `taken`
// (NIL means "any"; numbers convert).
bool accepts(Variant::Type taken, Variant::Type given) {
  const auto numeric = [](Variant::Type type) {
    return type == Variant::INT || type == Variant::FLOAT;
  };
  return taken == Variant::NIL || given == Variant::NIL || taken == given ||
         (numeric(taken) && numeric(given));
}

std::string signature(const MethodInfo& info) {
  std::string text = info.name.str() + "(";
  for (std::size_t i = 0; i < info.arguments.size(); ++i) {
    if (i) text += ", ";
    text += info.arguments[i].name.str() + ": " + Variant::get_type_name(info.arguments[i].type);
  }
  return text + ")";
}

const ClassDB::SignalAccess& signal_access(const Node* node, const StringName& signal,
                                           const char* operation) {
  const ClassDB::SignalAccess* access =
      ClassDB::get_signal_access(ClassDB::registered_class_of(node->get_class_info()), signal);
  if (!access) {
    throw Error(std::string(operation) + ": " + describe(node) + " has no signal '" + signal.str() +
                "' that can be connected by name");
  }
  return *access;
}

}  // namespace

Connection Node::connect(const StringName& signal, Node* target, const StringName& method,
                         std::uint32_t flags) {
  const ClassDB::SignalAccess& access = signal_access(this, signal, "connect");
  if (!target) throw Error("connect: the target of signal '" + signal.str() + "' is null");
  const MethodInfo info =
      *ClassDB::class_get_signal(ClassDB::registered_class_of(get_class_info()), signal);
  const MethodBind* bind =
      ClassDB::get_method(ClassDB::registered_class_of(target->get_class_info()), method);
  if (!bind) {
    throw Error("connect: signal " + signature(info) + " of " + describe(this) + ": " +
                describe(target) + " has no bound method '" + method.str() + "'");
  }
  bool fits = bind->argument_types.size() == info.arguments.size();
  for (std::size_t i = 0; fits && i < info.arguments.size(); ++i) {
    fits = accepts(bind->argument_types[i], info.arguments[i].type);
  }
  if (!fits) {
    std::string parameters;
    for (std::size_t i = 0; i < bind->argument_types.size(); ++i) {
      if (i) parameters += ", ";
      parameters += Variant::get_type_name(bind->argument_types[i]);
    }
    throw Error("connect: signal " + signature(info) + " of " + describe(this) +
                " does not fit method '" + method.str() + "(" + parameters + ")' of " +
                describe(target));
  }
  return access.connect(this, target, method, flags);
}

bool Node::disconnect(const StringName& signal, Connection connection) {
  return signal_access(this, signal, "disconnect").disconnect(this, connection);
}

bool Node::is_connected(const StringName& signal, Connection connection) const {
  return signal_access(this, signal, "is_connected")
      .is_connected(const_cast<Node*>(this), connection);
}

}  // namespace arbor
