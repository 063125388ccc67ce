import MapSimulation
import TraceFormat
import Replays
import TraceChecking

/// What `TraceExplorer` varies and how it judges a variant: the baseline replay, the
/// structure of its touches, and the checker that replays a variant and checks its
/// expectations and invariants.
struct ExplorationSubject: Sendable {
    /// The trace as given, with its profile, frame rate and input model.
    let replay: TraceReplay
    /// The trace's touches and their samples and strokes.
    let touches: ExplorationTouches
    /// Checks a variant's replay (its expectations, the invariants chosen).
    let checker: TraceChecker
    /// One `true` per event: the whole trace.
    let allKept: [Bool]

    init(replay: TraceReplay, invariants: InvariantSelection) {
        self.replay = replay
        touches = ExplorationTouches(replay.trace.touches)
        checker = TraceChecker(invariants: invariants)
        allKept = [Bool](repeating: true, count: replay.trace.touches.count)
    }

    /// The variant keeping the events `kept` marks under `perturbations`: its trace (the
    /// perturbed touches; `input` and `framesPerSecond` set when the delivery model or the
    /// frame rate is perturbed), frame rate and input model.
    func variant(keeping kept: [Bool], under perturbations: [TracePerturbation])
        -> (trace: TraceFile, framesPerSecond: Double, input: InputDeliveryModel) {
        var trace = replay.trace
        var fps = replay.clock.framesPerSecond
        var input = replay.input
        for perturbation in perturbations {
            switch perturbation {
            case let .frameRate(rate):
                fps = rate
                trace.framesPerSecond = rate
            case let .delivery(model):
                input = model
                trace.input = model
            default: break
            }
        }
        if kept != allKept || perturbations.contains(where: { $0.kind != .frameRate && $0.kind != .delivery }) {
            trace.touches = touches.touches(keeping: kept, under: perturbations)
        }
        return (trace, fps, input)
    }

    /// The check of that variant: replayed with the baseline's profile, its touches first
    /// validated (an invalid variant throws the decoder's error for it).
    func verdict(keeping kept: [Bool], under perturbations: [TracePerturbation]) throws(TraceError) -> TraceCheckResult {
        let v = variant(keeping: kept, under: perturbations)
        try v.trace.validateTouches()
        let variantReplay = TraceReplay(trace: v.trace, framesPerSecond: v.framesPerSecond, profile: replay.profile,
                                        input: v.input)
        return try checker.check(variantReplay, path: "")
    }
}

extension TraceCheckResult {
    /// The checks that failed, as keys: `expect[i]` per failed expectation, `invariant
    /// NAME` per failed invariant (what `TraceExplorer` keeps failing while it shrinks).
    var failedCheckKeys: Set<String> {
        Set(failures.map(\.path) + invariantFailures.map { "invariant \($0.invariant.name)" })
    }
}
