import MapMath
import Gestures

/// A programmatic call on the map view, as an app makes it (`GMSMapView` methods and
/// properties). Camera commands interrupt running gestures and replace any running
/// animation; disabled gestures never limit them.
public enum MapCommand: Hashable, Sendable {
    /// `moveCamera(_:)`: apply the update at once.
    case moveCamera(CameraUpdate)
    /// `animate(with:)`: animate to the update's result; `duration` in seconds, nil for
    /// the profile's default animation.
    case animateCamera(CameraUpdate, duration: Double?)
    /// `moveCamera(_:)` to a camera whose given fields are replaced (nil keeps the current).
    case moveCameraFields(CameraChange)
    /// `animate(to:)` a camera whose given fields are replaced; `duration` in seconds, nil
    /// for the profile's default animation.
    case animateCameraFields(CameraChange, duration: Double?)
    /// `animate(toBearing:)`: bearing in degrees, animated.
    case animateToBearing(Double)
    /// `animate(toLocation:)`: the target moves to the coordinate, animated (ease for
    /// short hops, fly-to for long ones, per the profile).
    case animateToLocation(Coordinate)
    /// Animated `fit(_:withPadding:)`: padding in points on every side.
    case fitBounds(CoordinateBounds, padding: Double)
    /// One `GMSUISettings` property.
    case setSetting(UISettings.Key, Bool)
    /// `padding`: the camera target moves to the new padded centre.
    case setPadding(EdgeInsets)
    /// `setMinZoom(_:maxZoom:)`; the camera is clamped into the new range.
    case setZoomRange(ZoomRange)
    /// Map options and layers (map type, traffic, indoor, buildings, accessibility, my
    /// location, interface style, background colour, map ID), all replaced at once.
    case setOptions(MapOptions)
    /// The user's location becomes known (a coordinate) or unknown (nil) (`myLocation`).
    case setMyLocation(Coordinate?)
    /// `selectedMarker`: select a marker by id (its info window opens when it has one) or
    /// deselect with nil. An unknown id deselects (our choice). The camera does not move.
    case setSelectedMarker(String?)
    /// Add a marker (`marker.map = mapView`); an id in use replaces that marker in place.
    case addMarker(Marker)
    /// Remove a marker by id (`marker.map = nil`); its info window closes. Unknown ids are ignored.
    case removeMarker(String)
    /// Change a marker's title, snippet or position. Unknown ids are ignored.
    case updateMarker(MarkerChange)
    /// Select a floor: `level` in `building` (by id), or in the active building when nil
    /// (`GMSIndoorDisplay.activeLevel`). Out-of-range levels and unknown ids are ignored.
    case selectLevel(building: String?, level: Int)
}
