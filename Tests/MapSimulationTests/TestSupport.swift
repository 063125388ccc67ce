import MapMath
import Gestures
@testable import MapSimulation

/// A small map scene: a 400 × 800 view at zoom 15 over San Francisco.
enum Scene {
    static let target = Coordinate(latitude: 37.7749, longitude: -122.4194)
    static let viewport = try! Viewport(width: 400, height: 800)

    /// A double tap at (200, 400): lifts at 0.08 s, lands again at 0.25 s, second lift at 0.33 s.
    static let doubleTap = [
        TouchEvent(time: 0, phase: .down, pointerID: 1, x: 200, y: 400),
        TouchEvent(time: 0.08, phase: .up, pointerID: 1, x: 200, y: 400),
        TouchEvent(time: 0.25, phase: .down, pointerID: 1, x: 200, y: 400),
        TouchEvent(time: 0.33, phase: .up, pointerID: 1, x: 200, y: 400),
    ]

    /// A two-finger tap about (150, 320): both fingers down at 0 s and up at 0.1 s.
    static let twoFingerTap = [
        TouchEvent(time: 0, phase: .down, pointerID: 1, x: 100, y: 300),
        TouchEvent(time: 0, phase: .down, pointerID: 2, x: 200, y: 340),
        TouchEvent(time: 0.1, phase: .up, pointerID: 1, x: 100, y: 300),
        TouchEvent(time: 0.1, phase: .up, pointerID: 2, x: 200, y: 340),
    ]

    static func camera(zoom: Double = 15, bearing: Double = 0) -> CameraPosition {
        try! CameraPosition(target: target, zoom: zoom, bearing: bearing)
    }

    /// The coordinate `dx`, `dy` points from the target at `zoom`, bearing and tilt 0.
    static func coordinate(dx: Double, dy: Double, zoom: Double = 15) -> Coordinate {
        let w = WebMercator.worldPoint(for: target)
        let s = WebMercator.scale(atZoom: zoom)
        return WebMercator.coordinate(for: WorldPoint(x: w.x + dx / s, y: w.y + dy / s))
    }

    static func view(camera: CameraPosition = Scene.camera(), viewport: Viewport = Scene.viewport,
                     settings: UISettings = UISettings(), options: MapOptions = MapOptions(),
                     markers: [Marker] = [], buildings: [IndoorBuilding] = [],
                     profile: MotionProfile = .default) -> MapView {
        var view = MapView(camera: camera, viewport: viewport, settings: settings, profile: profile,
                           options: options, markers: markers, buildings: buildings)
        view.renderFrame(at: 0)
        return view
    }
}

extension MapView {
    /// A one-finger tap at (x, y) landing at `time` seconds, confirmed after the double-tap
    /// window, followed by frames until `time + 0.6`.
    mutating func tap(_ x: Double, _ y: Double, at time: Double) {
        handleTouches([TouchEvent(time: time, phase: .down, pointerID: 1, x: x, y: y)])
        handleTouches([TouchEvent(time: time + 0.05, phase: .up, pointerID: 1, x: x, y: y)])
        advanceTimers(to: time + 0.6)
        renderFrame(at: time + 0.6)
    }

    /// Draws frames at 60 fps from `start` through `end` seconds.
    mutating func frames(from start: Double, through end: Double) {
        var k = Int((start * 60).rounded(.up))
        while Double(k) / 60 <= end {
            advanceTimers(to: Double(k) / 60)
            renderFrame(at: Double(k) / 60)
            k += 1
        }
    }

    /// Event type names from index `from` on, with camera changes left out.
    func eventNames(from start: Int = 0) -> [String] {
        events[start...].filter { $0.typeName != "didChangeCameraPosition" }.map { e in
            switch e.kind {
            case let .didTapMarker(id), let .markerInfoWindow(id), let .markerInfoContents(id),
                 let .didTapInfoWindowOfMarker(id), let .didLongPressInfoWindowOfMarker(id),
                 let .didCloseInfoWindowOfMarker(id):
                return "\(e.typeName)(\(id))"
            case let .willMove(gesture): return "willMove(\(gesture))"
            case let .didChangeActiveBuilding(id): return "didChangeActiveBuilding(\(id ?? "nil"))"
            case let .didChangeActiveLevel(level): return "didChangeActiveLevel(\(level.map(String.init) ?? "nil"))"
            default: return e.typeName
            }
        }
    }
}
