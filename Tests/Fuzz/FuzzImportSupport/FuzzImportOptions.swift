import TraceFormat
import TraceImport

/// The import options the importer targets use: the CLI's example view, 390 × 844 pt,
/// with the default camera; the input's length picks the rest, so that a corpus runs
/// both fits and both sources of axis ranges: an odd length fits with `.contain`, an even
/// one with `.stretch`; a length with bit 1 set gives `--range 0,32767,0,32767`, else the
/// recording's own ranges.
public enum FuzzImportOptions {
    /// The view the importers map onto: 390 × 844 pt.
    public static let viewport = TraceViewport(width: 390, height: 844)

    /// The evemu and getevent options for `bytes`.
    public static func touch(for bytes: [UInt8]) -> TouchImportOptions {
        TouchImportOptions(viewport: viewport,
                           axisRanges: bytes.count & 2 == 0 ? nil : TouchAxisRanges(xMin: 0, xMax: 32767, yMin: 0, yMax: 32767),
                           fit: bytes.count & 1 == 0 ? .stretch : .contain)
    }

    /// The WebDriver options: the default sample rate (120 Hz).
    public static let webDriver = WebDriverImportOptions(viewport: viewport)
}
