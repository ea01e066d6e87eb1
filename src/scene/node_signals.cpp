#include <algorithm>
#include <optional>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/node.h"
#include "core/connection_links.h"

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

// The types a connected method receives: the signal's arguments without the last `unbinds`,
// then the binds' types (Godot's Callable.unbind, then bind).
std::vector<Variant::Type> call_types(const MethodInfo& info, const Array& binds, int unbinds) {
  std::vector<Variant::Type> types;
  for (std::size_t i = 0; i + unbinds < info.arguments.size(); ++i) {
    types.push_back(info.arguments[i].type);
  }
  for (const Variant& bound : binds) types.push_back(bound.get_type());
  return types;
}

std::string type_list(const std::vector<Variant::Type>& types) {
  std::string text;
  for (std::size_t i = 0; i < types.size(); ++i) {
    if (i) text += ", ";
    text += Variant::get_type_name(types[i]);
  }
  return text;
}

// What a connection with binds or unbinds passes, for error messages.
std::string passing(const std::vector<Variant::Type>& types, const Array& binds, int unbinds) {
  if (binds.is_empty() && unbinds == 0) return "";
  return " (with unbinds " + std::to_string(unbinds) + " and " + std::to_string(binds.size()) +
         " binds it passes (" + type_list(types) + "))";
}

// The connection made by name from `signal` of `source` to `method` of the node `target`.
// As in Godot, bound and unbound arguments are not compared: a signal connects to a method
// of a node once, whatever it binds.
std::optional<Connection> find_connection(const Node* source, const StringName& signal,
                                          NodeId target, const StringName& method) {
  if (!target.is_valid()) return std::nullopt;
  for (const ConnectionInfo& info : source->get_signal_connections(signal)) {
    if (info.target == target && info.method == method) return info.connection;
  }
  return std::nullopt;
}

std::optional<Connection> find_connection(const Node* source, const StringName& signal,
                                          const Callable& callable) {
  return find_connection(source, signal, callable.get_object_id(), callable.get_method());
}

bool fits(const MethodBind& bind, const std::vector<Variant::Type>& given) {
  if (bind.argument_types.size() != given.size()) return false;
  for (std::size_t i = 0; i < given.size(); ++i) {
    if (!accepts(bind.argument_types[i], given[i])) return false;
  }
  return true;
}

}  // namespace

Connection Node::connect(const StringName& signal, Node* target, const StringName& method,
                         std::uint32_t flags) {
  return connect(signal, target, method, flags, Array(), 0);
}

Connection Node::connect(const StringName& signal, Node* target, const StringName& method,
                         std::uint32_t flags, const Array& binds, int unbinds) {
  const ClassDB::SignalAccess& access = signal_access(this, signal, "connect");
  if (!target) throw Error("connect: the target of signal '" + signal.str() + "' is null");
  const MethodInfo info =
      *ClassDB::class_get_signal(ClassDB::registered_class_of(get_class_info()), signal);
  if (unbinds < 0 || std::size_t(unbinds) > info.arguments.size()) {
    throw Error("connect: signal " + signature(info) + " of " + describe(this) + " cannot unbind " +
                std::to_string(unbinds) + " arguments");
  }
  const MethodBind* bind =
      ClassDB::get_method(ClassDB::registered_class_of(target->get_class_info()), method);
  if (!bind) {
    throw Error("connect: signal " + signature(info) + " of " + describe(this) + ": " +
                describe(target) + " has no bound method '" + method.str() + "'");
  }
  const std::vector<Variant::Type> given = call_types(info, binds, unbinds);
  if (!fits(*bind, given)) {
    throw Error("connect: signal " + signature(info) + " of " + describe(this) +
                passing(given, binds, unbinds) + " does not fit method '" + method.str() + "(" +
                type_list(bind->argument_types) + ")' of " + describe(target));
  }

  // Binds are copied, as Callable.bind copies them: later changes to the caller's Array do
  // not reach the connection.
  const Array bound = binds.duplicate();
  try {
    return access.connect(this, target, method, flags, bound, unbinds);
  } catch (const detail::AlreadyConnected&) {
    throw Error("connect: signal '" + signal.str() + "' of " + describe(this) +
                " is already connected to method '" + method.str() + "' of " + describe(target) +
                "; a signal connects to a method once (connect with CONNECT_REFERENCE_COUNTED "
                "to count references instead)");
  }
}

Connection Node::connect(const StringName& signal, const Callable& callable, std::uint32_t flags) {
  auto* target = dynamic_cast<Node*>(callable.get_object());
  if (!target) {
    throw Error("connect: signal '" + signal.str() + "' of " + describe(this) + ": the Callable " +
                callable.to_string() + " does not name a method of a live node");
  }
  return connect(signal, target, callable.get_method(), flags, callable.get_bound_arguments(),
                 callable.get_unbound_arguments_count());
}

bool Node::disconnect(const StringName& signal, Connection connection) {
  return signal_access(this, signal, "disconnect").disconnect(this, connection);
}

bool Node::is_connected(const StringName& signal, Connection connection) const {
  return signal_access(this, signal, "is_connected")
      .is_connected(const_cast<Node*>(this), connection);
}

bool Node::disconnect(const StringName& signal, const Callable& callable) {
  (void)signal_access(this, signal, "disconnect");  // throws for an unknown signal
  const std::optional<Connection> connection = find_connection(this, signal, callable);
  return connection && disconnect(signal, *connection);
}

bool Node::is_connected(const StringName& signal, const Callable& callable) const {
  (void)signal_access(this, signal, "is_connected");
  return find_connection(this, signal, callable).has_value();
}

std::vector<ConnectionInfo> Node::get_signal_connections(const StringName& signal) const {
  std::vector<ConnectionInfo> list = detail::named_connections(get_instance_id().value, true);
  if (!signal.is_empty()) {
    std::erase_if(list, [&](const ConnectionInfo& info) { return info.signal != signal; });
  }
  return list;
}

std::vector<ConnectionInfo> Node::get_incoming_connections() const {
  return detail::named_connections(get_instance_id().value, false);
}

}  // namespace arbor
