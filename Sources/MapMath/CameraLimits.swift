/// What a camera may show: its zoom range and its zoom-dependent tilt limit.
/// Programmatic and gesture camera changes both pass through `clamp(_:)`.
public struct CameraLimits: Hashable, Sendable, Codable {
    /// Allowed zoom levels. Default [2, 21].
    public var zoomRange: ZoomRange
    /// Largest tilt by zoom. Default `TiltLimit.googleIOS`.
    public var tiltLimit: TiltLimit

    /// Google's defaults: zoom [2, 21], tilt 30°–65° by zoom.
    public static let `default` = CameraLimits()

    /// Limits from a zoom range and a tilt table, Google's defaults unless given.
    public init(zoomRange: ZoomRange = .default, tiltLimit: TiltLimit = .googleIOS) {
        self.zoomRange = zoomRange
        self.tiltLimit = tiltLimit
    }

    /// Sets the zoom range, as `GMSMapView.setMinZoom(_:maxZoom:)`; throws when
    /// `minZoom > maxZoom` or either is not finite, leaving the limits unchanged.
    public mutating func setMinZoom(_ minZoom: Double, maxZoom: Double) throws(CameraError) {
        zoomRange = try ZoomRange(minZoom: minZoom, maxZoom: maxZoom)
    }

    /// The largest tilt in degrees at `zoom`.
    public func maxTilt(atZoom zoom: Double) -> Double {
        tiltLimit.maxTilt(atZoom: zoom)
    }

    /// `camera` with its zoom clamped to the range, then its tilt clamped to
    /// [0, maxTilt(atZoom:)] at that zoom. Target and bearing are already normalised
    /// by `CameraPosition`.
    ///
    /// The same value, bit for bit, as `min(max(tilt, 0), maxTilt(atZoom: zoom))`, without
    /// the table lookup when the tilt is not positive: `max(tilt, 0)` is then +0 (or the
    /// NaN itself), and `min(+0, m)` is +0 for every table, whose tilts are never negative
    /// (`TiltLimit` checks its stops, decoded ones too), so neither is an interpolation
    /// between them. Most cameras have tilt 0, and a gesture sample clamps three or four
    /// (`CameraLimitsTests` checks the fast path against the formula).
    public func clamp(_ camera: CameraPosition) -> CameraPosition {
        var c = camera
        c.zoom = zoomRange.clamp(camera.zoom)
        let tilt = camera.tilt
        c.tilt = tilt > 0 ? min(tilt, maxTilt(atZoom: c.zoom)) : (tilt.isNaN ? tilt : 0)
        return c
    }
}
