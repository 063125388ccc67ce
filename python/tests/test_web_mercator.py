"""world_xy and from_world_xy against pyproj (PROJ) and mercantile, on seeded random points.

Tolerance: 2e-12 of the world width (256 · 2^zoom points), i.e. 5.1e-10 points at zoom 0
and 5.4e-4 points at zoom 20. It is the C kernel's promise for y (within 1e-12 of the world
width of mm_world_point_for, mapmath.h) plus as much again for the reference's own rounding
(PROJ computes y = R·ln(tan(π/4 + φ/2)) in metres, a different formula from ours, each
exact to a few ulp of the world width). Measured worst on 2·10^5 points (seed 19): 3.3e-16
of the width for x, 4.3e-15 for y, at every zoom.
"""

from __future__ import annotations

import math

import mercantile
import numpy as np
import pytest
from pyproj import Transformer

import mapmath
from conftest import random_coordinates, single_coordinate_at_world_point, single_world_point

R = 6378137.0  # EPSG:3857's sphere radius, metres (the WGS 84 semi-major axis)
HALF = math.pi * R  # half the world's width, metres
RELATIVE_TOLERANCE = 2e-12  # of the world width; see the module's doc

TO_3857 = Transformer.from_crs("EPSG:4326", "EPSG:3857", always_xy=True)


def world_from_metres(x_m: np.ndarray, y_m: np.ndarray, zoom: float) -> tuple[np.ndarray, np.ndarray]:
    """EPSG:3857 metres to world points at `zoom` (x east from -180°, y south from the top)."""
    width = 256 * 2.0**zoom
    return (x_m + HALF) / (2 * HALF) * width, (HALF - y_m) / (2 * HALF) * width


@pytest.mark.parametrize("zoom", [0.0, 3.5, 10.0, 14.0, 20.0])
def test_world_xy_matches_pyproj(rng: np.random.Generator, zoom: float) -> None:
    points = random_coordinates(rng, 20_000)
    x, y = mapmath.world_xy(points[:, 0], points[:, 1], zoom)
    x_m, y_m = TO_3857.transform(points[:, 1], points[:, 0])
    ref_x, ref_y = world_from_metres(x_m, y_m, zoom)
    tolerance = RELATIVE_TOLERANCE * 256 * 2.0**zoom
    assert np.max(np.abs(x - ref_x)) <= tolerance, np.max(np.abs(x - ref_x))
    assert np.max(np.abs(y - ref_y)) <= tolerance, np.max(np.abs(y - ref_y))


def test_world_xy_matches_mercantile_xy(rng: np.random.Generator) -> None:
    points = random_coordinates(rng, 2_000)
    x, y = mapmath.world_xy(points=points, zoom=0.0)
    for (lat, lon), wx, wy in zip(points, x, y):
        x_m, y_m = mercantile.xy(lon, lat)
        ref_x, ref_y = world_from_metres(np.float64(x_m), np.float64(y_m), 0.0)
        assert abs(wx - ref_x) <= RELATIVE_TOLERANCE * 256
        assert abs(wy - ref_y) <= RELATIVE_TOLERANCE * 256


@pytest.mark.parametrize("zoom", [0, 1, 5, 12, 17, 22])
def test_tiles_are_floor_of_world_points(rng: np.random.Generator, zoom: int) -> None:
    # Random points are at least 1e-9 of a tile from a tile edge with probability ~1 - 2e-9
    # per point, far wider than the tolerance, so floor() cannot differ by rounding alone.
    points = random_coordinates(rng, 2_000)
    x, y = mapmath.world_xy(points=points, zoom=zoom)
    columns, rows = np.floor(x / 256).astype(int), np.floor(y / 256).astype(int)
    for (lat, lon), column, row in zip(points, columns, rows):
        tile = mercantile.tile(lon, lat, zoom)
        assert (tile.x, tile.y) == (column, row), (lat, lon, zoom)


def longitude_difference(a: float, b: float) -> float:
    """|a - b| in degrees, the same meridian counted once (180 and -180 are 0 apart)."""
    return abs((a - b + 180) % 360 - 180)


@pytest.mark.parametrize("zoom", [0, 4, 11, 18])
def test_tile_corners_match_mercantile_bounds(rng: np.random.Generator, zoom: int) -> None:
    tiles = rng.integers(0, 2**zoom, size=(200, 2))
    west_north = tiles * 256.0  # the tile's top-left corner in world points
    lat_n, lon_w = mapmath.from_world_xy(west_north[:, 0], west_north[:, 1], zoom)
    lat_s, lon_e = mapmath.from_world_xy(west_north[:, 0] + 256, west_north[:, 1] + 256, zoom)
    for i, (tx, ty) in enumerate(tiles):
        b = mercantile.bounds(int(tx), int(ty), zoom)
        # Longitudes are wrapped into (-180, 180]: column 0's west edge -180 comes back as 180.
        assert lat_n[i] == pytest.approx(b.north, abs=1e-12)
        assert lat_s[i] == pytest.approx(b.south, abs=1e-12)
        assert longitude_difference(lon_w[i], b.west) <= 1e-12
        assert longitude_difference(lon_e[i], b.east) <= 1e-12
        x, y = mapmath.world_xy(b.north, b.west, zoom)
        assert abs(x - tx * 256) <= RELATIVE_TOLERANCE * 256 * 2**zoom
        assert abs(y - ty * 256) <= RELATIVE_TOLERANCE * 256 * 2**zoom


def test_round_trip_through_world_points(rng: np.random.Generator) -> None:
    # WebMercator's promise: round trips within 1e-9 degrees (Sources/MapMath/WebMercator.swift).
    points = random_coordinates(rng, 50_000)
    for zoom in (0.0, 7.25, 19.0):
        x, y = mapmath.world_xy(points=points, zoom=zoom)
        lat, lon = mapmath.from_world_xy(x, y, zoom)
        assert np.max(np.abs(lat - points[:, 0])) <= 1e-9
        assert np.max(np.abs(lon - points[:, 1])) <= 1e-9


def test_batch_matches_single_point_function(rng: np.random.Generator) -> None:
    points = random_coordinates(rng, 3_000, max_latitude=89.9)
    zoom = 13.0
    x, y = mapmath.world_xy(points=points, zoom=zoom)
    width = 256 * 2**zoom
    for (lat, lon), bx, by in zip(points, x, y):
        code, sx, sy = single_world_point(lat, lon, zoom)
        assert code == 0
        assert bx == sx  # bit-identical x (mapmath.h)
        assert abs(by - sy) <= 1e-12 * width  # y within 1e-12 of the world width (mapmath.h)


def test_inverse_batch_is_bit_identical_to_the_single_form(rng: np.random.Generator) -> None:
    zoom = 9.5
    width = 256 * 2**zoom
    x = rng.uniform(-width, 2 * width, 2_000)  # other world copies too: longitude wrapped
    y = rng.uniform(-0.1 * width, 1.1 * width, 2_000)  # beyond the Mercator limit too
    lat, lon = mapmath.from_world_xy(x, y, zoom)
    assert np.all((-180 < lon) & (lon <= 180)) and np.all(np.abs(lat) <= 90)
    for i in range(x.size):
        assert single_coordinate_at_world_point(x[i], y[i], zoom) == (0, lat[i], lon[i])


@pytest.mark.parametrize("count", [1, 7, 8, 9, 16, 23, 257])
def test_each_element_equals_its_scalar_call(rng: np.random.Generator, count: int) -> None:
    # Bit for bit, wherever the element sits: the kernel takes the elements past the last
    # full group of eight through the same SIMD path (WebMercator+Batch.swift), so
    # world_xy(lat, lon)[i] == world_xy(lat[i], lon[i]) as for a NumPy ufunc.
    points = random_coordinates(rng, count)
    x, y = mapmath.world_xy(points=points, zoom=5.0)
    for (lat, lon), bx, by in zip(points, x, y):
        assert mapmath.world_xy(lat, lon, 5.0) == (bx, by)


def test_latitude_is_clamped_and_longitude_used_as_given() -> None:
    x, y = mapmath.world_xy([90.0, -90.0, 85.0511287798066, 0.0, 0.0], [0.0, 0.0, 0.0, 180.0, 540.0])
    assert y[0] == pytest.approx(0, abs=1e-9) and y[1] == pytest.approx(256, abs=1e-9)
    assert y[0] == y[2]
    assert x[3] == 256.0 and x[4] == 512.0


def test_nan_in_gives_nan_out() -> None:
    x, y = mapmath.world_xy([np.nan, 10.0, 10.0], [0.0, np.nan, 20.0])
    assert np.isnan(x[1]) and np.isnan(y[0])
    assert np.isfinite(x[2]) and np.isfinite(y[2])
