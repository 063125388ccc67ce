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
