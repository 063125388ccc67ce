/*
 * test_mapmath.c: the C library (libmapmath, mapmath.h) tested from C, as a C program
 * sees it. `make capi-test` builds it with -std=c11 -Wall -Wextra -Werror and runs it.
 *
 * Every function is checked against numbers computed here independently (the Mercator
 * formula with tan, the projection model of docs/design.md written out in C), batch
 * forms against their single forms bit for bit, and every error code is reached.
 * Random inputs come from a SplitMix64 generator with fixed seeds, so every run checks
 * the same numbers. Prints one line per failure and a summary; exit status 1 on failure.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mapmath.h>
/* The project's malloc interposer (Sources/AllocationCounter, linked into this program):
   counts the calling thread's heap allocations, the library's included. */
#include "AllocationCounter.h"

/* ---- The harness ------------------------------------------------------------------ */

static int checks = 0;
static int failures = 0;

#define CHECK(cond, ...)                                                      \
    do {                                                                      \
        checks++;                                                             \
        if (!(cond)) {                                                        \
            failures++;                                                       \
            fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                     \
            fputc('\n', stderr);                                              \
        }                                                                     \
    } while (0)

/* An mm_error compared with the one expected, named in the message. */
#define CHECK_ERROR(call, expected)                                           \
    do {                                                                      \
        mm_error got_ = (call);                                               \
        CHECK(got_ == (expected), "%s gave %d (%s), expected %d", #call, (int)got_, \
              mm_error_message(got_), (int)(expected));                       \
    } while (0)

#define CHECK_NEAR(a, b, tolerance)                                           \
    CHECK(fabs((a) - (b)) <= (tolerance), "%.17g vs %.17g (|difference| %.3g > %.3g)", \
          (double)(a), (double)(b), fabs((a) - (b)), (double)(tolerance))

/* The same 64 bits (NaN compares equal to the same NaN). */
static int same_bits(double a, double b) { return memcmp(&a, &b, sizeof a) == 0; }

/* SplitMix64 (Steele, Lea and Flood 2014): the seeded generator of the tests. */
static uint64_t random_state;
static uint64_t next_random(void) {
    uint64_t z = (random_state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}
/* Uniform in [lo, hi). */
static double uniform(double lo, double hi) {
    return lo + (hi - lo) * ((double)(next_random() >> 11) * 0x1.0p-53);
}

/* ---- Independent references ------------------------------------------------------- */

static const double pi = 3.14159265358979323846;
static const double mercator_limit = 85.0511287798066;

/* The world point at `zoom` by the textbook formula y = (1/2 − ln tan(π/4 + φ/2)/(2π))·W. */
static mm_world_point reference_world(double latitude, double longitude, double zoom) {
    double width = 256.0 * pow(2.0, zoom);
    double lat = latitude < -mercator_limit ? -mercator_limit : (latitude > mercator_limit ? mercator_limit : latitude);
    mm_world_point p;
    p.x = (longitude + 180.0) / 360.0 * width;
    p.y = (0.5 - log(tan(pi / 4.0 + lat * pi / 360.0)) / (2.0 * pi)) * width;
    return p;
}

/* The view point of a coordinate by the model of docs/design.md: offset from the target
   on the nearest world copy, rotated by the bearing, perspective with distance 1.5 × height.
   Returns 0 behind the camera. */
static int reference_project(const mm_camera *c, const mm_viewport *v, double latitude, double longitude,
                             mm_screen_point *out) {
    double width = 256.0 * pow(2.0, c->zoom);
    mm_world_point p = reference_world(latitude, longitude, c->zoom);
    mm_world_point t = reference_world(c->target.latitude, c->target.longitude, c->zoom);
    double dx = p.x - t.x, dy = p.y - t.y;
    dx -= width * nearbyint(dx / width);
    double b = c->bearing * pi / 180.0, tau = c->tilt * pi / 180.0;
    double u = dx * cos(b) + dy * sin(b);
    double w = -dx * sin(b) + dy * cos(b);
    double distance = 1.5 * v->height;
    double depth = distance - w * sin(tau);
    if (depth <= 0) return 0;
    double k = distance / depth;
    double cx = v->padding.left + (v->width - v->padding.left - v->padding.right) / 2.0;
    double cy = v->padding.top + (v->height - v->padding.top - v->padding.bottom) / 2.0;
    out->x = cx + k * u;
    out->y = cy + k * w * cos(tau);
    return 1;
}

/* ---- Fixtures --------------------------------------------------------------------- */

static mm_camera make_camera(double latitude, double longitude, double zoom, double bearing, double tilt) {
    mm_camera c;
    mm_error e = mm_camera_make(latitude, longitude, zoom, bearing, tilt, &c);
    if (e != MM_OK) {
        fprintf(stderr, "fixture camera refused: %s\n", mm_error_message(e));
        exit(2);
    }
    return c;
}

static mm_viewport make_viewport(double width, double height, mm_edge_insets padding) {
    mm_viewport v;
    mm_error e = mm_viewport_make(width, height, padding, &v);
    if (e != MM_OK) {
        fprintf(stderr, "fixture viewport refused: %s\n", mm_error_message(e));
        exit(2);
    }
    return v;
}

static const mm_edge_insets no_padding = { 0, 0, 0, 0 };

/* ---- Values ----------------------------------------------------------------------- */

static void test_version_and_messages(void) {
    CHECK(strcmp(mm_version(), MM_VERSION_STRING) == 0, "library %s, header %s", mm_version(), MM_VERSION_STRING);
    const char *seen[10];
    for (int e = 0; e <= 9; e++) {
        const char *m = mm_error_message((mm_error)e);
        CHECK(m != NULL && strlen(m) > 0, "message of %d", e);
        seen[e] = m;
        for (int f = 0; f < e; f++) CHECK(strcmp(seen[f], m) != 0, "%d and %d share \"%s\"", f, e, m);
    }
    CHECK(strcmp(mm_error_message((mm_error)12345), "unknown error") == 0, "%s", mm_error_message((mm_error)12345));
}

static void test_struct_sizes(void) {
    /* The version-1 sizes the library accepts (LP64). */
    CHECK(sizeof(mm_camera) == 48, "%zu", sizeof(mm_camera));
    CHECK(sizeof(mm_viewport) == 56, "%zu", sizeof(mm_viewport));
    CHECK(sizeof(mm_camera_limits) == 40, "%zu", sizeof(mm_camera_limits));
    CHECK(sizeof(mm_visible_region) == 112, "%zu", sizeof(mm_visible_region));
}

static void test_camera_make(void) {
    mm_camera c;
    CHECK_ERROR(mm_camera_make(41.85, -87.65, 14, 30, 45, &c), MM_OK);
    CHECK(c.size == sizeof(mm_camera), "size %zu", c.size);
    CHECK(c.target.latitude == 41.85 && c.target.longitude == -87.65 && c.zoom == 14 && c.bearing == 30 && c.tilt == 45,
          "%.17g %.17g %.17g %.17g %.17g", c.target.latitude, c.target.longitude, c.zoom, c.bearing, c.tilt);
    /* Normalisation: latitude to ±85, longitude into (−180, 180], bearing into [0, 360),
       tilt into [0, 90). */
    CHECK_ERROR(mm_camera_make(89, 190, 3, -90, 95, &c), MM_OK);
    CHECK(c.target.latitude == 85 && c.target.longitude == -170 && c.bearing == 270 && c.tilt < 90 && c.tilt > 89.99,
          "%.17g %.17g %.17g %.17g", c.target.latitude, c.target.longitude, c.bearing, c.tilt);
    CHECK_ERROR(mm_camera_make(-89, -180, 3, 725, -5, &c), MM_OK);
    CHECK(c.target.latitude == -85 && c.target.longitude == 180 && c.bearing == 5 && c.tilt == 0,
          "%.17g %.17g %.17g %.17g", c.target.latitude, c.target.longitude, c.bearing, c.tilt);
    /* Each number not finite is refused, and nothing is written. */
    double values[5] = { 1, 2, 3, 4, 5 };
    for (int i = 0; i < 5; i++) {
        for (int k = 0; k < 2; k++) {
            double v[5];
            memcpy(v, values, sizeof v);
            v[i] = k ? INFINITY : NAN;
            mm_camera untouched;
            memset(&untouched, 0xAB, sizeof untouched);
            mm_camera copy = untouched;
            CHECK_ERROR(mm_camera_make(v[0], v[1], v[2], v[3], v[4], &untouched), MM_ERROR_NOT_FINITE);
            CHECK(memcmp(&untouched, &copy, sizeof copy) == 0, "argument %d: out was written", i);
        }
    }
    CHECK_ERROR(mm_camera_make(0, 0, 0, 0, 0, NULL), MM_ERROR_NULL_POINTER);
}

static void test_viewport_make(void) {
    mm_viewport v;
    mm_edge_insets padding = { 10, 20, 200, 30 };
    CHECK_ERROR(mm_viewport_make(400, 800, padding, &v), MM_OK);
    CHECK(v.size == sizeof(mm_viewport) && v.width == 400 && v.height == 800 && v.padding.top == 10 &&
              v.padding.left == 20 && v.padding.bottom == 200 && v.padding.right == 30,
          "%zu %g %g", v.size, v.width, v.height);
    CHECK_ERROR(mm_viewport_make(NAN, 800, no_padding, &v), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_viewport_make(400, INFINITY, no_padding, &v), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_viewport_make(0, 800, no_padding, &v), MM_ERROR_VIEWPORT_SIZE);
    CHECK_ERROR(mm_viewport_make(0, 0, no_padding, &v), MM_ERROR_VIEWPORT_SIZE);
    CHECK_ERROR(mm_viewport_make(400, -1, no_padding, &v), MM_ERROR_VIEWPORT_SIZE);
    CHECK_ERROR(mm_viewport_make(400, 800, (mm_edge_insets){ .left = -1 }, &v), MM_ERROR_PADDING);
    CHECK_ERROR(mm_viewport_make(400, 800, (mm_edge_insets){ .top = NAN }, &v), MM_ERROR_NOT_FINITE);
    /* Padding that fills the view: left + right = width, top + bottom > height. */
    CHECK_ERROR(mm_viewport_make(400, 800, (mm_edge_insets){ .left = 200, .right = 200 }, &v), MM_ERROR_PADDING);
    CHECK_ERROR(mm_viewport_make(400, 800, (mm_edge_insets){ .top = 500, .bottom = 400 }, &v), MM_ERROR_PADDING);
    CHECK_ERROR(mm_viewport_make(400, 800, (mm_edge_insets){ .left = 199, .right = 200 }, &v), MM_OK);
    CHECK_ERROR(mm_viewport_make(400, 800, no_padding, NULL), MM_ERROR_NULL_POINTER);
}

static void test_limits_default(void) {
    mm_camera_limits l;
    memset(&l, 0xAB, sizeof l);
    CHECK_ERROR(mm_camera_limits_default(&l), MM_OK);
    CHECK(l.size == sizeof(mm_camera_limits) && l.min_zoom == 2 && l.max_zoom == 21 && l.tilt_stops == NULL &&
              l.tilt_stop_count == 0,
          "%zu %g %g", l.size, l.min_zoom, l.max_zoom);
    mm_camera_limits init = MM_CAMERA_LIMITS_INIT;
    CHECK(memcmp(&init, &l, sizeof l) == 0 || (init.size == l.size && init.min_zoom == l.min_zoom &&
                                                 init.max_zoom == l.max_zoom && init.tilt_stops == l.tilt_stops &&
                                                 init.tilt_stop_count == l.tilt_stop_count),
          "MM_CAMERA_LIMITS_INIT differs from mm_camera_limits_default");
    CHECK_ERROR(mm_camera_limits_default(NULL), MM_ERROR_NULL_POINTER);
}

/* ---- World points ----------------------------------------------------------------- */

static void test_world_points(void) {
    const double zooms[] = { 0, 3.5, 14, 21 };
    random_state = 19;
    for (size_t z = 0; z < sizeof zooms / sizeof zooms[0]; z++) {
        double width = 256.0 * pow(2.0, zooms[z]);
        for (int i = 0; i < 25; i++) {
            mm_coordinate c = { uniform(-85, 85), uniform(-180, 180) };
            mm_world_point p, r = reference_world(c.latitude, c.longitude, zooms[z]);
            CHECK_ERROR(mm_world_point_for(c, zooms[z], &p), MM_OK);
            CHECK_NEAR(p.x, r.x, 1e-12 * width);
            CHECK_NEAR(p.y, r.y, 1e-12 * width);
            mm_coordinate back;
            CHECK_ERROR(mm_coordinate_at_world_point(p, zooms[z], &back), MM_OK);
            CHECK_NEAR(back.latitude, c.latitude, 1e-9);
            CHECK_NEAR(back.longitude, c.longitude, 1e-9);
        }
    }
    /* Known points: the origin at the world's centre, the Mercator limit at y = 0, a
       latitude beyond it clamped, 180° at the east edge. */
    mm_world_point p;
    CHECK_ERROR(mm_world_point_for((mm_coordinate){ 0, 0 }, 1, &p), MM_OK);
    CHECK(p.x == 256 && p.y == 256, "%.17g %.17g", p.x, p.y);
    CHECK_ERROR(mm_world_point_for((mm_coordinate){ 89, 180 }, 0, &p), MM_OK);
    CHECK(p.x == 256, "%.17g", p.x);
    CHECK_NEAR(p.y, 0, 1e-9);
    /* The inverse wraps longitude into (−180, 180]: x = 320 at zoom 0 is 270° → −90°. */
    mm_coordinate c;
    CHECK_ERROR(mm_coordinate_at_world_point((mm_world_point){ 320, 128 }, 0, &c), MM_OK);
    CHECK_NEAR(c.longitude, -90, 1e-12);
    CHECK_NEAR(c.latitude, 0, 1e-12);
    /* Refusals. */
    CHECK_ERROR(mm_world_point_for((mm_coordinate){ NAN, 0 }, 0, &p), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_world_point_for((mm_coordinate){ 0, INFINITY }, 0, &p), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_world_point_for((mm_coordinate){ 0, 0 }, NAN, &p), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_world_point_for((mm_coordinate){ 0, 0 }, 0, NULL), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_coordinate_at_world_point((mm_world_point){ NAN, 0 }, 0, &c), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_coordinate_at_world_point((mm_world_point){ 0, 0 }, INFINITY, &c), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_coordinate_at_world_point((mm_world_point){ 0, 0 }, 0, NULL), MM_ERROR_NULL_POINTER);
}

static void test_world_points_batch(void) {
    /* 1003: 125 groups of eight for the SIMD loop and a tail of three. */
    enum { n = 1003 };
    static mm_coordinate coordinates[n];
    static mm_world_point batch[n];
    static mm_coordinate back[n];
    random_state = 7;
    for (int i = 0; i < n; i++) coordinates[i] = (mm_coordinate){ uniform(-90, 90), uniform(-540, 540) };
    coordinates[5].latitude = NAN;
    coordinates[500].longitude = INFINITY;
    coordinates[1001].latitude = -INFINITY;
    const double zoom = 13.25, width = 256.0 * pow(2.0, zoom);
    CHECK_ERROR(mm_world_points(coordinates, n, zoom, batch), MM_OK);
    int x_same = 1, y_close = 1, nan_right = 1;
    double worst = 0;
    for (int i = 0; i < n; i++) {
        mm_world_point single;
        mm_error e = mm_world_point_for(coordinates[i], zoom, &single);
        if (e == MM_ERROR_NOT_FINITE) {
            nan_right &= isnan(batch[i].x) && isnan(batch[i].y);
            continue;
        }
        x_same &= same_bits(batch[i].x, single.x);
        double d = fabs(batch[i].y - single.y);
        if (d > worst) worst = d;
        y_close &= d <= 1e-12 * width;
    }
    CHECK(x_same, "batch x differs from mm_world_point_for");
    CHECK(y_close, "batch y differs by %.3g points (world width %.0f)", worst, width);
    CHECK(nan_right, "a coordinate that is not finite did not give NaN, NaN");
    /* The inverse batch is the single form bit for bit; NaN for NaN. */
    for (int i = 0; i < n; i++) batch[i] = reference_world(uniform(-85, 85), uniform(-180, 180), zoom);
    batch[9].y = NAN;
    CHECK_ERROR(mm_coordinates_at_world_points(batch, n, zoom, back), MM_OK);
    int same = 1;
    for (int i = 0; i < n; i++) {
        mm_coordinate single = { NAN, NAN };
        mm_coordinate_at_world_point(batch[i], zoom, &single);
        same &= same_bits(back[i].latitude, single.latitude) && same_bits(back[i].longitude, single.longitude);
    }
    CHECK(same, "mm_coordinates_at_world_points differs from the single form");
    /* Empty arrays may be NULL; others may not; a count whose bytes overflow is refused. */
    CHECK_ERROR(mm_world_points(NULL, 0, zoom, NULL), MM_OK);
    CHECK_ERROR(mm_world_points(NULL, 3, zoom, batch), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_world_points(coordinates, 3, zoom, NULL), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_world_points(coordinates, SIZE_MAX, zoom, batch), MM_ERROR_COUNT);
    CHECK_ERROR(mm_world_points(coordinates, 3, NAN, batch), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_coordinates_at_world_points(NULL, 0, zoom, NULL), MM_OK);
    CHECK_ERROR(mm_coordinates_at_world_points(batch, 3, zoom, NULL), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_coordinates_at_world_points(batch, SIZE_MAX / 2, zoom, back), MM_ERROR_COUNT);
}

/* ---- Projection ------------------------------------------------------------------- */

static void test_project(void) {
    mm_camera camera = make_camera(41.85, -87.65, 14, 30, 45);
    mm_viewport viewport = make_viewport(400, 800, (mm_edge_insets){ .bottom = 200 });
    mm_screen_point p, r;
    /* The target is at the padded centre (200, 300). */
    CHECK_ERROR(mm_project(&camera, &viewport, camera.target, &p), MM_OK);
    CHECK_NEAR(p.x, 200, 1e-9);
    CHECK_NEAR(p.y, 300, 1e-9);
    /* The README's point and random ones against the model written out here, and back. */
    random_state = 42;
    for (int i = 0; i < 40; i++) {
        mm_camera c = make_camera(uniform(-80, 80), uniform(-180, 180), uniform(2, 20), uniform(0, 360),
                                  uniform(0, 60));
        mm_viewport v = make_viewport(uniform(100, 1000), uniform(100, 1000),
                                      (mm_edge_insets){ uniform(0, 40), uniform(0, 40), uniform(0, 40), uniform(0, 40) });
        mm_screen_point view = { uniform(0, v.width), uniform(v.height / 2, v.height) };
        mm_coordinate ground;
        CHECK_ERROR(mm_unproject(&c, &v, view, &ground), MM_OK);
        CHECK_ERROR(mm_project(&c, &v, ground, &p), MM_OK);
        CHECK_NEAR(p.x, view.x, 1e-6);
        CHECK_NEAR(p.y, view.y, 1e-6);
        CHECK(reference_project(&c, &v, ground.latitude, ground.longitude, &r), "reference: behind the camera");
        CHECK_NEAR(p.x, r.x, 1e-6);
        CHECK_NEAR(p.y, r.y, 1e-6);
    }
    CHECK_ERROR(mm_project(&camera, &viewport, (mm_coordinate){ 41.86, -87.64 }, &p), MM_OK);
    CHECK(reference_project(&camera, &viewport, 41.86, -87.64, &r), "reference: behind the camera");
    CHECK_NEAR(p.x, r.x, 1e-7);
    CHECK_NEAR(p.y, r.y, 1e-7);
    /* Behind the camera: tilt 60 at zoom 14, a point a degree south of the target. */
    mm_camera tilted = make_camera(0, 0, 14, 0, 60);
    mm_viewport plain = make_viewport(400, 800, no_padding);
    CHECK_ERROR(mm_project(&tilted, &plain, (mm_coordinate){ -1, 0 }, &p), MM_ERROR_BEYOND_HORIZON);
    CHECK(isnan(p.x) && isnan(p.y), "%g %g", p.x, p.y);
    CHECK(!reference_project(&tilted, &plain, -1, 0, &r), "reference: in front of the camera");
    /* Above the horizon (at y = 400 − 1200·cot 60° ≈ −293). */
    mm_coordinate c;
    CHECK_ERROR(mm_unproject(&tilted, &plain, (mm_screen_point){ 200, -1000 }, &c), MM_ERROR_BEYOND_HORIZON);
    CHECK(isnan(c.latitude) && isnan(c.longitude), "%g %g", c.latitude, c.longitude);
    CHECK_ERROR(mm_unproject(&tilted, &plain, (mm_screen_point){ 200, -200 }, &c), MM_OK);
    /* Refusals. */
    CHECK_ERROR(mm_project(NULL, &viewport, camera.target, &p), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_project(&camera, NULL, camera.target, &p), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_project(&camera, &viewport, camera.target, NULL), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_project(&camera, &viewport, (mm_coordinate){ NAN, 0 }, &p), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_unproject(&camera, &viewport, (mm_screen_point){ 0, INFINITY }, &c), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_unproject(&camera, &viewport, (mm_screen_point){ 0, 0 }, NULL), MM_ERROR_NULL_POINTER);
    mm_camera bad = camera;
    bad.size = sizeof(mm_camera) - 1;
    CHECK_ERROR(mm_project(&bad, &viewport, camera.target, &p), MM_ERROR_STRUCT_SIZE);
    bad.size = 0;
    CHECK_ERROR(mm_unproject(&bad, &viewport, (mm_screen_point){ 0, 0 }, &c), MM_ERROR_STRUCT_SIZE);
    bad = camera;
    bad.zoom = NAN;
    CHECK_ERROR(mm_project(&bad, &viewport, camera.target, &p), MM_ERROR_NOT_FINITE);
    bad = camera;
    bad.tilt = -INFINITY;
    CHECK_ERROR(mm_unproject(&bad, &viewport, (mm_screen_point){ 0, 0 }, &c), MM_ERROR_NOT_FINITE);
    /* Viewports made by hand are checked as mm_viewport_make checks them. */
    mm_viewport v = viewport;
    v.size = 8;
    CHECK_ERROR(mm_project(&camera, &v, camera.target, &p), MM_ERROR_STRUCT_SIZE);
    v = viewport;
    v.width = 0;
    CHECK_ERROR(mm_project(&camera, &v, camera.target, &p), MM_ERROR_VIEWPORT_SIZE);
    v = viewport;
    v.height = NAN;
    CHECK_ERROR(mm_project(&camera, &v, camera.target, &p), MM_ERROR_NOT_FINITE);
    v = viewport;
    v.padding.top = 600;
    CHECK_ERROR(mm_project(&camera, &v, camera.target, &p), MM_ERROR_PADDING);
    v = viewport;
    v.padding.right = -3;
    CHECK_ERROR(mm_unproject(&camera, &v, (mm_screen_point){ 0, 0 }, &c), MM_ERROR_PADDING);
    /* A struct from a newer header (a larger size) is read as far as version 1 goes. */
    struct { mm_camera camera; double later; } newer = { camera, 99 };
    newer.camera.size = sizeof newer;
    mm_screen_point q;
    CHECK_ERROR(mm_project(&newer.camera, &viewport, (mm_coordinate){ 41.86, -87.64 }, &q), MM_OK);
    CHECK_ERROR(mm_project(&camera, &viewport, (mm_coordinate){ 41.86, -87.64 }, &p), MM_OK);
    CHECK(same_bits(q.x, p.x) && same_bits(q.y, p.y), "a larger size changed the answer");
}

static void test_project_batch(void) {
    enum { n = 517 };
    static mm_coordinate coordinates[n];
    static mm_screen_point batch[n];
    static mm_screen_point points[n];
    static mm_coordinate back[n];
    mm_camera camera = make_camera(35.68, 139.76, 12, 300, 60);
    mm_viewport viewport = make_viewport(390, 844, (mm_edge_insets){ 47, 0, 34, 0 });
    random_state = 3;
    /* Around the target, a third of them behind the camera (south, at this bearing). */
    for (int i = 0; i < n; i++)
        coordinates[i] = (mm_coordinate){ 35.68 + uniform(-0.5, 0.5), 139.76 + uniform(-0.5, 0.5) };
    coordinates[17].longitude = NAN;
    coordinates[18].latitude = INFINITY;
    CHECK_ERROR(mm_project_batch(&camera, &viewport, coordinates, n, batch), MM_OK);
    int same = 1, behind = 0, nan_ok = 1;
    for (int i = 0; i < n; i++) {
        mm_screen_point single;
        mm_error e = mm_project(&camera, &viewport, coordinates[i], &single);
        if (e == MM_ERROR_BEYOND_HORIZON) behind++;
        if (e == MM_ERROR_NOT_FINITE) {
            nan_ok &= isnan(batch[i].x) && isnan(batch[i].y);
            continue;
        }
        same &= same_bits(batch[i].x, single.x) && same_bits(batch[i].y, single.y);
    }
    CHECK(same, "mm_project_batch differs from mm_project");
    CHECK(nan_ok, "a coordinate that is not finite did not give NaN, NaN");
    CHECK(behind > 10 && behind < n - 10, "%d of %d behind the camera: the test needs some of each", behind, n);
    /* Unprojection: half the points above the horizon. */
    for (int i = 0; i < n; i++) points[i] = (mm_screen_point){ uniform(0, 390), uniform(-2000, 844) };
    points[3].x = NAN;
    CHECK_ERROR(mm_unproject_batch(&camera, &viewport, points, n, back), MM_OK);
    int above = 0;
    same = 1;
    for (int i = 0; i < n; i++) {
        mm_coordinate single;
        mm_error e = mm_unproject(&camera, &viewport, points[i], &single);
        if (e == MM_ERROR_BEYOND_HORIZON) above++;
        if (e == MM_ERROR_NOT_FINITE) {
            same &= isnan(back[i].latitude) && isnan(back[i].longitude);
            continue;
        }
        same &= same_bits(back[i].latitude, single.latitude) && same_bits(back[i].longitude, single.longitude);
    }
    CHECK(same, "mm_unproject_batch differs from mm_unproject");
    CHECK(above > 10 && above < n - 10, "%d of %d above the horizon: the test needs some of each", above, n);
    /* Nothing is written on an error. */
    mm_screen_point sentinel = { 1234, 5678 };
    batch[0] = sentinel;
    mm_camera bad = camera;
    bad.bearing = NAN;
    CHECK_ERROR(mm_project_batch(&bad, &viewport, coordinates, n, batch), MM_ERROR_NOT_FINITE);
    CHECK(batch[0].x == 1234 && batch[0].y == 5678, "written on an error");
    CHECK_ERROR(mm_project_batch(&camera, &viewport, NULL, 0, NULL), MM_OK);
    CHECK_ERROR(mm_project_batch(&camera, &viewport, NULL, 1, batch), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_project_batch(&camera, &viewport, coordinates, SIZE_MAX, batch), MM_ERROR_COUNT);
    CHECK_ERROR(mm_project_batch(&camera, NULL, NULL, 0, NULL), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_unproject_batch(&camera, &viewport, points, 2, NULL), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_unproject_batch(NULL, &viewport, points, 2, back), MM_ERROR_NULL_POINTER);
}

/* mm_project_batch_fast: within mapmath.h's bound of mm_project_batch, NaN where it is
   NaN, the same refusals. k = 1 + (y - cy) * tan(tilt) / D follows from the model. */
static void test_project_batch_fast(void) {
    enum { n = 4099 };
    static mm_coordinate coordinates[n];
    static mm_screen_point exact[n], fast[n];
    const double tilt = 60, height = 844, top = 47, bottom = 34;
    mm_camera camera = make_camera(35.68, 179.9, 17, 300, tilt);
    mm_viewport viewport = make_viewport(390, height, (mm_edge_insets){ top, 0, bottom, 0 });
    random_state = 5;
    /* Around the target across the antimeridian, some behind the camera; a few anywhere. */
    for (int i = 0; i < n; i++)
        coordinates[i] = i % 16 == 0 ? (mm_coordinate){ uniform(-90, 90), uniform(-540, 540) }
                                     : (mm_coordinate){ 35.68 + uniform(-0.01, 0.01), 179.9 + uniform(-0.2, 0.2) };
    coordinates[17].longitude = NAN;
    coordinates[18].latitude = INFINITY;
    coordinates[19].longitude = 180;
    CHECK_ERROR(mm_project_batch(&camera, &viewport, coordinates, n, exact), MM_OK);
    CHECK_ERROR(mm_project_batch_fast(&camera, &viewport, coordinates, n, fast), MM_OK);
    const double distance = 1.5 * height, cx = 390 / 2.0, cy = top + (height - top - bottom) / 2;
    const double radians = tilt * 3.14159265358979323846 / 180, tangent = tan(radians), sine = sin(radians);
    const double scale = pow(2, 17), epsilon = 2.220446049250313e-16;
    int nan_same = 1, within = 1, finite = 0, differ = 0;
    double worst = 0;
    for (int i = 0; i < n; i++) {
        if (isnan(exact[i].x)) {
            nan_same &= isnan(fast[i].x) && isnan(fast[i].y);
            continue;
        }
        finite++;
        double k = 1 + (exact[i].y - cy) * tangent / distance;
        double r = fmax(fabs(exact[i].x - cx), fabs(exact[i].y - cy));
        double bound = 4e-12 * scale * k * (1 + r * sine / distance) + 8 * epsilon * (fmax(cx, cy) + r) * (1 + k);
        double error = fmax(fabs(fast[i].x - exact[i].x), fabs(fast[i].y - exact[i].y));
        within &= error <= bound;
        worst = fmax(worst, error / bound);
        differ += !same_bits(fast[i].x, exact[i].x) || !same_bits(fast[i].y, exact[i].y);
    }
    CHECK(nan_same, "mm_project_batch_fast: NaN where mm_project_batch is not, or not NaN where it is");
    CHECK(within, "mm_project_batch_fast: beyond mapmath.h's bound (error / bound up to %g)", worst);
    CHECK(finite > n / 2 && finite < n - 10, "%d of %d in front of the camera: the test needs some of each", finite, n);
    CHECK(differ > 0, "mm_project_batch_fast is bit-identical here: the test does not tell the two apart");
    /* The column form: the same values, bit for bit. */
    static double latitudes[n], longitudes[n], xs[n], ys[n];
    for (int i = 0; i < n; i++) latitudes[i] = coordinates[i].latitude, longitudes[i] = coordinates[i].longitude;
    CHECK_ERROR(mm_project_columns_fast(&camera, &viewport, latitudes, longitudes, n, xs, ys), MM_OK);
    int columns_same = 1;
    for (int i = 0; i < n; i++) columns_same &= same_bits(xs[i], fast[i].x) && same_bits(ys[i], fast[i].y);
    CHECK(columns_same, "mm_project_columns_fast differs from mm_project_batch_fast");
    CHECK_ERROR(mm_project_columns_fast(&camera, &viewport, latitudes, NULL, 1, xs, ys), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_project_columns_fast(&camera, &viewport, latitudes, longitudes, 1, xs, NULL), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_project_columns_fast(&camera, &viewport, NULL, NULL, 0, NULL, NULL), MM_OK);
    CHECK_ERROR(mm_project_columns_fast(&camera, &viewport, latitudes, longitudes, SIZE_MAX, xs, ys), MM_ERROR_COUNT);
    mm_screen_point sentinel = { 1234, 5678 };
    fast[0] = sentinel;
    mm_camera bad = camera;
    bad.zoom = INFINITY;
    CHECK_ERROR(mm_project_batch_fast(&bad, &viewport, coordinates, n, fast), MM_ERROR_NOT_FINITE);
    CHECK(fast[0].x == 1234 && fast[0].y == 5678, "written on an error");
    CHECK_ERROR(mm_project_batch_fast(&camera, &viewport, NULL, 0, NULL), MM_OK);
    CHECK_ERROR(mm_project_batch_fast(&camera, &viewport, NULL, 1, fast), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_project_batch_fast(&camera, &viewport, coordinates, SIZE_MAX, fast), MM_ERROR_COUNT);
    CHECK_ERROR(mm_project_batch_fast(&camera, NULL, NULL, 0, NULL), MM_ERROR_NULL_POINTER);
}

static void test_visible_region(void) {
    /* Untilted, north up: the corners are the ground under the padded rectangle's corners. */
    mm_camera camera = make_camera(48.8566, 2.3522, 11, 0, 0);
    mm_viewport viewport = make_viewport(400, 800, (mm_edge_insets){ .top = 20, .left = 10, .bottom = 200, .right = 30 });
    mm_visible_region region = MM_VISIBLE_REGION_INIT;
    CHECK_ERROR(mm_visible_region_for(&camera, &viewport, &region), MM_OK);
    mm_coordinate nl, nr, fl, fr;
    mm_unproject(&camera, &viewport, (mm_screen_point){ 10, 600 }, &nl);
    mm_unproject(&camera, &viewport, (mm_screen_point){ 370, 600 }, &nr);
    mm_unproject(&camera, &viewport, (mm_screen_point){ 10, 20 }, &fl);
    mm_unproject(&camera, &viewport, (mm_screen_point){ 370, 20 }, &fr);
    CHECK_NEAR(region.near_left.latitude, nl.latitude, 1e-12);
    CHECK_NEAR(region.near_left.longitude, nl.longitude, 1e-12);
    CHECK_NEAR(region.near_right.longitude, nr.longitude, 1e-12);
    CHECK_NEAR(region.far_left.latitude, fl.latitude, 1e-12);
    CHECK_NEAR(region.far_right.latitude, fr.latitude, 1e-12);
    CHECK_NEAR(region.far_right.longitude, fr.longitude, 1e-12);
    CHECK(region.bounds.south == region.near_left.latitude && region.bounds.north == region.far_left.latitude &&
              region.bounds.west == region.near_left.longitude && region.bounds.east == region.near_right.longitude,
          "bounds %.17g %.17g %.17g %.17g", region.bounds.south, region.bounds.west, region.bounds.north,
          region.bounds.east);
    CHECK(region.horizon_clipped == 0 && region.size == sizeof region, "%d %zu", region.horizon_clipped, region.size);
    /* Tilted to 80° in a tall view, the far corners stop at the horizon's safe row. */
    mm_camera tilted = make_camera(48.8566, 2.3522, 16, 0, 80);
    CHECK_ERROR(mm_visible_region_for(&tilted, &viewport, &region), MM_OK);
    CHECK(region.horizon_clipped == 1, "%d", region.horizon_clipped);
    CHECK(isfinite(region.far_left.latitude) && region.far_left.latitude > region.near_left.latitude,
          "%.17g", region.far_left.latitude);
    /* Sizes: too small is refused; larger is fine and the bytes past version 1 stay. */
    region.size = sizeof region - 1;
    CHECK_ERROR(mm_visible_region_for(&camera, &viewport, &region), MM_ERROR_STRUCT_SIZE);
    region.size = 0;
    CHECK_ERROR(mm_visible_region_for(&camera, &viewport, &region), MM_ERROR_STRUCT_SIZE);
    struct { mm_visible_region region; double later; } newer;
    newer.region.size = sizeof newer;
    newer.later = 42;
    CHECK_ERROR(mm_visible_region_for(&camera, &viewport, &newer.region), MM_OK);
    CHECK(newer.later == 42 && newer.region.size == sizeof newer, "wrote past version 1 or changed size");
    CHECK_NEAR(newer.region.near_left.latitude, nl.latitude, 1e-12);
    CHECK_ERROR(mm_visible_region_for(&camera, &viewport, NULL), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_visible_region_for(NULL, &viewport, &newer.region), MM_ERROR_NULL_POINTER);
}

/* A camera inside a larger struct, as a newer header's mm_camera would be laid out. */
typedef struct { mm_camera camera; double later[3]; } wide_camera;
typedef struct { mm_visible_region region; double later; } wide_region;

static void test_visible_region_batch(void) {
    enum { n = 5 };
    wide_camera cameras[n];
    wide_region out[n];
    mm_viewport viewport = make_viewport(390, 844, (mm_edge_insets){ 47, 0, 34, 0 });
    random_state = 11;
    for (int i = 0; i < n; i++) {
        cameras[i].camera = make_camera(uniform(-60, 60), uniform(-180, 180), uniform(3, 18), uniform(0, 360),
                                        uniform(0, 60));
        cameras[i].camera.size = sizeof(wide_camera);
        out[i].later = -1;
    }
    cameras[2].camera.tilt = NAN;
    out[0].region.size = sizeof(wide_region);
    CHECK_ERROR(mm_visible_region_batch(&cameras[0].camera, n, &viewport, &out[0].region), MM_OK);
    int same = 1, untouched = 1;
    for (int i = 0; i < n; i++) {
        untouched &= out[i].later == -1 && out[i].region.size == sizeof(wide_region);
        if (i == 2) {
            same &= isnan(out[i].region.near_left.latitude) && isnan(out[i].region.bounds.east);
            continue;
        }
        mm_visible_region single = MM_VISIBLE_REGION_INIT;
        mm_visible_region_for(&cameras[i].camera, &viewport, &single);
        single.size = sizeof(wide_region);
        same &= memcmp(&single, &out[i].region, offsetof(mm_visible_region, horizon_clipped) + sizeof(int32_t)) == 0;
    }
    CHECK(same, "mm_visible_region_batch differs from mm_visible_region_for");
    CHECK(untouched, "the batch wrote past an element's version-1 fields");
    CHECK_ERROR(mm_visible_region_batch(NULL, 0, &viewport, NULL), MM_OK);
    CHECK_ERROR(mm_visible_region_batch(&cameras[0].camera, n, NULL, &out[0].region), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_visible_region_batch(&cameras[0].camera, n, &viewport, NULL), MM_ERROR_NULL_POINTER);
    out[0].region.size = 100;
    CHECK_ERROR(mm_visible_region_batch(&cameras[0].camera, n, &viewport, &out[0].region), MM_ERROR_STRUCT_SIZE);
    out[0].region.size = sizeof(wide_region);
    cameras[4].camera.size = 40;
    CHECK_ERROR(mm_visible_region_batch(&cameras[0].camera, n, &viewport, &out[0].region), MM_ERROR_STRUCT_SIZE);
    CHECK_ERROR(mm_visible_region_batch(&cameras[0].camera, SIZE_MAX, &viewport, &out[0].region), MM_ERROR_COUNT);
}

/* ---- Camera updates and limits ---------------------------------------------------- */

static void test_fit_bounds(void) {
    mm_viewport viewport = make_viewport(400, 800, (mm_edge_insets){ .bottom = 200 });
    mm_bounds bounds = { 41.80, -87.70, 41.90, -87.60 };
    mm_edge_insets padding = { 64, 64, 64, 64 };
    mm_camera fitted = MM_CAMERA_INIT;
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, padding, NULL, &fitted), MM_OK);
    /* The zoom that fits the box's Mercator span into the padded view less 64 on each side. */
    mm_world_point sw = reference_world(bounds.south, bounds.west, 0), ne = reference_world(bounds.north, bounds.east, 0);
    double zoom = fmin(log2((400 - 128) / (ne.x - sw.x)), log2((600 - 128) / (sw.y - ne.y)));
    CHECK_NEAR(fitted.zoom, zoom, 1e-9);
    CHECK(fitted.bearing == 0 && fitted.tilt == 0 && fitted.size == sizeof fitted, "%g %g", fitted.bearing, fitted.tilt);
    /* Every corner is inside the padded view inset by 64 points; the box touches two sides. */
    mm_screen_point a, b;
    CHECK_ERROR(mm_project(&fitted, &viewport, (mm_coordinate){ bounds.south, bounds.west }, &a), MM_OK);
    CHECK_ERROR(mm_project(&fitted, &viewport, (mm_coordinate){ bounds.north, bounds.east }, &b), MM_OK);
    CHECK(a.x >= 64 - 1e-6 && b.x <= 336 + 1e-6 && b.y >= 64 - 1e-6 && a.y <= 536 + 1e-6,
          "corners (%g, %g) (%g, %g)", a.x, a.y, b.x, b.y);
    CHECK(fabs(a.x - 64) < 1e-6 || fabs(b.y - 64) < 1e-6, "the box touches no side: (%g, %g) (%g, %g)", a.x, a.y, b.x, b.y);
    /* Limits: zoom clamped to the range (a tiny box would need zoom 30). */
    mm_tilt_stop stops[2] = { { 5, 20 }, { 10, 40 } };
    mm_camera_limits limits = { sizeof(mm_camera_limits), 3, 12, stops, 2 };
    CHECK_ERROR(mm_fit_bounds(&viewport, (mm_bounds){ 10, 10, 10.0001, 10.0001 }, padding, &limits, &fitted), MM_OK);
    CHECK(fitted.zoom == 12, "%.17g", fitted.zoom);
    /* Refusals. */
    CHECK_ERROR(mm_fit_bounds(&viewport, (mm_bounds){ 42, 0, 41, 1 }, padding, NULL, &fitted), MM_ERROR_BOUNDS);
    CHECK_ERROR(mm_fit_bounds(&viewport, (mm_bounds){ -91, 0, 41, 1 }, padding, NULL, &fitted), MM_ERROR_BOUNDS);
    CHECK_ERROR(mm_fit_bounds(&viewport, (mm_bounds){ 0, 0, 90.5, 1 }, padding, NULL, &fitted), MM_ERROR_BOUNDS);
    CHECK_ERROR(mm_fit_bounds(&viewport, (mm_bounds){ 0, NAN, 1, 1 }, padding, NULL, &fitted), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, (mm_edge_insets){ .left = -1 }, NULL, &fitted), MM_ERROR_PADDING);
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, (mm_edge_insets){ .right = INFINITY }, NULL, &fitted), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_fit_bounds(NULL, bounds, padding, NULL, &fitted), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, padding, NULL, NULL), MM_ERROR_NULL_POINTER);
    mm_camera small = fitted;
    small.size = 47;
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, padding, NULL, &small), MM_ERROR_STRUCT_SIZE);
    /* Limits that are refused, wherever limits are taken. */
    mm_camera_limits bad = limits;
    bad.min_zoom = 13;
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, padding, &bad, &fitted), MM_ERROR_LIMITS);
    bad = limits;
    bad.max_zoom = NAN;
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, padding, &bad, &fitted), MM_ERROR_NOT_FINITE);
    mm_tilt_stop unsorted[2] = { { 10, 40 }, { 5, 20 } };
    bad = limits;
    bad.tilt_stops = unsorted;
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, padding, &bad, &fitted), MM_ERROR_LIMITS);
    mm_tilt_stop steep[1] = { { 10, 90 } };
    bad.tilt_stops = steep;
    bad.tilt_stop_count = 1;
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, padding, &bad, &fitted), MM_ERROR_LIMITS);
    bad.tilt_stop_count = 0;
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, padding, &bad, &fitted), MM_ERROR_LIMITS);
    bad.tilt_stops = NULL;
    bad.tilt_stop_count = 2;
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, padding, &bad, &fitted), MM_ERROR_NULL_POINTER);
    bad = limits;
    bad.size = 16;
    CHECK_ERROR(mm_fit_bounds(&viewport, bounds, padding, &bad, &fitted), MM_ERROR_STRUCT_SIZE);

    /* The batch: the single form bit for bit, NaN cameras for refused boxes. */
    enum { n = 6 };
    mm_bounds boxes[n];
    wide_camera out[n];
    random_state = 5;
    for (int i = 0; i < n; i++) {
        double s = uniform(-60, 60), w = uniform(-180, 170);
        boxes[i] = (mm_bounds){ s, w, s + uniform(0.01, 5), w + uniform(0.01, 5) };
        out[i].later[0] = -1;
    }
    boxes[1] = (mm_bounds){ 10, 0, 5, 1 };
    boxes[4] = (mm_bounds){ 170, 175, -175, 20 };  /* bad latitude */
    boxes[5] = (mm_bounds){ -10, 170, 10, -170 };  /* across the antimeridian: fine */
    out[0].camera.size = sizeof(wide_camera);
    CHECK_ERROR(mm_fit_bounds_batch(&viewport, boxes, n, padding, &limits, &out[0].camera), MM_OK);
    int same = 1;
    for (int i = 0; i < n; i++) {
        mm_camera single = MM_CAMERA_INIT;
        mm_error e = mm_fit_bounds(&viewport, boxes[i], padding, &limits, &single);
        same &= out[i].camera.size == sizeof(wide_camera) && out[i].later[0] == -1;
        if (e != MM_OK) {
            same &= isnan(out[i].camera.zoom) && isnan(out[i].camera.target.latitude);
            continue;
        }
        same &= same_bits(single.zoom, out[i].camera.zoom) && same_bits(single.target.latitude, out[i].camera.target.latitude) &&
                same_bits(single.target.longitude, out[i].camera.target.longitude);
    }
    CHECK(same, "mm_fit_bounds_batch differs from mm_fit_bounds");
    CHECK_ERROR(mm_fit_bounds_batch(&viewport, NULL, 0, padding, NULL, NULL), MM_OK);
    CHECK_ERROR(mm_fit_bounds_batch(&viewport, boxes, n, padding, NULL, NULL), MM_ERROR_NULL_POINTER);
    out[0].camera.size = 0;
    CHECK_ERROR(mm_fit_bounds_batch(&viewport, boxes, n, padding, NULL, &out[0].camera), MM_ERROR_STRUCT_SIZE);
}

static void test_zoom_by(void) {
    mm_camera camera = make_camera(41.85, -87.65, 14, 30, 45);
    mm_viewport viewport = make_viewport(400, 800, (mm_edge_insets){ .bottom = 200 });
    mm_camera zoomed = MM_CAMERA_INIT;
    /* About the centre: the target stays, the zoom goes up one level. */
    CHECK_ERROR(mm_zoom_by(&camera, &viewport, 1, NULL, NULL, &zoomed), MM_OK);
    CHECK(zoomed.zoom == 15 && same_bits(zoomed.target.latitude, camera.target.latitude) &&
              same_bits(zoomed.target.longitude, camera.target.longitude) && zoomed.bearing == 30 && zoomed.tilt == 45,
          "%.17g %.17g %.17g", zoomed.zoom, zoomed.target.latitude, zoomed.target.longitude);
    /* About a point: the ground under it stays under it. */
    mm_screen_point anchor = { 100, 100 };
    mm_coordinate before, after;
    CHECK_ERROR(mm_zoom_by(&camera, &viewport, 1, &anchor, NULL, &zoomed), MM_OK);
    CHECK_ERROR(mm_unproject(&camera, &viewport, anchor, &before), MM_OK);
    CHECK_ERROR(mm_unproject(&zoomed, &viewport, anchor, &after), MM_OK);
    CHECK_NEAR(after.latitude, before.latitude, 1e-9);
    CHECK_NEAR(after.longitude, before.longitude, 1e-9);
    /* Clamped: to zoom 21, and out to zoom 10, where the default tilt limit is 30°. */
    mm_camera high = make_camera(0, 0, 20.5, 0, 0);
    CHECK_ERROR(mm_zoom_by(&high, &viewport, 1, NULL, NULL, &zoomed), MM_OK);
    CHECK(zoomed.zoom == 21, "%.17g", zoomed.zoom);
    CHECK_ERROR(mm_zoom_by(&camera, &viewport, -4, NULL, NULL, &zoomed), MM_OK);
    CHECK(zoomed.zoom == 10 && zoomed.tilt == 30, "%.17g %.17g", zoomed.zoom, zoomed.tilt);
    /* Refusals. */
    CHECK_ERROR(mm_zoom_by(&camera, &viewport, NAN, NULL, NULL, &zoomed), MM_ERROR_NOT_FINITE);
    mm_screen_point nan_anchor = { NAN, 1 };
    CHECK_ERROR(mm_zoom_by(&camera, &viewport, 1, &nan_anchor, NULL, &zoomed), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_zoom_by(&camera, &viewport, 1, NULL, NULL, NULL), MM_ERROR_NULL_POINTER);
    mm_camera uninitialised_size = zoomed;
    uninitialised_size.size = 3;
    CHECK_ERROR(mm_zoom_by(&camera, &viewport, 1, NULL, NULL, &uninitialised_size), MM_ERROR_STRUCT_SIZE);
    CHECK(uninitialised_size.zoom == zoomed.zoom, "written on an error");
    /* The batch about each anchor; NaN camera for a NaN anchor. */
    enum { n = 9 };
    mm_screen_point anchors[n];
    mm_camera out[n];
    random_state = 23;
    for (int i = 0; i < n; i++) anchors[i] = (mm_screen_point){ uniform(0, 400), uniform(-500, 800) };
    anchors[6].y = NAN;
    out[0].size = sizeof(mm_camera);
    CHECK_ERROR(mm_zoom_by_batch(&camera, &viewport, 1.5, anchors, n, NULL, out), MM_OK);
    int same = 1;
    for (int i = 0; i < n; i++) {
        mm_camera single = MM_CAMERA_INIT;
        if (mm_zoom_by(&camera, &viewport, 1.5, &anchors[i], NULL, &single) != MM_OK) {
            same &= isnan(out[i].zoom) && isnan(out[i].bearing);
            continue;
        }
        same &= memcmp(&single, &out[i], sizeof single) == 0;
    }
    CHECK(same, "mm_zoom_by_batch differs from mm_zoom_by");
    CHECK_ERROR(mm_zoom_by_batch(&camera, &viewport, 1, NULL, 0, NULL, NULL), MM_OK);
    CHECK_ERROR(mm_zoom_by_batch(&camera, &viewport, INFINITY, anchors, n, NULL, out), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_zoom_by_batch(&camera, &viewport, 1, anchors, n, NULL, NULL), MM_ERROR_NULL_POINTER);
}

static void test_scroll_by(void) {
    mm_camera camera = make_camera(51.5, -0.12, 13, 0, 0);
    mm_viewport viewport = make_viewport(400, 800, (mm_edge_insets){ .bottom = 200 });
    mm_camera scrolled = MM_CAMERA_INIT;
    /* North up and untilted: the new target is the ground that was at centre + (dx, dy). */
    CHECK_ERROR(mm_scroll_by(&camera, &viewport, 120, -45, NULL, &scrolled), MM_OK);
    mm_coordinate expected;
    CHECK_ERROR(mm_unproject(&camera, &viewport, (mm_screen_point){ 200 + 120, 300 - 45 }, &expected), MM_OK);
    CHECK_NEAR(scrolled.target.latitude, expected.latitude, 1e-9);
    CHECK_NEAR(scrolled.target.longitude, expected.longitude, 1e-9);
    CHECK(scrolled.zoom == 13 && scrolled.bearing == 0, "%g %g", scrolled.zoom, scrolled.bearing);
    /* With a bearing of 90° (east up), a scroll up moves the target east. */
    mm_camera east_up = make_camera(51.5, -0.12, 13, 90, 0);
    CHECK_ERROR(mm_scroll_by(&east_up, &viewport, 0, -100, NULL, &scrolled), MM_OK);
    CHECK(scrolled.target.longitude > -0.12 && fabs(scrolled.target.latitude - 51.5) < 1e-9,
          "%.17g %.17g", scrolled.target.latitude, scrolled.target.longitude);
    CHECK_ERROR(mm_scroll_by(&camera, &viewport, NAN, 0, NULL, &scrolled), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_scroll_by(&camera, &viewport, 0, 1, NULL, NULL), MM_ERROR_NULL_POINTER);
    enum { n = 4 };
    mm_screen_point offsets[n] = { { 0, 0 }, { 10, 20 }, { -300, 1e4 }, { 1, INFINITY } };
    mm_camera out[n];
    out[0].size = sizeof(mm_camera);
    CHECK_ERROR(mm_scroll_by_batch(&east_up, &viewport, offsets, n, NULL, out), MM_OK);
    int same = 1;
    for (int i = 0; i < n; i++) {
        mm_camera single = MM_CAMERA_INIT;
        if (mm_scroll_by(&east_up, &viewport, offsets[i].x, offsets[i].y, NULL, &single) != MM_OK) {
            same &= isnan(out[i].target.longitude) && out[i].size == sizeof(mm_camera);
            continue;
        }
        same &= memcmp(&single, &out[i], sizeof single) == 0;
    }
    CHECK(same, "mm_scroll_by_batch differs from mm_scroll_by");
    CHECK_ERROR(mm_scroll_by_batch(&east_up, &viewport, NULL, 2, NULL, out), MM_ERROR_NULL_POINTER);
}

static void test_limits(void) {
    /* Google's default tilt table: 30° to zoom 10, 45° at 14, 65° from 16, linear between. */
    const double zooms[] = { 2, 5, 10, 12, 14, 15, 16, 20, 21 };
    const double tilts[] = { 30, 30, 30, 37.5, 45, 55, 65, 65, 65 };
    for (int i = 0; i < 9; i++) {
        double t = -1;
        CHECK_ERROR(mm_max_tilt(NULL, zooms[i], &t), MM_OK);
        CHECK_NEAR(t, tilts[i], 1e-12);
    }
    mm_tilt_stop stops[2] = { { 5, 20 }, { 10, 40 } };
    mm_camera_limits limits = { sizeof(mm_camera_limits), 3, 12, stops, 2 };
    double t;
    CHECK_ERROR(mm_max_tilt(&limits, 7.5, &t), MM_OK);
    CHECK_NEAR(t, 30, 1e-12);
    CHECK_ERROR(mm_max_tilt(&limits, 1, &t), MM_OK);
    CHECK(t == 20, "%.17g", t);
    CHECK_ERROR(mm_max_tilt(&limits, NAN, &t), MM_ERROR_NOT_FINITE);
    CHECK_ERROR(mm_max_tilt(&limits, 1, NULL), MM_ERROR_NULL_POINTER);
    double batch_zooms[5] = { 0, 6.25, 9.9, 30, NAN }, batch[5];
    CHECK_ERROR(mm_max_tilt_batch(&limits, batch_zooms, 5, batch), MM_OK);
    int same = 1;
    for (int i = 0; i < 4; i++) {
        mm_max_tilt(&limits, batch_zooms[i], &t);
        same &= same_bits(t, batch[i]);
    }
    CHECK(same && isnan(batch[4]), "mm_max_tilt_batch differs from mm_max_tilt");
    CHECK_ERROR(mm_max_tilt_batch(&limits, NULL, 5, batch), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_max_tilt_batch(&limits, batch_zooms, (size_t)-1, batch), MM_ERROR_COUNT);
    /* Clamping: zoom into the range, then tilt to the limit at that zoom. */
    mm_camera camera = make_camera(10, 20, 25, 15, 60), clamped = MM_CAMERA_INIT;
    CHECK_ERROR(mm_clamp_camera(&camera, NULL, &clamped), MM_OK);
    CHECK(clamped.zoom == 21 && clamped.tilt == 60 && clamped.bearing == 15, "%g %g", clamped.zoom, clamped.tilt);
    camera = make_camera(10, 20, 12, 15, 60);
    CHECK_ERROR(mm_clamp_camera(&camera, NULL, &clamped), MM_OK);
    CHECK_NEAR(clamped.tilt, 37.5, 1e-12);
    camera = make_camera(10, 20, 1, 15, 60);
    CHECK_ERROR(mm_clamp_camera(&camera, &limits, &clamped), MM_OK);
    CHECK(clamped.zoom == 3 && clamped.tilt == 20, "%g %g", clamped.zoom, clamped.tilt);
    mm_camera_limits inverted = limits;
    inverted.min_zoom = 20;
    CHECK_ERROR(mm_clamp_camera(&camera, &inverted, &clamped), MM_ERROR_LIMITS);
    CHECK_ERROR(mm_max_tilt(&inverted, 1, &t), MM_ERROR_LIMITS);
    CHECK_ERROR(mm_clamp_camera(NULL, &limits, &clamped), MM_ERROR_NULL_POINTER);
    CHECK_ERROR(mm_clamp_camera(&camera, &limits, NULL), MM_ERROR_NULL_POINTER);
}

/* Allocations of `call`, after one call to warm up (lazy statics, first-use metadata). */
#define ALLOCATIONS(result, call)                  \
    do {                                           \
        (void)(call);                              \
        mapsim_allocation_counter_start();         \
        (void)(call);                              \
        (result) = mapsim_allocation_counter_stop(); \
    } while (0)

/* The allocation promise: batch functions allocate nothing, with 10 elements or 1000;
   with a custom tilt table, once per call (its copy into a Swift array). */
static void test_allocations(void) {
    if (!mapsim_allocation_counter_is_available()) {
        printf("c-api: allocations not counted on this platform\n");
        return;
    }
    enum { n = 1000 };
    static mm_coordinate coordinates[n];
    static mm_world_point world[n];
    static mm_screen_point points[n];
    static mm_coordinate back[n];
    static mm_camera cameras[n];
    static mm_visible_region regions[n];
    static mm_bounds boxes[n];
    static double zooms[n], tilts[n], column_x[n], column_y[n];
    random_state = 99;
    for (int i = 0; i < n; i++) {
        coordinates[i] = (mm_coordinate){ uniform(-85, 85), uniform(-180, 180) };
        points[i] = (mm_screen_point){ uniform(0, 400), uniform(0, 800) };
        cameras[i] = make_camera(uniform(-60, 60), uniform(-180, 180), uniform(3, 18), uniform(0, 360), uniform(0, 60));
        boxes[i] = (mm_bounds){ uniform(-60, 0), uniform(-180, 0), uniform(0, 60), uniform(0, 180) };
        zooms[i] = uniform(0, 22);
    }
    mm_camera camera = make_camera(41.85, -87.65, 14, 30, 45);
    mm_viewport viewport = make_viewport(400, 800, (mm_edge_insets){ .bottom = 200 });
    mm_tilt_stop stops[2] = { { 5, 20 }, { 10, 40 } };
    mm_camera_limits custom = { sizeof(mm_camera_limits), 3, 12, stops, 2 };
    regions[0].size = sizeof(mm_visible_region);
    uint64_t many;
    const size_t counts[2] = { 10, n };
    for (int k = 0; k < 2; k++) {
        size_t m = counts[k];
        uint64_t a[11];
        ALLOCATIONS(a[0], mm_world_points(coordinates, m, 14, world));
        ALLOCATIONS(a[1], mm_coordinates_at_world_points(world, m, 14, back));
        ALLOCATIONS(a[2], mm_project_batch(&camera, &viewport, coordinates, m, points));
        ALLOCATIONS(a[3], mm_unproject_batch(&camera, &viewport, points, m, back));
        ALLOCATIONS(a[4], mm_fit_bounds_batch(&viewport, boxes, m, (mm_edge_insets){ 64, 64, 64, 64 }, NULL, cameras));
        ALLOCATIONS(a[5], mm_zoom_by_batch(&camera, &viewport, 1, points, m, NULL, cameras));
        ALLOCATIONS(a[6], mm_scroll_by_batch(&camera, &viewport, points, m, NULL, cameras));
        ALLOCATIONS(a[7], mm_max_tilt_batch(NULL, zooms, m, tilts));
        ALLOCATIONS(a[8], mm_max_tilt_batch(&custom, zooms, m, tilts));
        ALLOCATIONS(a[9], mm_project_batch_fast(&camera, &viewport, coordinates, m, points));
        CHECK(a[9] == 0, "mm_project_batch_fast: %llu allocations for %zu elements", (unsigned long long)a[9], m);
        ALLOCATIONS(a[10], mm_project_columns_fast(&camera, &viewport, zooms, tilts, m, column_x, column_y));
        CHECK(a[10] == 0, "mm_project_columns_fast: %llu allocations for %zu elements", (unsigned long long)a[10], m);
        for (int f = 0; f < 8; f++) CHECK(a[f] == 0, "batch function %d: %llu allocations for %zu elements", f,
                                          (unsigned long long)a[f], m);
        CHECK(a[8] == 1, "mm_max_tilt_batch with a custom table: %llu allocations for %zu elements",
              (unsigned long long)a[8], m);
        ALLOCATIONS(many, mm_visible_region_batch(cameras, m, &viewport, regions));
        CHECK(many == 0, "mm_visible_region_batch: %llu allocations for %zu cameras", (unsigned long long)many, m);
    }
    /* The single forms allocate nothing either, with the default limits. */
    mm_screen_point p;
    uint64_t single;
    ALLOCATIONS(single, mm_project(&camera, &viewport, coordinates[0], &p));
    CHECK(single == 0, "mm_project: %llu allocations", (unsigned long long)single);
}

int main(void) {
    test_version_and_messages();
    test_struct_sizes();
    test_camera_make();
    test_viewport_make();
    test_limits_default();
    test_world_points();
    test_world_points_batch();
    test_project();
    test_project_batch();
    test_project_batch_fast();
    test_visible_region();
    test_visible_region_batch();
    test_fit_bounds();
    test_zoom_by();
    test_scroll_by();
    test_limits();
    test_allocations();
    if (failures) {
        printf("c-api: %d of %d checks failed\n", failures, checks);
        return 1;
    }
    printf("c-api: %d checks passed\n", checks);
    return 0;
}
