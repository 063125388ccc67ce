import TestSupport
import Testing
import MapMath
@testable import MapSimulation

@Suite("Marker store")
struct MarkerStoreTests {
    /// The per-frame Float pass agrees with the Double projection, and visibility uses the
    /// icon reach as margin.
    @Test func projectionMatchesDoubleProjection() {
        var rng = SplitMix64(seed: 7)
        var markers: [Marker] = []
        for i in 0..<500 {
            let dx = Double.random(in: -600...600, using: &rng), dy = Double.random(in: -900...900, using: &rng)
            markers.append(Marker(id: "m\(i)", position: Scene.coordinate(dx: dx, dy: dy, zoom: 18),
                                  zIndex: Int.random(in: -3...3, using: &rng)))
        }
        var store = MarkerStore(markers)
        let camera = try! CameraPosition(target: Scene.target, zoom: 18, bearing: 33, tilt: 40)
        let projection = Projection(camera: camera, viewport: Scene.viewport)
        store.project(with: ScreenProjector(projection))
        var visible = 0
        for i in 0..<store.count {
            guard let p = projection.point(forWorld: store.world[i]) else {
                #expect(!store.visible[i])
                continue
            }
            let s = SIMD2(store.screenX[i], store.screenY[i])
            #expect(abs(Double(s.x) - p.x) < 0.01 && abs(Double(s.y) - p.y) < 0.01)
            let margin = 42.0
            let inside = p.x >= -margin && p.x <= 400 + margin && p.y >= -margin && p.y <= 800 + margin
            if abs(p.x + margin) > 0.01 && abs(p.x - 400 - margin) > 0.01 && abs(p.y + margin) > 0.01
                && abs(p.y - 800 - margin) > 0.01 {
                #expect(store.visible[i] == inside)
            }
            if store.visible[i] { visible += 1 }
        }
        #expect(store.visibleCount == visible && visible > 50)
    }

    @Test func hitOrderAfterAddsAndRemoves() {
        var store = MarkerStore([Marker(id: "a", position: Scene.target, zIndex: 1),
                                 Marker(id: "b", position: Scene.target),
                                 Marker(id: "c", position: Scene.target, zIndex: 1)])
        #expect(store.hitOrder.map { store.markers[$0].id } == ["c", "a", "b"])
        store.add(Marker(id: "d", position: Scene.target, zIndex: 1))
        store.remove("c")
        #expect(store.hitOrder.map { store.markers[$0].id } == ["d", "a", "b"])
        store.add(Marker(id: "b", position: Scene.target, zIndex: 5))     // replaces in place
        #expect(store.markers.map(\.id) == ["a", "b", "d"])
        #expect(store.hitOrder.map { store.markers[$0].id } == ["b", "d", "a"])
    }
}
