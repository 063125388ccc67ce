import MapMath

/// A delegate callback of the simulated map view, named as `GMSMapViewDelegate`'s methods,
/// with the time it happened (seconds; trace output prints `timeMs`).
public struct MapEvent: Hashable, Sendable {
    /// When the event happened, seconds from the start of the replay.
    public var time: Double
    /// What happened, with its fields.
    public var kind: Kind

    /// An event at `time` seconds.
    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// The delegate callbacks and their arguments.
    public enum Kind: Hashable, Sendable {
        /// `mapView(_:willMove:)`: the camera is about to move; `gesture` is true when a
        /// user gesture moves it.
        case willMove(gesture: Bool)
        /// `mapView(_:didChange:)`: the camera moved this frame.
        case didChangeCameraPosition(CameraPosition)
        /// `mapView(_:idleAt:)`: all motion stopped (once per movement).
        case idleAtCameraPosition(CameraPosition)
        /// `mapView(_:didTapAt:)`: a tap on the map, not on a marker or control.
        case didTapAtCoordinate(Coordinate)
        /// `mapView(_:didLongPressAt:)`: a long press on the map.
        case didLongPressAtCoordinate(Coordinate)
        /// `mapView(_:didTap:)` for a marker, by id.
        case didTapMarker(String)
        /// `mapView(_:markerInfoWindow:)`: the delegate is asked for a custom window.
        case markerInfoWindow(String)
        /// `mapView(_:markerInfoContents:)`: the delegate is asked for custom contents.
        case markerInfoContents(String)
        /// `mapView(_:didTapInfoWindowOf:)`.
        case didTapInfoWindowOfMarker(String)
        /// `mapView(_:didLongPressInfoWindowOf:)`.
        case didLongPressInfoWindowOfMarker(String)
        /// `mapView(_:didCloseInfoWindowOf:)`.
        case didCloseInfoWindowOfMarker(String)
        /// `didTapMyLocationButton(for:)`.
        case didTapMyLocationButton
        /// `didChangeActiveBuilding`: the floor picker follows another building (nil: none).
        case didChangeActiveBuilding(String?)
        /// `didChangeActiveLevel`: the active building's level changed (index, nil: none).
        case didChangeActiveLevel(Int?)
    }

    /// The event's type (`.didTapMarker`).
    public var type: MapEventType {
        switch kind {
        case .willMove: return .willMove
        case .didChangeCameraPosition: return .didChangeCameraPosition
        case .idleAtCameraPosition: return .idleAtCameraPosition
        case .didTapAtCoordinate: return .didTapAtCoordinate
        case .didLongPressAtCoordinate: return .didLongPressAtCoordinate
        case .didTapMarker: return .didTapMarker
        case .markerInfoWindow: return .markerInfoWindow
        case .markerInfoContents: return .markerInfoContents
        case .didTapInfoWindowOfMarker: return .didTapInfoWindowOfMarker
        case .didLongPressInfoWindowOfMarker: return .didLongPressInfoWindowOfMarker
        case .didCloseInfoWindowOfMarker: return .didCloseInfoWindowOfMarker
        case .didTapMyLocationButton: return .didTapMyLocationButton
        case .didChangeActiveBuilding: return .didChangeActiveBuilding
        case .didChangeActiveLevel: return .didChangeActiveLevel
        }
    }

    /// The event's type name as in trace files and reports (`didTapMarker`).
    public var typeName: String { type.rawValue }
}
