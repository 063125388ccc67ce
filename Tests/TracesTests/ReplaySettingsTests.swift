import Gestures
import MapMath
import Testing
import Traces

/// A touch scenario that, with Google's default settings, is one gesture.
enum GestureScenario: String, CaseIterable, Sendable {
    case pan, pinch, rotate, tilt, doubleTap, twoFingerTap, oneFingerZoom, tap, longPress

    func add(to b: inout ReplayTraceBuilder) {
        switch self {
        case .pan:
            b.touch(0, "down", 0, 100, 400)
            for k in 1...10 { b.touch(Double(16 * k), "move", 0, 100 + Double(10 * k), 400 + Double(4 * k)) }
            b.touch(400, "up", 0, 200, 440)
        case .pinch:
            b.pair(0, "down", center: (200, 400), radius: 50, angleDegrees: 0)
            for k in 1...10 { b.pair(Double(16 * k), "move", center: (200, 400), radius: 50 + Double(10 * k), angleDegrees: 0) }
            b.pair(400, "up", center: (200, 400), radius: 150, angleDegrees: 0)
        case .rotate:
            b.pair(0, "down", center: (200, 400), radius: 100, angleDegrees: 0)
            for k in 1...10 { b.pair(Double(16 * k), "move", center: (200, 400), radius: 100, angleDegrees: Double(6 * k)) }
            b.pair(400, "up", center: (200, 400), radius: 100, angleDegrees: 60)
        case .tilt:
            b.touch(0, "down", 0, 150, 500)
            b.touch(0, "down", 1, 250, 500)
            for k in 1...20 {
                b.touch(Double(16 * k), "move", 0, 150, 500 - Double(2 * k))
                b.touch(Double(16 * k), "move", 1, 250, 500 - Double(2 * k))
            }
            b.touch(500, "up", 0, 150, 460)
            b.touch(500, "up", 1, 250, 460)
        case .doubleTap:
            b.touch(0, "down", 0, 100, 200)
            b.touch(60, "up", 0, 100, 200)
            b.touch(200, "down", 1, 104, 203)
            b.touch(260, "up", 1, 104, 203)
        case .twoFingerTap:
            b.touch(0, "down", 0, 150, 300)
            b.touch(0, "down", 1, 250, 340)
            b.touch(120, "up", 0, 150, 300)
            b.touch(120, "up", 1, 250, 340)
        case .oneFingerZoom:
            b.touch(0, "down", 0, 200, 300)
            b.touch(50, "up", 0, 200, 300)
            b.touch(150, "down", 1, 200, 300)
            for k in 1...16 { b.touch(150 + Double(16 * k), "move", 1, 200, 300 + Double(8 * k)) }
            b.touch(500, "up", 1, 200, 428)
        case .tap:
            b.touch(0, "down", 0, 300, 200)
            b.touch(80, "up", 0, 300, 200)
        case .longPress:
            b.touch(0, "down", 0, 120, 640)
            b.touch(700, "up", 0, 120, 640)
        }
    }
}

/// The four gesture settings.
enum GestureSetting: String, CaseIterable, Sendable {
    case scrollGestures, zoomGestures, rotateGestures, tiltGestures
}

/// What each scenario becomes with one setting off (docs/design.md and GestureEngine's rules):
/// the setting's own gestures disappear, and where the fingers still make another gesture
/// (a vertical two-finger drag without tilt pans; taps without zoom are single taps; the
/// second touch of a double-tap-and-drag without zoom pans) that one appears instead.
private func expectedKinds(_ scenario: GestureScenario, off setting: GestureSetting?) -> [GestureKind] {
    switch (scenario, setting) {
    case (.pan, .scrollGestures?): return []
    case (.pinch, .zoomGestures?): return []
    case (.rotate, .rotateGestures?): return []
    case (.tilt, .tiltGestures?): return [.pan]
    case (.doubleTap, .zoomGestures?): return [.tap, .tap]
    case (.twoFingerTap, .zoomGestures?): return []
    case (.oneFingerZoom, .zoomGestures?): return [.tap, .pan]
    default: return [GestureKind(rawValue: scenario.rawValue)!]
    }
}

private let start = try! CameraPosition(latitude: 37.7749, longitude: -122.4194, zoom: 12)

private func run(_ scenario: GestureScenario, off setting: GestureSetting?) throws -> TraceReplayResult {
    var b = ReplayTraceBuilder()
    if let setting { b.settings[setting.rawValue] = false }
    scenario.add(to: &b)
    // The scenarios' arithmetic is our rules'.
    return try b.replay(profile: .ourRules)
}

@Suite struct ReplaySettingsTests {
    @Test(arguments: GestureScenario.allCases)
    func defaultSettingsRecogniseEachScenario(_ scenario: GestureScenario) throws {
        let result = try run(scenario, off: nil)
        #expect(result.simulation.gestures.map(\.kind) == expectedKinds(scenario, off: nil))
    }

    /// Each setting off removes exactly its gestures: every scenario gives the expected kinds,
    /// and the camera channel the setting gates never changes (scroll off: the target stays,
    /// as zooms and rotations then act about the padded centre; zoom off: the zoom; rotate
    /// off: the bearing; tilt off: the tilt).
    @Test(arguments: GestureSetting.allCases, GestureScenario.allCases)
    func settingOffDisablesExactlyItsGestures(_ setting: GestureSetting, _ scenario: GestureScenario) throws {
        let result = try run(scenario, off: setting)
        #expect(result.simulation.gestures.map(\.kind) == expectedKinds(scenario, off: setting))
        let c = result.finalCamera
        switch setting {
        case .scrollGestures:
            // Zoom animations about the padded centre re-derive the target: equal up to rounding.
            #expect(abs(c.target.latitude - start.target.latitude) < 1e-12
                        && abs(c.target.longitude - start.target.longitude) < 1e-12,
                    "\(scenario): the target moved to \(c.target)")
        case .zoomGestures: #expect(c.zoom == start.zoom)
        case .rotateGestures: #expect(c.bearing == start.bearing)
        case .tiltGestures: #expect(c.tilt == start.tilt)
        }
        // The gestures that stay enabled still move the camera as with default settings.
        let reference = try run(scenario, off: nil).finalCamera
        switch (scenario, setting) {
        case (.pinch, .scrollGestures), (.pinch, .rotateGestures), (.pinch, .tiltGestures):
            #expect(abs(c.zoom - reference.zoom) < 1e-12 && c.zoom > start.zoom + 1)
        case (.rotate, .scrollGestures), (.rotate, .zoomGestures), (.rotate, .tiltGestures):
            #expect(abs(c.bearing - reference.bearing) < 1e-9 && c.bearing != start.bearing)
        case (.tilt, .scrollGestures), (.tilt, .zoomGestures), (.tilt, .rotateGestures):
            #expect(c.tilt == reference.tilt && c.tilt > 10)
        case (.pan, .zoomGestures), (.pan, .rotateGestures), (.pan, .tiltGestures):
            #expect(c == reference && c.target != start.target)
        case (.doubleTap, .scrollGestures):
            #expect(c.zoom == start.zoom + 1)
        case (.oneFingerZoom, .scrollGestures):
            // The drag starts at the first 8-pt move (not applied); 15 more give 120/128 level.
            #expect(c.zoom == start.zoom + 0.9375)
        case (.twoFingerTap, .scrollGestures):
            #expect(c.zoom == start.zoom - 1)
        default:
            break
        }
    }

    /// Disabling gestures never limits programmatic camera changes: the same commands give
    /// the same camera with any (or every) gesture setting off, while a finger drags.
    @Test(arguments: [[], ["scrollGestures"], ["zoomGestures"], ["rotateGestures"], ["tiltGestures"],
                      ["scrollGestures", "zoomGestures", "rotateGestures", "tiltGestures"]])
    func programmaticChangesIgnoreGestureSettings(_ off: [String]) throws {
        var b = ReplayTraceBuilder()
        for name in off { b.settings[name] = false }
        b.commands = [
            #"{"timeMs": 0, "moveCamera": {"lat": 37.8, "lng": -122.5, "zoom": 14, "bearing": 45, "tilt": 20}}"#,
            #"{"timeMs": 100, "animateCamera": {"lat": 37.7, "lng": -122.3, "zoom": 13, "bearing": 90, "tilt": 10, "durationMs": 400}}"#,
            #"{"timeMs": 800, "animateToBearing": 200}"#,
            #"{"timeMs": 1500, "animateToLocation": {"lat": 37.75, "lng": -122.45}}"#,
        ]
        let result = try b.replay()
        let c = result.finalCamera
        #expect(abs(c.target.latitude - 37.75) < 1e-9 && abs(c.target.longitude + 122.45) < 1e-9)
        #expect(c.zoom == 13 && c.bearing == 200 && c.tilt == 10)
        #expect(result.simulation.gestures.isEmpty)
        let willMoves = result.simulation.events.filter { $0.typeName == "willMove" }
        #expect(willMoves.map(\.kind) == Array(repeating: .willMove(gesture: false), count: 4))
    }

    /// Turning scroll gestures off during a pan ends it at the next sample: the camera stops
    /// following the finger and there is no release velocity and no fling.
    @Test func turningScrollOffEndsARunningPan() throws {
        var b = ReplayTraceBuilder()
        b.touch(0, "down", 0, 100, 400)
        for k in 1...20 { b.touch(Double(16 * k), "move", 0, 100 + Double(10 * k), 400) }
        b.touch(330, "up", 0, 300, 400)
        b.commands = [#"{"timeMs": 100, "setSettings": {"scrollGestures": false}}"#]
        let result = try b.replay(recordFrames: true, profile: .ourRules)
        let pans = result.simulation.gestures
        #expect(pans.map(\.kind) == [.pan])
        #expect(pans.first?.endTime == 0.112)
        #expect(pans.first?.releaseVelocity == nil)
        let atCommand = try #require(result.simulation.frames.first { $0.time >= 0.1 }).camera
        // 96 ms: the finger at 160, the pan began at 110: 50 pt west.
        let expectedLng = start.target.longitude - 50 * 360 / (256 * 4096)
        #expect(abs(atCommand.target.longitude - expectedLng) < 1e-9)
        for frame in result.simulation.frames where frame.time >= 0.1 {
            #expect(frame.camera == atCommand)
        }
    }
}
