import TestSupport
import Testing
@testable import TraceFormat
@testable import Replays
@testable import TraceChecking

/// The expectation forms `check --update` writes, checked by hand: gesture matchers with
/// times and an end camera, `eventsExactly`, an event matcher's `count`, and the camera of
/// `idleAtCameraPosition`. Each holds on the bundled fling as written and fails when one
/// number moves past its tolerance.
@Suite("Expectation forms: gesture times, end cameras, eventsExactly, counts, idle cameras")
struct ExpectationFormTests {
    /// The bundled fling, replayed with gesture ends kept: one pan 10–200 ms, then
    /// willMove, 40 camera changes and the idle (`goldenExpectations` says so too).
    static func fling() throws -> TraceReplayResult {
        try TraceReplay.load(path: RepositoryPaths.trace("gesture-fling.json")).run(recordGestureEnds: true)
    }

    static func check(_ replay: TraceReplayResult, _ expectation: TraceExpectation, atMs time: Double? = nil) -> (Bool, String) {
        replay.check(TraceTimedExpectation(timeMs: time, expectation: expectation))
    }

    /// The pan as the golden matcher gives it.
    static func pan(_ replay: TraceReplayResult) throws -> TraceGestureMatcher {
        guard case let .gestures(matchers) = replay.goldenExpectations()[0].expectation else {
            throw CheckFailure("the first golden expectation is not gestures")
        }
        return try #require(matchers.first)
    }

    struct CheckFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test func gestureTimesHoldWithinToleranceMs() throws {
        let replay = try Self.fling()
        let pan = try Self.pan(replay)
        #expect(pan.kind == .pan && pan.beginMs == 10 && pan.endMs == 200)
        #expect(Self.check(replay, .gestures([pan])).0)
        #expect(Self.check(replay, .gestures([TraceGestureMatcher(kind: .pan, beginMs: 10.0009)])).0)
        let late = Self.check(replay, .gestures([TraceGestureMatcher(kind: .pan, beginMs: 10.002, endMs: 199)]))
        #expect(!late.0)
        #expect(late.1 == "gesture 0 (pan): beginMs expected 10.002 ± 0.001, got 10; endMs expected 199 ± 0.001, got 200")
        #expect(Self.check(replay, .gestures([TraceGestureMatcher(kind: .pan, beginMs: 10.002, endMs: 199, toleranceMs: 1)])).0)
        // A different count or kind prints the gestures with their times.
        let extra = Self.check(replay, .gestures([pan, TraceGestureMatcher(kind: .tap)]))
        #expect(extra == (false, "first difference at gesture 2: expected tap, got no gesture 2 (1 in all); "
                          + "expected [pan 10–200 ms, tap], got [pan 10–200 ms]"))
        #expect(Self.check(replay, .gestures([.init(kind: .tap)]))
                == (false, "first difference at gesture 1 (10 ms): expected tap, got pan; expected [tap], got [pan]"))
        // gesturesInclude matches a matcher's fields too.
        #expect(Self.check(replay, .gesturesInclude([pan])).0)
        #expect(!Self.check(replay, .gesturesInclude([TraceGestureMatcher(kind: .pan, endMs: 210)])).0)
    }

    @Test func endCameraIsTheCameraWhenTheGestureEnded() throws {
        let replay = try Self.fling()
        var pan = try Self.pan(replay)
        let camera = try #require(pan.endCamera)
        // At release the pan had moved the map 170 pt west (the trace's own description),
        // written rounded to 1e-7°.
        #expect(camera.longitude == -122.4777649)
        #expect(abs(try #require(camera.longitude) - -122.47776486816406) <= 0.5e-7)
        #expect(Self.check(replay, .gestures([pan])).0)
        pan.endCamera?.longitude = camera.longitude! + 2e-7
        let moved = Self.check(replay, .gestures([pan]))
        #expect(!moved.0)
        #expect(moved.1.hasPrefix("gesture 0 (pan): endCamera lng expected -122.477764"), "\(moved.1)")
        // A replay that kept no gesture ends cannot say (the trace without its expectations:
        // a timed one at 200 ms would keep the frame the pan's end shows too).
        var trace = replay.trace
        trace.expectations = []
        let plain = try TraceReplay(trace: trace).run()
        #expect(plain.gestureEndSnapshot(plain.simulation.gestures[0]) == nil)
        // ... but one whose trace asks for an end camera keeps them by itself.
        trace.expectations = [TraceTimedExpectation(expectation: .gestures([try Self.pan(replay)]))]
        #expect(try TraceReplay(trace: trace).run().checkExpectations().map(\.passed) == [true])
    }

    @Test func eventsExactlyNeedsTheWholeStream() throws {
        let replay = try Self.fling()
        guard case let .eventsExactly(golden) = replay.goldenExpectations()[1].expectation else {
            throw CheckFailure("the second golden expectation is not eventsExactly")
        }
        #expect(golden.map(\.type) == [.willMove, .didChangeCameraPosition, .idleAtCameraPosition])
        #expect(golden[1].count == 37 && golden[0].gesture == true && golden[2].camera != nil)
        #expect(Self.check(replay, .eventsExactly(golden)).0)
        // One camera change fewer or more, a missing or an extra event: each fails.
        var fewer = golden
        fewer[1].count = 36
        let short = Self.check(replay, .eventsExactly(fewer))
        #expect(!short.0)
        // The message names the first event that differs (the 37th camera change, where the
        // idle was expected) and prints the matchers and the runs around it.
        #expect(short.1.hasPrefix("first difference at event 38 (633.333333 ms): expected idleAtCameraPosition {camera: "), "\(short.1)")
        #expect(short.1.contains("(matcher 3 of 3), got didChangeCameraPosition; "
                                 + "expected [willMove {gesture: true}, didChangeCameraPosition ×36, idleAtCameraPosition {camera: "))
        #expect(short.1.hasSuffix("], got [willMove, didChangeCameraPosition ×37, idleAtCameraPosition]"))
        var more = golden
        more[1].count = 38
        #expect(Self.check(replay, .eventsExactly(more)).1.hasPrefix(
            "first difference at event 39 (633.333333 ms): expected didChangeCameraPosition ×38 (matcher 2 of 3, number 38 of its 38), "
            + "got idleAtCameraPosition (zoom 12, bearing 0°); expected [willMove {gesture: true}, didChangeCameraPosition ×38, "))
        #expect(Self.check(replay, .eventsExactly(Array(golden.dropLast()))).1
                == "first difference at event 39 (633.333333 ms): expected no event after matcher 2, got idleAtCameraPosition (zoom 12, bearing 0°); "
                + "expected [willMove {gesture: true}, didChangeCameraPosition ×37], got [willMove, didChangeCameraPosition ×37, idleAtCameraPosition]")
        let after = Self.check(replay, .eventsExactly(golden + [TraceEventMatcher(type: .idleAtCameraPosition)])).1
        #expect(after.hasPrefix("first difference at event 40: expected idleAtCameraPosition (matcher 4 of 4), got no event (39 in all); "
                                + "expected [willMove {gesture: true}, didChangeCameraPosition ×37, idleAtCameraPosition {camera: "), "\(after)")
        #expect(after.hasSuffix("}, idleAtCameraPosition], got [willMove, didChangeCameraPosition ×37, idleAtCameraPosition]"))
        // The idle's camera is compared within its tolerance.
        var far = golden
        far[2].camera?.longitude = try #require(golden[2].camera?.longitude) + 2e-7
        let moved = Self.check(replay, .eventsExactly(far))
        #expect(!moved.0 && moved.1.contains("(camera lng expected "), "\(moved.1)")
        // With a time, only the events until then: willMove and the camera changes of the
        // first 200 ms (frames 1 to 12 but the one whose pan about the view's centre MapLibre
        // GL JS drops).
        let early = [TraceEventMatcher(type: .willMove, gesture: true), TraceEventMatcher(type: .didChangeCameraPosition, count: 11)]
        #expect(Self.check(replay, .eventsExactly(early), atMs: 200).0)
    }

    @Test func countInEventsIsARunOfExactlyThatLength() throws {
        let replay = try Self.fling()
        let run = { (n: Int) in TraceEventMatcher(type: .didChangeCameraPosition, count: n) }
        #expect(Self.check(replay, .events([run(37)])).0)
        #expect(Self.check(replay, .events([TraceEventMatcher(type: .willMove), run(37), TraceEventMatcher(type: .idleAtCameraPosition)])).0)
        #expect(!Self.check(replay, .events([run(36)])).0)
        #expect(!Self.check(replay, .events([run(38)])).0)
        // A run that a matcher before it has begun is not a whole run.
        #expect(!Self.check(replay, .events([TraceEventMatcher(type: .didChangeCameraPosition), run(36)])).0)
        #expect(Self.check(replay, .events([run(37)])).1.isEmpty)
        #expect(Self.check(replay, .events([run(36)])).1
                == "expected event didChangeCameraPosition ×36 (matcher 1 of 1) in order, got willMove, didChangeCameraPosition ×37, idleAtCameraPosition")
        // Once a matcher was taken, the message says after which event the match stopped:
        // the willMove as the pan began (10 ms), or the 37th camera change, which ends the run.
        #expect(Self.check(replay, .events([TraceEventMatcher(type: .willMove), run(36)])).1
                == "expected event didChangeCameraPosition ×36 (matcher 2 of 2) in order after event 1 (10 ms), "
                + "got willMove, didChangeCameraPosition ×37, idleAtCameraPosition")
        #expect(Self.check(replay, .events([run(37), TraceEventMatcher(type: .willMove)])).1
                == "expected event willMove (matcher 2 of 2) in order after event 38 (633.333333 ms), "
                + "got willMove, didChangeCameraPosition ×37, idleAtCameraPosition")
    }

    @Test func idleCameraInEventsAndEventsExclude() throws {
        let replay = try Self.fling()
        let camera = TraceReplayResult.goldenCamera(replay.finalCamera)
        var elsewhere = camera
        elsewhere.zoom = 13
        #expect(Self.check(replay, .events([TraceEventMatcher(type: .idleAtCameraPosition, camera: camera)])).0)
        #expect(!Self.check(replay, .events([TraceEventMatcher(type: .idleAtCameraPosition, camera: elsewhere)])).0)
        #expect(Self.check(replay, .eventsExclude([TraceEventMatcher(type: .idleAtCameraPosition, camera: elsewhere)])).0)
        #expect(!Self.check(replay, .eventsExclude([TraceEventMatcher(type: .idleAtCameraPosition, camera: camera)])).0)
    }
}
