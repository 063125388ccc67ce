import MapMath

/// What the engine needs to know besides the touches: the current camera and view, the
/// limits every produced camera keeps, the settings that gate gestures, and the thresholds.
///
/// The thresholds, a large value, are held in a shared immutable box
/// (`SharedGestureThresholds`): a map view builds a context per touch sample, and with the
/// thresholds inline that would be two copies of them per sample. A caller that keeps the box
/// (`init(camera:viewport:limits:settings:sharedThresholds:)`) builds a context without
/// copying them; setting `thresholds` makes a new box. Equality and hashing are by value.
public struct GestureContext: Hashable, Sendable {
    /// The camera as the map shows it now (after any animation step).
    public var camera: CameraPosition
    /// The view's size and padding, points.
    public var viewport: Viewport
    /// Zoom range and tilt limit applied to every camera the engine produces.
    public var limits: CameraLimits
    /// Which gestures are enabled.
    public var settings: UISettings
    /// The thresholds' box (read in place by the engine).
    public private(set) var sharedThresholds: SharedGestureThresholds

    /// Slops, timeouts and rates.
    public var thresholds: GestureThresholds {
        get { sharedThresholds.value }
        set { sharedThresholds = SharedGestureThresholds(newValue) }
    }

    /// A context; limits, settings and thresholds default to Google's limits, Google's
    /// settings and the MapLibre thresholds (the default motion profile).
    public init(camera: CameraPosition, viewport: Viewport, limits: CameraLimits = .default,
                settings: UISettings = UISettings(), thresholds: GestureThresholds = .maplibre) {
        self.init(camera: camera, viewport: viewport, limits: limits, settings: settings,
                  sharedThresholds: SharedGestureThresholds(thresholds))
    }

    /// A context whose thresholds are those in `sharedThresholds` (no copy of them).
    public init(camera: CameraPosition, viewport: Viewport, limits: CameraLimits, settings: UISettings,
                sharedThresholds: SharedGestureThresholds) {
        self.camera = camera
        self.viewport = viewport
        self.limits = limits
        self.settings = settings
        self.sharedThresholds = sharedThresholds
    }

    /// Equal when camera, viewport, limits, settings and the thresholds' values are.
    public static func == (a: GestureContext, b: GestureContext) -> Bool {
        a.camera == b.camera && a.viewport == b.viewport && a.limits == b.limits && a.settings == b.settings
            && (a.sharedThresholds === b.sharedThresholds || a.thresholds == b.thresholds)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(camera)
        hasher.combine(viewport)
        hasher.combine(limits)
        hasher.combine(settings)
        hasher.combine(thresholds)
    }
}

/// An immutable, shared `GestureThresholds`: what a `GestureContext` holds, so that building
/// a context per sample copies a reference, not the thresholds. Make one per profile and
/// keep it (one allocation).
public final class SharedGestureThresholds: Sendable {
    /// The thresholds.
    public let value: GestureThresholds

    /// A box holding `value`.
    public init(_ value: GestureThresholds) {
        self.value = value
    }
}
