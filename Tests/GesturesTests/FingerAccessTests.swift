import MapMath
import Testing
@testable import Gestures

/// The engine's read-only finger accessors (`GestureEngine+Fingers.swift`).
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

}
