import MapMath

/// MapLibre GL JS's two-finger pitch (`TwoFingersTouchPitchHandler`,
/// `two_fingers_touch.ts` at v5.3.0, cooperative gestures off).
///
/// Method: a pair one above the other (|dy| > |dx| between them) never pitches. Otherwise
/// the first move in which both fingers have gone at least 2 px (`threshold`) from the
/// points last used decides: both more vertical than horizontal and the same way up or
/// down pitches; anything else never does. A move of one finger alone waits up to 100 ms
/// (`ALLOWED_SINGLE_TOUCH_TIME`) for the other, then fails. Once valid, each move pitches
/// by −0.5° per px of the fingers' mean vertical movement since the points last used (the
/// first such move includes all of it since the start). Tests: `MapLibreHandlerTests`.
public struct MapLibreTouchPitch: Hashable, Sendable {
    /// Degrees of pitch per point of mean vertical movement: −0.5 (`degreesPerPixelMoved`).
    public static let degreesPerPoint = -0.5
    /// Movement that counts a finger as moving, points: 2.
    public static let moveThreshold = 2.0
    /// How long one finger may move alone before the pitch fails, ms: 100.
    public static let singleTouchTimeMs = 100.0
    var pair = MapLibreFingerPair()
    /// nil while undecided, then whether the pair pitches (`_valid`).
    var valid: Bool?
    /// When one finger first moved alone, ms (`_firstMove`).
    var firstMoveMs: Double?
    var lastA = ScreenPoint(x: 0, y: 0), lastB = ScreenPoint(x: 0, y: 0)
    /// Whether the pitch runs (until a reset).
    public private(set) var isActive = false

    /// An idle handler.
    public init() {}

    /// Forgets the pair and the decision.
    public mutating func reset() {
        pair.reset()
        isActive = false
        valid = nil
        firstMoveMs = nil
    }

    /// `touchstart`.
    public mutating func start(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) {
        guard let (a, b) = pair.start(fingers) else { return }
        lastA = a
        lastB = b
        if Self.isVertical(SIMD2(a.x - b.x, a.y - b.y)) { valid = false }
    }

    /// `touchmove` at `timeMs` (the event's `timeStamp`).
    public mutating func move(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>, timeMs: Double) -> MapLibreHandlerChange? {
        guard let (a, b) = pair.points(in: fingers) else { return nil }
        let va = SIMD2(a.x - lastA.x, a.y - lastA.y), vb = SIMD2(b.x - lastB.x, b.y - lastB.y)
        valid = beginsVertically(va, vb, timeMs: timeMs)
        guard valid == true else { return nil }
        lastA = a
        lastB = b
        isActive = true
        var change = MapLibreHandlerChange()
        change.pitch = (va.y + vb.y) / 2 * Self.degreesPerPoint
        return change
    }

    /// `touchend`: a lifted finger of the pair resets the handler.
    public mutating func end(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) {
        if pair.lost(fingers) { reset() }
    }

    /// `gestureBeginsVertically`: the decision, once made, stands.
    mutating func beginsVertically(_ va: SIMD2<Double>, _ vb: SIMD2<Double>, timeMs: Double) -> Bool? {
        if let valid { return valid }
        let movedA = (va * va).sum().squareRoot() >= Self.moveThreshold
        let movedB = (vb * vb).sum().squareRoot() >= Self.moveThreshold
        if !movedA && !movedB { return nil }
        if !movedA || !movedB {
            let first = firstMoveMs ?? timeMs
            firstMoveMs = first
            return timeMs - first < Self.singleTouchTimeMs ? nil : false
        }
        return Self.isVertical(va) && Self.isVertical(vb) && (va.y > 0) == (vb.y > 0)
    }

    /// A movement more vertical than horizontal (`isVertical`).
    @inline(__always)
    static func isVertical(_ v: SIMD2<Double>) -> Bool { abs(v.y) > abs(v.x) }
}
