import MapMath

/// The camera a trace starts with, as written in the file (degrees and zoom level).
/// Unlike `CameraPosition` it keeps the values exactly as given; `cameraPosition`
/// normalises them.
public struct TraceCamera: Hashable, Sendable {
    /// Target latitude in degrees, within [-90, 90].
    public var latitude: Double
    /// Target longitude in degrees, within [-180, 180].
    public var longitude: Double
    /// Zoom level, within [0, 30] (our limit; the map clamps to its zoom range).
    public var zoom: Double
    /// Bearing in degrees clockwise from north. Default 0.
    public var bearing: Double
    /// Tilt in degrees from nadir, within [0, 90). Default 0.
    public var tilt: Double

    /// A camera from its parts; bearing and tilt default to 0.
    public init(latitude: Double, longitude: Double, zoom: Double, bearing: Double = 0, tilt: Double = 0) {
        self.latitude = latitude
        self.longitude = longitude
        self.zoom = zoom
        self.bearing = bearing
        self.tilt = tilt
    }

    /// The normalised MapMath camera (latitude clamped to ±85°, bearing into [0, 360)).
    public var cameraPosition: CameraPosition {
        CameraPosition(latitude: latitude, longitude: longitude, zoom: zoom, bearing: bearing, tilt: tilt)
    }
}

/// A partial camera: the fields a `moveCamera` or `animateCamera` command changes
/// (nil = keep the current value).
public struct TraceCameraChange: Hashable, Sendable {
    /// New target latitude in degrees, within [-90, 90], or nil.
    public var latitude: Double?
    /// New target longitude in degrees, within [-180, 180], or nil.
    public var longitude: Double?
    /// New zoom level, within [0, 30], or nil.
    public var zoom: Double?
    /// New bearing in degrees, or nil.
    public var bearing: Double?
    /// New tilt in degrees, within [0, 90), or nil.
    public var tilt: Double?

    /// A change of the given fields only.
    public init(latitude: Double? = nil, longitude: Double? = nil, zoom: Double? = nil,
                bearing: Double? = nil, tilt: Double? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.zoom = zoom
        self.bearing = bearing
        self.tilt = tilt
    }

    /// `camera` with the given fields replaced.
    public func applied(to camera: CameraPosition) -> CameraPosition {
        CameraPosition(latitude: latitude ?? camera.target.latitude,
                       longitude: longitude ?? camera.target.longitude,
                       zoom: zoom ?? camera.zoom,
                       bearing: bearing ?? camera.bearing,
                       tilt: tilt ?? camera.tilt)
    }
}
