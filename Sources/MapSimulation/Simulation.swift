import MapMath
import Gestures

/// Replays touch input and programmatic commands through a `MapView`, frame by frame.
///
/// Order of work (deterministic): frames are at k / fps seconds from t = 0. Before each
/// frame, the commands and touch samples due at or before its time are handled in time
/// order (commands before touches at the same time), each after the gesture timers
/// (tap confirmation, long press) have been let run up to its time; then the timers run
/// up to the frame time and the frame is drawn. Gesture records carry the timers' exact
/// deadlines; the events they cause carry the time at which they were handled. The replay runs until the last input has been
/// handled, no timer is pending, no animation runs and nothing visual is pending (the
/// compass fading out: `MapView.hasPendingVisualChanges`) (fingers left down at the end
/// stay down), or until `maxTrailingSeconds` after the last input.
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
        /// Every recognised gesture in begin order.
        public var gestures: [GestureRecord]
        /// Every delegate event in order.
        public var events: [MapEvent]
        /// Every frame, when recorded (`recordFrames`); empty otherwise.
        public var frames: [FrameRecord]
        /// Time of the last frame, seconds.
        public var endTime: Double
        /// Number of frames drawn.
        public var frameCount: Int
        /// The map view after the last frame.
        public var mapView: MapView
    }

    /// Longest time the replay keeps drawing frames after the last input while something
    /// still moves, seconds: 120 (our choice; no animation of any profile lasts that long).
    public static let maxTrailingSeconds: Double = 120

    /// The frame clock.
    public var clock: FrameClock
    /// Whether to keep every frame in the result (for `--timeline`).
    public var recordFrames: Bool

    /// A simulation at `clock`'s rate, keeping frames when `recordFrames`.
    public init(clock: FrameClock = FrameClock(), recordFrames: Bool = false) {
        self.clock = clock
        self.recordFrames = recordFrames
    }

    /// Replays `touches` (sorted by time) and `commands` (sorted by time) on `mapView`.
    /// `frameObserver` sees the view after each frame is drawn; what the frame showed is
    /// its `lastFrame`.
    public func run(_ mapView: MapView, touches: [TouchEvent], commands: [TimedCommand] = [],
                    frameObserver: ((MapView) -> Void)? = nil) -> Result {
        var view = mapView
        var frames: [FrameRecord] = []
        let lastInput = max(touches.last?.time ?? 0, commands.last?.time ?? 0)
        var touchIndex = 0, commandIndex = 0
        var frame = 0
        var time = 0.0
        while true {
            time = clock.time(ofFrame: frame)
            while true {
                let nextTouch = touchIndex < touches.count ? touches[touchIndex].time : .infinity
                let nextCommand = commandIndex < commands.count ? commands[commandIndex].time : .infinity
                let next = min(nextTouch, nextCommand)
                guard next <= time else { break }
                if nextCommand <= nextTouch {
                    view.advanceTimers(to: nextCommand)
                    view.perform(commands[commandIndex].command, at: nextCommand)
                    commandIndex += 1
                } else {
                    view.advanceTimers(to: nextTouch)
                    var end = touchIndex + 1
                    while end < touches.count && touches[end].time == nextTouch { end += 1 }
                    view.handleTouches(touches[touchIndex..<end])
                    touchIndex = end
                }
            }
            view.advanceTimers(to: time)
            // The record stays in the view (`lastFrame`): copying it out per frame (strings,
            // arrays) costs more than a whole touch sample when nobody reads it.
            view.drawFrame(at: time)
            if recordFrames { frames.append(view.lastFrame) }
            frameObserver?(view)
            let inputDone = touchIndex == touches.count && commandIndex == commands.count
            if inputDone && !view.isAnimating && view.nextTimerTime == nil && !view.hasPendingVisualChanges
                && time >= lastInput { break }
            if time > lastInput + Self.maxTrailingSeconds { break }
            frame += 1
        }
        return Result(finalCamera: view.camera, gestures: view.gestures, events: view.events,
                      frames: frames, endTime: time, frameCount: frame + 1, mapView: view)
    }
}
