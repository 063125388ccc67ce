import MapMath

/// `tapRecognizer` `.mapLibre`: MapLibre GL JS's own touch handlers (`MapLibreHandlerSet`)
/// move the camera, once per render frame, as the library does; the engine keeps the
/// fingers, the records, the taps it reports and the release.
extension GestureEngine {
    /// The handlers the settings switch on: tap zooms, tap-drag and two-finger zoom with
    /// zoom gestures, rotation, pitch and pan with their own. With scrolling off, or not
    /// allowed during rotate or zoom, those two act about the centre (`around: 'center'`;
    /// our choice: the map of Google's settings does not scroll then).
    static func mapLibreSwitches(_ settings: UISettings) -> MapLibreHandlerMask {
        var bits: UInt8 = 0
        if settings.zoomGestures {
            bits |= MapLibreHandlerKind.tapZoom.bit | MapLibreHandlerKind.tapDragZoom.bit | MapLibreHandlerKind.touchZoom.bit
        }
        if settings.rotateGestures { bits |= MapLibreHandlerKind.touchRotate.bit }
        if settings.tiltGestures { bits |= MapLibreHandlerKind.touchPitch.bit }
        if settings.scrollGestures { bits |= MapLibreHandlerKind.touchPan.bit }
        return MapLibreHandlerMask(rawValue: bits)
    }

    /// One DOM touch event of `kind` at `time` seconds, the fingers as they are now.
    mutating func mapLibreEvent(_ kind: MapLibreTouchEventKind, at time: Double, context: GestureContext)
        -> MapLibreTapZoom.Zoom? {
        mapLibre.setEnabled(Self.mapLibreSwitches(context.settings),
                            aroundCenter: !context.settings.scrollGestures
                                || !context.settings.allowScrollGesturesDuringRotateOrZoom,
                            clickTolerance: context.thresholds.moveThreshold)
        let outcome = mapLibreTouches.withUnsafeBufferPointer {
            mapLibre.handle(kind, timeMs: time * 1000, fingers: $0)
        }
        syncMapLibreRecords(active: outcome.active, changed: outcome.changed, at: time)
        noteMapLibreFingerChanges()
        if outcome.tapZoom != nil { settleMapLibreRecords() }
        if outcome.stopsAnimation && mapLibreAnimationMayRun {
            mapLibreAnimationMayRun = false
            actions.append(.touchBegan)
        }
        return outcome.tapZoom
    }

    /// Ends the records whose handler is no longer active, then begins those whose handler
    /// changed the camera with none running. The handlers and gestures map one to one: a
    /// record runs while its handler is active, from the event in which it first changed
    /// the camera.
    mutating func syncMapLibreRecords(active: MapLibreHandlerMask, changed: MapLibreHandlerMask, at time: Double) {
        syncMapLibreRecord(.touchPan, .pan, active: active, changed: changed, at: time)
        syncMapLibreRecord(.touchZoom, .pinch, active: active, changed: changed, at: time)
        syncMapLibreRecord(.touchRotate, .rotate, active: active, changed: changed, at: time)
        syncMapLibreRecord(.touchPitch, .tilt, active: active, changed: changed, at: time)
        syncMapLibreRecord(.tapDragZoom, .oneFingerZoom, active: active, changed: changed, at: time)
    }

    /// `syncMapLibreRecords` for one handler and its gesture.
    mutating func syncMapLibreRecord(_ handler: MapLibreHandlerKind, _ kind: GestureKind, active: MapLibreHandlerMask,
                                     changed: MapLibreHandlerMask, at time: Double) {
        let running = runningRecord(kind)
        if running != nil && active.rawValue & handler.bit == 0 {
            if kind == .pan { lastEndedPanRecord = running }
            endContinuous(kind, at: time)
        }
        guard runningRecord(kind) == nil && changed.rawValue & handler.bit != 0 else { return }
        let index = beginContinuous(kind, at: time)
        switch kind {
        case .pan: panRecord = index
        case .pinch: pinchRecord = index
        case .rotate: rotateRecord = index
        case .tilt: tiltRecord = index
        default: oneFingerZoomRecord = index
        }
    }

    /// Finishes the records that ended while their changes waited for the frame.
    mutating func settleMapLibreRecords() {
        guard !mapLibreUnsettled.isEmpty else { return }
        for i in 0..<mapLibreUnsettled.count {
            let index = mapLibreUnsettled[i]
            finishRecord(index, allRecords[index].kind)
        }
        mapLibreUnsettled.removeAll(keepingCapacity: true)
    }

    /// What the fingers asked of a running pinch and rotation so far: the pair's spread and
    /// turn since it formed (`GestureRecord.fingerZoomChange`, `fingerBearingChange`).
    mutating func noteMapLibreFingerChanges() {
        if pinchRecord != nil, mapLibre.touchZoom.pair.hasPair {
            pinchFingerZoom = MapLibreTouchZoom.levels(mapLibre.touchZoom.distance, mapLibre.touchZoom.startDistance)
        }
        if rotateRecord != nil, mapLibre.touchRotate.pair.hasPair {
            rotateFingerBearing = MapLibreTouchRotate.degrees(mapLibre.touchRotate.vector, from: mapLibre.touchRotate.startVector)
        }
    }

    /// The index of `kind`'s running record, or nil.
    func runningRecord(_ kind: GestureKind) -> Int? {
        switch kind {
        case .pan: panRecord
        case .pinch: pinchRecord
        case .rotate: rotateRecord
        case .tilt: tiltRecord
        case .oneFingerZoom: oneFingerZoomRecord
        case .doubleTap, .twoFingerTap, .longPress, .tap: nil
        }
    }

    /// The render frame at `time` seconds: applies the handlers' summed change to `camera`
    /// (`MapLibreTransformStep`), records it for the inertia, and notes a release when the
    /// last gesture in progress ended. Returns the new camera, or nil when it did not move.
    /// Call before `recordFrame(at:)`.
    public mutating func applyMapLibreFrame(camera: CameraPosition, viewport: Viewport, limits: CameraLimits,
                                            settings: UISettings, centreHold: Double,
                                            at time: Double) -> CameraPosition? {
        guard let frame = mapLibre.renderFrame() else { return nil }
        mapLibreCentre = viewport.paddedCenter
        syncMapLibreRecords(active: frame.active, changed: MapLibreHandlerMask(rawValue: 0), at: time)
        var moved: CameraPosition?
        if let change = frame.change {
            let base = limits.clamp(camera)
            moved = MapLibreTransformStep.apply(change, to: base, viewport: viewport, limits: limits,
                                                centreHold: centreHold)
            if let moved {
                samplePanDistance = change.pan.map { ($0 * $0).sum().squareRoot() } ?? 0
                _ = accountChange(to: moved, from: base)
            }
            // `HandlerInertia.record` keeps what the handlers asked for, not what applied.
            frameMovement = InertiaBuffer.Entry(time: time, pan: change.pan ?? .zero, zoom: change.zoom ?? 0,
                                                bearing: change.bearing ?? 0, tilt: change.pitch ?? 0,
                                                around: change.around, pinchAround: change.pinchAround)
        }
        settleMapLibreRecords()
        if frame.releases {
            inertiaReleasePending = true
            inertiaReleaseSettings = settings
            inertiaReleasePanRecord = lastEndedPanRecord
            mapLibreAnimationMayRun = true
        }
        // Only a release can still give the ended pan its velocity.
        if frame.releases || !mapLibre.hasGesturesInProgress { lastEndedPanRecord = nil }
        return moved
    }

    /// The last finger of a sequence lifted at `time` (after the handlers saw the
    /// `touchend`): the tap zoom they recognised, if any, or a tap to report.
    mutating func endMapLibreSequence(at time: Double, tapZoom: MapLibreTapZoom.Zoom?, context: GestureContext) {
        let settings = context.settings, th = context.thresholds, s = sequence
        if liftedCount > 0 {
            let at = liftedLocationSum / Double(liftedCount)
            lastReleaseCentroid = ScreenPoint(x: at.x, y: at.y)
        }
        let still = !s.isConsumed && !s.movedBeyondSlop && !s.longPressFired && !s.hadPointerCancel
        switch tapZoom {
        case let .zoomIn(point)?:
            let downTime = pendingTap?.downTime ?? s.startTime
            pendingTap = nil
            appendDiscrete(.doubleTap, at: time, location: point, touchDown: downTime, touchUp: time,
                           cameraChange: tapZoomChange(th.doubleTapZoomDelta, context: context))
            actions.append(.zoomAnimation(.doubleTap, levels: th.doubleTapZoomDelta,
                                          about: settings.scrollGestures ? point : nil))
            mapLibreAnimationMayRun = true
        case let .zoomOut(point)?:
            appendDiscrete(.twoFingerTap, at: time, location: point, touchDown: s.startTime, touchUp: time,
                           fingerCount: 2, cameraChange: tapZoomChange(th.twoFingerTapZoomDelta, context: context))
            actions.append(.zoomAnimation(.twoFingerTap, levels: th.twoFingerTapZoomDelta,
                                          about: settings.scrollGestures ? point : nil))
            mapLibreAnimationMayRun = true
        case nil:
            if still && s.maxPointerCount == 1 && time - s.startTime <= th.tapTimeout {
                if let pending = pendingTap { confirmTap(pending, at: time) }
                let tap = PendingTap(location: s.startLocation, downTime: s.startTime, upTime: time)
                if settings.zoomGestures { pendingTap = tap } else { confirmTap(tap, at: time) }
            }
        }
        noteLift(recordsFrom: s.firstRecord, at: time)
        sequence = TouchSequence()
    }
}

extension GestureEngine {
    /// `handle(_:at:context:)` under `.mapLibre`: the sample as the DOM events a browser
    /// fires for it (as the oracle's page does): its landings, moves and lifts in file
    /// order, consecutive ones of one kind as one event. The camera moves at the next
    /// render frame, not here.
    mutating func handleMapLibre(_ sample: UnsafeBufferPointer<TouchEvent>, at deliveryTime: Double,
                                 context: GestureContext) {
        let time = max(deliveryTime, lastTime)
        lastTime = time
        sampleSerial &+= 1
        fireTimers(upTo: time, timeouts: context.thresholds.timeouts)
        liftedVelocitySum = .zero
        liftedLocationSum = .zero
        liftedCount = 0
        fingerSetChanged = false

        var group: MapLibreTouchEventKind?
        var sequenceEnded = false
        var movedInGroup = false
        for event in sample where event.role != .velocityOnly {
            let isFinite = event.location.x.isFinite && event.location.y.isFinite
            guard isFinite || event.phase == .up || event.phase == .cancel else { continue }
            let kind: MapLibreTouchEventKind
            switch event.phase {
            case .down:
                guard pointerIndex(event.pointerID) == nil && !ignoredPointerIDs.contains(event.pointerID) else { continue }
                kind = .start
            case .move:
                guard isFinite, pointerIndex(event.pointerID) != nil else { continue }
                kind = .move
            case .up, .cancel:
                guard pointerIndex(event.pointerID) != nil || ignoredPointerIDs.contains(event.pointerID) else { continue }
                kind = event.phase == .up ? .end : .cancel
            }
            if let g = group, g != kind {
                if movedInGroup { noteMapLibreMovement(context: context) }
                movedInGroup = false
                flushMapLibre(g, sequenceEnded: &sequenceEnded, at: time, context: context)
            }
            group = kind
            let eventTime = min(event.time, time)
            switch event.phase {
            case .down:
                addPointer(event.pointerID, at: event.location, time: time, recordedAt: eventTime, context: context)
            case .move:
                if let i = pointerIndex(event.pointerID) {
                    pointers[i].location = event.location
                    setMapLibreTouch(event.pointerID, to: event.location)
                }
                movedInGroup = true
            case .up, .cancel:
                if let i = pointerIndex(event.pointerID) {
                    if pointers[i].downSample == sampleSerial && isFinite { pointers[i].location = event.location }
                    let wasActive = sequence.isActive
                    removePointer(at: i, cancelled: event.phase == .cancel, time: time, releasedAt: eventTime,
                                  context: context)
                    if wasActive && sequence.isActive && pointers.isEmpty { sequenceEnded = true }
                } else if let j = ignoredPointerIDs.firstIndex(of: event.pointerID) {
                    ignoredPointerIDs.remove(at: j)
                    noteIgnoredRelease(event.pointerID, cancelled: event.phase == .cancel, at: time)
                }
            }
        }
        if let g = group {
            if movedInGroup { noteMapLibreMovement(context: context) }
            flushMapLibre(g, sequenceEnded: &sequenceEnded, at: time, context: context)
        }
        previousSampleTime = time
    }

    /// Fires the grouped event; after a `touchend` that lifted the last finger, the tap
    /// it made (if any) is reported.
    mutating func flushMapLibre(_ kind: MapLibreTouchEventKind, sequenceEnded: inout Bool, at time: Double,
                                context: GestureContext) {
        let zoom = mapLibreEvent(kind, at: time, context: context)
        if sequenceEnded {
            sequenceEnded = false
            endMapLibreSequence(at: time, tapZoom: zoom, context: context)
        }
    }

    /// Finger `id`'s point in the handlers' list.
    mutating func setMapLibreTouch(_ id: Int, to point: ScreenPoint) {
        for k in mapLibreTouches.indices where mapLibreTouches[k].id == id { mapLibreTouches[k].point = point }
    }

    /// What the engine itself tracks of a move: a finger beyond `touchSlop` is no tap, and
    /// one beyond `moveThreshold` no `contextmenu` long press.
    mutating func noteMapLibreMovement(context: GestureContext) {
        for i in pointers.indices where pointers[i].location.distance(to: pointers[i].downLocation) > context.thresholds.touchSlop {
            sequence.movedBeyondSlop = true
        }
        if longPressRule == .contextMenu, pointers.count == 1,
           pointers[0].location.distance(to: pointers[0].downLocation) > context.thresholds.moveThreshold {
            sequence.movedBeyondLongPressSlop = true
        }
    }
}
