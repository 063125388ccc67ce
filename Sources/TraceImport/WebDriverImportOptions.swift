import TraceFormat

/// What the WebDriver actions importer needs beyond the actions: the view the actions'
/// viewport coordinates are in, the trace's starting camera, and the rate at which moves
/// with a duration are sampled.
public struct WebDriverImportOptions: Hashable, Sendable {
    /// Default sample rate of a pointerMove with a duration: 120 Hz (our choice: the touch
    /// report rate of current phones and tablets; the W3C spec leaves it to the
    /// implementation).
    public static let defaultSampleRate = 120.0
    /// Largest sample rate: 10,000 Hz (our choice). Rates must be in (0, 10000].
    public static let maxSampleRate = 10_000.0

    /// The view: the actions' x and y are its points (CSS pixels in WebDriver's words),
    /// origin top-left.
    public var viewport: TraceViewport
    /// The trace's camera at time 0. Default `TouchImportOptions.defaultCamera`.
    public var camera: TraceCamera
    /// Samples per second of a pointerMove with a duration, in (0, `maxSampleRate`].
    /// Default `defaultSampleRate` (120 Hz).
    public var sampleRate: Double

    /// Options for a view, with the default camera and sample rate unless given.
    public init(viewport: TraceViewport, camera: TraceCamera = TouchImportOptions.defaultCamera,
                sampleRate: Double = WebDriverImportOptions.defaultSampleRate) {
        self.viewport = viewport
        self.camera = camera
        self.sampleRate = sampleRate
    }

    /// Whether `rate` is a valid sample rate: in (0, `maxSampleRate`].
    public static func isValidSampleRate(_ rate: Double) -> Bool { rate > 0 && rate <= maxSampleRate }
}
