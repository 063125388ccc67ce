// MapMath's batch world-point kernel in C, compiled for three x86-64 instruction sets and
// chosen at run time (docs/performance.md, "Processor baseline"). Swift has no
// per-function target attribute, so this is the one kernel MapMath runs at more than its
// build's vector width. Internal to MapMath: not part of mapmath.h, not exported from
// libmapmath.so.
#ifndef MAPSIM_CMAPMATHKERNELS_H
#define MAPSIM_CMAPMATHKERNELS_H

#include <stddef.h>

/// Instruction-set levels of the kernel (x86-64 psABI microarchitecture levels): baseline
/// x86-64 (SSE2; also every other architecture), x86-64-v3's AVX2, x86-64-v4's AVX-512.
enum {
    MMK_LEVEL_BASELINE = 1,
    MMK_LEVEL_V3 = 3,
    MMK_LEVEL_V4 = 4
};

/// The level `mmk_world_points` runs at on this processor: the highest it and the
/// operating system support, chosen once, on the first call.
int mmk_world_points_level(void);

/// `count` coordinates to zoom-0 world points. `coordinates`: `count` pairs of doubles,
/// latitude then longitude in degrees (MapMath's `Coordinate` layout); `points`: room for
/// `count` pairs, x then y in world units (`WorldPoint`). WebMercator.worldPointLanes's
/// operations in its order, sixteen lanes at a time (the last step padded with zeros), at
/// the level `mmk_world_points_level` names. Every level gives the same bits: no fused
/// multiply-add, no reassociation.
void mmk_world_points(const void *coordinates, void *points, size_t count);

/// `mmk_world_points` at `level` (a `MMK_LEVEL_*`); returns 0 and writes nothing when this
/// processor cannot run that level, 1 otherwise. For tests and benchmarks.
int mmk_world_points_at_level(int level, const void *coordinates, void *points, size_t count);

#endif
