import MapMath

/// One finger's event: time, phase, which finger and where, in view points.
public struct TouchEvent: Hashable, Sendable {
    /// When it happened, seconds (trace files use milliseconds: `TraceTouch.touchEvent`
    /// and `TraceTouch.init(_:)` convert).
    public var time: Double
    /// What happened.
    public var phase: TouchPhase
    /// Which parts of the engine see it: `.delivered` (all, the default) unless a delivery
    /// model says otherwise (`TouchDeliveryRole`). Declared beside `phase` so that both
    /// share the padding before `pointerID` (a 40-byte stride, as without it; a test pins it).
    public var role: TouchDeliveryRole
    /// Identifies the finger from its `down` to its `up` or `cancel`.
    public var pointerID: Int
    /// Where, in view points (origin top-left, y down).
    public var location: ScreenPoint

    /// An event from its parts: time in seconds, location in view points, role
    /// `.delivered` unless given.
    public init(time: Double, phase: TouchPhase, pointerID: Int, location: ScreenPoint,
                role: TouchDeliveryRole = .delivered) {
        self.time = time
        self.phase = phase
        self.pointerID = pointerID
        self.location = location
        self.role = role
    }

    /// An event at `x`, `y` view points.
    public init(time: Double, phase: TouchPhase, pointerID: Int, x: Double, y: Double) {
        self.init(time: time, phase: phase, pointerID: pointerID, location: ScreenPoint(x: x, y: y))
    }
}
