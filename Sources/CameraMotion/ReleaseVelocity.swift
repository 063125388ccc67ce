/// The velocity of a gesture at its release, per channel; what a fling starts from.
public struct ReleaseVelocity: Hashable, Sendable, Codable {
    /// Horizontal finger velocity, points per second, right positive.
    public var x: Double
    /// Vertical finger velocity, points per second, down positive.
    public var y: Double
    /// Zoom velocity, levels per second (pinch), in positive.
    public var zoom: Double
    /// Bearing velocity, degrees per second (rotate), clockwise positive.
    public var bearing: Double
    /// Tilt velocity, degrees per second (two-finger tilt), away from nadir positive.
    public var tilt: Double

    /// A release velocity; every channel defaults to 0.
    public init(x: Double = 0, y: Double = 0, zoom: Double = 0, bearing: Double = 0, tilt: Double = 0) {
        self.x = x
        self.y = y
        self.zoom = zoom
        self.bearing = bearing
        self.tilt = tilt
    }

    /// No motion.
    public static let zero = ReleaseVelocity()

    /// Pan speed, points per second: √(x² + y²).
    public var panSpeed: Double { (x * x + y * y).squareRoot() }
}
