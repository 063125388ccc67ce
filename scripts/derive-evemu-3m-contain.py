#!/usr/bin/env python3
"""Derives the expectations of traces/imported-evemu-3m-contain.json from the raw 3M
recording (Tests/Fixtures/recordings/evemu-3m.event), independently of mapsim's importer
and replay. Run once by hand when the trace is made (python3 scripts/derive-evemu-3m-contain.py);
no test runs it. It prints the trace's "expect" array.

Method (the rules are the default maplibre-gl-js profile's, from docs/profiles.md and
docs/design.md):

1. Read the recording's protocol-B events: ABS_MT_SLOT selects a slot, ABS_MT_TRACKING_ID
   starts (>= 0) or ends (-1) a contact, ABS_MT_POSITION_X/Y set its position, SYN_REPORT
   ends a frame. Keep the frames that change a contact (down, up or a new position); times
   in ms from the first such frame (microsecond resolution).
2. --fit contain at 390 x 844 pt: the device is 32767 x 32767 units with no resolution
   (A: lines without one, header "Resolution 0"), so one scale s = 390/32767 pt per unit
   for both axes and y offset (844 - 390)/2 = 227 pt. Under one scale every span ratio in
   points equals the ratio in device units, so the zoom below is computed in device units.
3. Split the frames into segments of one finger set, and runs of consecutive frames with
   at least two fingers.
4. Pitch (maplibre-gl-js TwoFingersTouchPitchHandler, as docs/profiles.md gives it): in a
   segment of exactly two fingers that are not one above the other at its start
   (|dy| <= |dx|), the first frame in which both fingers have moved >= 2 pt from their
   positions at the segment's start decides: a pitch when both moved more vertically than
   horizontally and the same way in y. One finger alone having moved for 100 ms rules it
   out. A pitch would block zoom; the script checks that none happens (so "tilt" is
   excluded), and shows that under the default --fit stretch, which maps the same drag
   2.16x taller, the first two-finger drag is decided as a pitch.
5. Pinch: span = mean distance of the fingers from their centroid; in each segment the
   pinch starts at the first frame with |log2(span/span0)| > 0.1 (span0 at the segment's
   start), and lasts until fewer than two fingers are down, so one pinch per run. The
   crossing frame is applied (maplibre-gl-js), so while the fingers stay the same the zoom
   is 12 + log2(span/span_before_crossing): nothing of the part before the crossing frame.
6. The camera expectation is at 6400 ms, frame 384 at 60 fps, inside the first two-finger
   run (3943.7 to 6427.1 ms, fingers 2 and 3): no zoom before it (a tap and a one-finger
   pan), so zoom = 12 + log2(span at the last frame <= 6400 ms / span before the crossing).
   Tolerance 1e-9 levels (the replay sums per-frame logarithms).
7. Gestures, in order: the first touch is still and lifts after 61 ms: a tap (reported
   once the 500 ms double-tap window has passed); the next is one finger dragged across
   the screen: a pan; then one pinch per run whose span crosses the threshold, in run
   order. One-finger drags later are pans. The list is an ordered subsequence
   ("gesturesInclude"), as pans and rotations of the multi-finger runs are left out.
8. The tap's coordinate: the first touch at device (27024, 6145) is at
   (27024 s, 6145 s + 227) pt; at zoom 12, bearing 0 and tilt 0 the coordinate under it
   follows from docs/design.md's Web Mercator (256-pt tiles): the world point of the
   camera target plus the offset from the view's centre (195, 422).
"""
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
RECORDING = os.path.join(HERE, "..", "Tests", "Fixtures", "recordings", "evemu-3m.event")
VIEW_W, VIEW_H = 390.0, 844.0
X_MAX = Y_MAX = 32767
CAMERA = (37.7749, -122.4194, 12.0)
PINCH_THRESHOLD = 0.1      # maplibre-gl-js ZOOM_THRESHOLD, log2 levels
PITCH_MOVE = 2.0           # pt each finger moves before the pitch decides
PITCH_SINGLE_TIMEOUT = 100.0  # ms
FPS = 60
EXPECT_AT_MS = 6400.0

scale = min(VIEW_W / X_MAX, VIEW_H / Y_MAX)
x_offset = (VIEW_W - X_MAX * scale) / 2
y_offset = (VIEW_H - Y_MAX * scale) / 2


def read_frames(path):
    slots, current, next_key = {}, 0, 0
    active = {}
    frames = []
    for line in open(path, encoding="utf-8"):
        if not line.startswith("E:"):
            continue
        fields = line[2:].split("#")[0].split()
        seconds, fraction = fields[0].split(".")
        micros = int(seconds) * 1_000_000 + int((fraction + "000000")[:6])
        ev_type, code, value = int(fields[1], 16), int(fields[2], 16), int(fields[3])
        if ev_type == 3 and code == 0x2F:
            current = value
        elif ev_type == 3 and code == 0x39:
            slot = slots.setdefault(current, {})
            if value < 0:
                slot["key"] = None
            elif slot.get("key") is None or slot.get("tid") != value:
                slot["key"], slot["tid"] = next_key, value
                next_key += 1
        elif ev_type == 3 and code in (0x35, 0x36):
            slots.setdefault(current, {})["x" if code == 0x35 else "y"] = value
        elif ev_type == 0 and code == 0:
            contacts = {s["key"]: (s["x"], s["y"]) for s in slots.values()
                        if s.get("key") is not None and "x" in s and "y" in s}
            if contacts != active:
                frames.append((micros, contacts))
                active = contacts
    origin = frames[0][0]
    return [((m - origin) / 1000.0, c) for m, c in frames]


def span(contacts):
    n = len(contacts)
    cx = sum(p[0] for p in contacts.values()) / n
    cy = sum(p[1] for p in contacts.values()) / n
    return sum(math.hypot(p[0] - cx, p[1] - cy) for p in contacts.values()) / n


def segments(frames):
    result = []
    for t, contacts in frames:
        keys = tuple(sorted(contacts))
        if result and result[-1]["keys"] == keys:
            result[-1]["frames"].append((t, contacts))
        else:
            result.append({"keys": keys, "frames": [(t, contacts)]})
    return result


def pitch_decides(segment, sx=scale, sy=scale):
    """True when the maplibre-gl-js pitch starts in this two-finger segment, its positions
    scaled by sx and sy points per unit (contain by default)."""
    a, b = segment["keys"]
    start = segment["frames"][0][1]
    if abs(start[b][1] - start[a][1]) > abs(start[b][0] - start[a][0]):
        return False
    first_single = None
    for t, contacts in segment["frames"][1:]:
        va = [(contacts[a][i] - start[a][i]) * (sx, sy)[i] for i in (0, 1)]
        vb = [(contacts[b][i] - start[b][i]) * (sx, sy)[i] for i in (0, 1)]
        moved_a, moved_b = math.hypot(*va) >= PITCH_MOVE, math.hypot(*vb) >= PITCH_MOVE
        if not moved_a and not moved_b:
            continue
        if not (moved_a and moved_b):
            first_single = t if first_single is None else first_single
            if t - first_single >= PITCH_SINGLE_TIMEOUT:
                return False
            continue
        return abs(va[1]) > abs(va[0]) and abs(vb[1]) > abs(vb[0]) and (va[1] > 0) == (vb[1] > 0)
    return False


def main():
    frames = read_frames(RECORDING)
    segs = segments(frames)
    pinches = []  # (crossing ms, span of the frame before the crossing, segment)
    tilts = []
    in_run = False
    run_has_pinch = False
    for seg in segs:
        n = len(seg["keys"])
        if n < 2:
            in_run = False
            if n == 1:
                moved = max(math.hypot((c[seg["keys"][0]][0] - seg["frames"][0][1][seg["keys"][0]][0]) * scale,
                                       (c[seg["keys"][0]][1] - seg["frames"][0][1][seg["keys"][0]][1]) * scale)
                            for _, c in seg["frames"])
                seg["moved"] = moved
            continue
        if not in_run:
            in_run, run_has_pinch = True, False
        if n == 2 and pitch_decides(seg):
            tilts.append(seg["frames"][0][0])
        if run_has_pinch:
            continue
        span0 = span(seg["frames"][0][1])
        previous = span0
        for t, contacts in seg["frames"][1:]:
            s = span(contacts)
            if abs(math.log2(s / span0)) > PINCH_THRESHOLD:
                pinches.append((t, previous, seg))
                run_has_pinch = True
                break
            previous = s

    assert not tilts, f"a pitch would start at {tilts}"
    # The contrast: under the default --fit stretch (x 390/32767, y 844/32767 pt per unit)
    # the first two-finger drag is decided as a pitch.
    first_pair = next(seg for seg in segs if len(seg["keys"]) == 2)
    stretch_pitches = pitch_decides(first_pair, VIEW_W / X_MAX, VIEW_H / Y_MAX)
    # Touches: from the first finger down to the last finger up. A touch of one finger
    # that never moves is a tap when it lifts within 500 ms; one that moves more than
    # 100 pt (far beyond the 3 pt pan threshold) is a pan.
    touches, current = [], None
    for seg in segs:
        if not seg["keys"]:
            if current is not None:
                current["end"] = seg["frames"][0][0]
            current = None
            continue
        if current is None:
            current = {"start": seg["frames"][0][0], "segments": []}
            touches.append(current)
        current["segments"].append(seg)
    timeline = []
    for touch in touches:
        if all(len(seg["keys"]) == 1 for seg in touch["segments"]) and len({seg["keys"] for seg in touch["segments"]}) == 1:
            moved = max(seg["moved"] for seg in touch["segments"])
            duration = touch.get("end", math.inf) - touch["start"]
            if moved == 0 and duration < 500:
                timeline.append((touch["start"], "tap"))
            elif moved > 100:
                timeline.append((touch["start"], "pan"))
    assert [k for _, k in timeline[:2]] == ["tap", "pan"], "the recording does not start with a tap and a drag"
    timeline += [(t, "pinch") for t, _, _ in pinches]
    timeline.sort()
    kinds = [k for _, k in timeline]

    # Zoom at the expectation time: the first pinch, in the first run.
    crossing_ms, before, seg = pinches[0]
    frame_s = math.ceil(EXPECT_AT_MS / 1000 * FPS - 1e-9) / FPS
    handled = [(t, c) for t, c in seg["frames"] if t / 1000 <= frame_s]
    assert all(abs(t / 1000 - frame_s) > 1e-6 for t, _ in seg["frames"]), "a frame time too close to call"
    assert handled[-1][0] > crossing_ms and handled[-1][0] < seg["frames"][-1][0]
    zoom = CAMERA[2] + math.log2(span(handled[-1][1]) / before)

    # The tap's coordinate.
    tx, ty = 27024 * scale + x_offset, 6145 * scale + y_offset
    assert frames[0][1] == {0: (27024, 6145)}
    world = 256 * 2 ** CAMERA[2]
    lat0, lng0 = math.radians(CAMERA[0]), CAMERA[1]
    cx = (lng0 + 180) / 360 * world
    cy = (0.5 - math.log((1 + math.sin(lat0)) / (1 - math.sin(lat0))) / (4 * math.pi)) * world
    px, py = cx + (tx - VIEW_W / 2), cy + (ty - VIEW_H / 2)
    lng = px / world * 360 - 180
    lat = math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * py / world))))

    expect = [
        {"gesturesInclude": kinds},
        {"gesturesExclude": ["tilt"]},
        {"timeMs": 600, "events": [{"type": "didTapAtCoordinate", "lat": lat, "lng": lng, "tolerance": 1e-9}]},
        {"timeMs": EXPECT_AT_MS, "camera": {"zoom": zoom, "tolerance": 1e-9}},
    ]
    notes = {
        "first pinch": {"run keys": seg["keys"], "crossing ms": crossing_ms,
                        "span0 units": span(seg["frames"][0][1]), "span before crossing": before,
                        "span at frame": span(handled[-1][1]), "last handled ms": handled[-1][0],
                        "span ratio whole segment": span(seg["frames"][-1][1]) / span(seg["frames"][0][1])},
        "pinches (crossing ms)": [round(t, 3) for t, _, _ in pinches],
        "first two-finger drag under --fit stretch": "pitch" if stretch_pitches else "no pitch",
    }
    print(json.dumps(notes, indent=1))
    print(json.dumps(expect, indent=2))


if __name__ == "__main__":
    main()
