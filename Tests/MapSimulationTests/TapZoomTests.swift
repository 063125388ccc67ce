import Testing
import MapMath
import CameraMotion
import Gestures
@testable import MapSimulation

/// The map view's tap zooms: each zooms by its delta from the profile's gesture thresholds
/// and animates with its own gesture's timing, whichever way the delta zooms.
@Suite struct TapZoomTests {
    static let start = Scene.camera(zoom: 15)

    /// A profile whose double tap animates over 0.8 s and two-finger tap over 0.2 s.
    static func timedProfile() -> MotionProfile {
        var profile = MotionProfile.maplibre
        profile.doubleTapZoom = AnimationTiming(duration: 0.8, curve: .ease)
        profile.twoFingerTapZoom = AnimationTiming(duration: 0.2, curve: .linear)
        return profile
    }

    /// Delivers `events` to `view` as samples, one per time (as `Simulation` does).
    static func handle(_ events: [TouchEvent], on view: inout MapView) {
        var i = 0
        while i < events.count {
            var end = i + 1
            while end < events.count && events[end].time == events[i].time { end += 1 }
            view.handleTouches(events[i..<end])
            i = end
        }
    }

    /// The time of the only `idleAtCameraPosition` event, or nil.
    static func idleTime(_ events: [MapEvent]) -> Double? {
        let idle = events.filter { $0.typeName == "idleAtCameraPosition" }
        return idle.count == 1 ? idle[0].time : nil
    }

    @Test func doubleTapZoomsByTheProfilesDelta() throws {
        var profile = MotionProfile.maplibre
        profile.gestures.doubleTapZoomDelta = 2
        let view = MapView(camera: Self.start, viewport: Scene.viewport, profile: profile)
        let result = Simulation().run(view, touches: Scene.doubleTap)
        #expect(result.gestures.map(\.kind) == [.doubleTap])
        #expect(result.finalCamera.zoom == 17)
        // About the tap point: the coordinate under it stays under it.
        let tapped = try #require(Projection(camera: Self.start, viewport: Scene.viewport)
            .coordinate(for: ScreenPoint(x: 200, y: 400)))
        let after = try #require(result.mapView.projection.point(for: tapped))
        #expect(after.distance(to: ScreenPoint(x: 200, y: 400)) < 1e-6)
    }

    @Test func twoFingerTapZoomsByTheProfilesDelta() {
        var profile = MotionProfile.maplibre
        profile.gestures.twoFingerTapZoomDelta = -0.5
        let view = MapView(camera: Self.start, viewport: Scene.viewport, profile: profile)
        let result = Simulation().run(view, touches: Scene.twoFingerTap)
        #expect(result.gestures.map(\.kind) == [.twoFingerTap])
        #expect(result.finalCamera.zoom == 14.5)
    }

    @Test func aDoubleTapThatZoomsOutKeepsTheDoubleTapTiming() throws {
        var profile = Self.timedProfile()
        profile.gestures.doubleTapZoomDelta = -1
        var view = MapView(camera: Self.start, viewport: Scene.viewport, profile: profile)
        Self.handle(Scene.doubleTap, on: &view)
        let running = try #require(view.player.current)
        #expect(running.startTime == 0.33 && running.move.duration == 0.8)
        let result = Simulation().run(MapView(camera: Self.start, viewport: Scene.viewport, profile: profile),
                                      touches: Scene.doubleTap)
        #expect(result.finalCamera.zoom == 14)
        // Idle at the first 60 fps frame at or after the animation's end.
        let idle = try #require(Self.idleTime(result.events))
        #expect(idle >= 0.33 + 0.8 && idle < 0.33 + 0.8 + 1.0 / 60)
    }

    @Test func aTwoFingerTapThatZoomsInKeepsTheTwoFingerTapTiming() throws {
        var profile = Self.timedProfile()
        profile.gestures.twoFingerTapZoomDelta = 1
        var view = MapView(camera: Self.start, viewport: Scene.viewport, profile: profile)
        Self.handle(Scene.twoFingerTap, on: &view)
        let running = try #require(view.player.current)
        #expect(running.startTime == 0.1 && running.move.duration == 0.2)
        let result = Simulation().run(MapView(camera: Self.start, viewport: Scene.viewport, profile: profile),
                                      touches: Scene.twoFingerTap)
        #expect(result.finalCamera.zoom == 16)
        let idle = try #require(Self.idleTime(result.events))
        // The end is 0.3 s exactly (`ClockArithmetic`), frame 18; the Double sum 0.1 + 0.2 is
        // 0.30000000000000004 and put it a frame later.
        #expect(idle >= 0.3 && idle < 0.3 + 1.0 / 60)
    }
}
