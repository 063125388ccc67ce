// Plain-C reference kernels for `mapsim bench`: the same work as the Swift batch kernels,
// written the obvious way in C and compiled with -O3 -march=native -ffast-math (and
// clang's vectorised libm, glibc's libmvec), so that the benchmark output can say how
// the Swift implementation compares ("1.20× plain C"). Swift stays the implementation;
// nothing outside Benchmarks links this target.
#ifndef MAPSIM_C_REFERENCE_KERNELS_H
#define MAPSIM_C_REFERENCE_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// A latitude/longitude pair in degrees, laid out as MapMath's `Coordinate`.
typedef struct {
    double latitude;
    double longitude;
} cref_coordinate;

/// A zoom-0 world point (256 units wide), laid out as MapMath's `WorldPoint`.
typedef struct {
    double x;
    double y;
} cref_world_point;

/// A screen point in view points, laid out as Swift's `SIMD2<Float>`.
typedef struct {
    float x;
    float y;
} cref_screen_point;

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
/// ±85.0511287798066°, with libm's sin and log:
/// x = (lng + 180)/360·256, y = (1/2 − ln((1 + sin φ)/(1 − sin φ))/(4π))·256.
void cref_world_points(const cref_coordinate *coordinates, cref_world_point *output, size_t count);

/// World points to screen points and visibility flags (1 visible, 0 not): subtract the
/// camera target in double (nearest world copy by one conditional ±256, ties staying
/// put, which is the Swift kernel's rule for offsets under 384 units), scale to points
/// and convert to float, apply
/// the 3×3 ground-plane homography, divide, and test "in front of the camera and inside
/// the bounds". Points behind the camera get NaN coordinates. Returns the visible count.
size_t cref_screen_points(const cref_world_point *world, cref_screen_point *screen, uint8_t *visible,
                          size_t count, const cref_screen_parameters *parameters);

#endif
