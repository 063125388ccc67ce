/// A point in a view, in points, origin at the top-left, x right, y down.
public struct ScreenPoint: Hashable, Sendable, Codable {
    /// Horizontal position in points from the view's left edge.
    public var x: Double
    /// Vertical position in points from the view's top edge, growing down.
    public var y: Double

    /// A screen point from its components in points.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Distance to `other` in points.
    @inlinable
    public func distance(to other: ScreenPoint) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}
