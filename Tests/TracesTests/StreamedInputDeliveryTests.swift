import Foundation
import Testing
import TestSupport
import MapMath
import Gestures
@testable import MapSimulation
@testable import Replays
@testable import TraceFormat

/// The delivery models run as the replay goes (`TouchDeliveryCursor`) make exactly the
/// deliveries the batch schedules made before they streamed (`BatchScheduleReference`:
/// the old `AndroidTouchResampler.schedule` and `UIKitTouchCoalescer.schedule`, frozen),
/// with the same times, events, roles and sample boundaries and the same last time,
/// from an array, a trace's rows and rows read from its file; the simulation then runs
/// step for step as it ran over the whole schedule; and the cursor's heap does not grow
/// with the input.
@Suite struct StreamedInputDeliveryTests {
    /// The delivery models that schedule (raw input delivers the samples as they are).
    static let models: [InputDeliveryModel] = [.android, .ios]

    /// One delivery as a cursor hands it over: its time and events.
    struct Delivery {
        var time: Double
        var events: [TouchEvent]
    }

    /// Every delivery of `cursor`, taken as the simulation takes them (`nextTime`, then
    /// the delivery); records in `mismatches` where `nextTime` was not the delivery's time.
    static func drain<Source, Run>(_ cursor: inout TouchDeliveryCursor<Source, Run>,
                                   mismatches: inout Int) -> [Delivery] {
        var out: [Delivery] = []
        while cursor.hasDelivery {
            let announced = cursor.nextTime
            cursor.takeDelivery { events, time in
                if time.bitPattern != announced.bitPattern { mismatches += 1 }
                out.append(Delivery(time: time, events: Array(events)))
            }
        }
        if cursor.nextTime != .infinity { mismatches += 1 }
        return out
    }

    /// The deliveries of `touches` under `model` from an array (`RawTouches`), and the
    /// cursor's `lastTime`.
    static func streamed(_ model: InputDeliveryModel, _ touches: [TouchEvent], clock: FrameClock)
        -> (deliveries: [Delivery], lastTime: Double?, mismatches: Int) {
        streamed(model, source: RawTouches(touches: touches), clock: clock)
    }

    /// The deliveries of `source`'s samples under `model`, and the cursor's `lastTime`.
    static func streamed<Source: TouchSampleSource>(_ model: InputDeliveryModel, source: Source, clock: FrameClock)
        -> (deliveries: [Delivery], lastTime: Double?, mismatches: Int) {
        var mismatches = 0
        switch model {
        case .android:
            var cursor = AndroidTouchResampler(clock: clock).deliveries(of: source)
            return (drain(&cursor, mismatches: &mismatches), cursor.lastTime, mismatches)
        case .ios:
            var cursor = UIKitTouchCoalescer(clock: clock).deliveries(of: source)
            return (drain(&cursor, mismatches: &mismatches), cursor.lastTime, mismatches)
        case .raw:
            preconditionFailure("raw input has no delivery model")
        }
    }

    /// Whether two events are the same bit for bit (a time or coordinate of −0 against
    /// +0 counts as different).
    static func same(_ a: TouchEvent, _ b: TouchEvent) -> Bool {
        a.time.bitPattern == b.time.bitPattern && a.phase == b.phase && a.role == b.role && a.pointerID == b.pointerID
            && a.location.x.bitPattern == b.location.x.bitPattern && a.location.y.bitPattern == b.location.y.bitPattern
    }

    /// Where `deliveries` part from `schedule` (the first difference), nil when they are the
    /// same: each delivery's time, its range of the schedule's events, and the events.
    static func difference(_ deliveries: [Delivery], lastTime: Double?, from schedule: TouchDeliverySchedule) -> String? {
        var start = 0
        for (d, delivery) in deliveries.enumerated() {
            guard d < schedule.deliveries.count else { return "delivery \(d): one too many (\(deliveries.count) against \(schedule.deliveries.count))" }
            let range = schedule.range(ofDelivery: d)
            if delivery.time.bitPattern != schedule.deliveries[d].time.bitPattern {
                return "delivery \(d): at \(delivery.time) s, the schedule's at \(schedule.deliveries[d].time) s"
            }
            if start..<start + delivery.events.count != range {
                return "delivery \(d): events \(start)..<\(start + delivery.events.count), the schedule's \(range)"
            }
            for (k, event) in delivery.events.enumerated() where !same(event, schedule.events[range.lowerBound + k]) {
                return "delivery \(d) event \(k): \(event), the schedule's \(schedule.events[range.lowerBound + k])"
            }
            start += delivery.events.count
        }
        if deliveries.count != schedule.deliveries.count {
            return "\(deliveries.count) deliveries, the schedule's \(schedule.deliveries.count)"
        }
        if lastTime?.bitPattern != schedule.deliveries.last?.time.bitPattern {
            return "last time \(String(describing: lastTime)), the schedule's \(String(describing: schedule.deliveries.last?.time))"
        }
        return nil
    }

    // MARK: The bundled traces

    @Test("every bundled trace: the streamed deliveries are the old batch schedule's, from an array, the rows and the file",
          arguments: IdleFrameSkippingTests.bundledTraces)
    func bundledTracesDeliverAsTheBatchDid(_ path: String) throws {
        let name = (path as NSString).lastPathComponent
        let replay = try TraceReplay.load(path: path)
        let (_, stream) = try TraceFile.loadStreamingTouches(path: path, atLeast: 0)
        let rows = try #require(stream, "\(name) was not streamed")
        let touches = replay.touchEvents
        let cancels = replay.closingCancels
        for model in Self.models {
            let reference = model.referenceSchedule(touches, clock: replay.clock)
            #expect(reference.deliveries.count > 0 || touches.isEmpty)
            // The library's batch schedule (the cursor drained) is the old one too.
            let batch = model.schedule(touches, clock: replay.clock)
            #expect(batch.events == reference.events && batch.deliveries == reference.deliveries, "\(name) \(model)")
            let fromArray = Self.streamed(model, touches, clock: replay.clock)
            let fromRows = Self.streamed(model, source: TraceTouchCursor(rows: replay.trace.touches, cancels: cancels), clock: replay.clock)
            let fromFile = Self.streamed(model, source: TraceTouchCursor(rows: rows.rows(), lastTimeMs: rows.lastTimeMs,
                                                                          cancels: cancels), clock: replay.clock)
            for (source, run) in [("array", fromArray), ("rows", fromRows), ("file", fromFile)] {
                let difference = Self.difference(run.deliveries, lastTime: run.lastTime, from: reference)
                #expect(difference == nil, "\(name) \(model) from the \(source): \(difference ?? "")")
                #expect(run.mismatches == 0, "\(name) \(model) from the \(source)")
            }
        }
    }

    // MARK: Seeded random sequences

    /// A random multi-finger touch sequence obeying the trace rules (`TouchSequenceRules`),
    /// made to reach every rule: samples under 2 ms apart, 2–20 ms apart and further, at
    /// exactly a frame's time, pauses; several fingers per sample, landing and lifting
    /// together, a move and its lift in one sample, cancels, fingers resting (moves to
    /// where they are), and endings with moves only (fingers left down, resting or not).
    /// Times in seconds, as `TraceTouch.touchEvent` makes them; and a frame rate.
    static func randomSequence(seed: UInt64) -> (touches: [TouchEvent], clock: FrameClock) {
        var random = SplitMix64(seed: seed)
        let clock = FrameClock(framesPerSecond: [60, 120, 90, 59.94, 30][Int.random(in: 0..<5, using: &random)])
        var touches: [TouchEvent] = []
        var down: [(id: Int, at: ScreenPoint)] = []
        var ms = random.uniform(0, 40)
        let samples = Int.random(in: 3...160, using: &random)
        let resting = random.uniform(0, 1) < 0.3
        // Some of the sequences left down at the end rest for their last samples.
        let restsAtEnd = seed % 6 == 0
        for s in 0..<samples {
            var time = ms / 1000
            if random.uniform(0, 1) < 0.15 {
                // Exactly a frame's time, the frame at or after this one.
                time = clock.time(ofFrame: clock.firstFrame(atOrAfter: time))
                ms = time * 1000
            }
            var sample: [TouchEvent] = []
            let isLast = s == samples - 1
            // Moves of some of the fingers down (all of them at the end, if any are down).
            for j in down.indices where isLast || random.uniform(0, 1) < 0.7 {
                if !(resting || (restsAtEnd && s >= samples - 6) || random.uniform(0, 1) < 0.15) {
                    down[j].at = ScreenPoint(x: down[j].at.x + random.uniform(-30, 30), y: down[j].at.y + random.uniform(-30, 30))
                }
                sample.append(TouchEvent(time: time, phase: .move, pointerID: down[j].id, location: down[j].at))
            }
            let endsWithMoves = isLast && !down.isEmpty && seed % 3 == 0
            if !endsWithMoves {
                // Lifts: some fingers (a moved one after its move), all at the end.
                var j = 0
                while j < down.count {
                    if isLast || random.uniform(0, 1) < 0.12 {
                        let phase: TouchPhase = random.uniform(0, 1) < 0.2 ? .cancel : .up
                        sample.append(TouchEvent(time: time, phase: phase, pointerID: down[j].id, location: down[j].at))
                        down.remove(at: j)
                    } else {
                        j += 1
                    }
                }
                // Landings: new fingers, or one at least when none is down.
                if !isLast {
                    var id = 0
                    while down.count < 4 && (down.isEmpty || random.uniform(0, 1) < 0.15) {
                        while down.contains(where: { $0.id == id }) || sample.contains(where: { $0.pointerID == id }) { id += 1 }
                        let at = ScreenPoint(x: random.uniform(0, 400), y: random.uniform(0, 800))
                        sample.append(TouchEvent(time: time, phase: .down, pointerID: id, location: at))
                        down.append((id, at))
                    }
                }
            }
            touches += sample
            // The gap to the next sample.
            let kind = random.uniform(0, 1)
            ms += kind < 0.15 ? random.uniform(0.05, 2) : kind < 0.75 ? random.uniform(2, 12)
                : kind < 0.93 ? random.uniform(12, 40) : random.uniform(100, 1_500)
        }
        return (touches, clock)
    }

    /// The number of random sequences per model.
    static let randomCount = 300

    @Test("seeded random multi-finger sequences: the streamed deliveries are the old batch schedule's", arguments: models)
    func randomSequencesDeliverAsTheBatchDid(_ model: InputDeliveryModel) {
        var endingWithMoves = 0, endingAtRest = 0
        for seed in 0..<UInt64(Self.randomCount) {
            let (touches, clock) = Self.randomSequence(seed: seed)
            let reference = model.referenceSchedule(touches, clock: clock)
            let run = Self.streamed(model, touches, clock: clock)
            let difference = Self.difference(run.deliveries, lastTime: run.lastTime, from: reference)
            #expect(difference == nil, "seed \(seed), \(touches.count) events at \(clock.framesPerSecond) fps: \(difference ?? "")")
            #expect(run.mismatches == 0, "seed \(seed)")
            let source = RawTouches(touches: touches)
            if source.endsWithMovesOnly {
                endingWithMoves += 1
                // The resampler's last frame delivered nothing: the last time came from
                // running the model (`TouchDeliveryCursor`'s dry run).
                if let last = reference.deliveries.last?.time, last < touches.last!.time { endingAtRest += 1 }
            }
        }
        // The sequences reach the endings the last time needs a run for (100 of them), and
        // on Android endings whose last frames deliver nothing (7).
        #expect(endingWithMoves >= Self.randomCount / 4)
        if model == .android { #expect(endingAtRest >= 5, "\(endingAtRest)") }
    }

    @Test("the random sequences obey the trace rules")
    func randomSequencesAreValidTraces() {
        for seed in 0..<UInt64(Self.randomCount) {
            var rules = TouchSequenceRules()
            for (i, e) in Self.randomSequence(seed: seed).touches.enumerated() {
                let violation = rules.accept(time: e.time * 1000, phase: e.phase, pointer: e.pointerID)
                #expect(violation == nil, "seed \(seed) event \(i): \(String(describing: violation))")
            }
        }
    }

    // MARK: The simulation over the cursor

    /// What a replay's observers see at each step: the step, the camera and the event count.
    struct StepLog: SimulationObserver {
        var steps: [String] = []
        var records: [GestureRecord] = []

        mutating func log(_ step: String, _ view: MapView) {
            let c = view.camera
            steps.append("\(step) \(c.target.latitude.bitPattern) \(c.target.longitude.bitPattern) \(c.zoom.bitPattern) "
                         + "\(c.bearing.bitPattern) \(c.tilt.bitPattern) \(view.eventCount)")
        }
        mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) { log("command \(time)", view) }
        mutating func simulationDidHandleSample(view: MapView) { log("sample", view) }
        mutating func simulationDidDrawFrame(view: MapView) { log("frame \(view.lastFrame.time)", view) }
        mutating func simulation(didRecord gestures: [GestureRecord]) { records += gestures }
    }

    @Test("every bundled trace: the simulation over the streamed deliveries runs step for step as over the old schedule",
          arguments: IdleFrameSkippingTests.bundledTraces)
    func simulationRunsAsOverTheSchedule(_ path: String) throws {
        let name = (path as NSString).lastPathComponent
        let replay = try TraceReplay.load(path: path)
        let view = try replay.initialMapView()
        let commands = try replay.timedCommands()
        let touches = replay.touchEvents
        let inputCount = touches.count + commands.count
        for model in Self.models {
            let simulation = Simulation(clock: replay.clock, recordFrames: true, input: model)
            var oldLog = StepLog(), newLog = StepLog()
            var oldStands: [Double] = [], newStands: [Double] = []
            var old = ReferenceScheduledTouches(schedule: model.referenceSchedule(touches, clock: replay.clock))
            let before = simulation.run(view, cursor: &old, commands: commands, inputCount: inputCount, observer: &oldLog,
                                        frameObserver: { _, t in oldStands.append(t) })
            let rows = TraceTouchCursor(rows: replay.trace.touches, cancels: replay.closingCancels)
            let after = simulation.run(view, samples: rows, commands: commands, inputCount: inputCount, observer: &newLog,
                                       frameObserver: { _, t in newStands.append(t) })
            #expect(newLog.steps == oldLog.steps, "\(name) \(model)")
            #expect(newLog.records == oldLog.records && newStands == oldStands, "\(name) \(model)")
            #expect(after.events == before.events && after.gestures == before.gestures, "\(name) \(model)")
            #expect(after.frames == before.frames && after.finalCamera == before.finalCamera, "\(name) \(model)")
            #expect(after.endTime == before.endTime && after.frameCount == before.frameCount
                        && after.drawnFrameCount == before.drawnFrameCount && after.stoppedAt == before.stoppedAt,
                    "\(name) \(model)")
            // The public array path streams the same way.
            let array = simulation.run(view, touches: touches, commands: commands)
            #expect(array.events == before.events && array.frames == before.frames, "\(name) \(model)")
        }
    }

    // MARK: Memory

    /// One finger: `strokes` pans of 60 moves at 120 Hz, 1.5 s apart, as simulation input.
    static func strokes(_ count: Int) -> [TouchEvent] {
        var touches: [TouchEvent] = []
        touches.reserveCapacity(count * 62)
        var ms = 0.0
        for s in 0..<count {
            let y = 300 + Double(s % 7) * 20
            touches.append(TouchEvent(time: ms / 1000, phase: .down, pointerID: 0, x: 100, y: y))
            for i in 1...60 {
                touches.append(TouchEvent(time: (ms + Double(i) * 8.333) / 1000, phase: .move, pointerID: 0,
                                          x: 100 + Double(i) * 3, y: y + Double(i % 5)))
            }
            touches.append(TouchEvent(time: (ms + 61 * 8.333) / 1000, phase: .up, pointerID: 0, x: 280, y: y))
            ms += 62 * 8.333 + 1_500
        }
        return touches
    }

    /// The most heap the cursor holds while every delivery of `touches` is taken (the
    /// array itself is made before).
    static func drainPeakBytes(_ model: InputDeliveryModel, _ touches: [TouchEvent]) -> Int64 {
        var count = 0
        let peak = AllocationCount.peakBytes {
            switch model {
            case .android:
                var cursor = AndroidTouchResampler(clock: FrameClock()).deliveries(of: RawTouches(touches: touches))
                while cursor.hasDelivery { cursor.takeDelivery { events, _ in count += events.count } }
            case .ios:
                var cursor = UIKitTouchCoalescer(clock: FrameClock()).deliveries(of: RawTouches(touches: touches))
                while cursor.hasDelivery { cursor.takeDelivery { events, _ in count += events.count } }
            case .raw:
                break
            }
        }
        // Every event was delivered (and, on Android, the resampled positions).
        #expect(count >= touches.count, "\(model)")
        return peak
    }

    @Test("the cursor holds what is pending: its heap does not grow with the input; the whole schedule's does",
          arguments: models)
    func cursorMemoryIsFlat(_ model: InputDeliveryModel) {
        guard AllocationCount.isAvailable else { return }
        AllocationCount.expectCounterSeesAllocations()
        let small = Self.strokes(100), large = Self.strokes(1_600)
        _ = Self.drainPeakBytes(model, small) // the runtime's first-use caches
        let smallPeak = Self.drainPeakBytes(model, small), largePeak = Self.drainPeakBytes(model, large)
        // 6,200 and 99,200 events: the same few kilobytes (measured 9 KB on iOS, 14 KB on
        // Android: the deliveries taken and the batch's events kept until they are 64
        // (`TouchDeliveryCursor.forgetAfterEvents`, `dropBatch`), a frame's samples, the
        // touch state).
        #expect(largePeak < smallPeak + 4_096, "\(model): \(smallPeak) B, \(largePeak) B")
        #expect(largePeak < 32_768, "\(model): \(largePeak) B")
        // The schedule of the same input holds every event: 40 bytes each and more.
        let schedulePeak = AllocationCount.peakBytes { _ = model.schedule(large, clock: FrameClock()) }
        #expect(schedulePeak > Int64(large.count) * 40, "\(model): \(schedulePeak) B")
    }
}
