#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Traces
import MapSimulation

/// Writes small trace files as JSON text for the replay tests, so they go through the
/// decoder and `TraceReplay` exactly as bundled traces do.
struct ReplayTraceBuilder {
    var camera = #"{"lat": 37.7749, "lng": -122.4194, "zoom": 12}"#
    var viewport = #"{"width": 400, "height": 800}"#
    var settings: [String: Bool] = [:]
    var profile: String?
    /// `[timeMs, phase, pointerId, x, y]` rows.
    var touches: [(Double, String, Int, Double, Double)] = []
    /// Command objects as JSON text, in time order.
    var commands: [String] = []

    mutating func touch(_ ms: Double, _ phase: String, _ id: Int, _ x: Double, _ y: Double) {
        touches.append((ms, phase, id, x, y))
    }

    /// Two fingers (ids `ids`) on a line through `center` at `radius` and `angleDegrees`.
    mutating func pair(_ ms: Double, _ phase: String, center: (Double, Double), radius: Double,
                       angleDegrees: Double, ids: (Int, Int) = (0, 1)) {
        let th = angleDegrees * .pi / 180
        touch(ms, phase, ids.0, center.0 - radius * cos(th), center.1 - radius * sin(th))
        touch(ms, phase, ids.1, center.0 + radius * cos(th), center.1 + radius * sin(th))
    }

    var json: String {
        var parts = [#""format": "mapsim-trace/1""#, #""viewport": \#(viewport)"#, #""camera": \#(camera)"#]
        if let profile { parts.append(#""profile": "\#(profile)""#) }
        if !settings.isEmpty {
            let body = settings.keys.sorted().map { #""\#($0)": \#(settings[$0]!)"# }.joined(separator: ", ")
            parts.append(#""settings": {\#(body)}"#)
        }
        let rows = touches.map { #"[\#($0.0), "\#($0.1)", \#($0.2), \#($0.3), \#($0.4)]"# }
        parts.append(#""touches": [\#(rows.joined(separator: ", "))]"#)
        if !commands.isEmpty { parts.append(#""commands": [\#(commands.joined(separator: ", "))]"#) }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// Decodes and replays the trace, with `profile` overriding the trace's own.
    func replay(recordFrames: Bool = false, profile: MotionProfile? = nil) throws -> TraceReplayResult {
        let trace = try TraceFile.parse(json, fileName: "built.json")
        return try TraceReplay(trace: trace, profile: profile).run(recordFrames: recordFrames)
    }
}

extension MotionProfile {
    /// MapLibre GL JS's constants under our own rules (the rules `android-framework` and
    /// `ios` run: `.centroidBeyondSlop`, `.skipped`, `.fixedAngle` at 15°, `.verticalDrag`
    /// within 30°, `.fingerTracker`): what the suites that pin those rules' arithmetic
    /// replay with.
    static let ourRules: MotionProfile = {
        var profile = MotionProfile.mapLibreGLJS5
        profile.name = "our-rules"
        profile.gestures.touchSlop = 3
        profile.gestures.moveThreshold = 3
        profile.gestures.longPress = .consumesTouch
        profile.gestures.tapRecognizer = .sequential
        profile.gestures.liftPoint = .moves
        profile.gestures.centredPanDropDistance = 0
        profile.gestures.inertiaVelocityWindow = 0
        profile.gestures.panStart = .centroidBeyondSlop
        profile.gestures.thresholdCrossing = .skipped
        profile.gestures.rotationStart = .fixedAngle
        profile.gestures.tiltStart = .verticalDrag
        profile.gestures.tiltMaxAngleFromVertical = 30
        profile.gestures.releaseVelocity = .fingerTracker
        return profile
    }()
}
