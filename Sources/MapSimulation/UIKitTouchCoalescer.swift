import Gestures

/// iOS touch delivery: UIKit hands touches to the view once per display frame.
///
/// Method. The samples since the last frame (times in (previous frame, frame], a sample at
/// exactly a frame's time belonging to that frame) are delivered at the frame's time, in
/// order: every sample with a down, up or cancel as it was recorded, and between them each
/// run of moves as one sample in which each finger's latest move is delivered and its
/// earlier ones are coalesced touches (`UIEvent.coalescedTouches(for:)`): `.velocityOnly`,
/// recorded by the velocity tracker at their own times, unseen by the recognisers. The
/// tracker's samples are therefore the recording's, and the recognisers run at frame
/// times with the latest positions.
///
/// Sources: Apple's UIKit documentation of `UIEvent.coalescedTouches(for:)` ("touches are
/// delivered at most once per display refresh") and its frame rates (60 Hz, 120 Hz on
/// ProMotion displays: `--fps`). Our choices: no transport latency; the split of a frame's
/// moves at its downs and ups (UIKit does not document their order within a frame).
/// Linear in the input. Tests: `UIKitTouchCoalescerTests`.
public struct UIKitTouchCoalescer: Sendable {
    /// The display frames touches are delivered at.
    public let clock: FrameClock

    /// A coalescer delivering at `clock`'s frames.
    public init(clock: FrameClock) {
        self.clock = clock
    }

    /// The deliveries of `touches` (in time order).
    public func schedule(_ touches: [TouchEvent]) -> TouchDeliverySchedule {
        var out = TouchDeliverySchedule()
        var i = 0
        var seen: [Int] = []
        while i < touches.count {
            let frame = clock.firstFrame(atOrAfter: touches[i].time)
            let frameTime = clock.time(ofFrame: frame)
            var end = i
            while end < touches.count && touches[end].time <= frameTime { end += 1 }
            // The frame's samples, split at those with a down, up or cancel.
            var runStart = i
            var j = i
            while j < end {
                var sampleEnd = j + 1
                while sampleEnd < end && touches[sampleEnd].time == touches[j].time { sampleEnd += 1 }
                if touches[j..<sampleEnd].contains(where: { $0.phase != .move }) {
                    Self.appendMoves(touches[runStart..<j], to: &out, at: frameTime, seen: &seen)
                    for e in touches[j..<sampleEnd] { out.append(e) }
                    out.endDelivery(at: frameTime)
                    runStart = sampleEnd
                }
                j = sampleEnd
            }
            Self.appendMoves(touches[runStart..<end], to: &out, at: frameTime, seen: &seen)
            i = end
        }
        return out
    }

    /// One delivery of a run of moves: each finger's last move delivered, the earlier
    /// ones coalesced, in recorded order. `seen` is scratch storage.
    static func appendMoves(_ moves: ArraySlice<TouchEvent>, to out: inout TouchDeliverySchedule,
                            at time: Double, seen: inout [Int]) {
        guard !moves.isEmpty else { return }
        seen.removeAll(keepingCapacity: true)
        var roles: [TouchDeliveryRole] = Array(repeating: .velocityOnly, count: moves.count)
        for k in moves.indices.reversed() where !seen.contains(moves[k].pointerID) {
            seen.append(moves[k].pointerID)
            roles[k - moves.startIndex] = .delivered
        }
        for k in moves.indices {
            var e = moves[k]
            e.role = roles[k - moves.startIndex]
            out.append(e)
        }
        out.endDelivery(at: time)
    }
}
