import Gestures
import MapMath

/// The fingers down after a run of touch rows, each with where it was last: what a replay
/// cancels when a trace ends with fingers on the screen (`TraceReplay.closingCancels`).
/// At most `TraceDecoder.maxPointersDown` at a time in a valid trace, so a small array
/// beats hashing every row's pointer id.
///
/// The element is a named struct, not a labelled tuple: the runtime builds an array of
/// tuples' metadata on first use (a costly `swift_getTypeByMangledName` once per
/// process), a non-generic struct's is static. Tested by
/// `StreamedReplayTests.fingersDownFollowTheRows`. Allocates only when the array grows.
public struct FingersDown: Sendable {
    /// One finger on the screen.
    public struct Finger: Sendable, Equatable {
        /// The finger's pointer id (`TraceTouch.pointerID`).
        public var pointerID: Int
        /// Where the finger was last, in view points.
        public var location: ScreenPoint

        /// A finger from its id and location.
        public init(pointerID: Int, location: ScreenPoint) {
            self.pointerID = pointerID
            self.location = location
        }
    }

    /// The fingers down, in the order they landed, with their last location.
    public private(set) var fingers: [Finger] = []

    /// No finger down.
    public init() {}

    /// Follows one row: a landing or move puts the finger at its location, a lift or
    /// cancel takes it away.
    public mutating func note(_ touch: TraceTouch) {
        let index = fingers.firstIndex { $0.pointerID == touch.pointerID }
        switch touch.phase {
        case .down, .move:
            if let index {
                fingers[index].location = touch.location
            } else {
                fingers.append(Finger(pointerID: touch.pointerID, location: touch.location))
            }
        case .up, .cancel:
            if let index { fingers.remove(at: index) }
        }
    }
}
