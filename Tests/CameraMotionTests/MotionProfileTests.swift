import Foundation
import Testing
import MapMath
@testable import CameraMotion

@Suite struct MotionProfileTests {
    @Test func namedProfiles() {
        #expect(MotionProfile.allNames == ["maplibre", "android", "ios"])
        for name in MotionProfile.allNames {
            #expect(MotionProfile.named(name)?.name == name)
        }
        #expect(MotionProfile.named("MapLibre") == nil)
        #expect(MotionProfile.named("") == nil)
        #expect(MotionProfile.default == .maplibre)
        #expect(MotionProfile.maplibre.gestures == .maplibre)
        #expect(MotionProfile.android.gestures == .android)
        #expect(MotionProfile.ios.gestures == .ios)
    }

    @Test func constantsTheIssueNames() {
        guard case let .mapLibre(inertia) = MotionProfile.maplibre.fling else {
            Issue.record("maplibre profile must use MapLibre inertia")
            return
        }
        #expect(inertia.pan == InertiaChannel(deceleration: 2500, maxSpeed: 1400))
        #expect(inertia.zoom == InertiaChannel(deceleration: 20, maxSpeed: 1400))
        #expect(inertia.bearing == InertiaChannel(deceleration: 1000, maxSpeed: 360))
        #expect(inertia.tilt == InertiaChannel(deceleration: 1000, maxSpeed: 90))
        #expect(inertia.easing == (try! TimingCurve(x1: 0, y1: 0, x2: 0.3, y2: 1)))
        #expect(MotionProfile.ios.fling == .decelerationRate(DecelerationRateFling(ratePerMillisecond: 0.998)))
        for profile in [MotionProfile.maplibre, .android, .ios] {
            #expect(profile.tiltLimit == .googleIOS)
            #expect(profile.cameraLimits == CameraLimits.default)
            #expect(profile.doubleTapZoomDelta == 1 && profile.twoFingerTapZoomDelta == -1)
            #expect(profile.flyTo.curve == 1.42)
            #expect(profile.compassFadeDelay > 0 && profile.compassFadeDuration > 0)
        }
    }

    @Test func profilesRoundTripThroughJSON() throws {
        for profile in [MotionProfile.maplibre, .android, .ios] {
            let data = try JSONEncoder().encode(profile)
            #expect(try JSONDecoder().decode(MotionProfile.self, from: data) == profile)
        }
    }
}
