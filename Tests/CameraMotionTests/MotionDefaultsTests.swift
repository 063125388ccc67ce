import Foundation
import Testing
import MapMath
@testable import CameraMotion

@Suite struct MotionDefaultsTests {
    @Test func constantsTheIssueNames() {
        guard case let .mapLibre(inertia) = MotionDefaults.maplibre.fling else {
            Issue.record("maplibre motion must use MapLibre inertia")
            return
        }
        #expect(inertia.pan == InertiaChannel(deceleration: 2500, maxSpeed: 1400))
        #expect(inertia.zoom == InertiaChannel(deceleration: 20, maxSpeed: 1400))
        #expect(inertia.bearing == InertiaChannel(deceleration: 1000, maxSpeed: 360))
        #expect(inertia.tilt == InertiaChannel(deceleration: 1000, maxSpeed: 90))
        #expect(inertia.easing == (try! TimingCurve(x1: 0, y1: 0, x2: 0.3, y2: 1)))
        #expect(MotionDefaults.ios.fling == .decelerationRate(DecelerationRateFling(ratePerMillisecond: 0.998)))
        for motion in [MotionDefaults.maplibre, .android, .ios] {
            #expect(motion.tiltLimit == .googleIOS)
            #expect(motion.cameraLimits == CameraLimits.default)
            #expect(motion.flyTo.curve == 1.42)
            #expect(motion.compassFadeDelay > 0 && motion.compassFadeDuration > 0)
        }
    }

    @Test func motionDefaultsRoundTripThroughJSON() throws {
        for motion in [MotionDefaults.maplibre, .android, .ios] {
            let data = try JSONEncoder().encode(motion)
            #expect(try JSONDecoder().decode(MotionDefaults.self, from: data) == motion)
        }
    }
}
