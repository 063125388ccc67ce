import MapMath
import MapSimulation
import Replays
import TraceFormat
import TraceJSON

/// What the map view layer draws over the map in one frame — the open info window and the
/// visible controls — in view points, as the pictures need it.
///
/// The pictures draw from this value rather than from `FrameRecord` directly, so that they
/// depend on the map view layer in one place only (`init(frame:)`). Every field is
/// optional: nil means "not shown in this frame".
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

    /// The overlay `frame` records: its selected marker, its info window when it has a
    /// screen frame, and the controls it draws (the floor picker labelled with the active
    /// level's name from `buildings`, else its index).
    init(frame: FrameRecord, buildings: [TraceBuilding] = []) {
        self.init(selectedMarkerID: frame.selectedMarker)
        if let window = frame.infoWindow, let rect = window.frame {
            // A window with neither title nor snippet is a custom one: label it with the marker.
            let title = window.title.flatMap { $0.isEmpty ? nil : $0 }
            let snippet = window.snippet.flatMap { $0.isEmpty ? nil : $0 }
            infoWindow = InfoWindow(markerID: window.marker, frame: rect,
                                    title: title ?? (snippet == nil ? window.marker : ""), snippet: snippet ?? "")
        }
        let controls = frame.controls
        if controls.compass.visible {
            compass = Control(frame: controls.compass.frame, opacity: controls.compass.opacity)
        }
        if controls.myLocationButton.visible {
            myLocationButton = Control(frame: controls.myLocationButton.frame, opacity: 1)
        }
        if controls.floorPicker.visible, let rect = controls.floorPicker.frame {
            let picker = controls.floorPicker
            let levels = buildings.first { $0.id == picker.building }?.levels ?? []
            let label = picker.level.map { levels.indices.contains($0) ? levels[$0] : "level \($0)" }
            floorPicker = Control(frame: rect, opacity: 1, label: label)
        }
    }
}
