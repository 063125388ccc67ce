import TraceFormat
import TraceJSON

/// What an importer needs beyond the recording: the view to map touches onto, the
/// trace's starting camera, how the device's axes fit the view, and optionally the
/// device's axis ranges.
public struct TouchImportOptions: Hashable, Sendable {
    /// Default starting camera: San Francisco (37.7749, −122.4194) at zoom 12 (our choice).
    public static let defaultCamera = TraceCamera(latitude: 37.7749, longitude: -122.4194, zoom: 12)

    /// The view: the device's axis ranges map onto it as `fit` says.
    public var viewport: TraceViewport
    /// The trace's camera at time 0. Default `defaultCamera`.
    public var camera: TraceCamera
    /// Axis ranges to use instead of the recording's own (evemu `A:` lines, getevent
    /// `-lp` header); required for recordings without them. The recording's resolutions
    /// are kept where these give none. Default nil: the recording's.
    public var axisRanges: TouchAxisRanges?
    /// How the axes map onto the view (`TouchMapping`). Default `.stretch`.
    public var fit: TouchFit

    /// Options for a view, with the default camera, the recording's own axis ranges and
    /// `.stretch` unless given.
    public init(viewport: TraceViewport, camera: TraceCamera = TouchImportOptions.defaultCamera,
                axisRanges: TouchAxisRanges? = nil, fit: TouchFit = .stretch) {
        self.viewport = viewport
        self.camera = camera
        self.axisRanges = axisRanges
        self.fit = fit
    }

    /// The mapping of the recording's `recorded` ranges (nil: it has none), or of
    /// `axisRanges` when given (keeping the recorded resolutions), onto the view; errors
    /// name `fileName`, with `missing` as the message when there are no ranges at all.
    func mapping(recorded: TouchAxisRanges?, fileName: String, missing: String) throws(TraceError) -> TouchMapping {
        guard let ranges = axisRanges?.keepingResolutions(of: recorded) ?? recorded else {
            throw TraceError(.invalidData, fileName: fileName, message: missing)
        }
        guard ranges.isValid else {
            throw TraceError(.invalidData, fileName: fileName,
                             message: "empty axis range (\(ranges.xMin)...\(ranges.xMax), \(ranges.yMin)...\(ranges.yMax))")
        }
        return TouchMapping(ranges: ranges, viewport: viewport, fit: fit)
    }
}
