import Testing
import MapMath
import Gestures
@testable import MapSimulation

/// Gesture records against what the map view did: a tap zoom's record is its animation's
/// whole effect, and a pan's record stops at the release (the fling after it is not in it).
@Suite struct GestureRecordViewTests {
    /// The record's change is where the animation ended: +0.5 at zoom 20.5 (the range
    /// stops at 21); −1 and the tilt the lower zoom allows from zoom 14, tilt 45.
    @Test func tapZoomRecordsAreTheirAnimationsEffect() throws {
        for (camera, touches, kind) in [
            (try CameraPosition(target: Scene.target, zoom: 20.5), Scene.doubleTap, GestureKind.doubleTap),
            (try CameraPosition(target: Scene.target, zoom: 14, tilt: 45), Scene.twoFingerTap, .twoFingerTap),
        ] {
            let view = MapView(camera: camera, viewport: Scene.viewport)
            let result = Simulation().run(view, touches: touches)
            #expect(result.gestures.map(\.kind) == [kind])
            let change = try #require(result.gestures.first?.cameraChange)
            #expect(abs(change.zoom - (result.finalCamera.zoom - camera.zoom)) < 1e-12, "\(kind)")
            #expect(abs(change.tilt - (result.finalCamera.tilt - camera.tilt)) < 1e-12, "\(kind)")
            #expect(change.zoom != 0)
        }
    }

    /// 10 pt every 10 ms for 200 pt, lifted while moving: the pan's record holds the
    /// dragged distance (all 200 pt in maplibre-gl-js, which applies the crossing move;
    /// 190 under android-framework, which skips it); the inertia or fling carries the map
    /// further, and that is not in the record.
    @Test func theFlingIsNotInThePansRecord() throws {
        var touches = [TouchEvent(time: 0, phase: .down, pointerID: 1, x: 100, y: 400)]
        for k in 1...20 {
            touches.append(TouchEvent(time: 0.01 * Double(k), phase: .move, pointerID: 1, x: 100 + 10 * Double(k), y: 400))
        }
        touches.append(TouchEvent(time: 0.2, phase: .up, pointerID: 1, x: 300, y: 400))
        for (profile, dragged) in [(MotionProfile.maplibre, 200.0), (.androidFramework, 190)] {
            let start = Scene.camera()
            let result = Simulation().run(MapView(camera: start, viewport: Scene.viewport, profile: profile),
                                          touches: touches)
            let pan = try #require(result.gestures.first)
            #expect(pan.kind == .pan && pan.touchDownTime == 0 && pan.touchUpTime == 0.2)
            #expect(pan.cameraChange?.panDistance == dragged, "\(profile.name)")
            // Where the starting centre is now: moved right by the drag and then the fling.
            let moved = try #require(Projection(camera: result.finalCamera, viewport: Scene.viewport)
                .point(for: start.target))
            #expect(moved.x - 200 > dragged + 10, "\(profile.name): \(moved.x - 200)")
        }
    }
}
