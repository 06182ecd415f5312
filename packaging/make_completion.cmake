# cmake -DIN=muster-cli.bash.in -DOUT=muster-cli -DWORDS=/path/muster-completion-words -P make_completion.cmake
# Puts the word lists printed by muster-completion-words (rule ids, terrain, ...) into the
# bash completion script.
cmake_policy(VERSION 3.25) # "@NAME@" below is text, not a variable reference
execute_process(COMMAND "${WORDS}" OUTPUT_VARIABLE words RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${WORDS} failed (${rc})")
endif()
file(READ "${IN}" script)
string(REPLACE "@WORDS@\n" "${words}" script "${script}")
file(WRITE "${OUT}" "${script}")
