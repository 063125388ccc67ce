import MapMath

/// Taps, double taps, two-finger taps, long presses and their timers.
extension GestureEngine {
    mutating func startSequence(at location: ScreenPoint, time: Double, context: GestureContext) {
        sequence = TouchSequence()
        sequence.isActive = true
        sequence.startTime = time
        sequence.startLocation = location
        anchor = nil
        panMoveSum = .zero
        longPressRule = context.thresholds.longPress
        tapRule = context.thresholds.tapRecognizer
        inertia.window = context.thresholds.inertiaWindow
        inertia.minimumEntryDistance = context.thresholds.inertiaMinimumEntryDistance
        inertia.velocityWindow = context.thresholds.inertiaVelocityWindow
        // MapLibre GL JS's handlers keep their own state across touches: the inertia
        // buffer, and the taps (judged at the lifts).
        if tapRule == .mapLibre {
            // A touch landing too late or too far for a double tap with the waiting tap
            // (`TapRecognizer.touchend`: lifts < 500 ms apart, points < 30 px apart)
            // settles it as a single tap now.
            let th = context.thresholds
            if let pending = pendingTap, !(ClockArithmetic.elapsed(from: pending.upTime, to: time) < th.doubleTapTimeout
                                            && pending.location.distance(to: location) < th.doubleTapSlop) {
                confirmTap(pending, at: time)
            }
            sequence.firstRecord = allRecords.count
            return
        }
        clearInertia()
        if let pending = pendingTap {
            let th = context.thresholds
            // The window on whole picoseconds (`ClockArithmetic`): the same for any clock origin.
            let sinceUp = ClockArithmetic.elapsed(from: pending.upTime, to: time)
            let candidate = sinceUp <= th.doubleTapTimeout && pending.location.distance(to: location) <= th.doubleTapSlop
            if context.settings.zoomGestures, candidate {
                sequence.isSecondTap = true
            } else {
                confirmTap(pending, at: time)
            }
        }
        sequence.firstRecord = allRecords.count
    }

    /// The last finger lifted (not cancelled): flings, taps, double and two-finger taps.
    mutating func endSequence(at time: Double, context: GestureContext) {
        let settings = context.settings, th = context.thresholds
        if liftedCount > 0 {
            let at = liftedLocationSum / Double(liftedCount)
            lastReleaseCentroid = ScreenPoint(x: at.x, y: at.y)
        }
        switch th.releaseVelocity {
        case .fingerTracker:
            if panRecord != nil {
                let mean = liftedCount > 0 ? liftedVelocitySum / Double(liftedCount) : .zero
                let (velocity, flings) = th.flingVelocityCap.release(mean, minimum: th.minFlingVelocity,
                                                                     maximum: th.maxFlingVelocity)
                if flings && liftedCount > 0 {
                    actions.append(.fling(FlingRelease(panVelocity: velocity, around: lastReleaseCentroid)))
                }
                endContinuous(.pan, at: time, releaseVelocity: velocity)
            }
        case .inertiaBuffer:
            // `HandlerInertia._onMoveEnd` runs at the next frame (`recordFrame(at:)`).
            if frameMovement != nil || !inertia.isEmpty {
                inertiaReleasePending = true
                inertiaReleasePanRecord = panRecord
                inertiaReleaseSettings = settings
            }
            if panRecord != nil { endContinuous(.pan, at: time, releaseVelocity: .zero) }
        }
        endAllContinuous(at: time)

        let s = sequence
        let still = !s.isConsumed && !s.hadContinuousGesture && !s.movedBeyondSlop
            && !s.longPressFired && !s.hadPointerCancel
        let duration = ClockArithmetic.elapsed(from: s.startTime, to: time)
        if s.isSecondTap, let pending = pendingTap {
            if still && s.maxPointerCount == 1 && settings.zoomGestures {
                pendingTap = nil
                appendDiscrete(.doubleTap, at: time, location: pending.location, touchDown: pending.downTime,
                               touchUp: time, cameraChange: tapZoomChange(th.doubleTapZoomDelta, context: context))
                actions.append(.zoomAnimation(.doubleTap, levels: th.doubleTapZoomDelta,
                                              about: settings.scrollGestures ? pending.location : nil))
            } else {
                confirmTap(pending, at: time)
                if still && s.maxPointerCount == 1 {
                    confirmTap(PendingTap(location: s.startLocation, downTime: s.startTime, upTime: time), at: time)
                }
            }
        } else if still && s.maxPointerCount == 1 && duration <= th.tapTimeout {
            let tap = PendingTap(location: s.startLocation, downTime: s.startTime, upTime: time)
            if settings.zoomGestures {
                pendingTap = tap
            } else {
                confirmTap(tap, at: time)
            }
        } else if still && s.maxPointerCount == 2 && s.downCount == 2 && duration <= th.twoFingerTapTimeout
                    && settings.zoomGestures {
            let mid = s.downLocationSum / 2
            let point = ScreenPoint(x: mid.x, y: mid.y)
            appendDiscrete(.twoFingerTap, at: time, location: point, touchDown: s.startTime, touchUp: time,
                           fingerCount: 2, cameraChange: tapZoomChange(th.twoFingerTapZoomDelta, context: context))
            actions.append(.zoomAnimation(.twoFingerTap, levels: th.twoFingerTapZoomDelta,
                                          about: settings.scrollGestures ? point : nil))
        }
        noteLift(recordsFrom: s.firstRecord, at: time)
        sequence = TouchSequence()
    }

    /// What a tap zoom of `levels` will do to the camera: the zoom its animation is set to
    /// reach (the delta clamped to the zoom range) and the tilt the limits allow there
    /// (`CameraAnimation` clamps its end the same way). It zooms about the tap's point,
    /// which stays put: no pan.
    func tapZoomChange(_ levels: Double, context: GestureContext) -> GestureCameraChange {
        let start = context.limits.clamp(context.camera)
        var end = start
        end.zoom += levels.isFinite ? levels : 0
        end = context.limits.clamp(end)
        return GestureCameraChange(zoom: end.zoom - start.zoom, tilt: end.tilt - start.tilt)
    }

    /// Reports the single tap `tap`, recorded (confirmed) at `time`, with its own landing
    /// and lift.
    mutating func confirmTap(_ tap: PendingTap, at time: Double) {
        pendingTap = nil
        appendDiscrete(.tap, at: time, location: tap.location, touchDown: tap.downTime, touchUp: tap.upTime)
        actions.append(.tap(tap.location))
    }

    /// The second touch of a double tap stops being one: the first tap is confirmed.
    mutating func failSecondTap(at time: Double) {
        guard sequence.isSecondTap else { return }
        sequence.isSecondTap = false
        sequence.secondTapFailedTime = time
        if let pending = pendingTap { confirmTap(pending, at: time) }
    }

    /// The earliest pending timer (seconds): a single tap waiting for its double-tap window,
    /// a double tap's second touch held too long, or a long press; nil when none is armed.
    /// Tap timers fire when time passes beyond it, a long press at it. The simulation can use
    /// it to know that the engine still has something to report while no finger moves.
    public func nextTimerTime(context: GestureContext) -> Double? {
        nextTimerTime(timeouts: context.thresholds.timeouts)
    }

    /// `nextTimerTime(context:)` with only what the timers read.
    public func nextTimerTime(timeouts: GestureTimeouts) -> Double? {
        let d = timerDeadlines(timeouts)
        let t = min(d.tapConfirm, d.secondTapFail, d.longPress)
        return t.isFinite ? t : nil
    }

    /// `nextTimerTime(timeouts:)` for an engine held in a variable, as a frame loop holds
    /// it: a mutating call gets the engine in place, where the non-mutating one, not
    /// inlined, is given a copy of the whole engine per frame. Changes nothing.
    package mutating func nextTimerTimeInPlace(timeouts: GestureTimeouts) -> Double? {
        nextTimerTime(timeouts: timeouts)
    }

    /// Each timer's deadline, seconds (infinity when not armed), summed in whole nanoseconds
    /// so that it falls on the same frame for any clock origin. Always inlined: a frame
    /// loop asks `nextTimerTime` per frame, and called out of line this takes a copy of
    /// the whole engine per frame.
    @inline(__always)
    func timerDeadlines(_ th: GestureTimeouts)
        -> (tapConfirm: Double, secondTapFail: Double, longPress: Double) {
        var tapConfirm = Double.infinity, secondTapFail = Double.infinity, longPress = Double.infinity
        if isTapConfirmationArmed, let pending = pendingTap {
            tapConfirm = ClockArithmetic.deadline(pending.upTime, plus: th.doubleTapTimeout)
        }
        if isSecondTapTimerArmed {
            secondTapFail = ClockArithmetic.deadline(sequence.startTime, plus: th.tapTimeout)
        }
        if isLongPressPossible {
            longPress = max(ClockArithmetic.deadline(sequence.startTime, plus: th.longPressTimeout),
                            sequence.secondTapFailedTime ?? -.infinity)
        }
        return (tapConfirm, secondTapFail, longPress)
    }

    /// Fires every timer due at or before `now`, earliest first (tap timers strictly after
    /// their deadline, the long press at it; compared in whole nanoseconds).
    ///
    /// Always inlined, the firing out of line: called twice per sample (the view's
    /// `advanceTimers` and `handle`) and once per frame, mostly with no timer armed; out of
    /// line, the check costs a call that loads the whole touch sequence.
    @inline(__always)
    mutating func fireTimers(upTo now: Double, timeouts thresholds: GestureTimeouts) {
        // Most samples arrive with no timer armed (`timerDeadlines` would give infinities).
        guard hasArmedTimers else { return }
        fireArmedTimers(upTo: now, timeouts: thresholds)
    }

    /// `fireTimers(upTo:timeouts:)` once a timer is armed.
    mutating func fireArmedTimers(upTo now: Double, timeouts thresholds: GestureTimeouts) {
        // At most three timers; each firing disarms itself, so this ends.
        for _ in 0..<4 {
            let d = timerDeadlines(thresholds)
            var dueTime = Double.infinity
            var which = 0
            if ClockArithmetic.isAfter(now, d.tapConfirm) && d.tapConfirm < dueTime { dueTime = d.tapConfirm; which = 1 }
            if ClockArithmetic.isAfter(now, d.secondTapFail) && d.secondTapFail < dueTime {
                dueTime = d.secondTapFail
                which = 2
            }
            if ClockArithmetic.isAtOrAfter(now, d.longPress) && d.longPress < dueTime { dueTime = d.longPress; which = 3 }
            switch which {
            case 1:
                if let pending = pendingTap { confirmTap(pending, at: dueTime) }
            case 2:
                failSecondTap(at: dueTime)
            case 3:
                sequence.longPressFired = true
                // A `contextmenu` long press leaves the touch going on (it may still pan).
                if longPressRule == .consumesTouch { sequence.isConsumed = true }
                appendDiscrete(.longPress, at: dueTime, location: sequence.startLocation,
                               touchDown: sequence.startTime, touchUp: nil)
                actions.append(.longPress(sequence.startLocation))
            default:
                return
            }
        }
    }

    /// Whether a timer is armed (a tap waiting for its double-tap window, a double tap's
    /// second touch, a possible long press): exactly when `nextTimerTime(context:)` is not
    /// nil. Needs no context, so a frame loop can skip `advance(to:context:)` cheaply.
    public var hasArmedTimers: Bool {
        isTapConfirmationArmed || isSecondTapTimerArmed || isLongPressPossible
    }

    /// A single tap waits for its double-tap window to pass.
    var isTapConfirmationArmed: Bool { pendingTap != nil && !sequence.isSecondTap }

    /// A double tap's second touch is down and fails if held past the tap timeout.
    /// `.mapLibre` has no such timer: its handlers judge the double tap at the lift.
    var isSecondTapTimerArmed: Bool {
        sequence.isActive && sequence.isSecondTap && pointers.count == 1 && tapRule == .sequential
    }

    /// The fields are read one by one, the likeliest to fail first (not `let s = sequence`,
    /// which loads the whole sequence before the first test). `.contextMenu` (MapLibre GL
    /// JS 6.x, whose long press is its own handler beside the others) asks only for one
    /// finger that landed alone and never left `moveThreshold`; `.none` never arms it.
    var isLongPressPossible: Bool {
        guard pointers.count == 1 && sequence.isActive && !sequence.isConsumed && !sequence.longPressFired
                && sequence.maxPointerCount == 1 else { return false }
        switch longPressRule {
        case .consumesTouch:
            return !sequence.movedBeyondSlop && !sequence.hadContinuousGesture && !sequence.isSecondTap
        case .contextMenu:
            return !sequence.movedBeyondLongPressSlop
        case .none:
            return false
        }
    }
}
