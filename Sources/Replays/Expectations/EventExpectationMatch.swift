import MapSimulation
import TraceFormat

/// An `events`, `eventsExactly` or `eventsExclude` expectation matched one event at a
/// time, as a replay makes them (`OnlineExpectations`) or over a kept event list
/// (`TraceReplayResult.checkExpectations()`): the one implementation of each rule. It
/// holds the matchers' progress and a bounded window of the stream for its message
/// (`EventRunListing`), never the stream.
struct EventExpectationMatch {
    /// The rule and its progress.
    enum Rule {
        /// `events`: the matchers as an ordered subsequence, greedily, a counted matcher a
        /// whole run of exactly its count.
        case ordered(Ordered)
        /// `eventsExactly`: the stream is the matchers' events, a counted matcher that many.
        case exactly(Exactly)
        /// `eventsExclude`: no event matches any matcher.
        case excluded(Excluded)
    }

    /// The matchers.
    let matchers: [TraceEventMatcher]
    /// Only events at or before this time count, seconds (infinity without a time).
    let limitTime: Double
    private var rule: Rule
    /// The events that counted, folded, for the message (not kept once it passed).
    private var listing = EventRunListing()
    /// How many events counted.
    private var seen = 0

    /// The match of an `events`, `eventsExactly` or `eventsExclude` expectation, counting
    /// the events up to `limitTime` seconds.
    init(_ expectation: TraceExpectation, limitTime: Double) {
        self.limitTime = limitTime
        switch expectation {
        case let .events(m): matchers = m; rule = .ordered(Ordered())
        case let .eventsExactly(m): matchers = m; rule = .exactly(Exactly())
        case let .eventsExclude(m): matchers = m; rule = .excluded(Excluded())
        default: preconditionFailure("EventExpectationMatch: \(expectation.name) reads no events")
        }
    }

    /// Whether `expectation` is one this type matches.
    static func reads(_ expectation: TraceExpectation) -> Bool {
        switch expectation {
        case .events, .eventsExactly, .eventsExclude: return true
        default: return false
        }
    }

    /// Takes the next event of the stream.
    mutating func see(_ event: MapEvent) {
        guard event.time <= limitTime else { return }
        defer { seen += 1 }
        // Each rule's state is a few numbers and at most one event: copied out and back.
        switch rule {
        case var .ordered(o):
            guard o.next < matchers.count else { return }
            listing.append(event.type)
            o.see(event, number: seen, matchers, &listing)
            rule = .ordered(o)
        case var .exactly(e):
            listing.append(event.type)
            if e.failure == nil {
                e.see(event, number: seen, matchers)
                if e.failure != nil { listing.focusOnLastEvent() }
                rule = .exactly(e)
            }
        case var .excluded(x):
            x.see(event, matchers)
            rule = .excluded(x)
        }
    }

    /// The verdict once the stream has ended: whether it held and, when not, the one-line
    /// message.
    mutating func finish() -> (passed: Bool, message: String) {
        switch rule {
        case var .ordered(o):
            o.finish(matchers, &listing)
            let next = o.next
            if next == matchers.count { return (true, "") }
            listing.finish()
            // Where the ordered match stopped: after the event that completed the last matcher taken.
            let after = o.lastTaken.map { " after event \($0.number + 1) (\(ReportFormat.ms($0.time)) ms)" } ?? ""
            return (false, "expected event \(TraceReplayResult.describe(matchers[next])) (matcher \(next + 1) of \(matchers.count)) "
                        + "in order\(after), got \(listing.text)")
        case var .exactly(e):
            if e.failure == nil { e.finish(eventCount: seen, matchers) }
            guard let failure = e.failure else { return (true, "") }
            if failure.atEnd { listing.focusOnEnd() } else { listing.finish() }
            let time = failure.time.map { " (\(ReportFormat.ms($0)) ms)" } ?? ""
            let window = ExpectationListing.bracketedWindow(matchers.map { TraceReplayResult.describe($0) }, focus: failure.matcher)
            return (false, "first difference at event \(failure.number)\(time): expected \(failure.expected), got \(failure.got); "
                        + "expected \(window), got \(listing.windowText)")
        case let .excluded(x):
            guard let hit = x.hit else { return (true, "") }
            return (false, "expected no \(TraceReplayResult.describe(matchers[hit.matcher])), got one at \(ReportFormat.ms(hit.time)) ms")
        }
    }

    // MARK: The rules

    /// `events`' progress: the next matcher and, for a counted one, the run it is in.
    struct Ordered {
        /// How many matchers, from the first, matched.
        var next = 0
        /// The matching events so far of the run the counted matcher `next` is in, 0 when
        /// none.
        var run = 0
        /// Whether that run is whole: the event before it did not match (or there was none).
        var runIsWhole = false
        /// The event before this one (of those that count), nil before the first.
        var previous: MapEvent?
        /// The event that completed the last matcher taken: its number (0-based, of those
        /// that count) and time; nil before one was.
        var lastTaken: (number: Int, time: Double)?
        /// The number of the event being looked at.
        private var number = 0

        /// The greedy rule: an uncounted matcher takes the first event it matches; a
        /// counted one the first whole run of exactly its count (the run of matching events
        /// from a matching event to the first that does not match, preceded by one that
        /// does not match); a run of another length is passed over whole.
        mutating func see(_ event: MapEvent, number: Int, _ matchers: [TraceEventMatcher], _ listing: inout EventRunListing) {
            self.number = number
            defer { previous = event }
            while next < matchers.count {
                let matcher = matchers[next]
                let matches = TraceReplayResult.matches(matcher, event)
                if run > 0 {
                    if matches {
                        run += 1
                        return
                    }
                    // The run ended at the event before: it counts, or the matcher waits for
                    // another; this event is then looked at again.
                    endRun(matcher, &listing, atPrevious: true, last: (number - 1, previous?.time ?? 0))
                    continue
                }
                guard matches else { return }
                guard matcher.count != nil else {
                    next += 1
                    lastTaken = (number, event.time)
                    listing.focusOnLastEvent()
                    return
                }
                run = 1
                runIsWhole = previous.map { !TraceReplayResult.matches(matcher, $0) } ?? true
                return
            }
        }

        /// A run that reaches the end of the stream ends there.
        mutating func finish(_ matchers: [TraceEventMatcher], _ listing: inout EventRunListing) {
            if run > 0, next < matchers.count { endRun(matchers[next], &listing, atPrevious: false, last: (number, previous?.time ?? 0)) }
        }

        /// The run ended with the event `last` (number and time).
        private mutating func endRun(_ matcher: TraceEventMatcher, _ listing: inout EventRunListing, atPrevious: Bool,
                                     last: (number: Int, time: Double)) {
            if run == matcher.count && runIsWhole {
                next += 1
                lastTaken = last
                listing.focusOnLastEvent(beforeIt: atPrevious)
            }
            run = 0
        }
    }

    /// `eventsExactly`'s progress: the matcher and how many of its count it has taken;
    /// the first failure once there is one.
    struct Exactly {
        /// The first difference: the event's number (from 1) and time (nil past the end of
        /// the stream), what was expected and what came instead, the matcher it is about
        /// (`matchers.count` for an event beyond the last), and whether it is about the
        /// end of the stream (its last runs are then printed).
        struct Failure {
            var number: Int
            var time: Double?
            var expected: String
            var got: String
            var matcher: Int
            var atEnd: Bool
        }

        /// The matcher the next event must match.
        var matcher = 0
        /// How many events that matcher has taken.
        var taken = 0
        /// The first failure once there is one.
        var failure: Failure?

        /// Skips matchers that take no event (a count of 0).
        private mutating func skipEmpty(_ matchers: [TraceEventMatcher]) {
            while matcher < matchers.count && (matchers[matcher].count ?? 1) <= taken {
                matcher += 1
                taken = 0
            }
        }

        /// Event `number` (0-based, of those that count).
        mutating func see(_ event: MapEvent, number: Int, _ matchers: [TraceEventMatcher]) {
            guard failure == nil else { return }
            skipEmpty(matchers)
            guard matcher < matchers.count else {
                failure = Failure(number: number + 1, time: event.time, expected: "no event after matcher \(matchers.count)",
                                  got: TraceReplayResult.describe(event), matcher: matchers.count, atEnd: false)
                return
            }
            let m = matchers[matcher]
            guard TraceReplayResult.matches(m, event) else {
                failure = Failure(number: number + 1, time: event.time, expected: which(matchers),
                                  got: TraceReplayResult.describe(event) + TraceReplayResult.detail(m, event),
                                  matcher: matcher, atEnd: false)
                return
            }
            taken += 1
        }

        /// The stream ended after `eventCount` events: a matcher still waiting fails.
        mutating func finish(eventCount: Int, _ matchers: [TraceEventMatcher]) {
            skipEmpty(matchers)
            guard matcher < matchers.count else { return }
            failure = Failure(number: eventCount + 1, time: nil, expected: which(matchers),
                              got: "no event (\(eventCount) in all)", matcher: matcher, atEnd: true)
        }

        /// `didChangeCameraPosition ×12 (matcher 2 of 3, number 4 of its 12)`.
        private func which(_ matchers: [TraceEventMatcher]) -> String {
            let m = matchers[matcher], count = m.count ?? 1
            let run = count > 1 ? ", number \(taken + 1) of its \(count)" : ""
            return "\(TraceReplayResult.describe(m)) (matcher \(matcher + 1) of \(matchers.count)\(run))"
        }
    }

    /// `eventsExclude`'s progress: the first matcher, in the matchers' order, that any
    /// event matched, and the time of its first match.
    struct Excluded {
        var hit: (matcher: Int, time: Double)?

        /// Only matchers before the one found so far can change the verdict; the first
        /// event a matcher matches is the one it reports.
        mutating func see(_ event: MapEvent, _ matchers: [TraceEventMatcher]) {
            let end = hit?.matcher ?? matchers.count
            for k in 0..<end where TraceReplayResult.matches(matchers[k], event) {
                hit = (k, event.time)
                return
            }
        }
    }
}
