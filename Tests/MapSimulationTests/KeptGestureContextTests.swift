import Gestures
import MapMath
import SeededRandom
import Testing
@testable import MapSimulation

/// The map view keeps its gesture context (`MapView.keptGestureContext`) instead of
/// building one per sample: rebuilt by the `didSet` of each field it reads besides the
/// camera (viewport, limits, settings, faults), its camera set per sample. These tests
/// drive a view through seeded commands, fault changes and touches and check, after every
/// step, that the kept context with the view's camera is the context built from the view.
@Suite("Kept gesture context") struct KeptGestureContextTests {
    static func context(of view: MapView) -> GestureContext {
        var kept = view.keptGestureContext
        kept.camera = view.camera
        return kept
    }

    @Test func theKeptContextIsTheBuiltOneAfterEveryStep() throws {
        var random = SplitMix64(seed: 0x6E57_C0DE)
        let faults: [MapViewFaults] = [[], .pinchAboutCentre, .ignoresScrollSetting, [.pinchAboutCentre, .ignoresScrollSetting]]
        var view = MapView(camera: CameraPosition(normalizing: Coordinate(latitude: 47.37, longitude: 8.54), zoom: 12),
                           viewport: try Viewport(width: 400, height: 800))
        #expect(Self.context(of: view) == view.gestureContext)
        var time = 0.0
        for step in 0..<400 {
            time += 0.016
            switch random.next() % 6 {
            case 0:
                let key = UISettings.Key.allCases[Int(random.next() % UInt64(UISettings.Key.allCases.count))]
                view.perform(.setSetting(key, random.next() % 2 == 0), at: time)
            case 1:
                let inset = Double(random.next() % 80)
                view.perform(.setPadding(EdgeInsets(top: inset, left: inset / 2, bottom: 0, right: inset / 4)), at: time)
            case 2:
                let low = Double(random.next() % 8)
                view.perform(.setZoomRange(try ZoomRange(minZoom: low, maxZoom: low + 4 + Double(random.next() % 10))), at: time)
            case 3:
                view.faults = faults[Int(random.next() % UInt64(faults.count))]
            default:
                // A one-finger stroke's sample: moves the camera the context carries.
                let x = 100 + Double(random.next() % 200), y = 200 + Double(random.next() % 400)
                view.handleTouches([TouchEvent(time: time, phase: step % 2 == 0 ? .down : .up, pointerID: 1,
                                               location: ScreenPoint(x: x, y: y))])
            }
            #expect(Self.context(of: view) == view.gestureContext, "step \(step)")
        }
    }

    @Test func aFieldChangedWithoutItsRebuildIsCaught() throws {
        // The comparison above sees a stale context: one left as it was before a setting changed.
        var view = MapView(camera: CameraPosition(normalizing: Coordinate(latitude: 0, longitude: 0), zoom: 3),
                           viewport: try Viewport(width: 300, height: 300))
        let stale = view.keptGestureContext
        view.perform(.setSetting(.scrollGestures, false), at: 0)
        var restored = view
        restored.keptGestureContext = stale
        #expect(Self.context(of: restored) != restored.gestureContext)
        #expect(Self.context(of: view) == view.gestureContext)
    }
}
