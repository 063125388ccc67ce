import MapMath

/// What one frame of a replay showed.
public struct FrameRecord: Hashable, Sendable {
    /// Frame time, seconds from the start.
    public var time: Double
    /// The camera drawn in this frame.
    public var camera: CameraPosition
    /// Number of fingers down at this frame.
    public var touchCount: Int
    /// The selected marker's id, or nil.
    public var selectedMarker: String?
    /// The open info window, or nil.
    public var infoWindow: InfoWindowRecord?
    /// The built-in controls.
    public var controls: ControlsRecord
    /// The map options in effect (see `MapOptions.effectiveTrafficEnabled` and
    /// `MapOptions.colorScheme` for what is drawn).
    public var options: MapOptions
    /// Markers whose anchor point lies in the view grown by the largest icon extent.
    public var visibleMarkerCount: Int
    /// Accessibility elements (markers on screen in drawing order, then the info window);
    /// nil when `accessibilityElementsHidden`.
    public var accessibilityElements: [AccessibilityElement]?

    /// A frame record; the map view fields default to an empty map with Google's options.
    public init(time: Double, camera: CameraPosition, touchCount: Int, selectedMarker: String? = nil,
                infoWindow: InfoWindowRecord? = nil, controls: ControlsRecord = .hidden,
                options: MapOptions = MapOptions(), visibleMarkerCount: Int = 0,
                accessibilityElements: [AccessibilityElement]? = nil) {
        self.time = time
        self.camera = camera
        self.touchCount = touchCount
        self.selectedMarker = selectedMarker
        self.infoWindow = infoWindow
        self.controls = controls
        self.options = options
        self.visibleMarkerCount = visibleMarkerCount
        self.accessibilityElements = accessibilityElements
    }
}
