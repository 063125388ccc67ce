import TestSupport
import Foundation
import Gestures
import MapMath
import MapSimulation
import Testing
@testable import Replays
@testable import TraceChecking
import TraceFormat

/// The online matchers against the whole-list rules on seeded random event streams and
/// gesture lists.
extension OnlineExpectationTests {
    /// A camera from a few values, so that matchers hit and miss.
    static func camera(_ random: inout SplitMix64) -> CameraPosition {
        CameraPosition(normalizing: Coordinate(latitude: Double(Int.random(in: 0...1, using: &random)), longitude: 0),
                       zoom: Double(Int.random(in: 3...4, using: &random)))
    }

    /// A stream of events in runs of one type (1 to 5 events; camera changes up to 12),
    /// times in ms steps with repeats.
    static func randomEvents(_ random: inout SplitMix64, runs: Int) -> [MapEvent] {
        var events: [MapEvent] = []
        var ms = 0.0
        for _ in 0..<runs {
            let kind = Int.random(in: 0..<5, using: &random)
            let length = kind == 1 ? Int.random(in: 1...12, using: &random) : Int.random(in: 1...3, using: &random)
            for _ in 0..<length {
                ms += Double(Int.random(in: 0...2, using: &random)) * 8
                let event: MapEvent.Kind
                switch kind {
                case 0: event = .willMove(gesture: Bool.random(using: &random))
                case 1: event = .didChangeCameraPosition(camera(&random))
                case 2: event = .idleAtCameraPosition(camera(&random))
                case 3: event = .didTapMarker(Bool.random(using: &random) ? "a" : "b")
                default: event = .didTapAtCoordinate(Coordinate(latitude: Double(Int.random(in: 0...1, using: &random)), longitude: 0))
                }
                events.append(MapEvent(time: ms / 1000, kind: event))
            }
        }
        return events
    }

    /// A matcher of a random type with some of its fields and, when `counted`, sometimes a count.
    static func randomMatcher(_ random: inout SplitMix64, counted: Bool) -> TraceEventMatcher {
        let types: [TraceEventType] = [.willMove, .didChangeCameraPosition, .idleAtCameraPosition, .didTapMarker, .didTapAtCoordinate]
        var m = TraceEventMatcher(type: types[Int.random(in: 0..<types.count, using: &random)])
        let field = Bool.random(using: &random)
        switch m.type {
        case .willMove where field: m.gesture = Bool.random(using: &random)
        case .idleAtCameraPosition where field: m.camera = TraceCameraExpectation(zoom: Double(Int.random(in: 3...4, using: &random)))
        case .didTapMarker where field: m.marker = Bool.random(using: &random) ? "a" : "b"
        case .didTapAtCoordinate where field: m.latitude = Double(Int.random(in: 0...1, using: &random))
        default: break
        }
        if counted && Int.random(in: 0..<3, using: &random) == 0 { m.count = Int.random(in: 1...4, using: &random) }
        return m
    }

    /// Matchers drawn from `events` (so that some lists match): the folded stream with
    /// counts (as `check --update` writes it), a subsequence, a run of one type split in
    /// two matchers (the second counted: a run the first has begun is not whole), or
    /// random ones.
    static func randomMatchers(_ random: inout SplitMix64, from events: [MapEvent], counted: Bool) -> [TraceEventMatcher] {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            var folded: [TraceEventMatcher] = []
            for e in events {
                if counted, let last = folded.last, last.type == e.type {
                    folded[folded.count - 1].count = (last.count ?? 1) + 1
                } else {
                    folded.append(TraceEventMatcher(type: e.type))
                }
            }
            // Now and then one count or one matcher off.
            if !folded.isEmpty && Bool.random(using: &random) {
                let i = Int.random(in: 0..<folded.count, using: &random)
                if Bool.random(using: &random) { folded[i].count = max(1, (folded[i].count ?? 1) + (Bool.random(using: &random) ? 1 : -1)) } else { folded.remove(at: i) }
            }
            return folded
        case 1:
            var picked: [TraceEventMatcher] = []
            for e in events where Int.random(in: 0..<6, using: &random) == 0 {
                var m = TraceEventMatcher(type: e.type)
                if counted && Int.random(in: 0..<3, using: &random) == 0 { m.count = Int.random(in: 1...3, using: &random) }
                picked.append(m)
            }
            return picked
        case 2:
            // The longest run of one type, its first event to one matcher, the rest (give
            // or take one) to a counted one.
            var best = (start: 0, length: 0), i = 0
            while i < events.count {
                var end = i + 1
                while end < events.count && events[end].type == events[i].type { end += 1 }
                if end - i > best.length { best = (i, end - i) }
                i = end
            }
            guard best.length > 1 else { return [] }
            let type = events[best.start].type
            let rest = best.length - 1 + Int.random(in: -1...1, using: &random)
            return [TraceEventMatcher(type: type), TraceEventMatcher(type: type, count: counted ? max(1, rest) : nil)]
        default:
            return (0..<Int.random(in: 0...5, using: &random)).map { _ in randomMatcher(&random, counted: counted) }
        }
    }

    /// A time limit: none, an event's own time (equal counts), between two, or before all.
    static func randomLimit(_ random: inout SplitMix64, _ times: [Double]) -> Double? {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return nil
        case 1: return times.randomElement(using: &random).map { ($0 * 1000).rounded() }
        case 2: return times.randomElement(using: &random).map { ($0 * 1000).rounded() + 4 }
        default: return -1
        }
    }

    @Test("on 400 seeded random event streams, events, eventsExactly and eventsExclude online give the whole-list verdicts and messages")
    func randomEventStreams() {
        var verdicts = [0, 0], bounded = 0, countedRuns = 0, limited = 0
        for case_ in 0..<400 {
            var random = SplitMix64(seed: UInt64(case_) &* 0x9E37_79B9 &+ 11)
            // Mostly short streams (whole messages), some longer than the whole-list limit.
            let events = Self.randomEvents(&random, runs: case_ % 3 == 0 ? Int.random(in: 45...90, using: &random) : Int.random(in: 0...25, using: &random))
            let timeMs = Self.randomLimit(&random, events.map(\.time))
            let kind = Int.random(in: 0..<3, using: &random)
            let matchers = Self.randomMatchers(&random, from: events, counted: kind < 2)
            let expectation: TraceExpectation = kind == 0 ? .events(matchers) : kind == 1 ? .eventsExactly(matchers) : .eventsExclude(matchers)
            let timed = TraceTimedExpectation(timeMs: timeMs, expectation: expectation)
            var match = EventExpectationMatch(expectation, limitTime: timed.limitTime)
            for event in events { match.see(event) }
            let online = match.finish()
            let reference = Reference.check(timed, events: events, gestures: [], endCamera: { _ in nil })!
            #expect(online.passed == reference.passed && online.message == reference.bounded,
                    "case \(case_): \(expectation.name) \(matchers) at \(String(describing: timeMs))")
            if reference.whole == reference.bounded { verdicts[reference.passed ? 1 : 0] += 1 } else { bounded += 1 }
            if matchers.contains(where: { $0.count != nil }) { countedRuns += 1 }
            if timeMs != nil { limited += 1 }
        }
        // Both verdicts, long (bounded) messages, counted runs and time limits all occur.
        #expect(verdicts[0] > 50 && verdicts[1] > 50 && bounded > 10 && countedRuns > 100 && limited > 100,
                "\(verdicts), bounded \(bounded), counted \(countedRuns), limited \(limited)")
    }

    /// A record of a random kind after `ms`, ended (or, last, sometimes running).
    static func randomGestures(_ random: inout SplitMix64, count: Int) -> [GestureRecord] {
        let kinds: [GestureKind] = [.pan, .pinch, .tap, .rotate]
        var ms = 0.0
        return (0..<count).map { i in
            ms += Double(Int.random(in: 0...3, using: &random)) * 10
            let kind = kinds[Int.random(in: 0..<(i % 3 == 0 ? 1 : kinds.count), using: &random)]
            let running = i == count - 1 && Bool.random(using: &random)
            let end = kind == .tap ? ms : ms + Double(Int.random(in: 1...5, using: &random)) * 10
            return GestureRecord(kind: kind, beginTime: ms / 1000, endTime: running ? nil : end / 1000)
        }
    }

    @Test("on 300 seeded random gesture lists, gestures, gesturesInclude and gesturesExclude online give the whole-list verdicts and messages")
    func randomGestureLists() {
        var verdicts = [0, 0], bounded = 0, endCameras = 0
        for case_ in 0..<300 {
            var random = SplitMix64(seed: UInt64(case_) &* 0x85EB_CA6B &+ 7)
            let gestures = Self.randomGestures(&random, count: case_ % 3 == 0 ? Int.random(in: 45...70, using: &random) : Int.random(in: 0...12, using: &random))
            // The camera at each end: one of a few, nil for a record that did not end.
            var cameras: [Double: CameraPosition] = [:]
            for g in gestures { if let end = g.endTime, cameras[end] == nil { cameras[end] = Self.camera(&random) } }
            let endCamera = { (g: GestureRecord) in g.endTime.flatMap { cameras[$0] } }
            let timeMs = Self.randomLimit(&random, gestures.map(\.beginTime))
            // Fields now and then (rarely in long lists, whose matches then stop late).
            let odds = gestures.count > ExpectationListing.wholeLimit ? 40 : 4
            var matchers = gestures.filter { _ in Int.random(in: 0..<4, using: &random) > 0 || case_ % 2 == 0 }.map { g in
                var m = TraceGestureMatcher(kind: g.kind)
                if Int.random(in: 0..<odds, using: &random) == 0 { m.beginMs = ReportFormat.milliseconds(g.beginTime) + (Bool.random(using: &random) ? 0 : 0.01) }
                if Int.random(in: 0..<odds, using: &random) == 0 { m.endMs = g.endTime.map(ReportFormat.milliseconds) ?? 5 }
                if Int.random(in: 0..<odds, using: &random) == 0 {
                    let camera = endCamera(g) ?? Self.camera(&random)
                    m.endCamera = TraceCameraExpectation(latitude: camera.target.latitude, zoom: Bool.random(using: &random) ? camera.zoom : 3.5)
                }
                return m
            }
            if !matchers.isEmpty && Bool.random(using: &random) {
                matchers[Int.random(in: 0..<matchers.count, using: &random)].kind = .doubleTap
            }
            let kind = Int.random(in: 0..<3, using: &random)
            let excluded = [GestureKind.pinch, .tap, .longPress].filter { _ in Bool.random(using: &random) }
            let expectation: TraceExpectation = kind == 0 ? .gestures(matchers) : kind == 1 ? .gesturesInclude(matchers) : .gesturesExclude(excluded)
            let timed = TraceTimedExpectation(timeMs: timeMs, expectation: expectation)
            var match = GestureExpectationMatch(expectation, limitTime: timed.limitTime)
            for g in gestures { match.see(g, endCamera: match.looksAtGestureEnds ? endCamera(g) : nil) }
            let online = match.finish()
            let reference = Reference.check(timed, events: [], gestures: gestures, endCamera: endCamera)!
            #expect(online.passed == reference.passed && online.message == reference.bounded,
                    "case \(case_): \(expectation.name) \(matchers) at \(String(describing: timeMs))")
            if reference.whole == reference.bounded { verdicts[reference.passed ? 1 : 0] += 1 } else { bounded += 1 }
            if match.looksAtGestureEnds { endCameras += 1 }
        }
        #expect(verdicts[0] > 30 && verdicts[1] > 30 && bounded > 10 && endCameras > 30, "\(verdicts), bounded \(bounded), endCameras \(endCameras)")
    }
}
