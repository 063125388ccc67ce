/// The map view's size and padding, in points.
///
/// The padded centre `c = (left + (w − left − right)/2, top + (h − top − bottom)/2)` is
/// where the camera target appears, at every bearing and tilt. A viewport that cannot
/// work is refused where it is made: sizes must be finite and positive, padding finite and
/// non-negative, and left + right less than the width, top + bottom less than the height.
/// The fields are read-only outside this package, so every viewport an embedder holds is
/// valid (tested in MapMathTests' "Validated construction" suite).
public struct Viewport: Hashable, Sendable {
    /// View width in points.
    public package(set) var width: Double
    /// View height in points.
    public package(set) var height: Double
    /// Map padding in points (`GMSMapView.padding`). Default zero.
    public package(set) var padding: EdgeInsets

    /// A viewport of `width` × `height` points with `padding` (default none); throws
    /// `CameraError.notFinite`, `.viewportSizeNotPositive`, `.paddingNegative` or
    /// `.paddingFillsView`, in that order of checking.
    public init(width: Double, height: Double, padding: EdgeInsets = .zero) throws(CameraError) {
        guard width.isFinite else { throw .notFinite(field: "width") }
        guard height.isFinite else { throw .notFinite(field: "height") }
        guard width > 0, height > 0 else { throw .viewportSizeNotPositive(width: width, height: height) }
        try Self.check(padding, width: width, height: height)
        self.init(unchecked: width, height: height, padding: padding)
    }

    /// A viewport taken as given, for values this package has already checked.
    package init(unchecked width: Double, height: Double, padding: EdgeInsets = .zero) {
        self.width = width
        self.height = height
        self.padding = padding
    }

    /// This viewport with `padding` instead; throws as `init(width:height:padding:)`.
    public func withPadding(_ padding: EdgeInsets) throws(CameraError) -> Viewport {
        try Self.check(padding, width: width, height: height)
        return Viewport(unchecked: width, height: height, padding: padding)
    }

    /// Throws unless `padding` is finite, non-negative and leaves room in `width` × `height`.
    static func check(_ padding: EdgeInsets, width: Double, height: Double) throws(CameraError) {
        let sides = [("top", padding.top), ("left", padding.left), ("bottom", padding.bottom), ("right", padding.right)]
        for (name, value) in sides {
            guard value.isFinite else { throw .notFinite(field: "padding.\(name)") }
            guard value >= 0 else { throw .paddingNegative(field: name, value: value) }
        }
        guard padding.left + padding.right < width else {
            throw .paddingFillsView(axis: "horizontal", padding: padding.left + padding.right, size: width)
        }
        guard padding.top + padding.bottom < height else {
            throw .paddingFillsView(axis: "vertical", padding: padding.top + padding.bottom, size: height)
        }
    }

    /// Where the camera target appears, in view points.
    @inlinable
    public var paddedCenter: ScreenPoint {
        ScreenPoint(x: padding.left + (width - padding.left - padding.right) / 2,
                    y: padding.top + (height - padding.top - padding.bottom) / 2)
    }

    /// The view's bounds: origin zero, full size.
    public var bounds: ScreenRect { ScreenRect(x: 0, y: 0, width: width, height: height) }

    /// The view inset by its padding (width and height positive).
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

extension Viewport: Codable {
    private enum CodingKeys: String, CodingKey { case width, height, padding }

    /// Decodes `width`, `height` and `padding`, refusing what the initialiser refuses (as
    /// `DecodingError.dataCorrupted` carrying the `CameraError` text).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let width = try c.decode(Double.self, forKey: .width)
        let height = try c.decode(Double.self, forKey: .height)
        let padding = try c.decode(EdgeInsets.self, forKey: .padding)
        do {
            try self.init(width: width, height: height, padding: padding)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes `width`, `height` and `padding`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(padding, forKey: .padding)
    }
}
