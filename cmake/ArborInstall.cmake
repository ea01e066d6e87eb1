# Installs the arbor program, the libraries, headers and a CMake package so that
# find_package(arbor CONFIG REQUIRED) + arbor::arbor works from another project.
include(CMakePackageConfigHelpers)

install(TARGETS ${ARBOR_LIBRARY_TARGETS} EXPORT arborTargets
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
