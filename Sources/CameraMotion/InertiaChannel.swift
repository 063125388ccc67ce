/// One channel of MapLibre-style inertia: how fast it decelerates and its speed cap.
public struct InertiaChannel: Hashable, Sendable, Codable {
    /// Deceleration in channel units per second² (points, zoom levels or degrees).
    public var deceleration: Double
    /// Largest speed after `linearity` is applied, channel units per second.
    public var maxSpeed: Double

    /// A channel from its deceleration (units/s²) and speed cap (units/s).
    public init(deceleration: Double, maxSpeed: Double) {
        self.deceleration = deceleration
        self.maxSpeed = maxSpeed
    }
}
