# Installs the arbor program, the libraries, headers and a CMake package so that
# find_package(arbor CONFIG REQUIRED) + arbor::arbor works from another project. Backends built
# here are exported too: arbor::display_sdl when SDL2 was found, with the package config finding
# SDL2 again for its consumers (find_package(arbor COMPONENTS display_sdl) requires it), and
# arbor::rendering_vulkan when the Vulkan backend was built (the config finds Vulkan's headers and
# stb for it).
include(CMakePackageConfigHelpers)

set(ARBOR_INSTALLED_TARGETS ${ARBOR_LIBRARY_TARGETS})
set(ARBOR_HAS_DISPLAY_SDL OFF)
if(TARGET arbor_display_sdl)
  list(APPEND ARBOR_INSTALLED_TARGETS arbor_display_sdl)
  set(ARBOR_HAS_DISPLAY_SDL ON)
endif()
set(ARBOR_HAS_AUDIO_OPENAL OFF)
if(TARGET arbor_audio_openal)
  list(APPEND ARBOR_INSTALLED_TARGETS arbor_audio_openal)
  set(ARBOR_HAS_AUDIO_OPENAL ON)
endif()
set(ARBOR_HAS_RENDERING_VULKAN OFF)
if(TARGET arbor_rendering_vulkan)
  list(APPEND ARBOR_INSTALLED_TARGETS arbor_rendering_vulkan)
  set(ARBOR_HAS_RENDERING_VULKAN ON)
endif()

install(TARGETS ${ARBOR_INSTALLED_TARGETS} EXPORT arborTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET arbor_program)
  install(TARGETS arbor_program RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
install(DIRECTORY include/arbor DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT arborTargets NAMESPACE arbor:: FILE arborTargets.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/arbor)

configure_package_config_file(cmake/arborConfig.cmake.in
  ${PROJECT_BINARY_DIR}/arborConfig.cmake INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/arbor)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/arborConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/arborConfig.cmake ${PROJECT_BINARY_DIR}/arborConfigVersion.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/arbor)
