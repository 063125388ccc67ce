import MapSimulation
import TraceFormat
import Replays
import TraceChecking

/// `mapsim explore`: a property-based search over the ways a person could have made the
/// same gesture. Each run replays the trace under perturbations drawn from one seeded
/// stream (`TracePerturbation`: timing jitter, dropped moves, frame rate, staggered lifts,
/// position noise, delivery model) and checks the trace's expectations and the invariants
/// (`TraceChecker`). The first failing run is shrunk (`shrink(_:budget:)`) to the smallest
/// trace that still fails.
///
/// Method: run k draws each applicable kind with probability ½ (at least one), in
/// `TracePerturbation.Kind` order, then replays. A run fails when the perturbed replay
/// fails a check; the trace as given must pass first (else the result says so and nothing
/// is perturbed). Deterministic: the same trace, seed and settings give the same runs,
/// failure and shrunk trace, since every draw comes from the one stream in a fixed order
/// and replays are deterministic. Cost: at most `runs` replays, plus two per shrinking
/// candidate (at most `shrinkBudget`). Tests: `TraceExplorerTests`.
public struct TraceExplorer: Sendable {
    /// How many perturbed replays to try at most (`--runs`). Default 100.
    public var runs: Int
    /// The invariants every replay is checked against. Default all.
    public var invariants: InvariantSelection
    /// Whether the trace's expectations are checked too (`--expectations none` turns them
    /// off: then only the invariants are, and the shrunk trace has no `expect`). Default
    /// true.
    public var checksExpectations: Bool
    /// Most candidates the shrinker checks (each costs up to two replays) before it stops
    /// with what it has: 2,000 (our choice: a 10,000-event recording shrinks in under a
    /// minute of release replays on this machine; a bundled gesture needs a few dozen).
    public var shrinkBudget: Int

    /// Default runs: 100 (our choice: a perturbation that breaks a gesture one time in
    /// twenty is found with probability 1 − 0.95¹⁰⁰ ≈ 99.4 %).
    public static let defaultRuns = 100
    /// Default shrinking budget, candidates.
    public static let defaultShrinkBudget = 2_000

    /// An explorer making `runs` runs, checking `invariants`.
    public init(runs: Int = defaultRuns, invariants: InvariantSelection = .all, checksExpectations: Bool = true,
                shrinkBudget: Int = defaultShrinkBudget) {
        precondition(runs >= 0 && shrinkBudget >= 0, "runs and shrinkBudget must not be negative")
        self.runs = runs
        self.invariants = invariants
        self.checksExpectations = checksExpectations
        self.shrinkBudget = shrinkBudget
    }

    /// Explores `replay` (its trace, profile, frame rate and input are the baseline that
    /// the perturbations change), drawing from `randomness`; `path` names the trace in
    /// results; `progress` is told each run's number (1-based) before it starts. Throws
    /// what building the replay throws (an unresolved profile file, bad zoom limits): the
    /// trace as given, never a perturbed one.
    public func explore<R: PerturbationRandomness>(_ replay: TraceReplay, path: String, randomness: inout R,
                                                   progress: (Int) -> Void = { _ in }) throws(TraceError) -> ExplorationResult {
        var replay = replay
        if !checksExpectations { replay = replay.withoutExpectations }
        let subject = ExplorationSubject(replay: replay, invariants: invariants)
        var result = ExplorationResult(path: path, runsPlanned: runs, eventCount: replay.trace.touches.count)
        let baseline = try subject.verdict(keeping: subject.allKept, under: [])
        guard baseline.status == .passed else {
            result.baselineReasons = baseline.reasons
            return result
        }
        result.expectationCount = baseline.expectationCount
        for run in stride(from: 1, through: runs, by: 1) {
            progress(run)
            result.runsDone = run
            guard let perturbations = drawRun(subject, randomness: &randomness) else { break }
            guard let verdict = try? subject.verdict(keeping: subject.allKept, under: perturbations) else {
                result.invalidRuns += 1
                continue
            }
            guard verdict.status == .passed else {
                var failure = ExplorationFailure(run: run, perturbations: perturbations, reasons: verdict.reasons)
                failure.shrunk = shrink(subject, perturbations: perturbations, failing: verdict)
                result.failure = failure
                return result
            }
        }
        return result
    }

    /// One run's perturbations: each kind with probability ½ (its draw made only when
    /// chosen), in `TracePerturbation.Kind` order; when none applies, the first applicable
    /// kind from a random start. Nil when no kind applies at all (no touches, and no other
    /// frame rate or input model to try).
    func drawRun<R: PerturbationRandomness>(_ subject: ExplorationSubject, randomness: inout R) -> [TracePerturbation]? {
        let fps = subject.replay.clock.framesPerSecond, input = subject.replay.input
        let kinds = TracePerturbation.Kind.allCases
        let chosen = kinds.filter { _ in randomness.uniform() < 0.5 }
        let drawn = chosen.compactMap { subject.touches.draw($0, framesPerSecond: fps, input: input, randomness: &randomness) }
        if !drawn.isEmpty { return drawn }
        let start = min(kinds.count - 1, Int(randomness.uniform() * Double(kinds.count)))
        for kind in kinds[start...] + kinds[..<start] {
            if let p = subject.touches.draw(kind, framesPerSecond: fps, input: input, randomness: &randomness) { return [p] }
        }
        return nil
    }
}

extension TraceReplay {
    /// The same replay (trace, resolved profile, frame rate, input) of the trace with its
    /// `expect` section emptied.
    fileprivate var withoutExpectations: TraceReplay {
        var trace = self.trace
        trace.expectations = []
        return TraceReplay(trace: trace, framesPerSecond: clock.framesPerSecond, profile: profile, input: input)
    }
}
