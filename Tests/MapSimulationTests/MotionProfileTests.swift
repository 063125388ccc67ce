import Foundation
import Testing
import MapMath
import CameraMotion
import Gestures
@testable import MapSimulation

@Suite struct MotionProfileTests {
    @Test func namedProfiles() {
        #expect(MotionProfile.allNames == ["maplibre-gl-js@5", "maplibre-gl-js@6", "maplibre-android",
                                           "android-framework", "ios"])
        #expect(MotionProfile.namedProfiles == [.mapLibreGLJS5, .mapLibreGLJS6, .mapLibreAndroid, .androidFramework, .ios])
        // The unversioned names select the newest version, which keeps its full name.
        #expect(MotionProfile.mapLibreGLJS == .mapLibreGLJS6)
        for alias in ["maplibre-gl-js", "maplibre"] {
            #expect(MotionProfile.named(alias) == .mapLibreGLJS6 && MotionProfile.named(alias)?.name == "maplibre-gl-js@6")
        }
        #expect(MotionProfile.named("maplibre-gl-js@4") == nil && MotionProfile.named("maplibre-gl-js@") == nil)
        // The two versions differ in their inertia, long press and nothing else.
        var six = GestureThresholds.mapLibreGLJS5
        six.inertiaVelocityWindow = 0.06
        six.longPress = .contextMenu
        #expect(six == .mapLibreGLJS6 && GestureThresholds.mapLibreGLJS5 != .mapLibreGLJS6)
        #expect(MotionProfile.mapLibreGLJS5.motion == MotionProfile.mapLibreGLJS6.motion)
        #expect(MotionProfile.named("android") == .androidFramework)
        #expect(MotionProfile.named("maplibre-native") == nil)
        for name in MotionProfile.allNames {
            #expect(MotionProfile.named(name)?.name == name)
        }
        #expect(MotionProfile.allNames.map { MotionProfile.named($0) } == MotionProfile.namedProfiles)
        #expect(MotionProfile.named("MapLibre") == nil)
        #expect(MotionProfile.named("") == nil)
        // The default is the version the oracle runs (MapLibre GL JS 5.3.0).
        #expect(MotionProfile.default == .mapLibreGLJS5 && MotionProfile.default.name == "maplibre-gl-js@5")
        #expect(MotionProfile.mapLibreAndroid.gestures == .mapLibreAndroid
                && MotionProfile.mapLibreAndroid.motion == .mapLibreAndroid)
        #expect(MotionProfile.maplibre.gestures == .maplibre && MotionProfile.maplibre.motion == .maplibre)
        #expect(MotionProfile.android.gestures == .android && MotionProfile.android.motion == .android)
        #expect(MotionProfile.ios.gestures == .ios && MotionProfile.ios.motion == .ios)
        for profile in MotionProfile.namedProfiles {
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
        #expect(profile.name == "android-framework" && profile.fling == MotionDefaults.android.fling)
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
