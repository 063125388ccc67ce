import Testing
import Gestures
import MapMath
import MapSimulation
import Traces

/// A move and the same finger's up in one sample (Android's ACTION_UP carries the last
/// move's time and place): the finger moves there, then lifts, and the move is a velocity
/// sample, as AOSP's recorded VelocityTracker cases have it.
@Suite struct MoveThenLiftTests {
    /// One finger pans right 10 pt every 10 ms to 90 ms, then jumps 30 pt at 100 ms, where it
    /// lifts: as one move-and-up sample, or as a lone up at that point.
    func pan(moveWithLift: Bool) -> ReplayTraceBuilder {
        var b = ReplayTraceBuilder()
        b.touch(0, "down", 0, 100, 400)
        for k in 1...9 { b.touch(Double(10 * k), "move", 0, 100 + Double(10 * k), 400) }
        if moveWithLift { b.touch(100, "move", 0, 220, 400) }
        b.touch(100, "up", 0, 220, 400)
        return b
    }

    @Test func theMoveCountsForTheReleaseVelocity() throws {
        let together = try pan(moveWithLift: true).replay(profile: .ourRules)
        let alone = try pan(moveWithLift: false).replay(profile: .ourRules)
        // Same path either way: the lone up's point is its release point.
        #expect(together.simulation.gestures.map(\.kind) == [.pan] && alone.simulation.gestures.map(\.kind) == [.pan])
        var tracker = VelocityTracker()
        tracker.add(time: 0, location: ScreenPoint(x: 100, y: 400))
        for k in 1...9 { tracker.add(time: 0.01 * Double(k), location: ScreenPoint(x: 100 + 10 * Double(k), y: 400)) }
        let withoutJump = tracker.velocity(atReleaseTime: 0.1)
        tracker.add(time: 0.1, location: ScreenPoint(x: 220, y: 400))
        let withJump = tracker.velocity(atReleaseTime: 0.1)
        let v = try #require(together.simulation.gestures[0].releaseVelocity)
        let w = try #require(alone.simulation.gestures[0].releaseVelocity)
        #expect(abs(v.x - withJump.x) < 1e-9 && abs(w.x - withoutJump.x) < 1e-9)
        #expect(v.x > w.x + 100, "the 30 pt jump must raise the velocity: \(v.x) vs \(w.x)")
    }
}
