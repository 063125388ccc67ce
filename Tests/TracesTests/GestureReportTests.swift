#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import MapMath
import MapSimulation
import Gestures
@testable import TraceJSON
@testable import TraceFormat
@testable import Replays

/// The gesture lines of the text summary and the gesture objects of the JSON report:
/// touches, fingers, camera changes and what the fingers asked for.
@Suite struct GestureReportTests {
    /// One line per gesture, fields two spaces apart; only non-zero changes, at their
    /// printed precision, with their sign; ASCII minus as the rest of the summary prints.
    @Test func summaryLines() {
        let pinch = GestureRecord(kind: .pinch, beginTime: 4.2187, endTime: 6.4271, touchDownTime: 4.1,
                                  touchUpTime: 6.5, fingerCount: 2,
                                  cameraChange: GestureCameraChange(zoom: 0.35, bearing: -79.7, tilt: 0.004, panDistance: 0.04),
                                  fingerZoomChange: 0.45)
        #expect(TraceReplayResult.describe(pinch)
                == "pinch         4218.7–6427.1 ms  touch 4100–6500 ms  2 fingers  zoom +0.35 (fingers +0.45)  bearing -79.7°")
        let pan = GestureRecord(kind: .pan, beginTime: 0.01, endTime: 0.2, touchDownTime: 0, touchUpTime: 0.2,
                                cameraChange: GestureCameraChange(zoom: -0.004, tilt: 12, panDistance: 120),
                                releaseVelocity: SIMD2(1133.33333, -0.01))
        #expect(TraceReplayResult.describe(pan)
                == "pan           10–200 ms  touch 0–200 ms  1 finger  tilt +12°  pan 120 pt  release velocity (1133.3, 0) pt/s")
        // A tap confirmed 500 ms after its lift shows both.
        let tap = GestureRecord(kind: .tap, beginTime: 0.6, endTime: 0.6, touchDownTime: 0, touchUpTime: 0.1,
                                location: ScreenPoint(x: 120, y: 300))
        #expect(TraceReplayResult.describe(tap) == "tap           600 ms  touch 0–100 ms  1 finger  at (120, 300) pt")
        // Running, fingers still down; a rotation shows what the twist asked for.
        let rotate = GestureRecord(kind: .rotate, beginTime: 0.1, touchDownTime: 0, fingerCount: 3,
                                   cameraChange: GestureCameraChange(bearing: -30), fingerBearingChange: -40.52)
        #expect(TraceReplayResult.describe(rotate) == "rotate        100–… ms  touch 0–… ms  3 fingers  bearing -30° (fingers -40.5°)")
        // A pinch the zoom range stopped: nothing applied, the fingers' spread still shown.
        let stopped = GestureRecord(kind: .pinch, beginTime: 0.1, endTime: 0.3, touchDownTime: 0, touchUpTime: 0.3,
                                    fingerCount: 2, cameraChange: GestureCameraChange(), fingerZoomChange: 0.5)
        #expect(TraceReplayResult.describe(stopped) == "pinch         100–300 ms  touch 0–300 ms  2 fingers  zoom 0 (fingers +0.5)")
        // A two-finger tap zooms out.
        let zoomOut = GestureRecord(kind: .twoFingerTap, beginTime: 0.12, endTime: 0.12, touchDownTime: 0,
                                    touchUpTime: 0.12, fingerCount: 2, cameraChange: GestureCameraChange(zoom: -1),
                                    location: ScreenPoint(x: 150, y: 320))
        #expect(TraceReplayResult.describe(zoomOut)
                == "twoFingerTap  120 ms  touch 0–120 ms  2 fingers  zoom -1  at (150, 320) pt")
    }

    /// Two fingers pan and are still down when the trace ends: the replay cancels them,
    /// which is not a lift (`touchUpMs` null, `…` in the summary). Gesture objects keep a
    /// fixed key order.
    @Test func fingersDownAtTheEndNeverLift() throws {
        var builder = ReplayTraceBuilder()
        for k in 0...10 {
            let x = 10 * Double(k)
            builder.touch(Double(10 * k), k == 0 ? "down" : "move", 0, 100 + x, 400)
            builder.touch(Double(10 * k), k == 0 ? "down" : "move", 1, 300 + x, 400)
        }
        let result = try builder.replay()
        let pan = try #require(result.simulation.gestures.first)
        #expect(pan.kind == .pan && pan.endTime == 0.1 && pan.touchUpTime == nil && pan.fingerCount == 2)
        #expect(result.textSummary(path: "t.json").contains("\n  pan           10–100 ms  touch 0–… ms  2 fingers  pan 100 pt\n"))
        let json = result.jsonReport()
        #expect(json.contains(#""gestures":[{"kind":"pan","beginMs":10.0,"endMs":100.0,"touchDownMs":0.0,"touchUpMs":null,"fingerCount":2,"cameraChange":{"zoom":0.0,"bearing":0.0,"tilt":0.0,"panDistance":100.0}}]"#),
                "\(json.prefix(600))")
    }

    /// A pinch's object carries what the spread asked for; a tap's has no camera change.
    @Test func jsonKeysPerKind() throws {
        var builder = ReplayTraceBuilder()
        for k in 0...10 {
            let half = 50 + 5 * Double(k)
            builder.touch(Double(10 * k), k == 0 ? "down" : "move", 0, 200 - half, 400)
            builder.touch(Double(10 * k), k == 0 ? "down" : "move", 1, 200 + half, 400)
        }
        builder.touch(110, "up", 0, 100, 400)
        builder.touch(110, "up", 1, 300, 400)
        builder.touch(2000, "down", 0, 100, 100)
        builder.touch(2050, "up", 0, 100, 100)
        let result = try builder.replay(profile: .ourRules)
        guard case let .object(top) = try JSONParser().parse(result.jsonReport()),
              case let .array(gestures)? = top.first(where: { $0.key == "gestures" })?.value, gestures.count == 2,
              case let .object(pinch) = gestures[0], case let .object(tap) = gestures[1] else {
            Issue.record("no pinch and tap in \(result.jsonReport().prefix(400))")
            return
        }
        #expect(pinch.map(\.key) == ["kind", "beginMs", "endMs", "touchDownMs", "touchUpMs", "fingerCount", "cameraChange",
                                     "fingerZoomChange"])
        #expect(tap.map(\.key) == ["kind", "beginMs", "endMs", "touchDownMs", "touchUpMs", "fingerCount", "location"])
        // 100 → 200 pt: the fingers ask log2 2 = 1; the 110 pt crossing sample is skipped.
        guard case let .number(fingers)? = pinch.first(where: { $0.key == "fingerZoomChange" })?.value else {
            Issue.record("no fingerZoomChange")
            return
        }
        #expect(abs(fingers - 1) < 1e-12)
        guard case let .object(change)? = pinch.first(where: { $0.key == "cameraChange" })?.value,
              case let .number(zoom)? = change.first(where: { $0.key == "zoom" })?.value else {
            Issue.record("no cameraChange.zoom")
            return
        }
        #expect(change.map(\.key) == ["zoom", "bearing", "tilt", "panDistance"])
        #expect(abs(zoom - log2(200.0 / 110)) < 1e-12)
        // The tap: confirmed 500 ms after its lift at 2050 ms.
        #expect(tap.first { $0.key == "beginMs" }?.value == .number(2550))
        #expect(tap.first { $0.key == "touchUpMs" }?.value == .number(2050))
    }
}
