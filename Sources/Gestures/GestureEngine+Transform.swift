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
        if longPressRule == .contextMenu, pointers.count == 1,
           pointers[0].location.distance(to: pointers[0].downLocation) > context.thresholds.moveThreshold {
            sequence.movedBeyondLongPressSlop = true
        }
        let base = context.limits.clamp(context.camera)
        guard base.isFinite else { return nil }
        samplePanDistance = 0

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
                return accountChange(to: oneFingerZoomStep(camera: base, context: context), from: base)
            }
        }
        return accountChange(to: multiFingerStep(time: time, camera: base, context: context), from: base)
    }

    mutating func startOneFingerZoom(about point: ScreenPoint, time: Double, camera: CameraPosition,
                                     context: GestureContext) {
        sequence.isSecondTap = false
        let firstTapDown = pendingTap?.downTime
        pendingTap = nil
        oneFingerZoomRecord = beginContinuous(.oneFingerZoom, at: time, touchDown: firstTapDown)
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
        guard camera.isFinite else { return nil }
        if context.thresholds.releaseVelocity == .inertiaBuffer {
            // Its inertia zooms about the point the drag zoomed about (the padded centre
            // with scroll gestures off).
            let around = (context.settings.scrollGestures ? oneFingerZoomPoint : nil) ?? context.viewport.paddedCenter
            noteMovement(pan: .zero, from: base, to: camera, around: around)
        }
        return camera
    }

    /// Pan, pinch, rotate and tilt for one or more fingers, by the thresholds' rules.
    mutating func multiFingerStep(time: Double, camera base: CameraPosition, context: GestureContext) -> CameraPosition? {
        // `context.thresholds` is read in place: a local copy would copy all the thresholds
        // per sample.
        let settings = context.settings
        let centroid = currentCentroid()
        let span = currentSpan(about: centroid)
        let angle = currentAngle()
        let n = pointers.count
        if n >= 2 {
            if referenceSpan == nil { referenceSpan = span; previousSpan = span }
            if referenceAngle == nil { referenceAngle = angle; previousAngle = angle }
        }
        let lastSpan = previousSpan, lastAngle = previousAngle
        let androidSpanNow = context.thresholds.pinchStart == .spanSpeed ? androidSpan(about: centroid) : nil
        let lastAndroidSpan = previousAndroidSpan
        let meanYNow = meanY(), lastMeanY = previousMeanY
        defer {
            if let span { previousSpan = span }
            if let angle { previousAngle = angle }
            if let androidSpanNow { previousAndroidSpan = androidSpanNow }
            previousMeanY = meanYNow
        }
        if context.thresholds.rotationStart == .arcLength, let d = twoFingerDistance() {
            minFingerDistance = min(minFingerDistance ?? d, d)
        }
        let spacedEnough = n < 2 || context.thresholds.multiFingerMinimumSpan <= 0 || minimumPairDistance() >= context.thresholds.multiFingerMinimumSpan
        let interval = ClockArithmetic.elapsed(from: previousSampleTime, to: time)
        // The sample's mean finger movement (the finger set is unchanged in phase 1).
        let panDelta = SIMD2(centroid.x - centroidBeforeSample.x, centroid.y - centroidBeforeSample.y)

        // Tilt.
        var tiltCandidate = false
        switch context.thresholds.tiltStart {
        case .verticalDrag:
            if tiltRecord != nil {
                return tiltStep(by: meanYNow - lastMeanY, camera: base, context: context)
            }
            if settings.tiltGestures && n == 2 && panRecord == nil && pinchRecord == nil && rotateRecord == nil {
                let d0 = displacement(0), d1 = displacement(1)
                if tiltStarts(d0, d1, context.thresholds) {
                    tiltRecord = beginContinuous(.tilt, at: time)
                    anchor = nil
                    return nil
                }
                tiltCandidate = isTiltCandidate(d0, d1, context.thresholds)
            }
        case .mapLibrePitch:
            if settings.tiltGestures && n == 2, let camera = mapLibrePitchStep(time: time, camera: base, context: context) {
                return camera
            }
            if tiltRecord != nil { return nil }
        case .androidShove:
            if settings.tiltGestures && n == 2 {
                let dy = meanYNow - lastMeanY
                if spacedEnough && shoveLineIsLevel(context.thresholds) {
                    shoveSum += dy
                    if tiltRecord != nil { return tiltStep(by: dy, camera: base, context: context) }
                    if abs(shoveSum) >= context.thresholds.tiltThreshold && canBegin(.tilt, context.thresholds.exclusiveGestures) {
                        // `onShoveBegin` disables the move detector: a running pan ends.
                        if panRecord != nil { endContinuous(.pan, at: time) }
                        tiltRecord = beginContinuous(.tilt, at: time)
                        anchor = nil
                        return nil
                    }
                }
            }
            if tiltRecord != nil { return nil }
        }

        // Pinch and rotate start at their thresholds.
        var pinchStarted = false, rotateStarted = false
        if settings.zoomGestures && pinchRecord == nil && spacedEnough && canBegin(.pinch, context.thresholds.exclusiveGestures),
           pinchMayStart(span: span, androidSpan: androidSpanNow, lastAndroidSpan: lastAndroidSpan,
                         angle: angle, lastAngle: lastAngle, interval: interval, context.thresholds) {
            pinchRecord = beginContinuous(.pinch, at: time)
            pinchStarted = true
            // The fingers' spread since their set formed, this sample's included.
            pinchFingerZoom = 0
            if let span, let reference = referenceSpan {
                pinchFingerZoom = log2(span / reference) * context.thresholds.pinchZoomRate
            }
        }
        if settings.rotateGestures && rotateRecord == nil && spacedEnough && canBegin(.rotate, context.thresholds.exclusiveGestures),
           rotationMayStart(angle: angle, lastAngle: lastAngle, interval: interval, context.thresholds) {
            rotateRecord = beginContinuous(.rotate, at: time)
            rotateStarted = true
            // The finger line's turn since the set formed, this sample's included.
            rotateFingerBearing = 0
            if let angle, let reference = referenceAngle {
                rotateFingerBearing = -Self.wrapAngle(angle - reference) * 180 / .pi
            }
        }
        let rotatingOrZooming = pinchRecord != nil || rotateRecord != nil
        if rotatingOrZooming && !settings.allowScrollGesturesDuringRotateOrZoom && panRecord != nil {
            endContinuous(.pan, at: time)
        }
        var panStarted = false
        if context.thresholds.panStart == .accumulatedMove { panMoveSum += panDelta }
        if settings.scrollGestures && panRecord == nil && !tiltCandidate
            && !(rotatingOrZooming && !settings.allowScrollGesturesDuringRotateOrZoom)
            && canBegin(.pan, context.thresholds.exclusiveGestures) && panMayStart(centroid: centroid, context.thresholds) {
            panRecord = beginContinuous(.pan, at: time)
            panStarted = true
        }
        guard panRecord != nil || rotatingOrZooming else { return nil }

        let applyCrossing = context.thresholds.thresholdCrossing == .applied
        var camera = base
        if pinchRecord != nil, let span, let lastSpan {
            let step = log2(span / lastSpan) * context.thresholds.pinchZoomRate
            if !pinchStarted { pinchFingerZoom += step }
            if !pinchStarted || applyCrossing { camera.zoom += step }
        }
        if rotateRecord != nil, let angle, let lastAngle {
            let turn = Self.wrapAngle(angle - lastAngle) * 180 / .pi
            if !rotateStarted { rotateFingerBearing -= turn }
            if !rotateStarted || applyCrossing { camera.bearing = CameraPosition.normalizeBearing(camera.bearing - turn) }
        }
        camera = context.limits.clamp(camera)
        var appliedPan = SIMD2<Double>.zero
        if isFollowingCentroid(settings) {
            // Whether the held ground point moves with the centroid this sample (by `panDelta`).
            var dragged = true
            if anchor == nil {
                // A pan that applies its crossing move holds the ground point that was under
                // the centroid before this sample (`handler_manager.ts`: the location at
                // `around − panDelta` goes to `around`).
                let holdsPrevious = panStarted && applyCrossing
                let held = holdsPrevious ? centroidBeforeSample : centroid
                anchor = Projection(camera: base, viewport: context.viewport).worldPoint(for: held)
                if holdsPrevious { appliedPan = panDelta }
                dragged = holdsPrevious
                // Captured under the centroid from this very camera: with zoom and bearing
                // unchanged, placing it there again is the identity. Skip the round trip
                // through Mercator, whose rounding would move a still camera (and announce it).
                if !holdsPrevious && camera.zoom == base.zoom && camera.bearing == base.bearing
                    && camera.tilt == base.tilt {
                    return camera.isFinite ? camera : nil
                }
            } else if panRecord != nil {
                appliedPan = panDelta
            }
            guard let anchor, let placed = camera.placing(world: anchor, at: centroid, in: context.viewport) else {
                return nil
            }
            camera = context.limits.clamp(placed)
            if dragged { samplePanDistance = (panDelta * panDelta).sum().squareRoot() }
        } else {
            anchor = nil
        }
        guard camera.isFinite else { return nil }
        if context.thresholds.releaseVelocity == .inertiaBuffer && (appliedPan != .zero || camera != base) {
            // Its inertia turns and zooms about the point this sample did: the centroid when
            // it follows it, else the padded centre (the target stays, as scroll gestures off want).
            let around = anchor != nil ? centroid : context.viewport.paddedCenter
            noteMovement(pan: appliedPan, from: base, to: camera, around: around)
        }
        return camera
    }

    /// Tilt −= `dy` · tiltDegreesPerPoint (fingers up: more tilt), clamped, target fixed.
    mutating func tiltStep(by dy: Double, camera base: CameraPosition, context: GestureContext) -> CameraPosition? {
        var camera = base
        camera.tilt = max(0, camera.tilt - dy * context.thresholds.tiltDegreesPerPoint)
        camera = context.limits.clamp(camera)
        guard camera.isFinite else { return nil }
        if context.thresholds.releaseVelocity == .inertiaBuffer && camera != base {
            // The tilt keeps the target, and so does its inertia (`handler_inertia.ts` eases
            // about a point only for zoom or bearing).
            noteMovement(pan: .zero, from: base, to: camera, around: context.viewport.paddedCenter)
        }
        return camera
    }

    /// `.mapLibrePitch` (`TwoFingersTouchPitchHandler._move`, `gestureBeginsVertically`):
    /// decides the pitch once, then pitches by the mean y movement since the points last
    /// applied. Returns the camera while the pitch runs (nil: it does not, or nothing moved).
    mutating func mapLibrePitchStep(time: Double, camera base: CameraPosition, context: GestureContext) -> CameraPosition? {
        guard let last = pitchLastPoints, pitchValid != false else { return nil }
        let moveThreshold = context.thresholds.pitchFingerMoveThreshold
        let a = pointers[0].location, b = pointers[1].location
        let va = SIMD2(a.x - last.0.x, a.y - last.0.y), vb = SIMD2(b.x - last.1.x, b.y - last.1.y)
        if pitchValid == nil {
            let movedA = (va * va).sum().squareRoot() >= moveThreshold
            let movedB = (vb * vb).sum().squareRoot() >= moveThreshold
            if !movedA && !movedB { return nil }
            if !movedA || !movedB {
                if pitchFirstSingleMove == nil { pitchFirstSingleMove = time }
                if let first = pitchFirstSingleMove, ClockArithmetic.elapsed(from: first, to: time) >= context.thresholds.pitchSingleTouchTimeout { pitchValid = false }
                return nil
            }
            pitchValid = abs(va.y) > abs(va.x) && abs(vb.y) > abs(vb.x) && (va.y > 0) == (vb.y > 0)
            guard pitchValid == true else { return nil }
        }
        if tiltRecord == nil {
            // The pitch handler blocks touchPan, touchZoom and touchRotate, which reset.
            endContinuous(.pan, at: time)
            endContinuous(.pinch, at: time)
            endContinuous(.rotate, at: time)
            panMoveSum = .zero
            anchor = nil
            tiltRecord = beginContinuous(.tilt, at: time)
        }
        pitchLastPoints = (a, b)
        return tiltStep(by: (va.y + vb.y) / 2, camera: base, context: context) ?? base
    }

    /// `.androidShove`: the first two fingers' line within `shoveMaxLineAngle` of
    /// horizontal (`ShoveGestureDetector.isAngleAcceptable`).
    @inline(__always)
    func shoveLineIsLevel(_ th: GestureThresholds) -> Bool {
        let a = pointers[0].location, b = pointers[1].location
        let degrees = abs(atan2(b.y - a.y, b.x - a.x)) * 180 / .pi
        return degrees <= th.shoveMaxLineAngle || 180 - degrees <= th.shoveMaxLineAngle
    }

    /// Whether a pinch may start this sample under `th.pinchStart`. Always inlined, as the
    /// geometry helpers: out of line, a non-mutating call copies the whole engine.
    @inline(__always)
    func pinchMayStart(span: Double?, androidSpan: Double?, lastAndroidSpan: Double?, angle: Double?,
                       lastAngle: Double?, interval: Double, _ th: GestureThresholds) -> Bool {
        switch th.pinchStart {
        case .logSpan:
            guard let span, let reference = referenceSpan else { return false }
            // Reaching the threshold starts it: MapLibre GL JS returns only while below
            // (`Math.abs(getZoomDelta(...)) < ZOOM_THRESHOLD`).
            return abs(log2(span / reference)) >= th.pinchZoomThreshold
        case .spanSpeed:
            guard let current = androidSpan, let reference = referenceAndroidSpan, let last = lastAndroidSpan,
                  abs(reference - current) >= th.scaleSpanThreshold, interval > 0 else { return false }
            let speed = abs(current - last) / interval
            if speed < th.scaleMinimumSpeed { return false }
            if rotateRecord == nil, let angle, let lastAngle,
               abs(Self.wrapAngle(angle - lastAngle)) * 180 / .pi > th.scaleRotationDeltaLimit,
               speed < th.scaleMinimumAngledSpeed {
                return false
            }
            return true
        }
    }

    /// Whether a rotation may start this sample under `th.rotationStart` (always inlined).
    @inline(__always)
    func rotationMayStart(angle: Double?, lastAngle: Double?, interval: Double, _ th: GestureThresholds) -> Bool {
        guard let angle, let reference = referenceAngle else { return false }
        let turn = abs(Self.wrapAngle(angle - reference)) * 180 / .pi
        switch th.rotationStart {
        case .fixedAngle:
            return turn > th.rotationThreshold
        case .arcLength:
            guard let diameter = minFingerDistance, diameter > 0 else { return false }
            return turn >= th.rotationArcLength / (.pi * diameter) * 360
        case .angleAndSpeed:
            guard turn >= th.rotationThreshold, interval > 0, let lastAngle else { return false }
            let speed = abs(Self.wrapAngle(angle - lastAngle)) * 180 / .pi / interval
            return RotationStartRule.passesSpeedGates(speed: speed, turnSinceStart: turn)
        }
    }

    /// Whether a pan may start this sample under `th.panStart`.
    @inline(__always)
    func panMayStart(centroid: ScreenPoint, _ th: GestureThresholds) -> Bool {
        switch th.panStart {
        case .centroidBeyondSlop:
            return centroid.distance(to: referenceCentroid) > th.moveThreshold
        case .accumulatedMove:
            return (panMoveSum * panMoveSum).sum().squareRoot() >= th.moveThreshold
        }
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
