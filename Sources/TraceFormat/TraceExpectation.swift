import Gestures
import TraceJSON
/// One assertion `mapsim check` verifies against a replay.
public enum TraceExpectation: Hashable, Sendable {
    /// The camera's fields (`camera`).
    case camera(TraceCameraExpectation)
    /// The recognized gestures, exactly and in order (`gestures`); each matcher gives a
    /// kind and, optionally, times and the camera at the gesture's end.
    case gestures([TraceGestureMatcher])
    /// These gestures occur as an ordered subsequence (`gesturesInclude`).
    case gesturesInclude([TraceGestureMatcher])
    /// None of these gestures occurs (`gesturesExclude`).
    case gesturesExclude([GestureKind])
    /// These events occur as an ordered subsequence of the event stream (`events`).
    case events([TraceEventMatcher])
    /// The event stream is exactly these matchers' events, in order, nothing before,
    /// between or after (`eventsExactly`); a matcher with a `count` stands for that many
    /// events one after another.
    case eventsExactly([TraceEventMatcher])
    /// No event matches any of these (`eventsExclude`).
    case eventsExclude([TraceEventMatcher])
    /// The view's state (`state`).
    case state(TraceStateExpectation)
    /// The camera at each drawn frame while something moved (`cameraPath`).
    case cameraPath(TraceCameraPath)

    /// The expectation's JSON key, e.g. "gesturesInclude".
    public var name: String { key.rawValue }

    /// The expectation's key in the schema.
    var key: TraceSchema.Key {
        switch self {
        case .camera: return .camera
        case .gestures: return .gestures
        case .gesturesInclude: return .gesturesInclude
        case .gesturesExclude: return .gesturesExclude
        case .events: return .events
        case .eventsExactly: return .eventsExactly
        case .eventsExclude: return .eventsExclude
        case .state: return .state
        case .cameraPath: return .cameraPath
        }
    }
}

/// An expectation with the time it is checked at.
public struct TraceTimedExpectation: Hashable, Sendable {
    /// Time in milliseconds from the start of the trace; nil = at the end of the replay,
    /// once all motion has stopped.
    public var timeMs: Double?
    /// What to check.
    public var expectation: TraceExpectation
    /// Whether `mapsim check --update` wrote it (`"generated": true`): the next update
    /// replaces it, where it keeps every entry without the mark byte for byte. Default false.
    public var generated: Bool

    /// An expectation checked at `timeMs` (nil = at the end), `generated` or not (default not).
    public init(timeMs: Double? = nil, expectation: TraceExpectation, generated: Bool = false) {
        self.timeMs = timeMs
        self.expectation = expectation
        self.generated = generated
    }
}
