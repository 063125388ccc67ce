#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MapMath

/// Small numeric helpers shared by the animations.
enum MotionMath {
    /// The shortest signed turn in degrees from bearing `from` to bearing `to`, in
    /// (−180, 180]: 350 → 10 is +20, 10 → 350 is −20. Non-finite input gives 0.
    static func shortestBearingDelta(from: Double, to: Double) -> Double {
        let d = to - from
        guard d.isFinite else { return 0 }
        var r = d.truncatingRemainder(dividingBy: 360)
        if r > 180 { r -= 360 } else if r <= -180 { r += 360 }
        return r
    }

    /// World-unit offset from `a` to `b` with the x part wrapped into [−128, 128] so that
    /// the move takes the shorter way round the world (across the antimeridian if shorter).
    static func shortestWorldDelta(from a: WorldPoint, to b: WorldPoint) -> (dx: Double, dy: Double) {
        (WebMercator.nearestCopyOffset(b.x - a.x), b.y - a.y)
    }

    /// ln(cosh x) without overflow: |x| + ln(1 + e^(−2|x|)) − ln 2.
    static func logCosh(_ x: Double) -> Double {
        let ax = abs(x)
        return ax + log1p(exp(-2 * ax)) - M_LN2
    }

    /// sinh(x) / cosh(y) for x ≥ 0 without overflow.
    static func sinhOverCosh(_ x: Double, _ y: Double) -> Double {
        let ay = abs(y)
        return exp(x - ay) * -expm1(-2 * x) / (1 + exp(-2 * ay))
    }

    /// The camera with its target at world point `world` (world units, any world copy).
    static func camera(world: WorldPoint, zoom: Double, bearing: Double, tilt: Double) -> CameraPosition {
        CameraPosition(normalizing: WebMercator.coordinate(for: world), zoom: zoom, bearing: bearing, tilt: tilt)
    }
}
