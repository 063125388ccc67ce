import MapMath

/// An eased camera animation from a start camera to an end camera, sampled at any time.
///
/// Between the ends, at progress f = curve(t / duration): the target moves in a straight
/// line in Web Mercator world space, the shorter way round the world; zoom moves linearly
/// in levels (geometrically in scale); bearing turns the short way (350° → 10° passes
/// through 0°); tilt moves linearly and is clamped to the limits' maximum at the sampled
/// zoom at every sample. With an anchor, zoom, bearing and tilt change about that view
/// point: the coordinate under it stays under it throughout (the target follows from that).
/// `camera(at:)` returns the start exactly for t ≤ 0 and the end exactly for t ≥ duration;
/// a target that does not move stays bit-for-bit the start's.
public struct CameraAnimation: Hashable, Sendable {
    /// The camera at t ≤ 0 (the given start, clamped to the limits).
    public let start: CameraPosition
    /// The camera at t ≥ duration (clamped to the limits; for an anchored animation, with
    /// the target that keeps the anchor's coordinate under the anchor).
    public let end: CameraPosition
    /// Length in seconds, ≥ 0.
    public let duration: Double
    /// How progress follows time.
    public let curve: TimingCurve
    /// The view point zoom, bearing and tilt change about, or nil (about the padded
    /// centre, target moving in a straight line). Nil also when the requested anchor was
    /// above the horizon at the start.
    public let anchor: ScreenPoint?
    /// The view the animation runs in.
    public let viewport: Viewport
    /// The limits every sample is clamped to.
    public let limits: CameraLimits

    let startWorld: WorldPoint
    let worldDelta: WorldPoint
    let bearingDelta: Double
    let anchorWorld: WorldPoint?

    /// An animation from `start` to `end` over `timing`, the target moving in a straight
    /// line in world space; both cameras are clamped to `limits`.
    public init(from start: CameraPosition, to end: CameraPosition, timing: AnimationTiming,
                viewport: Viewport, limits: CameraLimits) {
        let s = limits.clamp(start), e = limits.clamp(end)
        self.start = s
        self.end = e
        duration = timing.safeDuration
        curve = timing.curve
        anchor = nil
        self.viewport = viewport
        self.limits = limits
        startWorld = WebMercator.worldPoint(for: s.target)
        let d = MotionMath.shortestWorldDelta(from: startWorld, to: WebMercator.worldPoint(for: e.target))
        worldDelta = WorldPoint(x: d.dx, y: d.dy)
        bearingDelta = MotionMath.shortestBearingDelta(from: s.bearing, to: e.bearing)
        anchorWorld = nil
    }

    /// An animation from `start` to `zoom`, `bearing` and `tilt` (nil keeps the start's)
    /// about view point `anchor`: the coordinate under the anchor at the start stays under
    /// it at every sample, as zooming about a focal point does. When the anchor is above the
    /// horizon, the change happens about the padded centre instead (target fixed).
    public init(from start: CameraPosition, toZoom zoom: Double, bearing: Double? = nil, tilt: Double? = nil,
                about anchor: ScreenPoint, timing: AnimationTiming, viewport: Viewport, limits: CameraLimits) {
        let s = limits.clamp(start)
        self.start = s
        duration = timing.safeDuration
        curve = timing.curve
        self.viewport = viewport
        self.limits = limits
        startWorld = WebMercator.worldPoint(for: s.target)
        worldDelta = WorldPoint(x: 0, y: 0)
        let endOrientation = limits.clamp(CameraPosition(
            normalizing: s.target, zoom: zoom.isFinite ? zoom : s.zoom,
            bearing: bearing.flatMap { $0.isFinite ? $0 : nil } ?? s.bearing,
            tilt: tilt.flatMap { $0.isFinite ? $0 : nil } ?? s.tilt))
        bearingDelta = MotionMath.shortestBearingDelta(from: s.bearing, to: endOrientation.bearing)
        let anchorWorld = anchor.isFinite
            ? Projection(camera: s, viewport: viewport).worldPoint(for: anchor) : nil
        self.anchorWorld = anchorWorld
        self.anchor = anchorWorld == nil ? nil : anchor
        // The end comes from the same sampling as every other time, so it is continuous.
        end = Self.sample(fraction: 1, start: s, endZoom: endOrientation.zoom, endTilt: endOrientation.tilt,
                          startWorld: startWorld, worldDelta: worldDelta, bearingDelta: bearingDelta,
                          anchor: self.anchor, anchorWorld: anchorWorld, viewport: viewport, limits: limits)
    }

    /// The camera at `time` seconds after the start: exactly `start` for t ≤ 0 (or NaN),
    /// exactly `end` for t ≥ duration, clamped to the limits in between.
    public func camera(at time: Double) -> CameraPosition {
        if time >= duration { return end }
        guard time > 0 else { return start }
        let f = curve.progress(at: time / duration)
        return Self.sample(fraction: f, start: start, endZoom: end.zoom, endTilt: end.tilt,
                           startWorld: startWorld, worldDelta: worldDelta, bearingDelta: bearingDelta,
                           anchor: anchor, anchorWorld: anchorWorld, viewport: viewport, limits: limits)
    }

    /// Whether the animation has reached its end at `time` (t ≥ duration).
    public func isFinished(at time: Double) -> Bool { time >= duration }

    static func sample(fraction f: Double, start: CameraPosition, endZoom: Double, endTilt: Double,
                       startWorld: WorldPoint, worldDelta: WorldPoint, bearingDelta: Double,
                       anchor: ScreenPoint?, anchorWorld: WorldPoint?, viewport: Viewport,
                       limits: CameraLimits) -> CameraPosition {
        let zoom = start.zoom + f * (endZoom - start.zoom)
        let bearing = start.bearing + f * bearingDelta
        let tilt = start.tilt + f * (endTilt - start.tilt)
        let world = WorldPoint(x: startWorld.x + f * worldDelta.x, y: startWorld.y + f * worldDelta.y)
        let camera = limits.clamp(worldDelta == WorldPoint(x: 0, y: 0)
            ? CameraPosition(normalizing: start.target, zoom: zoom, bearing: bearing, tilt: tilt)
            : MotionMath.camera(world: world, zoom: zoom, bearing: bearing, tilt: tilt))
        if let anchor, let anchorWorld, let placed = camera.placing(world: anchorWorld, at: anchor, in: viewport) {
            return placed
        }
        return camera
    }
}

extension ScreenPoint {
    /// Whether both components are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}
