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

    /// The gesture engine's event `event` as a trace touch: time `event.time * 1000`
    /// milliseconds, the same phase, pointer and location. With `touchEvent`, the one
    /// conversion between `TouchEvent` (seconds) and `TraceTouch` (milliseconds); the two
    /// are inverses up to the rounding of the unit change.
    public init(_ event: TouchEvent) {
        self.init(timeMs: event.time * 1000, phase: event.phase, pointerID: event.pointerID, location: event.location)
    }

    /// The event as the gesture engine takes it: time `timeMs / 1000` seconds, the same
    /// phase, pointer and location. What a replay feeds the map view
    /// (`TraceReplay.touchEvents`).
    public var touchEvent: TouchEvent {
        TouchEvent(time: timeMs / 1000, phase: phase, pointerID: pointerID, location: location)
    }

    /// The event as its JSON array `[timeMs, phase, pointerId, x, y]`.
    public var jsonValue: JSONValue {
        .array([.number(timeMs), .string(phase.rawValue), .number(Double(pointerID)),
                .number(location.x), .number(location.y)])
    }
}
