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
    /// Replays the trace measuring `invariants` and hands its `replay --json` report
    /// (without frames: `--timeline` keeps them in memory, `run(recordFrames:)`) to
    /// `output` in pieces, after the replay has finished: an error (a limit, a spool that
    /// cannot be written) is thrown before any byte is handed out, so a reader never sees
    /// part of a report. No final newline, as `jsonReport`.
    public func streamJSONReport(pretty: Bool = false, invariants: InvariantSelection = .all,
                                 to output: (UnsafeRawBufferPointer) -> Void) throws(TraceError) {
        let style: JSONWriter.Style = pretty ? .pretty : .compact
        var streamer = JSONReportStreamer(style: style, spoolMemoryLimit: spoolMemoryLimit)
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
        json.endObject()
        json.takeOutput().withUnsafeBytes { output($0) }
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
    /// Number of the next event to write (`MapView.forgottenEventCount` counts those the
    /// view has forgotten).
    var nextEvent = 0

    init(style: JSONWriter.Style, spoolMemoryLimit: Int) {
        gestures = Section(style: style, spoolMemoryLimit: spoolMemoryLimit)
        events = Section(style: style, spoolMemoryLimit: spoolMemoryLimit)
    }

    mutating func readEvents(_ view: MapView) {
        let first = view.forgottenEventCount
        let total = first + view.events.count
        guard nextEvent < total else { return }
        while nextEvent < total {
            TraceReplayResult.write(view.events[nextEvent - first], to: &events.writer)
            nextEvent += 1
        }
        events.drain()
    }

    mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) { readEvents(view) }
    mutating func simulationDidHandleSample(view: MapView) { readEvents(view) }
    mutating func simulationDidDrawFrame(view: MapView) { readEvents(view) }
    mutating func simulation(didRecord records: [GestureRecord]) {
        for g in records { TraceReplayResult.write(g, to: &gestures.writer) }
        gestures.drain()
    }

    /// Closes both arrays and spools the rest; throws the first spool error.
    mutating func finish() throws(TraceError) {
        for keyPath in [\JSONReportStreamer.gestures, \JSONReportStreamer.events] {
            self[keyPath: keyPath].writer.endArray()
            self[keyPath: keyPath].drain(force: true)
            if let error = self[keyPath: keyPath].error { throw error }
        }
    }
}
