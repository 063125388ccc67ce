import MapMath
import CameraMotion

/// Taps and long presses: hit testing and what each target does.
///
/// Order (docs/design.md "Map view behaviour from the seed pages"): visible controls (compass,
/// my-location button, floor picker rows), then the open info window (it is drawn above
/// the markers), then tappable markers top first (zIndex, then later-added), then the
/// map. Taps arrive as the gesture engine confirms them (after the double-tap window when
/// zoom gestures are on). Controls are visible as of the last frame drawn; markers and the
/// info window are hit with the camera of the moment of the tap.
///
/// - Compass tap: the bearing animates to 0 (`compassReset` timing,
///   `willMove(gesture: false)`); nothing when it is already 0 (fading out).
/// - My-location button tap: `didTapMyLocationButton`; then, when `myLocation` is known,
///   the camera animates to it (`willMove(gesture: false)`); nothing more when unknown.
/// - Floor picker row tap: that level becomes active (`didChangeActiveLevel` when it changes).
/// - Info window: tap → `didTapInfoWindowOfMarker`, long press →
///   `didLongPressInfoWindowOfMarker`; the window stays open.
/// - Marker tap: see `MapView+Selection.swift`.
/// - Map tap: the info window closes and the marker is deselected, then
///   `didTapAtCoordinate` (none above the horizon).
/// - Long presses on controls do nothing; on markers they reach the map (our choice:
///   markers are not draggable here): `didLongPressAtCoordinate`.
extension MapView {
    /// What a tap at `point` (view points) lands on now.
    public func hitTest(_ point: ScreenPoint) -> MapHitTarget {
        if let control = hitTestControls(point) { return control }
        let projection = self.projection
        if let window = openWindow, let frame = infoWindowFrame(projection), frame.contains(point) {
            return .infoWindow(window.markerID)
        }
        if let i = markerStore.hitTest(point, projection: projection) { return .marker(markerStore.markers[i].id) }
        return .map
    }

    func hitTestControls(_ point: ScreenPoint) -> MapHitTarget? {
        if settings.compassButton && compass.isVisible && controlLayout.compassFrame(in: viewport).contains(point) {
            return .compass
        }
        if isMyLocationButtonVisible && controlLayout.myLocationButtonFrame(in: viewport).contains(point) {
            return .myLocationButton
        }
        if isFloorPickerVisible, let building = indoor.activeBuilding,
           let level = controlLayout.floorPickerLevel(at: point, levelCount: building.levels.count, in: viewport) {
            return .floorPickerLevel(level)
        }
        return nil
    }

    /// Whether the my-location button shows: `myLocationButton` and `myLocationEnabled`.
    public var isMyLocationButtonVisible: Bool { settings.myLocationButton && options.myLocationEnabled }

    /// Whether the floor picker shows: `indoorPicker`, `indoorEnabled` and an active building.
    public var isFloorPickerVisible: Bool {
        settings.indoorPicker && options.indoorEnabled && indoor.active != nil
    }

    /// Whether the compass shows (as of the last frame).
    public var isCompassVisible: Bool { compass.isVisible }

    /// A confirmed tap at `point`. It is hit-tested and converted to a coordinate with the
    /// view as it is when the tap is confirmed, which with zoom gestures on is when the
    /// double-tap window closes: UIKit delivers a single tap only after the double tap has
    /// failed, and the delegate's coordinate comes from the projection at that moment. A
    /// camera that moved in between (an animation, a command) therefore shifts the
    /// reported coordinate, on the devices as here.
    mutating func handleTap(at point: ScreenPoint, time: Double) {
        switch hitTest(point) {
        case .compass:
            guard camera.bearing != 0 else { return }
            beginResponseAnimation(at: time)
            player.run(animator.resetBearing(from: camera), at: time)
        case .myLocationButton:
            events.append(MapEvent(time: time, kind: .didTapMyLocationButton))
            guard let location = options.myLocation else { return }
            beginResponseAnimation(at: time)
            player.run(animator.animate(from: camera, to: location), at: time)
        case let .floorPickerLevel(level):
            if let active = indoor.active { selectLevel(level, ofBuilding: active, at: time) }
        case let .infoWindow(id):
            events.append(MapEvent(time: time, kind: .didTapInfoWindowOfMarker(id)))
        case let .marker(id):
            if let i = markerStore.index(of: id) { tapMarker(at: i, time: time) }
        case .map:
            deselect(at: time)
            if let c = projection.coordinate(for: point) {
                events.append(MapEvent(time: time, kind: .didTapAtCoordinate(c)))
            }
        }
    }

    /// The start of a camera animation the view runs in response to a tap (compass,
    /// my-location button, marker): a running animation stops in place and
    /// `willMove(gesture: false)` is sent. Unlike a programmatic command it does not
    /// interrupt the gesture engine: a finger that has just landed (it confirmed the tap)
    /// keeps its gesture, and stops this animation as any touch does.
    mutating func beginResponseAnimation(at time: Double) {
        player.stop(at: time)
        announce(.programmatic, at: time)
    }

    mutating func handleLongPress(at point: ScreenPoint, time: Double) {
        switch hitTest(point) {
        case .compass, .myLocationButton, .floorPickerLevel:
            return
        case let .infoWindow(id):
            events.append(MapEvent(time: time, kind: .didLongPressInfoWindowOfMarker(id)))
        case .marker, .map:
            if let c = projection.coordinate(for: point) {
                events.append(MapEvent(time: time, kind: .didLongPressAtCoordinate(c)))
            }
        }
    }
}
