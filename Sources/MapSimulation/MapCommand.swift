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
}
