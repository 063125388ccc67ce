import TraceFormat
import TraceJSON

/// The raw value ranges of a touchscreen's ABS_MT_POSITION_X and ABS_MT_POSITION_Y
/// axes, and their resolutions when the device states them; `TouchMapping` maps them
/// onto the view.
public struct TouchAxisRanges: Hashable, Sendable {
    /// Raw x at the view's left edge (of the fitted area under `TouchFit.contain`).
    public var xMin: Int
    /// Raw x at the view's right edge.
    public var xMax: Int
    /// Raw y at the view's top edge.
    public var yMin: Int
    /// Raw y at the view's bottom edge.
    public var yMax: Int
    /// x's resolution in raw units per mm (the kernel's `input_absinfo.resolution`: evemu's
    /// `A:` line or "Resolution" header, getevent -lp's "resolution"); nil when the
    /// recording does not give one or gives 0 (unknown). Default nil.
    public var xResolution: Int?
    /// y's resolution in raw units per mm, as `xResolution`. Default nil.
    public var yResolution: Int?

    /// Ranges from their bounds (raw device units) and, when known, resolutions in units
    /// per mm (0 or negative counts as unknown).
    public init(xMin: Int, xMax: Int, yMin: Int, yMax: Int, xResolution: Int? = nil, yResolution: Int? = nil) {
        self.xMin = xMin
        self.xMax = xMax
        self.yMin = yMin
        self.yMax = yMax
        self.xResolution = xResolution.flatMap { $0 > 0 ? $0 : nil }
        self.yResolution = yResolution.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Parses the CLI form `XMIN,XMAX,YMIN,YMAX` (decimal integers); nil when malformed
    /// or when a range is empty (max ≤ min). No resolutions.
    public init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var values: [Int] = []
        for part in parts {
            guard let v = Int(part.trimmingSpaces) else { return nil }
            values.append(v)
        }
        self.init(xMin: values[0], xMax: values[1], yMin: values[2], yMax: values[3])
        guard isValid else { return nil }
    }

    /// Whether both ranges are non-empty (max > min).
    public var isValid: Bool { xMax > xMin && yMax > yMin }

    /// Whether both axes have a resolution, so that the device's physical aspect is known.
    public var hasPhysicalResolution: Bool { xResolution != nil && yResolution != nil }

    /// These ranges with the resolutions of `other` where these have none: `--range`
    /// replaces the recording's ranges but keeps what it says about units per mm, which
    /// does not depend on the range.
    public func keepingResolutions(of other: TouchAxisRanges?) -> TouchAxisRanges {
        var copy = self
        copy.xResolution = copy.xResolution ?? other?.xResolution
        copy.yResolution = copy.yResolution ?? other?.yResolution
        return copy
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" || c == "\r" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s.removeLast() }
        return s
    }
}
