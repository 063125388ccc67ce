#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A geographic coordinate on the WGS 84 ellipsoid, in degrees.
///
/// The value holds what it is given; `wrapped` and the camera limits decide how a
/// coordinate is brought into range. Latitude grows north, longitude grows east.
public struct Coordinate: Hashable, Sendable, Codable {
    /// Latitude in degrees, north positive. Meaningful in [-90, 90].
    public var latitude: Double
    /// Longitude in degrees, east positive. Meaningful in [-180, 180].
    public var longitude: Double

    /// A coordinate from latitude and longitude in degrees.
    @inlinable
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both components are finite numbers.
    @inlinable
    public var isFinite: Bool { latitude.isFinite && longitude.isFinite }

    /// The same place with latitude clamped to [-90, 90] and longitude wrapped into (-180, 180].
    public var wrapped: Coordinate {
        Coordinate(latitude: min(max(latitude, -90), 90),
                   longitude: Coordinate.wrapLongitude(longitude))
    }

    /// Wraps a longitude in degrees into (-180, 180]: 180 stays 180, -180 becomes 180,
    /// 190 becomes -170. Non-finite input is returned unchanged.
    @inlinable
    public static func wrapLongitude(_ longitude: Double) -> Double {
        if longitude > -180 && longitude <= 180 { return longitude }
        guard longitude.isFinite else { return longitude }
        var r = (longitude + 180).truncatingRemainder(dividingBy: 360)
        if r <= 0 { r += 360 }
        return r - 180
    }

    /// Great-circle distance to `other` in meters on a sphere of `WebMercator.earthRadius`
    /// (haversine formula).
    public func distance(to other: Coordinate) -> Double {
        let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
        let dφ = φ2 - φ1
        let dλ = (other.longitude - longitude) * .pi / 180
        let s = sin(dφ / 2), t = sin(dλ / 2)
        let a = s * s + cos(φ1) * cos(φ2) * t * t
        return 2 * WebMercator.earthRadius * asin(min(1, a.squareRoot()))
    }
}
