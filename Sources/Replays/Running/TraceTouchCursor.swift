import Gestures
import MapSimulation
import TraceFormat

/// A trace's touches delivered to the simulation straight from its rows, one sample (a
/// run of equal times) at a time, each row converted as `TraceTouch.touchEvent` converts
/// it: the same events as `TraceReplay.touchEvents`, without an array of them (a
/// million-event trace held its touches twice, 40 MB each). The rows come from
/// `trace.touches` or from the file (`TraceTouchStream.Rows`). Fingers still down at the
/// end are cancelled in the last sample, after its own events, in pointer order.
///
/// Raw input delivers its samples as they are; the delivery models (`InputDeliveryModel`
/// `.android`, `.ios`) pull them from it as they run (`TouchSampleSource`,
/// `TouchDeliveryCursor`). Memory: the cancels at the end and one sample's events (at most
/// `TraceDecoder.maxPointersDown` fingers and as many lifts), reused: no allocation per
/// sample.
struct TraceTouchCursor: TouchSampleSource {
    /// The trace's own rows, when they are read in place (`TraceFile.touches`).
    private let keptRows: [TraceTouch]
    /// The next of `keptRows` to read.
    private var keptIndex = 0
    /// The rows read from the file as the replay goes, when the trace left them there
    /// (`TraceTouchStream`). Not generic over the rows: a generic cursor's copies and
    /// destroys would go through its runtime metadata, built on first use.
    private var streamedRows: TraceTouchStream.Rows?
    /// The cancels of the fingers still down after the last row, at its time.
    let cancels: [TouchEvent]
    /// The next cancel to deliver once the rows are done.
    var cancelIndex = 0
    /// The next event to deliver (read ahead by one), nil when all are delivered.
    var pending: TouchEvent?
    /// The sample being delivered.
    var sample: [TouchEvent] = []
    let lastTime: Double?

    /// A cursor over a trace's `rows`, with `cancels` after them (`TraceReplay.closingCancels`).
    init(rows: [TraceTouch], cancels: [TouchEvent]) {
        self.init(kept: rows, streamed: nil, lastTimeMs: rows.last?.timeMs, cancels: cancels)
    }

    /// A cursor over `rows` read from a trace's file, the last of them at `lastTimeMs`,
    /// with `cancels` after them.
    init(rows: TraceTouchStream.Rows, lastTimeMs: Double?, cancels: [TouchEvent]) {
        self.init(kept: [], streamed: rows, lastTimeMs: lastTimeMs, cancels: cancels)
    }

    private init(kept: [TraceTouch], streamed: TraceTouchStream.Rows?, lastTimeMs: Double?, cancels: [TouchEvent]) {
        keptRows = kept
        streamedRows = streamed
        self.cancels = cancels
        // The same conversion as `TraceTouch.touchEvent`.
        lastTime = lastTimeMs.map { $0 / 1000 }
        sample.reserveCapacity(2 * TraceDecoder.maxPointersDown + 1)
        pending = nil
        pending = following()
    }

    /// The event after the ones read: the next row, else the next cancel, else nil.
    private mutating func following() -> TouchEvent? {
        if keptIndex < keptRows.count {
            keptIndex += 1
            return keptRows[keptIndex - 1].touchEvent
        }
        if let row = streamedRows?.next() { return row.touchEvent }
        guard cancelIndex < cancels.count else { return nil }
        cancelIndex += 1
        return cancels[cancelIndex - 1]
    }

    var nextTime: Double { pending?.time ?? .infinity }

    /// Never: the last sample holds the closing cancels when a finger is left down, and
    /// every finger a move leaves down is one (`FingersDown`: a move puts its finger down).
    var endsWithMovesOnly: Bool { false }

    mutating func nextSample() -> ArraySlice<TouchEvent>? {
        guard let first = pending else { return nil }
        // The sample's slots are written through one buffer (element stores through `self`
        // would check the array's uniqueness each time), the array moved out of `self`
        // meanwhile so that reading the rows may mutate `self`.
        // Slots come from earlier samples, or are appended when a sample is the longest yet.
        var slots: [TouchEvent] = []
        swap(&slots, &sample)
        var count = 0
        var next: TouchEvent? = first
        slots.withUnsafeMutableBufferPointer { out in
            while count < out.count, let event = next, event.time == first.time {
                out[count] = event
                count += 1
                pending = following()
                next = pending
            }
        }
        while let event = next, event.time == first.time {
            slots.append(event)
            count += 1
            pending = following()
            next = pending
        }
        swap(&slots, &sample)
        return sample[..<count]
    }

    mutating func deliverNext(to view: inout MapView) {
        guard let sample = nextSample() else { return }
        view.handleTouches(sample)
    }
}
