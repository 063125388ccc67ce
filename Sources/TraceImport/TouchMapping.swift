import MapMath
import TraceFormat

/// The linear map from a touchscreen's raw positions to view points: per axis, raw
/// minimum → `xOffset` (`yOffset`), raw maximum → offset + `width` (`height`) of the area
/// the device covers in the view.
///
/// - `TouchFit.stretch` (the default): the area is the whole view, each axis scaled on its
///   own (x = (raw − xMin)/(xMax − xMin) · view width, y likewise with the height).
/// - `TouchFit.contain`: one scale for both axes. The device's aspect is its physical
///   aspect, ((xMax − xMin)/xResolution) / ((yMax − yMin)/yResolution) in mm, when both
///   axes give a resolution in units per mm, else the aspect of its unit ranges,
///   (xMax − xMin)/(yMax − yMin). The area has that aspect, fills the view's width or its
///   height (whichever is reached first) and is centred along the other axis.
///
/// Distortion (`stretchDistortion`): under stretch, the ratio of the x scale to the y
/// scale, in points per mm when both resolutions are known, else in points per raw unit:
/// (view width / device width) / (view height / device height). It is 1 when the view has
/// the device's aspect; `distortsAspect` is true when it is outside [1/1.1, 1.1], the
/// device's aspect changed by more than 10 % (our choice of bound), which the CLI reports
/// with a note naming `--fit contain`. Under contain the scales are equal by construction.
public struct TouchMapping: Hashable, Sendable {
    /// Largest stretch distortion taken as keeping the aspect: 1.1 (10 %; our choice).
    public static let distortionTolerance = 1.1

    /// The device's axis ranges and resolutions.
    public let ranges: TouchAxisRanges
    /// How the axes map onto the view.
    public let fit: TouchFit
    /// The view's width in points.
    public let viewWidth: Double
    /// The view's height in points.
    public let viewHeight: Double
    /// The view x, in points, of the raw x minimum (0 under stretch).
    public let xOffset: Double
    /// The view y, in points, of the raw y minimum (0 under stretch).
    public let yOffset: Double
    /// The width, in points, the raw x range covers (the view's width under stretch).
    public let width: Double
    /// The height, in points, the raw y range covers (the view's height under stretch).
    public let height: Double

    /// The map of `ranges` (valid: max > min) onto a view of `viewWidth` × `viewHeight`
    /// points (both positive) with `fit`.
    public init(ranges: TouchAxisRanges, viewWidth: Double, viewHeight: Double, fit: TouchFit) {
        self.ranges = ranges
        self.fit = fit
        self.viewWidth = viewWidth
        self.viewHeight = viewHeight
        switch fit {
        case .stretch:
            (xOffset, yOffset, width, height) = (0, 0, viewWidth, viewHeight)
        case .contain:
            let device = Self.deviceSize(ranges)
            if viewWidth / device.width <= viewHeight / device.height {
                width = viewWidth
                height = viewWidth * device.height / device.width
            } else {
                height = viewHeight
                width = viewHeight * device.width / device.height
            }
            xOffset = (viewWidth - width) / 2
            yOffset = (viewHeight - height) / 2
        }
    }

    /// The map of `ranges` onto `viewport` with `fit`.
    public init(ranges: TouchAxisRanges, viewport: TraceViewport, fit: TouchFit) {
        self.init(ranges: ranges, viewWidth: viewport.width, viewHeight: viewport.height, fit: fit)
    }

    /// The device's size: in mm when both resolutions are known, else in raw units. In
    /// Double: the raw bounds come from the file and their difference may not fit an Int.
    static func deviceSize(_ ranges: TouchAxisRanges) -> (width: Double, height: Double) {
        let w = Double(ranges.xMax) - Double(ranges.xMin), h = Double(ranges.yMax) - Double(ranges.yMin)
        if let xr = ranges.xResolution, let yr = ranges.yResolution { return (w / Double(xr), h / Double(yr)) }
        return (w, h)
    }

    /// Whether the device's aspect is its physical one (both resolutions known).
    public var usesPhysicalAspect: Bool { ranges.hasPhysicalResolution }

    /// The device's size in mm when both resolutions are known, else in raw units.
    public var deviceSize: (width: Double, height: Double) { Self.deviceSize(ranges) }

    /// Under stretch, (view width / device width) / (view height / device height): the x
    /// scale over the y scale, physical when the resolutions are known. 1 under contain.
    public var stretchDistortion: Double {
        guard fit == .stretch else { return 1 }
        let device = deviceSize
        return (width / device.width) / (height / device.height)
    }

    /// Whether the mapping changes the device's aspect by more than 10 %:
    /// `stretchDistortion` outside [1/1.1, 1.1]. Never under contain.
    public var distortsAspect: Bool {
        guard fit == .stretch else { return false }
        let ratio = stretchDistortion
        return ratio > Self.distortionTolerance || ratio < 1 / Self.distortionTolerance
    }

    /// The view point of the raw position (`x`, `y`).
    public func point(x: Int32, y: Int32) -> ScreenPoint {
        ScreenPoint(x: (Double(x) - Double(ranges.xMin)) / (Double(ranges.xMax) - Double(ranges.xMin)) * width + xOffset,
                    y: (Double(y) - Double(ranges.yMin)) / (Double(ranges.yMax) - Double(ranges.yMin)) * height + yOffset)
    }
}
