#!/usr/bin/env python3
"""Derives the expectations of traces/webdriver-pinch.json from the geometry of
Tests/Fixtures/webdriver/pinch.json, independently of mapsim's importer and replay. Run
once by hand (python3 scripts/derive-webdriver-pinch.py); no test runs it. It prints the
trace's "expect" array.

The actions: two touch pointers land at (145, 422) and (245, 422) at 0 ms, pause 100 ms,
then move apart over 500 ms (to (45, 422) and (345, 422)), stay still 300 ms and lift at
900 ms. At 120 Hz the move is sampled k/120 s after its tick starts (100 ms), rounded to
the microsecond, k = 1..59, and at 500 ms, by linear interpolation: the finger distance at
fraction f of the move is 100 + 200 f pt, and the centroid stays at (195, 422), the view's
centre.

Default maplibre-gl-js rules (docs/profiles.md): the pinch starts at the first sample whose
distance ratio to the distance at landing has |log2| > 0.1 (ZOOM_THRESHOLD), and that sample
is applied (two_fingers_touch.ts returns the delta from the last point): the zoom changes
by log2(300 / d_before) where d_before is the distance of the sample before the crossing.
The centroid does not move, so there is no pan, and the target stays (the pinch keeps the
ground under the centroid, the view's centre); the fingers stay level, so no rotation and no
pitch. The fingers are still for 300 ms before lifting, longer than the 160 ms inertia
buffer, so no inertia: the final camera is the camera at 700 ms.
"""
import json
import math

RATE = 120.0
MOVE_START_MS, MOVE_MS = 100, 500
D0, D1 = 100.0, 300.0
CAMERA = {"lat": 37.7749, "lng": -122.4194, "zoom": 12.0}

offsets = []  # µs after the move's start
k = 1
while True:
    offset = round(k * 1_000_000 / RATE)
    if offset >= MOVE_MS * 1000:
        break
    offsets.append(offset)
    k += 1
offsets.append(MOVE_MS * 1000)
distances = [D0 + (D1 - D0) * (o / (MOVE_MS * 1000)) for o in offsets]
crossing = next(i for i, d in enumerate(distances) if abs(math.log2(d / D0)) > 0.1)
before = distances[crossing - 1] if crossing > 0 else D0
zoom = CAMERA["zoom"] + math.log2(D1 / before)
camera = {"lat": CAMERA["lat"], "lng": CAMERA["lng"], "zoom": zoom, "bearing": 0, "tilt": 0, "tolerance": 1e-9}
expect = [
    {"gestures": ["pinch"]},
    {"timeMs": 700, "camera": camera},
    {"camera": camera},
    {"events": [{"type": "willMove", "gesture": True}, "idleAtCameraPosition"]},
]
print(json.dumps({"samples": len(offsets), "crossing sample": crossing + 1,
                  "crossing ms": MOVE_START_MS + offsets[crossing] / 1000,
                  "distance before crossing": before}, indent=1))
print(json.dumps(expect, indent=2))
