// Shared helpers of the engine tests (minimal placeholder; the engine tests' helper owns it).
#include "engine_fixture.h"
