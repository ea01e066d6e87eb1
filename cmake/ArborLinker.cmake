# Links with mold when it is installed (Debian's mold; tools/install-deps.sh installs it) and no
# linker was chosen: a debug test program carries hundreds of megabytes of debug information,
# which GNU ld takes seconds to link and mold a fraction of that. -DARBOR_USE_MOLD=OFF keeps the
# toolchain's linker. Programs built against an installed Arbor are not affected.
option(ARBOR_USE_MOLD "Link Arbor's programs with mold when it is installed" ON)
if(ARBOR_USE_MOLD AND NOT MSVC AND NOT CMAKE_EXE_LINKER_FLAGS MATCHES "-fuse-ld=")
  find_program(ARBOR_MOLD_PROGRAM mold)
  if(ARBOR_MOLD_PROGRAM)
    add_link_options(-fuse-ld=mold)
    message(STATUS "arbor: linking with ${ARBOR_MOLD_PROGRAM}")
  endif()
endif()
