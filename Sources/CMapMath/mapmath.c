// The two functions of mapmath.h that need no Swift: the error descriptions and the
// version, both static strings. Every other function is in Sources/MapMathCABI.
#include "mapmath.h"

const char *mm_error_message(mm_error error) {
    switch (error) {
    case MM_OK: return "no error";
    case MM_ERROR_NULL_POINTER: return "a pointer argument was NULL";
    case MM_ERROR_STRUCT_SIZE: return "a struct's size field is smaller than its first version";
    case MM_ERROR_NOT_FINITE: return "a number that must be finite was NaN or infinite";
    case MM_ERROR_VIEWPORT_SIZE: return "a viewport's width or height was not positive";
    case MM_ERROR_PADDING: return "a padding was negative or filled the view";
    case MM_ERROR_LIMITS: return "camera limits with min_zoom above max_zoom or a bad tilt table";
    case MM_ERROR_BOUNDS: return "bounds with south above north or a latitude outside [-90, 90]";
    case MM_ERROR_BEYOND_HORIZON: return "the point is at or beyond the horizon";
    case MM_ERROR_COUNT: return "an array count too large for the address space";
    }
    return "unknown error";
}

const char *mm_version(void) {
    return MM_VERSION_STRING;
}
