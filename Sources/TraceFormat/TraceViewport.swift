import MapMath
import TraceJSON

/// The map view a trace runs in: its size and padding in points.
public struct TraceViewport: Hashable, Sendable {
    /// View width in points; positive and finite.
    public var width: Double
    /// View height in points; positive and finite.
    public var height: Double
    /// Device pixels per point, informational only (the simulation works in points).
    /// Default 1.
    public var scale: Double
    /// Map padding in points, as `GMSMapView.padding`. Default zero.
    public var padding: EdgeInsets

    /// A viewport of `width` × `height` points, scale 1 and no padding unless given.
    public init(width: Double, height: Double, scale: Double = 1, padding: EdgeInsets = .zero) {
        self.width = width
        self.height = height
        self.scale = scale
        self.padding = padding
    }

    /// The MapMath viewport: size and padding. The decoder has checked both against
    /// `Viewport`'s rules; a viewport built by hand must follow them too (it is taken as
    /// given here).
    public var viewport: Viewport { Viewport(unchecked: width, height: height, padding: padding) }
}
