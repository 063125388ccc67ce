#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A point in the Web Mercator world plane in world units: 256 units span the whole
/// world at zoom 0 (Google's 256-point tiles). `x` grows east from longitude -180°,
/// `y` grows south from latitude +85.0511287798066°.
///
/// Multiply by `2^zoom` for world points at a zoom (`scaled(toZoom:)`).
public struct WorldPoint: Hashable, Sendable, Codable {
    /// East-west position in world units, [0, 256) for the primary world copy.
    public var x: Double
    /// North-south position in world units, 0 at the north limit, 256 at the south limit.
    public var y: Double

    /// A world point from its components in world units.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// This point in world points at `zoom`, where the world is `256 · 2^zoom` points wide.
    @inlinable
    public func scaled(toZoom zoom: Double) -> WorldPoint {
        let s = WebMercator.scale(atZoom: zoom)
        return WorldPoint(x: x * s, y: y * s)
    }
}
