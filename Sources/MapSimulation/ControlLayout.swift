import MapMath

/// Sizes and margins of the map's built-in controls and of the default info window, in
/// points. Google documents only where each control sits ("a predetermined position
/// relative to the edge of the map", moved inwards by padding); the numbers are our choice,
/// close to what the iOS SDK draws.
///
/// Every control is placed from the padded rectangle (the view inset by its padding):
/// - compass: `compassSize` square, `margin` from the padded top and right edges;
/// - my-location button: `myLocationButtonSize` square, `margin` from the padded bottom
///   and right edges;
/// - floor picker: `floorPickerWidth` wide, `floorPickerLevelHeight` per level (one row
///   per level, `levels[0]` at the top), `margin` from the padded right edge, its bottom
///   `margin` above the my-location button's place (kept free even when the button is
///   hidden, so the picker never jumps).
public struct ControlLayout: Hashable, Sendable {
    /// Distance from the padded edges to the controls, points. Default 12 (our choice).
    public var margin: Double
    /// Side of the compass, points. Default 40 (our choice).
    public var compassSize: Double
    /// Side of the my-location button, points. Default 56 (our choice).
    public var myLocationButtonSize: Double
    /// Width of the floor picker, points. Default 40 (our choice).
    public var floorPickerWidth: Double
    /// Height of one floor picker row, points. Default 40 (our choice).
    public var floorPickerLevelHeight: Double
    /// Size of the default info window (title and snippet), points: 200 × 60 (our choice;
    /// a custom window uses the marker's `infoWindowSize`). The window includes its tip.
    public var defaultInfoWindowSize: Marker.Size

    /// A layout from every value, points.
    public init(margin: Double = 12, compassSize: Double = 40, myLocationButtonSize: Double = 56,
                floorPickerWidth: Double = 40, floorPickerLevelHeight: Double = 40,
                defaultInfoWindowSize: Marker.Size = Marker.Size(width: 200, height: 60)) {
        self.margin = margin
        self.compassSize = compassSize
        self.myLocationButtonSize = myLocationButtonSize
        self.floorPickerWidth = floorPickerWidth
        self.floorPickerLevelHeight = floorPickerLevelHeight
        self.defaultInfoWindowSize = defaultInfoWindowSize
    }

    /// The default layout (every default above).
    public static let standard = ControlLayout()

    /// The compass frame: top-right of the padded rectangle.
    public func compassFrame(in viewport: Viewport) -> ScreenRect {
        let r = viewport.paddedRect
        return ScreenRect(x: r.maxX - margin - compassSize, y: r.y + margin, width: compassSize, height: compassSize)
    }

    /// The my-location button frame: bottom-right of the padded rectangle.
    public func myLocationButtonFrame(in viewport: Viewport) -> ScreenRect {
        let r = viewport.paddedRect
        return ScreenRect(x: r.maxX - margin - myLocationButtonSize, y: r.maxY - margin - myLocationButtonSize,
                          width: myLocationButtonSize, height: myLocationButtonSize)
    }

    /// The floor picker frame for a building with `levelCount` levels: right-aligned with
    /// the other controls, above the my-location button's place.
    public func floorPickerFrame(levelCount: Int, in viewport: Viewport) -> ScreenRect {
        let button = myLocationButtonFrame(in: viewport)
        let height = Double(max(levelCount, 0)) * floorPickerLevelHeight
        return ScreenRect(x: viewport.paddedRect.maxX - margin - floorPickerWidth, y: button.y - margin - height,
                          width: floorPickerWidth, height: height)
    }

    /// The floor picker row (level index) under `point`, or nil.
    public func floorPickerLevel(at point: ScreenPoint, levelCount: Int, in viewport: Viewport) -> Int? {
        let frame = floorPickerFrame(levelCount: levelCount, in: viewport)
        guard levelCount > 0, frame.contains(point) else { return nil }
        let row = Int(((point.y - frame.y) / floorPickerLevelHeight).rounded(.down))
        return min(max(row, 0), levelCount - 1)
    }

    /// An info window of `size` centred above `anchor` (the marker's info window anchor
    /// point): its bottom edge (the tip) on the anchor.
    public func infoWindowFrame(anchor: ScreenPoint, size: Marker.Size) -> ScreenRect {
        ScreenRect(x: anchor.x - size.width / 2, y: anchor.y - size.height, width: size.width, height: size.height)
    }
}
