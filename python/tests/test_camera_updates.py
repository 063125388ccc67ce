"""fit_bounds, zoom_by, scroll_by, clamp_camera and max_tilt: the properties each promises."""

from __future__ import annotations

import numpy as np
import pytest

import mapmath
from conftest import random_camera

VIEWPORT = mapmath.Viewport(400, 800, mapmath.EdgeInsets(bottom=200))


def test_fit_bounds_shows_the_box_inside_the_padding(rng: np.random.Generator) -> None:
    for _ in range(50):
        south = rng.uniform(-70, 60)
        west = rng.uniform(-180, 170)
        bounds = mapmath.Bounds(south, west, south + rng.uniform(0.01, 10), west + rng.uniform(0.01, 10))
        pad = rng.uniform(0, 80)
        camera = mapmath.fit_bounds(VIEWPORT, bounds, padding=pad)
        assert camera.bearing == 0 and camera.tilt == 0 and 2 <= camera.zoom <= 21
        x, y = mapmath.project(camera, VIEWPORT, [bounds.south, bounds.north], [bounds.west, bounds.east])
        # The padded view is 0...400 x 0...600; inside it, `pad` on each side. 1e-6 pt:
        # the world-point rounding at zoom <= 21 (1e-12 of 5e8 pt) with room to spare.
        tol = 1e-6
        assert pad - tol <= min(x) and max(x) <= 400 - pad + tol
        assert pad - tol <= min(y) and max(y) <= 600 - pad + tol
        if camera.zoom < 21:  # not clamped: the box touches the padding in one direction
            touches_x = abs(x[0] - pad) < tol and abs(x[1] - (400 - pad)) < tol
            touches_y = abs(y[1] - pad) < tol and abs(y[0] - (600 - pad)) < tol
            assert touches_x or touches_y


def test_fit_bounds_default_padding_is_64_and_edge_insets_are_accepted() -> None:
    bounds = mapmath.Bounds(41.8, -87.7, 41.9, -87.6)
    assert mapmath.fit_bounds(VIEWPORT, bounds) == mapmath.fit_bounds(VIEWPORT, bounds, padding=64.0)
    assert mapmath.fit_bounds(VIEWPORT, bounds, padding=mapmath.EdgeInsets.uniform(64)) == \
        mapmath.fit_bounds(VIEWPORT, bounds)
    uneven = mapmath.fit_bounds(VIEWPORT, bounds, padding=mapmath.EdgeInsets(left=150))
    x, _ = mapmath.project(uneven, VIEWPORT, [41.8, 41.9], [-87.7, -87.6])
    assert x[0] == pytest.approx(150, abs=1e-6) or x[0] > 150


def test_fit_bounds_limits_clamp_the_zoom() -> None:
    tiny = mapmath.Bounds(41.85, -87.65, 41.850001, -87.649999)
    assert mapmath.fit_bounds(VIEWPORT, tiny).zoom == 21
    assert mapmath.fit_bounds(VIEWPORT, tiny, limits=mapmath.CameraLimits(max_zoom=15)).zoom == 15


def test_zoom_by_keeps_the_ground_under_the_anchor(rng: np.random.Generator) -> None:
    for _ in range(50):
        camera = random_camera(rng, max_tilt=30)
        at = (rng.uniform(0, 400), rng.uniform(400, 800))
        delta = rng.uniform(-1.5, 1.5)
        zoomed = mapmath.zoom_by(camera, VIEWPORT, delta, at=at)
        assert zoomed.zoom == pytest.approx(min(max(camera.zoom + delta, 2), 21), abs=1e-12)
        before = mapmath.unproject(camera, VIEWPORT, *at)
        x, y = mapmath.project(zoomed, VIEWPORT, *before)
        assert (x, y) == pytest.approx(at, abs=1e-13 * 256 * 2**max(camera.zoom, zoomed.zoom) + 1e-9)


def test_zoom_by_without_anchor_keeps_the_target() -> None:
    camera = mapmath.Camera(41.85, -87.65, 14, bearing=30, tilt=45)
    zoomed = mapmath.zoom_by(camera, VIEWPORT, 1)
    assert (zoomed.latitude, zoomed.longitude, zoomed.zoom) == (camera.latitude, camera.longitude, 15)
    assert zoomed.bearing == camera.bearing and zoomed.tilt == camera.tilt  # 45 <= 55 allowed at 15


def test_zoom_by_clamps_tilt_to_the_new_zoom() -> None:
    camera = mapmath.Camera(0, 0, 16, tilt=65)
    assert mapmath.zoom_by(camera, VIEWPORT, -6).tilt == 30  # 30 degrees at zoom <= 10


def test_scroll_by_moves_the_target_to_the_scrolled_point(rng: np.random.Generator) -> None:
    for _ in range(50):
        camera = random_camera(rng, max_tilt=0)  # nadir: the scroll is in the ground plane
        dx, dy = rng.uniform(-300, 300, 2)
        moved = mapmath.scroll_by(camera, VIEWPORT, dx, dy)
        cx, cy = VIEWPORT.padded_center
        lat, lon = mapmath.unproject(camera, VIEWPORT, cx + dx, cy + dy)
        assert moved.latitude == pytest.approx(lat, abs=1e-9)
        assert abs((moved.longitude - lon + 180) % 360 - 180) <= 1e-9
        assert moved.zoom == camera.zoom and moved.bearing == camera.bearing


def test_clamp_camera() -> None:
    camera = mapmath.Camera(0, 0, 25, tilt=80)
    clamped = mapmath.clamp_camera(camera)
    assert (clamped.zoom, clamped.tilt) == (21, 65)
    low = mapmath.clamp_camera(mapmath.Camera(0, 0, 0, tilt=60))
    assert (low.zoom, low.tilt) == (2, 30)
    custom = mapmath.CameraLimits(min_zoom=5, max_zoom=8, tilt_stops=[(0, 10)])
    assert (mapmath.clamp_camera(camera, custom).zoom, mapmath.clamp_camera(camera, custom).tilt) == (8, 10)


def test_max_tilt_default_table(rng: np.random.Generator) -> None:
    zooms = rng.uniform(0, 22, 1000)
    expected = np.interp(zooms, [10, 14, 16], [30, 45, 65])
    assert np.max(np.abs(mapmath.max_tilt(zooms) - expected)) <= 1e-12
    assert mapmath.max_tilt(12.0) == pytest.approx(37.5, abs=1e-12)
    assert mapmath.max_tilt(3) == 30 and mapmath.max_tilt(20) == 65
    assert isinstance(mapmath.max_tilt(12.0), float)


def test_max_tilt_custom_table(rng: np.random.Generator) -> None:
    limits = mapmath.CameraLimits(tilt_stops=((5, 10), (6, 20), (12, 80)))
    zooms = rng.uniform(0, 22, (10, 100))
    result = mapmath.max_tilt(zooms, limits)
    assert result.shape == (10, 100)
    assert np.max(np.abs(result - np.interp(zooms, [5, 6, 12], [10, 20, 80]))) <= 1e-12


def test_default_limits_are_the_library_defaults() -> None:
    limits = mapmath.CameraLimits()
    assert (limits.min_zoom, limits.max_zoom, limits.tilt_stops) == (2.0, 21.0, None)
    assert mapmath.clamp_camera(mapmath.Camera(0, 0, 30), limits) == mapmath.clamp_camera(mapmath.Camera(0, 0, 30))


def test_zoom_by_about_a_point_above_the_horizon_zooms_about_the_centre() -> None:
    camera = mapmath.Camera(41.85, -87.65, 14, bearing=30, tilt=45)
    assert mapmath.zoom_by(camera, VIEWPORT, 1, at=(100, -1e6)) == mapmath.zoom_by(camera, VIEWPORT, 1)


def test_max_tilt_of_non_finite_zooms_is_nan() -> None:
    result = mapmath.max_tilt([np.nan, np.inf, -np.inf, 12])
    assert np.isnan(result[:3]).all() and result[3] == pytest.approx(37.5)
