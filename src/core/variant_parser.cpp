// str_to_var and VariantParser: Godot 4's VariantParser (core/variant/variant_parser.cpp).
#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/core/variant/variant_text.h"
#include "base64.h"
#include "core/value_scanner.h"
#include "core/value_syntax.h"
#include "object_literal.h"
#include "variant_internal.h"

namespace arbor {

ParseError::ParseError(const std::string& message, std::string file, int line, int column)
    : Error((file.empty() ? std::string() : file + ":") + std::to_string(line) + ":" +
            std::to_string(column) + ": " + message),
      message_(message),
      file_(std::move(file)),
      line_(line),
      column_(column) {}

namespace {

using detail::is_alpha;
using detail::is_digit;
using detail::is_hex;

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out.push_back(char(cp));
  } else if (cp < 0x800) {
    out.push_back(char(0xc0 | (cp >> 6)));
    out.push_back(char(0x80 | (cp & 0x3f)));
  } else if (cp < 0x10000) {
    out.push_back(char(0xe0 | (cp >> 12)));
    out.push_back(char(0x80 | ((cp >> 6) & 0x3f)));
    out.push_back(char(0x80 | (cp & 0x3f)));
  } else {
    out.push_back(char(0xf0 | (cp >> 18)));
    out.push_back(char(0x80 | ((cp >> 12) & 0x3f)));
    out.push_back(char(0x80 | ((cp >> 6) & 0x3f)));
    out.push_back(char(0x80 | (cp & 0x3f)));
  }
}

// inf, -inf, inf_neg and nan are numbers wherever a constructor takes numbers (stor_fix).
bool special_number(std::string_view id, double& out) {
  if (id == "inf") {
    out = std::numeric_limits<double>::infinity();
  } else if (id == "-inf" || id == "inf_neg") {
    out = -std::numeric_limits<double>::infinity();
  } else if (id == "nan") {
    out = std::numeric_limits<double>::quiet_NaN();
  } else {
    return false;
  }
  return true;
}

constexpr int kMaxDepth = 512;

void skip_blanks(std::string_view text, std::size_t& pos) {
  while (pos < text.size()) {
    if (text[pos] == ';') {
      while (pos < text.size() && text[pos] != '\n') ++pos;
    } else if (static_cast<unsigned char>(text[pos]) <= 32) {
      ++pos;
    } else {
      return;
    }
  }
}

// Reads a number at `pos` as a number token, without making the token (the fast path of long
// number lists such as Godot 3's byte arrays); false when no number starts there.
bool scan_number(std::string_view text, std::size_t& pos, double& out) {
  detail::ScannedNumber number;
  const char* end = detail::scan_number(text.data() + pos, text.data() + text.size(), number);
  if (!end) return false;
  out = number.as_float;
  pos = std::size_t(end - text.data());
  return true;
}

}  // namespace

VariantParser::VariantParser(std::string_view text, VariantParseOptions options)
    : text_(text), lines_(detail::ValueScanner::whole_lines(text)), options_(std::move(options)) {}

void VariantParser::fail_at(std::size_t offset, const std::string& message) const {
  offset = std::min(offset, text_.size());
  int line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < offset; ++i) {
    if (text_[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  throw ParseError(message, options_.file, line, int(offset - line_start) + 1);
}

void VariantParser::fail(const Token& token, const std::string& message) const {
  fail_at(token.offset, message);
}

VariantParser::Token VariantParser::next_token() {
  while (pos_ < text_.size()) {
    char c = text_[pos_];
    std::size_t start = pos_;
    Token token;
    token.offset = start;
    auto single = [&](TokenType type) {
      ++pos_;
      token.type = type;
      return token;
    };
    switch (c) {
      case '{':
        return single(TK_CURLY_BRACKET_OPEN);
      case '}':
        return single(TK_CURLY_BRACKET_CLOSE);
      case '[':
        return single(TK_BRACKET_OPEN);
      case ']':
        return single(TK_BRACKET_CLOSE);
      case '(':
        return single(TK_PARENTHESIS_OPEN);
      case ')':
        return single(TK_PARENTHESIS_CLOSE);
      case ':':
        return single(TK_COLON);
      case ',':
        return single(TK_COMMA);
      case '.':
        return single(TK_PERIOD);
      case '=':
        return single(TK_EQUAL);
      case ';':
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
        continue;
      case '#': {
        ++pos_;
        while (pos_ < text_.size() && is_hex(text_[pos_])) ++pos_;
        try {
          token.value = Color::html(text_.substr(start, pos_ - start));
        } catch (const std::invalid_argument&) {
          fail_at(start,
                  "Invalid color code '" + std::string(text_.substr(start, pos_ - start)) + "'");
        }
        token.type = TK_COLOR;
        return token;
      }
      case '&':
      case '@':  // Godot 3's StringName prefix, still read by Godot 4
        if (pos_ + 1 >= text_.size() || text_[pos_ + 1] != '"') {
          fail_at(start, "Expected '\"' after '&'");
        }
        ++pos_;
        return read_string(start, true);
      case '"':
        return read_string(start, false);
      default:
        if (static_cast<unsigned char>(c) <= 32) {
          ++pos_;
          continue;
        }
        return read_number_or_identifier(start);
    }
  }
  Token end;
  end.offset = text_.size();
  return end;
}

VariantParser::Token VariantParser::read_string(std::size_t start, bool string_name) {
  ++pos_;  // the opening quote
  Token token;
  token.offset = start;
  token.type = string_name ? TK_STRING_NAME : TK_STRING;
  uint32_t lead_surrogate = 0;
  auto unterminated = [&] { fail_at(start, "Unterminated string"); };
  while (true) {
    if (pos_ >= text_.size()) unterminated();
    char c = text_[pos_++];
    if (c == '"') break;
    if (c != '\\') {
      if (lead_surrogate)
        fail_at(pos_ - 1, "Invalid UTF-16 sequence in string, unpaired lead surrogate");
      token.text.push_back(c);
      continue;
    }
    if (pos_ >= text_.size()) unterminated();
    char next = text_[pos_++];
    uint32_t code = 0;
    switch (next) {
      case 'b':
        code = 8;
        break;
      case 't':
        code = 9;
        break;
      case 'n':
        code = 10;
        break;
      case 'f':
        code = 12;
        break;
      case 'r':
        code = 13;
        break;
      case 'u':
      case 'U': {
        int length = next == 'U' ? 6 : 4;
        for (int i = 0; i < length; ++i) {
          if (pos_ >= text_.size()) unterminated();
          char h = text_[pos_++];
          if (!is_hex(h)) fail_at(pos_ - 1, "Malformed hex constant in string");
          code = code * 16 + uint32_t(is_digit(h) ? h - '0' : (h | 0x20) - 'a' + 10);
        }
        break;
      }
      default:
        code = static_cast<unsigned char>(next);  // \" \\ \' and any other: the character
    }
    if ((code & 0xfffffc00) == 0xd800) {
      if (lead_surrogate)
        fail_at(pos_ - 1, "Invalid UTF-16 sequence in string, unpaired lead surrogate");
      lead_surrogate = code;
      continue;
    }
    if ((code & 0xfffffc00) == 0xdc00) {
      if (!lead_surrogate)
        fail_at(pos_ - 1, "Invalid UTF-16 sequence in string, unpaired trail surrogate");
      code = (lead_surrogate << 10) + code - ((0xd800 << 10) + 0xdc00 - 0x10000);
      lead_surrogate = 0;
    } else if (lead_surrogate) {
      fail_at(pos_ - 1, "Invalid UTF-16 sequence in string, unpaired lead surrogate");
    }
    if (code < 0x80 && next != 'u' && next != 'U') {
      token.text.push_back(char(code));
    } else {
      append_utf8(token.text, code);
    }
  }
  if (lead_surrogate)
    fail_at(pos_ - 1, "Invalid UTF-16 sequence in string, unpaired lead surrogate");
  return token;
}

VariantParser::Token VariantParser::read_number_or_identifier(std::size_t start) {
  Token token;
  token.offset = start;
  detail::ScannedNumber number;
  if (const char* end =
          detail::scan_number(text_.data() + start, text_.data() + text_.size(), number)) {
    pos_ = std::size_t(end - text_.data());
    token.type = TK_NUMBER;
    if (number.is_float) {
      token.value = number.as_float;
    } else {
      token.value = number.as_int;
    }
    return token;
  }
  std::size_t p = pos_;
  if (text_[p] == '-') ++p;
  if (p < text_.size() && is_alpha(text_[p])) {
    ++p;
    while (p < text_.size() && (is_alpha(text_[p]) || is_digit(text_[p]))) ++p;
    token.type = TK_IDENTIFIER;
    token.text = std::string(text_.substr(start, p - start));
    pos_ = p;
    return token;
  }
  fail_at(start, std::string("Unexpected character '") + text_[start] + "'");
}

void VariantParser::expect(TokenType type, const char* what) {
  Token token = next_token();
  if (token.type != type) fail(token, std::string("Expected ") + what);
}

// '(' then numbers separated by commas, then ')'; inf/nan identifiers count as numbers.
std::vector<double> VariantParser::parse_numbers(const char* what) {
  expect(TK_PARENTHESIS_OPEN, "'(' in constructor");
  std::vector<double> numbers;
  bool first = true;
  while (true) {
    if (!first && !next_separator()) break;
    double value = 0.0;
    skip_blanks(text_, pos_);
    if (scan_number(text_, pos_, value)) {
      numbers.push_back(value);
      first = false;
      continue;
    }
    Token token = next_token();
    if (first && token.type == TK_PARENTHESIS_CLOSE) break;
    if (token.type == TK_NUMBER) {
      value = static_cast<double>(token.value);
    } else if (!(token.type == TK_IDENTIFIER && special_number(token.text, value))) {
      fail(token, std::string("Expected ") + what + " in constructor");
    }
    numbers.push_back(value);
    first = false;
  }
  return numbers;
}

Variant VariantParser::parse_value() {
  Variant value;
  read_value(value);
  return value;
}

void VariantParser::read_value(Variant& out) {
  if (!scan_value(out)) out = parse_value(next_token());
}

// The forms most values are written in, read straight from the text by a ValueScanner, and
// resource references by one plain id; false, having read nothing, for anything else (which
// the tokens then read, to the same value or to the ParseError).
bool VariantParser::scan_value(Variant& out) {
  const detail::ValueScanner scanner(lines_);
  std::size_t p = pos_;
  if (!scanner.skip_blanks(p)) return false;
  std::string_view word;
  if (!scanner.identifier(p, word)) {
    if (!scanner.literal(p, out)) return false;
    pos_ = p;
    return true;
  }
  if (const detail::TypeSyntax* syntax = detail::find_type_syntax(word)) {
    if (syntax->form != detail::SyntaxForm::RESOURCE) {
      if (!scanner.construct(p, *syntax, out)) return false;
    } else {
      std::string_view id;
      if (!options_.resolve_resource || !scanner.skip_blanks_to(p, '(') ||
          !scanner.skip_blanks(p) || !scanner.plain_string(p, id) ||
          !scanner.skip_blanks_to(p, ')')) {
        return false;
      }
      pos_ = p;  // a failed reference's error points past it, as it does read by tokens
      out = options_.resolve_resource(std::string(word), {Variant(std::string(id))});
      return true;
    }
  } else if (!detail::ValueScanner::keyword(word, out)) {
    return false;
  }
  pos_ = p;
  return true;
}

Variant VariantParser::parse_value(const Token& token) {
  if (++depth_ > kMaxDepth) fail(token, "Values nested too deeply");
  struct DepthGuard {
    int& depth;
    ~DepthGuard() { --depth; }
  } guard{depth_};
  switch (token.type) {
    case TK_CURLY_BRACKET_OPEN:
      return parse_dictionary_body();
    case TK_BRACKET_OPEN:
      return parse_array_body();
    case TK_IDENTIFIER:
      return parse_identifier(token);
    case TK_NUMBER:
    case TK_COLOR:
      return token.value;
    case TK_STRING:
      return token.text;
    case TK_STRING_NAME:
      return StringName(token.text);
    case TK_EOF:
      fail(token, "Expected value, got EOF");
    default:
      fail(token, "Expected value");
  }
}

Variant VariantParser::parse_array_body() {
  Array array;
  bool need_comma = false;
  while (true) {
    Token token = next_token();
    if (token.type == TK_EOF) fail(token, "Unexpected EOF while parsing array");
    if (token.type == TK_BRACKET_CLOSE) return array;
    if (need_comma) {
      if (token.type != TK_COMMA) fail(token, "Expected ','");
      need_comma = false;
      continue;
    }
    array.push_back(parse_value(token));
    need_comma = true;
  }
}

Variant VariantParser::parse_dictionary_body() {
  Dictionary dict;
  bool need_comma = false;
  while (true) {
    Token token = next_token();
    if (token.type == TK_EOF) fail(token, "Unexpected EOF while parsing dictionary");
    if (token.type == TK_CURLY_BRACKET_CLOSE) return dict;
    if (need_comma) {
      if (token.type != TK_COMMA) fail(token, "Expected '}' or ','");
      need_comma = false;
      continue;
    }
    Variant key = parse_value(token);
    expect(TK_COLON, "':'");
    dict[key] = parse_value();
    need_comma = true;
  }
}

namespace {

// A byte array element: the low byte of the integer (Godot's uint8_t(int64_t(value))), with
// out-of-range and NaN values pinned so the conversion stays defined.
uint8_t byte_of(double v) {
  if (std::isnan(v)) return 0;
  return static_cast<uint8_t>(static_cast<int64_t>(std::clamp(v, -9.2e18, 9.2e18)));
}

}  // namespace

Variant VariantParser::parse_identifier(const Token& token) {
  const std::string& id = token.text;
  Variant keyword;
  if (detail::ValueScanner::keyword(id, keyword)) return keyword;
  double special = 0.0;
  if (special_number(id, special)) return special;
  const detail::TypeSyntax* syntax = detail::find_type_syntax(id);
  if (!syntax) fail(token, "Unexpected identifier '" + id + "'");
  using detail::SyntaxForm;
  switch (syntax->form) {
    case SyntaxForm::NUMBERS: {
      // Read into a buffer on the stack (a scene file has one per transform: no allocation).
      std::array<double, 16> args{};
      if (parse_fixed_numbers(args.data(), args.size()) != syntax->arity) {
        fail(token, "Expected " + std::to_string(syntax->arity) + " arguments for constructor");
      }
      return syntax->make(args.data(), syntax->arity);
    }
    case SyntaxForm::NUMBER_LIST: {
      const std::vector<double> numbers = parse_numbers(syntax->element);
      return syntax->make(numbers.data(), numbers.size());
    }
    case SyntaxForm::INT64_LIST: {
      // The tokens as Variants, so that 64-bit integers keep every digit.
      PackedInt64Array out;
      for (const Variant& v : parse_construct_args()) out.push_back(static_cast<int64_t>(v));
      return out;
    }
    case SyntaxForm::BYTES:
      return parse_byte_array();
    case SyntaxForm::STRINGS:
      return parse_string_array();
    case SyntaxForm::NODE_PATH: {
      expect(TK_PARENTHESIS_OPEN, "'('");
      Token path = next_token();
      if (path.type != TK_STRING) fail(path, "Expected string as argument for NodePath()");
      expect(TK_PARENTHESIS_CLOSE, "')'");
      return NodePath(path.text);
    }
    case SyntaxForm::TYPED_ARRAY:
      return parse_typed_array();
    case SyntaxForm::TYPED_DICTIONARY:
      return parse_typed_dictionary();
    case SyntaxForm::RESOURCE:
      return parse_resource(id, token);
    case SyntaxForm::OBJECT:
      return parse_object();
    case SyntaxForm::RID:
      return parse_rid();
    case SyntaxForm::EMPTY:
      // Godot writes these only as `Callable()` / `Signal()` (it never stores their targets)
      // and reads them back as the null value.
      expect(TK_PARENTHESIS_OPEN, "'('");
      expect(TK_PARENTHESIS_CLOSE, "')'");
      return id == "Callable" ? Variant(Callable()) : Variant(SignalRef());
  }
  fail(token, "Unexpected identifier '" + id + "'");
}

// Godot's `RID()` (an invalid RID) or `RID(id)`.
Variant VariantParser::parse_rid() {
  expect(TK_PARENTHESIS_OPEN, "'(' in constructor");
  Token token = next_token();
  if (token.type == TK_PARENTHESIS_CLOSE) return arbor::RID();
  if (token.type != TK_NUMBER) fail(token, "Expected number as argument or ')'");
  const auto id = static_cast<uint64_t>(static_cast<int64_t>(token.value));
  expect(TK_PARENTHESIS_CLOSE, "')' in constructor");
  return arbor::RID::from_uint64(id);
}

// As parse_numbers, into `out` (the first `capacity` numbers); returns how many there were.
std::size_t VariantParser::parse_fixed_numbers(double* out, std::size_t capacity) {
  expect(TK_PARENTHESIS_OPEN, "'(' in constructor");
  std::size_t count = 0;
  while (true) {
    if (count > 0 && !next_separator()) break;
    double value = 0.0;
    skip_blanks(text_, pos_);
    if (!scan_number(text_, pos_, value)) {
      Token token = next_token();
      if (count == 0 && token.type == TK_PARENTHESIS_CLOSE) break;
      if (token.type == TK_NUMBER) {
        value = static_cast<double>(token.value);
      } else if (!(token.type == TK_IDENTIFIER && special_number(token.text, value))) {
        fail(token, "Expected float in constructor");
      }
    }
    if (count < capacity) out[count] = value;
    ++count;
  }
  return count;
}

// After a constructor argument: true after a ',', false after the closing ')'.
bool VariantParser::next_separator() {
  skip_blanks(text_, pos_);
  if (pos_ < text_.size() && text_[pos_] == ')') {
    ++pos_;
    return false;
  }
  if (pos_ >= text_.size() || text_[pos_] != ',') {
    fail_at(pos_, "Expected ',' or ')' in constructor");
  }
  ++pos_;
  return true;
}

// Godot's `Object(Class,"property":value,...)`: kept as an ObjectLiteral (the class and the
// properties in order). A registered class that is not RefCounted (a Node) is refused: a
// Variant cannot own one.
Variant VariantParser::parse_object() {
  expect(TK_PARENTHESIS_OPEN, "'('");
  Token type = next_token();
  if (type.type != TK_IDENTIFIER) fail(type, "Expected identifier with type of object");
  StringName class_name(type.text);
  if (ClassDB::class_exists(class_name) &&
      !ClassDB::is_parent_class(class_name, StringName("RefCounted"))) {
    fail(type, "Can't instantiate Object() of type '" + type.text +
                   "': a Variant can only own RefCounted objects");
  }
  Ref<detail::ObjectLiteral> object(new detail::ObjectLiteral(type.text));
  expect(TK_COMMA, "',' after object type");
  bool need_comma = false;
  while (true) {
    Token token = next_token();
    if (token.type == TK_EOF) fail(token, "Unexpected EOF while parsing Object()");
    if (token.type == TK_PARENTHESIS_CLOSE) return Variant(object);
    if (need_comma) {
      if (token.type != TK_COMMA) fail(token, "Expected ')' or ','");
      need_comma = false;
      continue;
    }
    if (token.type != TK_STRING) fail(token, "Expected property name as string");
    expect(TK_COLON, "':'");
    object->keep_property(StringName(token.text), parse_value());
    need_comma = true;
  }
}

// '(' then numbers (kept as INT or FLOAT Variants), then ')'.
std::vector<Variant> VariantParser::parse_construct_args() {
  expect(TK_PARENTHESIS_OPEN, "'(' in constructor");
  std::vector<Variant> args;
  bool first = true;
  while (true) {
    if (!first) {
      Token separator = next_token();
      if (separator.type == TK_PARENTHESIS_CLOSE) break;
      if (separator.type != TK_COMMA) fail(separator, "Expected ',' or ')' in constructor");
    }
    Token token = next_token();
    if (first && token.type == TK_PARENTHESIS_CLOSE) break;
    double special = 0.0;
    if (token.type == TK_NUMBER) {
      args.push_back(token.value);
    } else if (token.type == TK_IDENTIFIER && special_number(token.text, special)) {
      args.emplace_back(special);
    } else {
      fail(token, "Expected number in constructor");
    }
    first = false;
  }
  return args;
}

Variant VariantParser::parse_byte_array() {
  expect(TK_PARENTHESIS_OPEN, "'(' in constructor");
  Token token = next_token();
  PackedByteArray out;
  if (token.type == TK_PARENTHESIS_CLOSE) return out;
  if (token.type == TK_STRING) {
    auto bytes = detail::base64_decode(token.text);
    if (!bytes) fail(token, "Invalid base64-encoded string");
    expect(TK_PARENTHESIS_CLOSE, "')' in constructor");
    return PackedByteArray(std::move(*bytes));
  }
  while (true) {
    double value = 0.0;
    if (token.type == TK_NUMBER) {
      value = static_cast<double>(token.value);
    } else if (!(token.type == TK_IDENTIFIER && special_number(token.text, value))) {
      fail(token, "Expected base64 string, or list of numbers in constructor");
    }
    out.push_back(byte_of(value));
    if (!next_separator()) return out;
    skip_blanks(text_, pos_);
    while (scan_number(text_, pos_, value)) {
      out.push_back(byte_of(value));
      if (!next_separator()) return out;
      skip_blanks(text_, pos_);
    }
    token = next_token();
  }
}

Variant VariantParser::parse_string_array() {
  expect(TK_PARENTHESIS_OPEN, "'('");
  PackedStringArray out;
  bool first = true;
  while (true) {
    if (!first) {
      Token separator = next_token();
      if (separator.type == TK_PARENTHESIS_CLOSE) break;
      if (separator.type != TK_COMMA) fail(separator, "Expected ',' or ')'");
    }
    Token token = next_token();
    if (token.type == TK_PARENTHESIS_CLOSE) break;
    if (token.type != TK_STRING) fail(token, "Expected string");
    out.push_back(token.text);
    first = false;
  }
  return out;
}

Variant VariantParser::parse_resource(const std::string& kind, const Token& token) {
  if (!options_.resolve_resource) {
    fail(token, kind + "(...) needs a resource resolver (VariantParseOptions::resolve_resource)");
  }
  expect(TK_PARENTHESIS_OPEN, "'('");
  std::vector<Variant> args;
  bool first = true;
  while (true) {
    Token arg = next_token();
    if (arg.type == TK_PARENTHESIS_CLOSE && first) break;
    if (arg.type == TK_STRING) {
      args.emplace_back(arg.text);
    } else if (arg.type == TK_NUMBER) {
      args.push_back(arg.value);
    } else {
      fail(arg, "Expected string in " + kind + " reference");
    }
    first = false;
    Token separator = next_token();
    if (separator.type == TK_PARENTHESIS_CLOSE) break;
    if (separator.type != TK_COMMA) fail(separator, "Expected ')'");
  }
  return options_.resolve_resource(kind, args);
}

namespace {

struct ElementType {
  Variant::Type type = Variant::NIL;
  StringName class_name;
  Variant script;
};

}  // namespace

// The element type of `Array[...]` / `Dictionary[..., ...]`: a built-in type name, "Variant"
// (untyped), a resource reference (a script: `resource` reads it), or a class name (Objects).
static ElementType read_element_type(const std::string& name,
                                     const std::function<Variant()>& resource) {
  ElementType out;
  Variant::Type builtin = Variant::get_type_by_name(name);
  if (builtin != Variant::VARIANT_MAX && builtin != Variant::NIL) {
    out.type = builtin;
  } else if (name != "Variant") {
    out.type = Variant::OBJECT;
    if (resource) {
      out.script = resource();
    } else {
      out.class_name = StringName(name);
    }
  }
  return out;
}

Variant VariantParser::parse_typed_array() {
  expect(TK_BRACKET_OPEN, "'['");
  Token type = next_token();
  if (type.type != TK_IDENTIFIER) fail(type, "Expected type identifier");
  std::function<Variant()> resource;
  if (type.text == "Resource" || type.text == "SubResource" || type.text == "ExtResource") {
    std::size_t save = pos_;
    if (next_token().type == TK_PARENTHESIS_OPEN) {
      resource = [this, save, type] {
        pos_ = save;
        return parse_resource(type.text, type);
      };
    }
    pos_ = save;
  }
  ElementType element = read_element_type(type.text, resource);
  expect(TK_BRACKET_CLOSE, "']'");
  expect(TK_PARENTHESIS_OPEN, "'('");
  expect(TK_BRACKET_OPEN, "'['");
  Array values = static_cast<Array>(parse_array_body());
  expect(TK_PARENTHESIS_CLOSE, "')'");
  Array array;
  array.set_typed(element.type, element.class_name, element.script);
  try {
    array.assign(values);
  } catch (const Error& e) {
    fail(type, e.what());
  }
  return array;
}

Variant VariantParser::parse_typed_dictionary() {
  expect(TK_BRACKET_OPEN, "'['");
  Token key_token = next_token();
  if (key_token.type != TK_IDENTIFIER) fail(key_token, "Expected type identifier for key");
  ElementType key = read_element_type(key_token.text, {});
  expect(TK_COMMA, "',' after key type");
  Token value_token = next_token();
  if (value_token.type != TK_IDENTIFIER) fail(value_token, "Expected type identifier for value");
  ElementType value = read_element_type(value_token.text, {});
  expect(TK_BRACKET_CLOSE, "']'");
  expect(TK_PARENTHESIS_OPEN, "'('");
  expect(TK_CURLY_BRACKET_OPEN, "'{'");
  Dictionary values = static_cast<Dictionary>(parse_dictionary_body());
  expect(TK_PARENTHESIS_CLOSE, "')'");
  Dictionary dict;
  dict.set_typed(key.type, key.class_name, value.type, value.class_name);
  try {
    for (int64_t i = 0; i < values.size(); ++i)
      dict.set(values.get_key_at(i), values.get_value_at(i));
  } catch (const Error& e) {
    fail(key_token, e.what());
  }
  return dict;
}

Variant str_to_var(std::string_view text, const VariantParseOptions& options) {
  VariantParser parser(text, options);
  Variant value = parser.parse_value();
  VariantParser::Token rest = parser.next_token();
  if (rest.type != VariantParser::TK_EOF)
    parser.fail_at(rest.offset, "Unexpected text after the value");
  return value;
}

}  // namespace arbor
