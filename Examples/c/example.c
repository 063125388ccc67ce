/* The README's MapMath example in C: a camera, a projection, the visible region and a
   zoom about a point, each number printed with %.17g as Examples/expected-output.txt.
   cc -std=c11 -Ibuild/capi/include Examples/c/example.c -Lbuild/capi/lib -lmapmath \
      -Wl,-rpath,build/capi/lib */
#include <stdio.h>
#include <mapmath.h>

static void print_coordinate(const char *name, mm_coordinate c) {
    printf("%s.latitude %.17g\n%s.longitude %.17g\n", name, c.latitude, name, c.longitude);
}

int main(void) {
    mm_camera camera, zoomed = MM_CAMERA_INIT;
    mm_viewport viewport;
    mm_screen_point point, anchor = { 100, 100 };
    mm_visible_region region = MM_VISIBLE_REGION_INIT;
    mm_error e = mm_camera_make(41.85, -87.65, 14, 30, 45, &camera);
    if (!e) e = mm_viewport_make(400, 800, (mm_edge_insets){ .bottom = 200 }, &viewport);
    if (!e) e = mm_project(&camera, &viewport, (mm_coordinate){ 41.86, -87.64 }, &point);
    if (!e) e = mm_visible_region_for(&camera, &viewport, &region);
    if (!e) e = mm_zoom_by(&camera, &viewport, 1, &anchor, NULL, &zoomed);
    if (e) { fprintf(stderr, "mapmath: %s\n", mm_error_message(e)); return 1; }
    printf("# mapmath README example: one quantity a line, name then value (%%.17g)\n");
    printf("point.x %.17g\npoint.y %.17g\n", point.x, point.y);
    print_coordinate("region.near_left", region.near_left);
    print_coordinate("region.near_right", region.near_right);
    print_coordinate("region.far_left", region.far_left);
    print_coordinate("region.far_right", region.far_right);
    printf("region.bounds.south %.17g\nregion.bounds.west %.17g\n", region.bounds.south, region.bounds.west);
    printf("region.bounds.north %.17g\nregion.bounds.east %.17g\n", region.bounds.north, region.bounds.east);
    printf("region.horizon_clipped %d\n", (int)region.horizon_clipped);
    print_coordinate("zoomed.target", zoomed.target);
    printf("zoomed.zoom %.17g\nzoomed.bearing %.17g\nzoomed.tilt %.17g\n", zoomed.zoom, zoomed.bearing, zoomed.tilt);
    return 0;
}
