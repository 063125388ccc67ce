import TraceJSON

/// Expected camera fields, each compared within `tolerance`.
public struct TraceCameraExpectation: Hashable, Sendable {
    /// Default tolerance: 1e-6 (degrees for lat, lng, bearing, tilt; levels for zoom)
    /// (our choice).
    public static let defaultTolerance = 1e-6

    /// Expected target latitude in degrees, or nil.
    public var latitude: Double?
    /// Expected target longitude in degrees, or nil (compared on the circle).
    public var longitude: Double?
    /// Expected zoom level, or nil.
    public var zoom: Double?
    /// Expected bearing in degrees, or nil (compared on the circle: 359.9 is near 0).
    public var bearing: Double?
    /// Expected tilt in degrees, or nil.
    public var tilt: Double?
    /// Largest allowed difference, degrees or zoom levels; non-negative. Default 1e-6.
    public var tolerance: Double

    /// An expectation of the given fields.
    public init(latitude: Double? = nil, longitude: Double? = nil, zoom: Double? = nil,
                bearing: Double? = nil, tilt: Double? = nil,
                tolerance: Double = TraceCameraExpectation.defaultTolerance) {
        self.latitude = latitude
        self.longitude = longitude
        self.zoom = zoom
        self.bearing = bearing
        self.tilt = tilt
        self.tolerance = tolerance
    }
}
