#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures
import MapMath
import MapSimulation
import Replays

/// A map view in the middle of an endless two-finger pinch, stepped one 60 fps frame at
/// a time: the frame benchmarks' scene.
///
/// One `step()` is one whole frame: the frame's touch samples (two, at 120 Hz, of two
/// move events each) through the recognizers and camera, gesture timers, the frame
/// itself (`MapView.renderFrame`): every marker of the view projected and culled with
/// `ScreenProjector` into the view's reused buffers, the open info window (marker `m0`
/// is selected) and the controls (the compass shows: bearing 30°) laid out.
///
/// The fingers follow smooth functions of time (our choice): span 240 ± 80 pt with a
/// 1.2 s period, so zoom swings by about ±0.6 levels; their centroid circles the view's
/// centre with a 15 pt radius every 3 s; their line stays at 25°, so no rotation starts.
/// The view's event list grows by one event a frame; `resetIfLong()` (called between
/// samples, untimed) puts the scene back to its first pinching state every
/// `framesBeforeReset` frames, so memory stays bounded.
final class PinchFrameScene {
    /// Frames between resets: 4096 (our choice, about 68 s of pinching).
    static let framesBeforeReset = 4096
    /// Frames stepped in setup before measuring: 12 (0.2 s; our choice). The pinch is
    /// recognised after three, and every settling frame projects all the markers: with
    /// 1M markers in a debug build (the test run) each one takes about a second.
    static let settleFrames = 12
    /// The camera when the fingers land: over the markers' box, zoom 14, bearing 30°,
    /// tilt 30° (within the default tilt limit at every zoom the pinch reaches).
    static let startCamera = CameraPosition(normalizing: MarkerField.center, zoom: 14, bearing: 30, tilt: 30)

    private let clock = FrameClock()
    private var view: MapView
    private var frame: Int
    private var sample: [TouchEvent]
    private var snapshot: (view: MapView, frame: Int)
    private(set) var visibleMarkers = 0
    /// The invariant monitor fed every sample and frame, when the scene checks them.
    private(set) var monitor: InvariantMonitor?

    /// A scene with `markerCount` markers, already pinching. Throws when the pinch does
    /// not start (a change in the recognizers would make the benchmark measure nothing).
    /// With `checksInvariants` the view probes its samples and an `InvariantMonitor` sees
    /// every sample and frame, as on every `mapsim check` (default false).
    init(markerCount: Int, seed: UInt64, benchmark: String, checksInvariants: Bool = false) throws(BenchmarkError) {
        let markers = MarkerField.coordinates(count: markerCount, seed: seed).enumerated().map { index, position in
            Marker(id: "m\(index)", position: position, title: index == 0 ? "Selected marker" : nil)
        }
        var settings = UISettings()
        settings.compassButton = true
        view = MapView(camera: Self.startCamera, viewport: MarkerField.viewport, settings: settings, markers: markers)
        view.perform(.setSelectedMarker("m0"), at: 0)
        if checksInvariants {
            view.probesSamples = true
            monitor = InvariantMonitor(view: view)
        }
        frame = 0
        let (first, second) = Self.fingers(at: 0)
        sample = [TouchEvent(time: 0, phase: .down, pointerID: 1, location: first),
                  TouchEvent(time: 0, phase: .down, pointerID: 2, location: second)]
        view.handleTouches(sample)
        for index in sample.indices { sample[index].phase = .move }
        snapshot = (view, 0)
        for _ in 0..<Self.settleFrames { step() }
        guard view.gestures.contains(where: { $0.kind == .pinch && $0.endTime == nil }) else {
            throw .setupFailed(benchmark: benchmark, reason: "the pinch did not start")
        }
        snapshot = (view, frame)
    }

    /// One whole frame (see the type's documentation).
    func step() {
        frame += 1
        let time = clock.time(ofFrame: frame)
        moveFingers(to: time - 0.5 / clock.framesPerSecond)
        view.handleTouches(sample)
        monitor?.simulationDidHandleSample(view: view)
        moveFingers(to: time)
        view.handleTouches(sample)
        monitor?.simulationDidHandleSample(view: view)
        view.advanceTimers(to: time)
        view.drawFrame(at: time)
        monitor?.simulationDidDrawFrame(view: view)
        visibleMarkers = view.lastFrame.visibleMarkerCount
    }

    /// Puts the scene back to its first pinching state when `framesBeforeReset` frames
    /// have passed since; call between samples.
    func resetIfLong() {
        if frame - snapshot.frame >= Self.framesBeforeReset {
            view = snapshot.view
            frame = snapshot.frame
        }
    }

    /// The camera now.
    var camera: CameraPosition { view.camera }

    /// Capacity of the view's event list (it grows by one event a frame), for the
    /// allocation test: growing it is the one allocation a frame step may make.
    var eventCapacity: Int { view.events.capacity }

    /// Gestures running now.
    var runningGestures: [GestureKind] { view.gestures.filter { $0.endTime == nil }.map(\.kind) }

    private func moveFingers(to time: Double) {
        let (first, second) = Self.fingers(at: time)
        sample[0].time = time
        sample[0].location = first
        sample[1].time = time
        sample[1].location = second
    }

    /// Where the two fingers are at `time` seconds.
    static func fingers(at time: Double) -> (ScreenPoint, ScreenPoint) {
        let center = MarkerField.viewport.paddedCenter
        let orbit = 2 * Double.pi * time / 3
        let cx = center.x + 15 * cos(orbit), cy = center.y + 15 * sin(orbit)
        let halfSpan = (240 + 80 * sin(2 * Double.pi * time / 1.2)) / 2
        let angle = 25 * Double.pi / 180
        let ux = halfSpan * cos(angle), uy = halfSpan * sin(angle)
        return (ScreenPoint(x: cx - ux, y: cy - uy), ScreenPoint(x: cx + ux, y: cy + uy))
    }
}
