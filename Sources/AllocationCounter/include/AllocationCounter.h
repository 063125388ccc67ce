// Counts heap allocations made by the calling thread, for tests that assert that a
// steady-state path allocates nothing.
//
// On Linux with glibc the test executable that links this target interposes malloc,
// calloc, realloc, reallocarray, free, posix_memalign, aligned_alloc, memalign, valloc
// and pvalloc: every call is forwarded to glibc's own implementation (__libc_malloc and
// friends) and, while counting is on for the calling thread, counted. The Swift runtime
// allocates through these functions, so every Swift heap allocation is seen.
// Elsewhere nothing is interposed and `mapsim_allocation_counter_is_available()` is 0.
#ifndef MAPSIM_ALLOCATION_COUNTER_H
#define MAPSIM_ALLOCATION_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when allocations are interposed and counted on this platform (Linux with glibc), 0 otherwise.
int mapsim_allocation_counter_is_available(void);

/// Starts counting the calling thread's allocations from zero.
void mapsim_allocation_counter_start(void);

/// Stops counting on the calling thread and returns the number of allocating calls
/// (malloc, calloc, realloc, reallocarray, posix_memalign, aligned_alloc, memalign,
/// valloc, pvalloc) since `mapsim_allocation_counter_start()`.
uint64_t mapsim_allocation_counter_stop(void);

/// The calling thread's count of `free` calls with a non-null pointer since the last start.
uint64_t mapsim_allocation_counter_frees(void);

/// The most heap bytes the calling thread held at once between the last start and stop,
/// beyond what it held at the start: bytes allocated less bytes freed (glibc's usable
/// sizes, `malloc_usable_size`), at its highest. Memory allocated before the start and
/// freed after counts as a negative, so this is a lower bound when such memory is freed.
int64_t mapsim_allocation_counter_peak_bytes(void);

#ifdef __cplusplus
}
#endif

#endif
