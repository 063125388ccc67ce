import MapMath
import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

/// The map view state at the first frame at or after each expectation time: a drawn
/// frame, or the drawn frame that stands for it when it was skipped; and, when asked, at
/// the first frame at or after each gesture's end, under the end's time (the frame drawn
/// right after the sample, command or timer that ended it: the same frame a timed
/// expectation at that time looks at).
struct CheckpointRecorder {
    var pending: [Double]
    var snapshots = TimedSnapshots()
    /// Whether to keep the view at each gesture's end too.
    var recordsGestureEnds = false
    private var gestureEnds = GestureEndRecorder()

    init(times: [Double]) {
        // Sorted and deduplicated without a `Set<Double>`, whose first use costs the runtime
        // a conformance lookup (`TimedSnapshots`).
        var sorted = times.sorted(by: >)
        var kept = 0
        for index in sorted.indices where kept == 0 || sorted[kept - 1] != sorted[index] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        pending = sorted
    }

    /// Whether a frame that stands until `standsUntil` (seconds) answers a checkpoint, or
    /// gesture ends are kept: whether `observe` has anything to do.
    @inline(__always)
    func wantsFrame(standingUntil standsUntil: Double) -> Bool {
        recordsGestureEnds || (pending.last.map { $0 <= standsUntil } ?? false)
    }

    /// Takes the checkpoints that `frame`, the view's last, answers: those at or before
    /// `standsUntil`, the last clock frame it stands for (seconds); and, when kept, the
    /// ends of `records` (the view's gesture records) not yet seen.
    mutating func observe(records: @autoclosure () -> [GestureRecord], frame: FrameRecord, standsUntil: Double) {
        while let next = pending.last, next <= standsUntil {
            snapshots.insertIfAbsent(MapViewSnapshot(frame: frame), at: next)
            pending.removeLast()
        }
        if recordsGestureEnds { gestureEnds.observe(records: records(), frame: frame, into: &snapshots) }
    }
}
