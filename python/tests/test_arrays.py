"""NumPy handling: broadcasting, dtypes, non-contiguous input, scalars, out=, and the
zero-copy promise (checked with np.shares_memory and tracemalloc, which NumPy reports
its buffers to)."""

from __future__ import annotations

import tracemalloc

import numpy as np
import pytest

import mapmath
from conftest import random_coordinates

CAMERA = mapmath.Camera(41.85, -87.65, 14, bearing=30, tilt=45)
VIEWPORT = mapmath.Viewport(400, 800, mapmath.EdgeInsets(bottom=200))


def both(lat, lon):  # type: ignore[no-untyped-def]
    """world_xy and project of the same input, as a tuple of four arrays."""
    return (*mapmath.world_xy(lat, lon, 14.0), *mapmath.project(CAMERA, VIEWPORT, lat, lon))


def test_scalars_in_give_scalars_out() -> None:
    for result in (mapmath.world_xy(41.86, -87.64), mapmath.project(CAMERA, VIEWPORT, 41.86, -87.64),
                   mapmath.unproject(CAMERA, VIEWPORT, 100, 100), mapmath.from_world_xy(1.0, 2.0)):
        assert all(isinstance(v, np.float64) and np.ndim(v) == 0 for v in result)
    assert isinstance(mapmath.world_xy(np.float64(1), np.array(2.0))[0], np.float64)  # 0-d arrays too
    assert isinstance(mapmath.max_tilt(np.array(12.0)), np.float64)


def test_broadcasting_like_numpy(rng: np.random.Generator) -> None:
    lat = rng.uniform(41.8, 41.9, (3, 1))
    lon = rng.uniform(-87.7, -87.6, 4)
    results = both(lat, lon)
    flat = both(*[a.ravel() for a in np.broadcast_arrays(lat, lon)])
    for result, expected in zip(results, flat):
        assert result.shape == (3, 4)
        assert np.array_equal(result.ravel(), expected)
    x, y = mapmath.world_xy(lat, -87.65)  # an array with a scalar
    assert x.shape == (3, 1) and np.all(x == x[0])


def test_dtypes_and_containers_give_the_float64_results(rng: np.random.Generator) -> None:
    lat32 = rng.uniform(41.8, 41.9, 100).astype(np.float32)
    lon32 = rng.uniform(-87.7, -87.6, 100).astype(np.float32)
    expected = both(lat32.astype(np.float64), lon32.astype(np.float64))  # float32 widens exactly
    for variant in (both(lat32, lon32), both(list(map(float, lat32)), list(map(float, lon32))),
                    both(lat32.astype(">f8"), lon32.astype(">f8")),
                    both(lat32.astype(object), lon32.astype(np.float64))):
        for result, exp in zip(variant, expected):
            assert result.dtype == np.float64 and np.array_equal(result, exp)
    ints = both(np.array([41, 42], dtype=np.int16), np.array([-87, -88], dtype=np.int64))
    floats = both(np.array([41.0, 42.0]), np.array([-87.0, -88.0]))
    for a, b in zip(ints, floats):
        assert np.array_equal(a, b, equal_nan=True)
    unsigned, _ = mapmath.world_xy(np.array([10], dtype=np.uint8), [0.0])
    assert unsigned[0] == mapmath.world_xy(10.0, 0.0)[0]


def test_non_contiguous_input(rng: np.random.Generator) -> None:
    points = random_coordinates(rng, 400)
    expected = mapmath.project(CAMERA, VIEWPORT, points=points[::2].copy())
    strided = mapmath.project(CAMERA, VIEWPORT, points=points[::2])  # converted once
    fortran = mapmath.project(CAMERA, VIEWPORT, points=np.asfortranarray(points[::2]))
    columns = mapmath.project(CAMERA, VIEWPORT, points[::2, 0], points[::2, 1])
    transposed = mapmath.project(CAMERA, VIEWPORT, points=points[::2].T.copy().T)
    for variant in (strided, fortran, columns, transposed):
        assert np.array_equal(variant[0], expected[0], equal_nan=True)
        assert np.array_equal(variant[1], expected[1], equal_nan=True)


def test_points_keep_their_leading_shape(rng: np.random.Generator) -> None:
    points = random_coordinates(rng, 24).reshape(2, 3, 4, 2)
    x, y = mapmath.world_xy(points=points)
    assert x.shape == y.shape == (2, 3, 4)
    flat_x, _ = mapmath.world_xy(points=points.reshape(-1, 2))
    assert np.array_equal(x.ravel(), flat_x)
    single = mapmath.world_xy(points=np.array([41.86, -87.64]))
    assert single == mapmath.world_xy(41.86, -87.64)


def test_empty_arrays() -> None:
    for function in (mapmath.world_xy, mapmath.from_world_xy):
        a, b = function(np.empty(0), np.empty(0))
        assert a.shape == b.shape == (0,)
    x, y = mapmath.project(CAMERA, VIEWPORT, points=np.empty((0, 2)))
    assert x.shape == (0,)
    assert mapmath.max_tilt(np.empty((0, 3))).shape == (0, 3)


def test_results_are_views_of_one_interleaved_array(rng: np.random.Generator) -> None:
    x, y = mapmath.world_xy(points=random_coordinates(rng, 10))
    assert x.base is not None and x.base is y.base and x.base.shape == (10, 2)
    assert x.strides == (16,)


def test_out_is_written_in_place_and_returned_as_views(rng: np.random.Generator) -> None:
    points = random_coordinates(rng, 1000)
    expected = mapmath.project(CAMERA, VIEWPORT, points=points)
    out = np.full((1000, 2), 7.0)
    x, y = mapmath.project(CAMERA, VIEWPORT, points=points, out=out)
    assert np.shares_memory(x, out) and np.shares_memory(y, out)
    assert np.array_equal(out[:, 0], expected[0], equal_nan=True)
    assert np.array_equal(out[:, 1], expected[1], equal_nan=True)
    for function in (mapmath.world_xy, mapmath.from_world_xy, mapmath.unproject):
        args = (CAMERA, VIEWPORT) if function is mapmath.unproject else ()
        a, _ = function(*args, points=points[:10], out=out[:10])  # a contiguous slice of out is fine
        assert np.shares_memory(a, out)


@pytest.mark.parametrize("bad, error", [
    (np.empty((999, 2)), ValueError), (np.empty((1000, 2), dtype=np.float32), ValueError),
    (np.empty((2, 1000)).T, ValueError), (np.empty((1000, 4))[:, :2], ValueError),
    ([[0.0, 0.0]] * 1000, TypeError),
])
def test_out_is_checked(rng: np.random.Generator, bad, error) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(error):
        mapmath.world_xy(points=random_coordinates(rng, 1000), out=bad)


def test_out_must_be_writeable_and_separate(rng: np.random.Generator) -> None:
    points = random_coordinates(rng, 100)
    readonly = np.empty((100, 2))
    readonly.flags.writeable = False
    with pytest.raises(ValueError, match="writeable"):
        mapmath.world_xy(points=points, out=readonly)
    with pytest.raises(ValueError, match="overlap"):
        mapmath.world_xy(points=points, out=points)
    with pytest.raises(ValueError, match="overlap"):  # out would overwrite lon before it is read
        mapmath.world_xy(points[:, 0].copy(), points[:, 1], out=points)


def test_chunked_columns_equal_the_interleaved_path(rng: np.random.Generator) -> None:
    # Separate inputs go through the library in chunks; chunk edges must not show.
    n = 2 * mapmath._arrays.CHUNK_ROWS + 8  # two full chunks and a part; divisible by 5
    points = random_coordinates(rng, n)
    camera = mapmath.Camera(41.85, -87.65, 4, bearing=30, tilt=45)
    for function, args in ((mapmath.world_xy, ()), (mapmath.project, (camera, VIEWPORT)),
                           (mapmath.unproject, (camera, VIEWPORT)), (mapmath.from_world_xy, ())):
        whole = function(*args, points=points)
        split = function(*args, points[:, 0], points[:, 1])
        # 2-D Fortran-ordered columns: no flat view, so the broadcast path.
        fortran = function(*args, *np.asfortranarray(points.reshape(-1, 5, 2).transpose(2, 0, 1)))
        for a, b, c in zip(whole, split, fortran):
            assert np.array_equal(a, b, equal_nan=True)
            assert np.array_equal(a, c.reshape(-1), equal_nan=True)


N = 1_000_000
ROW_BYTES = 16  # one (lat, lon) or (x, y) row of two float64


def peak_bytes(call) -> int:  # type: ignore[no-untyped-def]
    """The peak of traced allocations during `call()` (NumPy reports its data buffers)."""
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        start, _ = tracemalloc.get_traced_memory()
        result = call()
        _, peak = tracemalloc.get_traced_memory()
        del result
    finally:
        tracemalloc.stop()
    return peak - start


def test_points_and_out_are_passed_with_no_copy(rng: np.random.Generator) -> None:
    points = random_coordinates(rng, N)
    out = np.empty((N, 2))
    # A copy of the input or a temporary output would be N * 16 = 16 MB; the bindings'
    # own small objects are a few kilobytes.
    assert peak_bytes(lambda: mapmath.project(CAMERA, VIEWPORT, points=points, out=out)) < 64_000
    assert peak_bytes(lambda: mapmath.world_xy(points=points, out=out)) < 64_000
    # Without out=: the fresh result array and nothing else.
    assert peak_bytes(lambda: mapmath.world_xy(points=points)) < N * ROW_BYTES + 64_000
    # Separate lat and lon of one shape: the result and one reused chunk of interleaved rows.
    chunk = mapmath._arrays.CHUNK_ROWS * ROW_BYTES
    assert peak_bytes(lambda: mapmath.world_xy(points[:, 0], points[:, 1])) < N * ROW_BYTES + chunk + 64_000
    assert peak_bytes(lambda: mapmath.world_xy(points[:, 0], points[:, 1], out=out)) < chunk + 64_000
    # Inputs that need broadcasting: one full interleaved copy plus the result.
    assert peak_bytes(lambda: mapmath.world_xy(points[:, 0], 10.0)) < 2 * N * ROW_BYTES + 64_000
    # A float32 (n, 2) array is converted once.
    p32 = points.astype(np.float32)
    assert peak_bytes(lambda: mapmath.world_xy(points=p32, out=out)) < N * ROW_BYTES + 64_000


def test_tracemalloc_sees_numpy_buffers() -> None:
    # The test above proves something only if NumPy's buffers are traced.
    assert peak_bytes(lambda: np.empty((N, 2))) >= N * ROW_BYTES
