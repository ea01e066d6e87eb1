#include "section_reader.h"

#include <utility>

namespace arbor::text {
namespace {

// A character of a bare property name: above space, and neither `=` nor `;`.
bool is_name_char(char c) { return static_cast<unsigned char>(c) > 32 && c != '=' && c != ';'; }

}  // namespace

TextField* SectionHeading::find(std::string_view name) {
  for (TextField& field : attributes()) {
    if (field.name == name) return &field;
  }
  return nullptr;
}

SectionReader::SectionReader(std::string_view text, VariantParseOptions options)
    : text_(text),
      parser_(text, std::move(options)),
      scanner_(detail::ValueScanner::whole_lines(text)) {}

void SectionReader::skip_blanks() {
  while (pos_ < text_.size()) {
    char c = text_[pos_];
    if (c == ';') {
      while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
    } else if (static_cast<unsigned char>(c) <= 32) {
      ++pos_;
    } else {
      return;
    }
  }
}

SectionReader::Item SectionReader::next() {
  skip_blanks();
  if (pos_ >= text_.size()) return Item::END;
  if (text_[pos_] == '[') {
    read_heading();
    return Item::HEADING;
  }
  read_property();
  return Item::PROPERTY;
}

// Godot's parse_tag: `[` tag-name { identifier `=` value } `]`, tokens separated by blanks.
void SectionReader::read_heading() {
  heading_.offset = pos_;
  heading_.clear();
  std::size_t at = pos_ + 1;
  std::string_view tag;
  if (scanner_.skip_blanks(at) && scanner_.identifier(at, tag)) {
    heading_.tag = tag;
    read_attributes(at);
    return;
  }
  parser_.seek(pos_ + 1);
  VariantParser::Token token = parser_.next_token();
  if (token.type != VariantParser::TK_IDENTIFIER) {
    fail_at(token.offset, "Expected a section name after '['");
  }
  heading_.tag = text_.substr(token.offset, token.text.size());
  read_attributes_with_parser(parser_.offset());
}

// The attributes from `at` to the closing `]`: `name="text"` and scanned values directly, the
// rest from the first token the scanner does not take by read_attributes_with_parser.
void SectionReader::read_attributes(std::size_t at) {
  while (true) {
    const std::size_t attribute_start = at;
    std::string_view name;
    if (!scanner_.skip_blanks(at)) break;
    if (scanner_.at(at, ']')) {
      pos_ = at + 1;
      return;
    }
    const std::size_t name_at = at;
    if (!scanner_.identifier(at, name) || !scanner_.skip_blanks_to(at, '=')) {
      at = attribute_start;
      break;
    }
    TextField& field = heading_.add();
    field.name = name;
    field.offset = name_at;
    std::size_t value_at = at;
    if (scanner_.skip_blanks(value_at) && scanner_.plain_string(value_at, field.text)) {
      field.is_text = true;
      at = value_at;
    } else {
      read_value(at, field.value);
    }
  }
  read_attributes_with_parser(at);
}

void SectionReader::read_attributes_with_parser(std::size_t at) {
  parser_.seek(at);
  while (true) {
    VariantParser::Token token = parser_.next_token();
    if (token.type == VariantParser::TK_BRACKET_CLOSE) break;
    if (token.type == VariantParser::TK_EOF) {
      fail_at(token.offset,
              "Unexpected end of file in [" + std::string(heading_.tag) + "] heading");
    }
    if (token.type != VariantParser::TK_IDENTIFIER) {
      fail_at(token.offset,
              "Expected an attribute name or ']' in [" + std::string(heading_.tag) + "] heading");
    }
    TextField& field = heading_.add();
    field.name = text_.substr(token.offset, token.text.size());
    field.offset = token.offset;
    VariantParser::Token equal = parser_.next_token();
    if (equal.type != VariantParser::TK_EQUAL) {
      fail_at(equal.offset, "Expected '=' after attribute '" + token.text + "'");
    }
    field.value = parser_.parse_value();
  }
  pos_ = parser_.offset();
}

// The value at `at` into `out`, read by the VariantParser; leaves `at` after it.
void SectionReader::read_value(std::size_t& at, Variant& out) {
  parser_.seek(at);
  parser_.read_value(out);
  at = parser_.offset();
}

void SectionReader::read_property() {
  property_.offset = pos_;
  read_property_name();
  read_value(pos_, property_.value);
}

// A quoted name is a string token; a bare name is every character above space up to `=`
// (Godot drops blanks inside it). Leaves pos_ after the `=`.
void SectionReader::read_property_name() {
  if (text_[pos_] == '"') {
    read_quoted_property_name();
    return;
  }
  // Most names are one word, maybe followed by blanks: a view of the text.
  const std::size_t start = pos_;
  std::size_t end = start;
  while (end < text_.size() && is_name_char(text_[end])) ++end;
  std::size_t at = end;
  while (at < text_.size() && text_[at] != '\n' && static_cast<unsigned char>(text_[at]) <= 32) {
    ++at;
  }
  if (at < text_.size() && text_[at] == '=') {
    property_.name = text_.substr(start, end - start);
    pos_ = at + 1;
    return;
  }
  read_spaced_property_name();
}

void SectionReader::read_quoted_property_name() {
  parser_.seek(pos_);
  property_name_ = std::move(parser_.next_token().text);
  property_.name = property_name_;
  pos_ = parser_.offset();
  skip_blanks();
  if (pos_ >= text_.size() || text_[pos_] != '=') {
    fail_at(pos_, "Expected '=' after property name \"" + property_name_ + "\"");
  }
  ++pos_;
}

// A bare name with blanks inside, or one that is not followed by `=` (an error).
void SectionReader::read_spaced_property_name() {
  const std::size_t start = pos_;
  bool blanks = false;
  while (pos_ < text_.size() && text_[pos_] != '=') {
    const char c = text_[pos_];
    if (c == '\n' || c == ';') break;
    blanks = blanks || static_cast<unsigned char>(c) <= 32;
    ++pos_;
  }
  property_.name = text_.substr(start, pos_ - start);
  if (blanks) property_.name = without_blanks(property_.name);
  if (pos_ >= text_.size() || text_[pos_] != '=') {
    fail_at(start, "Expected '=' after property name '" + std::string(property_.name) + "'");
  }
  ++pos_;
}

// `name` without its characters up to space, kept in property_name_.
std::string_view SectionReader::without_blanks(std::string_view name) {
  property_name_.clear();
  for (char c : name) {
    if (static_cast<unsigned char>(c) > 32) property_name_.push_back(c);
  }
  return property_name_;
}

}  // namespace arbor::text
