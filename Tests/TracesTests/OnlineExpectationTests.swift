import TestSupport
import Foundation
import Gestures
import MapMath
import MapSimulation
import Testing
@testable import Replays
@testable import TraceChecking
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
