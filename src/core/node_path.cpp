#include "arbor/core/string/node_path.h"

#include <ostream>

#include "arbor/core/error/error.h"

namespace arbor {
namespace {

// Splits `text` at `separator`, skipping empty pieces, interning each piece.
std::vector<StringName> split_names(std::string_view text, char separator) {
  std::vector<StringName> names;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find(separator, start);
    if (end == std::string_view::npos) end = text.size();
    if (end > start) names.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return names;
}

std::size_t combine(std::size_t seed, std::size_t value) {
  return seed ^ (value + 0x9e3779b97f4a7c15ull + (seed << 6) + (seed >> 2));
}

std::string join(std::span<const StringName> names, char separator) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i) out += separator;
    out += names[i].view();
  }
  return out;
}

}  // namespace

NodePath::NodePath(std::string_view text) {
  if (text.empty()) return;
  const bool absolute = text.front() == '/';
  if (absolute) text.remove_prefix(1);
  const std::size_t colon = text.find(':');
  std::string_view path_part = text.substr(0, colon);
  std::string_view subname_part =
      colon == std::string_view::npos ? std::string_view() : text.substr(colon + 1);
  finish(split_names(path_part, '/'), split_names(subname_part, ':'), absolute);
}

NodePath::NodePath(std::vector<StringName> names, bool absolute) {
  finish(std::move(names), {}, absolute);
}

NodePath::NodePath(std::vector<StringName> names, std::vector<StringName> subnames, bool absolute) {
  finish(std::move(names), std::move(subnames), absolute);
}

void NodePath::finish(std::vector<StringName> names, std::vector<StringName> subnames,
                      bool absolute) {
  if (names.empty() && subnames.empty() && !absolute) return;
  auto data = std::make_shared<Data>();
  std::size_t hash = absolute ? 1 : 0;
  for (const StringName& name : names) hash = combine(hash, name.hash());
  hash = combine(hash, 0x5bd1e995);
  for (const StringName& name : subnames) hash = combine(hash, name.hash());
  data->names = std::move(names);
  data->subnames = std::move(subnames);
  data->absolute = absolute;
  data->hash = hash;
  data_ = std::move(data);
}

const StringName& NodePath::get_name(int index) const {
  if (index < 0 || index >= get_name_count()) {
    throw Error("NodePath::get_name: index " + std::to_string(index) + " out of range for '" +
                to_string() + "'");
  }
  return data_->names[static_cast<std::size_t>(index)];
}

const StringName& NodePath::get_subname(int index) const {
  if (index < 0 || index >= get_subname_count()) {
    throw Error("NodePath::get_subname: index " + std::to_string(index) + " out of range for '" +
                to_string() + "'");
  }
  return data_->subnames[static_cast<std::size_t>(index)];
}

std::span<const StringName> NodePath::names() const {
  return data_ ? std::span<const StringName>(data_->names) : std::span<const StringName>();
}

std::span<const StringName> NodePath::subnames() const {
  return data_ ? std::span<const StringName>(data_->subnames) : std::span<const StringName>();
}

std::string NodePath::get_concatenated_names() const { return join(names(), '/'); }

std::string NodePath::get_concatenated_subnames() const { return join(subnames(), ':'); }

std::string NodePath::to_string() const {
  if (!data_) return {};
  std::string out = data_->absolute ? "/" : "";
  out += get_concatenated_names();
  if (!data_->subnames.empty()) {
    out += ':';
    out += get_concatenated_subnames();
  }
  return out;
}

bool operator==(const NodePath& a, const NodePath& b) {
  if (a.data_ == b.data_) return true;
  if (!a.data_ || !b.data_) return false;
  return a.data_->hash == b.data_->hash && a.data_->absolute == b.data_->absolute &&
         a.data_->names == b.data_->names && a.data_->subnames == b.data_->subnames;
}

std::ostream& operator<<(std::ostream& out, const NodePath& path) {
  return out << path.to_string();
}

}  // namespace arbor
