import Replays
import TraceFormat
import TraceJSON

/// Why a picture of a replay cannot be drawn. Each case reads as one line
/// (`description`), naming the value that was wrong.
public enum ReplaySVGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The replay kept no frames: run it with `recordFrames: true`.
    case noFrames
    /// The requested time (ms) is not a finite number.
    case timeNotFinite(Double)
    /// The requested time (ms) is before the first frame at 0 ms.
    case timeBeforeStart(timeMs: Double)
    /// The requested time (ms) is after the last frame (`lastFrameMs`).
    case timeAfterEnd(timeMs: Double, lastFrameMs: Double)

    /// The problem in one line.
    public var description: String {
        switch self {
        case .noFrames:
            return "the replay recorded no frames (run it with recordFrames: true)"
        case let .timeNotFinite(time):
            return "time \(time) ms is not a finite number"
        case let .timeBeforeStart(time):
            return "time \(ReportFormat.number(time)) ms is before the first frame at 0 ms"
        case let .timeAfterEnd(time, last):
            return "time \(ReportFormat.number(time)) ms is after the last frame at \(ReportFormat.number(last)) ms"
        }
    }
}
