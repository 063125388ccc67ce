import Testing
import MapMath
@testable import CameraMotion

/// MapLibre Native Android's `onFling` arithmetic.
@Suite struct MapLibreAndroidFlingTests {
    /// 2000 px/s at density 1, tilt 0: 2000 / 7 / 1.5 + 150 = 340.48 → 340 ms (the source
    /// casts to long), 2000 × 340 × 0.28 / 1000 = 190.4 px.
    @Test func workedExample() {
        let travel = MapLibreAndroidFling.mapLibreAndroid.travel(speed: 2000, tilt: 0)
        #expect(travel.duration == 0.34)
        #expect(abs(travel.distance - 190.4) < 1e-9)
    }

    /// Tilt lengthens less: at 10° the factor is 2.5, 2000 / 7 / 2.5 + 150 = 264.3 → 264 ms.
    @Test func tiltShortensTheFling() {
        let travel = MapLibreAndroidFling.mapLibreAndroid.travel(speed: 2000, tilt: 10)
        #expect(travel.duration == 0.264)
        #expect(abs(travel.distance - 2000 * 264 * 0.28 / 1000) < 1e-9)
    }

    /// The animation eases with mbgl's default transition curve and ends where `travel` says.
    @Test func flingAnimationUsesIt() throws {
        let viewport = try Viewport(width: 400, height: 800)
        let start = try CameraPosition(latitude: 0, longitude: 0, zoom: 12)
        let fling = FlingAnimation(from: start, velocity: ReleaseVelocity(x: 2000), model: .mapLibreAndroid(.mapLibreAndroid),
                                   viewport: viewport, limits: .default)
        #expect(fling.duration == 0.34)
        #expect(abs(fling.panDisplacement.x - 190.4) < 1e-9)
        #expect(fling.fraction(at: 0.17) == TimingCurve.mapLibreNativeTransition.progress(at: 0.5))
        #expect(MapLibreAndroidFling.mapLibreAndroid.travel(speed: 0, tilt: 0).duration == 0)
    }
}
