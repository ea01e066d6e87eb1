// read_resource_text and detect_text_file_kind: `.tres` files, as Godot's ResourceLoaderText
// reads them.
#include <utility>

#include "arbor/core/variant/variant_text.h"
#include "arbor/io/register_io_types.h"
#include "arbor/io/text_resource_format.h"
#include "text_reader.h"

namespace arbor {
namespace {

using text::SectionReader;

class ResourceReader {
 public:
  ResourceReader(std::string_view source, const TextReadOptions& options) : in_(source, options) {}

  ResourceFileState read() {
    text::FileHeader header = in_.read_header("gd_resource");
    state_.format = header.format;
    state_.load_steps = header.load_steps;
    state_.uid = std::move(header.uid);
    state_.type = in_.class_name(std::move(header.type));
    state_.script_class = std::move(header.script_class);
    SectionReader& sections = in_.sections();
    if (state_.type.empty()) {
      sections.fail_at(0, "Missing type= in [gd_resource] heading");
    }
    while (true) {
      SectionReader::Item item = sections.next();
      if (item == SectionReader::Item::END) break;
      if (item == SectionReader::Item::PROPERTY) {
        add_property();
      } else {
        read_heading();
      }
    }
    if (!state_.resource) {
      sections.fail_at(sections.text().size(), "Missing the [resource] section");
    }
    return std::move(state_);
  }

 private:
  void read_heading() {
    in_.close_body();
    SectionReader& sections = in_.sections();
    const std::string_view tag = sections.heading().tag;
    std::size_t at = sections.heading().offset;
    // Godot's order: ext_resource, sub_resource, then the one [resource].
    if (state_.resource) {
      sections.fail_at(at, "[" + std::string(tag) + "] after the [resource] section");
    }
    if (tag == "ext_resource") {
      if (!state_.sub_resources.empty()) {
        sections.fail_at(at, "[ext_resource] must come before [sub_resource] sections");
      }
      state_.ext_resources.push_back(in_.read_ext_resource());
      current_ = nullptr;
    } else if (tag == "sub_resource") {
      state_.sub_resources.push_back(in_.read_sub_resource());
      current_ = state_.sub_resources.back().resource.get();
    } else if (tag == "resource") {
      state_.resource = in_.make_resource(state_.type);
      current_ = state_.resource.get();
    } else {
      sections.fail_at(at, "Unknown section [" + std::string(tag) + "] in a resource file");
    }
  }

  void add_property() {
    SectionReader& sections = in_.sections();
    if (!current_) {
      sections.fail_at(sections.property().offset,
                       "Property '" + std::string(sections.property().name) +
                           "' outside a [sub_resource] or [resource] section");
    }
    in_.add_property(*current_);
  }

  text::TextReader in_;
  ResourceFileState state_;
  Resource* current_ = nullptr;
};

}  // namespace

ResourceFileState read_resource_text(std::string_view text, const TextReadOptions& options) {
  register_io_types();
  return ResourceReader(text, options).read();
}

TextFileKind detect_text_file_kind(std::string_view text, const TextReadOptions& options) {
  VariantParseOptions parse;
  parse.file = options.file;
  VariantParser parser(text, parse);
  VariantParser::Token open = parser.next_token();
  VariantParser::Token tag = parser.next_token();
  if (open.type == VariantParser::TK_BRACKET_OPEN && tag.type == VariantParser::TK_IDENTIFIER) {
    if (tag.text == "gd_scene") return TextFileKind::SCENE;
    if (tag.text == "gd_resource") return TextFileKind::RESOURCE;
  }
  parser.fail_at(open.offset, "Expected a [gd_scene ...] or [gd_resource ...] heading");
}

}  // namespace arbor
