// The batch world-point kernel: see include/CMapMathKernels.h. One body, written with
// vector extensions, inlined into one function per target attribute; the first call
// chooses the widest the processor has, and every later call runs it.
#include "CMapMathKernels.h"

#include <stdatomic.h>
#include <stdint.h>
#include <string.h>

// Each operation rounds on its own, as in the Swift kernel: no fused multiply-add where
// the target has one (clang contracts a*b + c within an expression by default).
#if defined(__clang__) || !defined(__GNUC__)
#pragma STDC FP_CONTRACT OFF
#else
// GCC ignores the standard pragma and contracts by default in GNU C.
#pragma GCC optimize("fp-contract=off")
#endif
// The helpers below take sixteen-lane vectors by value but are always inlined, so no call
// passes one: the AVX-512 argument-passing warning does not apply.
#pragma GCC diagnostic ignored "-Wpsabi"

// Sixteen lanes a step (our choice): two AVX-512, four AVX or eight SSE registers an
// operand, twice the independent dependency chains of eight lanes, so that the long
// chains of the two series and divisions overlap; faster than eight at every level.
typedef double vd __attribute__((vector_size(128)));
typedef uint64_t vu __attribute__((vector_size(128)));
typedef int64_t vi __attribute__((vector_size(128)));
enum { LANES = 16 };

#define MMK_INLINE static inline __attribute__((always_inline))
#define SPLAT(c) ((vd){ (c), (c), (c), (c), (c), (c), (c), (c), (c), (c), (c), (c), (c), (c), (c), (c) })

/// `mask ? a : b` lane by lane (mask lanes all ones or all zeros).
MMK_INLINE vd select_lanes(vi mask, vd a, vd b) {
    return (vd)(((vu)mask & (vu)a) | (~(vu)mask & (vu)b));
}

/// BatchMath.sin: the Taylor series through x^19 in Horner form, for |x| <= 1.49.
MMK_INLINE vd batch_sin(vd x) {
    const vd x2 = x * x;
    vd p = SPLAT(-1.0 / 121645100408832000.0);
    p = p * x2 + 1.0 / 355687428096000.0;
    p = p * x2 - 1.0 / 1307674368000.0;
    p = p * x2 + 1.0 / 6227020800.0;
    p = p * x2 - 1.0 / 39916800.0;
    p = p * x2 + 1.0 / 362880.0;
    p = p * x2 - 1.0 / 5040.0;
    p = p * x2 + 1.0 / 120.0;
    p = p * x2 - 1.0 / 6.0;
    return x + x * (x2 * p);
}

/// BatchMath.logOfRatio: ln((1 + s)/(1 - s)) for |s| < 1 by a split of the ratio's bits
/// into 2^n * r, r in [sqrt(1/2), sqrt(2)), and the atanh series of (r - 1)/(r + 1).
MMK_INLINE vd batch_log_of_ratio(vd s) {
    const vi negative = s < 0.0;
    const vd a = select_lanes(negative, -s, s);
    const vd q = (1.0 + a) / (1.0 - a);
    const uint64_t sqrt_half_bits = 0x3FE6A09E667F3BCDull;
    const vu shifted = (vu)q + (0x3FF0000000000000ull - sqrt_half_bits);
    const vd biased_exponent = (vd)((shifted >> 52) | 0x4330000000000000ull);
    const vd n = biased_exponent - (4503599627370496.0 + 1023.0);
    const vd r = (vd)((shifted & 0x000FFFFFFFFFFFFFull) + sqrt_half_bits);
    const vd f = (r - 1.0) / (r + 1.0);
    const vd z = f * f;
    vd p = SPLAT(1.0 / 17);
    p = p * z + 1.0 / 15;
    p = p * z + 1.0 / 13;
    p = p * z + 1.0 / 11;
    p = p * z + 1.0 / 9;
    p = p * z + 1.0 / 7;
    p = p * z + 1.0 / 5;
    p = p * z + 1.0 / 3;
    const double ln2_high = 0.693147180369123816490;
    const double ln2_low = 1.90821492927058770002e-10;
    const vd two_f = f + f;
    const vd log_q = n * ln2_high + (two_f + (two_f * (z * p) + n * ln2_low)) + (a - a);
    return select_lanes(negative, -log_q, log_q);
}

/// Sixteen coordinates (interleaved latitude, longitude) to sixteen world points
/// (interleaved x, y): WebMercator.worldPointLanes, lane by lane.
MMK_INLINE void world_points_step(const double *coordinates, double *points) {
    vd c0, c1;
    memcpy(&c0, coordinates, sizeof c0);
    memcpy(&c1, coordinates + LANES, sizeof c1);
    const vd latitude = __builtin_shufflevector(c0, c1, 0, 2, 4, 6, 8, 10, 12, 14,
                                                16, 18, 20, 22, 24, 26, 28, 30);
    const vd longitude = __builtin_shufflevector(c0, c1, 1, 3, 5, 7, 9, 11, 13, 15,
                                                 17, 19, 21, 23, 25, 27, 29, 31);
    const double size = 256.0;
    const double limit = 85.0511287798066;
    const double pi = 3.141592653589793;
    const vd x = (longitude + 180.0) * (size / 360.0);
    // Comparisons with NaN are false: NaN passes the clamp as NaN.
    vd clamped = select_lanes(latitude < -limit, SPLAT(-limit), latitude);
    clamped = select_lanes(clamped > limit, SPLAT(limit), clamped);
    const vd s = batch_sin(clamped * (pi / 180.0));
    const vd y = (0.5 - batch_log_of_ratio(s) * (1.0 / (4.0 * pi))) * size;
    const vd p0 = __builtin_shufflevector(x, y, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
    const vd p1 = __builtin_shufflevector(x, y, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
    memcpy(points, &p0, sizeof p0);
    memcpy(points + LANES, &p1, sizeof p1);
}

/// The whole array: steps of sixteen, then the rest padded with zeros (discarded).
MMK_INLINE void world_points_all(const double *coordinates, double *points, size_t count) {
    size_t i = 0;
    for (; i + LANES <= count; i += LANES) {
        world_points_step(coordinates + 2 * i, points + 2 * i);
    }
    if (i < count) {
        double in[2 * LANES] = { 0 }, out[2 * LANES];
        memcpy(in, coordinates + 2 * i, (count - i) * 2 * sizeof(double));
        world_points_step(in, out);
        memcpy(points + 2 * i, out, (count - i) * 2 * sizeof(double));
    }
}

static void world_points_baseline(const double *coordinates, double *points, size_t count) {
    world_points_all(coordinates, points, count);
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define MMK_X86_DISPATCH 1
__attribute__((target("avx2")))
static void world_points_v3(const double *coordinates, double *points, size_t count) {
    world_points_all(coordinates, points, count);
}

__attribute__((target("avx512f")))
static void world_points_v4(const double *coordinates, double *points, size_t count) {
    world_points_all(coordinates, points, count);
}
#endif

/// Whether this processor and its operating system run `level`'s instructions
/// (__builtin_cpu_supports checks that the OS saves the wider registers too).
static int level_supported(int level) {
    switch (level) {
    case MMK_LEVEL_BASELINE: return 1;
#if defined(MMK_X86_DISPATCH)
    case MMK_LEVEL_V3: __builtin_cpu_init(); return __builtin_cpu_supports("avx2");
    case MMK_LEVEL_V4: __builtin_cpu_init(); return __builtin_cpu_supports("avx512f");
#endif
    default: return 0;
    }
}

typedef void (*world_points_function)(const double *, double *, size_t);

static world_points_function function_for_level(int level) {
    switch (level) {
#if defined(MMK_X86_DISPATCH)
    case MMK_LEVEL_V3: return world_points_v3;
    case MMK_LEVEL_V4: return world_points_v4;
#endif
    default: return world_points_baseline;
    }
}

static int best_level(void) {
    if (level_supported(MMK_LEVEL_V4)) return MMK_LEVEL_V4;
    if (level_supported(MMK_LEVEL_V3)) return MMK_LEVEL_V3;
    return MMK_LEVEL_BASELINE;
}

/// The chosen level, 0 until the first call chooses it (two threads may both choose:
/// they choose the same).
static _Atomic int chosen_level = 0;

int mmk_world_points_level(void) {
    int level = atomic_load_explicit(&chosen_level, memory_order_relaxed);
    if (level == 0) {
        level = best_level();
        atomic_store_explicit(&chosen_level, level, memory_order_relaxed);
    }
    return level;
}

void mmk_world_points(const void *coordinates, void *points, size_t count) {
    function_for_level(mmk_world_points_level())(coordinates, points, count);
}

int mmk_world_points_at_level(int level, const void *coordinates, void *points, size_t count) {
    if (!level_supported(level)) return 0;
    function_for_level(level)(coordinates, points, count);
    return 1;
}
