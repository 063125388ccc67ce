import MapMath

/// The state of one touch sequence: from the first finger landing to the last lifting
/// (internal).
struct TouchSequence: Sendable {
    /// Whether a sequence is under way.
    var isActive = false
    /// When its first finger landed, seconds.
    var startTime = 0.0
    /// Where its first finger landed, view points.
    var startLocation = ScreenPoint(x: 0, y: 0)
    /// Most fingers down at once.
    var maxPointerCount = 0
    /// Sum of every finger's landing point (two-finger tap midpoint).
    var downLocationSum = SIMD2<Double>.zero
    /// Fingers that landed in the sequence.
    var downCount = 0
    /// Whether any finger moved more than touchSlop from where it landed.
    var movedBeyondSlop = false
    /// `LongPressRule.contextMenu`: whether the finger moved more than moveThreshold from
    /// where it landed (which cancels the long press for good).
    var movedBeyondLongPressSlop = false
    /// Whether a continuous gesture ran.
    var hadContinuousGesture = false
    /// Whether a long press fired.
    var longPressFired = false
    /// After a long press or a cancel, the fingers do nothing until they lift.
    var isConsumed = false
    /// A finger was cancelled while others stayed down (`PointerCancelRule.clearsPointer`):
    /// the touch makes no tap.
    var hadPointerCancel = false
    /// This is the second touch of a possible double tap; the first tap waits in `pendingTap`.
    var isSecondTap = false
    /// When a second-touch candidacy failed (held past tapTimeout), seconds.
    var secondTapFailedTime: Double?
    /// Index in the engine's records of the first record this sequence made: the records
    /// from there on with no `touchUpTime` get its last lift.
    var firstRecord = 0
}
