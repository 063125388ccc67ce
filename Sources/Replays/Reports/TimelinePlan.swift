import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

/// Which drawn frames a streamed timeline lists, from its first pass (`planTimeline`).
struct TimelinePlan {
    /// Frames drawn.
    var drawnCount: Int
    /// Every `stride`-th drawn frame is listed, and the last.
    var stride: Int
    /// The text timeline's time column, characters.
    var timeWidth: Int

    /// Frames listed.
    var listedCount: Int { EvenSelection<Double>.keptCount(of: drawnCount, stride: stride) }

    /// Whether the drawn frame numbered `index` (from 0) is listed.
    func lists(_ index: Int) -> Bool { EvenSelection<Double>.isKept(index: index, of: drawnCount, stride: stride) }
}
