import TestSupport
import Foundation
import Gestures
import MapMath
import MapSimulation
import Testing
@testable import Replays
@testable import TraceChecking
import TraceFormat

/// A replay that streams (`Simulation.keepsHistory` off) forgets its delegate events after
/// each step and hands its gesture records over once they settle, so that memory holds
/// what is under way, not a whole recording (issue 18). These tests show that the
/// observer then sees exactly the kept replay's events and records, that `check` streams
/// and keeps its verdicts, and that its memory does not grow with the trace (an
/// allocation counter measures the heap, nothing is timed).
@Suite struct StreamedReplayTests {
    /// Collects what a streamed replay shows its observer: each step's new events (from
    /// `MapView.events(from:)`) and the records handed over;
    /// and the most events and records the view held at any step.
    struct Collector: SimulationObserver {
        var events: [MapEvent] = []
        var gestures: [GestureRecord] = []
        var mostEventsHeld = 0
        var mostRecordsHeld = 0

        mutating func read(_ view: MapView) {
            events += view.events(from: events.count)
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

    @Test("check streams whatever its expectations read; checkExpectations on a result needs the history for events and gestures")
    func checkStreamsWhenItCan() throws {
        var trace = Self.strokes(3)
        let plain = TraceReplay(trace: trace)
        #expect(!plain.keepsHistoryForExpectations)
        trace.expectations = [TraceTimedExpectation(expectation: .gesturesExclude([.pinch]))]
        let excluding = TraceReplay(trace: trace)
        #expect(excluding.keepsHistoryForExpectations)
        let (streamed, outcomes) = try excluding.runCheckingExpectations()
        #expect(streamed.simulation.gestures.isEmpty && streamed.simulation.gestureCount == 3)
        #expect(outcomes == (try excluding.run().checkExpectations()) && outcomes.map(\.passed) == [true])
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

    // MARK: Touch rows streamed from the file

    @Test("rows streamed from the file are the trace's touches, with its count, last time and fingers down at the end",
          arguments: IdleFrameSkippingTests.bundledTraces)
    func streamedRowsAreTheTouches(_ path: String) throws {
        let whole = try TraceFile.load(path: path)
        let (trace, stream) = try TraceFile.loadStreamingTouches(path: path, atLeast: 0)
        #expect(try TraceFile.loadStreamingTouches(path: path).touches == nil, "a small file is read whole")
        var withoutTouches = whole
        withoutTouches.touches = []
        let rows = try #require(stream, "\(path) was not streamed")
        #expect(trace == withoutTouches)
        var read: [TraceTouch] = []
        var iterator = rows.rows()
        while let row = iterator.next() { read.append(row) }
        #expect(read == whole.touches)
        #expect(rows.count == whole.touches.count && rows.lastTimeMs == whole.touches.last?.timeMs)
        // The same replay: cancels at the end, the check's verdict and the JSON report.
        var streamed = try TraceReplay.load(path: path, streamingTouchesFrom: 0)
        let kept = try TraceReplay.load(path: path)
        #expect(streamed.closingCancels == kept.closingCancels)
        #expect(streamed.touchEvents == kept.touchEvents)
        #expect(try streamed.run().jsonReport() == (try kept.run().jsonReport()))
        streamed.streamedTouches = nil
        #expect(streamed.touchEventCount == 0)
    }

    /// A trace file of `strokes(count)` in one row per line, row `bad` with a string for
    /// its x, the row `replacing.row` written as `replacing.text` (its phase, `PHASE`, in
    /// place), the file ending after row `endingAfter` when given.
    static func writeStrokes(_ count: Int, to url: URL, badRowAt bad: Int? = nil,
                             replacing: (row: Int, text: String)? = nil, endingAfter last: Int? = nil) throws {
        let trace = strokes(count)
        var text = #"{"format": "mapsim-trace/1", "viewport": {"width": 390, "height": 844}, "camera": {"lat": 0, "lng": 0, "zoom": 3}, "touches": ["#
        text += "\n"
        for (i, t) in trace.touches.enumerated() {
            let x = i == bad ? "\"x\"" : ReportFormat.number(t.location.x)
            var row = "[\(ReportFormat.number(t.timeMs)), \"\(t.phase.rawValue)\", \(t.pointerID), \(x), \(ReportFormat.number(t.location.y))]"
            if let replacing, replacing.row == i { row = replacing.text.replacingOccurrences(of: "PHASE", with: t.phase.rawValue) }
            text += row
            if i == last { break }
            text += i == trace.touches.count - 1 ? "\n" : ",\n"
        }
        if last == nil { text += "], \"expect\": [{\"camera\": {\"zoom\": 3}}]}\n" }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Bad rows late in a file, and one that is only unusual: (name, replacement row or
    /// nil, end after the last row but one).
    static let lateRows: [(name: String, row: String?, truncated: Bool)] = [
        ("a string for x", nil, false),
        ("time going backwards", #"[0, "PHASE", 0, 1, 1]"#, false),
        ("an unknown phase", #"[100000000, "jump", 0, 1, 1]"#, false),
        ("six elements", #"[100000000, "PHASE", 0, 1, 1, 1]"#, false),
        ("a missing comma", #"[100000000 "PHASE", 0, 1, 1]"#, false),
        ("a file cut short", nil, true),
        ("an escaped phase name (valid)", #"[TIME, "\u006dove", 0, 1, 1]"#, false),
    ]

    @Test("a bad row at the end of a big streamed file: the whole read's error, in memory that does not hold the rows before it",
          arguments: 0..<7)
    func lateBadRowsNeedNoTree(_ kind: Int) throws {
        let (name, row, truncated) = Self.lateRows[kind]
        let folder = try ScratchDirectory.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("late.json")
        let count = 2_000, rows = 2_000 * 22
        let target = rows - 3  // a move (a row with TIME needs its own time)
        let time = ReportFormat.number(Self.strokes(count).touches[target].timeMs)
        try Self.writeStrokes(count, to: url, badRowAt: row == nil && !truncated ? target : nil,
                              replacing: row.map { (target, $0.replacingOccurrences(of: "TIME", with: time)) },
                              endingAfter: truncated ? rows - 2 : nil)
        let whole = traceError { () throws(TraceError) in _ = try TraceFile.load(path: url.path) }
        var streamed: TraceError?
        var loaded: (trace: TraceFile, touches: TraceTouchStream?)?
        let peak = AllocationCount.peakBytes {
            streamed = traceError { () throws(TraceError) in loaded = try TraceFile.loadStreamingTouches(path: url.path, atLeast: 0) }
        }
        #expect(streamed?.description == whole?.description, "\(name)")
        if kind == Self.lateRows.count - 1 {
            // Valid: read whole, the same touches as a whole read's.
            #expect(whole == nil && loaded?.touches == nil)
            #expect(loaded?.trace.touches == (try TraceFile.load(path: url.path)).touches)
            return
        }
        #expect(whole != nil, "\(name)")
        guard AllocationCount.isAvailable else { return }
        // A whole read holds a tree of the 44,000 rows before the bad one (some 7 MB).
        let wholePeak = AllocationCount.peakBytes { _ = try? TraceFile.load(path: url.path) }
        #expect(wholePeak > 4_000_000, "\(name): \(wholePeak) B")
        #expect(peak < 500_000, "\(name): \(peak) B")
    }

    @Test("a bad row late in a streamed file gives the error a whole read gives, and nothing is replayed")
    func lateErrorsAreTheSame() throws {
        let folder = try ScratchDirectory.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("late.json")
        try Self.writeStrokes(200, to: url, badRowAt: 4_390)
        let whole = traceError { () throws(TraceError) in _ = try TraceFile.load(path: url.path) }
        let streamed = traceError { () throws(TraceError) in _ = try TraceFile.loadStreamingTouches(path: url.path, atLeast: 0) }
        #expect(whole != nil && streamed?.description == whole?.description)
        #expect(whole?.description == "\(url.path): touches[4390][3]: expected a number, found a string")
        var checker = TraceChecker()
        checker.streamingMinimumBytes = 0
        let result = checker.check(path: url.path)
        #expect(result.status == .error && result.error?.description == whole?.description)
    }

    @Test("check streams the rows of a file: its heap does not grow with the trace")
    func checkOfAFileHoldsNoRows() throws {
        guard AllocationCount.isAvailable else { return }
        let folder = try ScratchDirectory.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        var peaks: [Int64] = []
        for count in [10, 500, 2_000] {
            let url = folder.appendingPathComponent("strokes-\(count).json")
            try Self.writeStrokes(count, to: url)
            var result: TraceCheckResult?
            var checker = TraceChecker()
            checker.streamingMinimumBytes = 0
            let peak = AllocationCount.peakBytes { result = checker.check(path: url.path) }
            #expect(result?.status == .passed, "\(count): \(String(describing: result?.error))")
            peaks.append(peak)
        }
        // 11,000 and 44,000 events: the same heap within 64 KiB (a held row is 40 bytes:
        // 44,000 of them would be 1.7 MB).
        #expect(peaks[2] < peaks[1] + 65_536, "\(peaks)")
        #expect(peaks[2] < 1_000_000, "\(peaks)")
    }

    // MARK: replay --json as the replay runs

    @Test("the streamed JSON report is the kept one, byte for byte, compact and pretty, with and without invariants",
          arguments: IdleFrameSkippingTests.bundledTraces)
    func streamedJSONReportIsTheReport(_ path: String) throws {
        let streamed = try TraceReplay.load(path: path, streamingTouchesFrom: 0)
        let kept = try TraceReplay.load(path: path)
        for pretty in [false, true] {
            for invariants in [InvariantSelection.all, .none] {
                var bytes: [UInt8] = []
                try streamed.streamJSONReport(pretty: pretty, invariants: invariants) { bytes += $0 }
                #expect(String(decoding: bytes, as: UTF8.self) == (try kept.run(invariants: invariants).jsonReport(pretty: pretty)),
                        "pretty \(pretty), invariants \(invariants)")
            }
        }
    }

    @Test("a streamed JSON report spills to a temporary file and stays the same; its heap does not grow with the trace")
    func streamedJSONReportMemoryIsFlat() throws {
        func peak(_ strokes: Int) throws -> (bytes: Int64, text: String?) {
            var replay = TraceReplay(trace: Self.strokes(strokes))
            replay.spoolMemoryLimit = 16_384
            var count = 0
            var text: [UInt8] = []
            let keepText = strokes <= 50
            let bytes = AllocationCount.peakBytes {
                try? replay.streamJSONReport { piece in
                    count += piece.count
                    if keepText { text += piece }
                }
            }
            #expect(count > 0)
            return (bytes, keepText ? String(decoding: text, as: UTF8.self) : nil)
        }
        // 50 strokes spill (their events are some 200 KB of JSON) and give the kept report.
        let small = try peak(50)
        #expect(small.text == (try TraceReplay(trace: Self.strokes(50)).run().jsonReport()))
        guard AllocationCount.isAvailable else { return }
        let medium = try peak(500), large = try peak(2_000)
        #expect(large.bytes < medium.bytes + 65_536, "500 strokes: \(medium.bytes) B, 2000 strokes: \(large.bytes) B")
        #expect(large.bytes < 1_000_000)
    }

    // MARK: The text summary as the replay runs

    @Test("the streamed text summary is the kept one, byte for byte, with and without invariants",
          arguments: IdleFrameSkippingTests.bundledTraces)
    func streamedTextSummaryIsTheSummary(_ path: String) throws {
        var streamed = try TraceReplay.load(path: path, streamingTouchesFrom: 0)
        streamed.spoolMemoryLimit = 64
        let kept = try TraceReplay.load(path: path)
        for invariants in [InvariantSelection.all, .none] {
            var bytes: [UInt8] = []
            try streamed.streamTextSummary(path: "p.json", invariants: invariants) { bytes += $0 }
            #expect(String(decoding: bytes, as: UTF8.self) == (try kept.run(invariants: invariants).textSummary(path: "p.json")),
                    "invariants \(invariants)")
        }
    }

    @Test("a streamed text summary's heap does not grow with the trace")
    func streamedTextSummaryMemoryIsFlat() throws {
        guard AllocationCount.isAvailable else { return }
        func peak(_ strokes: Int) -> Int64 {
            var replay = TraceReplay(trace: Self.strokes(strokes))
            replay.spoolMemoryLimit = 16_384
            var count = 0
            let bytes = AllocationCount.peakBytes {
                try? replay.streamTextSummary(path: "strokes") { count += $0.count }
            }
            #expect(count > strokes * 100)
            return bytes
        }
        // (132,000 events at 6,000 strokes.)
        _ = peak(10)
        // The buffers in front of the spools (64 KiB each, the pieces read back, the log
        // lines being padded) fill and empty as the output passes through them: the peak
        // is some 190 KB at 250 strokes and stays under 400 KB at 1,000, 1,500, 2,000 and
        // 6,000 (a kept replay grows with its events: `streamedCheckMemoryIsFlat`).
        for strokes in [1_500, 6_000] {
            let bytes = peak(strokes)
            #expect(bytes < 450_000, "\(strokes) strokes: \(bytes) B")
        }
    }

    // MARK: --timeline as the replay runs

    @Test("the streamed timeline is the recorded one, byte for byte, in the JSON report and after the text summary",
          arguments: IdleFrameSkippingTests.bundledTraces)
    func streamedTimelineIsTheTimeline(_ path: String) throws {
        var streamed = try TraceReplay.load(path: path, streamingTouchesFrom: 0)
        streamed.spoolMemoryLimit = 256
        let recorded = try TraceReplay.load(path: path).run(recordFrames: true)
        for pretty in [false, true] {
            var bytes: [UInt8] = []
            try streamed.streamJSONReport(pretty: pretty, timeline: true) { bytes += $0 }
            #expect(String(decoding: bytes, as: UTF8.self) == recorded.jsonReport(pretty: pretty), "pretty \(pretty)")
        }
        var text: [UInt8] = []
        try streamed.streamTextSummary(path: "p.json", timeline: true) { text += $0 }
        #expect(String(decoding: text, as: UTF8.self) == recorded.textSummary(path: "p.json") + recorded.textTimeline())
    }

    @Test("a timeline thinned to an even selection streams the same frames, with its stride and drawn count")
    func thinnedTimelineStreamsTheSameFrames() throws {
        for budget in [1, 7, 64, 1_000] {
            var replay = TraceReplay(trace: Self.strokes(12))
            replay.recordingBudget = budget
            let recorded = try replay.run(recordFrames: true)
            #expect((recorded.simulation.recordedFrameStride > 1) == (budget < 1_000), "budget \(budget)")
            var json: [UInt8] = [], text: [UInt8] = []
            try replay.streamJSONReport(timeline: true) { json += $0 }
            try replay.streamTextSummary(path: "s", timeline: true) { text += $0 }
            #expect(String(decoding: json, as: UTF8.self) == recorded.jsonReport(), "budget \(budget)")
            #expect(String(decoding: text, as: UTF8.self) == recorded.textSummary(path: "s") + recorded.textTimeline(),
                    "budget \(budget)")
        }
    }

    @Test("a streamed timeline's heap does not grow with the trace and holds no frame, in JSON and in text")
    func streamedTimelineMemoryIsFlat() throws {
        guard AllocationCount.isAvailable else { return }
        func replay(_ strokes: Int) -> TraceReplay {
            var replay = TraceReplay(trace: Self.strokes(strokes))
            replay.spoolMemoryLimit = 16_384
            // The plan's selection holds at most this many frame times, 8 bytes each (with
            // its indices and weights, and while it thins, copies of them).
            replay.recordingBudget = 5_000
            return replay
        }
        func peak(_ strokes: Int, json: Bool) -> Int64 {
            let replay = replay(strokes)
            var count = 0
            let bytes = AllocationCount.peakBytes {
                if json {
                    try? replay.streamJSONReport(timeline: true) { count += $0.count }
                } else {
                    try? replay.streamTextSummary(path: "strokes", timeline: true) { count += $0.count }
                }
            }
            #expect(count > strokes * 100)
            return bytes
        }
        _ = peak(10, json: true)
        // Recording the same timeline keeps its 4,501 frames: some 5 MB, growing with it.
        let recorded = AllocationCount.peakBytes { _ = try? replay(4_500).run(recordFrames: true, keepsHistory: false) }
        let recordedMedium = AllocationCount.peakBytes { _ = try? replay(1_500).run(recordFrames: true, keepsHistory: false) }
        #expect(recorded > 3_000_000 && recorded - recordedMedium > 2_000_000, "\(recordedMedium) B, \(recorded) B")
        for json in [true, false] {
            // The buffers in front of the spools fill as the output passes through them (the
            // text's up to some 1,000 strokes, as `streamedTextSummaryMemoryIsFlat` says);
            // past that the peak stays put: measured 265–430 KB at 1,500 and 4,500 strokes,
            // the same process giving either end of that range for either length (the
            // allocator's and Foundation's buffers). The stream may grow by a tenth of what
            // recording grows over the same strokes: a stream holding the frames would grow
            // as much as the recording.
            let medium = peak(1_500, json: json), large = peak(4_500, json: json)
            #expect(large - medium < (recorded - recordedMedium) / 10,
                    "json \(json): 1500 strokes \(medium) B, 4500 strokes \(large) B")
            #expect(large < 1_000_000, "json \(json)")
        }
    }

    @Test("the fingers down follow landings, moves and lifts, in landing order")
    func fingersDownFollowTheRows() {
        var fingers = FingersDown()
        let rows = [TraceTouch(timeMs: 0, phase: .down, pointerID: 7, x: 1, y: 1),
                    TraceTouch(timeMs: 0, phase: .down, pointerID: 2, x: 5, y: 5),
                    TraceTouch(timeMs: 8, phase: .move, pointerID: 7, x: 3, y: 4),
                    TraceTouch(timeMs: 16, phase: .up, pointerID: 2, x: 5, y: 5),
                    TraceTouch(timeMs: 16, phase: .down, pointerID: 9, x: 0, y: 2)]
        for row in rows { fingers.note(row) }
        #expect(fingers.fingers.map(\.pointerID) == [7, 9])
        #expect(fingers.fingers.map(\.location) == [ScreenPoint(x: 3, y: 4), ScreenPoint(x: 0, y: 2)])
        fingers.note(TraceTouch(timeMs: 24, phase: .cancel, pointerID: 7, x: 3, y: 4))
        #expect(fingers.fingers.map(\.pointerID) == [9])
    }
}
