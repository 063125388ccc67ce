/// An axis-aligned rectangle in view points (origin top-left).
public struct ScreenRect: Hashable, Sendable, Codable {
    /// Left edge in points.
    public var x: Double
    /// Top edge in points.
    public var y: Double
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A rectangle from its top-left corner and size, in points.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Right edge in points.
    public var maxX: Double { x + width }
    /// Bottom edge in points.
    public var maxY: Double { y + height }
    /// Centre of the rectangle.
    public var center: ScreenPoint { ScreenPoint(x: x + width / 2, y: y + height / 2) }

    /// Whether `point` lies inside or on the edge of the rectangle.
    @inlinable
    public func contains(_ point: ScreenPoint) -> Bool {
        point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
    }
}
