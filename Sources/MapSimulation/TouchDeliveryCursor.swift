import Gestures

/// A delivery model run as the simulation goes (`InputDeliveryModel.android`, `.ios`):
/// raw samples are pulled from `Source` only as far as the next delivery needs, and each
/// delivery is handed to the view at its time and then forgotten, so a replay under a
/// delivery model holds what is pending, not a schedule of the whole input. The batch
/// schedules (`AndroidTouchResampler.schedule`, `UIKitTouchCoalescer.schedule`) are this
/// cursor drained: one algorithm, the same deliveries.
///
/// Lookahead: after each delivery the cursor pulls samples until the model has closed the
/// next one (the resampler closes a frame's delivery when a sample after the frame
/// arrives, or at once for a down, up or cancel; the coalescer when a sample after the
/// frame, a down, up or cancel arrives), or the source is done. Memory: the source's, the
/// model's pending samples (one frame's batch, one frame's moves), the deliveries made by
/// the last pull and up to `forgetAfterEvents` events taken; storage is reused, nothing
/// grows with the input.
///
/// `lastTime` (what `Simulation` stops the trailing frames by) is the schedule's last
/// delivery time, known before the replay: from the last sample's time where the model
/// can tell (`TouchDeliveryRun.lastDeliveryTime`), else by running the model once over
/// a copy of the source (Android input ending with moves only, which no trace's cursor
/// does: its closing cancels end it).
package struct TouchDeliveryCursor<Source: TouchSampleSource, Run: TouchDeliveryRun>: TouchCursor {
    /// The samples not pulled yet.
    private var source: Source
    /// The model, with its pending samples.
    private var run: Run
    /// The deliveries made and not all taken yet.
    private var out = TouchDeliverySchedule()
    /// The next delivery in `out`.
    private var next = 0
    /// Whether the source is done and the model finished.
    private var finished = false
    /// The last delivery's time, seconds; nil when there is none.
    package let lastTime: Double?

    /// The deliveries `run` (a fresh run) makes of `source`'s samples.
    package init(source: Source, run: Run) {
        var last: Double?
        if let time = source.lastTime {
            last = run.lastDeliveryTime(ofLastSampleAt: time, movesOnly: source.endsWithMovesOnly)
            if last == nil {
                var dry = Self(source: source, run: run, lastTime: nil)
                while dry.hasDelivery { dry.takeDelivery { _, time in last = time } }
            }
        }
        self.init(source: source, run: run, lastTime: last)
    }

    private init(source: Source, run: Run, lastTime: Double?) {
        self.source = source
        self.run = run
        self.lastTime = lastTime
        refill()
    }

    /// The whole schedule `run` (a fresh run) makes of `source`'s samples.
    package static func schedule(of source: Source, run: Run) -> TouchDeliverySchedule {
        var cursor = Self(source: source, run: run, lastTime: nil)
        var schedule = TouchDeliverySchedule()
        while cursor.hasDelivery {
            cursor.takeDelivery { events, time in
                for e in events { schedule.append(e) }
                schedule.endDelivery(at: time)
            }
        }
        return schedule
    }

    /// Whether a delivery is left.
    var hasDelivery: Bool { next < out.deliveries.count }

    package var nextTime: Double { hasDelivery ? out.deliveries[next].time : .infinity }

    package mutating func deliverNext(to view: inout MapView) {
        takeDelivery { events, time in view.handleTouches(events, at: time) }
    }

    /// Hands the next delivery's events and time to `body` and moves past it.
    mutating func takeDelivery(_ body: (_ events: ArraySlice<TouchEvent>, _ time: Double) -> Void) {
        guard hasDelivery else { return }
        body(out.events[out.range(ofDelivery: next)], out.deliveries[next].time)
        next += 1
        if next == out.deliveries.count { refill() }
    }

    /// The events of taken deliveries kept at most before they are forgotten: 64 (2.5 KB).
    /// Our choice: emptying the arrays after every delivery cost as much as a tenth of a
    /// replay's touch handling.
    static var forgetAfterEvents: Int { 64 }

    /// With every delivery taken: forgets them once they hold `forgetAfterEvents` events,
    /// and pulls samples until the model closes the next one or the source is done.
    private mutating func refill() {
        if out.events.count >= Self.forgetAfterEvents {
            out.removeAll()
            next = 0
        }
        while next == out.deliveries.count && !finished {
            if let sample = source.nextSample() {
                run.arrive(sample, into: &out)
            } else {
                run.finish(into: &out)
                finished = true
            }
        }
    }
}
