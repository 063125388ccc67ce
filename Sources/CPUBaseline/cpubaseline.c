// Compiled for baseline x86-64 whatever the Swift code's target: the check must run on
// the processors it refuses. `make release` defines MAPSIM_REQUIRE_X86_64_V3 when it
// compiles the Swift code for x86-64-v3 (PORTABLE=1 does not).
#include "cpubaseline.h"

#include <string.h>
#include <unistd.h>

static const char *const feature_names[] = { "avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "lzcnt", "movbe" };

unsigned mapsim_cpu_v3_features(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    unsigned have = 0;
    // __builtin_cpu_supports("avx") also requires the OS to save the YMM registers.
    if (__builtin_cpu_supports("avx")) have |= MAPSIM_CPU_AVX;
    if (__builtin_cpu_supports("avx2")) have |= MAPSIM_CPU_AVX2;
    if (__builtin_cpu_supports("bmi")) have |= MAPSIM_CPU_BMI1;
    if (__builtin_cpu_supports("bmi2")) have |= MAPSIM_CPU_BMI2;
    if (__builtin_cpu_supports("f16c")) have |= MAPSIM_CPU_F16C;
    if (__builtin_cpu_supports("fma")) have |= MAPSIM_CPU_FMA;
    if (__builtin_cpu_supports("lzcnt")) have |= MAPSIM_CPU_LZCNT;
    if (__builtin_cpu_supports("movbe")) have |= MAPSIM_CPU_MOVBE;
    return have;
#else
    return MAPSIM_CPU_V3;
#endif
}

/// Appends `text` at `*used` in `buffer` as far as it fits.
static void append(char *buffer, size_t size, size_t *used, const char *text) {
    size_t n = strlen(text);
    if (*used + 1 >= size) return;
    if (n > size - 1 - *used) n = size - 1 - *used;
    memcpy(buffer + *used, text, n);
    *used += n;
    buffer[*used] = '\0';
}

int mapsim_cpu_v3_refusal(unsigned have, char *buffer, size_t size) {
    if ((have & MAPSIM_CPU_V3) == MAPSIM_CPU_V3) return 0;
    size_t used = 0;
    if (size > 0) buffer[0] = '\0';
    append(buffer, size, &used, "mapsim: this build needs an x86-64-v3 processor; this one lacks");
    for (size_t i = 0; i < sizeof feature_names / sizeof feature_names[0]; i++) {
        if (!(have & (1u << i))) {
            append(buffer, size, &used, " ");
            append(buffer, size, &used, feature_names[i]);
        }
    }
    append(buffer, size, &used, " (build a portable one with `make release PORTABLE=1`)\n");
    return 1;
}

#if defined(MAPSIM_REQUIRE_X86_64_V3) && defined(__x86_64__)
/// Runs before `main` and before any Swift code (Swift initialises its globals lazily),
/// so no x86-64-v3 instruction runs on a processor without them: one line on stderr,
/// exit 69 (sysexits EX_UNAVAILABLE).
__attribute__((constructor(101))) static void mapsim_check_cpu(void) {
    char line[256];
    if (mapsim_cpu_v3_refusal(mapsim_cpu_v3_features(), line, sizeof line)) {
        ssize_t ignored = write(2, line, strlen(line));
        (void)ignored;
        _exit(69);
    }
}
#endif
