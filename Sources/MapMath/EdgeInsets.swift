/// Insets from a view's edges in points, as UIKit's `UIEdgeInsets`. Default zero.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// Inset from the top edge, in points.
    public var top: Double
    /// Inset from the left edge, in points.
    public var left: Double
    /// Inset from the bottom edge, in points.
    public var bottom: Double
    /// Inset from the right edge, in points.
    public var right: Double

    /// Insets in points; every side defaults to 0.
    @inlinable
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side, in points.
    @inlinable
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// Whether every side is finite and not negative.
    public var isValid: Bool {
        [top, left, bottom, right].allSatisfy { $0.isFinite && $0 >= 0 }
    }
}
