/// Which gestures and controls the user may use, as `GMSUISettings`, with Google's
/// defaults (Google Maps SDK for iOS reference). Disabling a gesture never limits
/// programmatic camera changes.
public struct UISettings: Hashable, Sendable {
    /// Drag to pan. Default true (Google).
    public var scrollGestures = true
    /// Pinch, double tap, two-finger tap and double-tap-and-drag to zoom. Default true (Google).
    public var zoomGestures = true
    /// Two-finger vertical swipe to tilt. Default true (Google).
    public var tiltGestures = true
    /// Two-finger twist to rotate. Default true (Google).
    public var rotateGestures = true
    /// Whether pinch and rotate may move off-centre and scroll with the fingers' centroid;
    /// when false they act about the padded centre and no pan runs during them.
    /// Default true (Google).
    public var allowScrollGesturesDuringRotateOrZoom = true
    /// Show the compass while the bearing is not 0. Default false (Google).
    public var compassButton = false
    /// Show the my-location button (needs myLocationEnabled). Default false (Google).
    public var myLocationButton = false
    /// Show the indoor floor picker. Default true (Google).
    public var indoorPicker = true
    /// Whether the map view keeps its gestures from an enclosing scroll view. Default true
    /// (Google). It has no effect in the gesture engine, which only sees the map's touches.
    public var consumesGesturesInView = true

    /// Google's defaults.
    public init() {}

    /// Turns scroll, zoom, tilt and rotate gestures on or off together, as
    /// `GMSUISettings.setAllGesturesEnabled(_:)`; buttons and programmatic moves are
    /// unaffected.
    public mutating func setAllGesturesEnabled(_ enabled: Bool) {
        scrollGestures = enabled
        zoomGestures = enabled
        tiltGestures = enabled
        rotateGestures = enabled
    }

    /// Whether the fingers' centroid may move the camera while pinch or rotate run:
    /// `scrollGestures && allowScrollGesturesDuringRotateOrZoom`.
    public var scrollsDuringRotateOrZoom: Bool { scrollGestures && allowScrollGesturesDuringRotateOrZoom }
}
