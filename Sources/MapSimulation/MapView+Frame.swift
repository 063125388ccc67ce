import MapMath

/// What a frame shows besides the camera.
extension MapView {
    /// Brings `lastFrame` up to date for a frame at `time`, field by field.
    ///
    /// Frames mostly repeat their predecessor except for time and camera, so fields that
    /// hold strings or arrays are written only when they differ: rebuilding the whole
    /// record (retaining every string, releasing the old ones) cost more than a touch
    /// sample per frame (`replay.events`). The result equals a record built afresh from
    /// the view; `FrameRecordUpdateTests` checks that against `freshFrameRecord`. Any
    /// change besides time, camera and touch count counts in `frameContentRevision`.
    mutating func updateLastFrame(at time: Double, projection: Projection?) {
        lastFrame.time = time
        lastFrame.camera = camera
        lastFrame.touchCount = engine.touchCount
        var changed = false
        if lastFrame.visibleMarkerCount != markerStore.visibleCount {
            lastFrame.visibleMarkerCount = markerStore.visibleCount
            changed = true
        }
        if lastFrame.selectedMarker != selectedMarkerID {
            lastFrame.selectedMarker = selectedMarkerID
            changed = true
        }
        // No closures over `self` here (`projection.map { … }`): each would copy the whole view.
        if let window = openWindow {
            var frame: ScreenRect?
            if let projection { frame = infoWindowFrame(projection) }
            let record = InfoWindowRecord(marker: window.markerID, title: window.title, snippet: window.snippet,
                                          frame: frame)
            if lastFrame.infoWindow != record {
                lastFrame.infoWindow = record
                changed = true
            }
        } else if case .some = lastFrame.infoWindow {  // not `!= nil`, which copied the record
            lastFrame.infoWindow = nil
            changed = true
        }
        // The controls record (with its building id string) is rebuilt and compared only
        // when one of the plain values it comes from changed.
        let inputs = ControlsInputs(compassVisible: compass.isVisible, compassOpacity: compass.opacity,
                                    myLocationButtonVisible: isMyLocationButtonVisible,
                                    floorPickerVisible: isFloorPickerVisible, activeBuilding: indoor.active,
                                    activeLevel: indoor.activeLevel, viewport: viewport)
        if inputs != controlsInputs {
            controlsInputs = inputs
            let controls = controlsRecord()
            if lastFrame.controls != controls {
                lastFrame.controls = controls
                changed = true
            }
        }
        if framedOptionsRevision != optionsRevision {
            framedOptionsRevision = optionsRevision
            if lastFrame.options != options {
                lastFrame.options = options
                changed = true
            }
        }
        var elements: [AccessibilityElement]?
        if !options.accessibilityElementsHidden, let projection {
            // With no marker and no info window there is nothing to list: no copy of the
            // (absent) window record for the call.
            elements = markerStore.markers.isEmpty && openWindow == nil
                ? [] : accessibilityElements(projection, infoWindow: lastFrame.infoWindow)
        }
        if lastFrame.accessibilityElements != elements {
            lastFrame.accessibilityElements = elements
            changed = true
        }
        if changed { frameContentRevision &+= 1 }
    }

    /// The frame record for `time` built from nothing (what `updateLastFrame` must equal).
    func freshFrameRecord(at time: Double, projection: Projection) -> FrameRecord {
        var infoWindow: InfoWindowRecord?
        if let window = openWindow {
            infoWindow = InfoWindowRecord(marker: window.markerID, title: window.title, snippet: window.snippet,
                                          frame: infoWindowFrame(projection))
        }
        return FrameRecord(time: time, camera: camera, touchCount: engine.touchCount, selectedMarker: selectedMarkerID,
                           infoWindow: infoWindow, controls: controlsRecord(), options: options,
                           visibleMarkerCount: markerStore.visibleCount,
                           accessibilityElements: options.accessibilityElementsHidden
                               ? nil : accessibilityElements(projection, infoWindow: infoWindow))
    }

    /// The built-in controls as drawn now. Always inlined: called from a mutating method,
    /// a non-mutating call would first copy the whole view every frame.
    @inline(__always)
    func controlsRecord() -> ControlsRecord {
        let building = indoor.activeBuilding
        return ControlsRecord(
            compass: .init(visible: compass.isVisible, opacity: compass.opacity,
                           frame: controlLayout.compassFrame(in: viewport)),
            myLocationButton: .init(visible: isMyLocationButtonVisible,
                                    frame: controlLayout.myLocationButtonFrame(in: viewport)),
            floorPicker: .init(visible: isFloorPickerVisible, building: building?.id, level: indoor.activeLevel,
                               frame: building.map { controlLayout.floorPickerFrame(levelCount: $0.levels.count, in: viewport) }))
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

/// Everything `MapView.controlsRecord()` reads that can change between frames, as plain
/// values (the control layout is fixed per view).
struct ControlsInputs: Equatable, Sendable {
    var compassVisible: Bool
    var compassOpacity: Double
    var myLocationButtonVisible: Bool
    var floorPickerVisible: Bool
    var activeBuilding: Int?
    var activeLevel: Int?
    var viewport: Viewport
}
