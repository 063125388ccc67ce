#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A latitude/longitude box, as `GMSCoordinateBounds`. When `west > east` the box
/// crosses the antimeridian (it spans from `west` east through 180° to `east`).
public struct CoordinateBounds: Hashable, Sendable, Codable {
    /// Southern edge, degrees.
    public var south: Double
    /// Western edge, degrees in (−180, 180] (or −180 for a box that spans every longitude).
    public var west: Double
    /// Northern edge, degrees.
    public var north: Double
    /// Eastern edge, degrees in (−180, 180].
    public var east: Double

    /// A box from its edges in degrees.
    public init(south: Double, west: Double, north: Double, east: Double) {
        self.south = south
        self.west = west
        self.north = north
        self.east = east
    }

    /// The smallest box holding both corners, taking the shorter way round in longitude,
    /// as `GMSCoordinateBounds(coordinate:coordinate:)`.
    public init(_ a: Coordinate, _ b: Coordinate) {
        self.init(containing: [a, b], referenceLongitude: a.longitude)
    }

    /// The box holding `coordinates`, each longitude taken on the world copy nearest
    /// `referenceLongitude`; spans every longitude when they reach 360° or more.
    public init(containing coordinates: [Coordinate], referenceLongitude: Double) {
        var south = Double.infinity, north = -Double.infinity
        var lo = Double.infinity, hi = -Double.infinity
        var westmost = 0.0, eastmost = 0.0
        for c in coordinates {
            south = min(south, c.latitude)
            north = max(north, c.latitude)
            let l = referenceLongitude + Coordinate.wrapLongitude(c.longitude - referenceLongitude)
            if l < lo { lo = l; westmost = c.longitude }
            if l > hi { hi = l; eastmost = c.longitude }
        }
        self.init(south: south, north: north, unwrappedWest: lo, unwrappedEast: hi)
        // Take the edges from the extreme coordinates themselves: the unwrapped values
        // carry rounding from the reference shift and could leave a corner just outside.
        if !coordinates.isEmpty && hi - lo < 360 {
            let w = Coordinate.wrapLongitude(westmost)
            west = (w == 180 && hi > lo) ? -180 : w
            east = Coordinate.wrapLongitude(eastmost)
        }
    }

    /// A box from a longitude interval that may leave (−180, 180] (for example −190…−170,
    /// which crosses the antimeridian); spans every longitude when it is 360° or wider.
    public init(south: Double, north: Double, unwrappedWest lo: Double, unwrappedEast hi: Double) {
        self.south = south
        self.north = north
        if hi - lo >= 360 {
            west = -180
            east = 180
        } else {
            let w = Coordinate.wrapLongitude(lo)
            west = (w == 180 && hi > lo) ? -180 : w
            east = Coordinate.wrapLongitude(hi)
        }
    }

    /// Whether the box crosses the antimeridian.
    public var crossesAntimeridian: Bool { west > east }

    /// East-west extent in degrees, [0, 360].
    public var longitudeSpan: Double { crossesAntimeridian ? east - west + 360 : east - west }

    /// Whether `coordinate` lies inside or on the edge of the box.
    public func contains(_ coordinate: Coordinate) -> Bool {
        guard coordinate.latitude >= south, coordinate.latitude <= north else { return false }
        let lng = Coordinate.wrapLongitude(coordinate.longitude)
        if longitudeSpan >= 360 { return true }
        if crossesAntimeridian { return lng >= west || lng <= east }
        return (lng >= west && lng <= east) || (west == -180 && lng == 180)
    }
}
