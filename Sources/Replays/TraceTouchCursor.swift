import Gestures
import MapSimulation
import TraceFormat

/// A trace's touches delivered to the simulation straight from `TraceFile.touches`, one
/// sample (a run of equal times) at a time, each row converted as `TraceTouch.touchEvent`
/// converts it: the same events as `TraceReplay.touchEvents`, without a second array of
/// them (a million-event trace held its touches twice, 40 MB each). Fingers still down
/// at the end are cancelled in the last sample, after its own events, in pointer order.
///
/// Raw input only (`InputDeliveryModel.raw`); the delivery models schedule a whole array.
/// Memory: the cancels at the end and one sample's events (at most
/// `TraceDecoder.maxPointersDown` fingers and as many lifts), reused.
struct TraceTouchCursor: TouchCursor {
    /// The trace's rows.
    let touches: [TraceTouch]
    /// The cancels of the fingers still down after the last row, at its time.
    let cancels: [TouchEvent]
    /// The next row to deliver; rows past the end index `cancels`.
    var index = 0
    /// The sample being delivered (reused: no allocation per sample).
    var sample: [TouchEvent] = []

    /// A cursor over `touches`, with `cancels` after them (`TraceReplay.closingCancels`).
    init(touches: [TraceTouch], cancels: [TouchEvent]) {
        self.touches = touches
        self.cancels = cancels
        sample.reserveCapacity(2 * TraceDecoder.maxPointersDown + 1)
    }

    /// The event at `position`: a row, or one of the cancels after them.
    private func event(at position: Int) -> TouchEvent {
        position < touches.count ? touches[position].touchEvent : cancels[position - touches.count]
    }

    private var count: Int { touches.count + cancels.count }

    var nextTime: Double { index < count ? event(at: index).time : .infinity }
    var lastTime: Double? { count == 0 ? nil : event(at: count - 1).time }

    mutating func deliverNext(to view: inout MapView) {
        let first = event(at: index)
        sample.removeAll(keepingCapacity: true)
        sample.append(first)
        index += 1
        while index < count {
            let next = event(at: index)
            guard next.time == first.time else { break }
            sample.append(next)
            index += 1
        }
        view.handleTouches(sample[...])
    }
}
