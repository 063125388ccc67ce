import Gestures
import MapMath

/// The fingers down after a run of touch rows, each with where it was last: what a replay
/// cancels when a trace ends with fingers on the screen (`TraceReplay.closingCancels`).
/// At most `TraceDecoder.maxPointersDown` at a time in a valid trace, so a small array
/// beats hashing every row's pointer id.
public struct FingersDown: Sendable {
    /// The fingers down, in the order they landed, with their last location.
    public private(set) var fingers: [(pointerID: Int, location: ScreenPoint)] = []

    /// No finger down.
    public init() {}

    /// Follows one row: a landing or move puts the finger at its location, a lift or
    /// cancel takes it away.
    public mutating func note(_ touch: TraceTouch) {
        let index = fingers.firstIndex { $0.pointerID == touch.pointerID }
        switch touch.phase {
        case .down, .move:
            if let index { fingers[index].location = touch.location } else { fingers.append((touch.pointerID, touch.location)) }
        case .up, .cancel:
            if let index { fingers.remove(at: index) }
        }
    }
}
