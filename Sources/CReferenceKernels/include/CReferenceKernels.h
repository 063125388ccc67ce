// Plain-C reference kernels for `mapsim bench`: the same work as the Swift batch kernels,
// as plain loops (no intrinsics) compiled with -O3 -march=native -ffast-math and clang's
// vectorised libm (glibc's libmvec), so that the benchmark output can say how the Swift
// implementation compares ("1.20× plain C"). Swift stays the implementation; nothing
// outside Benchmarks links this target.
//
// The `_columns` kernels are what `mapsim bench` compares with: the fastest plain C we
// found for each contract on the 2-core AMD EPYC (Zen 4, AVX-512) development machine,
// 1,000,000 points, variants A and B timed in paired rounds (the order swapped every
// round), the median of A's time over B's over 41 rounds, three runs:
// - screen pass: {x, y} structs in / separate x and y arrays in: 1.01–1.12; a conditional
//   ±256 for the nearest world copy / dx − 256·nearbyint(dx/256): 1.02–1.13; separate x
//   and y arrays out / interleaved {x, y} out: 0.97–1.05 (even; kept: the layout the
//   Swift frame uses); -mprefer-vector-width=256 (the default) / 512: 0.96–1.00.
// - world pass: {lat, lng} structs / separate arrays: 1.03–1.13; y by sin and log of
//   (1 + sin φ)/(1 − sin φ) / by log(tan(π/4 + φ/2)): 1.03–1.05; atanh(sin φ) is not
//   vectorised through libmvec and is 8× slower.
// The struct-layout kernels (Swift's `Coordinate`, `WorldPoint` and `SIMD2<Float>`
// layouts) were removed once measured: the ratios above are their record.
#ifndef MAPSIM_C_REFERENCE_KERNELS_H
#define MAPSIM_C_REFERENCE_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// The per-frame constants of the screen pass, as `ScreenProjector` derives them from a
/// camera and viewport: the camera target in zoom-0 world units, the scale from world
/// units to points at the camera's zoom (2^zoom), the Float homography rows of the
/// ground plane (see ScreenProjector's documentation), the padded centre and the
/// visibility bounds in points.
typedef struct {
    double target_x, target_y;
    double scale;
    float h00, h01;
    float h10, h11;
    float h20, h21;
    float center_x, center_y;
    float min_x, max_x, min_y, max_y;
} cref_screen_parameters;

/// Latitude/longitude to zoom-0 world points, Web Mercator with latitudes clamped to
/// ±85.0511287798066°: `latitudes[i]`, `longitudes[i]` (degrees) to `x[i]`, `y[i]`
/// (zoom-0 world units), x = (lng + 180)/360·256, y = (1/2 − ln(tan(π/4 + φ/2))/(2π))·256.
void cref_world_points_columns(const double *latitudes, const double *longitudes, double *x, double *y,
                               size_t count);

/// World points `world_x[i]`, `world_y[i]` to screen points `screen_x[i]`, `screen_y[i]`
/// and visibility flags `visible[i]` (1 visible, 0 not): subtract the camera target in
/// double (the nearest world copy by dx − 256·nearbyint(dx/256): round to nearest, ties
/// to even, the Swift kernel's rule), scale to points and convert to float, apply the 3×3
/// ground-plane homography, divide, and test "in front of the camera and inside the
/// bounds". Points behind the camera get NaN coordinates. Returns the visible count.
size_t cref_screen_points_columns(const double *world_x, const double *world_y, float *screen_x, float *screen_y,
                                  uint8_t *visible, size_t count, const cref_screen_parameters *parameters);

#endif
