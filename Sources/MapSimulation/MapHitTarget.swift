/// What a tap or long press at a view point lands on, in hit-test order: visible controls,
/// then the open info window, then tappable markers (top first), then the map.
public enum MapHitTarget: Hashable, Sendable {
    /// The compass.
    case compass
    /// The my-location button.
    case myLocationButton
    /// A floor picker row (level index).
    case floorPickerLevel(Int)
    /// The open info window of the marker with this id.
    case infoWindow(String)
    /// The marker with this id.
    case marker(String)
    /// The map itself.
    case map
}
