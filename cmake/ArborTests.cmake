# How GoogleTest programs become CTest tests.
#
# By default every test of a program is a CTest test of its own (gtest_discover_tests), so a
# failure names its test and `ctest -R` picks single tests. With ARBOR_TEST_SHARDS set to N > 0
# each program runs as N CTest tests instead, named <program>.shard<i>, each running every Nth of
# its tests (GoogleTest's sharding). A sanitized program spends about 0.2 s starting (relocating
# and registering a 200 MB executable), so one process per test costs minutes there; the asan
# preset shards.
set(ARBOR_TEST_SHARDS 0 CACHE STRING
    "Run each GoogleTest program as this many CTest tests (0: one CTest test per test)")

# arbor_add_gtests(<target> LABELS <label>... [ENVIRONMENT <NAME=value>...])
# Registers the tests of the GoogleTest program <target>. The environment reaches every test,
# in either mode, through the program's launcher (`cmake -E env`), since gtest_discover_tests
# passes on only the first value of a list property.
function(arbor_add_gtests target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "LABELS;ENVIRONMENT")
  if(arg_ENVIRONMENT)
    set_target_properties(${target} PROPERTIES CROSSCOMPILING_EMULATOR
                          "${CMAKE_COMMAND};-E;env;${arg_ENVIRONMENT}")
  endif()
  if(ARBOR_TEST_SHARDS GREATER 0)
    math(EXPR last "${ARBOR_TEST_SHARDS} - 1")
    foreach(index RANGE ${last})
      set(name ${target}.shard${index})
      add_test(NAME ${name} COMMAND ${target})
      set_tests_properties(${name} PROPERTIES
        LABELS "${arg_LABELS}"
        ENVIRONMENT "GTEST_TOTAL_SHARDS=${ARBOR_TEST_SHARDS};GTEST_SHARD_INDEX=${index}")
    endforeach()
  else()
    gtest_discover_tests(${target} DISCOVERY_TIMEOUT 60 PROPERTIES LABELS "${arg_LABELS}")
  endif()
endfunction()
