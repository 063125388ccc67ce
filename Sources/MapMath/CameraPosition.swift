#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the camera looks from: target coordinate, zoom, bearing and tilt, as
/// `GMSCameraPosition`.
///
/// The initialiser normalises: target latitude is clamped to ±`maxTargetLatitude` (85°),
/// longitude wrapped into (−180, 180], bearing into [0, 360), tilt into [0, 90).
/// Zoom is stored as given; `CameraLimits.clamp(_:)` applies the zoom range and the
/// zoom-dependent tilt limit.
public struct CameraPosition: Hashable, Sendable, Codable {
    /// Largest |latitude| of a camera target, degrees: 85.
    public static let maxTargetLatitude: Double = 85

    /// The coordinate at the padded centre of the view.
    public var target: Coordinate
    /// Zoom level: the world is 256 · 2^zoom points wide.
    public var zoom: Double
    /// Direction the camera faces, degrees clockwise from north, in [0, 360).
    public var bearing: Double
    /// Angle from nadir, degrees, in [0, 90).
    public var tilt: Double

    /// A camera from its parts (degrees and zoom level), normalised as the type describes.
    public init(target: Coordinate, zoom: Double, bearing: Double = 0, tilt: Double = 0) {
        self.target = Coordinate(
            latitude: min(max(target.latitude, -Self.maxTargetLatitude), Self.maxTargetLatitude),
            longitude: Coordinate.wrapLongitude(target.longitude))
        self.zoom = zoom
        self.bearing = Self.normalizeBearing(bearing)
        self.tilt = min(max(tilt, 0), 89.999_999)
    }

    /// A camera from latitude, longitude (degrees) and zoom, bearing and tilt 0 by default.
    public init(latitude: Double, longitude: Double, zoom: Double, bearing: Double = 0, tilt: Double = 0) {
        self.init(target: Coordinate(latitude: latitude, longitude: longitude),
                  zoom: zoom, bearing: bearing, tilt: tilt)
    }

    /// Whether every number in the camera is finite.
    public var isFinite: Bool { target.isFinite && zoom.isFinite && bearing.isFinite && tilt.isFinite }

    /// A bearing in degrees brought into [0, 360): −90 → 270, 360 → 0, 725 → 5.
    public static func normalizeBearing(_ bearing: Double) -> Double {
        guard bearing.isFinite else { return bearing }
        if bearing >= 0 && bearing < 360 { return bearing }
        var b = bearing.truncatingRemainder(dividingBy: 360)
        if b < 0 { b += 360 }
        return b == 360 ? 0 : b
    }

    /// The zoom level at which `meters` on the ground at `coordinate` span `points`
    /// on screen (nadir scale), as `GMSCameraPosition.zoom(at:forMeters:perPoints:)`.
    public static func zoomAtCoordinate(_ coordinate: Coordinate, forMeters meters: Double,
                                        perPoints points: Double) -> Double {
        let metersPerPointAtZoom0 = WebMercator.metersPerPoint(atLatitude: coordinate.latitude, zoom: 0)
        return log2(points * metersPerPointAtZoom0 / meters)
    }
}
