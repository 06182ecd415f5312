#pragma once
// Shared helpers of the engine tests (minimal placeholder; the engine tests' helper owns it).
namespace muster::test {}
