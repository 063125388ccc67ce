import MapMath

/// What the engine needs to know besides the touches: the current camera and view, the
/// limits every produced camera keeps, the settings that gate gestures, and the thresholds.
public struct GestureContext: Hashable, Sendable {
    /// The camera as the map shows it now (after any animation step).
    public var camera: CameraPosition
    /// The view's size and padding, points.
    public var viewport: Viewport
    /// Zoom range and tilt limit applied to every camera the engine produces.
    public var limits: CameraLimits
    /// Which gestures are enabled.
    public var settings: UISettings
    /// Slops, timeouts and rates.
    public var thresholds: GestureThresholds

    /// A context; limits, settings and thresholds default to Google's limits, Google's
    /// settings and the MapLibre thresholds (the default motion profile).
    public init(camera: CameraPosition, viewport: Viewport, limits: CameraLimits = .default,
                settings: UISettings = UISettings(), thresholds: GestureThresholds = .maplibre) {
        self.camera = camera
        self.viewport = viewport
        self.limits = limits
        self.settings = settings
        self.thresholds = thresholds
    }
}
