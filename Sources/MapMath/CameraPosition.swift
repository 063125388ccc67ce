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
/// The initialisers refuse a camera that cannot work (a number that is not finite throws
/// `CameraError.notFinite`) and normalise the rest: target latitude is clamped to
/// ±`maxTargetLatitude` (85°), longitude wrapped into (−180, 180], bearing into [0, 360),
/// tilt into [0, 90). Zoom is stored as given; `CameraLimits.clamp(_:)` applies the zoom
/// range and the zoom-dependent tilt limit. As `GMSCameraPosition`, the fields are
/// read-only outside this package, so every camera an embedder holds is finite; make a
/// changed one with `init(target:zoom:bearing:tilt:)` (tested in MapMathTests'
/// "Validated construction" suite).
public struct CameraPosition: Hashable, Sendable {
    /// Largest |latitude| of a camera target, degrees: 85.
    public static let maxTargetLatitude: Double = 85

    /// The coordinate at the padded centre of the view.
    public package(set) var target: Coordinate
    /// Zoom level: the world is 256 · 2^zoom points wide.
    public package(set) var zoom: Double
    /// Direction the camera faces, degrees clockwise from north, in [0, 360).
    public package(set) var bearing: Double
    /// Angle from nadir, degrees, in [0, 90).
    public package(set) var tilt: Double

    /// A camera from its parts (degrees and zoom level), normalised as the type describes;
    /// throws `CameraError.notFinite` naming the first number that is NaN or infinite.
    public init(target: Coordinate, zoom: Double, bearing: Double = 0, tilt: Double = 0) throws(CameraError) {
        guard target.latitude.isFinite else { throw .notFinite(field: "latitude") }
        guard target.longitude.isFinite else { throw .notFinite(field: "longitude") }
        guard zoom.isFinite else { throw .notFinite(field: "zoom") }
        guard bearing.isFinite else { throw .notFinite(field: "bearing") }
        guard tilt.isFinite else { throw .notFinite(field: "tilt") }
        self.init(normalizing: target, zoom: zoom, bearing: bearing, tilt: tilt)
    }

    /// A camera from latitude, longitude (degrees) and zoom, bearing and tilt 0 by default;
    /// throws as `init(target:zoom:bearing:tilt:)`.
    public init(latitude: Double, longitude: Double, zoom: Double, bearing: Double = 0,
                tilt: Double = 0) throws(CameraError) {
        try self.init(target: Coordinate(latitude: latitude, longitude: longitude),
                      zoom: zoom, bearing: bearing, tilt: tilt)
    }

    /// The same normalisation without the check, for this package's own arithmetic whose
    /// inputs are finite by construction (interpolated animation frames, gesture steps).
    package init(normalizing target: Coordinate, zoom: Double, bearing: Double = 0, tilt: Double = 0) {
        self.target = Coordinate(
            latitude: min(max(target.latitude, -Self.maxTargetLatitude), Self.maxTargetLatitude),
            longitude: Coordinate.wrapLongitude(target.longitude))
        self.zoom = zoom
        self.bearing = Self.normalizeBearing(bearing)
        self.tilt = min(max(tilt, 0), 89.999_999)
    }

    /// The camera at latitude 0, longitude 0, zoom 0, bearing and tilt 0.
    public static let zero = CameraPosition(normalizing: Coordinate(latitude: 0, longitude: 0), zoom: 0)

    /// Whether every number in the camera is finite.
    /// Inlinable: a gesture sample asks it of three cameras or more.
    @inlinable
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

extension CameraPosition: Codable {
    private enum CodingKeys: String, CodingKey { case target, zoom, bearing, tilt }

    /// Decodes `target`, `zoom`, `bearing` and `tilt`, refusing what the initialiser refuses
    /// (as `DecodingError.dataCorrupted` carrying the `CameraError` text).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let target = try c.decode(Coordinate.self, forKey: .target)
        let zoom = try c.decode(Double.self, forKey: .zoom)
        let bearing = try c.decode(Double.self, forKey: .bearing)
        let tilt = try c.decode(Double.self, forKey: .tilt)
        do {
            try self.init(target: target, zoom: zoom, bearing: bearing, tilt: tilt)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes `target`, `zoom`, `bearing` and `tilt`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(target, forKey: .target)
        try c.encode(zoom, forKey: .zoom)
        try c.encode(bearing, forKey: .bearing)
        try c.encode(tilt, forKey: .tilt)
    }
}
