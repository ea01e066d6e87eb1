# Checks that the umbrella header is whole: include/arbor/arbor.h includes every public header,
# and the umbrella consumer (tests/package/consumer/umbrella.cpp) marks a use of each one's main
# type with the header's path. Run by the headers.umbrella test as
#   cmake -DINCLUDE_DIR=... -DCONSUMER=... -P check_umbrella.cmake
file(GLOB_RECURSE headers RELATIVE "${INCLUDE_DIR}" "${INCLUDE_DIR}/arbor/*.h")
list(REMOVE_ITEM headers "arbor/arbor.h")
file(READ "${INCLUDE_DIR}/arbor/arbor.h" umbrella)
file(READ "${CONSUMER}" consumer)
set(missing "")
foreach(header ${headers})
  string(FIND "${umbrella}" "#include \"${header}\"" included)
  if(included EQUAL -1)
    string(APPEND missing "\n  ${header}: not included by arbor/arbor.h")
  endif()
  string(FIND "${consumer}" "${header}" used)
  if(used EQUAL -1)
    string(APPEND missing "\n  ${header}: no use of its main type in ${CONSUMER}")
  endif()
endforeach()
if(missing)
  message(FATAL_ERROR "the umbrella header is not whole:${missing}")
endif()
list(LENGTH headers count)
message(STATUS "arbor/arbor.h includes all ${count} public headers, each used by the umbrella consumer")
