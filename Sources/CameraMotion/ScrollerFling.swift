#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Android `OverScroller` spline fling (AOSP `OverScroller.SplineOverScroller`), in dp
/// taken as points.
///
/// With physicalCoeff = 9.80665 · 39.37 · 160 · 0.84 (gravity, inches per meter, dp per
/// inch, Android's "look and feel tuning"), DECELERATION_RATE = ln 0.78 / ln 0.9 and
/// l = ln(0.35 · |v| / (friction · physicalCoeff)): duration = e^(l / (DECELERATION_RATE − 1))
/// seconds and distance = friction · physicalCoeff · e^(DECELERATION_RATE / (DECELERATION_RATE − 1) · l).
/// Position over time follows Android's spline, which is exactly the cubic Bézier
/// `TimingCurve.androidScroller` (0.175, 0.5, 0.35, 1). Applies to pan only: the scroller
/// models scrolling, so zoom, bearing and tilt get no inertia in this model (our choice).
public struct ScrollerFling: Hashable, Sendable, Codable {
    /// Fling friction: 0.015 (`ViewConfiguration.getScrollFriction()`).
    public var friction: Double

    /// A scroller fling with `friction` (default Android's 0.015).
    public init(friction: Double = 0.015) {
        self.friction = friction
    }

    /// Android's default scroller.
    public static let android = ScrollerFling()

    /// Android's physical coefficient per dp: 9.80665 · 39.37 · 160 · 0.84.
    public static let physicalCoefficient: Double = 9.80665 * 39.37 * 160 * 0.84
    /// Android's `DECELERATION_RATE`: ln 0.78 / ln 0.9 ≈ 2.358.
    public static let decelerationRate: Double = log(0.78) / log(0.9)
    /// Android's `INFLEXION`: 0.35.
    public static let inflexion: Double = 0.35

    /// Distance (points, ≥ 0) and duration (seconds) of a fling released at `speed`
    /// points per second, by the closed form in the type's description; zero for a zero or
    /// non-finite speed or a non-positive friction.
    public func travel(speed: Double) -> (distance: Double, duration: Double) {
        let v = abs(speed)
        guard v.isFinite, v > 0, friction.isFinite, friction > 0 else { return (0, 0) }
        let coefficient = friction * Self.physicalCoefficient
        let l = log(Self.inflexion * v / coefficient)
        let decelMinusOne = Self.decelerationRate - 1
        let duration = exp(l / decelMinusOne)
        let distance = coefficient * exp(Self.decelerationRate / decelMinusOne * l)
        guard duration.isFinite, distance.isFinite else { return (0, 0) }
        return (distance, duration)
    }
}
