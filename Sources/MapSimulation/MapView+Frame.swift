import MapMath

/// What a frame shows besides the camera.
extension MapView {
    func frameRecord(at time: Double, projection: Projection) -> FrameRecord {
        var infoWindow: InfoWindowRecord?
        if let window = openWindow {
            infoWindow = InfoWindowRecord(marker: window.markerID, title: window.title, snippet: window.snippet,
                                          frame: infoWindowFrame(projection))
        }
        let building = indoor.activeBuilding
        let controls = ControlsRecord(
            compass: .init(visible: compass.isVisible, opacity: compass.opacity,
                           frame: controlLayout.compassFrame(in: viewport)),
            myLocationButton: .init(visible: isMyLocationButtonVisible,
                                    frame: controlLayout.myLocationButtonFrame(in: viewport)),
            floorPicker: .init(visible: isFloorPickerVisible, building: building?.id, level: indoor.activeLevel,
                               frame: building.map { controlLayout.floorPickerFrame(levelCount: $0.levels.count, in: viewport) }))
        return FrameRecord(time: time, camera: camera, touchCount: engine.touchCount, selectedMarker: selectedMarkerID,
                           infoWindow: infoWindow, controls: controls, options: options,
                           visibleMarkerCount: markerStore.visibleCount,
                           accessibilityElements: options.accessibilityElementsHidden
                               ? nil : accessibilityElements(projection, infoWindow: infoWindow))
    }

    /// Markers whose icon overlaps the view, in drawing order (bottom first), then the open
    /// info window when it overlaps the view (it is drawn on top). Candidates come from
    /// the frame's culling pass; frames use the exact Double projection.
    func accessibilityElements(_ projection: Projection, infoWindow: InfoWindowRecord?) -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        let bounds = viewport.bounds
        func overlaps(_ r: ScreenRect) -> Bool {
            r.x <= bounds.maxX && r.maxX >= bounds.x && r.y <= bounds.maxY && r.maxY >= bounds.y
        }
        for i in markerStore.hitOrder.reversed() where markerStore.visible[i] {
            // Culled by the frame's Float pass; framed exactly with the Double projection.
            guard let p = projection.point(forWorld: markerStore.world[i]) else { continue }
            let marker = markerStore.markers[i]
            let frame = marker.iconFrame(at: p)
            if overlaps(frame) {
                elements.append(AccessibilityElement(kind: .marker, id: marker.id, label: marker.accessibilityLabel,
                                                     frame: frame))
            }
        }
        if let infoWindow, let frame = infoWindow.frame, overlaps(frame) {
            elements.append(AccessibilityElement(kind: .infoWindow, id: infoWindow.marker,
                                                 label: infoWindow.accessibilityLabel, frame: frame))
        }
        return elements
    }
}
