import MapMath
import Gestures

/// Replays touch input and programmatic commands through a `MapView`, frame by frame.
///
/// Order of work (deterministic): frames are at k / fps seconds from t = 0. Before each
/// frame, the commands and touch samples due at or before its time are handled in time
/// order (commands before touches at the same time), each after the gesture timers
/// (tap confirmation, long press) have been let run up to its time; then the timers run
/// up to the frame time and the frame is drawn. Gesture records carry the timers' exact
/// deadlines; the events they cause carry the time at which they were handled.
///
/// Frames in which nothing can change are not drawn: after a frame with no animation
/// running and nothing visual pending (`MapView.hasPendingVisualChanges`), the next frame
/// drawn is the first at or after the next input or timer. Fingers resting on the screen
/// change nothing by themselves, so they do not keep frames coming. A skipped frame would
/// repeat the one before it but for its time (the camera, events, markers and controls
/// only change through input, timers, animations and fades), so the events and every
/// drawn frame are the same as if all were drawn, and the work is linear in the input
/// however far apart its times are (a touch at 10^12 ms costs one frame). `Result` counts
/// both (`frameCount`, `drawnFrameCount`); recorded frames are the drawn ones.
///
/// The replay runs until the last input has been handled, no timer is pending, no
/// animation runs and nothing visual is pending (the compass fading out) (fingers left
/// down at the end stay down), or until `maxTrailingSeconds` after the last input. It
/// stops early, with `Result.stoppedAt` set, rather than draw more than
/// `SimulationLimit.maxDrawnFrames` frames plus `framesPerInput` per touch event and
/// command, or place more than
/// `SimulationLimit.maxMarkerPlacements` markers: those bound the work of any input.
public struct Simulation: Sendable {
    /// A timed command.
    public struct TimedCommand: Hashable, Sendable {
        /// When to run it, seconds.
        public var time: Double
        /// What to run.
        public var command: MapCommand

        /// A command at `time` seconds.
        public init(time: Double, command: MapCommand) {
            self.time = time
            self.command = command
        }
    }

    /// The outcome of a replay.
    public struct Result: Sendable {
        /// The camera at the last frame.
        public var finalCamera: CameraPosition
        /// Every recognised gesture in begin order; none when the replay streamed
        /// (`keepsHistory` off: the observer got them, `SimulationObserver.simulation(didRecord:)`).
        public var gestures: [GestureRecord]
        /// Every delegate event in order; none when the replay streamed (the observer saw
        /// each in `MapView.events` at its step).
        public var events: [MapEvent]
        /// How many delegate events the replay made, kept or not.
        public var eventCount: Int
        /// How many gestures the replay recognised, kept or not.
        public var gestureCount: Int
        /// Every drawn frame, when recorded (`recordFrames`); empty otherwise.
        public var frames: [FrameRecord]
        /// Time of the last frame, seconds.
        public var endTime: Double
        /// Number of frames on the clock from t = 0 to `endTime` (the last frame's index
        /// plus one), drawn or not.
        public var frameCount: Int
        /// Number of frames drawn: `frameCount` less the frames skipped because nothing
        /// could change in them (see `run`).
        public var drawnFrameCount: Int
        /// The map view after the last frame.
        public var mapView: MapView
        /// The limit the replay stopped at, or nil when it ran to its end
        /// (`SimulationLimit`: the frames drawn, the markers placed).
        public var stoppedAt: SimulationLimit?
        /// Every `recordedFrameStride`-th drawn frame is in `frames` (and the last): 1 when
        /// all of them are; larger when keeping all would pass `FrameRecorder.maxItems`
        /// (100,000 frames and accessibility elements).
        public var recordedFrameStride: Int
    }

    /// Longest time the replay keeps drawing frames after the last input while something
    /// still moves, seconds: 120 (our choice; no animation of any profile lasts that long).
    public static let maxTrailingSeconds: Double = 120

    /// The frame clock.
    public var clock: FrameClock
    /// Whether to keep the drawn frames in the result (for `--timeline` and the
    /// pictures): all of them, or an even selection when they would pass
    /// `FrameRecorder.maxItems` (`Result.recordedFrameStride`).
    public var recordFrames: Bool
    /// The items `FrameRecorder` keeps at most: `FrameRecorder.maxItems`; tests set less.
    package var recordingBudget = FrameRecorder.maxItems
    /// The frames and marker placements a run stops at: `SimulationLimit`'s numbers; tests
    /// set less.
    package var limits = SimulationLimit.Numbers()
    /// How touches reach the view: `.raw` (each sample at its own time, the default),
    /// `.android` or `.ios` (delivered at frames: `InputDeliveryModel`).
    public var input: InputDeliveryModel
    /// Whether the result keeps every delegate event and gesture record (default true).
    /// Off, the replay streams: after each step the observer has seen, the view forgets
    /// its events and hands the settled gesture records to the observer
    /// (`MapView.forgetHistory()`), so memory does not grow with the replay's length.
    public var keepsHistory = true

    /// A simulation at `clock`'s rate, keeping frames when `recordFrames`, delivering
    /// touches by `input`.
    public init(clock: FrameClock = FrameClock(), recordFrames: Bool = false, input: InputDeliveryModel = .raw) {
        self.clock = clock
        self.recordFrames = recordFrames
        self.input = input
    }

    /// Replays `touches` (sorted by time) and `commands` (sorted by time) on `mapView`.
    /// `frameObserver` sees the view after each frame is drawn (what the frame showed is
    /// its `lastFrame`) with the time of the last clock frame that frame stands for,
    /// seconds: its own time when the next frame is drawn, else the time of the frame
    /// before the next drawn one (or its own at the end).
    ///
    /// Under `.android` and `.ios` input the touches are delivered as the model's
    /// `TouchDeliverySchedule` says, each delivery at its time.
    public func run(_ mapView: MapView, touches: [TouchEvent], commands: [TimedCommand] = [],
                    frameObserver: ((_ view: MapView, _ standsUntil: Double) -> Void)? = nil) -> Result {
        var observer = NoSimulationObserver()
        return run(mapView, touches: touches, commands: commands, observer: &observer, frameObserver: frameObserver)
    }

    /// `run(_:touches:commands:frameObserver:)`, with `observer` seeing every command,
    /// delivered touch sample and drawn frame as it happens (after `frameObserver` for a frame).
    public func run<Observer: SimulationObserver>(_ mapView: MapView, touches: [TouchEvent],
                                                  commands: [TimedCommand] = [], observer: inout Observer,
                                                  frameObserver: ((_ view: MapView, _ standsUntil: Double) -> Void)? = nil)
        -> Result {
        run(mapView, samples: RawTouches(touches: touches), commands: commands, inputCount: touches.count + commands.count,
            observer: &observer, frameObserver: frameObserver)
    }

    /// `run(_:touches:commands:observer:frameObserver:)` over the touches `cursor` delivers
    /// (`inputCount`: its touch events and the commands, for `SimulationLimit`).
    package func run<Cursor: TouchCursor, Observer: SimulationObserver>(
        _ mapView: MapView, cursor touches: inout Cursor, commands: [TimedCommand], inputCount: Int, observer: inout Observer,
        frameObserver: ((_ view: MapView, _ standsUntil: Double) -> Void)?
    ) -> Result {
        var view = mapView
        var recorder = FrameRecorder(budget: recordingBudget)
        var placements = 0
        var stoppedAt: SimulationLimit?
        let lastInput = max(touches.lastTime ?? 0, commands.last?.time ?? 0)
        var commandIndex = 0
        var frame = 0, drawnFrames = 0
        var time = 0.0
        while true {
            time = clock.time(ofFrame: frame)
            while true {
                let nextTouch = touches.nextTime
                let nextCommand = commandIndex < commands.count ? commands[commandIndex].time : .infinity
                let next = min(nextTouch, nextCommand)
                guard next <= time else { break }
                if nextCommand <= nextTouch {
                    view.advanceTimers(to: nextCommand)
                    view.perform(commands[commandIndex].command, at: nextCommand)
                    observer.simulation(didPerform: commands[commandIndex].command, at: nextCommand, view: view)
                    commandIndex += 1
                } else {
                    view.advanceTimers(to: nextTouch)
                    touches.deliverNext(to: &view)
                    observer.simulationDidHandleSample(view: view)
                }
                if !keepsHistory { forget(&view, observer: &observer) }
            }
            view.advanceTimers(to: time)
            // The record stays in the view (`lastFrame`): copying it out per frame (strings,
            // arrays) costs more than a whole touch sample when nobody reads it.
            view.drawFrame(at: time)
            drawnFrames += 1
            placements += view.markerStore.markers.count
            if recordFrames { recorder.offer(view.lastFrame) }
            // The view's state read field by field: passed whole to a function, the view is
            // copied first.
            let next = nextFrameToDraw(after: frame, moving: view.isAnimating || view.hasPendingVisualChanges,
                                       nextTimer: view.nextTimerTimeInPlace(), lastInput: lastInput,
                                       nextTouch: touches.nextTime,
                                       nextCommand: commandIndex < commands.count ? commands[commandIndex].time : .infinity)
            let standsUntil = next.map { clock.time(ofFrame: $0 - 1) } ?? time
            frameObserver?(view, standsUntil)
            observer.simulationDidDrawFrame(view: view, standsUntil: standsUntil)
            if !keepsHistory { forget(&view, observer: &observer) }
            guard let next else { break }
            if drawnFrames >= limits.drawnFrames(inputs: inputCount) {
                stoppedAt = .drawnFrames
                break
            }
            if placements > limits.markerPlacements - view.markerStore.markers.count {
                stoppedAt = .markerPlacements
                break
            }
            frame = next
        }
        let remaining = view.gestures
        if !remaining.isEmpty { observer.simulation(didRecord: remaining) }
        return Result(finalCamera: view.camera, gestures: keepsHistory ? remaining : [], events: view.events,
                      eventCount: view.eventCount, gestureCount: view.engine.recordCount,
                      frames: recorder.finish(), endTime: time, frameCount: frame + 1, drawnFrameCount: drawnFrames,
                      mapView: view, stoppedAt: stoppedAt, recordedFrameStride: recorder.stride)
    }

    /// A streamed replay's step end: the view forgets what every observer has seen, and
    /// the observer gets the records that settled.
    private func forget<Observer: SimulationObserver>(_ view: inout MapView, observer: inout Observer) {
        let settled = view.forgetHistory()
        if !settled.isEmpty { observer.simulation(didRecord: settled) }
    }

    /// The index of the next frame to draw after drawing frame `frame`, or nil when the
    /// replay is over. Animations and fades change frames by themselves (`moving`: the
    /// view animates or has visual changes pending), so the next frame is drawn while they
    /// run (up to `maxTrailingSeconds` after the last input); otherwise only input and
    /// timers change anything, and the next frame drawn is the first at or after the
    /// earliest of `nextTouch`, `nextCommand` (seconds, infinity when none is left) and
    /// `nextTimer` (the view's next gesture timer, seconds, nil when none).
    func nextFrameToDraw(after frame: Int, moving: Bool, nextTimer: Double?, lastInput: Double, nextTouch: Double,
                         nextCommand: Double) -> Int? {
        if moving {
            return clock.time(ofFrame: frame) > lastInput + Self.maxTrailingSeconds ? nil : frame + 1
        }
        let wake = min(nextTouch, nextCommand, nextTimer ?? .infinity)
        guard wake.isFinite else { return nil }
        return max(frame + 1, clock.firstFrame(atOrAfter: wake))
    }
}

/// The touches a simulation delivers, one sample at a time (`RawTouches`, Replays' cursor
/// over a trace's rows, and a delivery model's `TouchDeliveryCursor` over either; generic
/// so that each loop is specialised). Package-wide, not public.
package protocol TouchCursor {
    /// When the next sample is due, seconds; infinity when none is left.
    var nextTime: Double { get }
    /// The last sample's time, seconds; nil when there are none.
    var lastTime: Double? { get }
    /// Delivers the next sample to `view` and moves past it.
    mutating func deliverNext(to view: inout MapView)
}

/// Raw input: each run of equal times in the trace is one sample at that time.
struct RawTouches: TouchCursor {
    let touches: [TouchEvent]
    var index = 0

    var nextTime: Double { index < touches.count ? touches[index].time : .infinity }
    var lastTime: Double? { touches.last?.time }

    mutating func deliverNext(to view: inout MapView) {
        let time = touches[index].time
        var end = index + 1
        while end < touches.count && touches[end].time == time { end += 1 }
        // The sample handed over as a buffer: a slice of `touches` would retain and release
        // the array per sample.
        let start = index
        touches.withUnsafeBufferPointer { all in
            view.handleTouches(buffer: UnsafeBufferPointer(rebasing: all[start..<end]), at: time)
        }
        index = end
    }
}
