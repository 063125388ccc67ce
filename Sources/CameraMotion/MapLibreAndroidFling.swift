/// MapLibre Native Android's fling (`MapGestureDetector.StandardGestureListener.onFling`,
/// read at maplibre-native commit 092790984bbdf404cbae4f89dfed49a34c52a081), in dp taken
/// as points at density 1.
///
/// Method: for a release speed v (points per second) at tilt t degrees, tiltFactor =
/// 1.5 + t/10 (t ≠ 0; 1.5 at 0), duration = whole milliseconds of v / 7 / tiltFactor +
/// 150 (the source casts to `long`: truncation), and the content moves v × duration × 0.28
/// / 1000 points along the release direction, eased with `easing`. The gate on slow
/// releases (`VELOCITY_THRESHOLD_IGNORE_FLING` 1000 dp/s) is the gesture layer's
/// `minFlingVelocity`. Pan only: the scale and rotate velocity animations are not modelled
/// (see docs/profiles.md). Exact in double arithmetic; `MapLibreAndroidFlingTests` ports
/// the worked example (2000 px/s, tilt 0: 340 ms, 190.4 px).
public struct MapLibreAndroidFling: Hashable, Sendable, Codable {
    /// Speed divisor of the duration, 7 (`velocityXY / 7`).
    public var speedDivisor: Double
    /// Tilt factor at tilt 0, 1.5 (`1.5 + tilt / 10`).
    public var baseTiltFactor: Double
    /// Tilt factor added per degree of tilt, 0.1.
    public var tiltFactorPerDegree: Double
    /// Base duration, seconds: 0.15 (`UiSettings.getFlingAnimationBaseTime`,
    /// `ANIMATION_DURATION_FLING_BASE` 150 ms).
    public var baseDuration: Double
    /// Share of speed × duration the content travels, 0.28 ("determined by testing").
    public var distanceFactor: Double
    /// Easing of the move: bezier(0, 0, 0.25, 1), mbgl's `DEFAULT_TRANSITION_EASE`, which
    /// `Transform.moveBy` with a duration uses.
    public var easing: TimingCurve

    /// A fling from its constants; MapLibre Native Android's unless given.
    public init(speedDivisor: Double = 7, baseTiltFactor: Double = 1.5, tiltFactorPerDegree: Double = 0.1,
                baseDuration: Double = 0.15, distanceFactor: Double = 0.28,
                easing: TimingCurve = .mapLibreNativeTransition) {
        self.speedDivisor = speedDivisor
        self.baseTiltFactor = baseTiltFactor
        self.tiltFactorPerDegree = tiltFactorPerDegree
        self.baseDuration = baseDuration
        self.distanceFactor = distanceFactor
        self.easing = easing
    }

    /// MapLibre Native Android's constants.
    public static let mapLibreAndroid = MapLibreAndroidFling()

    /// Distance (points, ≥ 0) and duration (seconds, whole milliseconds) of a fling
    /// released at `speed` points per second at `tilt` degrees; zero for a zero or
    /// non-finite speed or degenerate constants.
    public func travel(speed: Double, tilt: Double) -> (distance: Double, duration: Double) {
        let v = abs(speed)
        guard v.isFinite, v > 0, speedDivisor > 0, tilt.isFinite else { return (0, 0) }
        let tiltFactor = baseTiltFactor + (tilt != 0 ? tilt * tiltFactorPerDegree : 0)
        guard tiltFactor > 0 else { return (0, 0) }
        let milliseconds = (v / speedDivisor / tiltFactor + baseDuration * 1000).rounded(.towardZero)
        guard milliseconds.isFinite, milliseconds > 0 else { return (0, 0) }
        return (v * milliseconds * distanceFactor / 1000, milliseconds / 1000)
    }
}
