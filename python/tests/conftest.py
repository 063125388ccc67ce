"""Shared fixtures of the mapmath tests: seeded generators, random cameras, the C library."""

from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np
import pytest

import mapmath
from mapmath import _native

REPOSITORY = Path(__file__).resolve().parents[2]
HEADER = REPOSITORY / "Sources" / "CMapMath" / "include" / "mapmath.h"


def pytest_report_header(config: pytest.Config) -> str:
    return f"mapmath {mapmath.__version__} from {Path(mapmath.__file__).parent}; " \
           f"libmapmath {mapmath.library_version()} from {mapmath.library_path}"


@pytest.fixture
def rng() -> np.random.Generator:
    """A fresh generator with a fixed seed: every run draws the same numbers."""
    return np.random.default_rng(19)


def random_coordinates(rng: np.random.Generator, n: int, max_latitude: float = 85.0) -> np.ndarray:
    """(n, 2) C-contiguous (lat, lon) rows, uniform in [-max_latitude, max_latitude] x [-180, 180]."""
    points = np.empty((n, 2))
    points[:, 0] = rng.uniform(-max_latitude, max_latitude, n)
    points[:, 1] = rng.uniform(-180, 180, n)
    return points


def random_camera(rng: np.random.Generator, max_tilt: float = 60.0) -> mapmath.Camera:
    """A camera anywhere below ±80° latitude, zoom 2 to 20, any bearing, tilt up to `max_tilt`."""
    return mapmath.Camera(rng.uniform(-80, 80), rng.uniform(-180, 180), rng.uniform(2, 20),
                          bearing=rng.uniform(0, 360), tilt=rng.uniform(0, max_tilt))


def single_project(camera: mapmath.Camera, viewport: mapmath.Viewport, lat: float, lon: float) -> tuple[int, float, float]:
    """mm_project (the single-point form) straight through ctypes: (error code, x, y)."""
    out = _native.Point()
    code = _native.lib.mm_project(ctypes.byref(camera._c), ctypes.byref(viewport._c),
                                  _native.Coordinate(lat, lon), ctypes.byref(out))
    return code, out.x, out.y


def single_unproject(camera: mapmath.Camera, viewport: mapmath.Viewport, x: float, y: float) -> tuple[int, float, float]:
    """mm_unproject straight through ctypes: (error code, lat, lon)."""
    out = _native.Coordinate()
    code = _native.lib.mm_unproject(ctypes.byref(camera._c), ctypes.byref(viewport._c),
                                    _native.Point(x, y), ctypes.byref(out))
    return code, out.latitude, out.longitude


def single_world_point(lat: float, lon: float, zoom: float) -> tuple[int, float, float]:
    """mm_world_point_for straight through ctypes: (error code, x, y)."""
    out = _native.Point()
    code = _native.lib.mm_world_point_for(_native.Coordinate(lat, lon), zoom, ctypes.byref(out))
    return code, out.x, out.y


def model_project(camera: mapmath.Camera, viewport: mapmath.Viewport, lat: np.ndarray,
                  lon: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The perspective model of Sources/MapMath/Projection.swift's doc comment in NumPy:
    (x, y, depth), NaN where depth <= 0. An independent reference, not the library's code."""
    def world(la: np.ndarray, lo: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        la = np.clip(la, -85.0511287798066, 85.0511287798066)
        s = np.sin(np.radians(la))
        return (lo + 180) * (256 / 360), (0.5 - np.log((1 + s) / (1 - s)) / (4 * np.pi)) * 256

    px, py = world(np.asarray(lat, float), np.asarray(lon, float))
    tx, ty = world(np.float64(camera.latitude), np.float64(camera.longitude))
    dx = px - tx
    dx = dx - 256 * np.round(dx / 256)  # nearest world copy, ties to even
    scale = 2.0 ** camera.zoom
    dx, dy = dx * scale, (py - ty) * scale
    b, t = np.radians(camera.bearing), np.radians(camera.tilt)
    u = dx * np.cos(b) + dy * np.sin(b)
    v = -dx * np.sin(b) + dy * np.cos(b)
    distance = 1.5 * viewport.height
    depth = distance - v * np.sin(t)
    with np.errstate(divide="ignore", invalid="ignore"):
        k = np.where(depth > 0, distance / depth, np.nan)
    cx, cy = viewport.padded_center
    return cx + k * u, cy + k * v * np.cos(t), depth


def single_coordinate_at_world_point(x: float, y: float, zoom: float) -> tuple[int, float, float]:
    """mm_coordinate_at_world_point straight through ctypes: (error code, lat, lon)."""
    out = _native.Coordinate()
    code = _native.lib.mm_coordinate_at_world_point(_native.Point(x, y), zoom, ctypes.byref(out))
    return code, out.latitude, out.longitude
