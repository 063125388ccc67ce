"""mapmath: mapsim's map camera math for Python, over NumPy arrays.

Web Mercator world points (256-point tiles, EPSG:3857), the perspective camera with
bearing, tilt and padding (as the Google Maps SDK's GMSProjection), visible regions and
camera updates, computed by the C library libmapmath (the header `mapmath.h`) through
ctypes: the same numbers, bit for bit, as mapsim's Swift `MapMath` module and the C API.

Units: degrees for latitude, longitude, bearing and tilt; view points for screen
positions and sizes (origin top left, y down); world points for world positions (the
world is 256 · 2^zoom points wide). Refusals raise `MapMathError`, a `ValueError` with
the C library's message. See README.md beside this package for the rules on copies,
NaN and errors.
"""

from . import _native
from ._errors import ErrorCode, MapMathError
from ._functions import (
    clamp_camera,
    fit_bounds,
    from_world_xy,
    max_tilt,
    project,
    scroll_by,
    unproject,
    visible_region,
    world_xy,
    zoom_by,
)
from ._values import Bounds, Camera, CameraLimits, EdgeInsets, LatLon, Viewport, VisibleRegion

__all__ = [
    "__version__", "library_version", "library_path",
    "Camera", "Viewport", "EdgeInsets", "CameraLimits", "Bounds", "VisibleRegion", "LatLon",
    "ErrorCode", "MapMathError",
    "world_xy", "from_world_xy", "project", "unproject", "visible_region",
    "fit_bounds", "zoom_by", "scroll_by", "clamp_camera", "max_tilt",
]

for _public in (Camera, Viewport, EdgeInsets, CameraLimits, Bounds, VisibleRegion, ErrorCode, MapMathError):
    _public.__module__ = __name__  # shown as mapmath.Camera, not mapmath._values.Camera
del _public

__version__ = "1.1.0"
"""This package's version; it binds version 1 of the C interface (mapmath.h 1.1.0)."""

library_path: str = _native.library_path
"""The file the C library was loaded from (see mapmath._native for the search order)."""


def library_version() -> str:
    """The loaded C library's version, "MAJOR.MINOR.PATCH" (mm_version)."""
    return str(_native.lib.mm_version().decode("ascii"))
