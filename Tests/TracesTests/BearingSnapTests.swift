import Testing
import Gestures
import MapMath
@testable import MapSimulation
import Traces

/// MapLibre GL JS's snap to north (`bearingSnap` 7°, `handler_manager.ts` `_fireEvents`)
/// through the replay.
@Suite struct BearingSnapTests {
    /// Two fingers 400 pt apart turn 0.5° every 20 ms to `turn` degrees, hold still 200 ms
    /// (the inertia buffer empties) and lift.
    func slowTwist(turn: Double) -> ReplayTraceBuilder {
        var b = ReplayTraceBuilder()
        b.viewport = #"{"width": 800, "height": 800}"#
        let steps = Int(turn / 0.5)
        for k in 0...steps {
            b.pair(Double(20 * k), k == 0 ? "down" : "move", center: (400, 400), radius: 200,
                   angleDegrees: 0.5 * Double(k))
        }
        let end = Double(20 * steps)
        b.pair(end + 200, "up", center: (400, 400), radius: 200, angleDegrees: turn)
        return b
    }

    /// A 9° twist rotates 2° (it starts at the first step beyond 7.16°, and applies that
    /// step): 358°, within 7° of north, so the bearing eases back to 0 over the compass
    /// reset's 1 s. Without the snap it stays at 358°.
    @Test func aSmallRotationSnapsNorth() throws {
        let b = slowTwist(turn: 9)
        let snapped = try b.replay(profile: .mapLibreGLJS5)
        #expect(snapped.simulation.gestures.map(\.kind).contains(.rotate))
        #expect(snapped.finalCamera.bearing == 0)
        #expect(snapped.simulation.endTime > 0.36 + 0.2 + 0.9)
        var noSnap = MotionProfile.mapLibreGLJS5
        noSnap.gestures.bearingSnap = 0
        let kept = try b.replay(profile: noSnap)
        #expect(abs(kept.finalCamera.bearing - 358) < 1e-9)
    }

    /// A twist that ends 20° from north keeps its bearing.
    @Test func beyondTheSnapTheBearingStays() throws {
        let result = try slowTwist(turn: 27).replay(profile: .mapLibreGLJS5)
        #expect(abs(result.finalCamera.bearing - 340) < 1e-9)
    }

    /// The rule: −7 < b < 7 in (−180, 180], not 0.
    @Test func snapWindow() {
        let view = MapView(camera: try! CameraPosition(latitude: 0, longitude: 0, zoom: 3),
                           viewport: try! Viewport(width: 400, height: 800), profile: .mapLibreGLJS5)
        #expect(view.snapsNorth(bearing: 6.9) && view.snapsNorth(bearing: 353.1))
        #expect(!view.snapsNorth(bearing: 7) && !view.snapsNorth(bearing: 353) && !view.snapsNorth(bearing: 0))
        let android = MapView(camera: view.camera, viewport: view.viewport, profile: .androidFramework)
        #expect(!android.snapsNorth(bearing: 3))
    }
}
