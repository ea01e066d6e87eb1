# Compiles through ccache when it is installed (Debian's ccache; tools/install-deps.sh installs it)
# and no compiler launcher was chosen: rebuilds of unchanged code, in this clone or any other
# clone of Arbor, come from the cache.
#
# The cache key leaves out where the clone is: paths under the source directory are hashed
# relative to the build directory (CCACHE_BASEDIR) and the build directory itself, which debug
# information names, is not hashed (CCACHE_NOHASHDIR). The cache is ccache's own
# (~/.cache/ccache, or CCACHE_DIR). -DARBOR_USE_CCACHE=OFF turns it off.
option(ARBOR_USE_CCACHE "Compile through ccache when it is installed" ON)
if(ARBOR_USE_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  find_program(ARBOR_CCACHE_PROGRAM ccache)
  if(ARBOR_CCACHE_PROGRAM)
    set(CMAKE_CXX_COMPILER_LAUNCHER
        ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR} CCACHE_NOHASHDIR=1
        ${ARBOR_CCACHE_PROGRAM})
    message(STATUS "arbor: compiling through ${ARBOR_CCACHE_PROGRAM}")
  endif()
endif()
