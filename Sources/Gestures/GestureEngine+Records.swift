import MapMath

/// What the records say beyond kind and time (docs/design.md "Gesture records"): the
/// touches' landing and lift, the finger count, and the camera change. Each sample adds
/// its change to one running sum; a record takes the sum's growth from its begin to its
/// end (O(1) per sample whatever runs, no allocation).
extension GestureEngine {
    /// Records a discrete gesture recognised at `time` at `location`, made by
    /// `fingerCount` fingers that landed at `touchDown` and lifted at `touchUp` (nil: not
    /// yet), seconds; `cameraChange` for the tap zooms.
    mutating func appendDiscrete(_ kind: GestureKind, at time: Double, location: ScreenPoint, touchDown: Double,
                                 touchUp: Double?, fingerCount: Int = 1, cameraChange: GestureCameraChange? = nil) {
        allRecords.append(GestureRecord(kind: kind, beginTime: time, endTime: time, touchDownTime: touchDown,
                                        touchUpTime: touchUp, fingerCount: fingerCount, cameraChange: cameraChange,
                                        location: location))
    }

    /// One sample's camera change (`base` to `camera`, with `samplePanDistance`) joins
    /// `cameraChangeSum`; returns `camera`. Four additions per sample, whatever runs: a
    /// record's change is the sum's growth from its begin to its end (`finishedChange`).
    @inline(__always)
    mutating func accountChange(to camera: CameraPosition?, from base: CameraPosition) -> CameraPosition? {
        guard let camera else { return nil }
        cameraChangeSum.add(zoom: camera.zoom - base.zoom, bearing: Self.bearingChange(from: base.bearing, to: camera.bearing),
                            tilt: camera.tilt - base.tilt, panDistance: samplePanDistance)
        return camera
    }

    /// The change of the record at `index` up to now: the sum's growth since its begin,
    /// whose value the running record holds in `cameraChange` (`beginContinuous`).
    @inline(__always)
    func finishedChange(_ index: Int) -> GestureCameraChange? {
        allRecords[index].cameraChange.map { cameraChangeSum.since($0) }
    }

    /// A continuous gesture's record at `index` ends: its camera change and, for pinch and
    /// rotate, what the fingers asked for, become final.
    mutating func finishRecord(_ index: Int, _ kind: GestureKind) {
        allRecords[index].cameraChange = finishedChange(index)
        if kind == .pinch { allRecords[index].fingerZoomChange = pinchFingerZoom }
        if kind == .rotate { allRecords[index].fingerBearingChange = rotateFingerBearing }
    }

    /// `records` while continuous gestures run: a copy whose running records show their
    /// change so far (an allocation, only while one runs).
    func recordsSoFar() -> [GestureRecord] {
        var current = allRecords
        for (index, kind) in [(panRecord, GestureKind.pan), (pinchRecord, .pinch), (rotateRecord, .rotate),
                              (tiltRecord, .tilt), (oneFingerZoomRecord, .oneFingerZoom)] {
            guard let i = index else { continue }
            current[i].cameraChange = finishedChange(i)
            if kind == .pinch { current[i].fingerZoomChange = pinchFingerZoom }
            if kind == .rotate { current[i].fingerBearingChange = rotateFingerBearing }
        }
        return current
    }

    /// The running continuous gestures' finger counts take in the fingers down now.
    mutating func noteFingerCount() {
        let n = pointers.count
        if let i = panRecord { allRecords[i].fingerCount = max(allRecords[i].fingerCount, n) }
        if let i = pinchRecord { allRecords[i].fingerCount = max(allRecords[i].fingerCount, n) }
        if let i = rotateRecord { allRecords[i].fingerCount = max(allRecords[i].fingerCount, n) }
        if let i = tiltRecord { allRecords[i].fingerCount = max(allRecords[i].fingerCount, n) }
        if let i = oneFingerZoomRecord { allRecords[i].fingerCount = max(allRecords[i].fingerCount, n) }
    }

    /// The last finger of the sequence whose first record is `first` lifted at `time`:
    /// its records still waiting for a lift get it.
    mutating func noteLift(recordsFrom first: Int, at time: Double) {
        guard first < allRecords.count else { return }
        for i in first..<allRecords.count where allRecords[i].touchUpTime == nil { allRecords[i].touchUpTime = time }
    }

    /// An interrupt ignores the fingers of the running sequence until they lift: its
    /// records wait for the last of them (`noteIgnoredRelease`).
    mutating func awaitLiftOfInterruptedSequence() {
        guard sequence.isActive, sequence.firstRecord < allRecords.count else { return }
        let before = liftAwaitedRecords.count
        for i in sequence.firstRecord..<allRecords.count where allRecords[i].touchUpTime == nil {
            liftAwaitedRecords.append(i)
        }
        guard liftAwaitedRecords.count > before else { return }
        for i in pointers.indices { liftAwaitedFingers.append(pointers[i].id) }
    }

    /// An ignored finger lifted (or was cancelled) at `time`: when it was the last of an
    /// interrupted sequence, that sequence's records get their lift; a cancel means they
    /// never lift.
    mutating func noteIgnoredRelease(_ id: Int, cancelled: Bool, at time: Double) {
        guard let k = liftAwaitedFingers.firstIndex(of: id) else { return }
        if cancelled {
            liftAwaitedFingers.removeAll(keepingCapacity: true)
            liftAwaitedRecords.removeAll(keepingCapacity: true)
            return
        }
        liftAwaitedFingers.remove(at: k)
        guard liftAwaitedFingers.isEmpty else { return }
        for i in liftAwaitedRecords { allRecords[i].touchUpTime = time }
        liftAwaitedRecords.removeAll(keepingCapacity: true)
    }

    /// The signed change from bearing `a` to bearing `b` (degrees in [0, 360)), the short
    /// way, degrees in (−180, 180].
    @inline(__always)
    static func bearingChange(from a: Double, to b: Double) -> Double {
        let d = b - a
        if d > 180 { return d - 360 }
        if d <= -180 { return d + 360 }
        return d
    }
}
