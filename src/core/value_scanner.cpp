#include "core/value_scanner.h"

#include <array>
#include <string>

namespace arbor::detail {
namespace {

// Past the characters up to space at `p`.
const char* skip_blank_chars(const char* p, const char* end) {
  while (p != end && static_cast<unsigned char>(*p) <= 32) ++p;
  return p;
}

}  // namespace

bool ValueScanner::number(std::size_t& pos, Variant& out) const {
  if (pos >= text_.size()) return false;
  ScannedNumber number;
  const char* end = scan_number<false>(text_.data() + pos, text_.data() + text_.size(), number);
  if (!end) return false;
  if (number.is_float) {
    out = number.as_float;
  } else {
    out = number.as_int;
  }
  pos = std::size_t(end - text_.data());
  return true;
}

bool ValueScanner::numbers(std::size_t& pos, double* out, std::size_t capacity,
                           std::size_t& count) const {
  const char* const end = text_.data() + text_.size();
  const char* p = skip_blank_chars(text_.data() + pos, end);
  if (p == end || *p != '(') return false;
  ++p;
  count = 0;
  while (true) {
    ScannedNumber number;
    p = skip_blank_chars(p, end);
    if (p == end) return false;
    p = scan_number<false>(p, end, number);
    if (!p) return false;
    if (count < capacity) out[count] = number.as_float;
    ++count;
    p = skip_blank_chars(p, end);
    if (p == end) return false;
    if (*p == ')') break;
    if (*p != ',') return false;
    ++p;
  }
  pos = std::size_t(p + 1 - text_.data());
  return true;
}

bool ValueScanner::construct(std::size_t& pos, const TypeSyntax& syntax, Variant& out) const {
  std::size_t p = pos;
  if (syntax.form == SyntaxForm::NODE_PATH) {
    std::string_view path;
    if (!skip_blanks_to(p, '(') || !skip_blanks(p) || !plain_string(p, path) ||
        !skip_blanks_to(p, ')')) {
      return false;
    }
    out = NodePath(path);
  } else if (syntax.form == SyntaxForm::NUMBERS) {
    std::array<double, 16> args{};
    std::size_t count = 0;
    if (!numbers(p, args.data(), args.size(), count) || count != syntax.arity) return false;
    out = syntax.make(args.data(), count);
  } else {
    return false;
  }
  pos = p;
  return true;
}

bool ValueScanner::literal(std::size_t& pos, Variant& out) const {
  if (pos >= text_.size()) return false;
  const char c = text_[pos];
  std::size_t p = pos;
  std::string_view text;
  if (c == '"') {
    if (!plain_string(p, text)) return false;
    out = std::string(text);
  } else if ((c == '&' || c == '@') && p + 1 < text_.size() && text_[p + 1] == '"') {
    ++p;
    if (!plain_string(p, text)) return false;
    out = StringName(text);
  } else if (!number(p, out)) {
    return false;
  }
  pos = p;
  return true;
}

bool ValueScanner::keyword(std::string_view word, Variant& out) {
  if (word == "true" || word == "false") {
    out = word == "true";
  } else if (word == "null" || word == "nil") {
    out = Variant();
  } else {
    return false;
  }
  return true;
}

}  // namespace arbor::detail
