// Plain-C reference kernels: see include/CReferenceKernels.h. Written as straightforward
// loops for the compiler to vectorise; no intrinsics.
#include "CReferenceKernels.h"

#include <math.h>

/// A quiet NaN built from its bits: under -ffast-math the NAN macro is undefined
/// behaviour, but storing a value that happens to be NaN is fine.
static inline float quiet_nan(void) {
    const union { uint32_t bits; float value; } nan = { 0x7fc00000u };
    return nan.value;
}

void cref_world_points_columns(const double *restrict latitudes, const double *restrict longitudes,
                               double *restrict x, double *restrict y, size_t count) {
    const double size = 256.0;
    const double limit = 85.0511287798066;
    const double halfRadiansPerDegree = M_PI / 360.0;
    const double inverseTwoPi = 1.0 / (2.0 * M_PI);
    for (size_t i = 0; i < count; i++) {
        double latitude = latitudes[i];
        latitude = latitude < -limit ? -limit : (latitude > limit ? limit : latitude);
        x[i] = (longitudes[i] + 180.0) * (size / 360.0);
        y[i] = (0.5 - log(tan(latitude * halfRadiansPerDegree + M_PI / 4.0)) * inverseTwoPi) * size;
    }
}

size_t cref_screen_points_columns(const double *restrict world_x, const double *restrict world_y,
                                  float *restrict screen_x, float *restrict screen_y, uint8_t *restrict visible,
                                  size_t count, const cref_screen_parameters *parameters) {
    const cref_screen_parameters p = *parameters;
    const float behind = quiet_nan();
    size_t visibleCount = 0;
    for (size_t i = 0; i < count; i++) {
        double dx = world_x[i] - p.target_x;
        dx -= 256.0 * nearbyint(dx * (1.0 / 256.0));
        const double dy = world_y[i] - p.target_y;
        const float fx = (float)(dx * p.scale);
        const float fy = (float)(dy * p.scale);
        const float numeratorX = p.h00 * fx + p.h01 * fy;
        const float numeratorY = p.h10 * fx + p.h11 * fy;
        const float w = 1.0f + p.h20 * fx + p.h21 * fy;
        const int inFront = w > 0.0f;
        const float k = 1.0f / w;
        const float sx = inFront ? p.center_x + k * numeratorX : behind;
        const float sy = inFront ? p.center_y + k * numeratorY : behind;
        const int inside = inFront & (sx >= p.min_x) & (sx <= p.max_x) & (sy >= p.min_y) & (sy <= p.max_y);
        screen_x[i] = sx;
        screen_y[i] = sy;
        visible[i] = (uint8_t)inside;
        visibleCount += (size_t)inside;
    }
    return visibleCount;
}
