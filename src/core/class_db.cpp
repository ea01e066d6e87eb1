#include "arbor/core/object/class_db.h"

#include <algorithm>
#include <array>
#include <mutex>
#include <string>
#include <unordered_map>

#include "arbor/core/string/node_path.h"
#include "arbor/core/variant/dictionary.h"
#include "core/instance_registry.h"
#include "core/register_core_types.h"
#include "core/register_once.h"
#include "core/variant_components.h"

namespace arbor {
namespace {

struct ClassRecord {
  const ClassInfo* info = nullptr;
  StringName parent;
  const ClassRecord* parent_record = nullptr;
  // Everything the class has, its bases' included, built when its registration completes; read
  // without a lock from then on (a registered class never changes).
  std::unordered_map<StringName, const MethodBind*> all_methods;
  std::unordered_map<StringName, const ClassDB::Property*> all_properties;
  Object* (*create)() = nullptr;
  std::unordered_map<StringName, std::unique_ptr<MethodBind>> methods;
  std::vector<ClassDB::Property> properties;
  std::unordered_map<StringName, std::size_t> property_index;
  std::vector<MethodInfo> signals;
  std::unordered_map<StringName, ClassDB::SignalAccess> signal_access;
  bool defaults_read = false;
  std::unordered_map<StringName, Variant> defaults;
};

// The registry. One recursive mutex: registration runs user _bind_methods that call back in.
struct Registry {
  std::recursive_mutex mutex;
  std::unordered_map<StringName, ClassRecord> classes;
  std::unordered_map<std::string, StringName> scripts;
  bool core_types_registered = false;
};

Registry& registry() {
  static Registry* instance = new Registry();  // never destroyed: classes outlive statics
  return *instance;
}

// The class whose _bind_methods is running on this thread (add_property/add_signal target it).
thread_local ClassRecord* g_registering = nullptr;

std::atomic<bool> g_initialized{false};

// Registers the core layer's classes once, on first use: the other layers register theirs
// explicitly (register_scene_types, register_io_types).
std::unique_lock<std::recursive_mutex> locked() {
  Registry& r = registry();
  std::unique_lock lock(r.mutex);
  if (!r.core_types_registered) {
    r.core_types_registered = true;
    detail::register_core_types();
    g_initialized.store(true, std::memory_order_release);
  }
  return lock;
}

// The record of the nearest registered class of an object (a subclass that was never
// registered has its bases' bindings), without a lock once ClassDB is initialized.
const ClassRecord* record_of(const ClassInfo& info) {
  if (!g_initialized.load(std::memory_order_acquire)) (void)locked();
  for (const ClassInfo* level = &info; level; level = level->base) {
    if (const void* record = level->class_db_record.load(std::memory_order_acquire)) {
      return static_cast<const ClassRecord*>(record);
    }
  }
  return nullptr;
}

// Fills the flattened method and property maps from the parent's and publishes the record.
void complete(ClassRecord& record) {
  if (record.parent_record) {
    record.all_methods = record.parent_record->all_methods;
    record.all_properties = record.parent_record->all_properties;
  }
  for (const auto& [name, method] : record.methods) record.all_methods[name] = method.get();
  for (const ClassDB::Property& property : record.properties) {
    record.all_properties[property.info.name] = &property;
  }
  record.info->class_db_record.store(&record, std::memory_order_release);
}

ClassRecord* find_record(const StringName& name) {
  auto& classes = registry().classes;
  auto it = classes.find(name);
  return it == classes.end() ? nullptr : &it->second;
}

ClassRecord& registering(const char* what) {
  if (!g_registering) {
    throw Error(std::string("ClassDB::") + what + " must be called from a class's _bind_methods");
  }
  return *g_registering;
}

// Reads every property of a pristine instance once (constructors are cheap and side-effect free).
// As Godot's class_get_default_property_value: every property the instance lists, the class's
// and those it answers itself (AudioBusLayout's `bus/0/name`), each as its _validate_property
// describes it; one the pristine instance hides (no STORAGE or EDITOR) has no default, so it is
// saved whenever an instance shows it.
void read_defaults(ClassRecord& record) {
  record.defaults_read = true;
  if (!record.create) return;
  std::unique_ptr<Object> pristine(record.create());
  for (PropertyInfo& info : pristine->get_property_list()) {
    if (record.defaults.count(info.name)) continue;
    pristine->validate_property(info);
    if (!(info.usage & (PROPERTY_USAGE_STORAGE | PROPERTY_USAGE_EDITOR))) continue;
    try {
      bool valid = false;
      Variant value = pristine->get(info.name, &valid);
      if (valid) record.defaults[info.name] = std::move(value);
    } catch (const Error&) {
    }
  }
}

}  // namespace

// -- registration ---------------------------------------------------------------------------------

void detail::RegisterOnce::operator()(void (*registrations)()) {
  if (done_.load(std::memory_order_acquire)) return;
  auto lock = locked();
  if (done_.load(std::memory_order_relaxed) || running_) return;
  running_ = true;
  registrations();
  running_ = false;
  done_.store(true, std::memory_order_release);
}

void ClassDB::register_class_info(const ClassInfo& info, Object* (*create)(), void (*bind)()) {
  auto lock = locked();
  if (find_record(info.name)) return;
  ClassRecord& record = registry().classes[info.name];
  record.info = &info;
  record.parent = info.base ? info.base->name : StringName();
  record.parent_record = find_record(record.parent);
  record.create = create;
  if (bind) {
    ClassRecord* outer = g_registering;
    g_registering = &record;
    try {
      bind();
    } catch (...) {
      g_registering = outer;
      throw;
    }
    g_registering = outer;
  }
  complete(record);
}

void ClassDB::add_method(const StringName& class_name, std::unique_ptr<MethodBind> method) {
  auto lock = locked();
  // The method belongs to the class being registered, even when it is inherited (a class may
  // bind a base's method under its own name).
  if (!g_registering) {
    throw Error("bind_method: '" + method->name.str() + "' of " + class_name.str() +
                " must be bound from a class's _bind_methods");
  }
  g_registering->methods[method->name] = std::move(method);
}

Variant ClassDB::Property::get_value(Object* object) const {
  if (index < 0) return get->call(object, {});
  const Variant argument{int64_t{index}};
  return get->call(object, std::span<const Variant>(&argument, 1));
}

void ClassDB::Property::set_value(Object* object, const Variant& value) const {
  if (index < 0) {
    set->call(object, std::span<const Variant>(&value, 1));
    return;
  }
  const Variant arguments[] = {Variant(int64_t(index)), value};
  set->call(object, arguments);
}

void ClassDB::add_property(const PropertyInfo& info, const StringName& setter,
                           const StringName& getter, int index) {
  add_property(info, setter, getter);
  auto lock = locked();
  ClassRecord& record = registering("add_property");
  record.properties[record.property_index.at(info.name)].index = index;
}

void ClassDB::add_property(const PropertyInfo& info, const StringName& setter,
                           const StringName& getter) {
  auto lock = locked();
  ClassRecord& record = registering("add_property");
  Property property{info, setter, getter, nullptr, nullptr};
  if (!setter.is_empty()) {
    property.set = get_method(record.info->name, setter);
    if (!property.set) {
      throw Error("add_property: " + record.info->name.str() + " has no bound method '" +
                  setter.str() + "' to set '" + info.name.str() + "'");
    }
  }
  if (!getter.is_empty()) {
    property.get = get_method(record.info->name, getter);
    if (!property.get) {
      throw Error("add_property: " + record.info->name.str() + " has no bound method '" +
                  getter.str() + "' to get '" + info.name.str() + "'");
    }
  }
  record.property_index[info.name] = record.properties.size();
  record.properties.push_back(std::move(property));
}

void ClassDB::add_signal(const MethodInfo& signal) {
  auto lock = locked();
  registering("add_signal").signals.push_back(signal);
}

void ClassDB::add_signal_access(const MethodInfo& signal, SignalAccess access) {
  auto lock = locked();
  ClassRecord& record = registering("add_signal");
  record.signals.push_back(signal);
  record.signal_access[signal.name] = std::move(access);
}

void ClassDB::call_bound(Object* target, const StringName& method,
                         std::span<const Variant> arguments, const Array& binds, int unbinds) {
  std::vector<Variant> values(arguments.begin(), arguments.end() - unbinds);
  values.insert(values.end(), binds.begin(), binds.end());
  target->callv(method, values);
}

const ClassDB::SignalAccess* ClassDB::get_signal_access(const StringName& class_name,
                                                        const StringName& signal) {
  auto lock = locked();
  for (const ClassRecord* record = find_record(class_name); record;
       record = find_record(record->parent)) {
    auto it = record->signal_access.find(signal);
    if (it != record->signal_access.end()) return &it->second;
  }
  return nullptr;
}

// -- queries --------------------------------------------------------------------------------------

StringName ClassDB::registered_class_of(const ClassInfo& info) {
  const ClassRecord* record = record_of(info);
  return record ? record->info->name : StringName();
}

bool ClassDB::class_exists(const StringName& class_name) {
  auto lock = locked();
  return find_record(class_name) != nullptr;
}

void ClassDB::register_script(std::string_view script_path, const StringName& class_name) {
  auto lock = locked();
  if (!find_record(class_name)) {
    throw Error("register_script: '" + std::string(script_path) + "' names class '" +
                class_name.str() + "', which is not registered");
  }
  registry().scripts[std::string(script_path)] = class_name;
}

StringName ClassDB::get_script_class(std::string_view script_path) {
  auto lock = locked();
  const auto& scripts = registry().scripts;
  auto found = scripts.find(std::string(script_path));
  return found == scripts.end() ? StringName() : found->second;
}

StringName ClassDB::get_parent_class(const StringName& class_name) {
  auto lock = locked();
  const ClassRecord* record = find_record(class_name);
  return record ? record->parent : StringName();
}

bool ClassDB::is_parent_class(const StringName& class_name, const StringName& parent) {
  auto lock = locked();
  for (const ClassRecord* record = find_record(class_name); record;
       record = find_record(record->parent)) {
    if (record->info->name == parent) return true;
  }
  return false;
}

bool ClassDB::can_instantiate(const StringName& class_name) {
  auto lock = locked();
  const ClassRecord* record = find_record(class_name);
  return record && record->create;
}

Object* ClassDB::instantiate(const StringName& class_name) {
  // A class, once registered, keeps its factory for the life of the process, so each thread
  // remembers the factories it found last (a scene instantiates many nodes of few classes).
  struct Factory {
    StringName name;
    Object* (*create)() = nullptr;
  };
  constexpr std::size_t kFactories = 16;
  thread_local std::array<Factory, kFactories> factories;
  Factory& cached = factories[class_name.hash() % kFactories];
  if (cached.create && cached.name == class_name) return cached.create();
  Object* (*create)() = nullptr;
  {
    auto lock = locked();
    const ClassRecord* record = find_record(class_name);
    if (!record || !record->create) return nullptr;
    create = record->create;
  }
  cached = {class_name, create};
  return create();
}

std::vector<StringName> ClassDB::get_class_list() {
  auto lock = locked();
  std::vector<StringName> names;
  for (const auto& [name, record] : registry().classes) names.push_back(name);
  std::sort(names.begin(), names.end());
  return names;
}

const MethodBind* ClassDB::get_method(const StringName& class_name, const StringName& method) {
  auto lock = locked();
  for (const ClassRecord* record = find_record(class_name); record;
       record = find_record(record->parent)) {
    auto it = record->methods.find(method);
    if (it != record->methods.end()) return it->second.get();
  }
  return nullptr;
}

bool ClassDB::class_has_method(const StringName& class_name, const StringName& method,
                               bool no_inheritance) {
  auto lock = locked();
  if (!no_inheritance) return get_method(class_name, method) != nullptr;
  const ClassRecord* record = find_record(class_name);
  return record && record->methods.count(method) != 0;
}

const ClassDB::Property* ClassDB::get_property(const StringName& class_name,
                                               const StringName& property) {
  auto lock = locked();
  for (const ClassRecord* record = find_record(class_name); record;
       record = find_record(record->parent)) {
    auto it = record->property_index.find(property);
    if (it != record->property_index.end()) return &record->properties[it->second];
  }
  return nullptr;
}

std::vector<PropertyInfo> ClassDB::class_get_property_list(const StringName& class_name,
                                                           bool no_inheritance) {
  auto lock = locked();
  std::vector<const ClassRecord*> chain;
  for (const ClassRecord* record = find_record(class_name); record;
       record = no_inheritance ? nullptr : find_record(record->parent)) {
    chain.push_back(record);
  }
  std::vector<PropertyInfo> list;
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    for (const Property& property : (*it)->properties) list.push_back(property.info);
  }
  return list;
}

Variant ClassDB::class_get_property_default_value(const StringName& class_name,
                                                  const StringName& property) {
  auto lock = locked();
  ClassRecord* record = find_record(class_name);
  if (!record) return Variant();
  if (!record->defaults_read) read_defaults(*record);
  auto it = record->defaults.find(property);
  return it == record->defaults.end() ? Variant() : it->second;
}

bool ClassDB::class_has_signal(const StringName& class_name, const StringName& signal) {
  return class_get_signal(class_name, signal).has_value();
}

std::optional<MethodInfo> ClassDB::class_get_signal(const StringName& class_name,
                                                    const StringName& signal) {
  auto lock = locked();
  for (const ClassRecord* record = find_record(class_name); record;
       record = find_record(record->parent)) {
    for (const MethodInfo& info : record->signals) {
      if (info.name == signal) return info;
    }
  }
  return std::nullopt;
}

std::vector<MethodInfo> ClassDB::class_get_signal_list(const StringName& class_name,
                                                       bool no_inheritance) {
  auto lock = locked();
  std::vector<MethodInfo> list;
  for (const ClassRecord* record = find_record(class_name); record;
       record = no_inheritance ? nullptr : find_record(record->parent)) {
    list.insert(list.end(), record->signals.begin(), record->signals.end());
  }
  return list;
}

// -- Object's reflection --------------------------------------------------------------------------

namespace {

const ClassDB::Property* property_of(const Object& object, const StringName& name) {
  const ClassRecord* record = record_of(object.get_class_info());
  if (!record) return nullptr;
  auto it = record->all_properties.find(name);
  return it == record->all_properties.end() ? nullptr : it->second;
}

const MethodBind* method_of(const Object& object, const StringName& name) {
  const ClassRecord* record = record_of(object.get_class_info());
  if (!record) return nullptr;
  auto it = record->all_methods.find(name);
  return it == record->all_methods.end() ? nullptr : it->second;
}

}  // namespace

namespace {

constexpr std::string_view kMetadataPrefix = "metadata/";

// The metadata name of a `metadata/<name>` property, or empty.
StringName metadata_name(const StringName& property) {
  const std::string_view text = property.view();
  if (!text.starts_with(kMetadataPrefix) || text.size() == kMetadataPrefix.size()) return {};
  return StringName(text.substr(kMetadataPrefix.size()));
}

}  // namespace

Variant Object::get(const StringName& property, bool* valid) const {
  const ClassDB::Property* found = property_of(*this, property);
  if (found && found->get) {
    if (valid) *valid = true;
    return found->get_value(const_cast<Object*>(this));
  }
  Variant value;
  bool handled = false;
  if (const StringName meta = metadata_name(property); !meta.is_empty()) {
    handled = has_meta(meta);
    if (handled) value = get_meta(meta);
  } else {
    handled = _get(property, value);
  }
  if (valid) *valid = handled;
  return value;
}

bool Object::set(const StringName& property, const Variant& value) {
  const ClassDB::Property* found = property_of(*this, property);
  if (!found || !found->set) {
    if (const StringName meta = metadata_name(property); !meta.is_empty()) {
      if (!_meta_storage(true)) return false;
      set_meta(meta, value);
      return true;
    }
    return !found && _set(property, value);
  }
  try {
    found->set_value(this, value);
  } catch (const Error&) {
    return false;
  }
  return true;
}

namespace {

// A property path's names, "position:x" and ":position:x" both giving [position, x], read in
// place. As Godot's get_as_property_path, the names before the first ':' are one property
// joined with '/': "metadata/spawn:x" gives [metadata/spawn, x] (only such a path allocates).
class PropertyPath {
 public:
  explicit PropertyPath(const NodePath& path) : names_(path.names()), subnames_(path.subnames()) {
    if (names_.size() > 1) {
      std::string joined(names_[0].view());
      for (std::size_t i = 1; i < names_.size(); ++i) {
        joined += '/';
        joined += names_[i].view();
      }
      joined_ = StringName(joined);
    }
  }
  [[nodiscard]] std::size_t size() const {
    return std::min<std::size_t>(names_.size(), 1) + subnames_.size();
  }
  [[nodiscard]] const StringName& operator[](std::size_t i) const {
    if (names_.empty()) return subnames_[i];
    if (i == 0) return names_.size() > 1 ? joined_ : names_[0];
    return subnames_[i - 1];
  }

 private:
  std::span<const StringName> names_;
  std::span<const StringName> subnames_;
  StringName joined_;
};

// Paths deeper than this ("a:b:c:...") are refused by set_indexed.
constexpr std::size_t kMaxPathDepth = 8;

}  // namespace

Variant Object::get_indexed(const NodePath& path, bool* valid) const {
  const PropertyPath names(path);
  if (valid) *valid = false;
  if (names.size() == 0) return Variant();
  bool ok = false;
  Variant value = get(names[0], &ok);
  for (std::size_t i = 1; ok && i < names.size(); ++i) {
    value = detail::get_component(value, names[i], ok);
  }
  if (valid) *valid = ok;
  return ok ? value : Variant();
}

bool Object::set_indexed(const NodePath& path, const Variant& value) {
  const PropertyPath names(path);
  if (names.size() == 0 || names.size() > kMaxPathDepth) return false;
  if (names.size() == 1) return set(names[0], value);
  bool ok = false;
  if (names.size() == 2) {  // the common "position:x": one property, one component
    Variant property = get(names[0], &ok);
    return ok && detail::set_component(property, names[1], value) && set(names[0], property);
  }
  // Read the property and the components down the path, set the deepest, write back up.
  Variant chain[kMaxPathDepth];
  chain[0] = get(names[0], &ok);
  for (std::size_t i = 1; ok && i + 1 < names.size(); ++i) {
    chain[i] = detail::get_component(chain[i - 1], names[i], ok);
  }
  if (!ok) return false;
  Variant replacement = value;
  for (std::size_t i = names.size() - 1; i >= 1; --i) {
    if (!detail::set_component(chain[i - 1], names[i], replacement)) return false;
    replacement = std::move(chain[i - 1]);
  }
  return set(names[0], replacement);
}

Variant Object::callv(const StringName& method, std::span<const Variant> arguments) {
  const MethodBind* bind = method_of(*this, method);
  if (!bind) {
    throw Error("call: class " + get_class() + " has no method '" + method.str() + "'");
  }
  return bind->call(this, arguments);
}

bool Object::has_method(const StringName& method) const {
  return method_of(*this, method) != nullptr;
}

std::vector<PropertyInfo> Object::get_property_list() const {
  const ClassRecord* record = record_of(get_class_info());
  std::vector<PropertyInfo> list =
      record ? ClassDB::class_get_property_list(record->info->name) : std::vector<PropertyInfo>();
  _get_property_list(list);
  return list;
}

// -- metadata -------------------------------------------------------------------------------------

void Object::set_meta(const StringName& name, const Variant& value) {
  Dictionary* meta = _meta_storage(true);
  if (!meta) throw Error("set_meta: objects of class " + get_class() + " keep no metadata");
  (*meta)[Variant(name)] = value;
}

Variant Object::get_meta(const StringName& name, const Variant& default_value) const {
  Dictionary* meta = const_cast<Object*>(this)->_meta_storage(false);
  return meta ? meta->get(Variant(name), default_value) : default_value;
}

Variant Object::get_meta(const StringName& name) const {
  if (!has_meta(name)) {
    throw Error("get_meta: " + get_class() + " has no metadata '" + name.str() + "'");
  }
  return get_meta(name, Variant());
}

bool Object::has_meta(const StringName& name) const {
  Dictionary* meta = const_cast<Object*>(this)->_meta_storage(false);
  return meta && meta->has(Variant(name));
}

void Object::remove_meta(const StringName& name) {
  if (Dictionary* meta = _meta_storage(false)) meta->erase(Variant(name));
}

std::vector<StringName> Object::get_meta_list() const {
  std::vector<StringName> names;
  if (Dictionary* meta = const_cast<Object*>(this)->_meta_storage(false)) {
    for (std::int64_t i = 0; i < meta->size(); ++i) {
      names.push_back(static_cast<StringName>(meta->get_key_at(i)));
    }
  }
  return names;
}

namespace detail {

Object* find_object(NodeId id) { return find_instance(id); }

}  // namespace detail

}  // namespace arbor
