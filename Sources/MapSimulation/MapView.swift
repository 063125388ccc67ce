import MapMath
import CameraMotion
import Gestures

/// The simulated map view (`GMSMapView`): camera, settings, gestures, camera motion and
/// the delegate event stream, advanced by input samples, commands and frames.
///
/// A value type: copy it to fork a simulation. Event rules (where Google's documentation
/// is silent, our choice):
/// - `willMove(gesture:)` comes once when a movement starts: when a gesture begins moving
///   the camera (or a double-tap/two-finger-tap zoom starts) while the camera is not
///   already moving by gesture, and for each programmatic camera command. A fling
///   continues its pan's movement and adds none.
/// - `didChangeCameraPosition` comes once per frame in which the camera differs from the
///   previous frame's.
/// - `idleAtCameraPosition` comes once per movement, at the first frame where no finger
///   is down, no gesture runs and no animation is left.
/// - Camera moves started by the compass, the my-location button or a marker tap send
///   `willMove(gesture: false)`: they are animations the view runs in response to a tap,
///   as Android's `REASON_API_ANIMATION` ("zoom buttons, my location button, or marker
///   clicks"), not gestures.
///
/// Map view behaviour (docs/design.md "Map view behaviour from the seed pages"); the rules and
/// our choices are documented where they live:
/// - taps, long presses and hit-test order: `MapView+Taps.swift`;
/// - marker selection and info windows (event order, `tracksInfoWindowChanges`):
///   `MapView+Selection.swift`;
/// - control sizes and placement from the padded edges: `ControlLayout`;
/// - the compass fade: `CompassState`; indoor buildings and the floor picker: `IndoorState`
///   and `MapView+Indoor.swift`;
/// - options, colour scheme and traffic: `MapOptions`; what each frame shows, with
///   accessibility elements: `FrameRecord` and `MapView+Frame.swift`.
/// - Padding: `setPadding` keeps the camera target, which then appears at the new padded
///   centre; the projection, the visible region, gestures and controls all use the
///   padded rectangle.
///
/// Per frame, markers are projected from world points cached when they were added, with
/// `ScreenProjector` into buffers the view keeps; a frame allocates nothing unless
/// accessibility elements are listed.
public struct MapView: Sendable {
    /// View size and padding.
    public internal(set) var viewport: Viewport {
        didSet { keptGestureContext = gestureContext }
    }
    /// Zoom range and tilt limit. Default: the profile's.
    public internal(set) var limits: CameraLimits {
        didSet { keptGestureContext = gestureContext }
    }
    /// Gesture and control settings (`GMSUISettings`).
    public internal(set) var settings: UISettings {
        didSet { keptGestureContext = gestureContext }
    }
    /// Every constant of motion and gesture feel.
    public var profile: MotionProfile { profileStorage.profile }
    /// The profile, boxed: hundreds of bytes that never change, out of a view that is
    /// copied and passed along per touch sample and frame.
    let profileStorage: ProfileStorage
    /// Delegate events so far, in order; after `forgetHistory()`, those since (event
    /// number n is `events[n - forgottenEventCount]`).
    public internal(set) var events: [MapEvent] = []
    /// How many events `forgetHistory()` has forgotten: 0 unless a replay streams.
    public internal(set) var forgottenEventCount = 0

    /// How many delegate events the view has made, forgotten or not: the number the next
    /// one gets.
    public var eventCount: Int { forgottenEventCount + events.count }

    /// The events numbered `number` and after (the numbering counts forgotten events:
    /// an observer reading each step's new events passes the count it has read). `number`
    /// must not be below `forgottenEventCount`.
    public func events(from number: Int) -> ArraySlice<MapEvent> {
        Self.events(from: number, of: events, forgotten: forgottenEventCount)
    }

    /// The events numbered `number` and after of `events`, the events a view holds after
    /// `forgotten` it has forgotten (`events(from:)`, for a reader that took the two
    /// fields off the view); `number` must not be below `forgotten`.
    public static func events(from number: Int, of events: [MapEvent], forgotten: Int) -> ArraySlice<MapEvent> {
        precondition(number >= forgotten, "MapView.events(from:): those events are forgotten")
        return events[Swift.min(number - forgotten, events.count)...]
    }
    /// Every fling started, in order: when (seconds) and from which camera (what a
    /// comparison measures a fling's distance from; `ReplayComparison`). One entry per
    /// release that flings, so small; emptied by `forgetHistory()`.
    public internal(set) var flingStarts: [(time: Double, camera: CameraPosition)] = []
    /// Map options and layers (`GMSMapViewOptions` and `GMSMapView` properties).
    public internal(set) var options: MapOptions {
        didSet { optionsRevision &+= 1 }
    }
    /// Counts the changes of `options` (each set, equal or not); `updateLastFrame` compares
    /// the options only when it moved since the last frame (comparing every field was a
    /// noticeable share of a frame's work).
    var optionsRevision = 0
    /// The `optionsRevision` that `lastFrame.options` was last compared at.
    var framedOptionsRevision = 0
    /// Control sizes and margins.
    public let controlLayout: ControlLayout
    /// The selected marker's id (`selectedMarker`), or nil.
    public internal(set) var selectedMarkerID: String?
    /// The last frame drawn (before the first frame: the starting state at time 0).
    public internal(set) var lastFrame: FrameRecord
    /// Counts the frames whose record differs from the one before in more than time,
    /// camera and touch count (selection, info window, controls, options, accessibility
    /// elements, visible marker count): an observer of every frame can skip the others.
    public internal(set) var frameContentRevision = 0
    /// What the last touch sample did, filled while `probesSamples` is on (MapView+Probe.swift).
    public internal(set) var sampleProbe = SampleProbe()
    /// Counts of the taps and gesture animations that may start camera motion.
    public internal(set) var motionCauses = MotionCauses()
    #if MAPSIM_TEST_HOOKS
    /// Deliberate bugs for tests (`MapViewFaults`, debug builds only); none by default.
    var faults: MapViewFaults = [] {
        didSet { keptGestureContext = gestureContext }
    }
    #endif
    /// `gestureContext` as of the last change of what it reads besides the camera
    /// (viewport, limits, settings, faults: their `didSet`s rebuild it), its camera set
    /// per sample. Building a context per sample would retain and release its tilt table
    /// and thresholds box.
    var keptGestureContext: GestureContext

    var markerStore: MarkerStore
    var indoor: IndoorState
    var openWindow: OpenInfoWindow?
    var compass = CompassState()

    var engine = GestureEngine()
    var player: CameraMotionPlayer
    var frameCamera: CameraPosition
    /// The last frame's projection, reused while camera and viewport stay the same (a
    /// projection costs a sine, a cosine, a logarithm and a power of two to build).
    var frameProjection: Projection?
    /// What the last frame's controls record was built from (`updateLastFrame`).
    var controlsInputs: ControlsInputs?
    var movement: Movement?
    /// Whether the player's motion, when one runs, was started by a gesture (fling, tap
    /// zoom, snap to north) rather than by a command or a tap's response.
    var animationByGesture = false

    enum Movement { case gesture, programmatic }

    /// Whether the camera moves only in drawn frames, as MapLibre GL JS's does (its
    /// handlers' changes and its animations apply in render frames): the profile's taps
    /// are `.mapLibre`, which runs the library's handlers.
    public let movesAtFramesOnly: Bool

    /// An immutable box for the view's profile (`profileStorage`), with its gesture
    /// thresholds boxed once more for the gesture context of every sample (a context built
    /// from `profile.gestures` copied them twice per sample).
    final class ProfileStorage: Sendable {
        let profile: MotionProfile
        let gestureThresholds: SharedGestureThresholds
        init(_ profile: MotionProfile) {
            self.profile = profile
            gestureThresholds = SharedGestureThresholds(profile.gestures)
        }
    }

    /// A map view showing `camera` (clamped to the limits) in `viewport`, with `settings`
    /// (Google's defaults), `profile` (MapLibre-like by default), `limits` (default: the
    /// profile's), `options` (Google's defaults), `markers` (a later marker with an id in
    /// use replaces the earlier one), indoor `buildings` and the control layout.
    public init(camera: CameraPosition, viewport: Viewport, settings: UISettings = UISettings(),
                profile: MotionProfile = .default, limits: CameraLimits? = nil,
                options: MapOptions = MapOptions(), markers: [Marker] = [], buildings: [IndoorBuilding] = [],
                controlLayout: ControlLayout = .standard) {
        let limits = limits ?? profile.cameraLimits
        let start = limits.clamp(camera)
        self.viewport = viewport
        self.limits = limits
        self.settings = settings
        profileStorage = ProfileStorage(profile)
        movesAtFramesOnly = profile.gestures.tapRecognizer == .mapLibre
        keptGestureContext = GestureContext(camera: start, viewport: viewport, limits: limits, settings: settings,
                                            sharedThresholds: profileStorage.gestureThresholds)
        self.options = options
        self.controlLayout = controlLayout
        markerStore = MarkerStore(markers)
        indoor = IndoorState(buildings)
        player = CameraMotionPlayer(camera: start)
        frameCamera = start
        lastFrame = FrameRecord(time: 0, camera: start, touchCount: 0, options: options)
    }

    /// The markers in the order they were added.
    public var markers: [Marker] { markerStore.markers }

    /// The marker with `id`, or nil.
    public func marker(_ id: String) -> Marker? { markerStore.marker(id) }

    /// The indoor buildings.
    public var buildings: [IndoorBuilding] { indoor.buildings }

    /// The building the floor picker follows (`GMSIndoorDisplay.activeBuilding`), as of
    /// the last frame; nil when none is featured.
    public var activeBuildingID: String? { indoor.activeBuildingID }

    /// The active building's level index (`activeLevel`), or nil.
    public var activeLevel: Int? { indoor.activeLevel }

    /// The marker whose info window is open, or nil.
    public var infoWindowMarkerID: String? { openWindow?.markerID }

    /// Whether something visual still changes without input: the compass is fading out.
    /// `Simulation.run` keeps drawing frames until it is false.
    public var hasPendingVisualChanges: Bool { compass.isFading }

    /// The camera now (after the last input, command or frame).
    public var camera: CameraPosition { player.camera }

    /// The projection of the current camera in the current viewport.
    public var projection: Projection { Projection(camera: camera, viewport: viewport) }

    /// Every gesture recognised so far, in begin order.
    public var gestures: [GestureRecord] { engine.records }

    /// Fingers down now.
    public var touchCount: Int { engine.touchCount }

    /// Whether a camera animation or fling is running.
    public var isAnimating: Bool { player.isRunning }

    /// The earliest pending gesture timer (tap confirmation, long press), seconds.
    public var nextTimerTime: Double? { engine.nextTimerTime(timeouts: profile.gestures.timeouts) }

    /// `nextTimerTime` for a view held in a variable (the frame loop): the same value,
    /// without the copy of the gesture engine the getter's call is given.
    mutating func nextTimerTimeInPlace() -> Double? {
        engine.nextTimerTimeInPlace(timeouts: profile.gestures.timeouts)
    }

    /// What the gesture engine reads per sample. Inlined, so that it reads only these
    /// fields: called, it would take a copy of the whole view.
    var gestureContext: GestureContext {
        @inline(__always) get {
        #if MAPSIM_TEST_HOOKS
        let seen = faults.isEmpty ? settings : Self.faultySettings(settings, faults)
        #else
        let seen = settings
        #endif
        return GestureContext(camera: player.camera, viewport: viewport, limits: limits, settings: seen,
                              sharedThresholds: profileStorage.gestureThresholds)
        }
    }

    var animator: CameraAnimator { CameraAnimator(motion: profile.motion, viewport: viewport, limits: limits) }

    // MARK: Input

    /// For a streamed replay (`Simulation.keepsHistory` off), after every observer has
    /// seen a step: forgets the delegate events and fling starts so far, and hands over
    /// the gesture records once they are final (`GestureEngine.takeSettledRecords()`),
    /// so that memory holds what is under way, not a whole recording. Keeps capacity: no
    /// allocation in the steady state.
    public mutating func forgetHistory() -> [GestureRecord] {
        if !events.isEmpty {
            forgottenEventCount += events.count
            // One or two events a step: dropped from the end, where `removeAll(keepingCapacity:)`
            // goes through the generic `replaceSubrange`.
            while events.popLast() != nil {}
        }
        if !flingStarts.isEmpty { flingStarts.removeAll(keepingCapacity: true) }
        return engine.takeSettledRecords()
    }

    /// Delivers one input sample: all touch events with the same time (seconds).
    public mutating func handleTouches(_ sample: some Collection<TouchEvent>) {
        // Contiguous samples (arrays, slices) are read in place: a concrete buffer from
        // here on (no generic `first`, which allocates in a debug build).
        if sample.withContiguousStorageIfAvailable({ handleTouches(buffer: $0) }) == nil {
            Array(sample).withUnsafeBufferPointer { handleTouches(buffer: $0) }
        }
    }

    /// `handleTouches(_:)` for a sample in contiguous memory.
    mutating func handleTouches(buffer sample: UnsafeBufferPointer<TouchEvent>) {
        guard !sample.isEmpty else { return }
        handleTouches(buffer: sample, at: sample[0].time)
    }

    /// Delivers one sample at `time` seconds, its events keeping their own times for the
    /// velocity tracker (`GestureEngine.handle(_:at:context:)`): how a delivery model
    /// (`InputDeliveryModel`) hands over a frame's batch.
    public mutating func handleTouches(_ sample: ArraySlice<TouchEvent>, at time: Double) {
        sample.withUnsafeBufferPointer { handleTouches(buffer: $0, at: time) }
    }

    /// `handleTouches(_:at:)` for a sample in contiguous memory. Never inlined: the callers
    /// reach it from a closure over the buffer, and inlined there its reads of the view
    /// (through the closure's capture, which the compiler may not assume exclusive) copy
    /// the whole view per sample.
    @inline(never)
    mutating func handleTouches(buffer sample: UnsafeBufferPointer<TouchEvent>, at time: Double) {
        guard !sample.isEmpty else { return }
        // Fingers see the camera of their own moment, not the last frame's; MapLibre GL JS
        // moves its camera only in render frames (`Camera._renderFrameCallback`).
        if player.isRunning && !movesAtFramesOnly { player.advance(to: time) }
        if sampleProbe.isEnabled { beginSampleProbe(at: time) }
        #if MAPSIM_TEST_HOOKS
        let fingersBefore = faults.isEmpty ? 0 : engine.trackedFingerCount
        #endif
        // The kept context, a stored field, is passed in place; a computed read of the whole
        // view as the argument of a mutating call on one of its fields would copy the whole
        // view first, and one built here would retain and release its parts.
        keptGestureContext.camera = player.camera
        let moved = engine.handle(sample, at: time, context: keptGestureContext)
        drainGestureActions(at: time, before: moved)
        #if MAPSIM_TEST_HOOKS
        if !faults.isEmpty { applySampleFaults(fingerCountBefore: fingersBefore, at: time) }
        #endif
        if sampleProbe.isEnabled { endSampleProbe(sample) }
    }

    /// Lets gesture timers (tap confirmation, long press) fire up to `time` seconds.
    public mutating func advanceTimers(to time: Double) {
        // The timers read only the thresholds: no context per frame, and nothing to drain
        // unless a timer fired.
        let moved = engine.advance(to: time, timeouts: profile.gestures.timeouts)
        guard moved != nil || engine.hasPendingActions else { return }
        drainGestureActions(at: time, before: moved)
    }

    /// Runs the gesture engine's actions; `moved` is the camera the gesture produced,
    /// applied after a touch-down has stopped any animation and a gesture start has
    /// announced the movement.
    mutating func drainGestureActions(at time: Double, before moved: CameraPosition?) {
        var pending = moved
        // One action at a time (no array per sample): handling one never feeds the engine.
        while let action = engine.nextAction() {
            switch action {
            case .touchBegan:
                if player.isRunning {
                    // MapLibre GL JS's `_stop` leaves the camera where the last frame put it.
                    if movesAtFramesOnly { player.halt() } else { player.stop(at: time) }
                }
            case let .gestureBegan(kind):
                if kind.isContinuous { announce(.gesture, at: time) }
            case .gestureEnded:
                break
            case let .tap(point):
                motionCauses.taps &+= 1
                if let pending { applyGestureCamera(pending, at: time) }
                pending = nil
                handleTap(at: point, time: time)
            case let .longPress(point):
                handleLongPress(at: point, time: time)
            case let .zoomAnimation(gesture, levels, about):
                if let p = pending { applyGestureCamera(p, at: time); pending = nil }
                noteGestureAnimation()
                announce(.gesture, at: time)
                // The gesture's own timing, whichever way its delta zooms.
                let animator = self.animator, from = camera
                let move = switch gesture {
                case .doubleTap: animator.doubleTapZoom(from: from, by: levels, at: about)
                case .twoFingerTap: animator.twoFingerTapZoom(from: from, by: levels, at: about)
                }
                player.run(move, at: time)
            case let .fling(fling):
                if let p = pending { applyGestureCamera(p, at: time); pending = nil }
                noteGestureAnimation()
                let release = ReleaseVelocity(x: fling.panVelocity.x, y: fling.panVelocity.y, zoom: fling.zoomVelocity,
                                              bearing: fling.bearingVelocity, tilt: fling.tiltVelocity)
                // A fling drawn from the inertia buffer starts at a frame, after the gesture
                // announced its end: it moves the camera again.
                if movement == nil { announce(.gesture, at: time) }
                let animator = self.animator, from = camera
                var move = animator.fling(from: from, velocity: release, anchor: fling.around)
                if snapsNorth(bearing: move.endCamera.bearing) {
                    move = animator.fling(from: from, velocity: release, anchor: fling.around, endBearing: 0)
                }
                flingStarts.append((time, from))
                player.run(move, at: time)
            case .releasedWithoutInertia:
                if snapsNorth(bearing: camera.bearing) {
                    if let p = pending { applyGestureCamera(p, at: time); pending = nil }
                    noteGestureAnimation()
                    let move = animator.resetBearing(from: camera)
                    player.run(move, at: time)
                }
            }
        }
        if let pending { applyGestureCamera(pending, at: time) }
    }

    /// Whether a gesture ending at `bearing` degrees snaps north: within the profile's
    /// `bearingSnap` of 0 and not 0 (MapLibre GL JS `shouldSnapToNorth`: −snap < b < snap
    /// with b in (−180, 180]), and rotate gestures on (our choice: GL JS snaps after any
    /// gesture, but with rotateGestures off no gesture may turn the bearing).
    func snapsNorth(bearing: Double) -> Bool {
        let snap = profile.gestures.bearingSnap
        guard snap > 0, settings.rotateGestures, bearing.isFinite else { return false }
        let signed = bearing > 180 ? bearing - 360 : bearing
        return signed != 0 && -snap < signed && signed < snap
    }

    mutating func applyGestureCamera(_ new: CameraPosition, at time: Double) {
        if movement == nil { announce(.gesture, at: time) }
        player.jump(to: limits.clamp(new))
    }

    /// Emits `willMove` for a movement of `kind` unless the camera is already moving by
    /// gesture and this is a gesture too.
    mutating func announce(_ kind: Movement, at time: Double) {
        if kind == .gesture && movement == .gesture { return }
        movement = kind
        if kind == .programmatic { animationByGesture = false }
        events.append(MapEvent(time: time, kind: .willMove(gesture: kind == .gesture)))
    }

    // MARK: Frames

    /// Draws the frame at `time` seconds: samples the running animation, sends
    /// `didChangeCameraPosition` if the camera moved since the last frame, projects the
    /// markers, updates the active building (`didChangeActiveBuilding`,
    /// `didChangeActiveLevel`) and the compass fade, sends `idleAtCameraPosition` when all
    /// motion has stopped, and returns what the frame shows.
    @discardableResult
    public mutating func renderFrame(at time: Double) -> FrameRecord {
        drawFrame(at: time)
        return lastFrame
    }

    /// Draws the frame at `time` seconds as `renderFrame(at:)` does, without copying the
    /// record out: what the frame shows is `lastFrame`. For loops that draw many frames.
    public mutating func drawFrame(at time: Double) {
        // The inertia buffer records per drawn frame, and a release waits for its frame.
        // Under MapLibre GL JS's handlers the camera moves here, once per frame.
        if engine.needsFrameRecord,
           let moved = engine.applyMapLibreFrame(camera: camera, viewport: viewport, limits: limits, settings: settings,
                                                 centreHold: profile.gestures.centredPanDropDistance, at: time) {
            player.jump(to: moved)
        }
        if engine.recordFrame(at: time) && engine.hasPendingActions {
            drainGestureActions(at: time, before: nil)
        }
        if player.isRunning {
            player.advance(to: time)
        }
        let camera = self.camera
        if camera != frameCamera {
            frameCamera = camera
            events.append(MapEvent(time: time, kind: .didChangeCameraPosition(camera)))
        }
        // The projection costs about as much as a touch sample; a frame needs it only for
        // markers, buildings, an info window or accessibility elements.
        let needsProjection = !markerStore.markers.isEmpty || !indoor.buildings.isEmpty || openWindow != nil
            || !options.accessibilityElementsHidden
        let projection = needsProjection ? currentProjection() : nil
        if let projection {
            markerStore.project(with: ScreenProjector(projection))
            updateActiveBuilding(projection, at: time)
        } else {
            markerStore.clearProjection()
        }
        compass.update(bearing: camera.bearing, enabled: settings.compassButton, time: time,
                       delay: profile.compassFadeDelay, duration: profile.compassFadeDuration)
        if movement != nil && !player.isRunning && engine.touchCount == 0 && engine.activeKinds.isEmpty {
            movement = nil
            events.append(MapEvent(time: time, kind: .idleAtCameraPosition(camera)))
        }
        updateLastFrame(at: time, projection: projection)
        #if MAPSIM_TEST_HOOKS
        if !faults.isEmpty { applyFrameFaults(at: time) }
        #endif
    }

    /// The projection of the current camera and viewport, reused while neither changes.
    mutating func currentProjection() -> Projection {
        if let cached = frameProjection, cached.camera == camera, cached.viewport == viewport { return cached }
        let projection = self.projection
        frameProjection = projection
        return projection
    }
}
