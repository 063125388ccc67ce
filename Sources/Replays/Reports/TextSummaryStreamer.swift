import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

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
