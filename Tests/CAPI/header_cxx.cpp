// mapmath.h as a C++ program sees it: `make capi-test` compiles this with
// `c++ -std=c++11 -Wall -Wextra -Werror -fsyntax-only`. It checks that the header parses
// as C++ (extern "C", no C-only syntax), that the MM_*_INIT macros initialise every
// field, and that the structs have the version-1 sizes the library accepts.
#include <mapmath.h>

static_assert(sizeof(mm_camera) == 48, "mm_camera version 1 is 48 bytes");
static_assert(sizeof(mm_viewport) == 56, "mm_viewport version 1 is 56 bytes");
static_assert(sizeof(mm_camera_limits) == 40, "mm_camera_limits version 1 is 40 bytes");
static_assert(sizeof(mm_visible_region) == 112, "mm_visible_region version 1 is 112 bytes");

// Every function, by its address with its declared type, so a declaration the C++
// compiler reads differently fails here.
mm_error (*const make_camera)(double, double, double, double, double, mm_camera *) = mm_camera_make;
mm_error (*const project)(const mm_camera *, const mm_viewport *, mm_coordinate, mm_screen_point *) = mm_project;
mm_error (*const world_point)(mm_coordinate, double, mm_world_point *) = mm_world_point_for;
mm_error (*const region)(const mm_camera *, const mm_viewport *, mm_visible_region *) = mm_visible_region_for;

int main() {
    mm_camera camera = MM_CAMERA_INIT;
    mm_viewport viewport = MM_VIEWPORT_INIT;
    mm_visible_region visible = MM_VISIBLE_REGION_INIT;
    mm_camera_limits limits = MM_CAMERA_LIMITS_INIT;
    mm_error e = mm_camera_make(0, 0, 1, 0, 0, &camera);
    const char *message = mm_error_message(e);
    (void)message;
    (void)viewport;
    (void)visible;
    (void)limits;
    return e == MM_OK ? 0 : 1;
}
