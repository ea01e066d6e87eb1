#include "section_reader.h"

#include <utility>

namespace arbor::text {

TextField* SectionHeading::find(std::string_view name) {
  for (TextField& field : attributes) {
    if (field.name == name) return &field;
  }
  return nullptr;
}

SectionReader::SectionReader(std::string_view text, VariantParseOptions options)
    : text_(text), parser_(text, std::move(options)) {}

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
  heading_.attributes.clear();
  parser_.seek(pos_ + 1);
  VariantParser::Token token = parser_.next_token();
  if (token.type != VariantParser::TK_IDENTIFIER) {
    fail_at(token.offset, "Expected a section name after '['");
  }
  heading_.tag = std::move(token.text);
  while (true) {
    token = parser_.next_token();
    if (token.type == VariantParser::TK_BRACKET_CLOSE) break;
    if (token.type == VariantParser::TK_EOF) {
      fail_at(token.offset, "Unexpected end of file in [" + heading_.tag + "] heading");
    }
    if (token.type != VariantParser::TK_IDENTIFIER) {
      fail_at(token.offset, "Expected an attribute name or ']' in [" + heading_.tag + "] heading");
    }
    TextField& field = heading_.attributes.emplace_back();
    field.name = std::move(token.text);
    field.offset = token.offset;
    VariantParser::Token equal = parser_.next_token();
    if (equal.type != VariantParser::TK_EQUAL) {
      fail_at(equal.offset, "Expected '=' after attribute '" + field.name + "'");
    }
    field.value = parser_.parse_value();
  }
  pos_ = parser_.offset();
}

void SectionReader::read_property() {
  property_.offset = pos_;
  read_property_name();
  parser_.seek(pos_);
  property_.value = parser_.parse_value();
  pos_ = parser_.offset();
}

// A quoted name is a string token; a bare name is every character above space up to `=`
// (Godot drops blanks inside it). Leaves pos_ after the `=`.
void SectionReader::read_property_name() {
  property_.name.clear();
  if (text_[pos_] == '"') {
    parser_.seek(pos_);
    VariantParser::Token token = parser_.next_token();
    property_.name = std::move(token.text);
    pos_ = parser_.offset();
    skip_blanks();
    if (pos_ >= text_.size() || text_[pos_] != '=') {
      fail_at(pos_, "Expected '=' after property name \"" + property_.name + "\"");
    }
    ++pos_;
    return;
  }
  std::size_t start = pos_;
  while (pos_ < text_.size() && text_[pos_] != '=') {
    char c = text_[pos_];
    if (c == '\n' || c == ';') break;
    if (static_cast<unsigned char>(c) > 32) property_.name.push_back(c);
    ++pos_;
  }
  if (pos_ >= text_.size() || text_[pos_] != '=') {
    fail_at(start, "Expected '=' after property name '" + property_.name + "'");
  }
  ++pos_;
}

}  // namespace arbor::text
