import MapMath
import Gestures

/// What observers of every step read (`SimulationObserver`, Replays' invariants), and the
/// test-only faults (`MapViewFaults`).
extension MapView {
    /// Whether each touch sample fills `sampleProbe` (default false: the probe costs a copy
    /// of the finger positions per sample, which only invariant checks need). Turning it
    /// on reserves room for ten fingers, so that probing allocates nothing per sample.
    public var probesSamples: Bool {
        get { sampleProbe.isEnabled }
        set {
            sampleProbe.isEnabled = newValue
            if newValue { sampleProbe.reserveFingers(10) }
        }
    }

    /// Fills `sampleProbe`'s "before" half, for a sample about to be handled at `time`
    /// seconds. Reads the engine in place (its inlinable accessors): passing the engine
    /// to a function would copy it. Each tracked finger goes to `sampleProbe.fingers` with
    /// its location as both `before` and `after`: until `endSampleProbe` the list holds
    /// the fingers before the sample, which the merge there reads and overwrites in place.
    mutating func beginSampleProbe(at time: Double) {
        sampleProbe.serial &+= 1
        sampleProbe.time = time
        sampleProbe.cameraBefore = player.camera
        sampleProbe.settings = settings
        sampleProbe.movesAtFramesOnly = movesAtFramesOnly
        sampleProbe.gesturesBefore = engine.activeKinds
        sampleProbe.recordCountBefore = engine.recordCount
        let count = engine.trackedFingerCount
        sampleProbe.fingerCountBefore = count
        if sampleProbe.fingers.count != count { sampleProbe.setFingerListCount(count) }
        var sum = SIMD2<Double>.zero
        // Both lists through one buffer each, without a check per element.
        sampleProbe.fingers.withUnsafeMutableBufferPointer { list in
            engine.withTrackedFingers { tracked in
                for i in 0..<count {
                    let location = tracked.location(at: i)
                    list[i] = SampleProbe.Finger(id: tracked.id(at: i), before: location, after: location)
                    sum += SIMD2(location.x, location.y)
                }
            }
        }
        sampleProbe.centroidBefore = SampleProbe.centroid(sum, count)
    }

    /// Fills `sampleProbe`'s "after" half once `sample` was handled and its actions run.
    mutating func endSampleProbe(_ sample: UnsafeBufferPointer<TouchEvent>) {
        sampleProbe.cameraAfter = player.camera
        sampleProbe.gesturesAfter = engine.activeKinds
        var during = sampleProbe.gesturesBefore.union(sampleProbe.gesturesAfter)
        let records = engine.recordCount
        if records > sampleProbe.recordCountBefore {
            for i in sampleProbe.recordCountBefore..<records where engine.recordKind(at: i).isContinuous {
                during.insert(GestureKindSet(kind: engine.recordKind(at: i)))
            }
        }
        sampleProbe.gesturesDuring = during
        let count = engine.trackedFingerCount, countBefore = sampleProbe.fingerCountBefore
        sampleProbe.fingerCountAfter = count
        var merge = SampleProbe.FingerMerge(countBefore: countBefore, countAfter: count)
        while true {
            // Both lists through one buffer each, without the subscripts' check per element.
            sampleProbe.fingers.withUnsafeMutableBufferPointer { list in
                engine.withTrackedFingers { merge.advance(list, $0) }
            }
            guard merge.stoppedAtLift else { break }
            let finger = sampleProbe.fingers[merge.before]
            merge.lift(at: SampleProbe.liftLocation(of: finger.id, in: sample) ?? finger.before)
        }
        if merge.stayed < countBefore { sampleProbe.setFingerListCount(merge.stayed) }
        sampleProbe.centroidAfter = SampleProbe.centroid(merge.sum, count)
        sampleProbe.centroidBeforeMoved = SampleProbe.centroid(merge.movedSum, countBefore)
    }

    /// The continuous gestures running now (pan, pinch, rotate, tilt, one-finger zoom).
    public var activeGestureKinds: GestureKindSet { engine.activeKinds }

    /// Whether a running animation was started by a gesture: a fling, a tap zoom or a snap
    /// to north (not a command, nor the view's answer to a tap on the compass, the
    /// my-location button or a marker). False when nothing runs.
    public var isAnimatingByGesture: Bool { animationByGesture && player.isRunning }

    /// Counts a gesture-driven animation about to start (`motionCauses`).
    mutating func noteGestureAnimation() {
        motionCauses.gestureAnimations &+= 1
        animationByGesture = true
    }

    #if MAPSIM_TEST_HOOKS
    // MARK: Faults (tests only)

    /// `settings` as the recognisers see them under `faults`.
    static func faultySettings(_ settings: UISettings, _ faults: MapViewFaults) -> UISettings {
        var s = settings
        if faults.contains(.ignoresScrollSetting) { s.scrollGestures = true }
        if faults.contains(.pinchAboutCentre) { s.allowScrollGesturesDuringRotateOrZoom = false }
        return s
    }

    /// The faults that act after a touch sample at `time` seconds; `fingerCountBefore` is
    /// the number of fingers followed before it.
    mutating func applySampleFaults(fingerCountBefore: Int, at time: Double) {
        let running = engine.activeKinds
        var c = camera
        if faults.contains(.jumpOnFingerChange) && engine.trackedFingerCount != fingerCountBefore
            && engine.trackedFingerCount > 0 && fingerCountBefore > 0 {
            c = CameraUpdate.scrollBy(x: 20, y: 0).apply(to: c, in: viewport, limits: limits)
        }
        if faults.contains(.unclampedTilt) && !running.isEmpty {
            c.tilt = limits.maxTilt(atZoom: c.zoom) + 5
        }
        if c != camera {
            if movement == nil { announce(.gesture, at: time) }
            player.jump(to: c)
        }
    }

    /// The faults that act after a frame is drawn at `time` seconds.
    mutating func applyFrameFaults(at time: Double) {
        if faults.contains(.nonFiniteFrame) && engine.touchCount > 0 {
            lastFrame.camera.tilt = .nan
        }
        if faults.contains(.idleWhileAnimating) && movement != nil && player.isRunning && engine.touchCount == 0
            && engine.activeKinds.isEmpty {
            movement = nil
            events.append(MapEvent(time: time, kind: .idleAtCameraPosition(camera)))
        }
    }
    #endif
}
