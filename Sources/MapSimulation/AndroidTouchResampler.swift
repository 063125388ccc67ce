import MapMath
import Gestures

/// Android's touch delivery: AOSP `InputConsumer` batching and touch resampling, rule for
/// rule (frameworks/native `libs/input/InputTransport.cpp`, read at android-10 and at a
/// 2023 revision with `isResampled`; `docs/input.md` has the table).
///
/// Method. A sample of moves only is a MOVE message and joins the batch. At each frame
/// time T with a batched sample at or before T − `resampleLatency`, those samples are
/// consumed as one `MotionEvent`, delivered at T: the velocity tracker records each of
/// them at its own time (`.velocityOnly`), and the recognisers see the event's last
/// position, or the resampled one at T − 5 ms (`.positionOnly`, which the tracker skips as
/// `VelocityTracker::addMovement` skips `isResampled`):
/// - the next batched sample has arrived (time ≤ T): interpolate between the last consumed
///   sample and it, unless they are less than `resampleMinDelta` apart;
/// - else extrapolate from the last two consumed samples when they are `resampleMinDelta`
///   to `resampleMaxDelta` apart, at most min(half their gap, `resampleMaxPrediction`)
///   past the last one;
/// - else, or when the last consumed sample is exactly at the resample time, none.
/// A finger whose last two raw positions are equal keeps its previous resampled position,
/// and a consumed sample older than the last resampled time, or equal to the one before,
/// is rewritten to the resampled position (`rewriteMessage`: no jump back). A sample with
/// a down, up or cancel is delivered at once at its own time, after the batch (all of it,
/// not resampled); a cancel drops the batch instead (`consume`: "no need to process events
/// that we are going to cancel"). Frames with no batched sample deliver nothing.
///
/// Our choices: messages arrive at their own time (no transport latency), a sample at
/// exactly a frame's time arrives before that frame, times are whole nanoseconds as in
/// AOSP but positions are interpolated in `Double` (AOSP uses `float`: under 1e-4 pt
/// apart on a 4000 pt screen). Linear in the input. It runs as the replay goes
/// (`deliveries(of:)`, a `TouchDeliveryCursor`): between samples it holds the batch (the
/// samples since the last frame's resample time), the touch state and the fingers down,
/// and a frame's delivery is final once a sample after the frame has arrived (the
/// resample may interpolate towards it). Tests: `AndroidTouchResamplerTests`,
/// `StreamedInputDeliveryTests`.
public struct AndroidTouchResampler: Sendable {
    /// Latency added to the frame time before resampling, ns: 5 ms (AOSP `RESAMPLE_LATENCY`).
    public static let resampleLatency: Int64 = 5_000_000
    /// Smallest gap between two samples to resample from, ns: 2 ms (AOSP `RESAMPLE_MIN_DELTA`).
    public static let resampleMinDelta: Int64 = 2_000_000
    /// Largest gap between two samples to extrapolate from, ns: 20 ms (AOSP `RESAMPLE_MAX_DELTA`).
    public static let resampleMaxDelta: Int64 = 20_000_000
    /// Furthest prediction past the last sample, ns: 8 ms, and at most half the gap
    /// (AOSP `RESAMPLE_MAX_PREDICTION`).
    public static let resampleMaxPrediction: Int64 = 8_000_000

    /// The frames deliveries happen at.
    public let clock: FrameClock

    /// A resampler delivering at `clock`'s frames.
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

    /// Nanoseconds for `seconds`, saturating (a trace's times are at most 1e9 s).
    static func nanoseconds(_ seconds: Double) -> Int64 {
        let ns = (seconds * 1e9).rounded()
        guard ns.isFinite else { return ns > 0 ? .max : .min }
        return Int64(max(-9e18, min(9e18, ns)))
    }
}

extension AndroidTouchResampler {
    /// One finger's position in a message, a history entry or a resample.
    struct Coords {
        var id: Int
        var location: ScreenPoint
    }

    /// A time and the positions of every finger down then, sorted by id.
    struct History {
        var timeNs: Int64
        var pointers: [Coords]

        func location(of id: Int) -> ScreenPoint? {
            for c in pointers where c.id == id { return c.location }
            return nil
        }
    }

    /// A batched MOVE: its time, its events (`Run.batchEvents[events]`), every finger's
    /// raw position.
    struct Message {
        var time: Double
        var events: Range<Int>
        var state: History
    }

    /// AOSP `TouchState`: the last two raw MOVE (or DOWN) positions and the last resample,
    /// of which only the fingers in `validIDs` still count (`lastResample.idBits`).
    struct TouchState {
        var history: [History] = []
        var lastResample = History(timeNs: 0, pointers: [])
        var validIDs: [Int] = []

        mutating func addHistory(_ entry: History) {
            history.insert(entry, at: 0)
            if history.count > 2 { history.removeLast() }
        }

        /// AOSP `recentCoordinatesAreIdentical`: the two newest raw positions of `id` are equal.
        func recentCoordinatesAreIdentical(_ id: Int) -> Bool {
            guard history.count >= 2, let a = history[0].location(of: id), let b = history[1].location(of: id) else {
                return false
            }
            return a == b
        }

        mutating func invalidate(_ id: Int) {
            validIDs.removeAll { $0 == id }
        }

        /// AOSP `rewriteMessage`: a finger with a valid resample takes the resampled position
        /// when the message is older than it or the finger has not moved; otherwise its
        /// resample stops counting. Returns the ids rewritten.
        mutating func rewrite(_ pointers: inout [Coords], timeNs: Int64) -> [Int] {
            var rewritten: [Int] = []
            for j in pointers.indices where validIDs.contains(pointers[j].id) {
                let id = pointers[j].id
                if timeNs < lastResample.timeNs || recentCoordinatesAreIdentical(id),
                   let resampled = lastResample.location(of: id) {
                    pointers[j].location = resampled
                    rewritten.append(id)
                } else {
                    invalidate(id)
                }
            }
            return rewritten
        }
    }

    /// The resampler between two samples: what is pending.
    package struct Run: TouchDeliveryRun {
        let clock: FrameClock
        /// Fingers down on the device, raw positions as of the last arrival.
        var device: [Coords] = []
        /// MOVE messages not yet consumed, oldest first.
        var batch: [Message] = []
        /// The batched messages' events, in order (the samples are the source's, which
        /// may reuse their storage).
        var batchEvents: [TouchEvent] = []
        /// Nil between gestures (before the first DOWN, after UP or CANCEL).
        var touchState: TouchState?
        /// Where the recognisers last saw each finger.
        var presented: [Coords] = []

        init(clock: FrameClock) {
            self.clock = clock
        }

        /// The input's last delivery: a sample with a down, up or cancel is delivered at
        /// once at its own time, after the batch; after a last MOVE only running it tells
        /// (a frame whose batch changes nothing delivers nothing).
        package func lastDeliveryTime(ofLastSampleAt time: Double, movesOnly: Bool) -> Double? {
            movesOnly ? nil : time
        }

        /// Every sample has arrived: the frames that consume the rest of the batch.
        package mutating func finish(into out: inout TouchDeliverySchedule) {
            consumeFrames(before: .max, into: &out)
        }

        func frameNs(_ k: Int) -> Int64 { AndroidTouchResampler.nanoseconds(clock.time(ofFrame: k)) }

        /// The first frame whose resample time (frame − latency) is at or after `timeNs`.
        func firstConsumingFrame(for timeNs: Int64) -> Int {
            let target = timeNs &+ AndroidTouchResampler.resampleLatency
            var k = clock.firstFrame(atOrAfter: Double(target) / 1e9)
            while frameNs(k) < target { k += 1 }
            while k > 0 && frameNs(k - 1) >= target { k -= 1 }
            return k
        }

        /// A sample of equal times arrives.
        package mutating func arrive(_ sample: ArraySlice<TouchEvent>, into out: inout TouchDeliverySchedule) {
            let time = sample[sample.startIndex].time
            let timeNs = AndroidTouchResampler.nanoseconds(time)
            consumeFrames(before: timeNs, into: &out)
            let wasUntouched = device.isEmpty
            let isMove = sample.allSatisfy { $0.phase == .move }
            for e in sample {
                if let j = device.firstIndex(where: { $0.id == e.pointerID }) {
                    device[j].location = e.location
                } else if e.phase == .down {
                    let at = device.firstIndex { $0.id > e.pointerID } ?? device.endIndex
                    device.insert(Coords(id: e.pointerID, location: e.location), at: at)
                }
            }
            let state = History(timeNs: timeNs, pointers: device)
            if isMove {
                let start = batchEvents.count
                batchEvents.append(contentsOf: sample)
                batch.append(Message(time: time, events: start..<batchEvents.count, state: state))
            } else {
                deliverAtOnce(sample, time: time, state: state, wasUntouched: wasUntouched, into: &out)
            }
            for e in sample where e.phase == .up || e.phase == .cancel {
                device.removeAll { $0.id == e.pointerID }
            }
        }

        /// Runs every frame before `limitNs` that consumes part of the batch.
        mutating func consumeFrames(before limitNs: Int64, into out: inout TouchDeliverySchedule) {
            while let first = batch.first {
                let k = firstConsumingFrame(for: first.state.timeNs)
                guard frameNs(k) < limitNs else { return }
                consumeFrame(k, into: &out)
            }
        }

        /// Frame `k`: the batched samples at or before its resample time, then a resample.
        mutating func consumeFrame(_ k: Int, into out: inout TouchDeliverySchedule) {
            let sampleTimeNs = frameNs(k) - AndroidTouchResampler.resampleLatency
            var split = 0
            while split < batch.count && batch[split].state.timeNs <= sampleTimeNs { split += 1 }
            guard split > 0 else { return }
            let next = split < batch.count ? batch[split].state : nil
            var last = consume(first: split, into: &out)
            if let resampled = resample(at: sampleTimeNs, ids: last.state.pointers.map(\.id), next: next) {
                last.state = resampled
                last.time = Double(resampled.timeNs) / 1e9
            }
            present(last.state.pointers, time: last.time, except: [], into: &out)
            out.endDelivery(at: clock.time(ofFrame: k))
        }

        /// Consumes the first `count` batched MOVEs into one motion event and drops them
        /// from the batch: each joins the touch state and is rewritten (AOSP
        /// `updateTouchState`), and its events go to the velocity tracker unless rewritten.
        /// Returns the last message as delivered.
        mutating func consume(first count: Int, into out: inout TouchDeliverySchedule) -> Message {
            var last = batch[0]
            for var m in batch[0..<count] {
                var rewritten: [Int] = []
                if var state = touchState {
                    state.addHistory(m.state)
                    rewritten = state.rewrite(&m.state.pointers, timeNs: m.state.timeNs)
                    touchState = state
                }
                for e in batchEvents[m.events] where !rewritten.contains(e.pointerID) {
                    var tracked = e
                    tracked.role = .velocityOnly
                    out.append(tracked)
                }
                last = m
            }
            dropBatch(first: count)
            return last
        }

        /// Drops the first `count` messages of the batch. Their events stay in `batchEvents`
        /// until they are 64 (2.5 KB; our choice: moving the rest down at every frame
        /// cost more than the frame's resampling).
        mutating func dropBatch(first count: Int) {
            if count == batch.count {
                batch.removeAll(keepingCapacity: true)
            } else {
                batch.removeFirst(count)
            }
            let cut = batch.first?.events.lowerBound ?? batchEvents.count
            guard cut >= 64 else { return }
            batchEvents.removeFirst(cut)
            for i in batch.indices {
                batch[i].events = batch[i].events.lowerBound - cut..<batch[i].events.upperBound - cut
            }
        }

        /// AOSP `resampleTouchState` for an event with fingers `ids` consumed up to
        /// `sampleTimeNs`, `next` the first batched sample left (arrived by the frame).
        mutating func resample(at sampleTimeNs: Int64, ids: [Int], next: History?) -> History? {
            guard var state = touchState, let current = state.history.first else { return nil }
            for id in ids where current.location(of: id) == nil { return nil }
            var sampleTime = sampleTimeNs
            let other: History
            let alpha: Double
            if let next {
                let delta = next.timeNs - current.timeNs
                guard delta >= AndroidTouchResampler.resampleMinDelta else { return nil }
                other = next
                alpha = Double(sampleTime - current.timeNs) / Double(delta)
            } else if state.history.count >= 2 {
                other = state.history[1]
                let delta = current.timeNs - other.timeNs
                guard delta >= AndroidTouchResampler.resampleMinDelta,
                      delta <= AndroidTouchResampler.resampleMaxDelta else { return nil }
                let maxPredict = current.timeNs + min(delta / 2, AndroidTouchResampler.resampleMaxPrediction)
                sampleTime = min(sampleTime, maxPredict)
                alpha = Double(current.timeNs - sampleTime) / Double(delta)
            } else {
                return nil
            }
            // Prevents two events with identical times and positions.
            guard current.timeNs != sampleTime else { return nil }
            let old = state.lastResample
            let oldValid = state.validIDs
            var result = History(timeNs: sampleTime, pointers: [])
            for id in ids {
                if oldValid.contains(id), state.recentCoordinatesAreIdentical(id), let kept = old.location(of: id) {
                    result.pointers.append(Coords(id: id, location: kept))
                    continue
                }
                let c = current.location(of: id)!
                var location = c
                if let o = other.location(of: id) {
                    location = ScreenPoint(x: c.x + alpha * (o.x - c.x), y: c.y + alpha * (o.y - c.y))
                }
                result.pointers.append(Coords(id: id, location: location))
            }
            state.lastResample = result
            state.validIDs = ids
            touchState = state
            return result
        }

        /// A sample with a down, up or cancel: the batch first (a cancel drops it), then the
        /// sample at its own time, rewritten where a resample still holds.
        mutating func deliverAtOnce(_ sample: ArraySlice<TouchEvent>, time: Double, state: History, wasUntouched: Bool,
                                    into out: inout TouchDeliverySchedule) {
            if sample.contains(where: { $0.phase == .cancel }) {
                dropBatch(first: batch.count)
            } else if !batch.isEmpty {
                let last = consume(first: batch.count, into: &out)
                present(last.state.pointers, time: last.time, except: [], into: &out)
                out.endDelivery(at: time)
            }
            var pointers = state.pointers
            var rewritten: [Int] = []
            let firstDown = sample.first { $0.phase == .down }
            if wasUntouched, let firstDown {
                // ACTION_DOWN: a new touch state whose history is that finger alone.
                var fresh = TouchState()
                fresh.addHistory(History(timeNs: state.timeNs, pointers: pointers.filter { $0.id == firstDown.pointerID }))
                touchState = fresh
            } else if var touch = touchState {
                for e in sample where e.phase == .down { touch.invalidate(e.pointerID) }
                rewritten = touch.rewrite(&pointers, timeNs: state.timeNs)
                for e in sample where e.phase == .up { touch.invalidate(e.pointerID) }
                touchState = touch
            }
            if sample.contains(where: { $0.phase == .cancel }) || pointers.allSatisfy({ p in
                sample.contains { ($0.phase == .up || $0.phase == .cancel) && $0.pointerID == p.id } }) {
                touchState = nil
            }
            let inSample = sample.map(\.pointerID)
            present(pointers, time: time, except: inSample, into: &out)
            for e in sample {
                var delivered = e
                if rewritten.contains(e.pointerID), e.phase != .down,
                   let location = pointers.first(where: { $0.id == e.pointerID })?.location {
                    delivered.location = location
                    delivered.role = .positionOnly
                }
                out.append(delivered)
                if let j = presented.firstIndex(where: { $0.id == e.pointerID }) {
                    presented[j].location = delivered.location
                } else if e.phase == .down {
                    presented.append(Coords(id: e.pointerID, location: delivered.location))
                }
            }
            for e in sample where e.phase == .up || e.phase == .cancel {
                presented.removeAll { $0.id == e.pointerID }
            }
            out.endDelivery(at: time)
        }

        /// Hands the recognisers `pointers` (a whole motion event) as `.positionOnly` moves
        /// for the fingers whose position changed, except those in `skipped`.
        mutating func present(_ pointers: [Coords], time: Double, except skipped: [Int], into out: inout TouchDeliverySchedule) {
            for c in pointers where !skipped.contains(c.id) {
                guard let j = presented.firstIndex(where: { $0.id == c.id }) else { continue }
                guard presented[j].location != c.location else { continue }
                presented[j].location = c.location
                out.append(TouchEvent(time: time, phase: .move, pointerID: c.id, location: c.location, role: .positionOnly))
            }
        }
    }
}
