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
        // Written through one buffer, as `endSampleProbe` writes its list.
        var before = SampleProbe.takeArray(&sampleProbe.fingersBefore)
        if before.count < count {
            before.append(contentsOf: repeatElement(SampleProbe.FingerBefore(id: 0, location: ScreenPoint(x: 0, y: 0)),
                                                    count: count - before.count))
        } else if before.count > count {
            before.removeLast(before.count - count)
        }
        before.withUnsafeMutableBufferPointer { out in
            for i in 0..<count {
                let location = engine.trackedFingerLocation(at: i)
                out[i] = SampleProbe.FingerBefore(id: engine.trackedFingerID(at: i), location: location)
                sum += SIMD2(location.x, location.y)
            }
        }
        sampleProbe.fingersBefore = before
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
        // The fingers that stay are written through one buffer of the list, moved out of the
        // probe and back: element by element through the view, each store checked the
        // list's uniqueness again (callgrind: 30 instructions a finger).
        var fingers = SampleProbe.takeArray(&sampleProbe.fingers)
        let room = Swift.min(count, countBefore)
        if fingers.count < room {
            fingers.append(contentsOf: repeatElement(SampleProbe.Finger(id: 0, before: ScreenPoint(x: 0, y: 0), after: ScreenPoint(x: 0, y: 0)),
                                                     count: room - fingers.count))
        }
        let before = sampleProbe.fingersBefore
        var stayed = 0
        fingers.withUnsafeMutableBufferPointer { out in
            // The fingers before and after, both in increasing id order, merged in one pass:
            // a finger in both stayed, one only after landed, one only before lifted.
            var b = 0, a = 0
            while b < countBefore || a < count {
                let idBefore = b < countBefore ? before[b].id : Int.max
                let idAfter = a < count ? engine.trackedFingerID(at: a) : Int.max
                if idAfter < idBefore {
                    let location = engine.trackedFingerLocation(at: a)
                    sum += SIMD2(location.x, location.y)
                    a += 1
                } else if idBefore < idAfter {
                    let lifted = SampleProbe.liftLocation(of: idBefore, in: sample) ?? before[b].location
                    movedSum += SIMD2(lifted.x, lifted.y)
                    b += 1
                } else {
                    let location = engine.trackedFingerLocation(at: a)
                    sum += SIMD2(location.x, location.y)
                    movedSum += SIMD2(location.x, location.y)
                    out[stayed] = SampleProbe.Finger(id: idAfter, before: before[b].location, after: location)
                    stayed += 1
                    a += 1
                    b += 1
                }
            }
        }
        if fingers.count > stayed { fingers.removeLast(fingers.count - stayed) }
        sampleProbe.fingers = fingers
        sampleProbe.centroidAfter = SampleProbe.centroid(sum, count)
        sampleProbe.centroidBeforeMoved = SampleProbe.centroid(movedSum, countBefore)
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
