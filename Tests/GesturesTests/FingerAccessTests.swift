import MapMath
import Testing
@testable import Gestures

/// The engine's read-only finger accessors (`GestureEngine+Fingers.swift`), and the rule
/// that a landing stops animations whenever no followed finger is down.
@Suite struct FingerAccessTests {
    @Test func trackedFingersAreTheFollowedOnesInIdOrder() {
        var d = Driver()
        d.sample(0, (.down, 7, 100, 400), (.down, 3, 200, 500))
        #expect(d.engine.trackedFingerCount == 2)
        #expect((0..<2).map(d.engine.trackedFingerID(at:)) == [3, 7])
        #expect(d.engine.trackedFingerLocation(at: 0) == pt(200, 500))
        d.sample(0.01, (.move, 7, 110, 400))
        #expect(d.engine.trackedFingerLocation(at: 1) == pt(110, 400))
        d.engine.interrupt(at: 0.02)
        #expect(d.engine.trackedFingerCount == 0 && d.engine.touchCount == 2, "interrupted fingers are ignored")
    }

    @Test func recordsAreCountedWithoutCopying() {
        var d = Driver()
        #expect(d.engine.recordCount == 0)
        d.sample(0, (.down, 0, 100, 400))
        for i in 1...6 { d.sample(0.01 * Double(i), (.move, 0, 100 + 10 * Double(i), 400)) }
        #expect(d.engine.recordCount == 1 && d.engine.recordKind(at: 0) == .pan)
    }

    /// A finger landing while the only fingers down are ignored (after an interrupt)
    /// starts a new touch and stops a running animation, as the first finger does.
    @Test func aLandingBesideIgnoredFingersBeginsATouch() {
        var d = Driver()
        d.sample(0, (.down, 0, 100, 400))
        d.engine.interrupt(at: 0.05)
        d.actions.removeAll()
        d.sample(0.1, (.down, 1, 200, 400))
        #expect(d.actions == [.touchBegan])
        d.actions.removeAll()
        d.sample(0.2, (.down, 2, 300, 400))
        #expect(d.actions.isEmpty, "a second followed finger begins nothing")
    }
}
