# Installs an Arbor build tree into a scratch prefix, then configures, builds and runs the consumer
# project against it. Run by the package.consumer test as `cmake -D... -P run_consumer.cmake`.
#
# Inputs: ARBOR_BUILD_DIR, PREFIX, CONSUMER_SOURCE_DIR, CONSUMER_BINARY_DIR (required);
#         CXX_COMPILER, CXX_COMPILER_LAUNCHER (a list joined with '|'), BUILD_TYPE, CXX_FLAGS, EXE_LINKER_FLAGS, MAKE_PROGRAM, README,
#         EXPECT_DISPLAY_SDL (the package must export arbor::display_sdl),
#         EXPECT_RENDERING_VULKAN (the package must export arbor::rendering_vulkan) (optional).
cmake_minimum_required(VERSION 3.25)

foreach(required ARBOR_BUILD_DIR PREFIX CONSUMER_SOURCE_DIR CONSUMER_BINARY_DIR)
  if(NOT DEFINED ${required} OR "${${required}}" STREQUAL "")
    message(FATAL_ERROR "run_consumer.cmake: -D${required}=... is required")
  endif()
endforeach()

# Runs one step and stops the script, with the step's output, when it fails.
function(run_step name)
  message(STATUS "package test: ${name}")
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE result
                  OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "package test: '${name}' failed (${result}):\n${output}")
  endif()
  set(step_output "${output}" PARENT_SCOPE)
endfunction()

# The README's first C++ block (the "A small game loop" example) and the output it promises
# ("This program prints `...`"), so the test keeps the README honest.
set(readme_example "")
set(readme_expected "")
if(DEFINED README AND EXISTS "${README}")
  file(READ "${README}" readme)
  string(FIND "${readme}" "\n```cpp\n" begin)
  if(begin GREATER_EQUAL 0)
    math(EXPR begin "${begin} + 8")
    string(SUBSTRING "${readme}" ${begin} -1 rest)
    string(FIND "${rest}" "\n```" end)
    math(EXPR end "${end} + 1")
    string(SUBSTRING "${rest}" 0 ${end} code)
    set(readme_example "${CONSUMER_BINARY_DIR}-readme/readme_example.cpp")
    file(WRITE "${readme_example}" "${code}")
    if(rest MATCHES "This program prints `([^`]*)`")
      set(readme_expected "${CMAKE_MATCH_1}")
    endif()
  endif()
endif()

file(REMOVE_RECURSE "${PREFIX}" "${CONSUMER_BINARY_DIR}")

set(install_args --install "${ARBOR_BUILD_DIR}" --prefix "${PREFIX}")
if(BUILD_TYPE)
  list(APPEND install_args --config "${BUILD_TYPE}")
endif()
run_step("install ${ARBOR_BUILD_DIR} into ${PREFIX}" "${CMAKE_COMMAND}" ${install_args})

set(configure_args -S "${CONSUMER_SOURCE_DIR}" -B "${CONSUMER_BINARY_DIR}" -G Ninja
    "-DCMAKE_PREFIX_PATH=${PREFIX}"
    "-DCMAKE_BUILD_TYPE=${BUILD_TYPE}"
    "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}"
    "-DCMAKE_EXE_LINKER_FLAGS=${EXE_LINKER_FLAGS}"
    "-DARBOR_README_EXAMPLE=${readme_example}"
    "-DARBOR_EXPECT_DISPLAY_SDL=${EXPECT_DISPLAY_SDL}"
    "-DARBOR_EXPECT_RENDERING_VULKAN=${EXPECT_RENDERING_VULKAN}")
if(CXX_COMPILER)
  list(APPEND configure_args "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}")
endif()
if(CXX_COMPILER_LAUNCHER)
  # The launcher is a list (`cmake -E env ... ccache`): an initial-cache file hands it over whole,
  # where a -D argument would be split at its separators on the way to the configure command.
  string(REPLACE "|" ";" launcher "${CXX_COMPILER_LAUNCHER}")
  set(initial_cache "${CONSUMER_BINARY_DIR}-launcher.cmake")
  file(WRITE "${initial_cache}"
       "set(CMAKE_CXX_COMPILER_LAUNCHER \"${launcher}\" CACHE STRING \"\")\n")
  list(APPEND configure_args -C "${initial_cache}")
endif()
if(MAKE_PROGRAM)
  list(APPEND configure_args "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
endif()
run_step("configure the consumer" "${CMAKE_COMMAND}" ${configure_args})
run_step("build the consumer" "${CMAKE_COMMAND}" --build "${CONSUMER_BINARY_DIR}")

run_step("run the consumer" "${CMAKE_COMMAND}" -E env SDL_VIDEODRIVER=dummy
         "${CONSUMER_BINARY_DIR}/consumer")
message(STATUS "${step_output}")
if(EXPECT_DISPLAY_SDL AND NOT step_output MATCHES "SDL display")
  message(FATAL_ERROR "package test: the consumer did not use arbor::display_sdl")
endif()
if(EXPECT_RENDERING_VULKAN AND NOT step_output MATCHES "Vulkan backend")
  message(FATAL_ERROR "package test: the consumer did not use arbor::rendering_vulkan")
endif()

run_step("run the umbrella consumer" "${CONSUMER_BINARY_DIR}/umbrella")
message(STATUS "${step_output}")

if(readme_example)
  run_step("run the README example" "${CONSUMER_BINARY_DIR}/readme_example")
  message(STATUS "${step_output}")
  string(STRIP "${step_output}" printed)
  if(readme_expected AND NOT printed STREQUAL readme_expected)
    message(FATAL_ERROR "package test: the README example printed\n  ${printed}\n"
                        "but the README says it prints\n  ${readme_expected}")
  endif()
endif()
message(STATUS "package test: passed")
