import MapMath
import TestSupport
import Testing
@testable import Gestures

/// The Android-family release rules: the per-axis fling cap (`FlingVelocityCap`) and the
/// cancel of one pointer (`PointerCancelRule`), each against our own rule that `ios` keeps.
@Suite struct AndroidReleaseRulesTests {
    // MARK: Fling cap

    @Test func perAxisCapKeepsAReleaseUnderTheCapOnEachAxis() {
        // AOSP LeastSquaresVelocityTrackerStrategy_Parabolic2 fits (6000, 6000) px/s.
        let v = SIMD2(6000.0, 6000)
        let android = FlingVelocityCap.perAxis.release(v, minimum: 50, maximum: 8000)
        #expect(android.velocity == v && android.flings)
        let ours = FlingVelocityCap.vectorLength.release(v, minimum: 50, maximum: 8000)
        #expect(abs(ours.velocity.x - 8000 / 2.0.squareRoot()) < 1e-9 && ours.velocity.x == ours.velocity.y)
        // A fast downward stroke keeps its x speed per axis; the vector cap turns it to y.
        let down = SIMD2(3000.0, 12000)
        #expect(FlingVelocityCap.perAxis.release(down, minimum: 50, maximum: 8000).velocity == SIMD2(3000, 8000))
        #expect(FlingVelocityCap.perAxis.release(-down, minimum: 50, maximum: 8000).velocity == SIMD2(-3000, -8000))
        let scaled = FlingVelocityCap.vectorLength.release(down, minimum: 50, maximum: 8000).velocity
        #expect(abs(scaled.x / scaled.y - 0.25) < 1e-12 && scaled.x < 3000)
    }

    @Test func minimumGates() {
        // GestureDetector: either axis strictly above the minimum.
        #expect(!FlingVelocityCap.perAxis.release(SIMD2(40, 40), minimum: 50, maximum: 8000).flings)
        #expect(!FlingVelocityCap.perAxis.release(SIMD2(50, -50), minimum: 50, maximum: 8000).flings)
        #expect(FlingVelocityCap.perAxis.release(SIMD2(0, -50.001), minimum: 50, maximum: 8000).flings)
        // Ours: the length, at least the minimum.
        #expect(FlingVelocityCap.vectorLength.release(SIMD2(40, 40), minimum: 50, maximum: 8000).flings)
        #expect(!FlingVelocityCap.vectorLength.release(.zero, minimum: 0, maximum: 8000).flings)
        // MapLibre Native Android: hypot of the clamped axes ≥ 1000.
        #expect(FlingVelocityCap.perAxisThenLength.release(SIMD2(800, 800), minimum: 1000, maximum: 8000).flings)
        #expect(!FlingVelocityCap.perAxis.release(SIMD2(800, 800), minimum: 1000, maximum: 8000).flings)
        #expect(!FlingVelocityCap.perAxisThenLength.release(SIMD2(700, 700), minimum: 1000, maximum: 8000).flings)
        #expect(FlingVelocityCap.perAxisThenLength.release(SIMD2(9000, 20000), minimum: 1000, maximum: 8000).velocity
                    == SIMD2(8000, 8000))
    }

    @Test func profilesChooseTheirSourcesRules() {
        #expect(GestureThresholds.androidFramework.flingVelocityCap == .perAxis)
        #expect(GestureThresholds.mapLibreAndroid.flingVelocityCap == .perAxisThenLength)
        #expect(GestureThresholds.ios.flingVelocityCap == .vectorLength)
        #expect(GestureThresholds.androidFramework.pointerCancel == .clearsPointer)
        #expect(GestureThresholds.mapLibreAndroid.pointerCancel == .clearsPointer)
        #expect(GestureThresholds.ios.pointerCancel == .endsGesture)
    }

    /// A straight stroke at (6000, 6000) pt/s released while moving: the engine's fling and
    /// record under each profile.
    static func diagonalRelease(_ thresholds: GestureThresholds) -> (record: SIMD2<Double>?, fling: SIMD2<Double>?) {
        var d = Driver(thresholds: thresholds)
        d.sample(0, (.down, 0, 20, 20))
        for k in 1...5 { d.sample(Double(k) * 0.01, (.move, 0, 20 + Double(k) * 60, 20 + Double(k) * 60)) }
        d.sample(0.05, (.up, 0, 320, 320))
        let fling = d.actions.lazy.compactMap { action -> SIMD2<Double>? in
            if case .fling(let r) = action { return r.panVelocity } else { return nil }
        }.first
        return (d.records.first { $0.kind == .pan }?.releaseVelocity, fling)
    }

    @Test func engineCapsPerAxisUnderTheAndroidProfiles() throws {
        for th in [GestureThresholds.androidFramework, .mapLibreAndroid] {
            let r = Self.diagonalRelease(th)
            let record = try #require(r.record), fling = try #require(r.fling)
            #expect(abs(record.x - 6000) < 1e-6 && abs(record.y - 6000) < 1e-6)
            #expect(fling == record)
        }
        let ios = Self.diagonalRelease(.ios)
        let scaled = try #require(ios.fling)
        #expect(abs(scaled.x - 8000 / 2.0.squareRoot()) < 1e-6 && abs(scaled.y - 8000 / 2.0.squareRoot()) < 1e-6)
    }

    // MARK: Cancel of one pointer

    /// AOSP ActionPointerCancelResultsInZeroVelocityForThatPointer through the engine: two
    /// fingers pan, finger 1's POINTER_UP carries FLAG_CANCELED at 30 ms, finger 0 lifts
    /// in the same event time. Positions as the AOSP test's, times in seconds.
    static func pointerCancel(_ thresholds: GestureThresholds) -> Driver {
        var d = Driver(thresholds: thresholds)
        d.sample(0, (.down, 0, 0, 5), (.down, 1, 10, 15))
        d.sample(0.01, (.move, 0, 5, 10), (.move, 1, 15, 20))
        d.sample(0.02, (.move, 0, 10, 15), (.move, 1, 20, 25))
        d.sample(0.03, (.cancel, 1, 20, 25))
        d.sample(0.03, (.up, 0, 10, 15))
        return d
    }

    static func flings(_ d: Driver) -> [SIMD2<Double>] {
        d.actions.compactMap { if case .fling(let r) = $0 { r.panVelocity } else { nil } }
    }

    @Test(arguments: [GestureThresholds.androidFramework, .mapLibreAndroid])
    func cancelledPointerLeavesTheOthersVelocityUnderAndroid(_ th: GestureThresholds) throws {
        var th = th
        th.minFlingVelocity = 50
        let d = Self.pointerCancel(th)
        let pans = d.records.filter { $0.kind == .pan }
        #expect(pans.count == 1)
        let v = try #require(pans.first?.releaseVelocity)
        // The remaining pointer's lsq2 velocity: 500 px/s on each axis.
        #expect(abs(v.x - 500) < 1e-9 && abs(v.y - 500) < 1e-9)
        #expect(Self.flings(d) == [v])
        #expect(pans.first?.endTime == 0.03)
    }

    @Test func cancelEndsTheGestureUnderOurRule() throws {
        let d = Self.pointerCancel(.ios)
        let pans = d.records.filter { $0.kind == .pan }
        #expect(pans.count == 1)
        #expect(pans.first?.releaseVelocity == nil)
        #expect(Self.flings(d).isEmpty)
    }

    /// AOSP ActionCancelResultsInZeroVelocity: the last finger cancelled (ACTION_CANCEL)
    /// gives no velocity and no fling under every profile.
    @Test(arguments: [GestureThresholds.androidFramework, .mapLibreAndroid, .ios])
    func cancelOfTheLastFingerFlingsNothing(_ th: GestureThresholds) {
        var d = Driver(thresholds: th)
        d.sample(0, (.down, 0, 0, 0))
        d.sample(0.01, (.move, 0, 50, 100))
        d.sample(0.02, (.move, 0, 100, 200))
        d.sample(0.02, (.cancel, 0, 100, 200))
        #expect(Self.flings(d).isEmpty)
        #expect(d.records.first { $0.kind == .pan }?.releaseVelocity == nil)
    }

    /// A pointer cancel makes no two-finger tap (our choice under `.clearsPointer`).
    @Test func pointerCancelMakesNoTap() {
        var d = Driver(thresholds: .androidFramework)
        d.sample(0, (.down, 0, 100, 100), (.down, 1, 200, 100))
        d.sample(0.05, (.cancel, 1, 200, 100))
        d.sample(0.06, (.up, 0, 100, 100))
        _ = d.engine.advance(to: 1, context: d.context)
        #expect(!d.kinds().contains(.twoFingerTap) && !d.kinds().contains(.tap))
        var plain = Driver(thresholds: .androidFramework)
        plain.sample(0, (.down, 0, 100, 100), (.down, 1, 200, 100))
        plain.sample(0.05, (.up, 1, 200, 100))
        plain.sample(0.06, (.up, 0, 100, 100))
        #expect(plain.kinds().contains(.twoFingerTap))
    }
}
