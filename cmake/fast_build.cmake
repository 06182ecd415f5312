# What makes a clean build fast on two cores (docs/building.md has the measurements):
# a faster linker when Debian's mold or lld is installed, precompiled headers for the
# standard library, nlohmann/json and Qt (built once per library and once for all tests),
# unity builds of the libraries, and -O1 where nothing hot runs.

option(MUSTER_FAST_LINKER "Link with mold (or lld) when it is installed" ON)
if(MUSTER_FAST_LINKER)
  find_program(MUSTER_MOLD mold)
  find_program(MUSTER_LLD ld.lld)
  if(MUSTER_MOLD)
    add_link_options(-fuse-ld=mold)
  elseif(MUSTER_LLD)
    add_link_options(-fuse-ld=lld)
  endif()
endif()

option(MUSTER_PCH "Precompiled headers for the standard library, nlohmann/json and Qt" ON)

set(MUSTER_PCH_STD <algorithm> <array> <cmath> <cstdint> <functional> <map> <memory>
    <optional> <set> <stdexcept> <string> <string_view> <vector> <nlohmann/json.hpp>)

# muster_pch(TARGET [HEADERS...]): the target's own precompiled header, the standard set
# plus the Qt module headers named (only modules the target links).
function(muster_pch target)
  if(MUSTER_PCH)
    target_precompile_headers(${target} PRIVATE ${MUSTER_PCH_STD} ${ARGN})
  endif()
endfunction()

# muster_light_opt(TARGET): -O1 for code that spends no CPU worth optimising (widgets, the
# CLI's commands, the library and club files, the tests): nlohmann/json-heavy units compile
# a third faster than at -O2. The engine, model, rules reference and painter stay at -O2.
function(muster_light_opt target)
  target_compile_options(${target} PRIVATE $<$<CONFIG:Release>:-O1>)
endfunction()

# muster_unity(TARGET [EXCLUDE files...]): compile the target's sources a dozen to a unit.
# The project's own headers were most of each unit's time; a library builds in about a third
# of the CPU. Files whose file-local names clash with a neighbour's are compiled alone.
option(MUSTER_UNITY "Unity builds of the libraries" ON)
function(muster_unity target)
  if(NOT MUSTER_UNITY)
    return()
  endif()
  cmake_parse_arguments(U "" "" "EXCLUDE" ${ARGN})
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 12)
  foreach(f ${U_EXCLUDE})
    set_source_files_properties(${f} TARGET_DIRECTORY ${target} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
  endforeach()
endfunction()
