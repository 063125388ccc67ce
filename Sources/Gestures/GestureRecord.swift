import MapMath

/// One recognised gesture: what, when, and for pans the release velocity, for point
/// gestures where.
///
/// Continuous gestures (pan, pinch, rotate, tilt, oneFingerZoom) begin when they start
/// moving the camera and end when their fingers lift or they are interrupted (`endTime`
/// nil while running). Discrete gestures (tap, doubleTap, twoFingerTap, longPress) have
/// `endTime == beginTime`, the moment they were recognised.
public struct GestureRecord: Hashable, Sendable {
    /// Which gesture.
    public var kind: GestureKind
    /// When it began (continuous) or was recognised (discrete), seconds.
    public var beginTime: Double
    /// When it ended, seconds; nil while running.
    public var endTime: Double?
    /// Pans released by lifting the fingers: the fingers' centroid velocity at release,
    /// points per second, x right y down, capped at `maxFlingVelocity` in length (zero when
    /// the fingers had stopped). Nil for other kinds and for pans ended otherwise.
    public var releaseVelocity: SIMD2<Double>?
    /// Taps, long presses, double taps (the first tap's point) and two-finger taps (the
    /// midpoint): where, view points. Nil for continuous gestures.
    public var location: ScreenPoint?

    /// A record from its parts.
    public init(kind: GestureKind, beginTime: Double, endTime: Double? = nil,
                releaseVelocity: SIMD2<Double>? = nil, location: ScreenPoint? = nil) {
        self.kind = kind
        self.beginTime = beginTime
        self.endTime = endTime
        self.releaseVelocity = releaseVelocity
        self.location = location
    }
}
