// ResourceLoader: reading resource files, the cache of loaded resources, project paths and the
// warning handler.

#include "arbor/io/resource_loader.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "arbor/core/object/missing_resource.h"
#include "arbor/core/object/resource_format_loader.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/register_io_types.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/resources/resource_warnings.h"
#include "io/ext_resource_ids.h"
#include "io/instantiate_resources.h"
#include "io/resource_file_header.h"

namespace arbor {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kResPrefix = "res://";

// The directory `res://` stands for.
struct ProjectRoot {
  std::mutex mutex;
  std::string directory = ".";
};

ProjectRoot& project_root() {
  static ProjectRoot* root = new ProjectRoot();  // never destroyed: loads may run at exit
  return *root;
}

// Loaded resources by resolved path. The cache holds a Ref to each, and treats an entry whose
// only reference is its own as gone: nobody else can reach it, so dropping it then is safe even
// with other threads loading. Such entries are dropped when met, and all at once whenever the
// map has doubled since the last sweep, so the cache never keeps a resource alive for long.
// Dropped resources are destroyed after the lock is released (a destructor may load).
class ResourceCache {
 public:
  // The live resource cached under `key`, or null.
  Ref<Resource> find(const std::string& key) {
    Dropped dropped;
    std::lock_guard lock(mutex_);
    return live_entry(key, dropped);
  }

  // Caches `resource` under `key` and returns what the cache holds there now: with `replace`,
  // `resource`; otherwise a live resource another thread cached first, or `resource`.
  Ref<Resource> insert(const std::string& key, const Ref<Resource>& resource, bool replace) {
    Dropped dropped;
    std::lock_guard lock(mutex_);
    if (!replace) {
      if (Ref<Resource> existing = live_entry(key, dropped)) return existing;
    }
    Ref<Resource>& entry = entries_[key];
    dropped.push_back(std::move(entry));
    entry = resource;
    if (entries_.size() >= sweep_at_) sweep(dropped);
    return resource;
  }

 private:
  using Dropped = std::vector<Ref<Resource>>;

  static bool held_elsewhere(const Ref<Resource>& resource) {
    return resource->get_reference_count() > 1;
  }

  Ref<Resource> live_entry(const std::string& key, Dropped& dropped) {
    auto it = entries_.find(key);
    if (it == entries_.end()) return nullptr;
    if (!held_elsewhere(it->second)) {
      dropped.push_back(std::move(it->second));
      entries_.erase(it);
      return nullptr;
    }
    return it->second;
  }

  void sweep(Dropped& dropped) {
    for (auto it = entries_.begin(); it != entries_.end();) {
      if (held_elsewhere(it->second)) {
        ++it;
      } else {
        dropped.push_back(std::move(it->second));
        it = entries_.erase(it);
      }
    }
    sweep_at_ = std::max<std::size_t>(kMinimumSweep, entries_.size() * 2);
  }

  static constexpr std::size_t kMinimumSweep = 64;
  std::mutex mutex_;
  std::unordered_map<std::string, Ref<Resource>> entries_;
  std::size_t sweep_at_ = kMinimumSweep;
};

ResourceCache& cache() {
  static ResourceCache* instance = new ResourceCache();  // never destroyed, like ClassDB
  return *instance;
}

// The installed warning handler, and what the default one printed already.
struct WarningSink {
  std::mutex mutex;
  LoadWarningHandler handler;
  std::unordered_set<std::string> printed;
};

WarningSink& warning_sink() {
  static WarningSink* sink = new WarningSink();
  return *sink;
}

std::string warning_text(const LoadWarning& warning) {
  std::string text = "arbor: warning: ";
  if (!warning.file.empty()) text += warning.file + ": ";
  if (!warning.node_path.empty()) text += "node '" + warning.node_path + "': ";
  return text + warning.message;
}

// Warnings about resources (an image that does not decode, a shader drawn with a fallback) go
// to the load warning handler, as LoadWarning::RESOURCE.
const bool g_resource_warnings_forwarded =
    (set_resource_warning_handler([](const ResourceWarning& warning) {
       ResourceLoader::report_warning(
           {LoadWarning::RESOURCE, warning.file, {}, warning.resource + ": " + warning.message});
     }),
     true);

// The default handler: each distinct warning once, to stderr.
void print_once(const LoadWarning& warning) {
  std::string text = warning_text(warning);
  WarningSink& sink = warning_sink();
  std::lock_guard lock(sink.mutex);
  if (sink.printed.insert(text).second) std::cerr << text << '\n';
}

// The cache key of a file path: absolute and normalized, so `res://a.tscn`, `./a.tscn` and
// `/project/a.tscn` meet.
std::string cache_key(const std::string& file) {
  return fs::absolute(fs::path(file)).lexically_normal().generic_string();
}

std::string describe_path(std::string_view path, const std::string& file) {
  std::string text = "'" + std::string(path) + "'";
  if (file != path) text += " (" + file + ")";
  return text;
}

// The text of `file` (`path` resolved); errors start with `caller`.
std::string read_file(std::string_view path, const std::string& file, std::string_view caller) {
  const std::string context = std::string(caller) + ": ";
  std::error_code error;
  if (!fs::is_regular_file(file, error)) {
    throw Error(context + "no file at " + describe_path(path, file));
  }
  // Read in one piece into a buffer of the file's size: a large scene is not copied while a
  // stream grows.
  const auto size = fs::file_size(file, error);
  std::ifstream in(file, std::ios::binary);
  if (error || !in) throw Error(context + "cannot read " + describe_path(path, file));
  std::string text;
  text.resize(std::size_t(size));
  if (!in.read(text.data(), std::streamsize(size)) || in.peek() != std::char_traits<char>::eof()) {
    throw Error(context + "cannot read " + describe_path(path, file) +
                " (it changed while being read)");
  }
  return text;
}

TextReadOptions read_options(const std::string& file) {
  TextReadOptions options;
  options.file = file;
  options.project_root = ResourceLoader::get_project_root();
  return options;
}

Ref<Resource> read_resource(std::string_view path, const std::string& file) {
  if (auto loader = ResourceFormatLoader::find_for_path(file)) {
    std::error_code error;
    if (!loader->answers_missing_files() && !fs::is_regular_file(file, error)) {
      throw Error("ResourceLoader::load: no file at " + describe_path(path, file));
    }
    Ref<Resource> resource = loader->load(std::string(path), file);
    if (!resource) {
      throw Error("ResourceLoader::load: " + describe_path(path, file) + " holds no resource");
    }
    return resource;
  }
  const std::string local = ResourceLoader::localize_path(path);
  const std::string text = read_file(path, file, "ResourceLoader::load");
  const TextReadOptions options = read_options(file);
  if (detect_text_file_kind(text, options) == TextFileKind::SCENE) {
    Ref<PackedScene> scene = make_ref<PackedScene>();
    scene->set_state(read_scene_text(text, options));
    detail::remember_ext_ids(scene->get_state().ext_resources, local);
    scene->set_path(local);
    if (!scene->get_state().uid.empty()) scene->set_uid(scene->get_state().uid);
    return scene;
  }
  ResourceFileState state = read_resource_text(text, options);
  if (!state.resource) {
    throw Error("ResourceLoader::load: " + describe_path(path, file) + " holds no resource");
  }
  detail::remember_ext_ids(state.ext_resources, local);
  detail::remember_resource_header(
      local, {state.format, state.load_steps.has_value(), std::move(state.script_class)});
  state.resource->set_path(local);
  if (!state.uid.empty()) state.resource->set_uid(state.uid);
  detail::load_resource_dependencies(state.ext_resources, state.sub_resources, state.resource.get(),
                                     local);
  return state.resource;
}

// Whether `resource` answers to the class `type_hint` (a MissingResource answers for the class
// it stands in for).
bool has_type(const Resource& resource, std::string_view type_hint) {
  if (type_hint.empty() || resource.is_class(type_hint)) return true;
  const auto* missing = dynamic_cast<const MissingResource*>(&resource);
  return missing && missing->get_original_class() == type_hint;
}

std::string class_of(const Resource& resource) {
  const auto* missing = dynamic_cast<const MissingResource*>(&resource);
  return missing ? missing->get_original_class() : resource.get_class();
}

}  // namespace

Ref<Resource> ResourceLoader::load(std::string_view path, std::string_view type_hint,
                                   CacheMode cache_mode) {
  register_io_types();
  const std::string file = globalize_path(path);
  const std::string key = cache_key(file);
  Ref<Resource> resource = cache_mode == CACHE_MODE_REUSE ? cache().find(key) : nullptr;
  if (!resource) {
    resource = read_resource(path, file);
    resource->set_path(localize_path(path));
    if (cache_mode != CACHE_MODE_IGNORE) {
      resource = cache().insert(key, resource, cache_mode == CACHE_MODE_REPLACE);
    }
  }
  if (!has_type(*resource, type_hint)) {
    throw Error("ResourceLoader::load: " + describe_path(path, file) + " holds a " +
                class_of(*resource) + ", not a " + std::string(type_hint));
  }
  return resource;
}

Node* ResourceLoader::instantiate(std::string_view path) {
  constexpr std::string_view kCaller = "ResourceLoader::instantiate";
  register_io_types();
  const std::string file = globalize_path(path);
  if (Ref<Resource> cached = cache().find(cache_key(file))) {
    if (Ref<PackedScene> scene = ref_cast<PackedScene>(cached)) return scene->instantiate();
    throw Error(std::string(kCaller) + ": " + describe_path(path, file) + " holds a " +
                class_of(*cached) + ", not a scene");
  }
  if (ResourceFormatLoader::find_for_path(file)) {  // a scene of another format (glTF)
    Ref<Resource> loaded = load(path, {}, CACHE_MODE_IGNORE);
    if (Ref<PackedScene> scene = ref_cast<PackedScene>(loaded)) return scene->instantiate();
    throw Error(std::string(kCaller) + ": " + describe_path(path, file) + " holds a " +
                class_of(*loaded) + ", not a scene");
  }
  const std::string text = read_file(path, file, kCaller);
  const TextReadOptions options = read_options(file);
  if (detect_text_file_kind(text, options) != TextFileKind::SCENE) {
    throw Error(std::string(kCaller) + ": " + describe_path(path, file) +
                " holds a resource, not a scene");
  }
  return instantiate_scene_text(text, options, localize_path(path));
}

bool ResourceLoader::exists(std::string_view path) {
  std::error_code error;
  return fs::is_regular_file(globalize_path(path), error);
}

bool ResourceLoader::has_cached(std::string_view path) {
  return cache().find(cache_key(globalize_path(path))) != nullptr;
}

void ResourceLoader::cache_saved(const Ref<Resource>& resource, std::string_view path) {
  (void)cache().insert(cache_key(globalize_path(path)), resource, true);
}

void ResourceLoader::set_project_root(std::string directory) {
  ProjectRoot& root = project_root();
  std::lock_guard lock(root.mutex);
  const std::string next = directory.empty() ? "." : std::move(directory);
  if (next != root.directory) {  // res:// means other files now
    Resource::forget_file_ids();
    detail::forget_resource_headers();
  }
  root.directory = next;
}

std::string ResourceLoader::get_project_root() {
  ProjectRoot& root = project_root();
  std::lock_guard lock(root.mutex);
  return root.directory;
}

std::string ResourceLoader::globalize_path(std::string_view path) {
  if (!path.starts_with(kResPrefix)) return std::string(path);
  const fs::path file = fs::path(get_project_root()) / path.substr(kResPrefix.size());
  return file.lexically_normal().generic_string();
}

std::string ResourceLoader::localize_path(std::string_view path) {
  if (path.starts_with(kResPrefix) || path.empty()) return std::string(path);
  fs::path root = fs::absolute(get_project_root()).lexically_normal();
  if (!root.has_filename()) root = root.parent_path();  // "/project/" → "/project"
  const fs::path file = fs::absolute(fs::path(path)).lexically_normal();
  const fs::path relative = file.lexically_relative(root);
  if (relative.empty() || *relative.begin() == "..") return std::string(path);
  return std::string(kResPrefix) + relative.generic_string();
}

void ResourceLoader::set_warning_handler(LoadWarningHandler handler) {
  WarningSink& sink = warning_sink();
  std::lock_guard lock(sink.mutex);
  sink.handler = std::move(handler);
}

void ResourceLoader::report_warning(const LoadWarning& warning) {
  LoadWarningHandler handler;
  {
    WarningSink& sink = warning_sink();
    std::lock_guard lock(sink.mutex);
    handler = sink.handler;
  }
  if (handler) {
    handler(warning);
  } else {
    print_once(warning);
  }
}

}  // namespace arbor
