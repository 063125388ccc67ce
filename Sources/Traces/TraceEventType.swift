/// A map view delegate event type, as `replay --json` names it.
public enum TraceEventType: String, Hashable, Sendable, CaseIterable {
    /// `mapView(_:willMove:)`; field `gesture` (bool).
    case willMove
    /// `mapView(_:didChange:)`, each frame the camera moved.
    case didChangeCameraPosition
    /// `mapView(_:idleAt:)`, once when all motion stopped.
    case idleAtCameraPosition
    /// `mapView(_:didTapAt:)`; fields `lat`, `lng` (degrees).
    case didTapAtCoordinate
    /// `mapView(_:didLongPressAt:)`; fields `lat`, `lng` (degrees).
    case didLongPressAtCoordinate
    /// `mapView(_:didTap:)` for a marker; field `marker` (id).
    case didTapMarker
    /// `mapView(_:markerInfoWindow:)`; field `marker`.
    case markerInfoWindow
    /// `mapView(_:markerInfoContents:)`; field `marker`.
    case markerInfoContents
    /// `mapView(_:didTapInfoWindowOf:)`; field `marker`.
    case didTapInfoWindowOfMarker
    /// `mapView(_:didLongPressInfoWindowOf:)`; field `marker`.
    case didLongPressInfoWindowOfMarker
    /// `mapView(_:didCloseInfoWindowOf:)`; field `marker`.
    case didCloseInfoWindowOfMarker
    /// `didTapMyLocationButton(for:)`.
    case didTapMyLocationButton
    /// `didChangeActiveBuilding`; field `building` (id or null).
    case didChangeActiveBuilding
    /// `didChangeActiveLevel`; field `level` (index or null).
    case didChangeActiveLevel

    /// The matcher fields this event type accepts besides `type`.
    public var matcherFields: [String] {
        switch self {
        case .willMove: return ["gesture"]
        case .didTapAtCoordinate, .didLongPressAtCoordinate: return ["lat", "lng", "tolerance"]
        case .didTapMarker, .markerInfoWindow, .markerInfoContents, .didTapInfoWindowOfMarker,
             .didLongPressInfoWindowOfMarker, .didCloseInfoWindowOfMarker: return ["marker"]
        case .didChangeActiveBuilding: return ["building"]
        case .didChangeActiveLevel: return ["level"]
        case .didChangeCameraPosition, .idleAtCameraPosition, .didTapMyLocationButton: return []
        }
    }
}
