import Foundation
import Testing
import MapMath
import CameraMotion
import Gestures
@testable import MapSimulation

@Suite struct MotionProfileTests {
    @Test func namedProfiles() {
        #expect(MotionProfile.allNames == ["maplibre", "android", "ios"])
        #expect(MotionProfile.namedProfiles == [.maplibre, .android, .ios])
        for name in MotionProfile.allNames {
            #expect(MotionProfile.named(name)?.name == name)
        }
        #expect(MotionProfile.allNames.map { MotionProfile.named($0) } == MotionProfile.namedProfiles)
        #expect(MotionProfile.named("MapLibre") == nil)
        #expect(MotionProfile.named("") == nil)
        #expect(MotionProfile.default == .maplibre)
        #expect(MotionProfile.maplibre.gestures == .maplibre && MotionProfile.maplibre.motion == .maplibre)
        #expect(MotionProfile.android.gestures == .android && MotionProfile.android.motion == .android)
        #expect(MotionProfile.ios.gestures == .ios && MotionProfile.ios.motion == .ios)
        for profile in [MotionProfile.maplibre, .android, .ios] {
            #expect(profile.doubleTapZoomDelta == 1 && profile.twoFingerTapZoomDelta == -1)
            #expect(profile.cameraLimits == CameraLimits.default)
        }
    }

    @Test func fieldsSetOnTheProfileLandInItsParts() throws {
        var profile = MotionProfile.android
        profile.doubleTapZoomDelta = 2
        profile.twoFingerTapZoomDelta = -0.5
        profile.doubleTapZoom = AnimationTiming(duration: 0.8, curve: .linear)
        profile.twoFingerTapZoom = AnimationTiming(duration: 0.2, curve: .ease)
        profile.compassFadeDelay = 3
        profile.myLocationZoom = 17
        profile.tiltLimit = try TiltLimit(stops: [TiltLimit.Stop(zoom: 0, maxTilt: 10)])
        #expect(profile.gestures.doubleTapZoomDelta == 2 && profile.gestures.twoFingerTapZoomDelta == -0.5)
        #expect(profile.motion.doubleTapZoom.duration == 0.8 && profile.motion.twoFingerTapZoom.duration == 0.2)
        #expect(profile.motion.compassFadeDelay == 3 && profile.motion.myLocationZoom == 17)
        #expect(profile.cameraLimits.maxTilt(atZoom: 15) == 10)
        // Everything else is the named profile's.
        #expect(profile.name == "android" && profile.fling == MotionDefaults.android.fling)
        #expect(profile.gestures.touchSlop == GestureThresholds.android.touchSlop)
    }

    @Test func profilesRoundTripThroughJSON() throws {
        var custom = MotionProfile.ios
        custom.name = "custom"
        custom.doubleTapZoomDelta = 2
        custom.myLocationZoom = 16
        for profile in [MotionProfile.maplibre, .android, .ios, custom] {
            let data = try JSONEncoder().encode(profile)
            #expect(try JSONDecoder().decode(MotionProfile.self, from: data) == profile)
        }
    }
}
