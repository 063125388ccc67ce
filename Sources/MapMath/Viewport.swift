/// The map view's size and padding, in points.
///
/// The padded centre `c = (left + (w − left − right)/2, top + (h − top − bottom)/2)` is
/// where the camera target appears, at every bearing and tilt. Sizes must be finite and
/// positive and padding finite and non-negative; file and CLI input is validated at the
/// edge before it gets here.
public struct Viewport: Hashable, Sendable, Codable {
    /// View width in points.
    public var width: Double
    /// View height in points.
    public var height: Double
    /// Map padding in points (`GMSMapView.padding`). Default zero.
    public var padding: EdgeInsets

    /// A viewport of `width` × `height` points with `padding` (default none).
    public init(width: Double, height: Double, padding: EdgeInsets = .zero) {
        self.width = width
        self.height = height
        self.padding = padding
    }

    /// Whether the size is finite and positive and the padding finite and non-negative.
    public var isValid: Bool {
        width.isFinite && height.isFinite && width > 0 && height > 0 && padding.isValid
    }

    /// Where the camera target appears, in view points.
    @inlinable
    public var paddedCenter: ScreenPoint {
        ScreenPoint(x: padding.left + (width - padding.left - padding.right) / 2,
                    y: padding.top + (height - padding.top - padding.bottom) / 2)
    }

    /// The view's bounds: origin zero, full size.
    public var bounds: ScreenRect { ScreenRect(x: 0, y: 0, width: width, height: height) }

    /// The view inset by its padding (width or height may be ≤ 0 when padding exceeds it).
    public var paddedRect: ScreenRect {
        ScreenRect(x: padding.left, y: padding.top,
                   width: width - padding.left - padding.right,
                   height: height - padding.top - padding.bottom)
    }

    /// Distance from the perspective camera to the target, in points: 1.5 × height
    /// (vertical field of view 2·atan(1/3) ≈ 36.87°, MapLibre GL's convention).
    @inlinable
    public var cameraDistance: Double { 1.5 * height }
}
