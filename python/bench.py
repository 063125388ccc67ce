"""Benchmark of the mapmath package (`make bench-python`): world points against pyproj,
the perspective projection against the same model written in plain NumPy.

Method: 10^6 seeded random coordinates (numpy default_rng(seed), latitude uniform in
±85°, longitude in ±180°). Each comparison runs its two sides once per round, for
--rounds rounds (default 11, at least 7), alternating which side goes first; the ratio
reported is the median (p50) of the per-round ratios other/mapmath (a speedup: above 1
mapmath is faster), with their range, so a moment when the machine is busy slows both
sides of a pair alike. Before timing, each comparison checks that both sides compute
the same numbers (exit 70 otherwise).

Sides:
- world_xy: mapmath.world_xy(lat, lon, zoom) (with its one interleaving copy), and
  world_xy(points=, out=) (no copy at all), against pyproj's
  Transformer.from_crs("EPSG:4326", "EPSG:3857", always_xy=True).transform(lon, lat):
  metres only, its conversion to world points not timed (in pyproj's favour).
- project: mapmath.project(camera, viewport, lat, lon) and project(points=, out=) (the
  default, vectorised form, mm_project_batch_fast), and project(points=, out=,
  exact=True) (mm_project_batch, bit-identical to the single-point form), against
  `numpy_project` below: the model of Sources/MapMath/Projection.swift's doc comment in
  whole-array NumPy operations (the "NumPy-level cost").

    python3 python/bench.py [--points N] [--rounds R] [--seed S] [--json]
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import statistics
import sys
import time
from typing import Callable

import numpy as np
from pyproj import Transformer

import mapmath

MAX_LATITUDE = 85.0511287798066  # WebMercator.maxLatitude: atan(sinh π) in degrees
EARTH_RADIUS = 6378137.0  # EPSG:3857's sphere, metres
ZOOM = 14.0


def numpy_project(camera: mapmath.Camera, viewport: mapmath.Viewport, lat: np.ndarray,
                  lon: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """View points of (lat, lon) for `camera` in `viewport`, in plain NumPy, from the model
    in Projection.swift: d = world(P) − world(target) on the nearest world copy, in world
    points at the camera's zoom; u = d.x·cos β + d.y·sin β, v = −d.x·sin β + d.y·cos β;
    D = 1.5·height; depth = D − v·sin τ; screen = c + (D/depth)·(u, v·cos τ); NaN where
    depth ≤ 0. Written for speed: in-place operations, one temporary at a time."""
    scale = 2.0**camera.zoom
    s = math.sin(math.radians(max(-MAX_LATITUDE, min(MAX_LATITUDE, camera.latitude))))
    tx = (camera.longitude + 180) * (256 / 360)
    ty = (0.5 - math.log((1 + s) / (1 - s)) / (4 * math.pi)) * 256
    b, t = math.radians(camera.bearing), math.radians(camera.tilt)
    cb, sb, ct, st = math.cos(b), math.sin(b), math.cos(t), math.sin(t)
    distance = 1.5 * viewport.height
    cx, cy = viewport.padded_center

    sin_lat = np.clip(lat, -MAX_LATITUDE, MAX_LATITUDE)
    np.multiply(sin_lat, math.pi / 180, out=sin_lat)
    np.sin(sin_lat, out=sin_lat)
    ratio = np.add(1, sin_lat)
    np.subtract(1, sin_lat, out=sin_lat)
    np.divide(ratio, sin_lat, out=ratio)
    np.log(ratio, out=ratio)
    dy = ratio
    np.multiply(dy, -256 / (4 * math.pi) * scale, out=dy)  # (y_world − 128) · scale ...
    dy += (128 - ty) * scale  # ... minus the target's
    dx = np.multiply(lon, 256 / 360)
    dx += 128 - tx
    shift = np.multiply(dx, 1 / 256)
    np.rint(shift, out=shift)  # nearest world copy: rint rounds half to even
    shift *= 256
    dx -= shift
    dx *= scale
    u = np.multiply(dx, cb)
    u += np.multiply(dy, sb, out=shift)
    v = np.multiply(dy, cb, out=dy)
    v -= np.multiply(dx, sb, out=dx)
    depth = np.multiply(v, -st, out=shift)
    depth += distance
    behind = depth <= 0
    with np.errstate(divide="ignore"):
        k = np.divide(distance, depth, out=depth)
    k[behind] = np.nan
    u *= k
    u += cx
    v *= k
    v *= ct
    v += cy
    return u, v


def paired(a: Callable[[], object], b: Callable[[], object], rounds: int) -> tuple[list[float], list[float]]:
    """Seconds of `a` and of `b`, one call each per round, alternating which runs first."""
    times_a: list[float] = []
    times_b: list[float] = []
    a(), b()  # warm-up: first-touch page faults, caches
    for r in range(rounds):
        order = ((a, times_a), (b, times_b)) if r % 2 == 0 else ((b, times_b), (a, times_a))
        for function, times in order:
            start = time.perf_counter()
            function()
            times.append(time.perf_counter() - start)
    return times_a, times_b


def check(condition: bool, what: str) -> None:
    if not condition:
        print(f"bench: {what}", file=sys.stderr)
        sys.exit(70)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--points", type=int, default=1_000_000, help="points per call (default 10^6)")
    parser.add_argument("--rounds", type=int, default=11, help="paired rounds, at least 7 (default 11)")
    parser.add_argument("--seed", type=int, default=19, help="seed of numpy's default_rng (default 19)")
    parser.add_argument("--json", action="store_true", help="one JSON object instead of the table")
    args = parser.parse_args()
    if args.rounds < 7 or args.points < 1:
        parser.error("--rounds must be at least 7 and --points at least 1")

    rng = np.random.default_rng(args.seed)
    n = args.points
    points = np.empty((n, 2))
    points[:, 0] = rng.uniform(-85, 85, n)
    points[:, 1] = rng.uniform(-180, 180, n)
    lat, lon = points[:, 0].copy(), points[:, 1].copy()
    out = np.empty((n, 2))
    camera = mapmath.Camera(41.85, -87.65, 4, bearing=30, tilt=45)  # zoom 4: some points behind the camera
    viewport = mapmath.Viewport(400, 800, mapmath.EdgeInsets(bottom=200))
    transformer = Transformer.from_crs("EPSG:4326", "EPSG:3857", always_xy=True)

    # The sides agree (tolerances as in tests/test_web_mercator.py and test_projection.py).
    x, y = mapmath.world_xy(lat, lon, ZOOM)
    x_m, y_m = transformer.transform(lon, lat)
    half = math.pi * EARTH_RADIUS
    width = 256 * 2**ZOOM
    check(np.max(np.abs(x - (x_m + half) / (2 * half) * width)) <= 2e-12 * width and
          np.max(np.abs(y - (half - y_m) / (2 * half) * width)) <= 2e-12 * width, "world_xy disagrees with pyproj")
    px, py = mapmath.project(camera, viewport, lat, lon)
    ex, ey = mapmath.project(camera, viewport, lat, lon, exact=True)
    check(np.array_equal(np.isnan(px), np.isnan(ex)), "project's fast and exact forms disagree on the horizon")
    nx, ny = numpy_project(camera, viewport, lat, lon)
    both = np.isfinite(ex) & np.isfinite(nx)
    check(np.count_nonzero(np.isnan(ex) != np.isnan(nx)) <= n * 1e-6, "project and NumPy disagree on the horizon")
    scale = np.maximum(1.0, np.abs(nx[both]) + np.abs(ny[both]))
    check(np.max((np.abs(ex[both] - nx[both]) + np.abs(ey[both] - ny[both])) / scale) <= 1e-9,
          "project(exact=True) disagrees with the NumPy model")
    # The fast form against the exact one: mapmath.h's bound of mm_project_batch_fast, with
    # k = 1 + (y - cy)·tan(tilt)/D (relative agreement fails next to the plane of the camera).
    finite = np.isfinite(ex)
    distance, (cx, cy), tilt = 1.5 * viewport.height, viewport.padded_center, math.radians(camera.tilt)
    k = 1 + (ey[finite] - cy) * math.tan(tilt) / distance
    r = np.maximum(np.abs(ex[finite] - cx), np.abs(ey[finite] - cy))
    bound = 4e-12 * 2**camera.zoom * k * (1 + r * math.sin(tilt) / distance) \
        + 8 * np.finfo(np.float64).eps * (max(cx, cy) + r) * (1 + k)
    check(np.all(np.maximum(np.abs(px[finite] - ex[finite]), np.abs(py[finite] - ey[finite])) <= bound),
          "project's fast form is beyond its bound of the exact one")
    behind = int(np.count_nonzero(np.isnan(px)))

    cases = [
        ("world_xy(lat, lon)", "pyproj transform", lambda: mapmath.world_xy(lat, lon, ZOOM),
         lambda: transformer.transform(lon, lat)),
        ("world_xy(points=, out=)", "pyproj transform", lambda: mapmath.world_xy(points=points, zoom=ZOOM, out=out),
         lambda: transformer.transform(lon, lat)),
        ("project(lat, lon)", "NumPy model", lambda: mapmath.project(camera, viewport, lat, lon),
         lambda: numpy_project(camera, viewport, lat, lon)),
        ("project(points=, out=)", "NumPy model", lambda: mapmath.project(camera, viewport, points=points, out=out),
         lambda: numpy_project(camera, viewport, lat, lon)),
        ("project(exact=True)", "NumPy model",
         lambda: mapmath.project(camera, viewport, points=points, out=out, exact=True),
         lambda: numpy_project(camera, viewport, lat, lon)),
    ]
    rows = []
    for name, other, ours, theirs in cases:
        t_ours, t_theirs = paired(ours, theirs, args.rounds)
        ratios = sorted(b / a for a, b in zip(t_ours, t_theirs))
        rows.append({
            "mapmath": name, "other": other, "points": n, "rounds": args.rounds,
            "mapmath_ns_per_point_p50": statistics.median(t_ours) / n * 1e9,
            "other_ns_per_point_p50": statistics.median(t_theirs) / n * 1e9,
            "speedup_p50": statistics.median(ratios), "speedup_min": ratios[0], "speedup_max": ratios[-1],
        })
    machine = {"python": platform.python_version(), "numpy": np.__version__,
               "pyproj": __import__("pyproj").__version__, "libmapmath": mapmath.library_version(),
               "load_average": list(__import__("os").getloadavg()), "processors": __import__("os").cpu_count()}
    if args.json:
        print(json.dumps({"seed": args.seed, "points_behind_horizon": behind, "machine": machine, "results": rows},
                         indent=2))
        return 0
    print(f"mapmath bench: {n} points (seed {args.seed}), {args.rounds} paired rounds; "
          f"load {machine['load_average'][0]:.2f} on {machine['processors']} processors")
    print(f"{'mapmath':<25}{'ns/pt':>8}  {'against':<18}{'ns/pt':>8}  {'speedup p50':>11}  range")
    for r in rows:
        print(f"{r['mapmath']:<25}{r['mapmath_ns_per_point_p50']:>8.2f}  {r['other']:<18}"
              f"{r['other_ns_per_point_p50']:>8.2f}  {r['speedup_p50']:>10.2f}x  "
              f"{r['speedup_min']:.2f}-{r['speedup_max']:.2f}x")
    print(f"(speedup: the other side's time over mapmath's, per round; project: camera zoom 4, "
          f"tilt 45, {behind} points beyond the horizon; exact=True: bit-identical to mm_project)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
