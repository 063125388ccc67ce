/// The type of a `MapEvent`, named as trace files and reports name it (`didTapMarker`),
/// in the order of `GMSMapViewDelegate`'s documentation. The fields listed are those a
/// report prints for the type.
public enum MapEventType: String, Hashable, Sendable, CaseIterable {
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
}
