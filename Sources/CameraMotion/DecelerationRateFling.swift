#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// iOS scroll-view style deceleration (`UIScrollView.decelerationRate`): the speed is
/// multiplied by `ratePerMillisecond` every millisecond.
///
/// Continuous form with k = 1000 · ln(1/rate) per second: v(t) = v₀ · e^(−k t) =
/// v₀ · rate^(1000 t), distance(t) = v₀ · (1 − rate^(1000 t)) / k, unbounded travel v₀ / k.
/// The fling stops when what remains of that travel falls to `stopDistance`, i.e. at the
/// speed k · stopDistance: duration = ln(v₀ / (k · stopDistance)) / k and distance
/// (v₀ − k · stopDistance) / k. Applies to pan only: UIScrollView decelerates scrolling, not
/// zoom, so zoom, bearing and tilt get no inertia in this model (our choice).
public struct DecelerationRateFling: Hashable, Sendable, Codable {
    /// Speed kept per millisecond, in (0, 1): 0.998 (`UIScrollView.DecelerationRate.normal`;
    /// `.fast` is 0.99).
    public var ratePerMillisecond: Double
    /// The fling ends when the remaining travel of the exponential decay is this small,
    /// points: 0.5 (our choice: half a point, below what a user notices). A value ≤ 0 gives
    /// no fling, since the decay would never stop.
    public var stopDistance: Double

    /// A deceleration of `ratePerMillisecond` (default 0.998) ending within `stopDistance`
    /// points (default 0.5) of its unbounded travel.
    public init(ratePerMillisecond: Double = 0.998, stopDistance: Double = 0.5) {
        self.ratePerMillisecond = ratePerMillisecond
        self.stopDistance = stopDistance
    }

    /// `UIScrollView.DecelerationRate.normal`: 0.998 per ms, stopping within 0.5 pt.
    public static let normal = DecelerationRateFling()
    /// `UIScrollView.DecelerationRate.fast`: 0.99 per ms, stopping within 0.5 pt.
    public static let fast = DecelerationRateFling(ratePerMillisecond: 0.99)

    /// Decay constant k = 1000 · ln(1/rate), per second; 0 when the rate is out of (0, 1).
    public var decayPerSecond: Double {
        guard ratePerMillisecond > 0, ratePerMillisecond < 1 else { return 0 }
        return 1000 * log(1 / ratePerMillisecond)
    }

    /// Travel if nothing stopped the decay, points: v₀ / (1000 · ln(1/rate)).
    public func unboundedDistance(speed: Double) -> Double {
        let k = decayPerSecond
        guard k > 0, speed.isFinite else { return 0 }
        return abs(speed) / k
    }

    /// Speed at which the fling stops, points per second: k · stopDistance.
    public var stopSpeed: Double { decayPerSecond * max(stopDistance, 0) }

    /// Distance (points, ≥ 0) and duration (seconds) of a fling released at `speed` points
    /// per second; zero when the speed does not exceed `stopSpeed`.
    public func travel(speed: Double) -> (distance: Double, duration: Double) {
        let k = decayPerSecond, v0 = abs(speed), stop = stopSpeed
        guard k > 0, v0.isFinite, v0 > stop, stop > 0 else { return (0, 0) }
        return ((v0 - stop) / k, log(v0 / stop) / k)
    }

    /// Distance travelled after `time` seconds for release speed `speed` (points/s, ≥ 0),
    /// before the stop: v₀ · (1 − e^(−k t)) / k.
    public func distance(speed: Double, at time: Double) -> Double {
        let k = decayPerSecond
        guard k > 0, time > 0 else { return 0 }
        return abs(speed) * -expm1(-k * time) / k
    }
}
