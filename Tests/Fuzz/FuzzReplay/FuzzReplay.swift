import FuzzSupport
import FuzzTraceSupport
import MapSimulation
import ReplayPictures
import Replays
import TraceFormat

/// Fuzz target: the replay of a decodable trace, and the SVG and HTML pictures of its
/// result (docs/fuzzing.md).
///
/// Property, for any bytes that decode as a trace within the bound below: replaying it
/// (`TraceReplay.run(recordFrames: true)`, the trace's named profile or the default,
/// 60 fps), drawing the SVG of its last frame (`ReplaySVG.document()`) and the HTML viewer
/// (`ReplayHTML.document()`) finish (the replay may refuse the trace with a one-line
/// error, exit 65; the pictures may not fail), with no trap, no
/// sanitizer report and within libFuzzer's time and memory limits (`make fuzz`: 10 s,
/// 2 GB). Inputs that do not decode are the decoder target's concern (`rejected 65: …`).
///
/// The bound (`Bound`): simulated time and the work per frame. `TraceReplay` has no bound
/// of its own yet (the limits of issue #17 are another change), so the target skips, as
/// `skipped: …`, traces whose touches, commands or expectations come later than
/// `Bound.maxTimeMs`, whose camera animations last longer, with more than
/// `Bound.maxMarkers` markers or `Bound.maxTouches` touch events, or a view larger than
/// `Bound.maxViewPoints` a side: the classes the issue lists as unbounded.
@main
enum FuzzReplay {
    static func main() { FuzzDriver.main(target: "FuzzReplay", check: check) }

    /// The traces the target replays (our choice: the bundled traces fit with room).
    enum Bound {
        /// Latest touch, command or expectation time, and longest animation: 10,000 ms.
        static let maxTimeMs = 10_000.0
        /// Most markers, the trace's and those its commands add: 200.
        static let maxMarkers = 200
        /// Most touch events: 10,000.
        static let maxTouches = 10_000
        /// Largest view width or height: 4,096 pt.
        static let maxViewPoints = 4_096.0
    }

    /// Why `trace` is outside the bound, nil when it is inside.
    static func outsideBound(_ trace: TraceFile) -> String? {
        let times = trace.touches.map(\.timeMs) + trace.commands.map(\.timeMs) + trace.expectations.compactMap(\.timeMs)
        if let latest = times.max(), latest > Bound.maxTimeMs { return "a time of \(latest) ms" }
        for timed in trace.commands {
            if case let .animateCamera(_, durationMs?) = timed.command, durationMs > Bound.maxTimeMs {
                return "an animation of \(durationMs) ms"
            }
        }
        let added = trace.commands.filter { if case .addMarker = $0.command { return true } else { return false } }.count
        if trace.markers.count + added > Bound.maxMarkers { return "\(trace.markers.count + added) markers" }
        if trace.touches.count > Bound.maxTouches { return "\(trace.touches.count) touches" }
        if max(trace.viewport.width, trace.viewport.height) > Bound.maxViewPoints {
            return "a view of \(trace.viewport.width) × \(trace.viewport.height) pt"
        }
        return nil
    }

    /// The property above on one input.
    static func check(_ bytes: [UInt8]) -> FuzzOutcome {
        let trace: TraceFile
        do {
            trace = try TraceFile.parse(bytes, fileName: TraceOutcomes.fileName)
        } catch {
            return TraceOutcomes.rejected(error)
        }
        if let why = outsideBound(trace) { return .skipped(why) }
        let profile = trace.profile.flatMap(MotionProfile.named) ?? .default
        let result: TraceReplayResult
        do {
            result = try TraceReplay(trace: trace, profile: profile).run(recordFrames: true)
        } catch {
            return TraceOutcomes.rejected(error)
        }
        let simulation = result.simulation
        var summary = "replayed: \(simulation.frameCount) frames (\(simulation.drawnFrameCount) drawn), "
            + "\(simulation.gestures.count) gestures, \(simulation.events.count) events"
        do {
            let picture = try ReplaySVG(result: result)
            let svg = try picture.document()
            let html = ReplayHTML(picture: picture).document()
            summary += ", svg \(svg.utf8.count) bytes, html \(html.utf8.count) bytes"
        } catch {
            // The replay recorded its frames and the last frame is always drawable.
            return .broken(summary, "the pictures of a replay that recorded frames fail: \(error)")
        }
        return FuzzOutcome(summary: summary)
    }
}
