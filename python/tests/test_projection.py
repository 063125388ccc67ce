"""project, unproject and visible_region: round trips, the single-point C functions, the
NumPy model of Projection.swift's doc comment, and NaN beyond the horizon."""

from __future__ import annotations

import math

import numpy as np
import pytest

import mapmath
from conftest import model_project, random_camera, random_coordinates, single_project, single_unproject

VIEWPORT = mapmath.Viewport(400, 800, mapmath.EdgeInsets(bottom=200))


def screen_points_below_horizon(rng: np.random.Generator, camera: mapmath.Camera, viewport: mapmath.Viewport,
                                n: int) -> np.ndarray:
    """(n, 2) view points inside the view, on rows at least a quarter of the camera distance
    below the horizon (so the ground scale there is at least 1/5 of the target's)."""
    distance = 1.5 * viewport.height
    cx, cy = viewport.padded_center
    t = math.radians(camera.tilt)
    top = 0.0 if t == 0 else max(0.0, cy - distance * math.cos(t) / math.sin(t) + distance / 4)
    points = np.empty((n, 2))
    points[:, 0] = rng.uniform(0, viewport.width, n)
    points[:, 1] = rng.uniform(min(top, viewport.height - 1), viewport.height, n)
    return points


def test_unproject_then_project_round_trip(rng: np.random.Generator) -> None:
    # Going through latitude and longitude loses a few ulp of the world coordinate (up to
    # 256 · 2^20 points), so the bound scales with the world width: 1e-13 of it (2.7e-5 pt
    # at zoom 20), amplified at most 5x by the ground scale on the rows used.
    worst = 0.0
    for _ in range(40):
        camera = random_camera(rng)
        points = screen_points_below_horizon(rng, camera, VIEWPORT, 500)
        lat, lon = mapmath.unproject(camera, VIEWPORT, points=points)
        assert np.all(np.isfinite(lat)) and np.all(np.isfinite(lon))
        x, y = mapmath.project(camera, VIEWPORT, lat, lon)
        error = max(np.max(np.abs(x - points[:, 0])), np.max(np.abs(y - points[:, 1])))
        bound = 5e-13 * 256 * 2**camera.zoom + 1e-9
        assert error <= bound, (camera, error)
        worst = max(worst, error / bound)
    assert worst > 0  # the check looked at real differences somewhere


def test_project_then_unproject_round_trip(rng: np.random.Generator) -> None:
    camera = mapmath.Camera(41.85, -87.65, 14, bearing=30, tilt=45)
    points = screen_points_below_horizon(rng, camera, VIEWPORT, 5_000)
    lat0, lon0 = mapmath.unproject(camera, VIEWPORT, points=points)
    x, y = mapmath.project(camera, VIEWPORT, lat0, lon0)
    lat1, lon1 = mapmath.unproject(camera, VIEWPORT, x, y)
    assert np.max(np.abs(lat1 - lat0)) <= 1e-9 and np.max(np.abs(lon1 - lon0)) <= 1e-9


def test_batch_is_bit_identical_to_single_point_functions(rng: np.random.Generator) -> None:
    for _ in range(10):
        camera = random_camera(rng, max_tilt=80)
        span = 360 / 2**camera.zoom * 4  # a few views around the target, some behind the camera
        lat = camera.latitude + rng.uniform(-span, span, 300)
        lon = camera.longitude + rng.uniform(-span, span, 300)
        x, y = mapmath.project(camera, VIEWPORT, lat, lon, exact=True)
        for i in range(lat.size):
            code, sx, sy = single_project(camera, VIEWPORT, lat[i], lon[i])
            if code == mapmath.ErrorCode.BEYOND_HORIZON:
                assert math.isnan(x[i]) and math.isnan(y[i])
            else:
                assert code == 0 and (x[i], y[i]) == (sx, sy)
        sx_all = rng.uniform(-100, 500, 300)
        sy_all = rng.uniform(-400, 900, 300)
        la, lo = mapmath.unproject(camera, VIEWPORT, sx_all, sy_all)
        for i in range(sx_all.size):
            code, slat, slon = single_unproject(camera, VIEWPORT, sx_all[i], sy_all[i])
            if code == mapmath.ErrorCode.BEYOND_HORIZON:
                assert math.isnan(la[i]) and math.isnan(lo[i])
            else:
                assert code == 0 and (la[i], lo[i]) == (slat, slon)


def test_project_agrees_with_the_numpy_model(rng: np.random.Generator) -> None:
    # The model computes the same formulas in another order of operations: agreement to
    # 1e-12 of the world width scaled by the perspective factor D/depth (<= 5 here).
    for _ in range(20):
        camera = random_camera(rng)
        points = screen_points_below_horizon(rng, camera, VIEWPORT, 400)
        lat, lon = mapmath.unproject(camera, VIEWPORT, points=points)
        x, y = mapmath.project(camera, VIEWPORT, lat, lon)
        mx, my, _ = model_project(camera, VIEWPORT, lat, lon)
        bound = 5e-12 * 256 * 2**camera.zoom
        assert np.max(np.abs(x - mx)) <= bound and np.max(np.abs(y - my)) <= bound


def test_nan_exactly_beyond_the_horizon(rng: np.random.Generator) -> None:
    camera = mapmath.Camera(41.85, -87.65, 6, bearing=120, tilt=75)
    points = random_coordinates(rng, 20_000)
    x, y = mapmath.project(camera, VIEWPORT, points=points)
    _, _, depth = model_project(camera, VIEWPORT, points[:, 0], points[:, 1])
    clear = np.abs(depth) > 1e-6 * 1.5 * VIEWPORT.height  # leave rounding ties at depth 0 out
    behind = depth <= 0
    assert 1_000 < np.count_nonzero(behind & clear) < 19_000  # both kinds are tested
    assert np.array_equal(np.isnan(x)[clear], behind[clear])
    assert np.array_equal(np.isnan(y), np.isnan(x))
    # Unprojecting rows above the horizon gives NaN too, below it a coordinate.
    horizon = VIEWPORT.padded_center[1] - 1.5 * VIEWPORT.height / math.tan(math.radians(75))
    lat, lon = mapmath.unproject(camera, VIEWPORT, [200, 200, 200], [horizon - 1, horizon + 1, 700])
    assert np.isnan(lat[0]) and np.isnan(lon[0])
    assert np.all(np.isfinite(lat[1:])) and np.all(np.isfinite(lon[1:]))


def test_untilted_camera_never_gives_nan(rng: np.random.Generator) -> None:
    camera = mapmath.Camera(10, 20, 3, bearing=45)
    x, y = mapmath.project(camera, VIEWPORT, points=random_coordinates(rng, 10_000))
    assert np.all(np.isfinite(x)) and np.all(np.isfinite(y))


def test_target_projects_to_the_padded_centre() -> None:
    camera = mapmath.Camera(41.85, -87.65, 14, bearing=30, tilt=45)
    x, y = mapmath.project(camera, VIEWPORT, camera.latitude, camera.longitude)
    assert isinstance(x, float) and isinstance(y, float)
    assert (x, y) == pytest.approx(VIEWPORT.padded_center, abs=1e-9)
    assert VIEWPORT.padded_center == (200.0, 300.0)


def test_nearest_world_copy() -> None:
    camera = mapmath.Camera(0, 179, 4)
    x_east, _ = mapmath.project(camera, VIEWPORT, 0, -179)  # 2 degrees east, across the antimeridian
    x_same, _ = mapmath.project(camera, VIEWPORT, 0, 181)
    assert x_east == pytest.approx(x_same, abs=1e-9)
    assert x_east > VIEWPORT.padded_center[0]


def test_visible_region_untilted_corners_are_the_padded_view() -> None:
    camera = mapmath.Camera(41.85, -87.65, 14, bearing=0, tilt=0)
    region = mapmath.visible_region(camera, VIEWPORT)
    assert not region.horizon_clipped
    corners = [region.near_left, region.near_right, region.far_left, region.far_right]
    x, y = mapmath.project(camera, VIEWPORT, [c[0] for c in corners], [c[1] for c in corners])
    # The padded view: x 0...400, y 0...600 (bottom padding 200).
    assert x == pytest.approx([0, 400, 0, 400], abs=1e-6)
    assert y == pytest.approx([600, 600, 0, 0], abs=1e-6)
    b = region.bounds
    assert b.south == pytest.approx(region.near_left[0]) and b.north == pytest.approx(region.far_left[0])
    assert b.west == pytest.approx(region.near_left[1]) and b.east == pytest.approx(region.near_right[1])


def test_visible_region_tilted_is_a_trapezoid_and_clips_at_the_horizon() -> None:
    tilted = mapmath.visible_region(mapmath.Camera(41.85, -87.65, 14, bearing=0, tilt=45), VIEWPORT)
    assert not tilted.horizon_clipped
    near_width = tilted.near_right[1] - tilted.near_left[1]
    far_width = tilted.far_right[1] - tilted.far_left[1]
    assert far_width > near_width > 0
    steep = mapmath.visible_region(mapmath.Camera(41.85, -87.65, 14, bearing=0, tilt=85), VIEWPORT)
    assert steep.horizon_clipped
    for corner in (steep.near_left, steep.near_right, steep.far_left, steep.far_right):
        assert all(math.isfinite(v) for v in corner)
    b = steep.bounds
    for lat, lon in (steep.near_left, steep.near_right, steep.far_left, steep.far_right):
        assert b.south <= lat <= b.north and b.west <= lon <= b.east


def test_visible_region_across_the_antimeridian() -> None:
    region = mapmath.visible_region(mapmath.Camera(0, 180, 3), VIEWPORT)
    b = region.bounds
    assert b.west > b.east  # west > east: the box crosses the antimeridian (mm_bounds)
    assert b.west == pytest.approx(-b.east, abs=1e-9)  # 200 points either side of 180
    assert b.west == pytest.approx(180 - 200 / (256 * 2**3) * 360, abs=1e-9)


def test_non_finite_elements_give_nan_rows_and_the_rest_is_unchanged() -> None:
    # mapmath.h: an element that the single form would refuse gets NaN, the call succeeds.
    camera = mapmath.Camera(41.85, -87.65, 14, bearing=30, tilt=45)
    lat = [np.nan, 41.86, np.inf, 41.86]
    lon = [-87.64, -87.64, -87.64, -np.inf]
    x, y = mapmath.project(camera, VIEWPORT, lat, lon)
    assert np.isnan(x[[0, 2, 3]]).all() and np.isnan(y[[0, 2, 3]]).all()
    assert (x[1], y[1]) == mapmath.project(camera, VIEWPORT, 41.86, -87.64)
    la, lo = mapmath.unproject(camera, VIEWPORT, [np.nan, 100, np.inf], [100, 100, 100])
    assert np.isnan(la[[0, 2]]).all() and np.isnan(lo[[0, 2]]).all() and np.isfinite(la[1])


def fast_bound(camera: mapmath.Camera, viewport: mapmath.Viewport, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """mapmath.h's bound of mm_project_batch_fast against mm_project_batch at the exact
    view points (x, y): k = 1 + (y - cy)·tan(tilt)/D follows from the model."""
    distance = 1.5 * viewport.height
    cx, cy = viewport.padded_center
    t = math.radians(camera.tilt)
    k = 1 + (y - cy) * math.tan(t) / distance
    r = np.maximum(np.abs(x - cx), np.abs(y - cy))
    epsilon = np.finfo(np.float64).eps
    return 4e-12 * 2**camera.zoom * k * (1 + r * math.sin(t) / distance) + 8 * epsilon * (max(cx, cy) + r) * (1 + k)


def test_fast_form_is_within_its_bound_of_the_exact_one(rng: np.random.Generator) -> None:
    worst = 0.0
    differ = 0
    for _ in range(20):
        camera = random_camera(rng, max_tilt=80)
        span = 360 / 2**camera.zoom * 4
        lat = np.concatenate([camera.latitude + rng.uniform(-span, span, 2_000), rng.uniform(-90, 90, 500)])
        lon = np.concatenate([camera.longitude + rng.uniform(-span, span, 2_000), rng.choice([-180.0, 180.0], 500)])
        ex, ey = mapmath.project(camera, VIEWPORT, lat, lon, exact=True)
        fx, fy = mapmath.project(camera, VIEWPORT, lat, lon)
        finite = np.isfinite(ex)
        assert np.array_equal(np.isnan(fx), ~finite) and np.array_equal(np.isnan(fy), ~finite)
        error = np.maximum(np.abs(fx - ex), np.abs(fy - ey))[finite]
        ratio = error / fast_bound(camera, VIEWPORT, ex[finite], ey[finite])
        assert np.all(ratio <= 1), (camera, float(np.max(ratio)))
        worst = max(worst, float(np.max(ratio)))
        differ += int(np.count_nonzero(error))
    assert differ > 0  # the default really is the fast form, not the exact one
    assert worst > 0


def test_exact_must_be_a_bool() -> None:
    camera = mapmath.Camera(41.85, -87.65, 14)
    with pytest.raises(TypeError, match="exact must be True or False"):
        mapmath.project(camera, VIEWPORT, 41.85, -87.65, exact=1)  # type: ignore[call-overload]


def test_columns_and_pairs_give_the_same_bits(rng: np.random.Generator) -> None:
    camera = mapmath.Camera(-16.5, 179.95, 11, bearing=200, tilt=60)
    points = np.concatenate([random_coordinates(rng, 10_001), [[np.nan, 0], [0, np.inf], [90, 180]]])
    px, py = mapmath.project(camera, VIEWPORT, points=points)
    cx, cy = mapmath.project(camera, VIEWPORT, points[:, 0], points[:, 1])  # columns: no interleaving
    assert cx.flags.c_contiguous and cy.flags.c_contiguous and cx.shape == (points.shape[0],)
    assert np.array_equal(px.view(np.int64), cx.view(np.int64)) and np.array_equal(py.view(np.int64), cy.view(np.int64))
    assert np.isnan(cx[-3]) and np.isnan(cy[-2])
