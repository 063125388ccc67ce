import MapMath
import Gestures
import MapSimulation

/// Watches a simulation step by step (`SimulationObserver`) and measures the invariants
/// (`ReplayInvariant`) as it goes: `TraceReplay.run(recordFrames:invariants:)` attaches
/// one to every replay, `report(finishing:)` gives the verdicts.
///
/// Observation is cheap by design: it reads the small facts the view records per sample
/// (`SampleProbe`, which must be on: `MapView.probesSamples`), the events appended since
/// the last step, and the drawn frame's camera; it keeps a few numbers per invariant and
/// allocates nothing per step (a description is built only for a value beyond a limit).
public struct InvariantMonitor: SimulationObserver {
    /// The invariants measured.
    public let selection: InvariantSelection

    let checksFinite: Bool, checksLimits: Bool, checksFocal: Bool, checksJump: Bool
    let checksIdle: Bool, checksSettings: Bool
    var finite = InvariantTally(.finite, .count)
    var limits = InvariantTally(.cameraLimits, .excess)
    var focal = InvariantTally(.focalPoint, .magnitude)
    var jump = InvariantTally(.noJumpOnFingerChange, .excess)
    var idle = InvariantTally(.singleIdle, .count)
    var settings = InvariantTally(.gesturesObeySettings, .count)

    /// Number of the next event to read (events forgotten by a streamed replay count:
    /// `MapView.eventCount`).
    var eventIndex = 0
    /// The motion the event stream has open: after a `willMove`, until its idle.
    var motionOpen = false
    /// Whether the open motion's last `willMove` had `gesture: true`.
    var motionByGesture = false
    /// Whether the next sample follows one in which the finger set changed
    /// (`noJumpOnFingerChange` measures both).
    var jumpFollowUpPending = false
    /// The sample probe's serial at the last sample seen.
    var lastSerial: Int
    /// The view at the end of the last step: camera, causes, and whether a gesture-driven
    /// animation ran.
    var lastCamera: CameraPosition
    var lastCauses: MotionCauses
    var lastAnimatingByGesture = false
    /// The settings in force when the last gesture-driven animation started.
    var animationSettings = UISettings()
    /// The viewport at the last sample: a padding set since moves every ground point on
    /// screen by design (the target moves to the new padded centre), so the next sample's
    /// ground points are not compared (`focalPoint`, `noJumpOnFingerChange`).
    var lastSampleViewport: Viewport?
    /// Whether the last sample let pinch and rotate scroll (`focalPoint` measures a sample
    /// only when the one before let them too: the first sample that does captures anew).
    var lastSampleScrolledDuringPinch = false
    /// The last frame's `frameContentRevision` (its rectangles are checked when it changes).
    var lastRevision: Int?
    /// The last camera found finite and within the limits: the same camera again (a frame
    /// showing a sample's camera, its event) needs no second look. Cleared by commands,
    /// which may change the limits.
    var lastCheckedCamera: CameraPosition?
    /// The last two projections built (a sample's camera after is the next one's before).
    var projections = ProjectionPair()
    /// The time of the last command or frame seen, seconds: where a gesture record with a
    /// non-finite begin time is reported.
    var lastStepTime = 0.0

    /// A monitor of `selection` for a simulation that starts with `view` (which must
    /// probe samples: `MapView.probesSamples`).
    public init(view: MapView, selection: InvariantSelection = .all) {
        self.selection = selection
        checksFinite = selection.contains(.finite)
        checksLimits = selection.contains(.cameraLimits)
        checksFocal = selection.contains(.focalPoint)
        checksJump = selection.contains(.noJumpOnFingerChange)
        checksIdle = selection.contains(.singleIdle)
        checksSettings = selection.contains(.gesturesObeySettings)
        lastSerial = view.sampleProbe.serial
        lastCamera = view.camera
        lastCauses = view.motionCauses
        lastAnimatingByGesture = view.isAnimatingByGesture
    }

    // MARK: Steps

    /// Reads the events of the command's step and checks the camera it left.
    public mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) {
        lastCheckedCamera = nil
        lastStepTime = time
        readEvents(StepView(view), step: .command)
        checkCamera(view.camera, limits: view.limits, at: time, what: "camera after a command")
        endStep(view)
    }

    /// Measures the sample (`view.sampleProbe`): the animation stretch before it, its
    /// cameras, the focal point, finger-set changes, settings, and its events.
    /// The functions it calls take fields of the view, not the view (`HeldEvents` says why).
    public mutating func simulationDidHandleSample(view: MapView) {
        guard view.sampleProbe.isEnabled, view.sampleProbe.serial != lastSerial else {
            readEvents(StepView(view), step: .sample(fingersDown: view.touchCount > 0))
            endStep(view)
            return
        }
        lastSerial = view.sampleProbe.serial
        measureSample(view.sampleProbe, StepView(view), limits: view.limits, viewport: view.viewport)
        endStep(view)
    }

    /// Checks the frame: the animation stretch up to it, its camera and content, its
    /// events, and that a motion whose camera came to rest was closed by an idle.
    public mutating func simulationDidDrawFrame(view: MapView) {
        let time = view.lastFrame.time
        lastStepTime = time
        if checksSettings { checkAnimationStretch(to: view.camera, taps: view.motionCauses.taps, limits: view.limits, at: time) }
        readEvents(StepView(view), step: .frame)
        if checksFinite {
            checkFinite(time, at: time, what: "frame time")
            if view.frameContentRevision != lastRevision {
                lastRevision = view.frameContentRevision
                checkFiniteContent(view.lastFrame, at: time)
            }
        }
        checkCamera(view.lastFrame.camera, limits: view.limits, at: time, what: "frame camera")
        if checksIdle && motionOpen && !view.isAnimating && view.touchCount == 0 && view.activeGestureKinds.isEmpty {
            idle.violation(at: time) { "the camera came to rest with no idleAtCameraPosition" }
            motionOpen = false
        }
        endStep(view)
    }

    /// Checks gesture records for `finite` as the simulation hands them over (each once).
    public mutating func simulation(didRecord gestures: [GestureRecord]) {
        guard checksFinite else { return }
        for g in gestures {
            let at = g.beginTime.isFinite ? g.beginTime : lastStepTime
            checkFinite(g.beginTime, at: at, what: "\(g.kind.rawValue) begin time")
            if let end = g.endTime { checkFinite(end, at: at, what: "\(g.kind.rawValue) end time") }
            if let v = g.releaseVelocity {
                checkFinite(v.x, at: at, what: "\(g.kind.rawValue) release velocity")
                checkFinite(v.y, at: at, what: "\(g.kind.rawValue) release velocity")
            }
            if let p = g.location {
                checkFinite(p.x, at: at, what: "\(g.kind.rawValue) location")
                checkFinite(p.y, at: at, what: "\(g.kind.rawValue) location")
            }
        }
    }

    /// The verdicts after the last step of `result` (its gesture records were checked
    /// for `finite` as the simulation handed them over).
    public mutating func report(finishing result: Simulation.Result) -> InvariantReport {
        report
    }

    /// The verdicts on the steps seen so far (without the gesture records, which
    /// `report(finishing:)` adds).
    public var report: InvariantReport {
        let tallies = [finite, limits, focal, jump, idle, settings]
        return InvariantReport(results: tallies.filter { selection.contains($0.invariant) }.map(\.result))
    }

    /// What kind of step produced the events being read.
    enum Step {
        case command
        case sample(fingersDown: Bool)
        case frame
    }

    /// Remembers the view at the end of a step.
    mutating func endStep(_ view: MapView) {
        if view.motionCauses.gestureAnimations != lastCauses.gestureAnimations { animationSettings = view.settings }
        lastCamera = view.camera
        lastCauses = view.motionCauses
        lastAnimatingByGesture = view.isAnimatingByGesture
    }

    /// Measures one probed sample.
    mutating func measureSample(_ p: SampleProbe, _ step: StepView, limits bounds: CameraLimits, viewport: Viewport) {
        let time = p.time
        if checksSettings {
            checkAnimationStretch(to: p.cameraBefore, taps: step.causes.taps, limits: bounds, at: time)
            checkSettings(from: p.cameraBefore, to: p.cameraAfter, settings: p.settings, limits: bounds, at: time)
        }
        readEvents(step, step: .sample(fingersDown: p.fingerCountBefore > 0 || p.fingerCountAfter > 0))
        if checksFinite && p.cameraBefore != lastCheckedCamera {
            checkFinite(p.cameraBefore, at: time, what: "camera before a sample")
        }
        checkCamera(p.cameraAfter, limits: bounds, at: time, what: "camera after a sample")
        let viewportKept = lastSampleViewport.map { $0 == viewport } ?? true
        lastSampleViewport = viewport
        if checksFocal { measureFocalPoint(p, viewport: viewport, viewportKept: viewportKept) }
        if checksJump { measureFingerChange(p, viewport: viewport, viewportKept: viewportKept) }
    }

    /// The camera's change since the last step, up to `camera` at `time`, when only a
    /// gesture-driven animation can have made it (a fling, tap zoom or snap to north ran
    /// at the end of the last step, and no tap has started a move the view makes in
    /// answer since): checked against the settings in force when that animation started
    /// (an animation a gesture started while its setting was on may finish).
    /// `taps` is the view's tap count (`MotionCauses.taps`), `bounds` its limits.
    mutating func checkAnimationStretch(to camera: CameraPosition, taps: Int, limits bounds: CameraLimits, at time: Double) {
        guard lastAnimatingByGesture, taps == lastCauses.taps else { return }
        checkSettings(from: lastCamera, to: camera, settings: animationSettings, limits: bounds, at: time)
    }

    // MARK: Events (singleIdle, finite)

    /// What the event reader needs of the view at the end of a step, read off it field
    /// by field (`HeldEvents` says why not the view).
    struct StepView {
        /// The events the view holds.
        let held: HeldEvents
        /// `MapView.motionCauses`.
        let causes: MotionCauses
        /// Whether the camera rests: no animation, no finger down, no gesture running.
        let resting: Bool

        @inline(__always)
        init(_ view: MapView) {
            held = HeldEvents(view)
            causes = view.motionCauses
            resting = !view.isAnimating && view.touchCount == 0 && view.activeGestureKinds.isEmpty
        }
    }

    /// Reads the events appended since the last step.
    mutating func readEvents(_ view: StepView, step: Step) {
        // By index, not through `events(from:)`: a slice costs an allocation per step in a
        // debug build, and this path must allocate nothing (`FrameAllocationTests`).
        let first = view.held.first
        let count = view.held.count
        guard eventIndex < count else { return }
        let causes = view.causes
        let tapped = causes.taps != lastCauses.taps
        let gestureAnimated = causes.gestureAnimations != lastCauses.gestureAnimations
        var commandStep = false, fingersDown = false
        switch step {
        case .command: commandStep = true
        case let .sample(down): fingersDown = down
        case .frame: break
        }
        let resting = view.resting
        while eventIndex < count {
            let event = view.held.events[eventIndex - first]
            eventIndex += 1
            let time = event.time
            if checksFinite { checkFinite(event, at: time) }
            guard checksIdle else { continue }
            switch event.kind {
            case let .willMove(gesture):
                idle.markMeasured()
                if gesture {
                    if !(fingersDown || gestureAnimated) {
                        idle.violation(at: time) { "willMove (gesture: true) with no finger down and no gesture animation starting" }
                    } else if motionOpen && motionByGesture {
                        idle.violation(at: time) { "a second willMove (gesture: true) in one gesture motion" }
                    }
                } else if !(commandStep || tapped) {
                    idle.violation(at: time) { "willMove (gesture: false) with no command and no tap" }
                }
                motionOpen = true
                motionByGesture = gesture
            case .didChangeCameraPosition:
                idle.markMeasured()
                if !motionOpen {
                    idle.violation(at: time) { "didChangeCameraPosition with no willMove before it" }
                }
            case .idleAtCameraPosition:
                idle.markMeasured()
                if !motionOpen {
                    idle.violation(at: time) { "idleAtCameraPosition with no motion to end (a second idle)" }
                } else if !resting {
                    idle.violation(at: time) { "idleAtCameraPosition while the camera still moves" }
                }
                motionOpen = false
            default:
                break
            }
        }
    }
}
