import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

/// `replay --json` as the replay runs: the report's long arrays (gestures, events) are
/// written into spools (`SpooledBytes`) step by step while the simulation forgets them
/// (`Simulation.keepsHistory` off), and the whole report is handed out in order at the
/// end. Memory holds what is under way and at most `SpooledBytes.memoryLimit` of each
/// array; the rest waits in a temporary file. The bytes are those of
/// `TraceReplayResult.jsonReport(pretty:)` (a test compares every bundled trace's).
extension TraceReplay {
    /// Replays the trace measuring `invariants` and hands its `replay --json` report to
    /// `output` in pieces, after the replay has finished: an error (a limit, a spool that
    /// cannot be written) is thrown before any byte is handed out, so a reader never sees
    /// part of a report. No final newline, as `jsonReport`. With `timeline` the report has
    /// its `frames` (as `run(recordFrames: true)` gives them, the same bytes), written as
    /// they are drawn in a second replay once a first one has planned which to list
    /// (`planTimeline`): twice the time, and no frame held in memory.
    public func streamJSONReport(pretty: Bool = false, invariants: InvariantSelection = .all, timeline: Bool = false,
                                 to output: (UnsafeRawBufferPointer) -> Void) throws(TraceError) {
        let style: JSONWriter.Style = pretty ? .pretty : .compact
        let plan = timeline ? try planTimeline(invariants: invariants) : nil
        var streamer = JSONReportStreamer(style: style, spoolMemoryLimit: spoolMemoryLimit, timeline: plan)
        let result = try run(recordFrames: false, invariants: invariants, keepsHistory: false, preparing: { _ in },
                             observer: &streamer)
        try streamer.finish()
        var json = JSONWriter(style: style)
        json.beginObject()
        result.writeReportHead(to: &json)
        for (key, spool) in [("gestures", streamer.gestures.spool), ("events", streamer.events.spool)] {
            json.key(key)
            json.valueWrittenElsewhere()
            json.takeOutput().withUnsafeBytes { output($0) }
            try spool.forEachPiece(output)
        }
        json.field("invariants", object: { result.invariants.writeMembers(to: &$0) })
        if let plan, let frames = streamer.frames, plan.drawnCount > 0 {
            precondition(result.simulation.drawnFrameCount == plan.drawnCount, "a replay drew other frames the second time")
            if plan.stride > 1 {
                json.field("drawnFrameCount", plan.drawnCount)
                json.field("framesEvery", plan.stride)
            }
            json.key("frames")
            json.valueWrittenElsewhere()
            json.takeOutput().withUnsafeBytes { output($0) }
            try frames.spool.forEachPiece(output)
        }
        json.endObject()
        json.takeOutput().withUnsafeBytes { output($0) }
    }

    /// The first pass of a streamed timeline: a replay that only notes each drawn frame's
    /// time and weight in the same `EvenSelection` the frame recorder uses, within the same
    /// budget, so it ends with the stride, count and time column the recorded frames would
    /// have. Memory: the selection's at most `recordingBudget` times.
    func planTimeline(invariants: InvariantSelection) throws(TraceError) -> TimelinePlan {
        var planner = TimelinePlanner(budget: recordingBudget)
        _ = try run(recordFrames: false, invariants: invariants, keepsHistory: false, preparing: { _ in },
                    observer: &planner)
        let times = planner.selection.finish()
        let width = times.reduce(TraceReplayResult.timelineMinimumTimeWidth) { max($0, ReportFormat.ms($1).count) }
        return TimelinePlan(drawnCount: planner.selection.offered, stride: planner.selection.stride, timeWidth: width)
    }
}

/// Which drawn frames a streamed timeline lists, from its first pass (`planTimeline`).
struct TimelinePlan {
    /// Frames drawn.
    var drawnCount: Int
    /// Every `stride`-th drawn frame is listed, and the last.
    var stride: Int
    /// The text timeline's time column, characters.
    var timeWidth: Int

    /// Frames listed.
    var listedCount: Int { EvenSelection<Double>.keptCount(of: drawnCount, stride: stride) }

    /// Whether the drawn frame numbered `index` (from 0) is listed.
    func lists(_ index: Int) -> Bool { EvenSelection<Double>.isKept(index: index, of: drawnCount, stride: stride) }
}

/// The first pass's observer: each drawn frame's time, weighted as the frame recorder
/// weighs it.
struct TimelinePlanner: SimulationObserver {
    var selection: EvenSelection<Double>

    init(budget: Int) { selection = EvenSelection(budget: budget) }

    mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) {}
    mutating func simulationDidHandleSample(view: MapView) {}

    mutating func simulationDidDrawFrame(view: MapView) {
        selection.offer(view.lastFrame.time, weight: FrameRecorder.weight(view.lastFrame))
    }
}

/// The observer that writes a streamed report's arrays as the replay runs.
struct JSONReportStreamer: SimulationObserver {
    /// One of the report's arrays: a writer at the array's depth in the report (an
    /// object's member, so pretty indentation matches), and where its bytes go.
    struct Section {
        var writer: JSONWriter
        let spool: SpooledBytes
        var error: TraceError?

        init(style: JSONWriter.Style, spoolMemoryLimit: Int) {
            spool = SpooledBytes(memoryLimit: spoolMemoryLimit)
            writer = JSONWriter(style: style)
            writer.beginObject()
            writer.key("section")
            _ = writer.takeOutput()
            writer.beginArray()
        }

        /// Moves what the writer holds to the spool once it passes 64 KiB (or `force`).
        mutating func drain(force: Bool = false) {
            guard error == nil, force || writer.outputCount >= min(1 << 16, spool.limit) else { return }
            do throws(TraceError) {
                try spool.append(writer.takeOutput())
            } catch {
                self.error = error
            }
        }
    }

    var gestures: Section
    var events: Section
    /// The frames, with a timeline.
    var frames: Section?
    let timeline: TimelinePlan?
    /// Number of the next event to write (`MapView.events(from:)`).
    var nextEvent = 0
    /// Number of the next frame drawn.
    var nextFrame = 0

    init(style: JSONWriter.Style, spoolMemoryLimit: Int, timeline: TimelinePlan? = nil) {
        gestures = Section(style: style, spoolMemoryLimit: spoolMemoryLimit)
        events = Section(style: style, spoolMemoryLimit: spoolMemoryLimit)
        frames = timeline.map { _ in Section(style: style, spoolMemoryLimit: spoolMemoryLimit) }
        self.timeline = timeline
    }

    mutating func readEvents(_ held: HeldEvents) {
        let new = held.events(from: nextEvent)
        guard !new.isEmpty else { return }
        for e in new { TraceReplayResult.write(e, to: &events.writer) }
        nextEvent += new.count
        events.drain()
    }

    mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) { readEvents(HeldEvents(view)) }
    mutating func simulationDidHandleSample(view: MapView) { readEvents(HeldEvents(view)) }
    mutating func simulationDidDrawFrame(view: MapView) {
        readEvents(HeldEvents(view))
        if let timeline, timeline.lists(nextFrame), frames != nil {
            TraceReplayResult.write(view.lastFrame, to: &frames!.writer)
            frames!.drain()
        }
        nextFrame += 1
    }
    mutating func simulation(didRecord records: [GestureRecord]) {
        for g in records { TraceReplayResult.write(g, to: &gestures.writer) }
        gestures.drain()
    }

    /// Closes the arrays and spools the rest; throws the first spool error.
    mutating func finish() throws(TraceError) {
        for keyPath in [\JSONReportStreamer.gestures, \JSONReportStreamer.events] {
            self[keyPath: keyPath].writer.endArray()
            self[keyPath: keyPath].drain(force: true)
            if let error = self[keyPath: keyPath].error { throw error }
        }
        if frames != nil {
            frames!.writer.endArray()
            frames!.drain(force: true)
            if let error = frames!.error { throw error }
        }
    }
}

/// The text summary as the replay runs (`replay` without `--json`): the gesture lines and
/// the event log are spooled as they come, the log's time column padded once the widest
/// time is known, at the end.
extension TraceReplay {
    /// Replays the trace measuring `invariants` and hands its text summary
    /// (`TraceReplayResult.textSummary(path:)`, the same bytes) to `output` in pieces once
    /// the replay has finished; an error is thrown before any byte is handed out. The view
    /// log (frames whose map view state changed) is kept in memory as on every replay.
    ///
    /// With `timeline`, the summary is followed by the frame timeline
    /// (`TraceReplayResult.textTimeline()`, the same bytes), planned and written as
    /// `streamJSONReport(timeline:)` writes its frames.
    public func streamTextSummary(path: String, invariants: InvariantSelection = .all, timeline: Bool = false,
                                  to output: (UnsafeRawBufferPointer) -> Void) throws(TraceError) {
        let plan = timeline ? try planTimeline(invariants: invariants) : nil
        var streamer = TextSummaryStreamer(spoolMemoryLimit: spoolMemoryLimit, timeline: plan)
        let result = try run(recordFrames: false, invariants: invariants, keepsHistory: false, preparing: { _ in },
                             observer: &streamer)
        try streamer.finish()
        func write(_ lines: [String]) {
            var text = lines.joined(separator: "\n")
            text += "\n"
            text.withUTF8 { output(UnsafeRawBufferPointer($0)) }
        }
        write(result.summaryHead(path: path))
        if streamer.gestureCount == 0 {
            write(["gestures   none"])
        } else {
            write(["gestures"])
            try streamer.gestures.forEachPiece(output)
        }
        write(result.summaryCameraAndInvariants + [streamer.tally.line])
        let timeWidth = result.viewChanges.reduce(streamer.widestLoggedTime) { max($0, ReportFormat.ms($1.time).count) }
        try streamer.writeLog(timeWidth: timeWidth, to: output)
        let viewLog = result.viewLog(timeWidth: timeWidth)
        if !viewLog.isEmpty { write(viewLog) }
        if let plan, let frames = streamer.frames {
            precondition(result.simulation.drawnFrameCount == plan.drawnCount, "a replay drew other frames the second time")
            write([TraceReplayResult.timelineHeading(listed: plan.listedCount, drawn: plan.drawnCount,
                                                     stride: plan.stride, frameCount: result.simulation.frameCount)])
            try frames.forEachPiece(output)
        }
    }
}

/// The observer that spools a streamed text summary's gesture lines and event log.
struct TextSummaryStreamer: SimulationObserver {
    /// `  <gesture>\n` lines.
    let gestures: SpooledBytes
    /// The event log: per event its time text and description, each as a 4-byte
    /// little-endian length and its UTF-8 bytes, padded when written out.
    let log: SpooledBytes
    var pending: [UInt8] = []
    var gestureLines: [UInt8] = []
    var tally = TraceReplayResult.EventTally()
    var gestureCount = 0
    /// The widest logged time, characters (at least 11).
    var widestLoggedTime = 11
    var nextEvent = 0
    var error: TraceError?
    /// The timeline's lines, with a timeline.
    let frames: SpooledBytes?
    var frameLines: [UInt8] = []
    let timeline: TimelinePlan?
    var nextFrame = 0

    init(spoolMemoryLimit: Int, timeline: TimelinePlan? = nil) {
        gestures = SpooledBytes(memoryLimit: spoolMemoryLimit)
        log = SpooledBytes(memoryLimit: spoolMemoryLimit)
        frames = timeline.map { _ in SpooledBytes(memoryLimit: spoolMemoryLimit) }
        self.timeline = timeline
    }

    mutating func readEvents(_ held: HeldEvents) {
        let new = held.events(from: nextEvent)
        nextEvent += new.count
        for e in new {
            tally.count(e)
            guard TraceReplayResult.isLogged(e) else { continue }
            let time = ReportFormat.ms(e.time)
            widestLoggedTime = max(widestLoggedTime, time.count)
            Self.appendField(time, to: &pending)
            Self.appendField(TraceReplayResult.describe(e), to: &pending)
        }
        if pending.count >= min(1 << 16, log.limit) { spoolLog() }
    }

    static func appendField(_ text: String, to bytes: inout [UInt8]) {
        let utf8 = Array(text.utf8)
        let n = UInt32(utf8.count)
        bytes += [UInt8(n & 0xFF), UInt8((n >> 8) & 0xFF), UInt8((n >> 16) & 0xFF), UInt8(n >> 24)]
        bytes += utf8
    }

    /// Moves the pending log records to their spool (the first error is kept).
    mutating func spoolLog() {
        if error == nil { error = Self.append(pending, to: log) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Moves the pending gesture lines to their spool (the first error is kept).
    mutating func spoolGestures() {
        if error == nil { error = Self.append(gestureLines, to: gestures) }
        gestureLines.removeAll(keepingCapacity: true)
    }

    static func append(_ bytes: [UInt8], to spool: SpooledBytes) -> TraceError? {
        do throws(TraceError) { try spool.append(bytes) } catch { return error }
        return nil
    }

    mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) { readEvents(HeldEvents(view)) }
    mutating func simulationDidHandleSample(view: MapView) { readEvents(HeldEvents(view)) }
    mutating func simulationDidDrawFrame(view: MapView) {
        readEvents(HeldEvents(view))
        if let timeline, let frames, timeline.lists(nextFrame) {
            frameLines += Array((TraceReplayResult.timelineLine(view.lastFrame, timeWidth: timeline.timeWidth) + "\n").utf8)
            if frameLines.count >= min(1 << 16, frames.limit) { spoolFrames() }
        }
        nextFrame += 1
    }

    /// Moves the pending timeline lines to their spool (the first error is kept).
    mutating func spoolFrames() {
        if let frames, error == nil { error = Self.append(frameLines, to: frames) }
        frameLines.removeAll(keepingCapacity: true)
    }

    mutating func simulation(didRecord records: [GestureRecord]) {
        for g in records {
            gestureLines += Array(("  " + TraceReplayResult.describe(g) + "\n").utf8)
        }
        gestureCount += records.count
        if gestureLines.count >= min(1 << 16, gestures.limit) { spoolGestures() }
    }

    /// Spools what is pending; throws the first spool error.
    mutating func finish() throws(TraceError) {
        spoolLog()
        spoolGestures()
        spoolFrames()
        if let error { throw error }
    }

    /// Writes the event log, `  TIME DESCRIPTION` per event, the time padded to `timeWidth`.
    func writeLog(timeWidth: Int, to output: (UnsafeRawBufferPointer) -> Void) throws(TraceError) {
        var carry: [UInt8] = []
        var fields: [[UInt8]] = []
        var line: [UInt8] = []
        try log.forEachPiece { piece in
            carry += piece
            var offset = 0
            while carry.count - offset >= 4 {
                let n = Int(carry[offset]) | Int(carry[offset + 1]) << 8 | Int(carry[offset + 2]) << 16 | Int(carry[offset + 3]) << 24
                guard carry.count - offset - 4 >= n else { break }
                fields.append(Array(carry[(offset + 4)..<(offset + 4 + n)]))
                offset += 4 + n
                if fields.count == 2 {
                    // The time is ASCII: its byte count is its character count.
                    line += [0x20, 0x20] + fields[0] + [UInt8](repeating: 0x20, count: max(0, timeWidth - fields[0].count))
                    line += [0x20] + fields[1] + [0x0A]
                    fields.removeAll(keepingCapacity: true)
                    if line.count >= 1 << 16 {
                        line.withUnsafeBytes { output($0) }
                        line.removeAll(keepingCapacity: true)
                    }
                }
            }
            carry.removeFirst(offset)
        }
        if !line.isEmpty { line.withUnsafeBytes { output($0) } }
    }
}
