import TestSupport
import Gestures
import MapSimulation
import Testing
@testable import Replays
import TraceFormat

/// A replay that streams (`Simulation.keepsHistory` off) forgets its delegate events after
/// each step and hands its gesture records over once they settle, so that memory holds
/// what is under way, not a whole recording (issue 18). These tests show that the
/// observer then sees exactly the kept replay's events and records, that `check` streams
/// and keeps its verdicts, and that its memory does not grow with the trace (an
/// allocation counter measures the heap, nothing is timed).
@Suite struct StreamedReplayTests {
    /// Collects what a streamed replay shows its observer: each step's new events (from
    /// `MapView.events`, numbered past `forgottenEventCount`) and the records handed over;
    /// and the most events and records the view held at any step.
    struct Collector: SimulationObserver {
        var events: [MapEvent] = []
        var gestures: [GestureRecord] = []
        var mostEventsHeld = 0
        var mostRecordsHeld = 0

        mutating func read(_ view: MapView) {
            let total = view.forgottenEventCount + view.events.count
            for n in events.count..<total { events.append(view.events[n - view.forgottenEventCount]) }
            mostEventsHeld = max(mostEventsHeld, view.events.count)
            mostRecordsHeld = max(mostRecordsHeld, view.gestures.count)
        }
        mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) { read(view) }
        mutating func simulationDidHandleSample(view: MapView) { read(view) }
        mutating func simulationDidDrawFrame(view: MapView) { read(view) }
        mutating func simulation(didRecord gestures: [GestureRecord]) { self.gestures += gestures }
    }

    @Test("a streamed replay shows its observer every event and gesture record of the kept one, in order",
          arguments: IdleFrameSkippingTests.bundledTraces)
    func streamedReplaySeesTheKeptHistory(_ path: String) throws {
        let replay = try TraceReplay.load(path: path)
        let view = try replay.initialMapView()
        let commands = try replay.timedCommands()
        var simulation = Simulation(clock: replay.clock, input: replay.input)
        let kept = simulation.run(view, touches: replay.touchEvents, commands: commands)
        simulation.keepsHistory = false
        var collector = Collector()
        let streamed = simulation.run(view, touches: replay.touchEvents, commands: commands, observer: &collector)
        #expect(collector.events == kept.events)
        #expect(collector.gestures == kept.gestures)
        #expect(streamed.events.isEmpty && streamed.gestures.isEmpty)
        #expect(streamed.eventCount == kept.events.count && kept.eventCount == kept.events.count)
        #expect(streamed.gestureCount == kept.gestures.count && kept.gestureCount == kept.gestures.count)
        #expect(streamed.finalCamera == kept.finalCamera && streamed.drawnFrameCount == kept.drawnFrameCount)
    }

    /// `strokes` one-finger pans of 20 moves, 8 ms apart, each followed by a 1.5 s pause
    /// (a fling, then rest): a long recording in miniature.
    static func strokes(_ count: Int) -> TraceFile {
        var touches: [TraceTouch] = []
        touches.reserveCapacity(count * 22)
        var t = 0.0
        for s in 0..<count {
            let y = 300 + Double(s % 7) * 20
            touches.append(TraceTouch(timeMs: t, phase: .down, pointerID: 0, x: 100, y: y))
            for i in 1...20 { touches.append(TraceTouch(timeMs: t + Double(i) * 8, phase: .move, pointerID: 0, x: 100 + Double(i) * 6, y: y)) }
            touches.append(TraceTouch(timeMs: t + 168, phase: .up, pointerID: 0, x: 220, y: y))
            t += 1_700
        }
        return TraceFile(viewport: TraceViewport(width: 390, height: 844), camera: TraceCamera(latitude: 0, longitude: 0, zoom: 3),
                         touches: touches)
    }

    @Test("settled gesture records are handed over between strokes, and the view holds one step's events")
    func theViewHoldsWhatIsUnderWay() throws {
        let replay = TraceReplay(trace: Self.strokes(30))
        var simulation = Simulation(clock: replay.clock)
        simulation.keepsHistory = false
        var collector = Collector()
        let result = simulation.run(try replay.initialMapView(), touches: replay.touchEvents, observer: &collector)
        #expect(collector.gestures.count == 30)
        #expect(collector.gestures.allSatisfy { $0.kind == .pan && $0.endTime != nil && $0.touchUpTime != nil })
        #expect(collector.mostRecordsHeld == 1)
        #expect(collector.mostEventsHeld <= 3)
        #expect(result.eventCount == collector.events.count && result.eventCount > 30 * 20)
    }

    @Test("check streams a trace whose expectations read no events or gestures, and keeps the others' history")
    func checkStreamsWhenItCan() throws {
        var trace = Self.strokes(3)
        let plain = TraceReplay(trace: trace)
        #expect(!plain.keepsHistoryForExpectations)
        trace.expectations = [TraceTimedExpectation(expectation: .gesturesExclude([.pinch]))]
        #expect(TraceReplay(trace: trace).keepsHistoryForExpectations)
        // The streamed check and the kept replay agree on the invariants and the end.
        let checked = try TraceChecker().check(plain, path: "strokes")
        let kept = try plain.run()
        #expect(checked.status == .passed)
        #expect(checked.replayedMs == ReportFormat.milliseconds(kept.simulation.endTime))
        #expect(try plain.run(keepsHistory: false).invariants == kept.invariants)
    }

    /// The heap a check of `strokes` strokes holds at its highest, beyond the trace itself.
    static func checkPeakBytes(strokes count: Int, keepsHistory: Bool) -> Int64 {
        let replay = TraceReplay(trace: strokes(count))
        return AllocationCount.peakBytes {
            _ = try? replay.run(invariants: .all, keepsHistory: keepsHistory)
        }
    }

    @Test("a streamed check's heap does not grow with the trace; a kept replay's does")
    func streamedCheckMemoryIsFlat() throws {
        guard AllocationCount.isAvailable else { return }
        AllocationCount.expectCounterSeesAllocations()
        _ = Self.checkPeakBytes(strokes: 10, keepsHistory: false) // the runtime's first-use caches
        let small = Self.checkPeakBytes(strokes: 500, keepsHistory: false)
        let large = Self.checkPeakBytes(strokes: 2_000, keepsHistory: false)
        // Four times the trace (44,000 events), the same heap within 64 KiB.
        #expect(large < small + 65_536, "500 strokes: \(small) B, 2000 strokes: \(large) B")
        #expect(large < 1_000_000)
        // Keeping the history, the heap grows with the events (some 2 MB for 2,000 strokes).
        let keptSmall = Self.checkPeakBytes(strokes: 500, keepsHistory: true)
        let keptLarge = Self.checkPeakBytes(strokes: 2_000, keepsHistory: true)
        #expect(keptLarge > 3 * keptSmall, "kept: \(keptSmall) B, \(keptLarge) B")
    }
}
