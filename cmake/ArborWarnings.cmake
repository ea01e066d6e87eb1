# The one place that sets Arbor's compiler warnings.
function(arbor_set_warnings target)
  if(MSVC)
    target_compile_options(${target} PRIVATE /W4)
  else()
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
      # GCC 12 reports -Wrestrict on std::string concatenation at -O2/-O3 (GCC bug 105329).
      target_compile_options(${target} PRIVATE -Wno-restrict)
    endif()
    if(ARBOR_WARNINGS_AS_ERRORS)
      target_compile_options(${target} PRIVATE -Werror)
    endif()
  endif()
endfunction()

# Declares one Arbor library layer: sources globbed from src/<layer>, headers from include/arbor/<layer>.
function(arbor_add_layer layer)
  cmake_parse_arguments(ARG "" "" "DEPENDS;PRIVATE_DEPENDS" ${ARGN})
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/${layer}/*.cpp)
  # Server backends live in src/servers/<kind>/<backend>/ and are targets of their own; the null
  # backends beside them, in src/servers/<kind>/, belong to the layer.
  list(FILTER sources EXCLUDE REGEX "^${PROJECT_SOURCE_DIR}/src/servers/[^/]+/[^/]+/")
  add_library(arbor_${layer} ${sources})
  add_library(arbor::${layer} ALIAS arbor_${layer})
  set_target_properties(arbor_${layer} PROPERTIES EXPORT_NAME ${layer} OUTPUT_NAME arbor_${layer})
  target_compile_features(arbor_${layer} PUBLIC cxx_std_20)
  target_include_directories(arbor_${layer}
    PUBLIC $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include> $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>
    PRIVATE ${PROJECT_SOURCE_DIR}/src)
  if(ARG_DEPENDS)
    target_link_libraries(arbor_${layer} PUBLIC ${ARG_DEPENDS})
  endif()
  if(ARG_PRIVATE_DEPENDS)
    target_link_libraries(arbor_${layer} PRIVATE ${ARG_PRIVATE_DEPENDS})
  endif()
  arbor_set_warnings(arbor_${layer})
endfunction()

# The environment in which a program that renders runs under AddressSanitizer (empty otherwise):
# Mesa's lavapipe keeps memory past vkDestroyDevice and is unloaded before LeakSanitizer looks, so
# it is preloaded, to stay, and tests/lsan.supp names it.
function(arbor_sanitized_rendering_environment out)
  set(environment "")
  if(CMAKE_CXX_FLAGS MATCHES "-fsanitize=[^ ]*address")
    find_library(ARBOR_LAVAPIPE_LIBRARY vulkan_lvp)
    if(ARBOR_LAVAPIPE_LIBRARY)
      set(environment "LD_PRELOAD=${ARBOR_LAVAPIPE_LIBRARY}"
                      "LSAN_OPTIONS=suppressions=${PROJECT_SOURCE_DIR}/tests/lsan.supp")
    endif()
  endif()
  set(${out} "${environment}" PARENT_SCOPE)
endfunction()
