"""The C library `libmapmath.so` through ctypes: its loading, its structs and prototypes.

Every struct here mirrors one of `Sources/CMapMath/include/mapmath.h` field for field
(x86-64 and arm64 System V layout, as ctypes lays them out); the test
`tests/test_layout.py` compiles the header and compares sizes and offsets. Array
arguments are declared `c_void_p` and passed as the integer address of a NumPy buffer
(`ndarray.ctypes.data`): no ctypes array object and no copy.

The library is looked for, first found wins:

1. the file named by the environment variable ``MAPMATH_LIBRARY``;
2. ``libmapmath.so`` (``libmapmath.dylib`` on macOS) inside this package, where
   ``pip install ./python`` copies it;
3. the repository's ``build/capi/lib/`` when the package runs from a source checkout
   (``make capi`` builds it there);
4. the system's search path (``ctypes.util.find_library("mapmath")``).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
from ctypes import POINTER, c_char_p, c_double, c_int, c_int32, c_size_t, c_void_p
from pathlib import Path
from typing import Any

__all__ = ["lib", "library_path", "HEADER_VERSION_MAJOR"]

#: The header's major version (MM_VERSION_MAJOR) these bindings follow; a library of
#: another major version is refused at import.
HEADER_VERSION_MAJOR = 1

_LIBRARY_NAME = "libmapmath.dylib" if sys.platform == "darwin" else "libmapmath.so"


class Coordinate(ctypes.Structure):
    """mm_coordinate: degrees."""

    _fields_ = [("latitude", c_double), ("longitude", c_double)]


class Point(ctypes.Structure):
    """mm_world_point and mm_screen_point (same layout): points."""

    _fields_ = [("x", c_double), ("y", c_double)]


class EdgeInsets(ctypes.Structure):
    """mm_edge_insets: points."""

    _fields_ = [("top", c_double), ("left", c_double), ("bottom", c_double), ("right", c_double)]


class Bounds(ctypes.Structure):
    """mm_bounds: degrees."""

    _fields_ = [("south", c_double), ("west", c_double), ("north", c_double), ("east", c_double)]


class TiltStop(ctypes.Structure):
    """mm_tilt_stop: zoom level, degrees."""

    _fields_ = [("zoom", c_double), ("max_tilt", c_double)]


class Camera(ctypes.Structure):
    """mm_camera (versioned: `size` = sizeof)."""

    _fields_ = [
        ("size", c_size_t),
        ("target", Coordinate),
        ("zoom", c_double),
        ("bearing", c_double),
        ("tilt", c_double),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.size = ctypes.sizeof(Camera)


class Viewport(ctypes.Structure):
    """mm_viewport (versioned)."""

    _fields_ = [("size", c_size_t), ("width", c_double), ("height", c_double), ("padding", EdgeInsets)]

    def __init__(self) -> None:
        super().__init__()
        self.size = ctypes.sizeof(Viewport)


class CameraLimits(ctypes.Structure):
    """mm_camera_limits (versioned); `tilt_stops` NULL for the default table."""

    _fields_ = [
        ("size", c_size_t),
        ("min_zoom", c_double),
        ("max_zoom", c_double),
        ("tilt_stops", POINTER(TiltStop)),
        ("tilt_stop_count", c_size_t),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.size = ctypes.sizeof(CameraLimits)


class VisibleRegion(ctypes.Structure):
    """mm_visible_region (versioned; the caller sets `size` before the call)."""

    _fields_ = [
        ("size", c_size_t),
        ("near_left", Coordinate),
        ("near_right", Coordinate),
        ("far_left", Coordinate),
        ("far_right", Coordinate),
        ("bounds", Bounds),
        ("horizon_clipped", c_int32),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.size = ctypes.sizeof(VisibleRegion)


def _candidates() -> list[Path]:
    """Where the library may be, in the order they are tried (see the module's doc)."""
    found: list[Path] = []
    env = os.environ.get("MAPMATH_LIBRARY")
    if env:
        return [Path(env)]  # an explicit choice: nothing else is tried
    here = Path(__file__).resolve().parent
    found.append(here / _LIBRARY_NAME)
    found.append(here.parent.parent / "build" / "capi" / "lib" / _LIBRARY_NAME)
    system = ctypes.util.find_library("mapmath")
    if system:
        found.append(Path(system))
    return found


def _load() -> tuple[ctypes.CDLL, str]:
    tried = []
    for path in _candidates():
        # find_library gives a bare soname ("libmapmath.so.1") that dlopen resolves itself.
        if path.is_absolute() and not path.exists():
            tried.append(f"{path} (missing)")
            continue
        try:
            return ctypes.CDLL(str(path)), str(path)
        except OSError as error:
            tried.append(f"{path} ({error})")
    raise ImportError(
        "mapmath: libmapmath could not be loaded; tried: " + "; ".join(tried)
        + ". Build it with `make capi` in the repository, install with `pip install ./python`, "
        "or set MAPMATH_LIBRARY to the library's path."
    )


lib, library_path = _load()

_Ptr = c_void_p  # array arguments: the address of a NumPy buffer
_E = c_int  # mm_error: an int-sized enum in the System V ABIs

_PROTOTYPES: dict[str, tuple[Any, list[Any]]] = {
    "mm_error_message": (c_char_p, [_E]),
    "mm_version": (c_char_p, []),
    "mm_camera_make": (_E, [c_double, c_double, c_double, c_double, c_double, POINTER(Camera)]),
    "mm_viewport_make": (_E, [c_double, c_double, EdgeInsets, POINTER(Viewport)]),
    "mm_camera_limits_default": (_E, [POINTER(CameraLimits)]),
    "mm_world_point_for": (_E, [Coordinate, c_double, POINTER(Point)]),
    "mm_world_points": (_E, [_Ptr, c_size_t, c_double, _Ptr]),
    "mm_coordinate_at_world_point": (_E, [Point, c_double, POINTER(Coordinate)]),
    "mm_coordinates_at_world_points": (_E, [_Ptr, c_size_t, c_double, _Ptr]),
    "mm_project": (_E, [POINTER(Camera), POINTER(Viewport), Coordinate, POINTER(Point)]),
    "mm_project_batch": (_E, [POINTER(Camera), POINTER(Viewport), _Ptr, c_size_t, _Ptr]),
    "mm_project_batch_fast": (_E, [POINTER(Camera), POINTER(Viewport), _Ptr, c_size_t, _Ptr]),
    "mm_project_columns_fast": (_E, [POINTER(Camera), POINTER(Viewport), _Ptr, _Ptr, c_size_t, _Ptr, _Ptr]),
    "mm_unproject": (_E, [POINTER(Camera), POINTER(Viewport), Point, POINTER(Coordinate)]),
    "mm_unproject_batch": (_E, [POINTER(Camera), POINTER(Viewport), _Ptr, c_size_t, _Ptr]),
    "mm_visible_region_for": (_E, [POINTER(Camera), POINTER(Viewport), POINTER(VisibleRegion)]),
    "mm_fit_bounds": (_E, [POINTER(Viewport), Bounds, EdgeInsets, POINTER(CameraLimits), POINTER(Camera)]),
    "mm_zoom_by": (_E, [POINTER(Camera), POINTER(Viewport), c_double, POINTER(Point),
                        POINTER(CameraLimits), POINTER(Camera)]),
    "mm_scroll_by": (_E, [POINTER(Camera), POINTER(Viewport), c_double, c_double,
                          POINTER(CameraLimits), POINTER(Camera)]),
    "mm_clamp_camera": (_E, [POINTER(Camera), POINTER(CameraLimits), POINTER(Camera)]),
    "mm_max_tilt": (_E, [POINTER(CameraLimits), c_double, POINTER(c_double)]),
    "mm_max_tilt_batch": (_E, [POINTER(CameraLimits), _Ptr, c_size_t, _Ptr]),
}

for _name, (_restype, _argtypes) in _PROTOTYPES.items():
    try:
        _function = getattr(lib, _name)
    except AttributeError:
        raise ImportError(f"mapmath: {library_path} has no {_name} (libmapmath "
                          f"{lib.mm_version().decode('ascii')}; these bindings need 1.1.0 or later)") from None
    _function.restype = _restype
    _function.argtypes = _argtypes

_library_version = lib.mm_version().decode("ascii")
if _library_version.split(".")[0] != str(HEADER_VERSION_MAJOR):
    raise ImportError(
        f"mapmath: {library_path} is libmapmath {_library_version}; "
        f"these bindings need major version {HEADER_VERSION_MAJOR}"
    )
