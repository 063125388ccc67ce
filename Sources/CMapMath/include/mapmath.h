/*
 * mapmath.h: the C interface of mapsim's MapMath (Web Mercator, the perspective camera
 * with bearing, tilt and padding, visible regions and camera updates).
 *
 * Link with -lmapmath (libmapmath.so, built by `make capi`). Apache-2.0.
 * docs/c-api.md has an example and the stability promise.
 *
 * Units: degrees for latitude, longitude, bearing and tilt; view points (not pixels)
 * for screen positions and sizes, origin top left, y down; world points for world
 * positions: the world is 256 * 2^zoom points wide, x east from -180 degrees, y south
 * from the north Mercator limit (85.0511287798066 degrees).
 *
 * Every function returns an mm_error (MM_OK is 0) and writes its answers through
 * pointers the caller owns; none allocates memory that the caller must free, none keeps
 * a pointer after it returns, and all are safe to call from several threads at once.
 * On an error nothing is written, except where a function says so.
 *
 * Batch functions (`count` elements) check their shared arguments first, so an error
 * writes nothing; an element that the single form would refuse (a number not finite, a
 * point beyond the horizon, bad bounds) gets NaN in every number of its answer, and the
 * call still returns MM_OK. Output arrays must not overlap input arrays.
 *
 * Output structs with a size field: the mm_*_make functions write the whole struct, size
 * included, so their `out` may be uninitialised. Every other function reads out->size
 * first (set it with MM_*_INIT, or use a struct from a make function; MM_ERROR_STRUCT_SIZE
 * when it is smaller than the first version), writes only the fields that size covers,
 * and leaves size as it was. An output array of them is read at out[0].size only, and
 * every element's size is set to it.
 *
 * Stability: this header is versioned (MM_VERSION_*). Within a major version, functions
 * are only added, never changed or removed, enum values are only added, and structs that
 * carry a `size` field only grow at their end. A caller sets `size` to sizeof the struct
 * as it compiled it (the mm_*_make functions and MM_*_INIT do this), so a newer library
 * reads only the fields an older caller knows. Structs without a size field never change.
 */
#ifndef MAPMATH_H
#define MAPMATH_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header. mm_version() gives the library's. */
#define MM_VERSION_MAJOR 1
#define MM_VERSION_MINOR 1
#define MM_VERSION_PATCH 0
#define MM_VERSION_STRING "1.1.0"

/* What went wrong. mm_error_message() gives a one-line description of each. */
typedef enum mm_error {
    MM_OK = 0,
    /* A pointer argument was NULL (an array may be NULL only when its count is 0). */
    MM_ERROR_NULL_POINTER = 1,
    /* A struct's size field is smaller than the first version of that struct. */
    MM_ERROR_STRUCT_SIZE = 2,
    /* A number that must be finite was NaN or infinite. */
    MM_ERROR_NOT_FINITE = 3,
    /* A viewport's width or height was not positive. */
    MM_ERROR_VIEWPORT_SIZE = 4,
    /* A padding was negative, or together as wide or as tall as the view. */
    MM_ERROR_PADDING = 5,
    /* Camera limits with min_zoom above max_zoom, or a tilt table that is empty, not
       sorted by strictly increasing zoom, or with a tilt outside [0, 90). */
    MM_ERROR_LIMITS = 6,
    /* Bounds with south above north or a latitude outside [-90, 90]. */
    MM_ERROR_BOUNDS = 7,
    /* A single-point function: the point is at or beyond the horizon (it has no
       screen point, or the screen point has no ground under it). NaN is written. */
    MM_ERROR_BEYOND_HORIZON = 8,
    /* An array count so large that the array's size in bytes would not fit in the
       address space (a negative number cast to size_t, say). */
    MM_ERROR_COUNT = 9
} mm_error;

/* A one-line, static, NUL-terminated description of `error` ("unknown error" for a
   value this library does not know). Never NULL. */
const char *mm_error_message(mm_error error);

/* The library's version, "MAJOR.MINOR.PATCH", static. Compare with MM_VERSION_STRING. */
const char *mm_version(void);

/* ---- Plain values (never change) -------------------------------------------------- */

/* A position on the earth, degrees. */
typedef struct mm_coordinate {
    double latitude;
    double longitude;
} mm_coordinate;

/* A position in world points at some zoom (x east, y south). */
typedef struct mm_world_point {
    double x;
    double y;
} mm_world_point;

/* A position in the view, points from the top-left corner (x right, y down). */
typedef struct mm_screen_point {
    double x;
    double y;
} mm_screen_point;

/* Insets from the view's edges, points. */
typedef struct mm_edge_insets {
    double top;
    double left;
    double bottom;
    double right;
} mm_edge_insets;

/* A latitude/longitude box, degrees; west > east means it crosses the antimeridian. */
typedef struct mm_bounds {
    double south;
    double west;
    double north;
    double east;
} mm_bounds;

/* One point of a tilt limit table: at `zoom`, tilt may reach `max_tilt` degrees. */
typedef struct mm_tilt_stop {
    double zoom;
    double max_tilt;
} mm_tilt_stop;

/* ---- Versioned structs (grow at the end; set size) -------------------------------- */

/* Where the camera looks from, as GMSCameraPosition. mm_camera_make normalises: target
   latitude clamped to +-85, longitude wrapped into (-180, 180], bearing into [0, 360),
   tilt into [0, 90). Functions taking a camera check that it is finite and normalise it
   as mm_camera_make does (no change to a camera from mm_camera_make); they do not apply
   limits unless they say so. */
typedef struct mm_camera {
    size_t size;            /* sizeof(mm_camera) */
    mm_coordinate target;   /* at the padded centre of the view */
    double zoom;            /* the world is 256 * 2^zoom points wide */
    double bearing;         /* degrees clockwise from north */
    double tilt;            /* degrees from nadir */
} mm_camera;

/* The map view's size and padding, points. The camera target appears at the centre of
   the view inset by its padding. Width and height must be finite and positive; padding
   finite, non-negative, and less than the view in each direction. */
typedef struct mm_viewport {
    size_t size;            /* sizeof(mm_viewport) */
    double width;
    double height;
    mm_edge_insets padding;
} mm_viewport;

/* What a camera may show. Default (mm_camera_limits_default): zoom 2 to 21 and the
   Google Maps SDK for iOS tilt table (30 degrees at zoom <= 10, 45 at 14, 65 at >= 16). */
typedef struct mm_camera_limits {
    size_t size;                    /* sizeof(mm_camera_limits) */
    double min_zoom;
    double max_zoom;
    const mm_tilt_stop *tilt_stops; /* NULL for the default table; read during the call only */
    size_t tilt_stop_count;
} mm_camera_limits;

/* The ground inside the padded view, as GMSVisibleRegion: four corners (a trapezoid
   when tilted) and the box that holds them. Where a top corner is above the horizon the
   far corners are taken on the highest row whose ground scale is 1/16 of the target's,
   and horizon_clipped is 1. */
typedef struct mm_visible_region {
    size_t size;            /* sizeof(mm_visible_region); set by the caller before the call */
    mm_coordinate near_left;
    mm_coordinate near_right;
    mm_coordinate far_left;
    mm_coordinate far_right;
    mm_bounds bounds;
    int32_t horizon_clipped;
} mm_visible_region;

#define MM_CAMERA_INIT { sizeof(mm_camera), { 0, 0 }, 0, 0, 0 }
#define MM_VIEWPORT_INIT { sizeof(mm_viewport), 0, 0, { 0, 0, 0, 0 } }
#define MM_VISIBLE_REGION_INIT \
    { sizeof(mm_visible_region), { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0, 0, 0 }, 0 }
/* The default limits, as mm_camera_limits_default writes them. */
#define MM_CAMERA_LIMITS_INIT { sizeof(mm_camera_limits), 2, 21, NULL, 0 }

/* ---- Making values: refused where they are made ----------------------------------- */

/* A normalised camera; MM_ERROR_NOT_FINITE when any number is not finite. */
mm_error mm_camera_make(double latitude, double longitude, double zoom, double bearing,
                        double tilt, mm_camera *out);

/* A checked viewport; MM_ERROR_NOT_FINITE, MM_ERROR_VIEWPORT_SIZE or MM_ERROR_PADDING. */
mm_error mm_viewport_make(double width, double height, mm_edge_insets padding,
                          mm_viewport *out);

/* The default limits (zoom 2 to 21, Google's tilt table). */
mm_error mm_camera_limits_default(mm_camera_limits *out);

/* ---- World points ----------------------------------------------------------------- */

/* The world point of a coordinate at `zoom`. Latitude is clamped to the Mercator limit;
   longitude is used as given (180 maps to the east edge; beyond it, the next world copy). */
mm_error mm_world_point_for(mm_coordinate coordinate, double zoom, mm_world_point *out);

/* The same for `count` coordinates, with the SIMD kernel: x is bit-identical to
   mm_world_point_for, y within 1e-12 of the world width. NaN in gives NaN out. */
mm_error mm_world_points(const mm_coordinate *coordinates, size_t count, double zoom,
                         mm_world_point *out);

/* The coordinate of a world point at `zoom`; longitude wrapped into (-180, 180]. */
mm_error mm_coordinate_at_world_point(mm_world_point point, double zoom, mm_coordinate *out);

/* The same for `count` points (bit-identical to the single form). */
mm_error mm_coordinates_at_world_points(const mm_world_point *points, size_t count,
                                        double zoom, mm_coordinate *out);

/* ---- Projection ------------------------------------------------------------------- */

/* The view point of `coordinate` (on the world copy nearest the target) for `camera`
   in `viewport`. Points outside the view are returned too. MM_ERROR_BEYOND_HORIZON when
   it is behind the camera. */
mm_error mm_project(const mm_camera *camera, const mm_viewport *viewport,
                    mm_coordinate coordinate, mm_screen_point *out);

/* The same for `count` coordinates, bit-identical to mm_project; a point beyond the
   horizon gets NaN, NaN (and the call still returns MM_OK). */
mm_error mm_project_batch(const mm_camera *camera, const mm_viewport *viewport,
                          const mm_coordinate *coordinates, size_t count,
                          mm_screen_point *out);

/* The same for `count` coordinates, eight at a time on the vector units, with a
   polynomial sin and logarithm in place of the C library's: about 2.5 times as fast as
   mm_project_batch (docs/performance.md), and not bit-identical to it. The difference from mm_project_batch
   in each of x and y is at most 4e-12 * 2^zoom * k * (1 + r * sin(tilt) / D)
   + 8 * DBL_EPSILON * (|c| + r) * (1 + k) view points, where D = 1.5 * view height,
   k = D / depth is the point's magnification (1 at the padded centre c when untilted,
   growing without limit towards the plane of the camera), r is the point's larger
   distance from c along x or y and |c| the larger coordinate of c (docs/c-api.md,
   "Fast batch projection"). A point within that distance of the plane of the camera
   may be NaN, NaN in one function and not the other. Added in 1.1.0. */
mm_error mm_project_batch_fast(const mm_camera *camera, const mm_viewport *viewport,
                               const mm_coordinate *coordinates, size_t count,
                               mm_screen_point *out);

/* mm_project_batch_fast on columns: latitudes[i] and longitudes[i] (degrees) to x[i]
   and y[i] (view points), the same values bit for bit. No array may overlap another
   (the inputs may not be the outputs). Added in 1.1.0. */
mm_error mm_project_columns_fast(const mm_camera *camera, const mm_viewport *viewport,
                                 const double *latitudes, const double *longitudes, size_t count,
                                 double *x, double *y);

/* The coordinate on the ground under view point `point`; MM_ERROR_BEYOND_HORIZON at or
   above the horizon. Longitude wrapped into (-180, 180]. */
mm_error mm_unproject(const mm_camera *camera, const mm_viewport *viewport,
                      mm_screen_point point, mm_coordinate *out);

/* The same for `count` points, bit-identical to mm_unproject; NaN, NaN above the horizon. */
mm_error mm_unproject_batch(const mm_camera *camera, const mm_viewport *viewport,
                            const mm_screen_point *points, size_t count, mm_coordinate *out);

/* The visible region of the padded view. out->size must be set. */
mm_error mm_visible_region_for(const mm_camera *camera, const mm_viewport *viewport,
                               mm_visible_region *out);

/* The visible region for each of `count` cameras (laid out with stride cameras[0].size)
   in one viewport, into `out` (stride out[0].size). */
mm_error mm_visible_region_batch(const mm_camera *cameras, size_t count,
                                 const mm_viewport *viewport, mm_visible_region *out);

/* ---- Camera updates (as GMSCameraUpdate); results clamped to `limits` --------------- */
/* `limits` may be NULL for the defaults. */

/* The camera that shows `bounds` inside the padded view inset by `padding` (GMSCameraUpdate
   fitBounds:withEdgeInsets:; 64 points on each side is its default), bearing and tilt 0. */
mm_error mm_fit_bounds(const mm_viewport *viewport, mm_bounds bounds, mm_edge_insets padding,
                       const mm_camera_limits *limits, mm_camera *out);

/* The same for `count` boxes (out laid out with stride out[0].size). */
mm_error mm_fit_bounds_batch(const mm_viewport *viewport, const mm_bounds *bounds, size_t count,
                             mm_edge_insets padding, const mm_camera_limits *limits,
                             mm_camera *out);

/* `camera` zoomed by `delta` levels keeping the ground under `anchor` under it (NULL, or a
   point above the horizon: about the padded centre). */
mm_error mm_zoom_by(const mm_camera *camera, const mm_viewport *viewport, double delta,
                    const mm_screen_point *anchor, const mm_camera_limits *limits,
                    mm_camera *out);

/* The same zoom about each of `count` anchors. */
mm_error mm_zoom_by_batch(const mm_camera *camera, const mm_viewport *viewport, double delta,
                          const mm_screen_point *anchors, size_t count,
                          const mm_camera_limits *limits, mm_camera *out);

/* `camera` scrolled by (`dx`, `dy`) view points (GMSCameraUpdate scrollByX:Y:). */
mm_error mm_scroll_by(const mm_camera *camera, const mm_viewport *viewport, double dx, double dy,
                      const mm_camera_limits *limits, mm_camera *out);

/* The same for each of `count` offsets (x, y in points). */
mm_error mm_scroll_by_batch(const mm_camera *camera, const mm_viewport *viewport,
                            const mm_screen_point *offsets, size_t count,
                            const mm_camera_limits *limits, mm_camera *out);

/* `camera` with its zoom clamped to the range and its tilt to the tilt limit there. */
mm_error mm_clamp_camera(const mm_camera *camera, const mm_camera_limits *limits, mm_camera *out);

/* The largest tilt, degrees, that `limits` allow at `zoom`. */
mm_error mm_max_tilt(const mm_camera_limits *limits, double zoom, double *out);

/* The same for `count` zooms. */
mm_error mm_max_tilt_batch(const mm_camera_limits *limits, const double *zooms, size_t count,
                           double *out);

#ifdef __cplusplus
}
#endif

#endif /* MAPMATH_H */
