import TestSupport
import Foundation
import Gestures
import MapMath
import MapSimulation
import Testing
@testable import Replays
import TraceFormat

/// `check` matches the expectations that read the event stream or the gesture records as
/// the replay runs (`OnlineExpectations`: issue 18), each matcher holding its progress
/// and a bounded window for its message (`ExpectationListing`). These tests compare the
/// online matchers with the rules as they were written over whole lists (`Reference`,
/// below: the code `checkExpectations()` ran before), on every bundled trace and on
/// seeded random streams, show a long check's heap stays flat, and pin the bounded form
/// of a long list.
@Suite struct OnlineExpectationTests {
    // MARK: The rules over whole lists

    /// The expectation rules as `TraceReplayResult.checkExpectations()` applied them to the
    /// whole kept history before they were matched online: each verdict with its message,
    /// the lists printed whole, and the item each message is about (for the bounded form).
    enum Reference {
        /// A verdict: whether it held, the message with every list whole, and the same
        /// message with the long lists bounded (`ExpectationListing`) around the items the
        /// rule points at.
        struct Verdict: Equatable {
            var passed: Bool
            var whole: String
            var bounded: String
        }

        static func check(_ timed: TraceTimedExpectation, events allEvents: [MapEvent], gestures allGestures: [GestureRecord],
                          endCamera: (GestureRecord) -> CameraPosition?) -> Verdict? {
            let limit = timed.timeMs.map { $0 / 1000 } ?? .infinity
            let events = allEvents.filter { $0.time <= limit }
            let gestures = allGestures.filter { $0.beginTime <= limit }
            switch timed.expectation {
            case .camera, .state, .cameraPath:
                return nil
            case let .gestures(matchers):
                let timedList = TraceReplayResult.anyTimed(matchers)
                if gestures.map(\.kind) != matchers.map(\.kind) {
                    let common = min(gestures.count, matchers.count)
                    let focus = (0..<common).first { gestures[$0].kind != matchers[$0].kind } ?? common
                    let expected = matchers.map { TraceReplayResult.listed($0) }
                    let got = gestures.map { TraceReplayResult.listed($0, timed: timedList) }
                    // The first difference named, then the windows around it (issue 30).
                    let time = focus < gestures.count ? " (\(ReportFormat.ms(gestures[focus].beginTime)) ms)" : ""
                    let text = "first difference at gesture \(focus + 1)\(time): expected "
                        + (focus < expected.count ? expected[focus] : "no gesture \(focus + 1) (\(expected.count) in all)")
                        + ", got " + (focus < got.count ? got[focus] : "no gesture \(focus + 1) (\(got.count) in all)")
                    return Verdict(passed: false, whole: text + "; expected \(whole(expected)), got \(whole(got))",
                                   bounded: text + "; expected \(ExpectationListing.bracketedWindow(expected, focus: focus)), "
                                       + "got \(ExpectationListing.bracketedWindow(got, focus: focus))")
                }
                for (i, (matcher, gesture)) in zip(matchers, gestures).enumerated() {
                    if let problem = TraceReplayResult.mismatch(matcher, gesture, endCamera: endCamera(gesture)) {
                        let text = "gesture \(i) (\(gesture.kind.rawValue)): \(problem)"
                        return Verdict(passed: false, whole: text, bounded: text)
                    }
                }
                return Verdict(passed: true, whole: "", bounded: "")
            case let .gesturesInclude(matchers):
                var next = 0
                var lastMatched: Int?
                for (i, gesture) in gestures.enumerated()
                where next < matchers.count && TraceReplayResult.mismatch(matchers[next], gesture, endCamera: endCamera(gesture)) == nil {
                    next += 1
                    lastMatched = i
                }
                if next == matchers.count { return Verdict(passed: true, whole: "", bounded: "") }
                let expected = matchers.map { TraceReplayResult.listed($0) }
                let got = gestures.map { TraceReplayResult.listed($0, timed: TraceReplayResult.anyTimed(matchers)) }
                return Verdict(passed: false, whole: "expected gestures to include \(whole(expected)) in order, got \(whole(got))",
                               bounded: "expected gestures to include \(bounded(expected, next)) in order, got \(bounded(got, lastMatched))")
            case let .gesturesExclude(kinds):
                let found = kinds.filter(gestures.map(\.kind).contains)
                let text = found.isEmpty ? "" : "expected no \(TraceReplayResult.list(kinds)), got \(TraceReplayResult.list(found))"
                return Verdict(passed: found.isEmpty, whole: text, bounded: text)
            case let .events(matchers):
                let (next, lastMatched) = matchedPrefix(matchers, in: events)
                if next == matchers.count { return Verdict(passed: true, whole: "", bounded: "") }
                let after = lastMatched.map { " after event \($0 + 1) (\(ReportFormat.ms(events[$0].time)) ms)" } ?? ""
                let head = "expected event \(TraceReplayResult.describe(matchers[next])) (matcher \(next + 1) of \(matchers.count)) in order\(after), got "
                return Verdict(passed: false, whole: head + summary(events, focus: nil, bounded: false),
                               bounded: head + summary(events, focus: lastMatched, bounded: true))
            case let .eventsExactly(matchers):
                guard let (text, matcher, at) = exactlyFailure(matchers, events) else { return Verdict(passed: true, whole: "", bounded: "") }
                let (runs, runOf) = folded(events)
                let described = matchers.map { TraceReplayResult.describe($0) }
                let expected = ExpectationListing.bracketedWindow(described, focus: matcher)
                let got = ExpectationListing.bracketedWindow(runs, focus: at < runOf.count ? runOf[at] : runs.count)
                return Verdict(passed: false, whole: text + "; expected \(whole(described)), got \(whole(runs))",
                               bounded: text + "; expected \(expected), got \(got)")
            case let .eventsExclude(matchers):
                for matcher in matchers {
                    if let hit = events.first(where: { TraceReplayResult.matches(matcher, $0) }) {
                        let text = "expected no \(TraceReplayResult.describe(matcher)), got one at \(ReportFormat.ms(hit.time)) ms"
                        return Verdict(passed: false, whole: text, bounded: text)
                    }
                }
                return Verdict(passed: true, whole: "", bounded: "")
            }
        }

        static func whole(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

        static func bounded(_ items: [String], _ focus: Int?) -> String { ExpectationListing.bracketed(items, focus: focus) }

        /// The greedy ordered match over the whole list, as it was written: how many
        /// matchers matched, and the index of the event that completed the last of them.
        static func matchedPrefix(_ matchers: [TraceEventMatcher], in events: [MapEvent]) -> (Int, Int?) {
            var next = 0, i = 0
            var last: Int?
            while i < events.count && next < matchers.count {
                let matcher = matchers[next]
                guard TraceReplayResult.matches(matcher, events[i]) else {
                    i += 1
                    continue
                }
                guard let count = matcher.count else {
                    next += 1
                    last = i
                    i += 1
                    continue
                }
                var end = i + 1
                while end < events.count && TraceReplayResult.matches(matcher, events[end]) { end += 1 }
                if end - i == count && (i == 0 || !TraceReplayResult.matches(matcher, events[i - 1])) {
                    next += 1
                    last = end - 1
                }
                i = end
            }
            return (next, last)
        }

        /// `eventsExactly` over the whole list, as it was written: the message's first part
        /// (the first difference, issue 30), the matcher it is about (`matchers.count`: an
        /// event beyond the last) and the event (`events.count` for the end), nil when it held.
        static func exactlyFailure(_ matchers: [TraceEventMatcher], _ events: [MapEvent]) -> (String, Int, Int)? {
            var i = 0
            func at(_ i: Int) -> String {
                "first difference at event \(i + 1)" + (i < events.count ? " (\(ReportFormat.ms(events[i].time)) ms)" : "")
            }
            for (k, matcher) in matchers.enumerated() {
                let count = matcher.count ?? 1
                for taken in 0..<max(count, 0) {
                    let run = count > 1 ? ", number \(taken + 1) of its \(count)" : ""
                    let which = "expected \(TraceReplayResult.describe(matcher)) (matcher \(k + 1) of \(matchers.count)\(run))"
                    guard i < events.count else { return ("\(at(i)): \(which), got no event (\(events.count) in all)", k, i) }
                    guard TraceReplayResult.matches(matcher, events[i]) else {
                        return ("\(at(i)): \(which), got \(TraceReplayResult.describe(events[i]))\(TraceReplayResult.detail(matcher, events[i]))", k, i)
                    }
                    i += 1
                }
            }
            guard i == events.count else {
                return ("\(at(i)): expected no event after matcher \(matchers.count), got \(TraceReplayResult.describe(events[i]))",
                        matchers.count, i)
            }
            return nil
        }

        /// The types in order with repeats folded, and for each event the index of its run.
        static func folded(_ events: [MapEvent]) -> ([String], [Int]) {
            var parts: [String] = []
            var runOf: [Int] = []
            var last = "", count = 0
            func flush() { if count > 0 { parts.append(count > 1 ? "\(last) ×\(count)" : last) } }
            for e in events {
                if e.typeName == last { count += 1 } else { flush(); last = e.typeName; count = 1 }
                runOf.append(parts.count)
            }
            flush()
            return (parts, runOf)
        }

        /// The types in order with repeats folded, `no events` when empty; bounded around
        /// the run holding event `focus` (`events.count`: the end) when `bounded`.
        static func summary(_ events: [MapEvent], focus: Int?, bounded: Bool) -> String {
            var parts: [String] = []
            var runOf: [Int] = []
            var last = "", count = 0
            func flush() { if count > 0 { parts.append(count > 1 ? "\(last) ×\(count)" : last) } }
            for e in events {
                if e.typeName == last { count += 1 } else { flush(); last = e.typeName; count = 1 }
                runOf.append(parts.count)
            }
            flush()
            if parts.isEmpty { return "no events" }
            guard bounded else { return parts.joined(separator: ", ") }
            let run = focus.map { $0 < runOf.count ? runOf[$0] : parts.count }
            return ExpectationListing.entries(count: parts.count, focus: run) { parts[$0] }.joined(separator: ", ")
        }
    }

    /// The reference verdicts on `result`'s kept history, as `ExpectationOutcome`s (the
    /// bounded messages), `camera` and `state` from the result's own check.
    static func referenceOutcomes(_ result: TraceReplayResult) -> [ExpectationOutcome] {
        result.trace.expectations.enumerated().map { index, timed in
            let verdict = Reference.check(timed, events: result.simulation.events, gestures: result.simulation.gestures) {
                result.gestureEndSnapshot($0)?.camera
            }
            let (passed, message) = verdict.map { ($0.passed, $0.bounded) } ?? result.check(timed)
            return ExpectationOutcome(index: index, name: timed.expectation.name, passed: passed, message: message)
        }
    }

    // MARK: Bundled traces

    /// The trace's own expectations, its golden ones, and those perturbed as a change of
    /// behaviour would fail them: a count one short, a matcher dropped or added, a kind
    /// changed, an end camera moved, at times inside the replay and after it.
    static func expectationVariants(_ golden: [TraceTimedExpectation], own: [TraceTimedExpectation]) -> [TraceTimedExpectation] {
        guard case let .gestures(gestures) = golden[0].expectation, case let .eventsExactly(events) = golden[1].expectation else {
            return own
        }
        // A camera path is matched frame by frame, which a result without frames cannot
        // (CameraPathTests compares its two ways).
        var variants = own.filter { CameraPathMatch.path(of: $0.expectation) == nil } + golden
        var moved = gestures
        if let i = moved.firstIndex(where: { $0.endCamera?.longitude != nil }) { moved[i].endCamera!.longitude! += 1e-6 }
        var shorter = events
        if let i = shorter.firstIndex(where: { ($0.count ?? 1) > 1 }) { shorter[i].count! -= 1 }
        let kinds = gestures.map { TraceGestureMatcher(kind: $0.kind) }
        let expectations: [TraceExpectation] = [
            .gestures(moved), .gestures(gestures + [TraceGestureMatcher(kind: .tap)]),
            .gestures([TraceGestureMatcher(kind: .pinch)] + gestures), .gestures(Array(gestures.dropLast())),
            .gesturesInclude(gestures + [TraceGestureMatcher(kind: .doubleTap)]), .gesturesInclude(kinds), .gesturesInclude(moved),
            .gesturesExclude([.pan, .pinch, .tap]),
            .eventsExactly(shorter), .eventsExactly(Array(events.dropLast())),
            .eventsExactly(events + [TraceEventMatcher(type: .didTapMyLocationButton)]),
            .events(shorter), .events(events), .events([TraceEventMatcher(type: .didChangeCameraPosition, count: 3), TraceEventMatcher(type: .idleAtCameraPosition)]),
            .events([TraceEventMatcher(type: .willMove), TraceEventMatcher(type: .didTapAtCoordinate)]),
            .eventsExclude([TraceEventMatcher(type: .didTapAtCoordinate), TraceEventMatcher(type: .idleAtCameraPosition),
                            TraceEventMatcher(type: .didChangeCameraPosition)]),
        ]
        variants += expectations.map { TraceTimedExpectation(expectation: $0) }
        for ms in [0.0, 50, 150, 400, 1_000_000] {
            let timedOnes: [TraceExpectation] = [.eventsExactly(events), .events(events), .gestures(gestures), .gesturesInclude(gestures),
                                                 .gesturesExclude([.pan, .tap]), .eventsExclude([TraceEventMatcher(type: .idleAtCameraPosition)])]
            variants += timedOnes.map { TraceTimedExpectation(timeMs: ms, expectation: $0) }
        }
        return variants
    }

    @Test("on every bundled trace, under every input model, the online matchers give the whole-list rules' verdicts and messages",
          arguments: IdleFrameSkippingTests.bundledTraces)
    func onlineIsTheWholeListRuleOnBundledTraces(_ path: String) throws {
        let loaded = try TraceReplay.load(path: path)
        for input in [InputDeliveryModel.raw, .android, .ios] {
            let replay = TraceReplay(trace: loaded.trace, profile: loaded.profile, input: input)
            let golden = try replay.run(recordGestureEnds: true).goldenExpectations()
            var trace = replay.trace
            trace.expectations = Self.expectationVariants(golden, own: trace.expectations)
            let variant = TraceReplay(trace: trace, profile: replay.profile, input: input)
            let (streamed, online) = try variant.runCheckingExpectations()
            let kept = try variant.run()
            #expect(streamed.simulation.events.isEmpty && streamed.simulation.gestures.isEmpty, "\(path): the check streamed")
            let reference = Self.referenceOutcomes(kept)
            #expect(online == reference, "\(path) \(input)")
            #expect(kept.checkExpectations() == reference, "\(path) \(input)")
            // Both verdicts occur: the comparison compares something.
            #expect(online.contains(where: \.passed) && online.contains { !$0.passed }, "\(path) \(input)")
        }
    }

    @Test("the bundled traces' own expectations hold online; their golden gestures read end cameras, some of them handed over between frames")
    func gestureEndsAreKeptWhileStreaming() throws {
        var waited = 0, endCameras = 0
        for path in IdleFrameSkippingTests.bundledTraces {
            let replay = try TraceReplay.load(path: path)
            #expect(try replay.runCheckingExpectations().outcomes.allSatisfy(\.passed), "\(path)")
            var trace = replay.trace
            trace.expectations = try replay.run(recordGestureEnds: true).goldenExpectations()
            var online = OnlineExpectations(trace.expectations)
            let result = try TraceReplay(trace: trace, profile: replay.profile).run(recordFrames: false, invariants: .none,
                                                                                     keepsHistory: false, preparing: { _ in },
                                                                                     observer: &online)
            let outcomes = online.outcomes(result)
            #expect(outcomes.allSatisfy { $0.passed }, "\(path)")
            waited += online.recordsThatWaited
            if case let .gestures(matchers) = trace.expectations[0].expectation { endCameras += matchers.count { $0.endCamera != nil } }
        }
        #expect(endCameras > 50)
        #expect(waited > 0, "no record was handed over before its end frame: the waiting path is not exercised")
    }

    @Test("records handed over between frames read the next frame; a record ending when the last one matched did shares its snapshot; older ones are forgotten")
    func gestureEndSnapshotsAreForgotten() throws {
        // Views whose frames show zoom 3, 4, 5: what each frame's snapshot holds.
        let viewport = try Viewport(width: 390, height: 844)
        let views = try [3.0, 4, 5].map { try MapView(camera: CameraPosition(latitude: 0, longitude: 0, zoom: $0), viewport: viewport) }
        let at = { (zoom: Double) in TraceCameraExpectation(zoom: zoom) }
        let matchers = [TraceGestureMatcher(kind: .pan, endCamera: at(4)), TraceGestureMatcher(kind: .pan, endCamera: at(4)),
                        TraceGestureMatcher(kind: .tap, endCamera: at(4)), TraceGestureMatcher(kind: .pan, endCamera: at(5))]
        var trace = StreamedReplayTests.strokes(0)
        trace.expectations = [TraceTimedExpectation(expectation: .gestures(matchers))]
        var online = OnlineExpectations(trace.expectations)
        online.simulationDidDrawFrame(view: views[0])
        // Two pans handed over when they ended, before the frame (zoom 4) that shows their ends.
        let pans = [GestureRecord(kind: .pan, beginTime: 0, endTime: 0.5), GestureRecord(kind: .pan, beginTime: 0.6, endTime: 1)]
        online.simulation(didRecord: pans)
        #expect(online.recordsThatWaited == 2)
        online.simulationDidDrawFrame(view: views[1])
        // A tap recognised at that same time: the pan's snapshot, not the next frame's.
        online.simulation(didRecord: [GestureRecord(kind: .tap, beginTime: 1, endTime: 1)])
        #expect(online.recordsThatWaited == 2)
        online.simulationDidDrawFrame(view: views[2])
        for i in 0..<100 {
            online.simulation(didRecord: [GestureRecord(kind: .pan, beginTime: 2 + Double(i), endTime: 2.5 + Double(i))])
            online.simulationDidDrawFrame(view: views[2])
        }
        #expect(online.storedGestureEnds == 1)
        let result = try TraceReplay(trace: trace).run(keepsHistory: false)
        let outcome = online.outcomes(result)[0]
        // The first four matched (zoom 4, 4, 4, 5); the 100 pans beyond the matchers fail the count.
        // The fifth record (the second of the 100, at 3 s) is the first beyond them.
        #expect(!outcome.passed && outcome.message == "first difference at gesture 5 (3000 ms): expected no gesture 5 (4 in all), got pan; "
                    + "expected [… 1 more, pan, tap, pan], got [… 1 more, pan, tap, pan, pan, pan, pan, pan, … and 95 more]",
                "\(outcome.message)")
        var fewer = OnlineExpectations(trace.expectations)
        fewer.simulationDidDrawFrame(view: views[0])
        fewer.simulation(didRecord: pans)
        fewer.simulationDidDrawFrame(view: views[1])
        fewer.simulation(didRecord: [GestureRecord(kind: .tap, beginTime: 1, endTime: 1)])
        fewer.simulationDidDrawFrame(view: views[2])
        fewer.simulation(didRecord: [GestureRecord(kind: .pan, beginTime: 2, endTime: 3)])
        fewer.simulationDidDrawFrame(view: views[2])
        #expect(fewer.outcomes(result)[0].passed)
    }

    // MARK: Seeded random streams

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

    // MARK: Memory

    /// `strokes` strokes with expectations that read the whole history and fail at its
    /// end (so every matcher keeps its message's window to the end), an end camera among
    /// them, and two that hold.
    static func longTrace(strokes count: Int) -> TraceReplay {
        var trace = StreamedReplayTests.strokes(count)
        let panEnd = TraceGestureMatcher(kind: .pan, endCamera: TraceCameraExpectation(zoom: 3, tolerance: 1))
        trace.expectations = [
            .events([TraceEventMatcher(type: .willMove), TraceEventMatcher(type: .didTapAtCoordinate)]),
            .eventsExactly([TraceEventMatcher(type: .willMove)]),
            .eventsExclude([TraceEventMatcher(type: .didTapMarker)]),
            .gestures([TraceGestureMatcher(kind: .pan)]),
            .gesturesInclude([panEnd, panEnd, TraceGestureMatcher(kind: .tap)]),
            .gesturesExclude([.pinch]),
        ].map { TraceTimedExpectation(expectation: $0) }
        return TraceReplay(trace: trace)
    }

    @Test("a check's heap does not grow with the trace whatever its expectations read; keeping the history does")
    func onlineCheckMemoryIsFlat() throws {
        // The messages: the same as the kept history's, bounded.
        let small = try Self.longTrace(strokes: 60).runCheckingExpectations()
        #expect(small.outcomes == (try Self.longTrace(strokes: 60).run().checkExpectations()))
        #expect(small.outcomes.map(\.passed) == [false, false, true, false, false, true])
        #expect(small.outcomes[3].message.hasPrefix("first difference at gesture 2 (") && small.outcomes[3].message.hasSuffix(
            "expected no gesture 2 (1 in all), got pan; expected [pan], got [pan, pan, pan, pan, pan, … and 55 more]"), "\(small.outcomes[3].message)")
        guard AllocationCount.isAvailable else { return }
        AllocationCount.expectCounterSeesAllocations()
        func peak(_ strokes: Int, kept: Bool) -> Int64 {
            let replay = Self.longTrace(strokes: strokes)
            return AllocationCount.peakBytes {
                if kept { _ = try? replay.run().checkExpectations() } else { _ = try? replay.runCheckingExpectations() }
            }
        }
        _ = peak(10, kept: false)
        // 11,000 and 44,000 events, 500 and 2,000 gestures: the same heap within 64 KiB.
        let medium = peak(500, kept: false), large = peak(2_000, kept: false)
        #expect(large < medium + 65_536, "500 strokes: \(medium) B, 2000 strokes: \(large) B")
        #expect(large < 1_000_000)
        // The kept history grows with the events (some 2 MB at 2,000 strokes).
        let keptMedium = peak(500, kept: true), keptLarge = peak(2_000, kept: true)
        #expect(keptLarge > 3 * keptMedium && keptLarge > large + 1_000_000, "kept: \(keptMedium) B, \(keptLarge) B")
    }

    // MARK: The bounded form

    @Test("a list of up to 40 items prints whole; a longer one its first 20, the 5 on either side of its focus, and … K more")
    func longListsAreBounded() {
        let items = (0..<100).map(String.init)
        func text(_ count: Int, _ focus: Int?) -> String { ExpectationListing.bracketed(Array(items.prefix(count)), focus: focus) }
        #expect(text(40, 39) == "[" + items.prefix(40).joined(separator: ", ") + "]")
        let head = items.prefix(20).joined(separator: ", ")
        #expect(text(41, nil) == "[\(head), … and 21 more]")
        #expect(text(41, 3) == "[\(head), … and 21 more]")
        #expect(text(100, 50) == "[\(head), … 25 more, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, … and 44 more]")
        #expect(text(100, 22) == "[\(head), 20, 21, 22, 23, 24, 25, 26, 27, … and 72 more]")
        #expect(text(100, 100) == "[\(head), … 75 more, 95, 96, 97, 98, 99]")
        #expect(text(100, 97) == "[\(head), … 72 more, 92, 93, 94, 95, 96, 97, 98, 99]")
        // Taken one at a time, the same, holding a bounded window.
        for focus in [nil, 3, 22, 50, 97, 99] as [Int?] {
            var listing = BoundedListing<String>()
            for item in items {
                listing.append(item)
                if let focus, listing.count == focus + 1 { listing.focus(on: focus) }
            }
            #expect("[" + listing.entries { $0 }.joined(separator: ", ") + "]" == text(100, focus), "focus \(String(describing: focus))")
        }
    }

    @Test("gestures and eventsExactly name the first difference and print a window around it")
    func firstDifferenceMessages() {
        let pans = (0..<9_000).map { GestureRecord(kind: .pan, beginTime: Double($0), endTime: Double($0) + 0.5) }
        func check(_ matchers: [TraceGestureMatcher]) -> (passed: Bool, message: String) {
            var match = GestureExpectationMatch(.gestures(matchers), limitTime: .infinity)
            for g in pans { match.see(g, endCamera: nil) }
            return match.finish()
        }
        #expect(check([.init(kind: .pan), .init(kind: .pinch)])
                == (false, "first difference at gesture 2 (1000 ms): expected pinch, got pan; "
                    + "expected [pan, pinch], got [pan, pan, pan, pan, pan, … and 8995 more]"))
        let thirty = Array(repeating: TraceGestureMatcher(kind: .pan), count: 30)
        let seven = Array(repeating: "pan", count: 7).joined(separator: ", ")
        #expect(check(thirty + [.init(kind: .pinch)])
                == (false, "first difference at gesture 31 (30000 ms): expected pinch, got pan; "
                    + "expected [… 27 more, pan, pan, pan, pinch], got [… 27 more, \(seven), … and 8966 more]"))
        // The records ran out before the matchers: no time, the window at the list's end.
        var short = GestureExpectationMatch(.gestures(thirty), limitTime: .infinity)
        for g in pans.prefix(28) { short.see(g, endCamera: nil) }
        #expect(short.finish() == (false, "first difference at gesture 29: expected pan, got no gesture 29 (28 in all); "
                                          + "expected [… 25 more, pan, pan, pan, pan, pan], got [… 25 more, pan, pan, pan]"))
        // eventsExactly failing at event 5,001 of 9,000 alternating events: the matchers
        // and the runs around it.
        let events = (0..<9_000).map { MapEvent(time: Double($0), kind: $0 % 2 == 0 ? .willMove(gesture: true) : .didTapMarker("a")) }
        var matchers = Array(repeating: [TraceEventMatcher(type: .willMove), TraceEventMatcher(type: .didTapMarker)], count: 2_500).flatMap { $0 }
        matchers.append(TraceEventMatcher(type: .idleAtCameraPosition))
        var match = EventExpectationMatch(.eventsExactly(matchers), limitTime: .infinity)
        for e in events { match.see(e) }
        #expect(match.finish() == (false, "first difference at event 5001 (5000000 ms): expected idleAtCameraPosition (matcher 5001 of 5001), "
                                          + "got willMove (gesture: true); expected [… 4997 more, didTapMarker, willMove, didTapMarker, "
                                          + "idleAtCameraPosition], got [… 4997 more, didTapMarker, willMove, didTapMarker, willMove, "
                                          + "didTapMarker, willMove, didTapMarker, … and 3996 more]"))
        // A counted matcher one short: the run's place in its count.
        let stream = [MapEvent(time: 0, kind: .willMove(gesture: true))]
            + (1...12).map { MapEvent(time: Double($0) / 100, kind: .didTapMarker("a")) }
            + [MapEvent(time: 0.13, kind: .didTapMarker("b"))]
        var counted = EventExpectationMatch(.eventsExactly([TraceEventMatcher(type: .willMove),
                                                            TraceEventMatcher(type: .didTapMarker, count: 12)]), limitTime: .infinity)
        for e in stream { counted.see(e) }
        #expect(counted.finish() == (false, "first difference at event 14 (130 ms): expected no event after matcher 2, got didTapMarker (marker b); "
                                            + "expected [willMove, didTapMarker ×12], got [willMove, didTapMarker ×13]"))
    }

    @Test("a message that fits the whole-list limit is the one the whole list gives (the limit's edge)")
    func messagesAtTheLimit() {
        for runs in [ExpectationListing.wholeLimit, ExpectationListing.wholeLimit + 1] {
            let events = (0..<runs).map { MapEvent(time: Double($0), kind: $0 % 2 == 0 ? .willMove(gesture: true) : .didTapMarker("a")) }
            let timed = TraceTimedExpectation(expectation: .events([TraceEventMatcher(type: .didTapAtCoordinate)]))
            var match = EventExpectationMatch(timed.expectation, limitTime: .infinity)
            for e in events { match.see(e) }
            let reference = Reference.check(timed, events: events, gestures: [], endCamera: { _ in nil })!
            #expect(match.finish().message == (runs <= ExpectationListing.wholeLimit ? reference.whole : reference.bounded))
            #expect((reference.whole == reference.bounded) == (runs <= ExpectationListing.wholeLimit))
        }
    }
}
