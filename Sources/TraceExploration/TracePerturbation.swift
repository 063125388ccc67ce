import MapMath
import MapSimulation
import Replays
import TraceChecking

/// One way a person, a device or a platform could have made the same gesture a little
/// differently: what `mapsim explore` varies (`TraceExplorer`).
///
/// Each case carries its random draws, made once on the original trace and indexed by its
/// events and samples (`ExplorationTouches`), so that removing a perturbation or a touch
/// while shrinking leaves every other draw as it was. The amplitudes are the issue's
/// (#16): our choices of what a careful person's repetitions differ by.
public enum TracePerturbation: Hashable, Sendable {
    /// Every sample (the events at one time) moved by its offset, milliseconds, each
    /// drawn uniformly in ±`maxJitterMs`; index: the sample's index in the original trace.
    case timingJitter(offsetsMs: [Double])
    /// These move events (indices into the original touches, ascending) are left out:
    /// each move drawn with probability `dropProbability`. Downs and lifts are never
    /// dropped, so every finger still lands and lifts.
    case droppedMoves(eventIndices: [Int])
    /// The replay runs at this frame rate, frames per second: one of `frameRates` other
    /// than the trace's own.
    case frameRate(framesPerSecond: Double)
    /// These lifts (index into the original touches, delay in milliseconds drawn uniformly
    /// in [0, `maxStaggerMs`)) come later: every lift with another finger's lift within
    /// `maxStaggerMs` of it, so fingers that left together leave one after the other.
    case staggeredLifts([StaggeredLift])
    /// Every event's position moved by its offset, points: x and y each drawn from a
    /// normal distribution with σ `noiseSigmaPoints`; index: the event's.
    case positionNoise(offsets: [ScreenPoint])
    /// The touches reach the recognisers under this delivery model
    /// (`InputDeliveryModel`), not the trace's own.
    case delivery(InputDeliveryModel)

    /// One delayed lift of `staggeredLifts`.
    public struct StaggeredLift: Hashable, Sendable {
        /// The lift's index in the original touches.
        public var eventIndex: Int
        /// How much later it comes, milliseconds, ≥ 0.
        public var delayMs: Double

        /// A delayed lift from its parts.
        public init(eventIndex: Int, delayMs: Double) {
            self.eventIndex = eventIndex
            self.delayMs = delayMs
        }
    }

    /// The kinds, in the order `TraceExplorer` draws them and applies them.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case timingJitter, droppedMoves, frameRate, staggeredLifts, positionNoise, delivery
    }

    /// Largest timing offset of a sample: 2 ms (the issue's ±2 ms; about a quarter of a
    /// 120 Hz touch period).
    public static let maxJitterMs = 2.0
    /// Chance that a move event is dropped: 0.1 (our choice: a busy device losing one
    /// sample in ten).
    public static let dropProbability = 0.1
    /// The frame rates a replay may run at: 60, 90 and 120 fps (the common display rates).
    public static let frameRates: [Double] = [60, 90, 120]
    /// Longest delay of a staggered lift, and how close two lifts must be to count as
    /// together: 40 ms (the issue's).
    public static let maxStaggerMs = 40.0
    /// Standard deviation of the position noise, points: 0.5 (the issue's; about a
    /// device pixel on a 2× screen).
    public static let noiseSigmaPoints = 0.5

    /// This perturbation's kind.
    public var kind: Kind {
        switch self {
        case .timingJitter: .timingJitter
        case .droppedMoves: .droppedMoves
        case .frameRate: .frameRate
        case .staggeredLifts: .staggeredLifts
        case .positionNoise: .positionNoise
        case .delivery: .delivery
        }
    }

    /// What it does, for reports: `timing jitter ±2 ms`, `3 moves dropped`, `90 fps`,
    /// `2 lifts staggered (up to 40 ms)`, `position noise σ 0.5 pt`, `android input`.
    public var summary: String {
        switch self {
        case .timingJitter:
            "timing jitter ±\(ReportFormat.number(Self.maxJitterMs)) ms"
        case let .droppedMoves(indices):
            indices.count == 1 ? "1 move dropped" : "\(indices.count) moves dropped"
        case let .frameRate(fps):
            "\(ReportFormat.number(fps)) fps"
        case let .staggeredLifts(lifts):
            "\(lifts.count == 1 ? "1 lift" : "\(lifts.count) lifts") staggered "
                + "(up to \(ReportFormat.number(Self.maxStaggerMs)) ms)"
        case .positionNoise:
            "position noise σ \(ReportFormat.number(Self.noiseSigmaPoints)) pt"
        case let .delivery(model):
            "\(model.rawValue) input"
        }
    }
}
