"""The README's MapMath example in Python: a camera, a projection, the visible region
and a zoom about a point, each number printed with f"{x:.17g}" (C's %.17g) in the
format of Examples/expected-output.txt, which this output must equal byte for byte
(python/tests/test_example.py).

    PYTHONPATH=python python3 Examples/python/example.py   # or after pip install ./python
"""

import mapmath


def main() -> None:
    camera = mapmath.Camera(41.85, -87.65, 14, bearing=30, tilt=45)
    viewport = mapmath.Viewport(400, 800, mapmath.EdgeInsets(bottom=200))
    x, y = mapmath.project(camera, viewport, 41.86, -87.64)  # NaN beyond the horizon
    region = mapmath.visible_region(camera, viewport)
    zoomed = mapmath.zoom_by(camera, viewport, 1, at=(100, 100))

    lines = ["# mapmath README example: one quantity a line, name then value (%.17g)"]

    def number(name: str, value: float) -> None:
        lines.append(f"{name} {value:.17g}")

    def coordinate(name: str, lat_lon: tuple[float, float]) -> None:
        number(f"{name}.latitude", lat_lon[0])
        number(f"{name}.longitude", lat_lon[1])

    number("point.x", x)
    number("point.y", y)
    for corner in ("near_left", "near_right", "far_left", "far_right"):
        coordinate(f"region.{corner}", getattr(region, corner))
    for side in ("south", "west", "north", "east"):
        number(f"region.bounds.{side}", getattr(region.bounds, side))
    lines.append(f"region.horizon_clipped {int(region.horizon_clipped)}")
    coordinate("zoomed.target", zoomed.target)
    number("zoomed.zoom", zoomed.zoom)
    number("zoomed.bearing", zoomed.bearing)
    number("zoomed.tilt", zoomed.tilt)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
