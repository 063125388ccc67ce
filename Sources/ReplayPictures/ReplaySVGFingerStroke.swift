import MapMath
import Gestures
import Replays
import TraceFormat
import TraceJSON

/// One finger's contact from down to up (or cancel, or the end of the trace), for
/// drawing finger paths and touch points.
struct ReplaySVGFingerStroke: Sendable {
    /// The pointer id from the trace.
    var pointerID: Int
    /// Which finger in order of first appearance in the trace (picks the colour).
    var colorIndex: Int
    /// The contact's samples: time (seconds) and location (view points).
    var samples: [(time: Double, location: ScreenPoint)]
    /// When the finger lifted (seconds); nil only while the strokes are being built.
    var endTime: Double?

    /// When the finger touched down, seconds.
    var beginTime: Double { samples[0].time }

    /// The samples at or before `time` seconds.
    func samples(upTo time: Double) -> ArraySlice<(time: Double, location: ScreenPoint)> {
        var end = 0
        while end < samples.count && samples[end].time <= time { end += 1 }
        return samples[..<end]
    }

    /// Whether the finger is down at `time` seconds.
    func isDown(at time: Double) -> Bool {
        beginTime <= time && (endTime.map { time < $0 } ?? true)
    }

    /// The trace's touches as strokes, in order of touch-down. Times are the trace's
    /// milliseconds over 1000, as the replay reads them. Fingers still down at the end are
    /// lifted at the trace's last sample, as `TraceReplay.touchEvents` cancels them there.
    static func strokes(from touches: [TraceTouch]) -> [ReplaySVGFingerStroke] {
        var strokes: [ReplaySVGFingerStroke] = []
        var open: [Int: Int] = [:]   // pointer id → index in strokes
        var colors: [Int: Int] = [:] // pointer id → colour index
        for touch in touches {
            let time = touch.timeMs / 1000
            let sample = (time: time, location: touch.location)
            switch touch.phase {
            case .down:
                if let index = open[touch.pointerID] { strokes[index].endTime = time }
                let color = colors[touch.pointerID] ?? colors.count
                colors[touch.pointerID] = color
                open[touch.pointerID] = strokes.count
                strokes.append(ReplaySVGFingerStroke(pointerID: touch.pointerID, colorIndex: color,
                                                     samples: [sample], endTime: nil))
            case .move:
                if let index = open[touch.pointerID] { strokes[index].samples.append(sample) }
            case .up, .cancel:
                if let index = open[touch.pointerID] {
                    strokes[index].samples.append(sample)
                    strokes[index].endTime = time
                    open[touch.pointerID] = nil
                }
            }
        }
        if let last = touches.last {
            for index in open.values { strokes[index].endTime = last.timeMs / 1000 }
        }
        return strokes
    }
}
