import MapMath
import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

/// What an expectation at a time looks at: the map view at one frame.
public struct MapViewSnapshot: Sendable {
    /// Frame time, seconds.
    public var time: Double
    /// The camera drawn in that frame.
    public var camera: CameraPosition
    /// Everything the frame showed: selection, info window, controls, options.
    public var frame: FrameRecord

    /// The view as `frame` (one of its drawn frames) shows it.
    init(frame: FrameRecord) {
        time = frame.time
        camera = frame.camera
        self.frame = frame
    }

    /// The state expectations' fields, read from the frame.
    public var selectedMarker: String? { frame.selectedMarker }
    /// The marker whose info window is open, or nil.
    public var infoWindowMarker: String? { frame.infoWindow?.marker }
    /// Whether the compass is drawn.
    public var compassVisible: Bool { frame.controls.compass.visible }
    /// Whether the my-location button is drawn.
    public var myLocationButtonVisible: Bool { frame.controls.myLocationButton.visible }
    /// Whether the floor picker is drawn.
    public var floorPickerVisible: Bool { frame.controls.floorPicker.visible }
    /// The active building's id, or nil.
    public var activeBuilding: String? { frame.controls.floorPicker.building }
    /// The active level's index, or nil.
    public var activeLevel: Int? { frame.controls.floorPicker.level }
    /// The map type.
    public var mapType: MapType { frame.options.mapType }
    /// Whether traffic is drawn (off for map type none).
    public var trafficEnabled: Bool { frame.options.effectiveTrafficEnabled }
    /// The colour scheme the map draws with.
    public var colorScheme: ColorScheme { frame.options.colorScheme }
}
