import MapMath

/// A partial camera: the fields a camera command changes
/// (nil = keep the current value).
public struct CameraChange: Hashable, Sendable {
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

    /// `camera` with the given fields replaced, normalised; a change with a field that is
    /// not finite is ignored and gives `camera` unchanged (our choice: the trace decoder
    /// refuses such a change, and an app's NaN should not reach the camera).
    public func applied(to camera: CameraPosition) -> CameraPosition {
        (try? CameraPosition(latitude: latitude ?? camera.target.latitude,
                             longitude: longitude ?? camera.target.longitude,
                             zoom: zoom ?? camera.zoom,
                             bearing: bearing ?? camera.bearing,
                             tilt: tilt ?? camera.tilt)) ?? camera
    }
}
