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
/// Linear in the input. It runs as the replay goes (`deliveries(of:)`, a
/// `TouchDeliveryCursor`): between samples it holds the moves of the frame under way, and
/// a frame's moves are delivered once a later sample, a down, up or cancel arrives.
/// Tests: `UIKitTouchCoalescerTests`, `StreamedInputDeliveryTests`.
public struct UIKitTouchCoalescer: Sendable {
    /// The display frames touches are delivered at.
    public let clock: FrameClock

    /// A coalescer delivering at `clock`'s frames.
    public init(clock: FrameClock) {
        self.clock = clock
    }

    /// The deliveries of `touches` (in time order): `deliveries(of:)` drained.
    public func schedule(_ touches: [TouchEvent]) -> TouchDeliverySchedule {
        TouchDeliveryCursor.schedule(of: RawTouches(touches: touches), run: Run(clock: clock))
    }

    /// The deliveries of `source`'s samples, made as they are taken.
    package func deliveries<Source: TouchSampleSource>(of source: Source) -> TouchDeliveryCursor<Source, Run> {
        TouchDeliveryCursor(source: source, run: Run(clock: clock))
    }

    /// The coalescer between two samples: the frame under way and its moves since its last
    /// down, up or cancel.
    package struct Run: TouchDeliveryRun {
        let clock: FrameClock
        /// The time of the frame the latest samples go to; nil before the first sample.
        var frameTime: Double?
        /// That frame's moves since its last sample with a down, up or cancel, in order.
        var moves: [TouchEvent] = []
        /// Scratch: the fingers whose latest move is found.
        var seen: [Int] = []

        init(clock: FrameClock) {
            self.clock = clock
        }

        /// A sample of equal times arrives: a sample after the frame under way closes it
        /// and starts its own (the first frame at or after it); in the frame, a down, up or
        /// cancel is delivered after the moves before it, and moves wait for the next.
        package mutating func arrive(_ sample: ArraySlice<TouchEvent>, into out: inout TouchDeliverySchedule) {
            let time = sample[sample.startIndex].time
            let frame: Double
            if let frameTime, time <= frameTime {
                frame = frameTime
            } else {
                deliverMoves(into: &out)
                frame = clock.time(ofFrame: clock.firstFrame(atOrAfter: time))
                frameTime = frame
            }
            guard sample.contains(where: { $0.phase != .move }) else {
                moves.append(contentsOf: sample)
                return
            }
            deliverMoves(into: &out)
            for e in sample { out.append(e) }
            out.endDelivery(at: frame)
        }

        /// Every sample has arrived: the last frame's moves.
        package mutating func finish(into out: inout TouchDeliverySchedule) {
            deliverMoves(into: &out)
        }

        /// Every sample is delivered, at the first frame at or after its time.
        package func lastDeliveryTime(ofLastSampleAt time: Double, movesOnly: Bool) -> Double? {
            clock.time(ofFrame: clock.firstFrame(atOrAfter: time))
        }

        /// One delivery of the moves waiting, at the frame under way: each finger's last
        /// move delivered, the earlier ones coalesced, in recorded order.
        mutating func deliverMoves(into out: inout TouchDeliverySchedule) {
            guard !moves.isEmpty, let frameTime else { return }
            seen.removeAll(keepingCapacity: true)
            for k in moves.indices.reversed() {
                if seen.contains(moves[k].pointerID) {
                    moves[k].role = .velocityOnly
                } else {
                    seen.append(moves[k].pointerID)
                    moves[k].role = .delivered
                }
            }
            for e in moves { out.append(e) }
            out.endDelivery(at: frameTime)
            moves.removeAll(keepingCapacity: true)
        }
    }
}
