import TraceFormat
import TraceJSON

/// What an importer needs beyond the recording: the view to map touches onto, the
/// trace's starting camera, and optionally the device's axis ranges.
public struct TouchImportOptions: Hashable, Sendable {
    /// Default starting camera: San Francisco (37.7749, −122.4194) at zoom 12 (our choice).
    public static let defaultCamera = TraceCamera(latitude: 37.7749, longitude: -122.4194, zoom: 12)

    /// The view: the device's axis ranges map onto its width and height in points.
    public var viewport: TraceViewport
    /// The trace's camera at time 0. Default `defaultCamera`.
    public var camera: TraceCamera
    /// Axis ranges to use instead of the recording's own (evemu `A:` lines, getevent
    /// `-lp` header); required for getevent recordings without that header.
    public var axisRanges: TouchAxisRanges?

    /// Options for a view, with the default camera and the recording's own axis ranges
    /// unless given.
    public init(viewport: TraceViewport, camera: TraceCamera = TouchImportOptions.defaultCamera,
                axisRanges: TouchAxisRanges? = nil) {
        self.viewport = viewport
        self.camera = camera
        self.axisRanges = axisRanges
    }
}
