import MapMath
import MapSimulation
import TraceJSON

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
    /// The decoder has checked that every number is finite; a camera built by hand must be
    /// finite too (it is taken as given here).
    public var cameraPosition: CameraPosition {
        CameraPosition(normalizing: Coordinate(latitude: latitude, longitude: longitude),
                       zoom: zoom, bearing: bearing, tilt: tilt)
    }
}

/// A partial camera in a `moveCamera` or `animateCamera` command: the simulation's
/// `CameraChange` (nil fields keep the current value).
public typealias TraceCameraChange = CameraChange
