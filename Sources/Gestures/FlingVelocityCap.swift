/// How a `.fingerTracker` release velocity is capped at `maxFlingVelocity` and gated by
/// `minFlingVelocity`, chosen by `GestureThresholds.flingVelocityCap`.
public enum FlingVelocityCap: String, Hashable, Sendable, Codable, CaseIterable {
    /// The vector is scaled down to `maxFlingVelocity` in length, keeping its direction; a
    /// fling runs when its length is at least `minFlingVelocity` (our rule; `ios`).
    case vectorLength
    /// Android's `GestureDetector.onTouchEvent` at `ACTION_UP` (AOSP frameworks/base
    /// `core/java/android/view/GestureDetector.java`, android-14.0.0_r55): the tracker's
    /// `computeCurrentVelocity(1000, maxFlingVelocity)` clamps x and y to ±max each
    /// (`VelocityTracker::getComputedVelocity`, `std::clamp`), and `onFling` runs when
    /// |vx| > minFlingVelocity or |vy| > minFlingVelocity (`android-framework`). A release
    /// at (6000, 6000) stays (6000, 6000) under a cap of 8000.
    case perAxis
    /// MapLibre Native Android: the framework's per-axis clamp as `.perAxis`, then
    /// `MapGestureDetector.StandardGestureListener.onFling` ignores a fling whose
    /// `hypot(vx, vy)` is below `minFlingVelocity` (its fling threshold, 1000 dp/s;
    /// `maplibre-android`). The framework's own 50 dp/s per-axis gate is implied by it.
    case perAxisThenLength

    /// The capped velocity of a release at `velocity` (points per second) and whether a
    /// fling runs, under this rule with `minimum` and `maximum` (points per second).
    public func release(_ velocity: SIMD2<Double>, minimum: Double, maximum: Double)
        -> (velocity: SIMD2<Double>, flings: Bool) {
        switch self {
        case .vectorLength:
            let speed = (velocity * velocity).sum().squareRoot()
            // The unit vector first: a release along an axis stays exactly on it at the cap.
            let capped = speed > maximum ? velocity / speed * maximum : velocity
            return (capped, speed >= minimum && speed > 0)
        case .perAxis:
            let capped = velocity.clamped(lowerBound: SIMD2(repeating: -maximum),
                                          upperBound: SIMD2(repeating: maximum))
            return (capped, abs(capped.x) > minimum || abs(capped.y) > minimum)
        case .perAxisThenLength:
            let capped = velocity.clamped(lowerBound: SIMD2(repeating: -maximum),
                                          upperBound: SIMD2(repeating: maximum))
            let speed = (capped * capped).sum().squareRoot()
            return (capped, speed >= minimum && speed > 0)
        }
    }
}
