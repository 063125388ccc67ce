"""Every refusal: the C library's code and message as a ValueError, Python's TypeErrors
for values that are not numbers, and the normalisation of what is accepted."""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest

import mapmath
from mapmath import ErrorCode, MapMathError
from mapmath._errors import message

NOT_FINITE = [math.nan, math.inf, -math.inf]
VIEWPORT = mapmath.Viewport(400, 800)
CAMERA = mapmath.Camera(0, 0, 3)


def refused(code: ErrorCode, call, *args, **kwargs) -> MapMathError:  # type: ignore[no-untyped-def]
    with pytest.raises(MapMathError) as info:
        call(*args, **kwargs)
    error = info.value
    assert isinstance(error, ValueError)
    assert error.code == code
    assert error.message == message(code) and str(error).endswith(": " + message(code))
    return error


def test_every_code_has_a_message_of_its_own() -> None:
    texts = [message(code) for code in ErrorCode]
    assert len(set(texts)) == len(texts)
    assert all(text and text != "unknown error" for text in texts)
    assert message(1000) == "unknown error"


@pytest.mark.parametrize("field", ["latitude", "longitude", "zoom", "bearing", "tilt"])
@pytest.mark.parametrize("value", NOT_FINITE)
def test_camera_refuses_non_finite(field: str, value: float) -> None:
    args = dict(latitude=1.0, longitude=2.0, zoom=3.0, bearing=4.0, tilt=5.0)
    args[field] = value
    error = refused(ErrorCode.NOT_FINITE, mapmath.Camera, **args)
    assert error.context.startswith("Camera(") and f"{field}={value!r}" in error.context


def test_camera_normalises() -> None:
    camera = mapmath.Camera(89, 190, 30, bearing=-90, tilt=120)
    assert camera.latitude == 85 and camera.longitude == -170 and camera.zoom == 30
    assert camera.bearing == 270 and 89.99 < camera.tilt < 90
    assert mapmath.Camera(-89, -180, 0).longitude == 180  # wrapped into (-180, 180]
    assert mapmath.Camera(0, 0, 0, bearing=720, tilt=-5) == mapmath.Camera(0, 0, 0)
    assert dataclasses.replace(camera, longitude=370).longitude == 10


def test_camera_is_a_frozen_hashable_value() -> None:
    camera = mapmath.Camera(1, 2, 3, 4, 5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        camera.zoom = 4  # type: ignore[misc]
    assert camera == mapmath.Camera(1.0, 2.0, 3.0, bearing=4.0, tilt=5.0)
    assert hash(camera) == hash(mapmath.Camera(1, 2, 3, 4, 5))
    assert camera.target == (1.0, 2.0)
    assert type(camera.zoom) is float
    assert repr(camera) == "Camera(latitude=1.0, longitude=2.0, zoom=3.0, bearing=4.0, tilt=5.0)"


@pytest.mark.parametrize("width, height", [(0, 100), (100, 0), (-1, 100), (100, -5)])
def test_viewport_refuses_sizes_not_positive(width: float, height: float) -> None:
    refused(ErrorCode.VIEWPORT_SIZE, mapmath.Viewport, width, height)


@pytest.mark.parametrize("width, height", [(math.nan, 100), (100, math.inf), (-math.inf, 100)])
def test_viewport_refuses_non_finite_sizes(width: float, height: float) -> None:
    refused(ErrorCode.NOT_FINITE, mapmath.Viewport, width, height)


@pytest.mark.parametrize("padding", [
    mapmath.EdgeInsets(top=-1), mapmath.EdgeInsets(left=-0.5), mapmath.EdgeInsets(bottom=-1e-9),
    mapmath.EdgeInsets(right=-100),
    mapmath.EdgeInsets(left=200, right=200), mapmath.EdgeInsets(left=401),
    mapmath.EdgeInsets(top=500, bottom=300), mapmath.EdgeInsets(bottom=800),
])
def test_viewport_refuses_bad_padding(padding: mapmath.EdgeInsets) -> None:
    refused(ErrorCode.PADDING, mapmath.Viewport, 400, 800, padding)


@pytest.mark.parametrize("side", ["top", "left", "bottom", "right"])
def test_viewport_refuses_non_finite_padding(side: str) -> None:
    refused(ErrorCode.NOT_FINITE, mapmath.Viewport, 400, 800, mapmath.EdgeInsets(**{side: math.nan}))


def test_viewport_accepts_padding_just_short_of_the_view() -> None:
    viewport = mapmath.Viewport(400, 800, mapmath.EdgeInsets(left=199, right=200, top=799))
    assert viewport.padded_center == (199.5, 799.5)


@pytest.mark.parametrize("kwargs", [
    dict(min_zoom=10, max_zoom=5),
    dict(tilt_stops=[]),
    dict(tilt_stops=[(10, 30), (10, 40)]),
    dict(tilt_stops=[(12, 30), (10, 40)]),
    dict(tilt_stops=[(10, 90)]),
    dict(tilt_stops=[(10, -1)]),
])
def test_limits_refused(kwargs: dict) -> None:  # type: ignore[type-arg]
    refused(ErrorCode.LIMITS, mapmath.CameraLimits, **kwargs)


@pytest.mark.parametrize("kwargs", [
    dict(min_zoom=math.nan), dict(max_zoom=math.inf), dict(tilt_stops=[(math.nan, 30)]),
    dict(tilt_stops=[(10, math.inf)]),
])
def test_limits_refuse_non_finite(kwargs: dict) -> None:  # type: ignore[type-arg]
    with pytest.raises(MapMathError) as info:
        mapmath.CameraLimits(**kwargs)
    assert info.value.code in (ErrorCode.NOT_FINITE, ErrorCode.LIMITS)


def test_limits_accept_equal_zooms_and_store_a_tuple() -> None:
    limits = mapmath.CameraLimits(min_zoom=7, max_zoom=7, tilt_stops=[[3, 0], (4, 89.5)])
    assert limits.tilt_stops == ((3.0, 0.0), (4.0, 89.5))
    assert limits == mapmath.CameraLimits(7, 7, ((3, 0), (4, 89.5)))


@pytest.mark.parametrize("bounds", [
    mapmath.Bounds(10, 0, 5, 1), mapmath.Bounds(-91, 0, 0, 1), mapmath.Bounds(0, 0, 90.5, 1),
])
def test_fit_bounds_refuses_bad_bounds(bounds: mapmath.Bounds) -> None:
    refused(ErrorCode.BOUNDS, mapmath.fit_bounds, VIEWPORT, bounds)


@pytest.mark.parametrize("bounds", [
    mapmath.Bounds(math.nan, 0, 5, 1), mapmath.Bounds(0, math.inf, 5, 1), mapmath.Bounds(0, 0, 5, -math.inf),
])
def test_fit_bounds_refuses_non_finite_bounds(bounds: mapmath.Bounds) -> None:
    refused(ErrorCode.NOT_FINITE, mapmath.fit_bounds, VIEWPORT, bounds)


def test_fit_bounds_refuses_bad_padding() -> None:
    bounds = mapmath.Bounds(0, 0, 1, 1)
    refused(ErrorCode.PADDING, mapmath.fit_bounds, VIEWPORT, bounds, padding=-1)
    refused(ErrorCode.NOT_FINITE, mapmath.fit_bounds, VIEWPORT, bounds, padding=math.nan)


@pytest.mark.parametrize("function", [mapmath.world_xy, mapmath.from_world_xy])
@pytest.mark.parametrize("zoom", NOT_FINITE)
def test_world_functions_refuse_non_finite_zoom(function, zoom: float) -> None:  # type: ignore[no-untyped-def]
    refused(ErrorCode.NOT_FINITE, function, [1.0], [2.0], zoom)


def test_camera_updates_refuse_non_finite_arguments() -> None:
    refused(ErrorCode.NOT_FINITE, mapmath.zoom_by, CAMERA, VIEWPORT, math.nan)
    refused(ErrorCode.NOT_FINITE, mapmath.zoom_by, CAMERA, VIEWPORT, 1, at=(math.inf, 0))
    refused(ErrorCode.NOT_FINITE, mapmath.scroll_by, CAMERA, VIEWPORT, math.nan, 0)
    refused(ErrorCode.NOT_FINITE, mapmath.scroll_by, CAMERA, VIEWPORT, 0, -math.inf)


def test_type_errors() -> None:
    with pytest.raises(TypeError):
        mapmath.Camera("1", 2, 3)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        mapmath.Camera(None, 2, 3)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        mapmath.Viewport(400, 800, padding=10)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        mapmath.project((0, 0, 3), VIEWPORT, 0, 0)  # type: ignore[call-overload]
    with pytest.raises(TypeError):
        mapmath.project(CAMERA, (400, 800), 0, 0)  # type: ignore[call-overload]
    with pytest.raises(TypeError):
        mapmath.fit_bounds(VIEWPORT, (0, 0, 1, 1))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        mapmath.zoom_by(CAMERA, VIEWPORT, 1, limits="default")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        mapmath.zoom_by(CAMERA, VIEWPORT, 1, at=(1, 2, 3))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        mapmath.CameraLimits(tilt_stops=[(1, 2, 3)])
    with pytest.raises(TypeError):
        mapmath.CameraLimits(tilt_stops=5)  # type: ignore[arg-type]
    for bad in (["a", "b"], [1 + 2j], [True, False]):
        with pytest.raises(TypeError):
            mapmath.world_xy(bad, [0.0, 0.0])
    with pytest.raises(TypeError):
        mapmath.world_xy([0.0])  # lon missing
    with pytest.raises(TypeError):
        mapmath.world_xy([0.0], [0.0], points=np.zeros((1, 2)))  # both
    with pytest.raises(ValueError):
        mapmath.world_xy(points=np.zeros((4, 3)))
    with pytest.raises(ValueError):
        mapmath.world_xy(np.zeros(3), np.zeros(4))  # cannot broadcast


def test_values_pickle_and_copy() -> None:
    import copy
    import pickle

    limits = mapmath.CameraLimits(3, 18, ((4, 20), (9, 50)))
    values = [mapmath.Camera(89, 190, 30, bearing=-90, tilt=120), mapmath.Viewport(400, 800, mapmath.EdgeInsets(1, 2, 3, 4)),
              limits, mapmath.Bounds(1, 2, 3, 4), mapmath.EdgeInsets(1, 2, 3, 4),
              mapmath.visible_region(CAMERA, VIEWPORT)]
    for value in values:
        for clone in (pickle.loads(pickle.dumps(value)), copy.deepcopy(value), copy.copy(value)):
            assert clone == value and type(clone) is type(value)
    clone = pickle.loads(pickle.dumps(values[0]))
    assert (clone.latitude, clone.longitude, clone.bearing, clone.tilt) == \
        (values[0].latitude, values[0].longitude, values[0].bearing, values[0].tilt)  # normalised once only
    assert mapmath.max_tilt(6.5, pickle.loads(pickle.dumps(limits))) == mapmath.max_tilt(6.5, limits)
    assert type(mapmath.MapMathError).__module__ == "builtins" and mapmath.MapMathError.__module__ == "mapmath"
