import MapMath
import Gestures
@testable import MapSimulation

// The batch delivery schedules as they were before the models streamed (commit 30f2582,
// `AndroidTouchResampler.schedule` and `UIKitTouchCoalescer.schedule` over a whole array),
// kept frozen here as the oracle the streamed models are compared with
// (`StreamedInputDeliveryTests`): they pin the move to one incremental algorithm, so
// they are not edited to follow the library; a rule changed on purpose later changes here
// too, or retires this oracle. The rules' sources are in the library's doc comments
// (`AndroidTouchResampler`, `UIKitTouchCoalescer`).

/// The pre-streaming `AndroidTouchResampler` (AOSP `InputConsumer` resampling over a whole
/// array); the constants are the library's.
struct ReferenceAndroidResampler {
    /// The frames deliveries happen at.
    let clock: FrameClock

    /// A resampler delivering at `clock`'s frames.
    init(clock: FrameClock) {
        self.clock = clock
    }

    /// The deliveries of `touches` (in time order).
    func schedule(_ touches: [TouchEvent]) -> TouchDeliverySchedule {
        var run = Run(clock: clock)
        var i = 0
        while i < touches.count {
            var end = i + 1
            while end < touches.count && touches[end].time == touches[i].time { end += 1 }
            run.arrive(touches[i..<end])
            i = end
        }
        run.consumeFrames(before: .max)
        return run.out
    }
}

extension ReferenceAndroidResampler {
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

    /// A batched MOVE: its time, its events in the input, every finger's raw position.
    struct Message {
        var time: Double
        var events: ArraySlice<TouchEvent>
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

    /// One schedule being built.
    struct Run {
        let clock: FrameClock
        var out = TouchDeliverySchedule()
        /// Fingers down on the device, raw positions as of the last arrival.
        var device: [Coords] = []
        /// MOVE messages not yet consumed, oldest first.
        var batch: [Message] = []
        /// Nil between gestures (before the first DOWN, after UP or CANCEL).
        var touchState: TouchState?
        /// Where the recognisers last saw each finger.
        var presented: [Coords] = []

        init(clock: FrameClock) {
            self.clock = clock
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
        mutating func arrive(_ sample: ArraySlice<TouchEvent>) {
            let time = sample[sample.startIndex].time
            let timeNs = AndroidTouchResampler.nanoseconds(time)
            consumeFrames(before: timeNs)
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
                batch.append(Message(time: time, events: sample, state: state))
            } else {
                deliverAtOnce(sample, time: time, state: state, wasUntouched: wasUntouched)
            }
            for e in sample where e.phase == .up || e.phase == .cancel {
                device.removeAll { $0.id == e.pointerID }
            }
        }

        /// Runs every frame before `limitNs` that consumes part of the batch.
        mutating func consumeFrames(before limitNs: Int64) {
            while let first = batch.first {
                let k = firstConsumingFrame(for: first.state.timeNs)
                guard frameNs(k) < limitNs else { return }
                consumeFrame(k)
            }
        }

        /// Frame `k`: the batched samples at or before its resample time, then a resample.
        mutating func consumeFrame(_ k: Int) {
            let sampleTimeNs = frameNs(k) - AndroidTouchResampler.resampleLatency
            var split = 0
            while split < batch.count && batch[split].state.timeNs <= sampleTimeNs { split += 1 }
            guard split > 0 else { return }
            var last = consume(batch[0..<split])
            let next = split < batch.count ? batch[split].state : nil
            batch.removeFirst(split)
            if let resampled = resample(at: sampleTimeNs, ids: last.state.pointers.map(\.id), next: next) {
                last.state = resampled
                last.time = Double(resampled.timeNs) / 1e9
            }
            present(last.state.pointers, time: last.time, except: [])
            out.endDelivery(at: clock.time(ofFrame: k))
        }

        /// Consumes batched MOVEs into one motion event: each joins the touch state and is
        /// rewritten (AOSP `updateTouchState`), and its events go to the velocity tracker
        /// unless rewritten. Returns the last message as delivered.
        mutating func consume(_ messages: ArraySlice<Message>) -> Message {
            var last = messages[messages.startIndex]
            for var m in messages {
                var rewritten: [Int] = []
                if var state = touchState {
                    state.addHistory(m.state)
                    rewritten = state.rewrite(&m.state.pointers, timeNs: m.state.timeNs)
                    touchState = state
                }
                for e in m.events where !rewritten.contains(e.pointerID) {
                    var tracked = e
                    tracked.role = .velocityOnly
                    out.append(tracked)
                }
                last = m
            }
            return last
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
        mutating func deliverAtOnce(_ sample: ArraySlice<TouchEvent>, time: Double, state: History, wasUntouched: Bool) {
            if sample.contains(where: { $0.phase == .cancel }) {
                batch.removeAll()
            } else if !batch.isEmpty {
                let last = consume(batch[...])
                batch.removeAll()
                present(last.state.pointers, time: last.time, except: [])
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
            present(pointers, time: time, except: inSample)
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
        mutating func present(_ pointers: [Coords], time: Double, except skipped: [Int]) {
            for c in pointers where !skipped.contains(c.id) {
                guard let j = presented.firstIndex(where: { $0.id == c.id }) else { continue }
                guard presented[j].location != c.location else { continue }
                presented[j].location = c.location
                out.append(TouchEvent(time: time, phase: .move, pointerID: c.id, location: c.location, role: .positionOnly))
            }
        }
    }
}


/// The pre-streaming `UIKitTouchCoalescer` (UIKit per-frame delivery over a whole array).
struct ReferenceUIKitCoalescer {
    /// The display frames touches are delivered at.
    let clock: FrameClock

    /// A coalescer delivering at `clock`'s frames.
    init(clock: FrameClock) {
        self.clock = clock
    }

    /// The deliveries of `touches` (in time order).
    func schedule(_ touches: [TouchEvent]) -> TouchDeliverySchedule {
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

/// The pre-streaming cursor over a whole schedule (`ScheduledTouches`, removed from
/// `Simulation` when the models streamed): each delivery at its time, and the schedule's
/// last delivery time as `lastTime`.
struct ReferenceScheduledTouches: TouchCursor {
    let schedule: TouchDeliverySchedule
    var index = 0

    var nextTime: Double { index < schedule.deliveries.count ? schedule.deliveries[index].time : .infinity }
    var lastTime: Double? { schedule.deliveries.last?.time }

    mutating func deliverNext(to view: inout MapView) {
        let delivery = schedule.deliveries[index]
        view.handleTouches(schedule.events[schedule.range(ofDelivery: index)], at: delivery.time)
        index += 1
    }
}

extension InputDeliveryModel {
    /// The pre-streaming schedule of `touches` under this model (`.raw`: the library's).
    func referenceSchedule(_ touches: [TouchEvent], clock: FrameClock) -> TouchDeliverySchedule {
        switch self {
        case .raw: TouchDeliverySchedule(raw: touches)
        case .android: ReferenceAndroidResampler(clock: clock).schedule(touches)
        case .ios: ReferenceUIKitCoalescer(clock: clock).schedule(touches)
        }
    }
}
