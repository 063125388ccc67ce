import Gestures
import MapMath
import MapSimulation
import Testing
import Traces

/// The sample that starts a pan anchors the ground under the centroid where it is, so it
/// does not move the camera; the camera must not move by rounding either, which would send a
/// `didChangeCameraPosition` for a camera that did not move.
@Suite struct ReplayPanStartTests {
    static let cameras: [CameraPosition] = [
        try! CameraPosition(latitude: 37.7749, longitude: -122.4194, zoom: 12),
        try! CameraPosition(latitude: -33.8688, longitude: 151.2093, zoom: 17.3, bearing: 200, tilt: 40),
        try! CameraPosition(latitude: 64.1466, longitude: -21.9426, zoom: 5.5, bearing: 33, tilt: 20),
    ]

    @Test(arguments: cameras)
    func startingPanLeavesTheCameraBitForBit(_ camera: CameraPosition) throws {
        let viewport = try Viewport(width: 400, height: 800, padding: EdgeInsets(top: 40, left: 10, bottom: 90, right: 0))
        let view = MapView(camera: camera, viewport: viewport, profile: .ourRules)
        let start = view.camera
        // Down, a 7-pt move that starts the pan (touchSlop 3), then still until 200 ms, then on.
        let touches = [
            TouchEvent(time: 0, phase: .down, pointerID: 0, x: 123.4, y: 456.7),
            TouchEvent(time: 0.016, phase: .move, pointerID: 0, x: 130.1, y: 459.2),
            TouchEvent(time: 0.2, phase: .move, pointerID: 0, x: 150.1, y: 470.2),
            TouchEvent(time: 0.4, phase: .up, pointerID: 0, x: 150.1, y: 470.2),
        ]
        let result = Simulation(recordFrames: true).run(view, touches: touches)
        #expect(result.gestures.map(\.kind) == [.pan])
        #expect(result.gestures.first?.beginTime == 0.016)
        for frame in result.frames where frame.time < 0.2 {
            #expect(frame.camera == start, "frame at \(frame.time) s: \(frame.camera) differs from \(start)")
        }
        let changes = result.events.filter { $0.typeName == "didChangeCameraPosition" }
        #expect(changes.first.map { $0.time >= 0.2 } == true, "first camera change at \(changes.first?.time ?? -1) s")
        // willMove comes when the pan starts, before any camera change.
        #expect(result.events.first?.kind == .willMove(gesture: true))
        #expect(result.events.first?.time == 0.016)
        #expect(result.finalCamera != start)
    }
}
