// The release tool's processor check (docs/performance.md, "Processor baseline"): the
// x86-64-v3 features the Swift code is compiled for, checked before `main`.
#ifndef MAPSIM_CPUBASELINE_H
#define MAPSIM_CPUBASELINE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The x86-64-v3 features, one bit each, in the order of the names in the refusal.
enum {
    MAPSIM_CPU_AVX = 1u << 0,
    MAPSIM_CPU_AVX2 = 1u << 1,
    MAPSIM_CPU_BMI1 = 1u << 2,
    MAPSIM_CPU_BMI2 = 1u << 3,
    MAPSIM_CPU_F16C = 1u << 4,
    MAPSIM_CPU_FMA = 1u << 5,
    MAPSIM_CPU_LZCNT = 1u << 6,
    MAPSIM_CPU_MOVBE = 1u << 7,
    MAPSIM_CPU_V3 = (1u << 8) - 1
};

/// The x86-64-v3 features this processor and its operating system support (all bits
/// on a processor that is not x86-64, where the check does not apply).
unsigned mapsim_cpu_v3_features(void);

/// Writes the one-line refusal for a processor with the features `have` (bits above)
/// into `buffer` (`size` bytes, NUL-terminated, cut short if too small) and returns 1;
/// returns 0 and writes nothing when `have` includes every x86-64-v3 feature.
int mapsim_cpu_v3_refusal(unsigned have, char *buffer, size_t size);

#ifdef __cplusplus
}
#endif

#endif
