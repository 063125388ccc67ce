"""World points, projection and camera updates over NumPy arrays, through the C library."""

from __future__ import annotations

import ctypes
from typing import Any, overload

import numpy as np
import numpy.typing as npt

from . import _native
from ._arrays import FloatArray, real_array, run_pairs
from ._errors import MapMathError
from ._values import Bounds, Camera, CameraLimits, EdgeInsets, Viewport, VisibleRegion, _real

__all__ = [
    "world_xy", "from_world_xy", "project", "unproject", "visible_region",
    "fit_bounds", "zoom_by", "scroll_by", "clamp_camera", "max_tilt",
]

_lib = _native.lib
_byref = ctypes.byref


def _camera(value: Any) -> _native.Camera:
    if not isinstance(value, Camera):
        raise TypeError(f"camera must be a mapmath.Camera, not {type(value).__name__}")
    return value._c


def _viewport(value: Any) -> _native.Viewport:
    if not isinstance(value, Viewport):
        raise TypeError(f"viewport must be a mapmath.Viewport, not {type(value).__name__}")
    return value._c


def _limits(value: Any) -> Any:
    """The limits' struct, or None (NULL: the library's defaults)."""
    if value is None:
        return None
    if not isinstance(value, CameraLimits):
        raise TypeError(f"limits must be a mapmath.CameraLimits or None, not {type(value).__name__}")
    return _byref(value._c)


@overload
def world_xy(lat: float, lon: float, zoom: float = 0.0) -> tuple[np.float64, np.float64]: ...
@overload
def world_xy(lat: npt.ArrayLike | None = None, lon: npt.ArrayLike | None = None, zoom: float = 0.0, *,
             points: npt.ArrayLike | None = None, out: FloatArray | None = None) -> tuple[FloatArray, FloatArray]: ...
def world_xy(lat: Any = None, lon: Any = None, zoom: float = 0.0, *, points: Any = None,
             out: Any = None) -> tuple[Any, Any]:
    """World points (x east, y south, view points) of coordinates at `zoom` (default 0),
    where the world is 256 · 2^zoom points wide: spherical Web Mercator, EPSG:3857.

    lat, lon: degrees, broadcast together (one interleaving copy); or `points`, an
    (..., 2) array of (lat, lon) rows passed with no copy when it is C-contiguous
    float64. Latitude is clamped to ±85.0511287798066°; longitude is used as given
    (180 is the east edge, beyond it the next world copy). NaN in gives NaN out.
    `out`: an optional (..., 2) float64 array to write (x, y) rows into.

    Returns (x, y): arrays of the input's shape (views of one (..., 2) array) or NumPy
    scalars for scalar input. The C library's SIMD kernel (mm_world_points): x is
    bit-identical to mm_world_point_for, y within 1e-12 of the world width.
    """
    z = _real(zoom, "zoom")
    function = _lib.mm_world_points
    return run_pairs(lambda src, n, dst: function(src, n, z, dst), lat, lon, points, out, ("lat", "lon"),
                     lambda: f"world_xy(zoom={z!r})")


@overload
def from_world_xy(x: float, y: float, zoom: float = 0.0) -> tuple[np.float64, np.float64]: ...
@overload
def from_world_xy(x: npt.ArrayLike | None = None, y: npt.ArrayLike | None = None, zoom: float = 0.0, *,
                  points: npt.ArrayLike | None = None, out: FloatArray | None = None) -> tuple[FloatArray, FloatArray]: ...
def from_world_xy(x: Any = None, y: Any = None, zoom: float = 0.0, *, points: Any = None,
                  out: Any = None) -> tuple[Any, Any]:
    """Coordinates (lat, lon degrees) of world points at `zoom` (default 0): the inverse
    of `world_xy` (mm_coordinates_at_world_points, bit-identical to the single form).

    x, y: world points, broadcast together, or `points` (..., 2) as in `world_xy`.
    Longitude is wrapped into (−180, 180]; y outside the world gives latitudes beyond
    the Mercator limit (±90° at the infinities). Returns (lat, lon) like `world_xy`.
    """
    z = _real(zoom, "zoom")
    function = _lib.mm_coordinates_at_world_points
    return run_pairs(lambda src, n, dst: function(src, n, z, dst), x, y, points, out, ("x", "y"),
                     lambda: f"from_world_xy(zoom={z!r})")


@overload
def project(camera: Camera, viewport: Viewport, lat: float, lon: float, *,
            exact: bool = False) -> tuple[np.float64, np.float64]: ...
@overload
def project(camera: Camera, viewport: Viewport, lat: npt.ArrayLike | None = None, lon: npt.ArrayLike | None = None,
            *, points: npt.ArrayLike | None = None, out: FloatArray | None = None,
            exact: bool = False) -> tuple[FloatArray, FloatArray]: ...
def project(camera: Camera, viewport: Viewport, lat: Any = None, lon: Any = None, *, points: Any = None,
            out: Any = None, exact: bool = False) -> tuple[Any, Any]:
    """View points (x right, y down, points from the top-left corner) of coordinates for
    `camera` in `viewport`, as GMSProjection.point(for:).

    lat, lon: degrees, broadcast together (one interleaving copy), or `points` (..., 2)
    passed with no copy when C-contiguous float64; `out` as in `world_xy`. Each point is
    taken on the world copy nearest the target; points outside the view are returned
    too. A point at or beyond the horizon (behind the tilted camera) gets NaN, NaN.
    With lat and lon of one shape, no `out` and exact=False, they are passed as columns
    (mm_project_columns_fast, no interleaving copy) and x and y are two contiguous
    arrays, not views of one (..., 2) array; the values are the same.

    exact=False (the default): the vectorised form (mm_project_batch_fast), about 2.5
    times as fast, within mapmath.h's stated bound of the exact one: at most
    4e-12 · 2^zoom · k · (1 + r·sin(tilt)/D) + 8ε·(|c| + r)·(1 + k) view points in each
    coordinate (k the point's magnification, r its distance from the padded centre c,
    D = 1.5 · view height; 8e-6 pt at zoom 21 near the centre). exact=True:
    mm_project_batch, bit-identical to the C library's single-point mm_project.
    """
    if not isinstance(exact, bool):
        raise TypeError(f"exact must be True or False, not {type(exact).__name__}")
    function = _lib.mm_project_batch if exact else _lib.mm_project_batch_fast
    c, v = _byref(_camera(camera)), _byref(_viewport(viewport))
    if not exact and points is None and out is None and lat is not None and lon is not None:
        a, b = real_array(lat, "lat"), real_array(lon, "lon")
        if a.shape == b.shape:
            # Separate columns in and out (mm_project_columns_fast): no interleaving copy.
            # The results are two contiguous arrays rather than views of one (..., 2).
            a = np.asarray(a, dtype=np.float64, order="C")
            b = np.asarray(b, dtype=np.float64, order="C")
            x, y = np.empty(a.shape), np.empty(a.shape)
            code = _lib.mm_project_columns_fast(c, v, a.ctypes.data, b.ctypes.data, a.size, x.ctypes.data,
                                                y.ctypes.data)
            if code:
                raise MapMathError(code, f"project({camera!r}, {viewport!r}, exact=False)")
            return (x[()], y[()]) if x.ndim == 0 else (x, y)
    return run_pairs(lambda src, n, dst: function(c, v, src, n, dst), lat, lon, points, out, ("lat", "lon"),
                     lambda: f"project({camera!r}, {viewport!r}, exact={exact!r})")


@overload
def unproject(camera: Camera, viewport: Viewport, x: float, y: float) -> tuple[np.float64, np.float64]: ...
@overload
def unproject(camera: Camera, viewport: Viewport, x: npt.ArrayLike | None = None, y: npt.ArrayLike | None = None,
              *, points: npt.ArrayLike | None = None, out: FloatArray | None = None) -> tuple[FloatArray, FloatArray]: ...
def unproject(camera: Camera, viewport: Viewport, x: Any = None, y: Any = None, *, points: Any = None,
              out: Any = None) -> tuple[Any, Any]:
    """Coordinates (lat, lon degrees) on the ground under view points (x, y: points from
    the top-left corner) for `camera` in `viewport`, as GMSProjection.coordinate(for:)
    (mm_unproject_batch): the inverse of `project`.

    x, y broadcast together, or `points` (..., 2) of (x, y) rows; `out` as in
    `world_xy`. Longitude wrapped into (−180, 180]. A point at or above the horizon has
    no ground under it and gets NaN, NaN. Bit-identical to mm_unproject.
    """
    c, v, function = _byref(_camera(camera)), _byref(_viewport(viewport)), _lib.mm_unproject_batch
    return run_pairs(lambda src, n, dst: function(c, v, src, n, dst), x, y, points, out, ("x", "y"),
                     lambda: f"unproject({camera!r}, {viewport!r})")


def visible_region(camera: Camera, viewport: Viewport) -> VisibleRegion:
    """The ground inside the padded view of `camera` in `viewport`, as GMSVisibleRegion
    (mm_visible_region_for): four corners, their bounding box, and whether the far corners
    were pulled below the horizon (see `VisibleRegion`)."""
    region = _native.VisibleRegion()
    code = _lib.mm_visible_region_for(_byref(_camera(camera)), _byref(_viewport(viewport)), _byref(region))
    if code:
        raise MapMathError(code, f"visible_region({camera!r}, {viewport!r})")
    return VisibleRegion._from_c(region)


def _insets(padding: Any) -> EdgeInsets:
    if isinstance(padding, EdgeInsets):
        return padding
    return EdgeInsets.uniform(_real(padding, "padding"))


def fit_bounds(viewport: Viewport, bounds: Bounds, padding: float | EdgeInsets = 64.0,
               limits: CameraLimits | None = None) -> Camera:
    """The camera that shows `bounds` inside `viewport`'s padded view inset further by
    `padding` (points on each side, or an `EdgeInsets`; default 64, as
    GMSCameraUpdate.fitBounds:), bearing and tilt 0, zoom clamped to `limits` (default
    `CameraLimits()`). mm_fit_bounds; bad bounds or padding raise `MapMathError`."""
    if not isinstance(bounds, Bounds):
        raise TypeError(f"bounds must be a mapmath.Bounds, not {type(bounds).__name__}")
    insets = _insets(padding)
    result = _native.Camera()
    code = _lib.mm_fit_bounds(_byref(_viewport(viewport)), bounds._to_c(), insets._to_c(), _limits(limits),
                              _byref(result))
    if code:
        raise MapMathError(code, f"fit_bounds({viewport!r}, {bounds!r}, padding={insets!r}, limits={limits!r})")
    return Camera._from_c(result)


def zoom_by(camera: Camera, viewport: Viewport, delta: float, at: tuple[float, float] | None = None,
            limits: CameraLimits | None = None) -> Camera:
    """`camera` zoomed by `delta` levels (GMSCameraUpdate.zoomBy:atPoint:), keeping the
    ground under view point `at` (x, y points; None, or a point above the horizon: the
    padded centre) under it, clamped to `limits` (default `CameraLimits()`). mm_zoom_by."""
    d = _real(delta, "delta")
    anchor = None
    if at is not None:
        try:
            ax, ay = at
        except (TypeError, ValueError):
            raise TypeError("at must be an (x, y) pair of view points or None") from None
        anchor = _byref(_native.Point(_real(ax, "at x"), _real(ay, "at y")))
    result = _native.Camera()
    code = _lib.mm_zoom_by(_byref(_camera(camera)), _byref(_viewport(viewport)), d, anchor, _limits(limits),
                           _byref(result))
    if code:
        raise MapMathError(code, f"zoom_by({camera!r}, {viewport!r}, {d!r}, at={at!r}, limits={limits!r})")
    return Camera._from_c(result)


def scroll_by(camera: Camera, viewport: Viewport, dx: float, dy: float,
              limits: CameraLimits | None = None) -> Camera:
    """`camera` scrolled by (`dx`, `dy`) view points (GMSCameraUpdate.scrollByX:Y:: the
    map content moves by minus that), clamped to `limits` (default `CameraLimits()`).
    mm_scroll_by."""
    x, y = _real(dx, "dx"), _real(dy, "dy")
    result = _native.Camera()
    code = _lib.mm_scroll_by(_byref(_camera(camera)), _byref(_viewport(viewport)), x, y, _limits(limits),
                             _byref(result))
    if code:
        raise MapMathError(code, f"scroll_by({camera!r}, {viewport!r}, {x!r}, {y!r}, limits={limits!r})")
    return Camera._from_c(result)


def clamp_camera(camera: Camera, limits: CameraLimits | None = None) -> Camera:
    """`camera` with its zoom clamped to `limits`' range (default `CameraLimits()`: 2 to
    21) and then its tilt to the largest tilt there. mm_clamp_camera."""
    result = _native.Camera()
    code = _lib.mm_clamp_camera(_byref(_camera(camera)), _limits(limits), _byref(result))
    if code:
        raise MapMathError(code, f"clamp_camera({camera!r}, limits={limits!r})")
    return Camera._from_c(result)


@overload
def max_tilt(zoom: float, limits: CameraLimits | None = None) -> np.float64: ...
@overload
def max_tilt(zoom: npt.ArrayLike, limits: CameraLimits | None = None) -> FloatArray: ...
def max_tilt(zoom: Any, limits: CameraLimits | None = None) -> Any:
    """The largest tilt, degrees from nadir, that `limits` (default `CameraLimits()`: the
    Google Maps SDK for iOS table, 30° at zoom ≤ 10, 45° at 14, 65° at ≥ 16) allow at
    each `zoom` (mm_max_tilt_batch). An array of zoom's shape, or a NumPy scalar."""
    z = real_array(zoom, "zoom")
    source = z if (z.dtype == np.float64 and z.flags.c_contiguous and z.flags.aligned) \
        else np.ascontiguousarray(z, dtype=np.float64)
    result = np.empty(source.shape, dtype=np.float64)
    code = _lib.mm_max_tilt_batch(_limits(limits), source.ctypes.data, source.size, result.ctypes.data)
    if code:
        raise MapMathError(code, f"max_tilt(limits={limits!r})")
    return result[()] if result.ndim == 0 else result
