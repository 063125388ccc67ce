import Testing
import MapMath
@testable import CameraMotion

@Suite struct CameraAnimatorTests {
    static let animator = CameraAnimator(motion: .maplibre, viewport: Fixture.viewport)

    @Test func compassTapResetsBearingTheShortWay() throws {
        for motion in [MotionDefaults.maplibre, .android, .ios] {
            let animator = CameraAnimator(motion: motion, viewport: Fixture.viewport)
            let start = try CameraPosition(latitude: 59.33, longitude: 18.07, zoom: 15, bearing: 300, tilt: 20)
            let move = animator.resetBearing(from: start)
            #expect(move.duration == motion.compassReset.duration)
            #expect(move.endCamera.bearing == 0)
            #expect(move.endCamera.target == start.target && move.endCamera.zoom == 15 && move.endCamera.tilt == 20)
            for t in Fixture.sampleTimes(move.duration) {
                let b = move.camera(at: t).bearing
                #expect(b >= 300 || b == 0, "bearing \(b) went the long way")
            }
        }
    }

    @Test func myLocationEasesShortHopsAndFliesLongOnesKeepingZoom() throws {
        let start = try CameraPosition(latitude: 48.8566, longitude: 2.3522, zoom: 15, bearing: 20, tilt: 10)
        let near = Coordinate(latitude: 48.8580, longitude: 2.3550)
        let far = Coordinate(latitude: 45.764, longitude: 4.8357)
        let hop = Self.animator.animate(from: start, to: near)
        guard case .ease = hop else { Issue.record("short hop should ease"); return }
        #expect(hop.endCamera.zoom == 15 && hop.endCamera.target == near)
        #expect(hop.duration == MotionDefaults.maplibre.defaultAnimation.duration)
        let flight = Self.animator.animate(from: start, to: far)
        guard case .flyTo = flight else { Issue.record("long move should fly"); return }
        #expect(flight.endCamera.zoom == 15 && flight.endCamera.target == far)
        #expect(flight.endCamera.bearing == 20)
        var zoomed = MotionDefaults.ios
        zoomed.myLocationZoom = 17
        #expect(CameraAnimator(motion: zoomed, viewport: Fixture.viewport).animate(from: start, to: near).endCamera.zoom == 17)
    }

    @Test func tapZoomsAboutTheTapPoint() throws {
        let start = try CameraPosition(latitude: 40.4168, longitude: -3.7038, zoom: 12, bearing: 45)
        let tap = ScreenPoint(x: 100, y: 600)
        let anchorWorld = Projection(camera: start, viewport: Fixture.viewport).worldPoint(for: tap)!
        let zoomIn = Self.animator.doubleTapZoom(from: start, by: 1, at: tap)
        #expect(zoomIn.endCamera.zoom == 13)
        #expect(zoomIn.duration == 0.3)
        for t in Fixture.sampleTimes(zoomIn.duration) {
            let p = Projection(camera: zoomIn.camera(at: t), viewport: Fixture.viewport).point(forWorld: anchorWorld)!
            #expect(p.distance(to: tap) <= 1e-6)
        }
        // Agrees with the static camera update.
        let update = CameraUpdate.zoomBy(1, at: tap).apply(to: start, in: Fixture.viewport)
        #expect(abs(update.target.latitude - zoomIn.endCamera.target.latitude) <= 1e-12)
        #expect(abs(update.target.longitude - zoomIn.endCamera.target.longitude) <= 1e-12)
        let zoomOut = Self.animator.twoFingerTapZoom(from: start, by: -1)
        #expect(zoomOut.endCamera.zoom == 11)
        #expect(zoomOut.endCamera.target.latitude == start.target.latitude)
        // Zoom is clamped at the limits.
        let top = try CameraPosition(latitude: 0, longitude: 0, zoom: 21)
        #expect(Self.animator.doubleTapZoom(from: top, by: 1, at: nil).endCamera.zoom == 21)
    }

    @Test func tapZoomsKeepTheirGesturesTimingWhicheverWayTheyZoom() throws {
        var motion = MotionDefaults.maplibre
        motion.doubleTapZoom = AnimationTiming(duration: 0.8, curve: .ease)
        motion.twoFingerTapZoom = AnimationTiming(duration: 0.2, curve: .linear)
        let animator = CameraAnimator(motion: motion, viewport: Fixture.viewport)
        let start = try CameraPosition(latitude: 40.4168, longitude: -3.7038, zoom: 12)
        for delta in [2.0, -0.5] {
            let double = animator.doubleTapZoom(from: start, by: delta, at: nil)
            #expect(double.duration == 0.8 && double.endCamera.zoom == 12 + delta)
            let two = animator.twoFingerTapZoom(from: start, by: delta)
            #expect(two.duration == 0.2 && two.endCamera.zoom == 12 + delta)
        }
    }

    @Test func fitBoundsIsAnimatedToTheCameraUpdateResult() throws {
        let start = try CameraPosition(latitude: 0, longitude: 0, zoom: 3, bearing: 90, tilt: 20)
        let bounds = CoordinateBounds(south: 45.8, west: 5.9, north: 47.8, east: 10.5)
        let expected = CameraUpdate.fit(bounds).apply(to: start, in: Fixture.viewport)
        for motion in [MotionDefaults.maplibre, .android, .ios] {
            let move = CameraAnimator(motion: motion, viewport: Fixture.viewport).fit(from: start, bounds: bounds)
            #expect(move.endCamera == expected)
            #expect(move.endCamera.bearing == 0 && move.endCamera.tilt == 0)
            #expect(move.camera(at: 0) == start)
            #expect(move.duration > 0)
        }
    }

    @Test func programmaticUpdatesAnimate() throws {
        let start = try CameraPosition(latitude: 10, longitude: 10, zoom: 10)
        let move = Self.animator.animate(from: start, with: .scrollBy(x: 100, y: 0))
        #expect(move.endCamera == CameraUpdate.scrollBy(x: 100, y: 0).apply(to: start, in: Fixture.viewport))
        #expect(move.duration == 0.5)
        let custom = Self.animator.animate(from: start, to: try CameraPosition(latitude: 11, longitude: 10, zoom: 12),
                                           timing: AnimationTiming(duration: 2, curve: .linear))
        #expect(custom.duration == 2)
        #expect(abs(custom.camera(at: 1).zoom - 11) < 1e-12)
        #expect(Self.animator.screenfuls(from: start, to: start) == 0)
    }
}
