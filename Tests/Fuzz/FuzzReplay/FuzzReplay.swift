import FuzzSupport
import FuzzTraceSupport
import MapSimulation
import ReplayPictures
import Replays
import TraceFormat

/// Fuzz target: the replay of a decodable trace, its expectations, its invariants, and the
/// SVG and HTML pictures of its result (docs/fuzzing.md).
///
/// Property, for any bytes that decode as a trace: replaying it (the trace's named profile
/// or the default, its own frame rate and input model, recording frames) under the bound
/// below either refuses it with a one-line error (exit 65: a limit, a profile file it
/// names) or finishes, and then
/// - a second replay gives a byte-identical JSON report (`jsonReport()`): same input,
///   same output;
/// - the invariants `findingInvariants` hold (the other two are reported, not findings);
/// - the expectations evaluate, and the SVG of the last frame and the HTML viewer are
///   written without an error;
/// all with no trap, no sanitizer report and within libFuzzer's time and memory limits
/// (`make fuzz`: 10 s, 2 GB). Inputs that do not decode are the decoder target's concern
/// (`rejected 65: …`).
///
/// The bound is the replay's own (`SimulationLimit`, docs/design.md "Limits") with
/// smaller numbers (`bound`), so an input hits the limits in well under the time limit
/// under AddressSanitizer, and the limits' error path is fuzzed too.
@main
enum FuzzReplay {
    static func main() { FuzzDriver.main(target: "FuzzReplay", check: check) }

    /// The replay limits of the target: 20,000 frames, 32 more per input, 2,000,000 marker
    /// placements, 5,000 recorded frames (our choice: a fiftieth of the replay's own, about
    /// a second of replay and pictures under AddressSanitizer; every bundled trace fits).
    static let bound: (limits: SimulationLimit.Numbers, recordedFrames: Int) = {
        var limits = SimulationLimit.Numbers()
        limits.drawnFrames = 20_000
        limits.framesPerInput = 32
        limits.markerPlacements = 2_000_000
        return (limits, 5_000)
    }()

    /// The invariants whose failure is a finding on any trace (`ReplayInvariant`): no NaN or
    /// infinity, every camera within its limits, one idle per motion, and gestures that
    /// obey their settings. Not `focalPoint` and `noJumpOnFingerChange`: they measure
    /// the ground under the fingers, which a camera held at its latitude or zoom limit
    /// cannot keep there (fuzzed traces do that; docs/fuzzing.md).
    static let findingInvariants: [ReplayInvariant] = [.finite, .cameraLimits, .singleIdle, .gesturesObeySettings]

    /// The property above on one input.
    static func check(_ bytes: [UInt8]) -> FuzzOutcome {
        let trace: TraceFile
        do {
            trace = try TraceFile.parse(bytes, fileName: TraceOutcomes.fileName)
        } catch {
            return TraceOutcomes.rejected(error)
        }
        var replay = TraceReplay(trace: trace)
        replay.simulationLimits = bound.limits
        replay.recordingBudget = bound.recordedFrames
        let first: TraceReplayResult, second: TraceReplayResult
        do {
            first = try replay.run(recordFrames: true)
            second = try replay.run(recordFrames: true)
        } catch {
            return TraceOutcomes.rejected(error)
        }
        let simulation = first.simulation
        let passed = first.checkExpectations().filter(\.passed).count
        var summary = "replayed: \(simulation.frameCount) frames (\(simulation.drawnFrameCount) drawn), "
            + "\(simulation.gestures.count) gestures, \(simulation.events.count) events, "
            + "\(passed) of \(trace.expectations.count) expectations pass, "
            + "\(first.invariants.failures.count) invariants fail"
        if let violation = violation(report: first.invariants, firstJSON: first.jsonReport(), secondJSON: second.jsonReport()) {
            return .broken(summary, violation)
        }
        do {
            let picture = try ReplaySVG(result: first)
            let svg = try picture.document()
            let html = ReplayHTML(picture: picture).document()
            summary += ", svg \(svg.utf8.count) bytes, html \(html.utf8.count) bytes"
        } catch {
            // The replay recorded its frames and the last frame is always drawable.
            return .broken(summary, "the pictures of a replay that recorded frames fail: \(error)")
        }
        return FuzzOutcome(summary: summary)
    }

    /// The broken property of a finished replay, nil when none broke: the two replays'
    /// JSON reports differ, or one of `findingInvariants` failed in `report`.
    static func violation(report: InvariantReport, firstJSON: String, secondJSON: String) -> String? {
        if firstJSON != secondJSON {
            let a = Array(firstJSON.utf8), b = Array(secondJSON.utf8)
            let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            return "two replays of the trace give different JSON reports (from byte \(at))"
        }
        for failure in report.failures where findingInvariants.contains(failure.invariant) {
            return failure.line
        }
        return nil
    }
}
