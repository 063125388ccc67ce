// libFuzzer's driver entry, for the fuzz targets' `main` (docs/fuzzing.md). libFuzzer
// (compiler-rt, `-sanitize=fuzzer`) defines it; a plain build declares it and never calls
// it. Declared here because Swift cannot declare a C function itself.
#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the process's arguments, calling `callback` with each input;
/// returns the exit status libFuzzer chose.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
