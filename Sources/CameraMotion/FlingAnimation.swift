#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MapMath

/// The motion after a gesture is released with velocity: the map carries on and decays
/// per the profile's `FlingModel`.
///
/// Pan: the fling moves the content by a screen displacement d in the finger's direction
/// (length from the model's closed form); the ground point that was at paddedCenter − f·d
/// at release comes to the padded centre at progress f, so the content under the finger
/// keeps moving with the (virtual) finger. At tilt, d is clipped so that the ground point
/// that comes to the centre at the end lies at or below `Projection.horizonSafeY` of the
/// release camera: a fling can bring far ground nearer but never carries the target beyond
/// the visible ground towards the horizon. Clipping scales the travel down and keeps the
/// duration.
///
/// Zoom, bearing and tilt (MapLibre model only) change by their travels, about `anchor`
/// when given (the coordinate under it stays under it, as after a pinch), else about the
/// padded centre. All channels share one progress curve: MapLibre's easing over the longest
/// channel duration, the exponential decay, or Android's spline.
public struct FlingAnimation: Hashable, Sendable {
    /// The camera at release (clamped to the limits), returned for t ≤ 0.
    public let start: CameraPosition
    /// The camera where the fling comes to rest, returned for t ≥ duration.
    public let end: CameraPosition
    /// Seconds until rest, ≥ 0.
    public let duration: Double
    /// The velocity the fling started from.
    public let releaseVelocity: ReleaseVelocity
    /// The decay model used.
    public let model: FlingModel
    /// Screen displacement of the content by the pan, points (x right, y down), after clipping.
    public let panDisplacement: ScreenPoint
    /// Length of the pan displacement the model gives before horizon clipping, points.
    public let unclippedPanDistance: Double
    /// Whether the pan travel was shortened to stay below the horizon.
    public let isHorizonClipped: Bool
    /// Zoom change, levels.
    public let zoomTravel: Double
    /// Bearing change, degrees (clockwise positive).
    public let bearingTravel: Double
    /// Tilt change, degrees, before clamping to the tilt limit.
    public let tiltTravel: Double
    /// The view point zoom, bearing and tilt change about, or nil for the padded centre.
    public let anchor: ScreenPoint?
    /// The view the fling runs in.
    public let viewport: Viewport
    /// The limits every sample is clamped to.
    public let limits: CameraLimits

    enum Progress: Hashable, Sendable {
        case eased(TimingCurve)
        /// 1 − e^(−k t), normalised to reach 1 at the duration.
        case exponential(decayPerSecond: Double)
    }

    let progress: Progress
    let projection: Projection
    let anchorWorld: WorldPoint?
    /// MapLibre's ease: the ground point at the padded centre + `panDisplacement` at
    /// release, or nil for the other models (and no pan).
    let offsetWorld: WorldPoint?

    /// A fling from `camera` released with `velocity`, decaying per `model`, in `viewport`
    /// under `limits`; zoom, bearing and tilt about `anchor` (nil: the padded centre).
    /// Non-finite velocity components count as 0. `endBearing`, when given, is where the
    /// bearing ends (the short way round) whatever its velocity, over the duration the
    /// velocities give: MapLibre GL JS's snap to north sets the inertia's bearing to 0.
    public init(from camera: CameraPosition, velocity: ReleaseVelocity, model: FlingModel,
                anchor: ScreenPoint? = nil, endBearing: Double? = nil, viewport: Viewport, limits: CameraLimits) {
        let start = limits.clamp(camera)
        self.start = start
        releaseVelocity = velocity
        self.model = model
        self.viewport = viewport
        self.limits = limits
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        let vx = finite(velocity.x), vy = finite(velocity.y)
        let speed = (vx * vx + vy * vy).squareRoot()

        var panDistance = 0.0, duration = 0.0
        var zoomTravel = 0.0, bearingTravel = 0.0, tiltTravel = 0.0
        var dropsPan = false
        let progress: Progress
        switch model {
        case let .mapLibre(inertia):
            let pan = inertia.travel(velocity: speed, channel: inertia.pan)
            let zoom = inertia.travel(velocity: finite(velocity.zoom), channel: inertia.zoom)
            let bearing = inertia.travel(velocity: finite(velocity.bearing), channel: inertia.bearing)
            let tilt = inertia.travel(velocity: finite(velocity.tilt), channel: inertia.tilt)
            panDistance = pan.distance
            zoomTravel = zoom.distance
            // `handler_inertia.ts` clamps the bearing change to ±179°.
            bearingTravel = min(max(bearing.distance, -179), 179)
            tiltTravel = tilt.distance
            duration = max(pan.duration, zoom.duration, bearing.duration, tilt.duration)
            progress = .eased(inertia.easing)
            // An inertia that zooms or turns eases about its `around` and drops the pan's
            // offset (mercator `handleEaseTo` at v5.3.0 places `around` when given); the
            // pan still counts towards the duration.
            dropsPan = finite(velocity.zoom) != 0 || finite(velocity.bearing) != 0
        case let .decelerationRate(decay):
            (panDistance, duration) = decay.travel(speed: speed)
            progress = .exponential(decayPerSecond: decay.decayPerSecond)
        case let .scroller(scroller):
            (panDistance, duration) = scroller.travel(speed: speed)
            progress = .eased(.androidScroller)
        case let .mapLibreAndroid(fling):
            (panDistance, duration) = fling.travel(speed: speed, tilt: start.tilt)
            progress = .eased(fling.easing)
        }
        if let endBearing, endBearing.isFinite {
            var turn = (endBearing - start.bearing).truncatingRemainder(dividingBy: 360)
            if turn > 180 { turn -= 360 } else if turn <= -180 { turn += 360 }
            bearingTravel = turn
        }
        if !(duration.isFinite && duration > 0) {
            duration = 0
            panDistance = 0
            zoomTravel = 0
            bearingTravel = 0
            tiltTravel = 0
        }
        self.duration = duration
        self.progress = progress
        self.zoomTravel = zoomTravel
        self.bearingTravel = bearingTravel
        self.tiltTravel = tiltTravel
        unclippedPanDistance = panDistance

        let projection = Projection(camera: start, viewport: viewport)
        self.projection = projection
        var dx = speed > 0 && !dropsPan ? vx / speed * panDistance : 0
        var dy = speed > 0 && !dropsPan ? vy / speed * panDistance : 0
        var clipped = false
        let easesOffset = if case .mapLibre = model { true } else { false }
        if let safeY = projection.horizonSafeY {
            if easesOffset {
                // MapLibre's ease ends with the target at 2·T₀ − ground(centre + d) (world
                // coordinates): the largest part of d for which that end, and the offset
                // point, stay at or below the safe row (our choice, as below).
                let k = Self.offsetScale(dx, dy, projection: projection, safeY: safeY)
                if k < 1 {
                    dx *= k
                    dy *= k
                    clipped = true
                }
            } else {
                // The ground point that ends at the centre is the one at centre − d now.
                let room = projection.center.y - safeY
                if dy > room {
                    let k = max(room, 0) / dy
                    dx *= k
                    dy *= k
                    clipped = true
                }
            }
        }
        panDisplacement = ScreenPoint(x: dx, y: dy)
        isHorizonClipped = clipped
        // MapLibre GL JS eases a pan with `offset` d (`handlePanInertia`, mercator
        // `handleEaseTo` at v5.3.0): the ground point at centre + d moves in world
        // coordinates, linearly, to where the centre's was, and stays at centre + d.
        offsetWorld = easesOffset && (dx != 0 || dy != 0)
            ? projection.worldPoint(for: ScreenPoint(x: projection.center.x + dx, y: projection.center.y + dy)) : nil

        // An anchor at the padded centre is no anchor: the target stays, exactly (placing it
        // through Mercator would move it by rounding).
        let anchorWorld = anchor.flatMap { $0.isFinite && $0 != projection.center ? projection.worldPoint(for: $0) : nil }
        self.anchorWorld = anchorWorld
        self.anchor = anchorWorld == nil ? nil : anchor
        end = duration > 0 ? Self.sample(fraction: 1, start: start, projection: projection,
                                         displacement: panDisplacement, zoomTravel: zoomTravel,
                                         bearingTravel: bearingTravel, tiltTravel: tiltTravel,
                                         anchor: self.anchor, anchorWorld: anchorWorld,
                                         offsetWorld: offsetWorld, viewport: viewport, limits: limits)
                           : start
    }

    /// Progress of the fling in [0, 1] at `time` seconds after release: 0 at t ≤ 0, 1 at
    /// t ≥ duration.
    public func fraction(at time: Double) -> Double {
        if time >= duration { return 1 }
        guard time > 0 else { return 0 }
        switch progress {
        case let .eased(curve):
            return curve.progress(at: time / duration)
        case let .exponential(k):
            return expm1(-k * time) / expm1(-k * duration)
        }
    }

    /// The camera at `time` seconds after release: exactly `start` for t ≤ 0, exactly `end`
    /// for t ≥ duration.
    public func camera(at time: Double) -> CameraPosition {
        if time >= duration { return end }
        guard time > 0 else { return start }
        return Self.sample(fraction: fraction(at: time), start: start, projection: projection,
                           displacement: panDisplacement, zoomTravel: zoomTravel,
                           bearingTravel: bearingTravel, tiltTravel: tiltTravel,
                           anchor: anchor, anchorWorld: anchorWorld, offsetWorld: offsetWorld,
                           viewport: viewport, limits: limits)
    }

    /// Whether the fling has come to rest at `time` (t ≥ duration).
    public func isFinished(at time: Double) -> Bool { time >= duration }

    /// The largest k in [0, 1] (to 1e-12, by bisection) for which MapLibre's ease of the
    /// offset k·(dx, dy) keeps the offset point and the end target at or below `safeY`
    /// in `projection` (a straight world segment projects to a straight screen one, so
    /// the whole path does).
    static func offsetScale(_ dx: Double, _ dy: Double, projection: Projection, safeY: Double) -> Double {
        func fits(_ k: Double) -> Bool {
            let c = projection.center, t = projection.targetWorld
            guard c.y + k * dy >= safeY,
                  let offset = projection.worldPoint(for: ScreenPoint(x: c.x + k * dx, y: c.y + k * dy))
            else { return false }
            let end = WorldPoint(x: 2 * t.x - offset.x, y: 2 * t.y - offset.y)
            guard let seen = projection.point(forWorld: end) else { return false }
            return seen.y >= safeY
        }
        if fits(1) { return 1 }
        var low = 0.0, high = 1.0
        while high - low > 1e-12 {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        return low
    }

    static func sample(fraction f: Double, start: CameraPosition, projection: Projection,
                       displacement: ScreenPoint, zoomTravel: Double, bearingTravel: Double,
                       tiltTravel: Double, anchor: ScreenPoint?, anchorWorld: WorldPoint?,
                       offsetWorld: WorldPoint?, viewport: Viewport, limits: CameraLimits) -> CameraPosition {
        let c = projection.center
        if let offsetWorld {
            let origin = projection.targetWorld
            let world = WorldPoint(x: offsetWorld.x + f * (origin.x - offsetWorld.x),
                                   y: offsetWorld.y + f * (origin.y - offsetWorld.y))
            var camera = MotionMath.camera(world: origin, zoom: start.zoom + f * zoomTravel,
                                           bearing: start.bearing + f * bearingTravel, tilt: start.tilt + f * tiltTravel)
            camera = limits.clamp(camera)
            let point = ScreenPoint(x: c.x + displacement.x, y: c.y + displacement.y)
            if let placed = camera.placing(world: world, at: point, in: viewport) { return limits.clamp(placed) }
            return camera
        }
        let source = ScreenPoint(x: c.x - f * displacement.x, y: c.y - f * displacement.y)
        // Below the safe row by construction; the fallback only guards rounding.
        let targetWorld = projection.worldPoint(for: source) ?? projection.targetWorld
        var camera = MotionMath.camera(world: targetWorld, zoom: start.zoom + f * zoomTravel,
                                       bearing: start.bearing + f * bearingTravel,
                                       tilt: start.tilt + f * tiltTravel)
        // No pan: the target stays exactly (the round trip through Mercator would move it by
        // rounding, and a still target would count as a camera change).
        if displacement.x == 0 && displacement.y == 0 { camera.target = start.target }
        camera = limits.clamp(camera)
        if let anchor, let anchorWorld {
            // The pan translates the whole ground: the anchor's ground point moves with it.
            let shifted = WorldPoint(x: anchorWorld.x + targetWorld.x - projection.targetWorld.x,
                                     y: anchorWorld.y + targetWorld.y - projection.targetWorld.y)
            if let placed = camera.placing(world: shifted, at: anchor, in: viewport) { return placed }
        }
        return camera
    }
}
