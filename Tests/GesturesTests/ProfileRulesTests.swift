#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import MapMath
@testable import Gestures

/// MapLibre GL JS's rules (`GestureThresholds.mapLibreGLJS`): the worked examples of
/// docs/profiles.md through the engine.
@Suite struct MapLibreGLJSRulesTests {
    /// Turns two fingers `diameter` apart by 0.5° per sample; the turn at which rotate began.
    func rotationStart(diameter: Double) -> Double? {
        var d = Driver(thresholds: .mapLibreGLJS)
        let c = pt(200, 400)
        for k in 0...180 {
            let degrees = 0.5 * Double(k)
            d.sample(0.01 * Double(k), twoFingers(center: c, radius: diameter / 2, angle: degrees * .pi / 180,
                                                  phase: k == 0 ? .down : .move))
            if d.engine.activeKinds.contains(.rotate) { return degrees }
        }
        return nil
    }

    /// 25 px of arc: 28.6° at 100 pt between the fingers, 7.2° at 400 pt (ROTATION_THRESHOLD).
    @Test func rotationStartsAfterTwentyFivePixelsOfArc() throws {
        #expect(try #require(rotationStart(diameter: 100)) == 29)      // first 0.5° step ≥ 28.65°
        #expect(try #require(rotationStart(diameter: 400)) == 7.5)     // first step ≥ 7.16°
        #expect(25 / (Double.pi * 100) * 360 > 28.6 && 25 / (Double.pi * 400) * 360 < 7.2)
    }

    /// Fingers side by side moving up 3 pt per sample: the pitch is decided when both have
    /// moved 2 pt and applies the whole movement since landing, 0.5° per pt.
    @Test func pitchAppliesTheMovementThatDecidesIt() {
        var d = Driver(thresholds: .mapLibreGLJS)
        d.sample(0, (.down, 0, 150, 500), (.down, 1, 250, 500))
        d.sample(0.016, (.move, 0, 150, 497), (.move, 1, 250, 497))
        #expect(d.kinds() == [.tilt])
        d.frame(at: 0.02)
        #expect(abs(d.camera.tilt - 1.5) < 1e-12)
        d.sample(0.032, (.move, 0, 150, 494), (.move, 1, 250, 494))
        d.frame(at: 0.04)
        #expect(abs(d.camera.tilt - 3) < 1e-12)
        // One finger above the other never pitches: it pans instead.
        var stacked = Driver(thresholds: .mapLibreGLJS)
        stacked.sample(0, (.down, 0, 200, 400), (.down, 1, 200, 500))
        stacked.sample(0.016, (.move, 0, 200, 397), (.move, 1, 200, 497))
        #expect(stacked.kinds() == [.pan] && stacked.camera.tilt == 0)
    }

    /// One finger moving alone for 100 ms rules the pitch out.
    @Test func oneFingerMovingAloneRulesThePitchOut() {
        var d = Driver(thresholds: .mapLibreGLJS)
        d.sample(0, (.down, 0, 150, 500), (.down, 1, 250, 500))
        d.sample(0.02, (.move, 0, 150, 497))
        d.sample(0.125, (.move, 0, 150, 494))
        d.sample(0.14, (.move, 0, 150, 491), (.move, 1, 250, 491))
        #expect(!d.kinds().contains(.tilt))
    }

    /// The move that crosses the 3 px tolerance moves the map: 5 pt right in one sample.
    @Test func panAppliesTheCrossingMove() throws {
        var d = Driver(thresholds: .mapLibreGLJS)
        let start = d.camera
        d.sample(0, (.down, 0, 100, 400))
        d.sample(0.016, (.move, 0, 105, 400))
        #expect(d.kinds() == [.pan])
        d.frame(at: 0.02)
        let w = Projection(camera: start, viewport: d.context.viewport).worldPoint(for: pt(100, 400))!
        let seen = try #require(d.screenPoint(ofWorld: w))
        #expect(seen.distance(to: pt(105, 400)) < 1e-6)
        // Our rule (`.centroidBeyondSlop`, `.skipped`) leaves the camera where it was.
        var ours = Driver(thresholds: .ourRules)
        ours.sample(0, (.down, 0, 100, 400))
        ours.sample(0.016, (.move, 0, 105, 400))
        #expect(ours.kinds() == [.pan] && ours.camera == start)
    }

    /// A spread that reaches the zoom threshold starts the pinch: gl-js waits only while
    /// |Δzoom| < `ZOOM_THRESHOLD` (0.1 levels, the handler's own constant), and the
    /// crossing sample zooms. The fingers spread on the horizontal centre line, so no pan,
    /// rotation or pitch starts with them.
    @Test func aSpreadReachingTheZoomThresholdStartsThePinch() {
        func kinds(spreadBy factor: Double) -> [GestureKind] {
            var d = Driver(thresholds: .mapLibreGLJS)
            d.sample(0, (.down, 0, 150, 400), (.down, 1, 250, 400))
            let half = 50 * factor
            d.sample(0.016, (.move, 0, 200 - half, 400), (.move, 1, 200 + half, 400))
            return d.kinds()
        }
        let threshold = pow(2, MapLibreTouchZoom.threshold)
        #expect(kinds(spreadBy: threshold * (1 + 1e-9)) == [.pinch])
        #expect(kinds(spreadBy: threshold * (1 - 1e-9)).isEmpty)
    }
}

/// MapLibre Native Android's rules (`GestureThresholds.mapLibreAndroid`).
@Suite struct MapLibreAndroidRulesTests {
    /// Turns two fingers 200 pt apart by `degreesPerSample` every 10 ms up to 40°.
    func rotates(degreesPerSample: Double) -> Bool {
        var d = Driver(thresholds: .mapLibreAndroid)
        let c = pt(200, 400)
        var degrees = 0.0, k = 0
        while degrees <= 40 {
            d.sample(0.01 * Double(k), twoFingers(center: c, radius: 100, angle: degrees * .pi / 180,
                                                  phase: k == 0 ? .down : .move))
            degrees += degreesPerSample
            k += 1
        }
        return d.kinds().contains(.rotate)
    }

    /// Below 40°/s no rotation starts, however far the fingers turn; at 60°/s it does
    /// (3° threshold, `onRotateBegin`'s gates).
    @Test func rotationNeedsAngularSpeed() {
        #expect(!rotates(degreesPerSample: 0.3))   // 30°/s
        #expect(rotates(degreesPerSample: 0.6))    // 60°/s
        #expect(RotationStartRule.passesSpeedGates(speed: 100, turnSinceStart: 4) == false)
        #expect(RotationStartRule.passesSpeedGates(speed: 100, turnSinceStart: 5))
        #expect(RotationStartRule.passesSpeedGates(speed: 600, turnSinceStart: 14) == false)
    }

    /// Shove: side-by-side fingers up 2 pt per sample pan first (4 pt move threshold), then
    /// start tilting once the mean has moved 16 pt (that sample is not applied; the pan
    /// ends), then 0.1° per pt; a pinch cannot begin meanwhile.
    @Test func shoveStartsAtSixteenPointsAndTiltsATenthOfADegreePerPoint() {
        var d = Driver(thresholds: .mapLibreAndroid)
        d.sample(0, (.down, 0, 150, 500), (.down, 1, 250, 500))
        for k in 1...8 { d.sample(0.01 * Double(k), (.move, 0, 150, 500 - 2 * Double(k)), (.move, 1, 250, 500 - 2 * Double(k))) }
        #expect(d.kinds() == [.pan, .tilt] && d.camera.tilt == 0)
        #expect(d.records[0].endTime == 0.08)
        for k in 9...18 { d.sample(0.01 * Double(k), (.move, 0, 150, 500 - 2 * Double(k)), (.move, 1, 250, 500 - 2 * Double(k))) }
        #expect(abs(d.camera.tilt - 2) < 1e-9)
        // Spreading now would be a fast pinch, but {shove, scale} are exclusive.
        for k in 19...30 {
            let spread = 10 * Double(k - 18)
            d.sample(0.01 * Double(k), (.move, 0, 150 - spread, 464), (.move, 1, 250 + spread, 464))
        }
        #expect(!d.kinds().contains(.pinch))
    }

    /// A fast spread pinches; the same spread at 0.3 pt/ms of Android span does not.
    @Test func scaleNeedsSpanSpeed() {
        func pinches(pointsPerSample: Double) -> Bool {
            var d = Driver(thresholds: .mapLibreAndroid)
            d.sample(0, (.down, 0, 150, 400), (.down, 1, 250, 400))
            for k in 1...40 {
                let s = pointsPerSample * Double(k)
                d.sample(0.01 * Double(k), (.move, 0, 150 - s, 400), (.move, 1, 250 + s, 400))
            }
            return d.kinds().contains(.pinch)
        }
        // Android span = 2 × distance: 4 × 2 pt per 10 ms = 0.8 pt/ms passes, 4 × 0.5 = 0.2 does not.
        #expect(pinches(pointsPerSample: 2))
        #expect(!pinches(pointsPerSample: 0.5))
    }

    /// A release under 1000 dp/s does not fling; one at 2000 does.
    @Test func flingGate() {
        func flings(speed: Double) -> Bool {
            var d = Driver(thresholds: .mapLibreAndroid)
            d.sample(0, (.down, 0, 100, 400))
            for k in 1...10 { d.sample(0.008 * Double(k), (.move, 0, 100 + speed * 0.008 * Double(k), 400)) }
            d.sample(0.08, (.up, 0, 100 + speed * 0.08, 400))
            return d.actions.contains { if case .fling = $0 { true } else { false } }
        }
        #expect(!flings(speed: 900))
        #expect(flings(speed: 2000))
    }
}

/// `ExclusiveGestureSets`: inline storage of up to four sets, and the rule it answers.
@Suite struct ExclusiveGestureSetsTests {
    @Test func holdsUpToFourNonEmptySetsInOrder() throws {
        let sets: [GestureKindSet] = [[.tilt, .pinch], [.tilt, .rotate], [.pinch, .longPress], [.pan, .tap]]
        #expect(try #require(ExclusiveGestureSets(sets)).sets == sets)
        #expect(ExclusiveGestureSets(sets + [[.rotate, .tap]]) == nil)
        #expect(ExclusiveGestureSets([[.pan], []]) == nil)
        #expect(ExclusiveGestureSets().isEmpty && ExclusiveGestureSets().sets.isEmpty)
    }

    @Test func aGestureMayNotBeginWhileAnotherOfItsSetRuns() {
        let android = GestureThresholds.mapLibreAndroid.exclusiveGestures
        #expect(!android.allows(.pinch, running: [.tilt]))
        #expect(!android.allows(.tilt, running: [.rotate, .pan]))
        #expect(android.allows(.tilt, running: [.pan]))
        #expect(android.allows(.pan, running: [.tilt, .pinch]))
        #expect(android.allows(.pinch, running: [.pinch]))
    }
}
