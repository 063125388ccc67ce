import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

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
