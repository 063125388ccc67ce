"""The value types: frozen dataclasses made (and checked) through the C library."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from typing import Any, Iterable, Tuple

from . import _native
from ._errors import MapMathError

__all__ = ["EdgeInsets", "Camera", "Viewport", "CameraLimits", "Bounds", "VisibleRegion", "LatLon"]

LatLon = Tuple[float, float]
"""A (latitude, longitude) pair, degrees."""


def _real(value: object, name: str) -> float:
    """`value` as a float; TypeError for text and for what `float()` refuses."""
    if isinstance(value, (str, bytes)):
        raise TypeError(f"{name} must be a real number, not {type(value).__name__}")
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise TypeError(f"{name} must be a real number, not {type(value).__name__}") from None


@dataclass(frozen=True, slots=True)
class EdgeInsets:
    """Insets from the view's edges, view points (mm_edge_insets); all 0 by default.

    Checked where used: a `Viewport` refuses negative or non-finite padding and padding
    that fills the view; `fit_bounds` refuses the same for its extra padding.
    """

    top: float = 0.0
    left: float = 0.0
    bottom: float = 0.0
    right: float = 0.0

    def __post_init__(self) -> None:
        for name in ("top", "left", "bottom", "right"):
            object.__setattr__(self, name, _real(getattr(self, name), f"EdgeInsets.{name}"))

    @classmethod
    def uniform(cls, inset: float) -> "EdgeInsets":
        """The same inset, view points, on all four sides."""
        return cls(inset, inset, inset, inset)

    def _to_c(self) -> _native.EdgeInsets:
        return _native.EdgeInsets(self.top, self.left, self.bottom, self.right)


@dataclass(frozen=True, slots=True)
class Camera:
    """Where the camera looks from, as GMSCameraPosition (mm_camera, made by mm_camera_make).

    latitude, longitude: the target at the padded centre of the view, degrees.
    zoom: the world is 256 · 2^zoom view points wide (stored as given; limits apply
    only in the camera updates and `clamp_camera`). bearing: degrees clockwise from
    north, default 0. tilt: degrees from nadir, default 0.

    Normalised by the C library: latitude clamped to ±85°, longitude wrapped into
    (−180, 180], bearing into [0, 360), tilt clamped into [0, 90). A NaN or infinite
    number raises `MapMathError` (a `ValueError`) with the library's message.
    `dataclasses.replace` makes (and normalises) a new camera.
    """

    latitude: float
    longitude: float
    zoom: float
    bearing: float = 0.0
    tilt: float = 0.0
    _c: _native.Camera = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        values = [_real(getattr(self, n), f"Camera.{n}") for n in ("latitude", "longitude", "zoom", "bearing", "tilt")]
        c = _native.Camera()
        code = _native.lib.mm_camera_make(*values, ctypes.byref(c))
        if code:
            lat, lon, zoom, bearing, tilt = values
            raise MapMathError(code, f"Camera(latitude={lat!r}, longitude={lon!r}, zoom={zoom!r}, "
                                     f"bearing={bearing!r}, tilt={tilt!r})")
        self._set_from(c)

    def _set_from(self, c: _native.Camera) -> None:
        object.__setattr__(self, "latitude", c.target.latitude)
        object.__setattr__(self, "longitude", c.target.longitude)
        object.__setattr__(self, "zoom", c.zoom)
        object.__setattr__(self, "bearing", c.bearing)
        object.__setattr__(self, "tilt", c.tilt)
        object.__setattr__(self, "_c", c)

    @classmethod
    def _from_c(cls, c: _native.Camera) -> "Camera":
        """A camera the library made (already normalised): taken bit for bit."""
        camera = object.__new__(cls)
        camera._set_from(c)
        return camera

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its numbers, made again through mm_camera_make (which leaves a
        normalised camera as it is)."""
        return (Camera, (self.latitude, self.longitude, self.zoom, self.bearing, self.tilt))

    @property
    def target(self) -> LatLon:
        """(latitude, longitude) of the target, degrees."""
        return (self.latitude, self.longitude)


@dataclass(frozen=True, slots=True)
class Viewport:
    """The map view's size and padding, view points (mm_viewport, made by mm_viewport_make).

    width, height: finite and positive. padding: an `EdgeInsets` (default none), finite,
    non-negative and less than the view in each direction; the camera target appears at
    the centre of the view inset by it. Otherwise `MapMathError` (a `ValueError`).
    """

    width: float
    height: float
    padding: EdgeInsets = EdgeInsets()
    _c: _native.Viewport = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        width = _real(self.width, "Viewport.width")
        height = _real(self.height, "Viewport.height")
        if not isinstance(self.padding, EdgeInsets):
            raise TypeError(f"Viewport.padding must be an EdgeInsets, not {type(self.padding).__name__}")
        c = _native.Viewport()
        code = _native.lib.mm_viewport_make(width, height, self.padding._to_c(), ctypes.byref(c))
        if code:
            raise MapMathError(code, f"Viewport(width={width!r}, height={height!r}, padding={self.padding!r})")
        object.__setattr__(self, "width", c.width)
        object.__setattr__(self, "height", c.height)
        object.__setattr__(self, "_c", c)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its numbers, made again through mm_viewport_make."""
        return (Viewport, (self.width, self.height, self.padding))

    @property
    def padded_center(self) -> tuple[float, float]:
        """(x, y) where the camera target appears: the centre of the padded view, points."""
        p = self.padding
        return (p.left + (self.width - p.left - p.right) / 2, p.top + (self.height - p.top - p.bottom) / 2)


def _default_limits() -> _native.CameraLimits:
    c = _native.CameraLimits()
    code = _native.lib.mm_camera_limits_default(ctypes.byref(c))
    if code:  # pragma: no cover - the library's own defaults
        raise MapMathError(code, "mm_camera_limits_default")
    return c


_DEFAULT = _default_limits()
_PROBE_CAMERA = _native.Camera()  # latitude, longitude, zoom, bearing, tilt 0: valid


@dataclass(frozen=True, slots=True)
class CameraLimits:
    """What a camera may show (mm_camera_limits): a zoom range and a tilt table.

    min_zoom, max_zoom: zoom levels, defaults 2 and 21 (mm_camera_limits_default, the
    Google Maps SDK's). tilt_stops: (zoom, max_tilt degrees) pairs with strictly
    increasing zoom and tilts in [0, 90), the largest tilt being piecewise linear
    between them and constant outside; None (default) for the Google Maps SDK for iOS
    table: 30° at zoom ≤ 10, 45° at 14, 65° at ≥ 16. Checked by the library when made:
    min_zoom above max_zoom, a non-finite number, or a bad table raise `MapMathError`.
    """

    min_zoom: float = _DEFAULT.min_zoom
    max_zoom: float = _DEFAULT.max_zoom
    tilt_stops: tuple[tuple[float, float], ...] | None = None
    _c: _native.CameraLimits = field(init=False, repr=False, compare=False, hash=False)
    _stops: object = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        c = _native.CameraLimits()
        c.min_zoom = _real(self.min_zoom, "CameraLimits.min_zoom")
        c.max_zoom = _real(self.max_zoom, "CameraLimits.max_zoom")
        object.__setattr__(self, "min_zoom", c.min_zoom)
        object.__setattr__(self, "max_zoom", c.max_zoom)
        stops = None
        if self.tilt_stops is not None:
            pairs = tuple(_stop(s, i) for i, s in enumerate(_iterable(self.tilt_stops)))
            object.__setattr__(self, "tilt_stops", pairs)
            # One element at least, so that an empty table is passed as a non-NULL
            # pointer with count 0 (NULL would mean the default table).
            stops = (_native.TiltStop * max(1, len(pairs)))(*[_native.TiltStop(z, t) for z, t in pairs])
            c.tilt_stops = ctypes.cast(stops, ctypes.POINTER(_native.TiltStop))
            c.tilt_stop_count = len(pairs)
        object.__setattr__(self, "_stops", stops)  # keeps the table alive with the struct
        object.__setattr__(self, "_c", c)
        # The library checks limits wherever they are used; clamping a camera checks them all.
        probe = _native.Camera()
        code = _native.lib.mm_clamp_camera(ctypes.byref(_PROBE_CAMERA), ctypes.byref(c), ctypes.byref(probe))
        if code:
            raise MapMathError(code, f"CameraLimits(min_zoom={c.min_zoom!r}, max_zoom={c.max_zoom!r}, "
                                     f"tilt_stops={self.tilt_stops!r})")


    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its numbers and table, checked again when unpickled."""
        return (CameraLimits, (self.min_zoom, self.max_zoom, self.tilt_stops))


def _iterable(value: object) -> Iterable[object]:
    try:
        return iter(value)  # type: ignore[call-overload, no-any-return]
    except TypeError:
        raise TypeError("CameraLimits.tilt_stops must be a sequence of (zoom, max_tilt) pairs or None") from None


def _stop(value: object, index: int) -> tuple[float, float]:
    pair: Any = value
    try:
        zoom, tilt = pair
    except (TypeError, ValueError):
        raise TypeError(f"CameraLimits.tilt_stops[{index}] must be a (zoom, max_tilt) pair") from None
    return (_real(zoom, f"tilt_stops[{index}] zoom"), _real(tilt, f"tilt_stops[{index}] max_tilt"))


@dataclass(frozen=True, slots=True)
class Bounds:
    """A latitude/longitude box, degrees (mm_bounds); west > east crosses the antimeridian.

    A plain value: `fit_bounds` has the library check it (south above north, a latitude
    outside [−90, 90] or a non-finite number raise `MapMathError` there).
    """

    south: float
    west: float
    north: float
    east: float

    def __post_init__(self) -> None:
        for name in ("south", "west", "north", "east"):
            object.__setattr__(self, name, _real(getattr(self, name), f"Bounds.{name}"))

    def _to_c(self) -> _native.Bounds:
        return _native.Bounds(self.south, self.west, self.north, self.east)


@dataclass(frozen=True, slots=True)
class VisibleRegion:
    """The ground inside the padded view, as GMSVisibleRegion (mm_visible_region).

    near_left, near_right (bottom corners), far_left, far_right (top corners): (lat, lon)
    degrees, a trapezoid when tilted. bounds: the box holding the four corners.
    horizon_clipped: True when a top corner was above the horizon, so that the far
    corners were taken on the highest row whose ground scale is 1/16 of the target's.
    """

    near_left: LatLon
    near_right: LatLon
    far_left: LatLon
    far_right: LatLon
    bounds: Bounds
    horizon_clipped: bool

    @classmethod
    def _from_c(cls, c: _native.VisibleRegion) -> "VisibleRegion":
        def pair(p: _native.Coordinate) -> LatLon:
            return (p.latitude, p.longitude)

        b = c.bounds
        return cls(pair(c.near_left), pair(c.near_right), pair(c.far_left), pair(c.far_right),
                   Bounds(b.south, b.west, b.north, b.east), bool(c.horizon_clipped))

