// See include/AllocationCounter.h.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
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

static inline void note_allocation(void) {
    if (counting) allocations += 1;
}

int mapsim_allocation_counter_is_available(void) { return 1; }

void mapsim_allocation_counter_start(void) {
    allocations = 0;
    frees = 0;
    counting = 1;
}

uint64_t mapsim_allocation_counter_stop(void) {
    counting = 0;
    return allocations;
}

uint64_t mapsim_allocation_counter_frees(void) { return frees; }

void *malloc(size_t size) {
    note_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    note_allocation();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    note_allocation();
    return __libc_realloc(pointer, size);
}

void *reallocarray(void *pointer, size_t count, size_t size) {
    note_allocation();
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    return __libc_realloc(pointer, total);
}

void free(void *pointer) {
    if (counting && pointer != NULL) frees += 1;
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    note_allocation();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    note_allocation();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    note_allocation();
    // POSIX: a power of two and a multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    note_allocation();
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    note_allocation();
    return __libc_pvalloc(size);
}

#else

int mapsim_allocation_counter_is_available(void) { return 0; }
void mapsim_allocation_counter_start(void) {}
uint64_t mapsim_allocation_counter_stop(void) { return 0; }
uint64_t mapsim_allocation_counter_frees(void) { return 0; }

#endif
