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
    /// to a function would copy it.
    mutating func beginSampleProbe(at time: Double) {
        sampleProbe.serial &+= 1
        sampleProbe.time = time
        sampleProbe.cameraBefore = player.camera
        sampleProbe.settings = settings
        sampleProbe.gesturesBefore = engine.activeKinds
        sampleProbe.recordCountBefore = engine.recordCount
        let count = engine.trackedFingerCount
        sampleProbe.fingerCountBefore = count
        var sum = SIMD2<Double>.zero
        for i in 0..<count {
            let finger = (id: engine.trackedFingerID(at: i), location: engine.trackedFingerLocation(at: i))
            if i < sampleProbe.fingersBefore.count { sampleProbe.fingersBefore[i] = finger } else {
                sampleProbe.fingersBefore.append(finger)
            }
            sum += SIMD2(finger.location.x, finger.location.y)
        }
        if sampleProbe.fingersBefore.count > count {
            sampleProbe.fingersBefore.removeLast(sampleProbe.fingersBefore.count - count)
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
        let count = engine.trackedFingerCount, countBefore = sampleProbe.fingersBefore.count
        sampleProbe.fingerCountAfter = count
        var sum = SIMD2<Double>.zero, movedSum = SIMD2<Double>.zero
        var stayed = 0
        // The fingers before and after, both in increasing id order, merged in one pass:
        // a finger in both stayed, one only after landed, one only before lifted.
        var b = 0, a = 0
        while b < countBefore || a < count {
            let idBefore = b < countBefore ? sampleProbe.fingersBefore[b].id : Int.max
            let idAfter = a < count ? engine.trackedFingerID(at: a) : Int.max
            if idAfter < idBefore {
                let location = engine.trackedFingerLocation(at: a)
                sum += SIMD2(location.x, location.y)
                a += 1
            } else if idBefore < idAfter {
                let before = sampleProbe.fingersBefore[b].location
                let lifted = SampleProbe.liftLocation(of: idBefore, in: sample) ?? before
                movedSum += SIMD2(lifted.x, lifted.y)
                b += 1
            } else {
                let location = engine.trackedFingerLocation(at: a)
                sum += SIMD2(location.x, location.y)
                movedSum += SIMD2(location.x, location.y)
                let finger = SampleProbe.Finger(id: idAfter, before: sampleProbe.fingersBefore[b].location, after: location)
                if stayed < sampleProbe.fingers.count { sampleProbe.fingers[stayed] = finger } else {
                    sampleProbe.fingers.append(finger)
                }
                stayed += 1
                a += 1
                b += 1
            }
        }
        if sampleProbe.fingers.count > stayed { sampleProbe.fingers.removeLast(sampleProbe.fingers.count - stayed) }
        sampleProbe.centroidAfter = SampleProbe.centroid(sum, count)
        sampleProbe.centroidBeforeMoved = SampleProbe.centroid(movedSum, sampleProbe.fingersBefore.count)
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
}
