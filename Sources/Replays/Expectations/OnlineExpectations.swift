import MapMath
import Gestures
import MapSimulation
import TraceFormat

/// A trace's expectations checked as its replay runs: each one that reads the event
/// stream or the gesture records (`events`, `eventsExactly`, `eventsExclude`, `gestures`,
/// `gesturesInclude`, `gesturesExclude`) is an online matcher (`EventExpectationMatch`,
/// `GestureExpectationMatch`) seeing each step's new events (`MapView.events(from:)`)
/// and the settled gesture records (`simulation(didRecord:)`), so a streamed replay
/// (`Simulation.keepsHistory` off) is checked in memory that does not grow with the
/// trace (issue 18): each matcher holds its progress and a bounded window for its
/// message (`ExpectationListing`). A `cameraPath` is matched frame by frame
/// (`CameraPathMatch`). `camera` and `state` are answered by the replay's checkpoints
/// (`TraceReplayResult.check`).
///
/// For a gesture matcher with `endCamera` it keeps the view at gestures' ends
/// (`GestureEndRecorder`) until the records that read them have been matched: a record
/// handed over between frames waits for the next frame (at most the records of one
/// settled batch). It then forgets the snapshots under times before the latest end
/// matched: every record still to come began after the records handed over had all
/// ended (they are handed over once no finger is down and nothing waits: the engine's
/// records carry its time, which never goes back), so none ends before that time.
struct OnlineExpectations: SimulationObserver {
    /// The event matchers, with their expectations' indices in the trace.
    private var eventMatches: [EventExpectationMatch] = []
    private var eventIndices: [Int] = []
    /// The gesture matchers, with their expectations' indices in the trace.
    private var gestureMatches: [GestureExpectationMatch] = []
    private var gestureIndices: [Int] = []
    /// The camera path matchers, with their expectations' indices in the trace.
    private var pathMatches: [CameraPathMatch] = []
    private var pathIndices: [Int] = []
    /// How many of the view's events the matchers have seen (`MapView.eventCount`).
    private var eventsRead = 0
    /// The gestures' end snapshots, when a matcher looks at them.
    private var gestureEnds: GestureEndRecorder?
    private var endSnapshots = TimedSnapshots()
    /// Records handed over whose end frame is still to be drawn, in begin order.
    private var waiting: [GestureRecord] = []
    /// The latest end time of the records matched, seconds.
    private var latestEndMatched = -Double.infinity
    /// How many records were handed over before their end frame and waited for it (for
    /// the tests: the path is taken).
    private(set) var recordsThatWaited = 0
    /// How many gesture-end snapshots are held (for the tests: they stay few).
    var storedGestureEnds: Int { endSnapshots.count }

    /// The matchers of `expectations`' history-reading entries.
    init(_ expectations: [TraceTimedExpectation]) {
        for (index, timed) in expectations.enumerated() {
            if EventExpectationMatch.reads(timed.expectation) {
                eventMatches.append(EventExpectationMatch(timed.expectation, limitTime: timed.limitTime))
                eventIndices.append(index)
            } else if GestureExpectationMatch.reads(timed.expectation) {
                let match = GestureExpectationMatch(timed.expectation, limitTime: timed.limitTime)
                if match.looksAtGestureEnds { gestureEnds = GestureEndRecorder() }
                gestureMatches.append(match)
                gestureIndices.append(index)
            } else if let path = CameraPathMatch.path(of: timed.expectation) {
                pathMatches.append(CameraPathMatch(path))
                pathIndices.append(index)
            }
        }
    }

    /// The events the view made since the last step, to every event matcher.
    private mutating func readEvents(_ held: HeldEvents) {
        let count = held.count
        guard count > eventsRead else { return }
        if !eventMatches.isEmpty {
            precondition(eventsRead >= held.first, "OnlineExpectations: events were forgotten before they were read")
            for index in (eventsRead - held.first)..<held.events.count {
                for k in eventMatches.indices { eventMatches[k].see(held.events[index]) }
            }
        }
        eventsRead = count
    }

    /// Reads the step's events.
    mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) { readEvents(HeldEvents(view)) }
    /// Reads the step's events (the fields of the view only: `HeldEvents` says why).
    mutating func simulationDidHandleSample(view: MapView) { readEvents(HeldEvents(view)) }
    /// Reads the step's events; stores the view at gestures' ends and matches the records
    /// that waited for this frame.
    mutating func simulationDidDrawFrame(view: MapView) {
        readEvents(HeldEvents(view))
        if !pathMatches.isEmpty {
            let frame = view.lastFrame
            for k in pathMatches.indices { pathMatches[k].see(frame) }
        }
        guard gestureEnds != nil else { return }
        gestureEnds?.observe(records: view.gestures, frame: view.lastFrame, into: &endSnapshots)
        matchWaiting(final: false)
    }

    /// Matches settled records, or keeps them until their end frame is drawn.
    mutating func simulation(didRecord gestures: [GestureRecord]) {
        guard !gestureMatches.isEmpty else { return }
        guard gestureEnds != nil else {
            for gesture in gestures { see(gesture, endCamera: nil) }
            return
        }
        gestureEnds?.handOver(gestures, storedIn: endSnapshots)
        waiting += gestures
        matchWaiting(final: false)
        recordsThatWaited += waiting.count
    }

    private mutating func see(_ gesture: GestureRecord, endCamera: CameraPosition?) {
        for k in gestureMatches.indices { gestureMatches[k].see(gesture, endCamera: endCamera) }
    }

    /// Matches the waiting records, in order, whose end snapshot is stored (all of them
    /// when `final`: the replay is over, and a record without one did not end in it);
    /// then forgets the snapshots no record to come can read.
    private mutating func matchWaiting(final: Bool) {
        var matched = 0
        while matched < waiting.count {
            let gesture = waiting[matched]
            let snapshot = gesture.endTime.flatMap { endSnapshots[$0] }
            if !final, gesture.endTime != nil, snapshot == nil { break }
            see(gesture, endCamera: snapshot?.camera)
            if let end = gesture.endTime { latestEndMatched = max(latestEndMatched, end) }
            matched += 1
        }
        guard matched > 0 else { return }
        waiting.removeFirst(matched)
        let latest = latestEndMatched
        if waiting.isEmpty { endSnapshots.removeAll(before: latest) }
    }

    /// The verdicts on every expectation of `result`'s trace, in file order, once the
    /// replay this observer saw has produced `result`.
    mutating func outcomes(_ result: TraceReplayResult) -> [ExpectationOutcome] {
        // Events made after the last step (none: every step is seen), when still held.
        let view = result.simulation.mapView
        if eventsRead >= view.forgottenEventCount { readEvents(HeldEvents(view)) }
        matchWaiting(final: true)
        // Which matcher holds each expectation's verdict: k for `eventMatches[k]`, -2 - k for
        // `gestureMatches[k]`, -1 for none (checked on the result); paths apart. An `[Int]`, not a
        // dictionary of tuples, whose first use costs the runtime its metadata (`TimedSnapshots`).
        let expectations = result.trace.expectations
        var matcherOf = [Int](repeating: -1, count: expectations.count)
        for k in eventMatches.indices { matcherOf[eventIndices[k]] = k }
        for k in gestureMatches.indices { matcherOf[gestureIndices[k]] = -2 - k }
        var pathOf = [Int](repeating: -1, count: expectations.count)
        for k in pathMatches.indices { pathOf[pathIndices[k]] = k }
        var outcomes: [ExpectationOutcome] = []
        outcomes.reserveCapacity(expectations.count)
        for (index, timed) in expectations.enumerated() {
            let matcher = matcherOf[index]
            if pathOf[index] >= 0 {
                let (passed, message) = pathMatches[pathOf[index]].finish(finalCamera: result.finalCamera)
                outcomes.append(ExpectationOutcome(index: index, name: timed.expectation.name, passed: passed, message: message))
                continue
            }
            let (passed, message) = matcher >= 0 ? eventMatches[matcher].finish()
                : matcher <= -2 ? gestureMatches[-2 - matcher].finish() : result.check(timed)
            outcomes.append(ExpectationOutcome(index: index, name: timed.expectation.name, passed: passed, message: message))
        }
        return outcomes
    }
}
