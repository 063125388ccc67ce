import MapMath

/// One recognised gesture: what, when, with how many fingers, what it did to the camera,
/// and for pans the release velocity, for point gestures where.
///
/// Continuous gestures (pan, pinch, rotate, tilt, oneFingerZoom) begin when they start
/// moving the camera and end when their fingers lift or they are interrupted (`endTime`
/// nil while running). Discrete gestures (tap, doubleTap, twoFingerTap, longPress) have
/// `endTime == beginTime`, the moment they were recognised: for a tap with zoom gestures
/// on, when its double-tap window closed, up to `doubleTapTimeout` after the finger
/// lifted (`touchUpTime`). docs/design.md "Gesture records" gives every definition.
public struct GestureRecord: Hashable, Sendable {
    /// Which gesture.
    public var kind: GestureKind
    /// When it began (continuous) or was recognised (discrete), seconds.
    public var beginTime: Double
    /// When it ended, seconds; nil while running.
    public var endTime: Double?
    /// When the first finger of the touch sequence that made it landed, seconds. A double
    /// tap and a double-tap-and-drag (`oneFingerZoom`) start at their first tap's landing.
    public var touchDownTime: Double
    /// When the last finger of that sequence lifted, seconds. Nil while a finger is down,
    /// and for good when the sequence ended otherwise: a cancelled touch (in the trace, or
    /// the replay's cancel of fingers still down at its end) does not lift. After a
    /// programmatic interrupt the ignored fingers' last lift counts.
    public var touchUpTime: Double?
    /// The most fingers down at once while it ran (counted at its begin and as fingers
    /// land); for discrete gestures the fingers that made it: 1 for tap, double tap and
    /// long press, 2 for two-finger tap.
    public var fingerCount: Int
    /// What it did to the camera from its begin to its end (see `GestureCameraChange`; no
    /// fling or inertia after the release). Tap zooms: the change their animation is set to
    /// make, the delta clamped to the zoom range (and the tilt the new zoom allows). Nil
    /// for taps and long presses, which do not move the camera themselves.
    public var cameraChange: GestureCameraChange?
    /// Pinches: how much the fingers' spread alone would have zoomed, levels: log2 of the
    /// ratio of the finger span (mean distance to the centroid) at its end to the span
    /// when its finger set formed, times `pinchZoomRate`; a finger landing or lifting
    /// during the pinch re-bases the span (it is not a spread). The part below the start
    /// threshold is not applied, so this exceeds `cameraChange.zoom` by that part (and by
    /// what a zoom limit stopped). Nil for other kinds.
    public var fingerZoomChange: Double?
    /// Rotations: how much the finger line's turn alone would have turned the bearing,
    /// degrees (signed as `cameraChange.bearing`, summed the short way per sample), from
    /// its angle when the finger set formed to its end. Nil for other kinds.
    public var fingerBearingChange: Double?
    /// Pans released by lifting the fingers: the fingers' centroid velocity at release,
    /// points per second, x right y down, capped at `maxFlingVelocity` as `flingVelocityCap`
    /// says (in length or per axis; zero when the fingers had stopped). Nil for other kinds and for pans ended otherwise.
    public var releaseVelocity: SIMD2<Double>?
    /// Taps, long presses, double taps (the first tap's point) and two-finger taps (the
    /// midpoint): where, view points. Nil for continuous gestures.
    public var location: ScreenPoint?

    /// A record from its parts. `touchDownTime` defaults to `beginTime` and `fingerCount`
    /// to 1, for records made by hand; the engine sets both on every record.
    public init(kind: GestureKind, beginTime: Double, endTime: Double? = nil,
                touchDownTime: Double? = nil, touchUpTime: Double? = nil, fingerCount: Int = 1,
                cameraChange: GestureCameraChange? = nil, fingerZoomChange: Double? = nil,
                fingerBearingChange: Double? = nil,
                releaseVelocity: SIMD2<Double>? = nil, location: ScreenPoint? = nil) {
        self.kind = kind
        self.beginTime = beginTime
        self.endTime = endTime
        self.touchDownTime = touchDownTime ?? beginTime
        self.touchUpTime = touchUpTime
        self.fingerCount = fingerCount
        self.cameraChange = cameraChange
        self.fingerZoomChange = fingerZoomChange
        self.fingerBearingChange = fingerBearingChange
        self.releaseVelocity = releaseVelocity
        self.location = location
    }
}
