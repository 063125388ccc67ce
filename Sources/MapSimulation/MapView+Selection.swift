import MapMath

/// The open info window: whose it is and the content it shows.
struct OpenInfoWindow: Hashable, Sendable {
    var markerID: String
    var title: String?
    var snippet: String?
}

/// Marker selection and info windows.
///
/// Rules (the seed pages, and our choices where they are silent):
/// - A selected marker's info window opens when its title or snippet is non-empty or it
///   has a custom window (`infoWindowSize`); one window at a time.
/// - Opening a window sends `markerInfoWindow` then `markerInfoContents` for its marker:
///   Google asks the delegate for a whole window first and for contents when it returns
///   nil; traces cannot return views, so both are asked, in that order. Closing sends
///   `didCloseInfoWindowOfMarker`. Selecting a marker without a window sends neither.
/// - Tapping a tappable marker: `didTapMarker`; then, the tap never being consumed (a
///   trace's delegate cannot return true): the previous window closes (or the same one
///   closes and reopens), the marker is selected, and the camera animates its target to
///   the marker (`willMove(gesture: false)`, the profile's default animation).
/// - Tapping the map closes the window (`didCloseInfoWindowOfMarker`) and deselects,
///   before `didTapAtCoordinate`.
/// - `setSelectedMarker`: the same marker again does nothing; another one switches;
///   nil closes. The camera does not move.
/// - With `tracksInfoWindowChanges` false an open window keeps the title and snippet it
///   opened with; with true it shows changes at once. Either way it follows the marker's
///   position. No delegate events are sent for content changes.
/// - Removing the selected marker closes its window and deselects.
extension MapView {
    /// Selects `id` (nil: deselect) as `selectedMarker` does.
    mutating func setSelectedMarker(_ id: String?, at time: Double) {
        let target = id.flatMap { markerStore.marker($0) }
        guard target?.id != selectedMarkerID else { return }
        closeInfoWindow(at: time)
        selectedMarkerID = target?.id
        if let target { openInfoWindow(for: target, at: time) }
    }

    /// A tap on marker `index`: events, selection and the camera move.
    mutating func tapMarker(at index: Int, time: Double) {
        let marker = markerStore.markers[index]
        events.append(MapEvent(time: time, kind: .didTapMarker(marker.id)))
        closeInfoWindow(at: time)
        selectedMarkerID = marker.id
        openInfoWindow(for: marker, at: time)
        beginResponseAnimation(at: time)
        player.run(animator.animate(from: camera, with: .setTarget(marker.position)), at: time)
    }

    mutating func openInfoWindow(for marker: Marker, at time: Double) {
        guard marker.hasInfoWindow else { return }
        events.append(MapEvent(time: time, kind: .markerInfoWindow(marker.id)))
        events.append(MapEvent(time: time, kind: .markerInfoContents(marker.id)))
        openWindow = OpenInfoWindow(markerID: marker.id, title: marker.title, snippet: marker.snippet)
    }

    mutating func closeInfoWindow(at time: Double) {
        guard let window = openWindow else { return }
        openWindow = nil
        events.append(MapEvent(time: time, kind: .didCloseInfoWindowOfMarker(window.markerID)))
    }

    /// Deselects and closes the window (a tap on the map).
    mutating func deselect(at time: Double) {
        closeInfoWindow(at: time)
        selectedMarkerID = nil
    }

    mutating func removeMarker(_ id: String, at time: Double) {
        guard markerStore.index(of: id) != nil else { return }
        if selectedMarkerID == id { deselect(at: time) }
        markerStore.remove(id)
    }

    mutating func updateMarker(_ change: MarkerChange) {
        guard markerStore.update(change), let marker = markerStore.marker(change.id) else { return }
        if openWindow?.markerID == marker.id && marker.tracksInfoWindowChanges {
            openWindow?.title = marker.title
            openWindow?.snippet = marker.snippet
        }
    }

    /// The open window's size: the marker's custom size, else the layout's default.
    func infoWindowSize(of marker: Marker) -> Marker.Size {
        marker.infoWindowSize ?? controlLayout.defaultInfoWindowSize
    }

    /// The open info window's frame with the camera now; nil when none is open or its
    /// marker has no screen point.
    @inline(__always) // Called per frame from a mutating method: see `controlsRecord()`.
    func infoWindowFrame(_ projection: Projection) -> ScreenRect? {
        guard let window = openWindow, let i = markerStore.index(of: window.markerID) else { return nil }
        let marker = markerStore.markers[i]
        guard let p = projection.point(forWorld: markerStore.world[i]) else { return nil }
        return controlLayout.infoWindowFrame(anchor: marker.infoWindowAnchorPoint(at: p), size: infoWindowSize(of: marker))
    }
}
