#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// MapLibre GL JS inertia (`handler_inertia.ts`), per channel.
///
/// For a release velocity v (channel units per second; MapLibre measures it as the mean
/// over the last 160 ms, we take the gesture layer's release velocity):
/// speed = clamp(v · linearity, −maxSpeed, maxSpeed), duration = |speed| / (deceleration ·
/// linearity) seconds, travel = speed · duration / 2. The channels are eased together over
/// the longest channel duration with `easing` (MapLibre cannot give channels different
/// durations either, and uses the longest).
public struct MapLibreInertia: Hashable, Sendable, Codable {
    /// Pan, points: deceleration 2500 pt/s², maxSpeed 1400 pt/s (`defaultPanInertiaOptions`).
    public var pan: InertiaChannel
    /// Zoom, levels: deceleration 20, maxSpeed 1400 (`defaultZoomInertiaOptions`).
    public var zoom: InertiaChannel
    /// Bearing, degrees: deceleration 1000°/s², maxSpeed 360°/s (`defaultBearingInertiaOptions`).
    public var bearing: InertiaChannel
    /// Tilt (pitch), degrees: deceleration 1000°/s², maxSpeed 90°/s (`defaultPitchInertiaOptions`).
    public var tilt: InertiaChannel
    /// Share of the release speed the inertia keeps, 0.3 (`defaultInertiaOptions.linearity`).
    public var linearity: Double
    /// Easing of the inertia motion: bezier(0, 0, 0.3, 1) (`defaultInertiaOptions.easing`).
    public var easing: TimingCurve

    /// Inertia from its channels, linearity and easing; MapLibre GL JS defaults unless given.
    public init(pan: InertiaChannel = InertiaChannel(deceleration: 2500, maxSpeed: 1400),
                zoom: InertiaChannel = InertiaChannel(deceleration: 20, maxSpeed: 1400),
                bearing: InertiaChannel = InertiaChannel(deceleration: 1000, maxSpeed: 360),
                tilt: InertiaChannel = InertiaChannel(deceleration: 1000, maxSpeed: 90),
                linearity: Double = 0.3, easing: TimingCurve = .mapLibreInertia) {
        self.pan = pan
        self.zoom = zoom
        self.bearing = bearing
        self.tilt = tilt
        self.linearity = linearity
        self.easing = easing
    }

    /// MapLibre GL JS's defaults.
    public static let mapLibre = MapLibreInertia()

    /// Travel (signed, channel units) and duration (seconds) of one channel for release
    /// velocity `velocity`: the closed form in the type's description. Zero, 0 s for a zero,
    /// non-finite or degenerate input (no deceleration, no linearity).
    public func travel(velocity: Double, channel: InertiaChannel) -> (distance: Double, duration: Double) {
        guard velocity.isFinite, velocity != 0, linearity.isFinite, linearity > 0,
              channel.deceleration.isFinite, channel.deceleration > 0, channel.maxSpeed > 0
        else { return (0, 0) }
        let speed = min(max(velocity * linearity, -channel.maxSpeed), channel.maxSpeed)
        let duration = abs(speed) / (channel.deceleration * linearity)
        guard duration.isFinite else { return (0, 0) }
        return (speed * duration / 2, duration)
    }
}
