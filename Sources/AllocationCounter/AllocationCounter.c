// See include/AllocationCounter.h.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

// glibc's own allocator entry points (exported by libc.so.6 for exactly this purpose).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

// Per-thread state: initial-exec TLS in the executable needs no allocation to reach.
static __thread int counting;
static __thread uint64_t allocations;
static __thread uint64_t frees;
// Bytes allocated less bytes freed by this thread since the start (usable sizes; may go
// below zero when memory allocated before the start is freed), and the highest it reached.
static __thread int64_t live_bytes;
static __thread int64_t peak_bytes;

static inline void note_allocation(void) {
    if (counting) allocations += 1;
}

static inline void *note_block(void *pointer) {
    if (counting && pointer != NULL) {
        live_bytes += (int64_t)malloc_usable_size(pointer);
        if (live_bytes > peak_bytes) peak_bytes = live_bytes;
    }
    return pointer;
}

static inline void note_release(void *pointer) {
    if (counting && pointer != NULL) live_bytes -= (int64_t)malloc_usable_size(pointer);
}

int mapsim_allocation_counter_is_available(void) { return 1; }

void mapsim_allocation_counter_start(void) {
    allocations = 0;
    frees = 0;
    live_bytes = 0;
    peak_bytes = 0;
    counting = 1;
}

int64_t mapsim_allocation_counter_peak_bytes(void) { return peak_bytes; }

uint64_t mapsim_allocation_counter_stop(void) {
    counting = 0;
    return allocations;
}

uint64_t mapsim_allocation_counter_frees(void) { return frees; }

void *malloc(size_t size) {
    note_allocation();
    return note_block(__libc_malloc(size));
}

void *calloc(size_t count, size_t size) {
    note_allocation();
    return note_block(__libc_calloc(count, size));
}

void *realloc(void *pointer, size_t size) {
    note_allocation();
    note_release(pointer);
    return note_block(__libc_realloc(pointer, size));
}

void *reallocarray(void *pointer, size_t count, size_t size) {
    note_allocation();
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    note_release(pointer);
    return note_block(__libc_realloc(pointer, total));
}

void free(void *pointer) {
    if (counting && pointer != NULL) frees += 1;
    note_release(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    note_allocation();
    return note_block(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
    note_allocation();
    return note_block(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    note_allocation();
    // POSIX: a power of two and a multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
    void *pointer = note_block(__libc_memalign(alignment, size));
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    note_allocation();
    return note_block(__libc_valloc(size));
}

void *pvalloc(size_t size) {
    note_allocation();
    return note_block(__libc_pvalloc(size));
}

#else

int mapsim_allocation_counter_is_available(void) { return 0; }
void mapsim_allocation_counter_start(void) {}
uint64_t mapsim_allocation_counter_stop(void) { return 0; }
uint64_t mapsim_allocation_counter_frees(void) { return 0; }
int64_t mapsim_allocation_counter_peak_bytes(void) { return 0; }

#endif
