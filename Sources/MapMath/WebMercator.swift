#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Spherical Web Mercator (EPSG:3857) with Google's 256-point tiles.
///
/// World units: at zoom 0 the world is `tileSize` = 256 units wide; at zoom z it is
/// `256 · 2^z` points wide. Forward: x = (lng + 180)/360 · W,
/// y = (1/2 − ln((1 + sin φ)/(1 − sin φ))/(4π)) · W, with latitude clamped to
/// ±`maxLatitude` first. The inverse is exact up to rounding (round trips within 1e-9°).
public enum WebMercator {
    /// Side of one tile in points: 256 (Google Maps convention).
    public static let tileSize: Double = 256

    /// The latitude where the square Mercator world ends, in degrees: atan(sinh π)·180/π
    /// ≈ 85.0511287798066°. Latitudes beyond it project onto the world's edge.
    public static let maxLatitude: Double = 85.0511287798066

    /// Radius of the Web Mercator sphere in meters: the WGS 84 semi-major axis, 6,378,137 m
    /// (EPSG:3857).
    public static let earthRadius: Double = 6_378_137

    /// Scale factor from world units (zoom 0) to world points at `zoom`: 2^zoom.
    @inlinable
    public static func scale(atZoom zoom: Double) -> Double {
        exp2(zoom)
    }

    /// Width of the world in points at `zoom`: 256 · 2^zoom.
    @inlinable
    public static func worldWidth(atZoom zoom: Double) -> Double {
        tileSize * exp2(zoom)
    }

    /// An x offset in world units (zoom 0) moved onto the nearest world copy: `dx` minus
    /// the multiple of 256 nearest it, so the result lies in [−128, 128]. At an exact tie
    /// (a point half a world away) the multiple with an even count of worlds wins, so an
    /// offset of ±128 between two points of the same world copy (x in [0, 256]) stays
    /// as it is; the point keeps the side of the world it is on. Every world wrap in
    /// mapsim (projection, camera moves, the batch projector, indoor footprints, the SVG
    /// ground map) uses this rule.
    @inlinable
    public static func nearestCopyOffset(_ dx: Double) -> Double {
        dx - nearestCopyShift(dx)
    }

    /// The whole number of worlds, in world units (a multiple of 256), that
    /// `nearestCopyOffset(_:)` subtracts from `dx`: 256 · round(dx / 256), ties to even.
    @inlinable
    public static func nearestCopyShift(_ dx: Double) -> Double {
        tileSize * (dx / tileSize).rounded(.toNearestOrEven)
    }

    /// The world point of `coordinate` in world units (zoom 0, 256 units wide).
    /// Latitude is clamped to ±`maxLatitude`; longitude is used as given, so 180° maps
    /// to x = 256 and values outside ±180° land on neighbouring world copies.
    @inlinable
    public static func worldPoint(for coordinate: Coordinate) -> WorldPoint {
        let lat = min(max(coordinate.latitude, -maxLatitude), maxLatitude)
        let s = sin(lat * (Double.pi / 180))
        let x = (coordinate.longitude + 180) * (tileSize / 360)
        let y = (0.5 - log((1 + s) / (1 - s)) / (4 * Double.pi)) * tileSize
        return WorldPoint(x: x, y: y)
    }

    /// The world point of `coordinate` in world points at `zoom` (world `256 · 2^zoom` wide).
    @inlinable
    public static func worldPoint(for coordinate: Coordinate, zoom: Double) -> WorldPoint {
        worldPoint(for: coordinate).scaled(toZoom: zoom)
    }

    /// The coordinate of a world point given in world units (zoom 0). The longitude is
    /// wrapped into (−180, 180] for every finite x (an x so large that x · 360/256
    /// overflows, beyond about ±1.28e308, is first reduced to one world, exactly); y
    /// outside [0, 256] gives latitudes beyond ±`maxLatitude` (the inverse formula is
    /// defined for every finite y, ±90° at the infinities).
    @inlinable
    public static func coordinate(for point: WorldPoint) -> Coordinate {
        var lng = point.x * (360 / tileSize) - 180
        if !lng.isFinite && point.x.isFinite {
            lng = point.x.truncatingRemainder(dividingBy: tileSize) * (360 / tileSize) - 180
        }
        let psi = Double.pi * (1 - 2 * point.y / tileSize)
        let lat = atan(sinh(psi)) * (180 / Double.pi)
        return Coordinate(latitude: lat, longitude: Coordinate.wrapLongitude(lng))
    }

    /// The coordinate of a world point given in world points at `zoom`.
    @inlinable
    public static func coordinate(for point: WorldPoint, zoom: Double) -> Coordinate {
        let s = 1 / scale(atZoom: zoom)
        return coordinate(for: WorldPoint(x: point.x * s, y: point.y * s))
    }

    /// The tile that contains `coordinate` at integer `zoom` (0...30; x east from −180°,
    /// y south from the north limit). Columns are half-open, so ±180° is in column 0;
    /// latitudes beyond the Mercator limit fall in the first or last row.
    public static func tile(for coordinate: Coordinate, zoom: Int) -> TileIndex {
        // Half-open columns [x, x + 1): the ±180° meridian is the west edge of column 0.
        var lng = (coordinate.longitude + 180).truncatingRemainder(dividingBy: 360)
        if lng < 0 { lng += 360 }
        let p = worldPoint(for: Coordinate(latitude: coordinate.latitude, longitude: lng - 180))
        let tiles = Double(1 << max(0, min(zoom, 30)))
        let last = tiles - 1
        let tx = min(max((p.x / tileSize * tiles).rounded(.down), 0), last)
        let ty = min(max((p.y / tileSize * tiles).rounded(.down), 0), last)
        return TileIndex(x: Int(tx), y: Int(ty), zoom: max(0, min(zoom, 30)))
    }

    /// Meters on the ground per world point at `zoom` and `latitude` (degrees):
    /// cos φ · 2πR / (256 · 2^zoom).
    @inlinable
    public static func metersPerPoint(atLatitude latitude: Double, zoom: Double) -> Double {
        cos(latitude * .pi / 180) * 2 * .pi * earthRadius / worldWidth(atZoom: zoom)
    }
}
