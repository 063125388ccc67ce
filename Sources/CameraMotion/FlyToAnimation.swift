#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MapMath

/// A fly-to: the optimal zoom-and-pan path of van Wijk & Nuij ("Smooth and efficient
/// zooming and panning", 2003), as MapLibre GL JS `flyTo`: zoom out, pan, zoom back in.
///
/// Units: u is the distance along the straight world-space line from the start target to
/// the end target (the shorter way round the world), w the width of the view on the ground;
/// both measured in points at the start zoom, divided by w₀ = max(viewport width, height)
/// (MapLibre's choice). So u₁ = q = distance / w₀ and w₁ = a = 2^(z₀ − z₁). With ρ the
/// curve: bᵢ = (a² − 1 ± ρ⁴q²) / (2 wᵢ ρ² q), rᵢ = ln(√(bᵢ² + 1) − bᵢ) = −asinh(bᵢ), path
/// length S = (r₁ − r₀) / ρ, and at arc length s: w(s) = cosh r₀ / cosh(r₀ + ρs),
/// u(s) = sinh(ρs) / (ρ² cosh(r₀ + ρs)) (the paper's cosh r₀ tanh(r₀ + ρs) − sinh r₀ without
/// its cancellation). s is arc length in the metric ds² = (ρ² du² + dw²/ρ²) / w². When
/// q < 1e-9 the path is a pure zoom: S = |ln a| / ρ, w(s) = a^(s/S).
///
/// Time: duration = S / speed (screenfuls per second); progress k = timing(t / duration),
/// s = k·S; bearing (short way) and tilt move linearly in k; tilt and zoom are clamped to
/// the limits at each sample. A flight longer than `maxDuration`, or one whose numbers are
/// not finite (an absurd zoom range), jumps: duration 0, the end camera at once.
public struct FlyToAnimation: Hashable, Sendable {
    /// The camera at t ≤ 0 (clamped to the limits).
    public let start: CameraPosition
    /// The camera at t ≥ duration (clamped to the limits).
    public let end: CameraPosition
    /// The fly-to constants used.
    public let parameters: FlyToParameters
    /// The view the flight runs in.
    public let viewport: Viewport
    /// The limits every sample is clamped to.
    public let limits: CameraLimits
    /// Path length S, in units of the start view's width (dimensionless), ≥ 0 and finite.
    public let pathLength: Double
    /// Seconds: S / speed, or 0 when the flight jumps.
    public let duration: Double
    /// Whether the flight jumps to the end (S / speed above `maxDuration`, or non-finite).
    public let jumps: Bool
    /// Whether the path is the pure-zoom degenerate case (the targets are < 1e-9 view
    /// widths apart).
    public let isPureZoom: Bool

    /// Pan distance in start view widths (q = u₁/w₀).
    public let panDistance: Double
    /// End view width over start view width (a = w₁/w₀ = 2^(z₀ − z₁)).
    public let widthRatio: Double

    let rho: Double
    let r0: Double
    let startWorld: WorldPoint
    let worldDelta: WorldPoint
    let bearingDelta: Double

    /// Pan distances (in view widths) below this are a pure zoom: 1e-9 (our choice;
    /// MapLibre uses 1e-6 pixels).
    public static let pureZoomThreshold: Double = 1e-9

    /// A flight from `start` to `end` in `viewport`, both clamped to `limits`.
    public init(from start: CameraPosition, to end: CameraPosition, parameters: FlyToParameters,
                viewport: Viewport, limits: CameraLimits) {
        let s = limits.clamp(start), e = limits.clamp(end)
        self.start = s
        self.end = e
        self.parameters = parameters
        self.viewport = viewport
        self.limits = limits
        startWorld = WebMercator.worldPoint(for: s.target)
        let d = MotionMath.shortestWorldDelta(from: startWorld, to: WebMercator.worldPoint(for: e.target))
        worldDelta = WorldPoint(x: d.dx, y: d.dy)
        bearingDelta = MotionMath.shortestBearingDelta(from: s.bearing, to: e.bearing)

        let rho = parameters.curve
        let w0 = max(viewport.width, viewport.height)
        let q = (d.dx * d.dx + d.dy * d.dy).squareRoot() * WebMercator.scale(atZoom: s.zoom) / w0
        let a = exp2(s.zoom - e.zoom)
        self.rho = rho
        panDistance = q.isFinite ? q : 0
        widthRatio = a

        var pathLength = 0.0, r0 = 0.0, pureZoom = true
        var valid = rho.isFinite && rho > 0 && q.isFinite && a.isFinite && a > 0 && w0 > 0
        if valid {
            if q < Self.pureZoomThreshold {
                pathLength = abs(log(a)) / rho
            } else {
                pureZoom = false
                let rho2 = rho * rho
                let b0 = (a * a - 1 + rho2 * rho2 * q * q) / (2 * rho2 * q)
                let b1 = (a * a - 1 - rho2 * rho2 * q * q) / (2 * a * rho2 * q)
                r0 = -asinh(b0)
                let r1 = -asinh(b1)
                pathLength = (r1 - r0) / rho
            }
            valid = pathLength.isFinite && r0.isFinite && pathLength >= 0
        }
        self.r0 = r0
        isPureZoom = pureZoom
        self.pathLength = valid ? pathLength : 0
        let time = valid ? pathLength / parameters.speed : .infinity
        if time.isFinite && time >= 0 && time <= parameters.maxDuration {
            duration = time
            jumps = false
        } else {
            duration = 0
            jumps = true
        }
    }

    /// The path at arc length `s` (clamped to [0, S]): the fraction of the pan distance
    /// covered (0 → 1) and the view width over the start view width (1 → a).
    public func pathState(atArcLength s: Double) -> (panFraction: Double, widthRatio: Double) {
        guard pathLength > 0 else { return (1, widthRatio) }
        let s = min(max(s.isNaN ? 0 : s, 0), pathLength)
        if isPureZoom {
            let k = s / pathLength
            return (k, exp(k * log(widthRatio)))
        }
        let x = rho * s
        let w = exp(MotionMath.logCosh(r0) - MotionMath.logCosh(r0 + x))
        let u = MotionMath.sinhOverCosh(x, r0 + x) / (rho * rho * panDistance)
        return (u, w)
    }

    /// The camera at `time` seconds after the start: exactly `start` for t ≤ 0 (when the
    /// duration is positive), exactly `end` for t ≥ duration.
    public func camera(at time: Double) -> CameraPosition {
        if time >= duration { return end }
        guard time > 0 else { return start }
        let k = parameters.timing.progress(at: time / duration)
        let (u, w) = pathState(atArcLength: k * pathLength)
        let world = WorldPoint(x: startWorld.x + u * worldDelta.x, y: startWorld.y + u * worldDelta.y)
        let zoom = start.zoom - log2(w)
        let bearing = start.bearing + k * bearingDelta
        let tilt = start.tilt + k * (end.tilt - start.tilt)
        if worldDelta == WorldPoint(x: 0, y: 0) {
            return limits.clamp(CameraPosition(normalizing: start.target, zoom: zoom, bearing: bearing, tilt: tilt))
        }
        return limits.clamp(MotionMath.camera(world: world, zoom: zoom, bearing: bearing, tilt: tilt))
    }

    /// Whether the flight has reached its end at `time` (t ≥ duration).
    public func isFinished(at time: Double) -> Bool { time >= duration }
}
