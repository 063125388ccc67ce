import Gestures
import TraceJSON

/// Matches one recognised gesture in `gestures` and `gesturesInclude`: its kind and,
/// when given, its begin and end times and the camera at its end. Written as a plain
/// string when only the kind is given (`"pan"`), else as an object
/// (`{"kind": "pan", "beginMs": 10, "endMs": 200, "endCamera": {...}}`).
public struct TraceGestureMatcher: Hashable, Sendable {
    /// Default allowed difference of `beginMs` and `endMs`: 0.001 ms, 1 µs (our choice).
    /// A gesture begins and ends at a touch sample, a command or a timer's deadline, so a
    /// change of behaviour moves its times by at least a sample interval, an input's
    /// resolution (1 µs for evdev timestamps) or a timeout's change, all far above this;
    /// reports round times to the nanosecond, far below it.
    public static let defaultToleranceMs = 0.001

    /// The gesture kind.
    public var kind: GestureKind
    /// When the gesture began (continuous) or was recognised (discrete), milliseconds
    /// from the start of the trace; nil: not checked.
    public var beginMs: Double?
    /// When it ended, milliseconds; nil: not checked.
    public var endMs: Double?
    /// Allowed difference of `beginMs` and `endMs` in milliseconds; nil:
    /// `defaultToleranceMs`.
    public var toleranceMs: Double?
    /// The camera at the first frame at or after the gesture's end (what the view showed
    /// when it ended), each field within its tolerance; nil: not checked.
    public var endCamera: TraceCameraExpectation?

    /// A matcher of `kind` with the given fields.
    public init(kind: GestureKind, beginMs: Double? = nil, endMs: Double? = nil, toleranceMs: Double? = nil,
                endCamera: TraceCameraExpectation? = nil) {
        self.kind = kind
        self.beginMs = beginMs
        self.endMs = endMs
        self.toleranceMs = toleranceMs
        self.endCamera = endCamera
    }

    /// Whether only the kind is given (it is written as a plain string).
    public var matchesKindOnly: Bool { self == TraceGestureMatcher(kind: kind) }
}
