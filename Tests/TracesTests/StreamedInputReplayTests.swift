import Foundation
import Testing
import TestSupport
import Gestures
import MapSimulation
@testable import Replays
@testable import TraceChecking
import TraceFormat

/// Replays under the Android and iOS delivery models stream as raw input does (issue 18):
/// the rows read from the file or the trace go through the model as the replay runs
/// (`TouchDeliveryCursor`), so the reports are those of a replay over the whole touch
/// array, byte for byte, and the heap does not grow with the trace, where a schedule of
/// the whole trace would (an allocation counter measures the heap, nothing is timed).
/// That the deliveries are the old batch schedule's, and the simulation runs step for
/// step as over it: `StreamedInputDeliveryTests`.
@Suite struct StreamedInputReplayTests {
    /// Every bundled trace under each delivery model.
    static let cases: [(path: String, input: InputDeliveryModel)] = IdleFrameSkippingTests.bundledTraces.flatMap { path in
        [InputDeliveryModel.android, .ios].map { (path, $0) }
    }

    @Test("every bundled trace under android and ios: the streamed JSON report, text summary and timeline are the kept ones, byte for byte",
          arguments: cases)
    func streamedReportsAreTheReports(_ path: String, _ input: InputDeliveryModel) throws {
        let name = "\((path as NSString).lastPathComponent) \(input)"
        var streamed = try TraceReplay.load(path: path, input: input, streamingTouchesFrom: 0)
        streamed.spoolMemoryLimit = 256
        #expect(streamed.streamedTouches != nil && streamed.trace.touches.isEmpty, "\(name)")
        let kept = try TraceReplay.load(path: path, input: input)
        #expect(streamed.input == input && kept.input == input)
        let result = try kept.run()
        for pretty in [false, true] {
            var bytes: [UInt8] = []
            try streamed.streamJSONReport(pretty: pretty) { bytes += $0 }
            #expect(String(decoding: bytes, as: UTF8.self) == result.jsonReport(pretty: pretty), "\(name) pretty \(pretty)")
        }
        var text: [UInt8] = []
        try streamed.streamTextSummary(path: "p.json") { text += $0 }
        #expect(String(decoding: text, as: UTF8.self) == result.textSummary(path: "p.json"), "\(name)")
        // The replay of the trace in memory: the same as from the file.
        #expect(try kept.run(keepsHistory: false).invariants == result.invariants, "\(name)")
        let recorded = try kept.run(recordFrames: true)
        var timeline: [UInt8] = []
        try streamed.streamJSONReport(timeline: true) { timeline += $0 }
        #expect(String(decoding: timeline, as: UTF8.self) == recorded.jsonReport(), "\(name)")
        // The report names the model and counts the trace's events.
        #expect(result.jsonReport().contains("\"input\":\"\(input.rawValue)\""), "\(name)")
    }

    @Test("a replay under android and ios stops at the frame limit where the old schedule of the whole array did",
          arguments: [InputDeliveryModel.android, .ios])
    func limitsCountTheSameInput(_ input: InputDeliveryModel) throws {
        // A budget of one frame less than the replay draws, one frame of it per touch event:
        // where the replay stops depends on the input count the simulation was given.
        // The last finger stays down: its closing cancel counts too.
        var trace = StreamedReplayTests.strokes(3)
        trace.touches.removeLast()
        var replay = TraceReplay(trace: trace, input: input)
        let drawn = try replay.run().simulation.drawnFrameCount
        replay.simulationLimits.framesPerInput = 1
        replay.simulationLimits.drawnFrames = drawn - 1 - replay.touchEventCount - 1
        #expect(replay.closingCancels.count == 1)
        let error = traceError { () throws(TraceError) in _ = try replay.run() }
        let touches = replay.touchEvents
        var simulation = Simulation(clock: replay.clock, input: input)
        simulation.limits = replay.simulationLimits
        var old = ReferenceScheduledTouches(schedule: input.referenceSchedule(touches, clock: replay.clock))
        var none = NoSimulationObserver()
        let before = simulation.run(try replay.initialMapView(), cursor: &old, commands: [], inputCount: touches.count,
                                    observer: &none, frameObserver: nil)
        #expect(before.stoppedAt == .drawnFrames && before.drawnFrameCount == drawn - 1)
        #expect(error?.description == replay.limitError(.drawnFrames, number: drawn - 1, at: before.endTime).description,
                "\(String(describing: error))")
    }

    // MARK: Memory

    /// The heap a streamed `input` replay of `strokes(count)` read from a file holds at its
    /// highest: `replay --json` (`json`) or `check`.
    static func peakBytes(_ input: InputDeliveryModel, strokes count: Int, json: Bool, in folder: URL) throws -> Int64 {
        let url = folder.appendingPathComponent("strokes-\(count).json")
        try StreamedReplayTests.writeStrokes(count, to: url)
        if json {
            var replay = try TraceReplay.load(path: url.path, input: input, streamingTouchesFrom: 0)
            replay.spoolMemoryLimit = 16_384
            var written = 0
            let peak = AllocationCount.peakBytes { try? replay.streamJSONReport { written += $0.count } }
            #expect(written > count * 100, "\(input) \(count)")
            return peak
        }
        var checker = TraceChecker(input: input)
        checker.streamingMinimumBytes = 0
        var result: TraceCheckResult?
        let peak = AllocationCount.peakBytes { result = checker.check(path: url.path) }
        #expect(result?.status == .passed, "\(input) \(count): \(String(describing: result?.error))")
        return peak
    }

    @Test("a streamed android or ios replay's heap does not grow with the trace; the whole schedule's does",
          arguments: [InputDeliveryModel.android, .ios])
    func streamedReplayMemoryIsFlat(_ input: InputDeliveryModel) throws {
        guard AllocationCount.isAvailable else { return }
        AllocationCount.expectCounterSeesAllocations()
        let folder = try ScratchDirectory.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.peakBytes(input, strokes: 10, json: true, in: folder) // the runtime's first-use caches
        for json in [true, false] {
            // 11,000 and 44,000 events: the same heap within 64 KiB.
            let medium = try Self.peakBytes(input, strokes: 500, json: json, in: folder)
            let large = try Self.peakBytes(input, strokes: 2_000, json: json, in: folder)
            #expect(large < medium + 65_536, "\(input) json \(json): 500 strokes \(medium) B, 2000 strokes \(large) B")
            #expect(large < 1_000_000, "\(input) json \(json): \(large) B")
        }
        // Scheduling the whole trace, as the replay did before it streamed, holds every
        // event (40 bytes each, and the array they come from): 6 MB at 2,000 strokes,
        // where the streamed replays above measured 130–165 KB (JSON) and 28 KB (check).
        func scheduled(_ count: Int) throws -> Int64 {
            let replay = try TraceReplay.load(path: folder.appendingPathComponent("strokes-\(count).json").path, input: input,
                                              streamingTouchesFrom: 0)
            return AllocationCount.peakBytes { _ = input.schedule(replay.touchEvents, clock: replay.clock) }
        }
        let scheduledMedium = try scheduled(500), scheduledLarge = try scheduled(2_000)
        #expect(scheduledLarge > 3 * scheduledMedium && scheduledLarge > 4_000_000,
                "\(input): \(scheduledMedium) B, \(scheduledLarge) B")
    }
}
