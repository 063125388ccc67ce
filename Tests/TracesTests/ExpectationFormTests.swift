import TestSupport
import Testing
@testable import TraceFormat
@testable import Replays

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
        #expect(extra == (false, "expected gestures [pan 10–200 ms, tap], got [pan 10–200 ms]"))
        #expect(Self.check(replay, .gestures([.init(kind: .tap)])) == (false, "expected gestures [tap], got [pan]"))
        // gesturesInclude matches a matcher's fields too.
        #expect(Self.check(replay, .gesturesInclude([pan])).0)
        #expect(!Self.check(replay, .gesturesInclude([TraceGestureMatcher(kind: .pan, endMs: 210)])).0)
    }

    @Test func endCameraIsTheCameraWhenTheGestureEnded() throws {
        let replay = try Self.fling()
        var pan = try Self.pan(replay)
        let camera = try #require(pan.endCamera)
        // At release the pan had moved the map 200 pt west (the trace's own description),
        // written rounded to 1e-7°.
        #expect(camera.longitude == -122.4880646)
        #expect(abs(try #require(camera.longitude) - -122.48806455078125) <= 0.5e-7)
        #expect(Self.check(replay, .gestures([pan])).0)
        pan.endCamera?.longitude = camera.longitude! + 2e-7
        let moved = Self.check(replay, .gestures([pan]))
        #expect(!moved.0)
        #expect(moved.1.hasPrefix("gesture 0 (pan): endCamera lng expected -122.488064"), "\(moved.1)")
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
        #expect(golden[1].count == 40 && golden[0].gesture == true && golden[2].camera != nil)
        #expect(Self.check(replay, .eventsExactly(golden)).0)
        // One camera change fewer or more, a missing or an extra event: each fails.
        var fewer = golden
        fewer[1].count = 39
        let short = Self.check(replay, .eventsExactly(fewer))
        #expect(!short.0)
        #expect(short.1.hasPrefix("expected idleAtCameraPosition {camera: "), "\(short.1)")
        #expect(short.1.hasSuffix("(matcher 3 of 3), got didChangeCameraPosition as event 41; "
                                  + "events: willMove, didChangeCameraPosition ×40, idleAtCameraPosition"))
        var more = golden
        more[1].count = 41
        #expect(Self.check(replay, .eventsExactly(more)).1.hasPrefix(
            "expected didChangeCameraPosition ×41 (matcher 2 of 3), got idleAtCameraPosition (zoom 12, bearing 0°) as event 42 (number 41 of its 41)"))
        #expect(Self.check(replay, .eventsExactly(Array(golden.dropLast()))).1.hasPrefix(
            "expected no event after matcher 2, got idleAtCameraPosition (zoom 12, bearing 0°) as event 42"))
        #expect(Self.check(replay, .eventsExactly(golden + [TraceEventMatcher(type: .idleAtCameraPosition)])).1.hasPrefix(
            "expected idleAtCameraPosition (matcher 4 of 4), got no event 43"))
        // The idle's camera is compared within its tolerance.
        var far = golden
        far[2].camera?.longitude = try #require(golden[2].camera?.longitude) + 2e-7
        let moved = Self.check(replay, .eventsExactly(far))
        #expect(!moved.0 && moved.1.contains("(camera lng expected "), "\(moved.1)")
        // With a time, only the events until then: willMove and the camera changes of the
        // first 200 ms (frames 1 to 12).
        let early = [TraceEventMatcher(type: .willMove, gesture: true), TraceEventMatcher(type: .didChangeCameraPosition, count: 12)]
        #expect(Self.check(replay, .eventsExactly(early), atMs: 200).0)
    }

    @Test func countInEventsIsARunOfExactlyThatLength() throws {
        let replay = try Self.fling()
        let run = { (n: Int) in TraceEventMatcher(type: .didChangeCameraPosition, count: n) }
        #expect(Self.check(replay, .events([run(40)])).0)
        #expect(Self.check(replay, .events([TraceEventMatcher(type: .willMove), run(40), TraceEventMatcher(type: .idleAtCameraPosition)])).0)
        #expect(!Self.check(replay, .events([run(39)])).0)
        #expect(!Self.check(replay, .events([run(41)])).0)
        // A run that a matcher before it has begun is not a whole run.
        #expect(!Self.check(replay, .events([TraceEventMatcher(type: .didChangeCameraPosition), run(39)])).0)
        #expect(Self.check(replay, .events([run(40)])).1.isEmpty)
        #expect(Self.check(replay, .events([run(39)])).1
                == "expected event didChangeCameraPosition ×39 (matcher 1 of 1) in order, got willMove, didChangeCameraPosition ×40, idleAtCameraPosition")
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
