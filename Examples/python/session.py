"""The three-line Python session of `make demo` (`make demo-python`): each line echoed
after a `>>>` prompt and run as the interactive interpreter runs it (an expression's
value printed with repr), so what is shown is what Python printed."""

import code
import sys

LINES = [
    "import mapmath as mm",
    "camera, viewport = mm.Camera(41.85, -87.65, 14, bearing=30, tilt=45), mm.Viewport(400, 800, mm.EdgeInsets(bottom=200))",
    "mm.project(camera, viewport, [41.86, 41.85, 41.0], [-87.64, -87.65, -88.2])  # NaN: behind the camera",
]

interpreter = code.InteractiveInterpreter()
for line in LINES:
    print(f">>> {line}", flush=True)
    if interpreter.runsource(line):  # True: the line is incomplete (never for these)
        sys.exit("session.py: incomplete line")
