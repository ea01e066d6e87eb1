# Turns a text file into a C++ source file: `std::string_view NAMESPACE::FUNCTION()` returns the
# file's bytes. Run as `cmake -DINPUT=... -DOUTPUT=... -DNAMESPACE=... -DFUNCTION=... -P`.
file(READ "${INPUT}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "'\\\\x\\1'," bytes "${hex}")
get_filename_component(name "${INPUT}" NAME)
file(WRITE "${OUTPUT}"
  "// Generated from ${name} at build time; edit that file instead.\n"
  "#include <string_view>\n\n"
  "namespace ${NAMESPACE} {\n\n"
  "std::string_view ${FUNCTION}() {\n"
  "  static constexpr char kText[] = {${bytes}'\\0'};\n"
  "  return {kText, sizeof(kText) - 1};\n"
  "}\n\n"
  "}  // namespace ${NAMESPACE}\n")
