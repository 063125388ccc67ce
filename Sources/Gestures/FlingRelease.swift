import MapMath

/// What a released gesture carries on with, per channel: the payload of
/// `GestureAction.fling`.
public struct FlingRelease: Hashable, Sendable {
    /// Pan velocity, points per second (x right, y down).
    public var panVelocity: SIMD2<Double>
    /// Zoom velocity, levels per second (nonzero only under `.inertiaBuffer`).
    public var zoomVelocity: Double
    /// Bearing velocity, degrees per second clockwise (`.inertiaBuffer` only).
    public var bearingVelocity: Double
    /// Tilt velocity, degrees per second (`.inertiaBuffer` only).
    public var tiltVelocity: Double
    /// Where zoom and bearing carry on about, view points: the release centroid
    /// (`.fingerTracker`) or the last recorded centroid (`.inertiaBuffer`).
    public var around: ScreenPoint

    /// A release from its parts; zoom, bearing and tilt default to 0.
    public init(panVelocity: SIMD2<Double>, zoomVelocity: Double = 0, bearingVelocity: Double = 0,
                tiltVelocity: Double = 0, around: ScreenPoint) {
        self.panVelocity = panVelocity
        self.zoomVelocity = zoomVelocity
        self.bearingVelocity = bearingVelocity
        self.tiltVelocity = tiltVelocity
        self.around = around
    }
}
