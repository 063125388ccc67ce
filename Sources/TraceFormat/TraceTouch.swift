import Gestures
import MapMath
import TraceJSON

/// One touch event of a trace: `[timeMs, phase, pointerId, x, y]`.
///
/// Events with the same time form one input sample; a pointer appears at most once per
/// sample. Points may lie outside the view (a finger sliding off the edge).
public struct TraceTouch: Hashable, Sendable {
    /// Time in milliseconds from the start of the trace; finite, ≥ 0, at most 1e12.
    public var timeMs: Double
    /// The event's phase.
    public var phase: TouchPhase
    /// Which finger: an integer in 0...1_000_000, stable while the finger is down.
    public var pointerID: Int
    /// Where, in view points, origin top-left, y down.
    public var location: ScreenPoint

    /// An event from its parts.
    public init(timeMs: Double, phase: TouchPhase, pointerID: Int, location: ScreenPoint) {
        self.timeMs = timeMs
        self.phase = phase
        self.pointerID = pointerID
        self.location = location
    }

    /// An event from its parts, the location as x and y in points.
    public init(timeMs: Double, phase: TouchPhase, pointerID: Int, x: Double, y: Double) {
        self.init(timeMs: timeMs, phase: phase, pointerID: pointerID, location: ScreenPoint(x: x, y: y))
    }

    /// The event as its JSON array `[timeMs, phase, pointerId, x, y]`.
    public var jsonValue: JSONValue {
        .array([.number(timeMs), .string(phase.rawValue), .number(Double(pointerID)),
                .number(location.x), .number(location.y)])
    }
}
