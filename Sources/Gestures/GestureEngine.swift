#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MapMath

/// The gesture layer: a pure, deterministic engine that takes touch samples and the current
/// camera and returns camera changes, discrete actions and gesture records.
///
/// The map simulation calls `handle(_:context:)` once per input sample (all events with one
/// time), `advance(to:context:)` before each frame (timers: long press, tap confirmation),
/// applies the returned camera, and drains `drainActions(_:)` to run animations (fling,
/// double-tap zoom) and emit delegate events.
///
/// Rules (docs/design.md "Gestures" is normative; the points below are where it is silent).
/// The pan, pinch, rotate and tilt starts, threshold crossings, arbitration and release
/// velocity below are our rules, which `android-framework` and `ios` run; a profile named
/// after a system that publishes its source selects that system's rules instead through
/// the strategies of `GestureThresholds` (`panStart`, `thresholdCrossing`, `pinchStart`,
/// `rotationStart`, `tiltStart`, `exclusiveGestures`, `releaseVelocity`; each rule type
/// documents its source, docs/profiles.md compares them). Under `.inertiaBuffer` the map
/// view calls `recordFrame(at:)` once per drawn frame.
/// - **Samples.** All events of a sample take the first event's time. Times are made
///   monotonic (an earlier time counts as the latest seen); a sample whose time is not
///   finite is ignored, and so are downs and moves with non-finite locations (an up or
///   cancel without a usable location lifts the finger at its last location). Inside a
///   sample, moves (and the release points of lifting fingers, under `liftPoint` `.moves`)
///   of fingers already down move the camera first, with the finger set as it was; then downs, ups and cancels apply in
///   file order; then the gesture baselines are re-captured once if the finger set changed,
///   so adding or lifting a finger never makes the camera jump. A `down` for a finger
///   already down and events for unknown fingers are ignored.
/// - **Pan** starts when the centroid moves more than moveThreshold from where it was at the last
///   finger-set change; the world point under the centroid at that moment stays under the
///   centroid. A pan continues across finger-set changes (one record). While two fingers
///   could still become a tilt (each finger still within touchSlop or moving within
///   tiltMaxAngleFromVertical of vertical, in the same direction), a pan does not start.
/// - **Release velocity** of a pan: the mean of the velocities of the fingers lifted in the
///   final sample (one finger: its own), capped at maxFlingVelocity and gated by
///   minFlingVelocity per `flingVelocityCap` (ours: in length); recorded even when no fling
///   runs. `.fling` comes before the pan's `.gestureEnded`.
/// - **Pinch and rotate** are incremental per sample: zoom += log2(span/previous span),
///   bearing −= turn of the finger line since the previous sample; they start when
///   |log2(span/span₀)| > pinchZoomThreshold or |Δangle| > rotationThreshold from the values
///   at the last finger-set change, and grow from there (the part below the threshold is not
///   applied, so there is no jump). With `scrollsDuringRotateOrZoom` the world point under
///   the centroid when they start stays under the moving centroid (a zoom clamp keeps it
///   still too); otherwise they act about the padded centre and a running pan ends.
///   Span is the mean distance of the fingers to their centroid; the angle is that of the
///   line from the lowest to the second-lowest pointer id. A degenerate span or angle (fingers
///   at one point) skips that part for the sample.
/// - **Tilt** needs exactly two fingers, neither pan, pinch nor rotate running: each finger
///   has moved at least tiltThreshold/2 vertically (our choice), within
///   tiltMaxAngleFromVertical of vertical, both the same way, mean vertical movement more
///   than tiltThreshold. Then tilt −= Δy_mean·tiltDegreesPerPoint per sample (fingers up:
///   more tilt), clamped to [0, maxTilt(atZoom:)], target fixed. Tilt runs alone and ends
///   when the finger count is no longer two.
/// - **Taps.** A tap: one finger, up within tapTimeout, never beyond touchSlop. With zoom
///   gestures on it waits for the double-tap window: confirmed when a sample or `advance`
///   comes after up + doubleTapTimeout (record at that moment), or when the next touch lands
///   farther than doubleTapSlop (record at that landing). A second touch within the window
///   and slop is a double-tap candidate: released within tapTimeout without moving beyond
///   touchSlop → doubleTap (doubleTapZoomDelta, +1, about the first tap's point); moving
///   beyond touchSlop → oneFingerZoom about the first tap's point; held longer than
///   tapTimeout, or joined by a second finger → the first tap is confirmed then and the
///   touch goes on as a plain touch.
///   A double tap's second touch never long-presses while it is a candidate.
/// - **Two-finger tap**: exactly two fingers in the sequence, first down to last up within
///   twoFingerTapTimeout, no finger beyond touchSlop → twoFingerTapZoomDelta (−1) about the
///   midpoint of where they landed.
///   `tapRecognizer` `.mapLibre` replaces these tap rules with MapLibre GL JS's
///   (`TapRecognizerRule`).
/// - **Long press** (`longPress` `.consumesTouch`): one finger still for longPressTimeout
///   (inclusive) → record at exactly down + timeout; the rest of the touch sequence does
///   nothing (no tap, no pan). `.contextMenu` and `.none`: `LongPressRule`.
/// - **Cancel** of any finger ends the running gestures without fling, drops the touch's
///   taps, and the other fingers do nothing until lifted (as after `interrupt`); under
///   `pointerCancel` `.clearsPointer` (Android) a cancel with other fingers left only
///   removes that finger, without release velocity (`PointerCancelRule`).
/// - **Settings** are read at each call; turning one off ends its running gesture.
///   `consumesGesturesInView` has no effect here (it concerns an enclosing scroll view).
/// - Every produced camera is passed through `context.limits.clamp`; a sample whose
///   centroid is above the horizon does not move the camera.
/// - **Records** say when the touches landed and lifted, how many fingers and what each
///   gesture did to the camera while it ran (`GestureRecord`, `GestureEngine+Records.swift`).
public struct GestureEngine: Sendable {
    @usableFromInline var pointers: [PointerState] = []
    @usableFromInline var ignoredPointerIDs: [Int] = []
    @usableFromInline var actions: [GestureAction] = []
    var drainBuffer: [GestureAction] = []
    /// Index in `actions` of the oldest action `nextAction()` has not returned yet.
    @usableFromInline var nextActionIndex = 0
    @usableFromInline var allRecords: [GestureRecord] = []
    /// Records handed over by `takeSettledRecords()`: record number n (as `recordCount`
    /// counts) is `allRecords[n - settledRecordCount]`.
    @usableFromInline var settledRecordCount = 0
    var lastTime = -Double.infinity
    /// Counts the samples handled (wrapping): a finger knows the sample it landed in
    /// (`PointerState.downSample`), so its moves in that sample are its landing, and its
    /// moves in a later sample delivered at the same time are movement.
    var sampleSerial = 0
    var sequence = TouchSequence()
    var pendingTap: PendingTap?
    /// The centroid of the last release, view points (a fling's fallback `around`).
    var lastReleaseCentroid = ScreenPoint(x: 0, y: 0)

    // Running continuous gestures: indices into `allRecords`.
    @usableFromInline var panRecord: Int?
    @usableFromInline var pinchRecord: Int?
    @usableFromInline var rotateRecord: Int?
    @usableFromInline var tiltRecord: Int?
    @usableFromInline var oneFingerZoomRecord: Int?

    // Baselines at the last finger-set change, and values at the previous sample.
    var anchor: WorldPoint?
    var referenceCentroid = ScreenPoint(x: 0, y: 0)
    var referenceSpan: Double?
    var referenceAngle: Double?
    var previousSpan: Double?
    var previousAngle: Double?
    var previousMeanY = 0.0
    var oneFingerZoomPoint: ScreenPoint?
    var oneFingerPreviousY = 0.0

    // Strategy state (see `GestureThresholds`' rules).
    /// `.accumulatedMove`: the sum of the samples' mean finger movements since the first
    /// finger landed, points.
    var panMoveSum = SIMD2<Double>.zero
    /// `.arcLength`: the smallest distance of the first two fingers since the last
    /// finger-set change, points.
    var minFingerDistance: Double?
    /// `.spanSpeed`: the Android span at the last finger-set change and at the previous sample.
    var referenceAndroidSpan: Double?
    var previousAndroidSpan: Double?
    /// `.mapLibrePitch`: nil while undecided, then whether the two fingers pitch.
    var pitchValid: Bool?
    /// `.mapLibrePitch`: when one finger first moved alone, seconds.
    var pitchFirstSingleMove: Double?
    /// `.mapLibrePitch`: the two fingers' points the pitch measures from.
    var pitchLastPoints: (ScreenPoint, ScreenPoint)?
    /// `.androidShove`: the mean y movement accumulated since the last finger-set change.
    var shoveSum = 0.0
    /// The previous sample's time, seconds (the speed gates' interval).
    var previousSampleTime = -Double.infinity
    /// The fingers' centroid before this sample's moves (same finger set), view points.
    var centroidBeforeSample = ScreenPoint(x: 0, y: 0)
    /// The long-press rule of the sequence under way (`GestureThresholds.longPress`, read
    /// when its first finger landed): the timers read it without a context.
    var longPressRule = LongPressRule.consumesTouch
    /// The tap rule of the sequence under way (`GestureThresholds.tapRecognizer`), read
    /// when its first finger landed.
    var tapRule = TapRecognizerRule.sequential
    /// `.inertiaBuffer`: the frames' gesture movement, and what moved since the last frame.
    var inertia = InertiaBuffer()
    @usableFromInline var frameMovement: InertiaBuffer.Entry?
    /// `.mapLibre`: MapLibre GL JS's touch handlers, and the fingers in landing order as
    /// they see them (`TouchEvent.touches`).
    @usableFromInline var mapLibre = MapLibreHandlerSet()
    var mapLibreTouches: [MapLibreTouchPoint] = []
    /// `.mapLibre`: the engine started a camera animation (a release or a tap zoom) that an
    /// event with an active handler stops (`map._stop(true)`).
    var mapLibreAnimationMayRun = false
    /// `.mapLibre`: records that ended with changes still waiting for the frame, which
    /// finishes them (their camera change includes what those changes did).
    var mapLibreUnsettled: [Int] = []
    /// `.mapLibre`: the last pan record that ended, given the release's velocity.
    var lastEndedPanRecord: Int?
    /// `.mapLibre`: the padded centre at the last frame, where zoom and bearing inertia act
    /// when no change gave a point (`_onMoveEnd` falls back to `map.getCenter()`).
    var mapLibreCentre = ScreenPoint(x: 0, y: 0)
    /// `.inertiaBuffer`: a release waits for the next frame.
    @usableFromInline var inertiaReleasePending = false
    /// `.inertiaBuffer`: the released pan's record, given its velocity at that frame.
    var inertiaReleasePanRecord: Int?
    /// `.inertiaBuffer`: the settings at the release; a channel whose gesture is off then
    /// carries no inertia.
    var inertiaReleaseSettings = UISettings()

    // Per-sample scratch: fingers lifted in this sample.
    var liftedVelocitySum = SIMD2<Double>.zero
    var liftedLocationSum = SIMD2<Double>.zero
    var liftedCount = 0
    var fingerSetChanged = false
    /// How far this sample dragged the map under the centroid, view points (`GestureCameraChange.panDistance`).
    var samplePanDistance = 0.0
    /// Every sample's applied camera change since the engine started; a running record's
    /// `cameraChange` holds the value at its begin (`GestureEngine+Records.swift`).
    var cameraChangeSum = GestureCameraChange()
    /// The running pinch's spread and the running rotation's twist, as the fingers asked
    /// (`fingerZoomChange`, `fingerBearingChange`).
    var pinchFingerZoom = 0.0
    var rotateFingerBearing = 0.0
    /// Indices of the records of interrupted sequences waiting for their ignored fingers to lift.
    var liftAwaitedRecords: [Int] = []
    /// The ids of those fingers: the last one's lift is the records' `touchUpTime`.
    var liftAwaitedFingers: [Int] = []

    /// An engine with no fingers down and no history.
    public init() {
        pointers.reserveCapacity(10)
        ignoredPointerIDs.reserveCapacity(10)
        actions.reserveCapacity(16)
        drainBuffer.reserveCapacity(16)
        mapLibreTouches.reserveCapacity(10)
        mapLibreUnsettled.reserveCapacity(5)
    }

    /// All recognised gestures so far (finished and running, these with their change so
    /// far), in begin order; after `takeSettledRecords()`, those since.
    public var records: [GestureRecord] { activeKinds.isEmpty ? allRecords : recordsSoFar() }

    /// Whether every record so far is final: no finger down (ignored ones included), no
    /// touch sequence under way, no gesture running, no tap waiting for its double-tap
    /// window, no pan waiting for its release velocity (the next frame's) and no record
    /// waiting for a lift: nothing holds the index of a record made so far, and nothing
    /// changes one.
    public var recordsAreSettled: Bool {
        touchCount == 0 && !sequence.isActive && pendingTap == nil && liftAwaitedRecords.isEmpty
            && panRecord == nil && pinchRecord == nil && rotateRecord == nil && tiltRecord == nil
            && oneFingerZoomRecord == nil && inertiaReleasePanRecord == nil && lastEndedPanRecord == nil
            && mapLibreUnsettled.isEmpty
    }

    /// The records made since the last call, forgotten here, when they are settled
    /// (`recordsAreSettled`); empty otherwise. A streamed replay calls it between steps
    /// so that memory holds the gestures under way, not a whole recording's. The records'
    /// numbering (`recordCount`, `recordKind(at:)`) goes on counting them.
    public mutating func takeSettledRecords() -> [GestureRecord] {
        guard recordsAreSettled, !allRecords.isEmpty else { return [] }
        let settled = allRecords
        settledRecordCount += allRecords.count
        allRecords.removeAll(keepingCapacity: true)
        return settled
    }

    /// Fingers down now, including those ignored after an interrupt or cancel.
    ///
    /// Inlinable, as `hasPendingActions`: a frame loop reads it per frame, and an
    /// out-of-line getter on an engine stored in a mutable value gets a copy of the whole
    /// engine per call.
    @inlinable
    public var touchCount: Int { pointers.count + ignoredPointerIDs.count }

    /// The continuous gestures moving the camera right now. Inlinable for the same reason
    /// as `touchCount`: the map view asks it every frame.
    @inlinable
    public var activeKinds: GestureKindSet {
        var set: GestureKindSet = []
        if panRecord != nil { set.insert(.pan) }
        if pinchRecord != nil { set.insert(.pinch) }
        if rotateRecord != nil { set.insert(.rotate) }
        if tiltRecord != nil { set.insert(.tilt) }
        if oneFingerZoomRecord != nil { set.insert(.oneFingerZoom) }
        return set
    }

    // MARK: Input

    /// Handles one input sample: all events with the same time, in file order. Returns the
    /// new camera when a continuous gesture moved it, nil otherwise.
    ///
    /// Contiguous collections (arrays, array slices) are read in place; others are copied
    /// into an array first.
    public mutating func handle(_ sample: some Collection<TouchEvent>, context: GestureContext) -> CameraPosition? {
        // One generic call here, then a concrete loop: iterating an unspecialised generic
        // collection per event would cost more than the gesture work itself.
        if let moved = sample.withContiguousStorageIfAvailable({ handle($0, context: context) }) {
            return moved
        }
        return Array(sample).withUnsafeBufferPointer { handle($0, context: context) }
    }

    /// `handle(_:context:)` for a sample in contiguous memory, without the generic call
    /// (which, made from another module, is not specialised: a type lookup per sample).
    public mutating func handle(_ sample: UnsafeBufferPointer<TouchEvent>, context: GestureContext) -> CameraPosition? {
        // The buffer's own subscript: `first` goes through `Collection` (allocating in debug builds).
        guard !sample.isEmpty else { return nil }
        return handle(sample, at: sample[0].time, context: context)
    }

    /// Handles one delivered sample at `deliveryTime` seconds: the recognisers, timers and
    /// records work at that time, while the velocity tracker records each event at its own
    /// `time` (never later than `deliveryTime`), so a delivery model's coalesced and
    /// batched samples keep their real times (`TouchDeliveryRole`). Several samples may be
    /// delivered at one time (UIKit's downs, moves and ups of one frame, in order): each is
    /// its own call, and a finger that landed in an earlier one moves in a later one.
    public mutating func handle(_ sample: UnsafeBufferPointer<TouchEvent>, at deliveryTime: Double,
                                context: GestureContext) -> CameraPosition? {
        guard !sample.isEmpty, deliveryTime.isFinite else { return nil }
        if context.thresholds.tapRecognizer == .mapLibre {
            handleMapLibre(sample, at: deliveryTime, context: context)
            return nil
        }
        let time = max(deliveryTime, lastTime)
        lastTime = time
        sampleSerial &+= 1
        fireTimers(upTo: time, timeouts: context.thresholds.timeouts)
        liftedVelocitySum = .zero
        liftedLocationSum = .zero
        liftedCount = 0
        fingerSetChanged = false

        // Phase 1: fingers already down move (release points included).
        centroidBeforeSample = currentCentroid()
        // The fingers are moved through one buffer, the array moved out of `self` meanwhile:
        // a write through `self.pointers[i]` checks the array's uniqueness and bounds once
        // an event.
        var fingers: [PointerState] = []
        swap(&fingers, &pointers)
        let serial = sampleSerial
        let liftMoves = context.thresholds.liftPoint == .moves
        let moved = fingers.withUnsafeMutableBufferPointer { fingers in
            var moved = false
            for event in sample where event.phase == .move || (event.phase == .up && liftMoves) {
                guard event.location.x.isFinite, event.location.y.isFinite,
                      let i = Self.index(of: event.pointerID, in: UnsafeBufferPointer(fingers)),
                      fingers[i].downSample != serial else { continue }
                let recorded = event.phase == .move && event.role != .positionOnly
                if fingers[i].move(to: event.location, trackedAt: recorded ? min(event.time, time) : nil,
                                   moves: event.role != .velocityOnly) {
                    moved = true
                }
            }
            return moved
        }
        swap(&fingers, &pointers)
        var camera = updateContinuous(time: time, moved: moved, context: context)

        // Phase 2: the finger set changes, in file order. Only a finger that landed in this
        // sample moves here, so moves look for their finger only once one has landed.
        var landedInSample = false
        for event in sample where event.role != .velocityOnly {
            let isFinite = event.location.x.isFinite && event.location.y.isFinite
            // A release without a usable location still lifts the finger, at its last location.
            guard isFinite || event.phase == .up || event.phase == .cancel else { continue }
            let eventTime = min(event.time, time)
            switch event.phase {
            case .down:
                if pointerIndex(event.pointerID) == nil && !ignoredPointerIDs.contains(event.pointerID) {
                    addPointer(event.pointerID, at: event.location, time: time, recordedAt: eventTime, context: context)
                    landedInSample = true
                }
            case .move:
                if landedInSample, let i = pointerIndex(event.pointerID), pointers[i].downSample == sampleSerial {
                    pointers[i].location = event.location
                    if event.role == .delivered { pointers[i].tracker.add(time: eventTime, location: event.location) }
                }
            case .up, .cancel:
                if let i = pointerIndex(event.pointerID) {
                    if pointers[i].downSample == sampleSerial && isFinite { pointers[i].location = event.location }
                    removePointer(at: i, cancelled: event.phase == .cancel, time: time, releasedAt: eventTime,
                                  context: context)
                } else if let j = ignoredPointerIDs.firstIndex(of: event.pointerID) {
                    ignoredPointerIDs.remove(at: j)
                    noteIgnoredRelease(event.pointerID, cancelled: event.phase == .cancel, at: time)
                }
            }
        }
        if fingerSetChanged && !pointers.isEmpty {
            rebaseline(camera: camera ?? context.limits.clamp(context.camera), context: context)
        }
        previousSampleTime = time
        if let c = camera, c == context.camera { camera = nil }
        return camera
    }

    /// Lets time pass without input: fires the long-press and tap-confirmation timers due
    /// at or before `time` (seconds). Returns nil: no gesture moves the camera without input
    /// (the result is kept for gestures that might).
    public mutating func advance(to time: Double, context: GestureContext) -> CameraPosition? {
        advance(to: time, thresholds: context.thresholds)
    }

    /// `advance(to:context:)` with only what the timers read: their `thresholds`. For a
    /// frame loop that would otherwise build a whole context per frame.
    public mutating func advance(to time: Double, thresholds: GestureThresholds) -> CameraPosition? {
        advance(to: time, timeouts: thresholds.timeouts)
    }

    /// `advance(to:context:)` with only the three timeouts the timers read.
    public mutating func advance(to time: Double, timeouts: GestureTimeouts) -> CameraPosition? {
        guard time.isFinite else { return nil }
        let t = max(time, lastTime)
        lastTime = t
        fireTimers(upTo: t, timeouts: timeouts)
        return nil
    }

    /// Whether discrete actions wait to be drained (`drainActions(_:)` would call its body).
    @inlinable
    public var hasPendingActions: Bool { nextActionIndex < actions.count }

    /// Removes and returns the oldest discrete action not yet drained, or nil when none is
    /// left: `drainActions(_:)` one action at a time, for a caller that must mutate itself
    /// (and so this engine's owner) while handling each one. No allocation: the storage is
    /// kept and reused once every action has been taken.
    public mutating func nextAction() -> GestureAction? {
        guard nextActionIndex < actions.count else { return nil }
        let action = actions[nextActionIndex]
        nextActionIndex += 1
        if nextActionIndex == actions.count {
            actions.removeAll(keepingCapacity: true)
            nextActionIndex = 0
        }
        return action
    }

    /// Calls `body` with each discrete action since the last drain, in order, then forgets
    /// them. Reuses its storage: no allocation in steady state.
    public mutating func drainActions(_ body: (GestureAction) -> Void) {
        guard nextActionIndex < actions.count else { return }
        let first = nextActionIndex
        nextActionIndex = 0
        swap(&actions, &drainBuffer)
        for index in first..<drainBuffer.count { body(drainBuffer[index]) }
        drainBuffer.removeAll(keepingCapacity: true)
    }

    /// A programmatic camera change interrupts gestures at `time` seconds (made monotonic):
    /// running continuous gestures end (records end at that time, pans without release
    /// velocity, no fling; `.gestureEnded` is reported). Rule: every finger down at that
    /// moment is ignored until it lifts (no tap, long press or gesture from it); fingers
    /// that land afterwards start a new sequence as usual. A completed tap waiting for its
    /// double-tap window stays pending; if its second touch was down, it is confirmed now.
    public mutating func interrupt(at time: Double) {
        let t = time.isFinite ? max(time, lastTime) : (lastTime.isFinite ? lastTime : 0)
        lastTime = t
        endAllContinuous(at: t)
        clearInertia()
        if sequence.isSecondTap, let p = pendingTap { confirmTap(p, at: t) }
        awaitLiftOfInterruptedSequence()
        for i in pointers.indices { ignoredPointerIDs.append(pointers[i].id) }
        pointers.removeAll(keepingCapacity: true)
        sequence = TouchSequence()
        // `Map.stop()` resets MapLibre GL JS's handlers (`HandlerManager.stop`), and drops
        // their waiting changes.
        mapLibre.stop()
        settleMapLibreRecords()
        mapLibreTouches.removeAll(keepingCapacity: true)
        lastEndedPanRecord = nil
    }

    /// Whether `recordFrame(at:)` has anything to do: gesture movement since the last
    /// frame or a release waiting for its frame (`.inertiaBuffer` only).
    @inlinable
    public var needsFrameRecord: Bool { frameMovement != nil || inertiaReleasePending || mapLibre.frameRequested }

    /// A frame is drawn at `time` seconds (`.inertiaBuffer`): the movement applied since
    /// the last frame becomes one buffer entry (MapLibre GL JS records once per render
    /// frame, `handler_manager.ts` `_updateMapTransform`), and a release waiting for this
    /// frame is turned into a `.fling` action from the buffer's velocities (with two
    /// entries or more within the window; a channel whose gesture was off at the release
    /// carries none) and the pan record's release velocity. Drain the actions after.
    /// Returns `needsFrameRecord` as it was before the call (a frame loop need not read
    /// that getter first).
    @discardableResult
    public mutating func recordFrame(at time: Double) -> Bool {
        guard needsFrameRecord else { return false }
        guard time.isFinite else { return true }
        if var movement = frameMovement {
            movement.time = time
            inertia.record(movement)
            frameMovement = nil
        }
        guard inertiaReleasePending else { return true }
        inertiaReleasePending = false
        var velocity = inertia.velocity(at: time)
        inertia.clear()
        // The buffer may hold movement from before a setting was turned off (its gesture
        // then ended): a gesture whose setting is off at the release carries nothing on.
        let settings = inertiaReleaseSettings
        if !settings.scrollGestures { velocity?.pan = .zero }
        if !settings.zoomGestures { velocity?.zoom = 0 }
        if !settings.rotateGestures { velocity?.bearing = 0 }
        if !settings.tiltGestures { velocity?.tilt = 0 }
        if let index = inertiaReleasePanRecord {
            allRecords[index].releaseVelocity = velocity?.pan ?? .zero
            inertiaReleasePanRecord = nil
        }
        guard let velocity,
              velocity.pan != .zero || velocity.zoom != 0 || velocity.bearing != 0 || velocity.tilt != 0
        else {
            actions.append(.releasedWithoutInertia)
            return true
        }
        actions.append(.fling(FlingRelease(panVelocity: velocity.pan, zoomVelocity: velocity.zoom,
                                           bearingVelocity: velocity.bearing, tiltVelocity: velocity.tilt,
                                           around: releaseAround(velocity.around, settings: settings))))
        return true
    }

    /// Where a release's zoom and bearing inertia act: the buffer's point, else (MapLibre GL
    /// JS, `_onMoveEnd`) the padded centre or (ours) the release centroid. With scroll
    /// gestures off at the release, the padded centre (our choice: such a map keeps its
    /// target).
    func releaseAround(_ point: ScreenPoint?, settings: UISettings) -> ScreenPoint {
        guard tapRule == .mapLibre else { return point ?? lastReleaseCentroid }
        return settings.scrollGestures ? point ?? mapLibreCentre : mapLibreCentre
    }

    /// Forgets the inertia buffer and any release waiting for a frame.
    mutating func clearInertia() {
        inertia.clear()
        frameMovement = nil
        inertiaReleasePending = false
        inertiaReleasePanRecord = nil
    }

    /// Adds one sample's applied movement to the frame's entry (`.inertiaBuffer`).
    mutating func noteMovement(pan: SIMD2<Double>, from base: CameraPosition, to camera: CameraPosition,
                               around: ScreenPoint) {
        var entry = frameMovement ?? InertiaBuffer.Entry(time: 0)
        entry.pan += pan
        entry.zoom += camera.zoom - base.zoom
        entry.bearing += Self.wrapAngle((camera.bearing - base.bearing) * .pi / 180) * 180 / .pi
        entry.tilt += camera.tilt - base.tilt
        entry.around = around
        frameMovement = entry
    }

    // MARK: Finger set

    func pointerIndex(_ id: Int) -> Int? {
        pointers.withUnsafeBufferPointer { Self.index(of: id, in: $0) }
    }

    /// The index of finger `id` in `fingers` (the engine's `pointers` read through a
    /// buffer), or nil.
    @inline(__always)
    static func index(of id: Int, in fingers: UnsafeBufferPointer<PointerState>) -> Int? {
        for i in fingers.indices where fingers[i].id == id { return i }
        return nil
    }

    /// Adds finger `id` landing at `location`, handled at `time`; its velocity tracker
    /// starts with the landing at `recordedAt` (its own time, at or before `time`).
    mutating func addPointer(_ id: Int, at location: ScreenPoint, time: Double, recordedAt: Double,
                             context: GestureContext) {
        // No followed finger was down: fingers ignored after an interrupt or cancel do not
        // keep a landing from stopping an animation (a command's, started while they were down).
        let wasUntouched = pointers.isEmpty
        if pointers.isEmpty {
            startSequence(at: location, time: time, context: context)
        } else if tapRule != .mapLibre {
            if sequence.isSecondTap { failSecondTap(at: time) }
            if oneFingerZoomRecord != nil { endContinuous(.oneFingerZoom, at: time) }
        }
        if wasUntouched { actions.append(.touchBegan) }
        var tracker = VelocityTracker(horizon: context.thresholds.velocityHorizon,
                                      assumeStoppedGap: context.thresholds.velocityAssumeStoppedGap)
        tracker.add(time: recordedAt, location: location)
        let state = PointerState(id: id, location: location, downLocation: location, downTime: time,
                                 downSample: sampleSerial, baseline: location, tracker: tracker)
        let insertAt = pointers.firstIndex { $0.id > id } ?? pointers.endIndex
        pointers.insert(state, at: insertAt)
        sequence.maxPointerCount = max(sequence.maxPointerCount, pointers.count)
        sequence.downLocationSum += SIMD2(location.x, location.y)
        sequence.downCount += 1
        if pointers.count > 2, tiltRecord != nil, tapRule != .mapLibre { endContinuous(.tilt, at: time) }
        if tapRule == .mapLibre { mapLibreTouches.append(MapLibreTouchPoint(id: id, point: location)) }
        noteFingerCount()
        fingerSetChanged = true
    }

    /// Lifts (or cancels) the finger at `index`, handled at `time`; its release velocity is
    /// taken at `releasedAt` (the lift's own time, at or before `time`).
    mutating func removePointer(at index: Int, cancelled: Bool, time: Double, releasedAt: Double,
                                context: GestureContext) {
        let p = pointers.remove(at: index)
        fingerSetChanged = true
        if tapRule == .mapLibre, let k = mapLibreTouches.firstIndex(where: { $0.id == p.id }) {
            mapLibreTouches.remove(at: k)
        }
        if cancelled && (pointers.isEmpty || context.thresholds.pointerCancel == .endsGesture) {
            endAllContinuous(at: time)
            clearInertia()
            if sequence.isSecondTap, let pending = pendingTap { confirmTap(pending, at: time) }
            sequence.isSecondTap = false
            sequence.isConsumed = true
            for i in pointers.indices { ignoredPointerIDs.append(pointers[i].id) }
            pointers.removeAll(keepingCapacity: true)
            sequence = TouchSequence()
            if tapRule == .mapLibre {
                // `touchcancel` resets every handler; their waiting changes still apply.
                mapLibreTouches.removeAll(keepingCapacity: true)
                _ = mapLibreTouches.withUnsafeBufferPointer {
                    mapLibre.handle(.cancel, timeMs: time * 1000, fingers: $0)
                }
            }
            return
        }
        if cancelled {
            // `.clearsPointer` with fingers left: that finger's velocity is cleared, theirs survive.
            sequence.hadPointerCancel = true
        } else {
            liftedVelocitySum += p.tracker.velocity(atReleaseTime: releasedAt)
            liftedLocationSum += SIMD2(p.location.x, p.location.y)
            liftedCount += 1
        }
        if tapRule == .mapLibre {
            // The handlers see the `touchend` first (`handleMapLibre`).
            return
        }
        if pointers.isEmpty {
            endSequence(at: time, context: context)
        } else {
            if pointers.count < 2 {
                if pinchRecord != nil { endContinuous(.pinch, at: time) }
                if rotateRecord != nil { endContinuous(.rotate, at: time) }
            }
            if pointers.count != 2, tiltRecord != nil { endContinuous(.tilt, at: time) }
        }
    }

    /// Re-captures the thresholds' references and the focal anchor after the finger set
    /// changed, at `camera` (the camera after this sample's movement).
    mutating func rebaseline(camera: CameraPosition, context: GestureContext) {
        let centroid = currentCentroid()
        referenceCentroid = centroid
        referenceSpan = currentSpan(about: centroid)
        referenceAngle = currentAngle()
        previousSpan = referenceSpan
        previousAngle = referenceAngle
        for i in pointers.indices { pointers[i].baseline = pointers[i].location }
        previousMeanY = meanY()
        minFingerDistance = context.thresholds.rotationStart == .arcLength ? twoFingerDistance() : nil
        referenceAndroidSpan = context.thresholds.pinchStart == .spanSpeed ? androidSpan(about: centroid) : nil
        previousAndroidSpan = referenceAndroidSpan
        shoveSum = 0
        if pointers.count == 2 {
            // `TwoFingersTouchPitchHandler._start`: fingers one above the other never pitch.
            let a = pointers[0].location, b = pointers[1].location
            pitchLastPoints = (a, b)
            pitchValid = abs(b.y - a.y) > abs(b.x - a.x) ? false : nil
            pitchFirstSingleMove = nil
        } else {
            pitchLastPoints = nil
            pitchValid = nil
        }
        if isFollowingCentroid(context.settings) {
            anchor = Projection(camera: camera, viewport: context.viewport).worldPoint(for: centroid)
        } else {
            anchor = nil
        }
    }

    // MARK: Records

    /// Starts a continuous gesture's record at `time`: its sequence's landing (or
    /// `touchDown`, seconds), the fingers down now, and (until it ends) the camera change
    /// sum it starts from.
    mutating func beginContinuous(_ kind: GestureKind, at time: Double, touchDown: Double? = nil) -> Int {
        allRecords.append(GestureRecord(kind: kind, beginTime: time, touchDownTime: touchDown ?? sequence.startTime,
                                        fingerCount: pointers.count, cameraChange: cameraChangeSum))
        actions.append(.gestureBegan(kind))
        sequence.hadContinuousGesture = true
        return allRecords.count - 1
    }

    mutating func endContinuous(_ kind: GestureKind, at time: Double, releaseVelocity: SIMD2<Double>? = nil) {
        let index: Int?
        switch kind {
        case .pan: index = panRecord; panRecord = nil
        case .pinch: index = pinchRecord; pinchRecord = nil
        case .rotate: index = rotateRecord; rotateRecord = nil
        case .tilt: index = tiltRecord; tiltRecord = nil
        case .oneFingerZoom: index = oneFingerZoomRecord; oneFingerZoomRecord = nil; oneFingerZoomPoint = nil
        case .doubleTap, .twoFingerTap, .longPress, .tap: index = nil
        }
        guard let index else { return }
        allRecords[index].endTime = time
        allRecords[index].releaseVelocity = releaseVelocity
        if tapRule == .mapLibre && mapLibre.waiting.moves {
            // Its last changes move the camera at the next frame: the record takes them then.
            mapLibreUnsettled.append(index)
        } else {
            finishRecord(index, kind)
        }
        actions.append(.gestureEnded(kind))
    }

    mutating func endAllContinuous(at time: Double) {
        endContinuous(.oneFingerZoom, at: time)
        endContinuous(.tilt, at: time)
        endContinuous(.rotate, at: time)
        endContinuous(.pinch, at: time)
        endContinuous(.pan, at: time)
        anchor = nil
    }

    // MARK: Geometry of the fingers
    //
    // Loops index `pointers` instead of iterating it: a `PointerState` carries its velocity
    // tracker's rings, and `for p in pointers` copies each one. The helpers are always
    // inlined: called from a mutating method, an out-of-line non-mutating method gets a
    // copy of the whole engine per call.

    @inline(__always)
    func currentCentroid() -> ScreenPoint {
        guard !pointers.isEmpty else { return referenceCentroid }
        var sx = 0.0, sy = 0.0
        for i in pointers.indices { sx += pointers[i].location.x; sy += pointers[i].location.y }
        let n = Double(pointers.count)
        return ScreenPoint(x: sx / n, y: sy / n)
    }

    /// Mean distance of the fingers to `centroid`, points; nil with fewer than two fingers
    /// or when they (nearly) coincide.
    @inline(__always)
    func currentSpan(about centroid: ScreenPoint) -> Double? {
        guard pointers.count >= 2 else { return nil }
        var s = 0.0
        for i in pointers.indices { s += pointers[i].location.distance(to: centroid) }
        let span = s / Double(pointers.count)
        return span > Self.degenerateDistance ? span : nil
    }

    /// Angle of the line from the lowest to the second-lowest pointer id, radians, screen
    /// clockwise positive (y down); nil when they (nearly) coincide.
    @inline(__always)
    func currentAngle() -> Double? {
        guard pointers.count >= 2 else { return nil }
        let a = pointers[0].location, b = pointers[1].location
        let dx = b.x - a.x, dy = b.y - a.y
        guard (dx * dx + dy * dy).squareRoot() > Self.degenerateDistance else { return nil }
        return atan2(dy, dx)
    }

    /// Distance of the first two fingers (lowest ids), points; nil with fewer than two.
    @inline(__always)
    func twoFingerDistance() -> Double? {
        guard pointers.count >= 2 else { return nil }
        return pointers[0].location.distance(to: pointers[1].location)
    }

    /// Smallest distance between any two fingers, points (infinity with fewer than two).
    @inline(__always)
    func minimumPairDistance() -> Double {
        var d = Double.infinity
        for i in pointers.indices {
            for j in (i + 1)..<pointers.count { d = min(d, pointers[i].location.distance(to: pointers[j].location)) }
        }
        return d
    }

    /// Android's span (`StandardScaleGestureDetector.analyzeMovement`): 2 · hypot(Σ|xᵢ − x̄|,
    /// Σ|yᵢ − ȳ|), points; twice the finger distance for two fingers. Nil below two fingers.
    @inline(__always)
    func androidSpan(about centroid: ScreenPoint) -> Double? {
        guard pointers.count >= 2 else { return nil }
        var sx = 0.0, sy = 0.0
        for i in pointers.indices {
            sx += abs(pointers[i].location.x - centroid.x)
            sy += abs(pointers[i].location.y - centroid.y)
        }
        return 2 * (sx * sx + sy * sy).squareRoot()
    }

    /// Whether `kind` may begin: no gesture sharing one of `exclusiveGestures`' sets with
    /// it runs (`BaseGesture.canExecute`).
    @inline(__always)
    func canBegin(_ kind: GestureKind, _ exclusive: ExclusiveGestureSets) -> Bool {
        exclusive.isEmpty || exclusive.allows(kind, running: activeKinds)
    }

    @inline(__always)
    func meanY() -> Double {
        guard !pointers.isEmpty else { return 0 }
        var s = 0.0
        for i in pointers.indices { s += pointers[i].location.y }
        return s / Double(pointers.count)
    }

    /// Finger distances below this are degenerate (span, angle), points: 1e-6 (our choice).
    static let degenerateDistance = 1e-6
}
