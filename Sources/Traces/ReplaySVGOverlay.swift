import MapMath
import MapSimulation

/// What the map view layer draws over the map in one frame — the open info window and the
/// visible controls — in view points, as the pictures need it.
///
/// The pictures draw from this value rather than from `FrameRecord` directly, so that they
/// depend on the map view layer in one place only (`init(frame:)`). Every field is
/// optional: nil means "not shown in this frame" (or not known to this build).
struct ReplaySVGOverlay: Hashable, Sendable {
    /// An open info window: whose, and where.
    struct InfoWindow: Hashable, Sendable {
        /// The marker the window belongs to.
        var markerID: String
        /// The window's frame in view points (without its tail).
        var frame: ScreenRect
        /// The title shown; nil: the marker's title in the trace.
        var title: String?
        /// The snippet shown; nil: the marker's snippet in the trace.
        var snippet: String?

        /// An info window of `markerID` at `frame`, showing `title` and `snippet` (nil:
        /// the marker's own).
        init(markerID: String, frame: ScreenRect, title: String? = nil, snippet: String? = nil) {
            self.markerID = markerID
            self.frame = frame
            self.title = title
            self.snippet = snippet
        }
    }

    /// A visible control: where, and how opaque (1 = fully shown; the compass fades out).
    struct Control: Hashable, Sendable {
        /// The control's frame in view points.
        var frame: ScreenRect
        /// Opacity in 0...1.
        var opacity: Double
        /// A short text drawn on the control (the floor picker's level), if any.
        var label: String?

        /// A control at `frame` with `opacity` and an optional `label`.
        init(frame: ScreenRect, opacity: Double, label: String? = nil) {
            self.frame = frame
            self.opacity = opacity
            self.label = label
        }
    }

    /// The selected marker, when known.
    var selectedMarkerID: String?
    /// The open info window, if any.
    var infoWindow: InfoWindow?
    /// The compass, when visible; drawn rotated by the camera's bearing.
    var compass: Control?
    /// The my-location button, when visible.
    var myLocationButton: Control?
    /// The floor picker, when visible.
    var floorPicker: Control?

    /// An overlay from its parts; everything absent unless given.
    init(selectedMarkerID: String? = nil, infoWindow: InfoWindow? = nil, compass: Control? = nil,
         myLocationButton: Control? = nil, floorPicker: Control? = nil) {
        self.selectedMarkerID = selectedMarkerID
        self.infoWindow = infoWindow
        self.compass = compass
        self.myLocationButton = myLocationButton
        self.floorPicker = floorPicker
    }

    /// The overlay `frame` records. Frames of this build record no info window or
    /// controls yet, so the overlay is empty.
    init(frame: FrameRecord) {
        self.init()
    }
}
