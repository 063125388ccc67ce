import MapMath
import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

/// The outcome of replaying a trace: the simulation's result plus the map view states the
/// trace's timed expectations look at.
public struct TraceReplayResult: Sendable {
    /// The trace that was replayed (without its touches when they were streamed from the
    /// file: `touchEventCount` counts them).
    public let trace: TraceFile
    /// The number of touch events replayed (the trace's, streamed or not).
    public var touchEventCount: Int = 0
    /// The motion profile used.
    public let profile: MotionProfile
    /// The frame clock used.
    public let clock: FrameClock
    /// The input delivery model used (`--input`, the trace's `input`, else raw).
    public let input: InputDeliveryModel
    /// Final camera, gestures, events and (with `recordFrames`) frames.
    public let simulation: Simulation.Result
    /// Map view states at the first frame at or after each expectation time (seconds).
    public let checkpoints: TimedSnapshots
    /// The first frame and every frame whose map view state (selection, info window,
    /// controls, floor picker, options, accessibility elements) differs from the frame
    /// before; recorded on every replay, for the text summary's log.
    public let viewChanges: [FrameRecord]
    /// The verdicts on the invariants the replay measured (`TraceReplay.run(recordFrames:invariants:)`).
    public internal(set) var invariants: InvariantReport = .empty

    /// The final camera.
    public var finalCamera: CameraPosition { simulation.finalCamera }

    /// The state an expectation at `timeMs` (nil: the end) looks at; nil when the replay
    /// ended before that time.
    public func snapshot(atMs timeMs: Double?) -> MapViewSnapshot? {
        guard let timeMs else {
            return MapViewSnapshot(frame: simulation.mapView.lastFrame)
        }
        return checkpoints[timeMs / 1000]
    }

    /// The state at the first frame at or after `gesture`'s end; nil while it runs, or
    /// when the replay did not keep gesture ends (`TraceReplay.run(recordGestureEnds:)`).
    public func gestureEndSnapshot(_ gesture: GestureRecord) -> MapViewSnapshot? {
        gesture.endTime.flatMap { checkpoints[$0] }
    }

    /// The recorded frame that shows the first frame of the clock at or after `timeMs`:
    /// that frame when it was drawn, else the last drawn frame before it, which stands for
    /// it (`Simulation.run` skips frames in which nothing can change). Nil when frames were
    /// not recorded or `timeMs` is after the last frame.
    public func recordedFrame(atMs timeMs: Double) -> FrameRecord? {
        let shown = clock.time(ofFrame: clock.firstFrame(atOrAfter: timeMs / 1000))
        guard shown <= simulation.endTime else { return nil }
        return simulation.frames.last { $0.time <= shown }
    }
}
