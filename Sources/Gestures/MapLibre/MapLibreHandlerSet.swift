import MapMath

/// MapLibre GL JS's touch handlers and their manager (`HandlerManager`, `handler_manager.ts`
/// at v5.3.0): which handler sees an event, which blocks which, and what the render frame
/// applies.
///
/// Method, per DOM touch event (`handleEvent`): the enabled handlers run in order
/// (`MapLibreHandlerKind`); one blocked by a handler active earlier in this event (not in
/// its `allowed` list) resets instead of handling it. A handler that returned a change or
/// is active joins the event's active set. Handlers active at the previous event but not
/// now are deactivated. When some were, or the event's change moves the camera, the change
/// waits for the next render frame, which sums every waiting change (`_applyChanges`).
/// A tap zoom drops the waiting changes and animates (`cameraAnimation`).
/// Per render frame: the blocking pass runs again with no event, then the summed change is
/// applied, and the gestures in progress (`_eventsInProgress`) whose handler is no longer
/// active end; when the last one ends, the map is released (`HandlerInertia._onMoveEnd`).
/// Tests: `MapLibreHandlerTests`; the oracle (docs/fidelity.md). No allocation once the
/// handlers' finger lists have grown to the most fingers seen.
public struct MapLibreHandlerSet: Hashable, Sendable {
    /// The handlers, each with its own state.
    public private(set) var tapZoom = MapLibreTapZoom()
    public private(set) var tapDragZoom = MapLibreTapDragZoom()
    public private(set) var touchPitch = MapLibreTouchPitch()
    public private(set) var touchPan = MapLibreTouchPan()
    public private(set) var touchRotate = MapLibreTouchRotate()
    public private(set) var touchZoom = MapLibreTouchZoom()
    /// The handlers switched on (`enable()`); one switched off resets (`disable()`).
    public private(set) var enabled = MapLibreHandlerMask.all
    /// The handlers active after the last event or frame (`_previousActiveHandlers`).
    public private(set) var active = MapLibreHandlerMask(rawValue: 0)
    /// The changes waiting for the render frame, summed, and whether one was requested.
    public private(set) var waiting = MapLibreHandlerChange()
    public private(set) var frameRequested = false
    /// The handler behind each gesture in progress (`_eventsInProgress`: drag, zoom,
    /// rotate, pitch), or nil; and the same for the waiting changes.
    var inProgress = MapLibreGestureSlots()
    var waitingEvents = MapLibreGestureSlots()

    /// Whether a gesture is in progress (the release comes when none is left).
    public var hasGesturesInProgress: Bool { !inProgress.isEmpty }

    /// What one event did.
    public struct EventOutcome: Hashable, Sendable {
        /// The handlers that returned a change (each a gesture's step).
        public var changed = MapLibreHandlerMask(rawValue: 0)
        /// The handlers active after the event.
        public var active = MapLibreHandlerMask(rawValue: 0)
        /// Whether a running camera animation stops (`map._stop(true)`): a handler is
        /// active or the change moves the camera.
        public var stopsAnimation = false
        /// A tap zoom to animate now, the waiting changes dropped.
        public var tapZoom: MapLibreTapZoom.Zoom?
    }

    /// What a render frame did.
    public struct FrameOutcome: Hashable, Sendable {
        /// The summed change to apply (nil when it does not move the camera).
        public var change: MapLibreHandlerChange?
        /// The handlers active at the frame.
        public var active = MapLibreHandlerMask(rawValue: 0)
        /// Whether the last gesture in progress ended: the map is released (inertia).
        public var releases = false
    }

    /// Idle handlers, all enabled, panning after `clickTolerance` points (default 3).
    public init(clickTolerance: Double = 3) {
        touchPan = MapLibreTouchPan(clickTolerance: clickTolerance)
    }

    /// Switches handlers on and off: a handler switched off resets. `aroundCenter` makes
    /// the two-finger zoom and rotation act about the padded centre; `clickTolerance` is
    /// the pan's (points).
    public mutating func setEnabled(_ mask: MapLibreHandlerMask, aroundCenter: Bool, clickTolerance: Double) {
        touchPan.clickTolerance = clickTolerance
        touchZoom.aroundCenter = aroundCenter
        touchRotate.aroundCenter = aroundCenter
        let off = MapLibreHandlerMask(rawValue: enabled.rawValue & ~mask.rawValue)
        enabled = mask
        for raw in 0..<MapLibreHandlerKind.count where off.rawValue & (1 << UInt8(raw)) != 0 {
            reset(MapLibreHandlerKind(rawValue: raw)!)
        }
    }

    /// Resets every handler and forgets the waiting changes and gestures in progress
    /// (`HandlerManager.stop`, run by a programmatic camera move).
    public mutating func stop() {
        for raw in 0..<MapLibreHandlerKind.count { reset(MapLibreHandlerKind(rawValue: raw)!) }
        active = MapLibreHandlerMask(rawValue: 0)
        waiting = MapLibreHandlerChange()
        waitingEvents = MapLibreGestureSlots()
        inProgress = MapLibreGestureSlots()
        frameRequested = false
    }

    /// Handles one DOM touch event at `timeMs` (its `timeStamp`); `fingers` are the
    /// fingers down after it, in landing order (`TouchEvent.touches`).
    public mutating func handle(_ kind: MapLibreTouchEventKind, timeMs: Double,
                                fingers: UnsafeBufferPointer<MapLibreTouchPoint>) -> EventOutcome {
        // A tap zoom's `setTimeout(reset, 0)` ran before this event.
        tapZoom.settle()
        var outcome = EventOutcome()
        var change = MapLibreHandlerChange()
        var events = MapLibreGestureSlots()
        var now = MapLibreHandlerMask(rawValue: 0)
        for raw in 0..<MapLibreHandlerKind.count where enabled.rawValue & (1 << UInt8(raw)) != 0 {
            let handler = MapLibreHandlerKind(rawValue: raw)!
            if isBlocked(handler, by: now) {
                reset(handler)
            } else if let result = run(handler, kind, timeMs: timeMs, fingers: fingers, zoom: &outcome.tapZoom) {
                change.assign(result)
                events.note(result, from: handler)
                outcome.changed = MapLibreHandlerMask(rawValue: outcome.changed.rawValue | handler.bit)
                now = MapLibreHandlerMask(rawValue: now.rawValue | handler.bit)
            }
            if isActive(handler) { now = MapLibreHandlerMask(rawValue: now.rawValue | handler.bit) }
        }
        let deactivated = MapLibreHandlerMask(rawValue: active.rawValue & ~now.rawValue)
        active = now
        outcome.active = now
        if deactivated.rawValue != 0 || change.moves {
            waiting.accumulate(change)
            waitingEvents.assign(events)
            frameRequested = true
        }
        outcome.stopsAnimation = now.rawValue != 0 || change.moves
        if outcome.tapZoom != nil {
            // `cameraAnimation`: the inertia is cleared and the waiting changes dropped.
            endGestures()
            waiting = MapLibreHandlerChange()
            waitingEvents = MapLibreGestureSlots()
        }
        return outcome
    }

    /// The render frame the waiting changes asked for (`_requestFrame`): nil when none did.
    public mutating func renderFrame() -> FrameOutcome? {
        guard frameRequested else { return nil }
        frameRequested = false
        tapZoom.settle()
        // `handleEvent` of the `renderFrame` event: blocking and deactivation only.
        var now = MapLibreHandlerMask(rawValue: 0)
        for raw in 0..<MapLibreHandlerKind.count where enabled.rawValue & (1 << UInt8(raw)) != 0 {
            let handler = MapLibreHandlerKind(rawValue: raw)!
            if isBlocked(handler, by: now) { reset(handler) }
            if isActive(handler) { now = MapLibreHandlerMask(rawValue: now.rawValue | handler.bit) }
        }
        active = now
        var outcome = FrameOutcome()
        outcome.active = now
        let change = waiting
        let events = waitingEvents
        waiting = MapLibreHandlerChange()
        waitingEvents = MapLibreGestureSlots()
        if change.moves { outcome.change = change }
        // `_fireEvents`: start what the changes started, end what lost its handler.
        let wasMoving = !inProgress.isEmpty
        let isMoving = !events.isEmpty
        inProgress.assign(events)
        outcome.releases = endGestures() && (wasMoving || isMoving)
        return outcome
    }

    /// Ends the gestures in progress whose handler is no longer active; whether none is
    /// left.
    @discardableResult
    mutating func endGestures() -> Bool {
        var slots = inProgress
        slots.removeAll { !isActive($0) }
        inProgress = slots
        return slots.isEmpty
    }

    /// Whether `handler` is blocked by the handlers `activeEarlier` (`_blockedByActive`).
    @inline(__always)
    func isBlocked(_ handler: MapLibreHandlerKind, by activeEarlier: MapLibreHandlerMask) -> Bool {
        activeEarlier.rawValue & ~handler.bit & ~handler.allowed.rawValue != 0
    }

    /// Whether `handler` is active (`isActive()`).
    public func isActive(_ handler: MapLibreHandlerKind) -> Bool {
        switch handler {
        case .tapZoom: tapZoom.isActive
        case .tapDragZoom: tapDragZoom.isActive
        case .touchPitch: touchPitch.isActive
        case .touchPan: touchPan.isActive
        case .touchRotate: touchRotate.isActive
        case .touchZoom: touchZoom.isActive
        }
    }

    mutating func reset(_ handler: MapLibreHandlerKind) {
        switch handler {
        case .tapZoom: tapZoom.reset()
        case .tapDragZoom: tapDragZoom.reset()
        case .touchPitch: touchPitch.reset()
        case .touchPan: touchPan.reset()
        case .touchRotate: touchRotate.reset()
        case .touchZoom: touchZoom.reset()
        }
    }

    /// `handler`'s method for event `kind`; its change, if any.
    mutating func run(_ handler: MapLibreHandlerKind, _ kind: MapLibreTouchEventKind, timeMs: Double,
                      fingers: UnsafeBufferPointer<MapLibreTouchPoint>,
                      zoom: inout MapLibreTapZoom.Zoom?) -> MapLibreHandlerChange? {
        switch (handler, kind) {
        case (.tapZoom, .start): tapZoom.start(fingers, timeMs: timeMs)
        case (.tapZoom, .move): tapZoom.move(fingers)
        case (.tapZoom, .end): zoom = tapZoom.end(fingers, timeMs: timeMs)
        case (.tapDragZoom, .start): tapDragZoom.start(fingers, timeMs: timeMs)
        case (.tapDragZoom, .move): return tapDragZoom.move(fingers)
        case (.tapDragZoom, .end): tapDragZoom.end(fingers, timeMs: timeMs)
        case (.touchPitch, .start): touchPitch.start(fingers)
        case (.touchPitch, .move): return touchPitch.move(fingers, timeMs: timeMs)
        case (.touchPitch, .end): touchPitch.end(fingers)
        case (.touchPan, .start): return touchPan.start(fingers)
        case (.touchPan, .move): return touchPan.move(fingers)
        case (.touchPan, .end): return touchPan.end(fingers)
        case (.touchRotate, .start): touchRotate.start(fingers)
        case (.touchRotate, .move): return touchRotate.move(fingers)
        case (.touchRotate, .end): touchRotate.end(fingers)
        case (.touchZoom, .start): touchZoom.start(fingers)
        case (.touchZoom, .move): return touchZoom.move(fingers)
        case (.touchZoom, .end): touchZoom.end(fingers)
        case (_, .cancel): reset(handler)
        }
        return nil
    }
}
