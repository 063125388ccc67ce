import TraceFormat
import Replays
import TraceChecking

/// What `TraceExplorer.explore` found for one trace: every run held, the trace failed as
/// given, or a run failed and was shrunk.
public struct ExplorationResult: Sendable {
    /// The trace's path as given.
    public var path: String
    /// Runs asked for (`--runs`).
    public var runsPlanned: Int
    /// Runs made: up to and including the failing one, or all of them.
    public var runsDone = 0
    /// Runs whose perturbed touches broke a trace rule (a bug in a perturbation; never
    /// seen on the bundled traces) and were skipped: 0 normally.
    public var invalidRuns = 0
    /// The trace's touch events.
    public var eventCount: Int
    /// The trace's expectations (0 when it has none: only the invariants are checked).
    public var expectationCount = 0
    /// Why the trace as given fails (`TraceCheckResult.reasons`), when it does: then
    /// nothing was perturbed. Nil when it passes.
    public var baselineReasons: [String]?
    /// The first failing run, shrunk; nil when every run held.
    public var failure: ExplorationFailure?

    /// A result with nothing run yet.
    public init(path: String, runsPlanned: Int, eventCount: Int) {
        self.path = path
        self.runsPlanned = runsPlanned
        self.eventCount = eventCount
    }

    /// Whether the exploration found a failure (the trace as given, or a run): `mapsim
    /// explore` exits 1 then.
    public var foundFailure: Bool { baselineReasons != nil || failure != nil }
}

/// A run that failed, and its shrunk form.
public struct ExplorationFailure: Sendable {
    /// The run's number, 1-based.
    public var run: Int
    /// The perturbations the run was made under, in `TracePerturbation.Kind` order.
    public var perturbations: [TracePerturbation]
    /// What failed (`TraceCheckResult.reasons`: `expect[0] gestures: …`,
    /// `invariant focalPoint: …`).
    public var reasons: [String]
    /// The smallest failing variant the shrinker found.
    public var shrunk: ExplorationShrink?

    /// A failure from its parts.
    public init(run: Int, perturbations: [TracePerturbation], reasons: [String], shrunk: ExplorationShrink? = nil) {
        self.run = run
        self.perturbations = perturbations
        self.reasons = reasons
        self.shrunk = shrunk
    }
}

/// The shrinker's answer: a trace that fails by itself, and how it was found.
public struct ExplorationShrink: Sendable {
    /// The shrunk trace: the kept touches with the remaining perturbations applied, its
    /// `input` and `framesPerSecond` set when the delivery model or the frame rate is one
    /// of them (so `mapsim check` fails on it with no option); expectations, commands and
    /// everything else as in the original.
    public var trace: TraceFile
    /// The frame rate it fails at (a remaining `frameRate` perturbation, else the
    /// original's), frames per second.
    public var framesPerSecond: Double
    /// The perturbations left: the ones the failure needs.
    public var perturbations: [TracePerturbation]
    /// What the shrunk trace fails.
    public var reasons: [String]
    /// Candidates the shrinker checked.
    public var candidatesChecked: Int
    /// Whether it stopped at `TraceExplorer.shrinkBudget` (the trace may shrink further).
    public var budgetReached: Bool

    /// A shrink from its parts.
    public init(trace: TraceFile, framesPerSecond: Double, perturbations: [TracePerturbation], reasons: [String],
                candidatesChecked: Int, budgetReached: Bool) {
        self.trace = trace
        self.framesPerSecond = framesPerSecond
        self.perturbations = perturbations
        self.reasons = reasons
        self.candidatesChecked = candidatesChecked
        self.budgetReached = budgetReached
    }
}
