#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MapMath

/// Continuous gestures: pan, pinch, rotate, tilt and one-finger zoom.
extension GestureEngine {
    /// Whether the world point under the centroid follows the centroid right now: a pan
    /// runs, or pinch or rotate runs with scrolling allowed during them.
    @inline(__always)
    func isFollowingCentroid(_ settings: UISettings) -> Bool {
        guard settings.scrollGestures else { return false }
        if panRecord != nil { return true }
        return (pinchRecord != nil || rotateRecord != nil) && settings.allowScrollGesturesDuringRotateOrZoom
    }

    /// Starts, ends and applies the continuous gestures for the fingers' new positions;
    /// the new camera, or nil when it did not move.
    mutating func updateContinuous(time: Double, moved: Bool, context: GestureContext) -> CameraPosition? {
        guard sequence.isActive, !sequence.isConsumed, !pointers.isEmpty else { return nil }
        // Single fields, not `let th = context.thresholds`: that copies 16 doubles per sample.
        let settings = context.settings, touchSlop = context.thresholds.touchSlop
        // Settings turned off end their gestures.
        if panRecord != nil && !settings.scrollGestures { endContinuous(.pan, at: time) }
        if pinchRecord != nil && !settings.zoomGestures { endContinuous(.pinch, at: time) }
        if rotateRecord != nil && !settings.rotateGestures { endContinuous(.rotate, at: time) }
        if tiltRecord != nil && !settings.tiltGestures { endContinuous(.tilt, at: time) }
        if oneFingerZoomRecord != nil && !settings.zoomGestures { endContinuous(.oneFingerZoom, at: time) }
        guard moved else { return nil }
        for i in pointers.indices where pointers[i].location.distance(to: pointers[i].downLocation) > touchSlop {
            sequence.movedBeyondSlop = true
        }
        let base = context.limits.clamp(context.camera)
        guard base.isFinite else { return nil }

        if pointers.count == 1 {
            if sequence.isSecondTap {
                guard sequence.movedBeyondSlop else { return nil }
                if settings.zoomGestures, let pending = pendingTap {
                    startOneFingerZoom(about: pending.location, time: time, camera: base, context: context)
                    return nil
                }
                failSecondTap(at: time)
            }
            if oneFingerZoomRecord != nil {
                return oneFingerZoomStep(camera: base, context: context)
            }
        }
        return multiFingerStep(time: time, camera: base, context: context)
    }

    mutating func startOneFingerZoom(about point: ScreenPoint, time: Double, camera: CameraPosition,
                                     context: GestureContext) {
        sequence.isSecondTap = false
        pendingTap = nil
        oneFingerZoomRecord = beginContinuous(.oneFingerZoom, at: time)
        oneFingerZoomPoint = point
        oneFingerPreviousY = pointers[0].location.y
        anchor = context.settings.scrollGestures
            ? Projection(camera: camera, viewport: context.viewport).worldPoint(for: point) : nil
    }

    /// Double-tap-and-drag: zoom += Δy · oneFingerZoomLevelsPerPoint (down zooms in), about
    /// the first tap's point (the padded centre when scroll gestures are off).
    mutating func oneFingerZoomStep(camera base: CameraPosition, context: GestureContext) -> CameraPosition? {
        let y = pointers[0].location.y
        let dy = y - oneFingerPreviousY
        oneFingerPreviousY = y
        var camera = base
        camera.zoom += dy * context.thresholds.oneFingerZoomLevelsPerPoint
        camera = context.limits.clamp(camera)
        if context.settings.scrollGestures, let anchor, let point = oneFingerZoomPoint {
            guard let placed = camera.placing(world: anchor, at: point, in: context.viewport) else { return nil }
            camera = context.limits.clamp(placed)
        }
        return camera.isFinite ? camera : nil
    }

    /// Pan, pinch, rotate and tilt for one or more fingers.
    mutating func multiFingerStep(time: Double, camera base: CameraPosition, context: GestureContext) -> CameraPosition? {
        let settings = context.settings
        let centroid = currentCentroid()
        let span = currentSpan(about: centroid)
        let angle = currentAngle()
        let n = pointers.count
        if n >= 2 {
            if referenceSpan == nil { referenceSpan = span; previousSpan = span }
            if referenceAngle == nil { referenceAngle = angle; previousAngle = angle }
        }
        defer {
            if let span { previousSpan = span }
            if let angle { previousAngle = angle }
        }

        // Tilt runs alone.
        if tiltRecord != nil {
            let y = meanY()
            let dy = y - previousMeanY
            previousMeanY = y
            var camera = base
            camera.tilt = max(0, camera.tilt - dy * context.thresholds.tiltDegreesPerPoint)
            camera = context.limits.clamp(camera)
            return camera.isFinite ? camera : nil
        }
        var tiltCandidate = false
        if settings.tiltGestures && n == 2 && panRecord == nil && pinchRecord == nil && rotateRecord == nil {
            let d0 = displacement(0), d1 = displacement(1)
            if tiltStarts(d0, d1, context.thresholds) {
                tiltRecord = beginContinuous(.tilt, at: time)
                previousMeanY = meanY()
                anchor = nil
                return nil
            }
            tiltCandidate = isTiltCandidate(d0, d1, context.thresholds)
        }

        // Pinch and rotate start at their thresholds and grow from there.
        var pinchStarted = false, rotateStarted = false
        if settings.zoomGestures && pinchRecord == nil, let span, let reference = referenceSpan,
           abs(log2(span / reference)) > context.thresholds.pinchZoomThreshold {
            pinchRecord = beginContinuous(.pinch, at: time)
            pinchStarted = true
        }
        if settings.rotateGestures && rotateRecord == nil, let angle, let reference = referenceAngle,
           abs(Self.wrapAngle(angle - reference)) > context.thresholds.rotationThreshold * .pi / 180 {
            rotateRecord = beginContinuous(.rotate, at: time)
            rotateStarted = true
        }
        let rotatingOrZooming = pinchRecord != nil || rotateRecord != nil
        if rotatingOrZooming && !settings.allowScrollGesturesDuringRotateOrZoom && panRecord != nil {
            endContinuous(.pan, at: time)
        }
        if settings.scrollGestures && panRecord == nil && !tiltCandidate
            && !(rotatingOrZooming && !settings.allowScrollGesturesDuringRotateOrZoom)
            && centroid.distance(to: referenceCentroid) > context.thresholds.touchSlop {
            panRecord = beginContinuous(.pan, at: time)
        }
        guard panRecord != nil || rotatingOrZooming else { return nil }

        var camera = base
        if pinchRecord != nil && !pinchStarted, let span, let previous = previousSpan {
            camera.zoom += log2(span / previous)
        }
        if rotateRecord != nil && !rotateStarted, let angle, let previous = previousAngle {
            camera.bearing = CameraPosition.normalizeBearing(camera.bearing - Self.wrapAngle(angle - previous) * 180 / .pi)
        }
        camera = context.limits.clamp(camera)
        if isFollowingCentroid(settings) {
            if anchor == nil {
                anchor = Projection(camera: base, viewport: context.viewport).worldPoint(for: centroid)
                // Captured under the centroid from this very camera: with zoom and bearing
                // unchanged, placing it there again is the identity. Skip the round trip
                // through Mercator, whose rounding would move a still camera (and announce it).
                if camera.zoom == base.zoom && camera.bearing == base.bearing && camera.tilt == base.tilt {
                    return camera.isFinite ? camera : nil
                }
            }
            guard let anchor, let placed = camera.placing(world: anchor, at: centroid, in: context.viewport) else {
                return nil
            }
            camera = context.limits.clamp(placed)
        } else {
            anchor = nil
        }
        return camera.isFinite ? camera : nil
    }

    /// Finger `i`'s movement since the last finger-set change, points.
    @inline(__always)
    func displacement(_ i: Int) -> SIMD2<Double> {
        let location = pointers[i].location, baseline = pointers[i].baseline
        return SIMD2(location.x - baseline.x, location.y - baseline.y)
    }

    /// Whether a movement is within `tiltMaxAngleFromVertical` of vertical (and not zero).
    static func isVertical(_ d: SIMD2<Double>, _ th: GestureThresholds) -> Bool {
        d.y != 0 && atan2(abs(d.x), abs(d.y)) <= th.tiltMaxAngleFromVertical * .pi / 180
    }

    /// Both fingers moved vertically the same way, each at least tiltThreshold/2 and on
    /// average more than tiltThreshold.
    @inline(__always)
    func tiltStarts(_ d0: SIMD2<Double>, _ d1: SIMD2<Double>, _ th: GestureThresholds) -> Bool {
        Self.isVertical(d0, th) && Self.isVertical(d1, th) && (d0.y > 0) == (d1.y > 0)
            && min(abs(d0.y), abs(d1.y)) >= th.tiltThreshold / 2
            && abs(d0.y + d1.y) / 2 > th.tiltThreshold
    }

    /// The two fingers could still become a tilt: each is within touchSlop or moving
    /// vertically, and those that moved go the same way.
    @inline(__always)
    func isTiltCandidate(_ d0: SIMD2<Double>, _ d1: SIMD2<Double>, _ th: GestureThresholds) -> Bool {
        let moved0 = (d0 * d0).sum().squareRoot() > th.touchSlop
        let moved1 = (d1 * d1).sum().squareRoot() > th.touchSlop
        if moved0 && !Self.isVertical(d0, th) { return false }
        if moved1 && !Self.isVertical(d1, th) { return false }
        if moved0 && moved1 && (d0.y > 0) != (d1.y > 0) { return false }
        return true
    }

    /// An angle in radians brought into (−π, π].
    static func wrapAngle(_ a: Double) -> Double {
        guard a.isFinite else { return 0 }
        var r = a.truncatingRemainder(dividingBy: 2 * .pi)
        if r > .pi { r -= 2 * .pi } else if r <= -.pi { r += 2 * .pi }
        return r
    }
}
