import TraceFormat
import TraceJSON

/// The raw value ranges of a touchscreen's ABS_MT_POSITION_X and ABS_MT_POSITION_Y
/// axes; importers map them linearly onto the view: min → 0, max → width (height).
public struct TouchAxisRanges: Hashable, Sendable {
    /// Raw x at the view's left edge.
    public var xMin: Int
    /// Raw x at the view's right edge.
    public var xMax: Int
    /// Raw y at the view's top edge.
    public var yMin: Int
    /// Raw y at the view's bottom edge.
    public var yMax: Int

    /// Ranges from their bounds (raw device units).
    public init(xMin: Int, xMax: Int, yMin: Int, yMax: Int) {
        self.xMin = xMin
        self.xMax = xMax
        self.yMin = yMin
        self.yMax = yMax
    }

    /// Parses the CLI form `XMIN,XMAX,YMIN,YMAX` (decimal integers); nil when malformed
    /// or when a range is empty (max ≤ min).
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
