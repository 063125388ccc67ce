#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapMath
import Testing
@testable import Gestures

/// MapLibre GL JS's touch handlers (`Sources/Gestures/MapLibre/`) case by case, each rule
/// against the behaviour of `src/ui/handler/*.ts` at v5.3.0 (the UMD build the oracle runs);
/// each test would fail with the rule changed.
@Suite struct MapLibreHandlerTests {
    /// Runs `body` with `touches` as the handlers' finger list.
    static func with<R>(_ touches: [MapLibreTouchPoint], _ body: (UnsafeBufferPointer<MapLibreTouchPoint>) -> R) -> R {
        touches.withUnsafeBufferPointer(body)
    }

    static func t(_ id: Int, _ x: Double, _ y: Double) -> MapLibreTouchPoint {
        MapLibreTouchPoint(id: id, point: ScreenPoint(x: x, y: y))
    }

    @Test("touch pan: nothing until the moves sum to clickTolerance, then the move's own delta")
    func panClickTolerance() {
        var pan = MapLibreTouchPan(clickTolerance: 3)
        #expect(Self.with([Self.t(0, 100, 100)]) { pan.start($0) } == nil)
        #expect(pan.isActive)
        #expect(Self.with([Self.t(0, 101, 100)]) { pan.move($0) } == nil)
        #expect(Self.with([Self.t(0, 102, 100)]) { pan.move($0) } == nil)
        let crossing = Self.with([Self.t(0, 103, 100)]) { pan.move($0) }
        #expect(crossing?.pan == SIMD2(1, 0))
        #expect(crossing?.around == ScreenPoint(x: 103, y: 100))
        // A finger that just landed adds no delta; the mean is over fingers seen before.
        let joined = Self.with([Self.t(0, 105, 100), Self.t(1, 300, 300)]) { pan.start($0) }
        #expect(joined?.pan == SIMD2(2, 0))
        #expect(joined?.around == ScreenPoint(x: 105, y: 100))
        let both = Self.with([Self.t(0, 107, 100), Self.t(1, 300, 304)]) { pan.move($0) }
        #expect(both?.pan == SIMD2(1, 2))
        #expect(Self.with([]) { pan.end($0) } == nil)
        #expect(!pan.isActive)
    }

    @Test("two-finger zoom: below 0.1 levels nothing; the crossing move zooms by its own step only")
    func zoomThreshold() {
        var zoom = MapLibreTouchZoom()
        Self.with([Self.t(0, 100, 400), Self.t(1, 300, 400)]) { zoom.start($0) }
        // 200 → 212: log2 = 0.084 < 0.1.
        #expect(Self.with([Self.t(0, 94, 400), Self.t(1, 306, 400)]) { zoom.move($0) } == nil)
        // 212 → 216: 0.111 from the start; the step is log(216/212)/ln 2.
        let step = Self.with([Self.t(0, 92, 400), Self.t(1, 308, 400)]) { zoom.move($0) }
        #expect(step?.zoom == log(216.0 / 212.0) / 0.6931471805599453)
        #expect(step?.pinchAround == ScreenPoint(x: 200, y: 400))
        #expect(zoom.isActive)
        // A third finger is ignored; losing one of the pair resets.
        Self.with([Self.t(1, 308, 400), Self.t(2, 0, 0)]) { zoom.end($0) }
        #expect(!zoom.isActive)
    }

    @Test("two-finger rotation: 25 px of arc on the smallest diameter before it turns")
    func rotateThreshold() {
        var rotate = MapLibreTouchRotate()
        Self.with([Self.t(0, 100, 400), Self.t(1, 300, 400)]) { rotate.start($0) }
        // Diameter 200: the threshold is 25 / (π · 200) · 360 = 14.3°.
        let small = 10.0 * .pi / 180, large = 15.0 * .pi / 180
        func pair(_ a: Double) -> [MapLibreTouchPoint] {
            [Self.t(0, 200 - 100 * cos(a), 400 - 100 * sin(a)), Self.t(1, 200 + 100 * cos(a), 400 + 100 * sin(a))]
        }
        #expect(Self.with(pair(small)) { rotate.move($0) } == nil)
        let turned = Self.with(pair(large)) { rotate.move($0) }
        #expect(abs(turned!.bearing! - -5) < 1e-9)
        #expect(rotate.isActive)
    }

    @Test("two-finger pitch: a pair one above the other never pitches; a lone finger waits 100 ms")
    func pitchDecision() {
        var stacked = MapLibreTouchPitch()
        Self.with([Self.t(0, 200, 300), Self.t(1, 210, 500)]) { stacked.start($0) }
        #expect(Self.with([Self.t(0, 200, 290), Self.t(1, 210, 490)]) { stacked.move($0, timeMs: 10) } == nil)

        var lone = MapLibreTouchPitch()
        Self.with([Self.t(0, 100, 400), Self.t(1, 300, 400)]) { lone.start($0) }
        #expect(Self.with([Self.t(0, 100, 390), Self.t(1, 300, 400)]) { lone.move($0, timeMs: 0) } == nil)
        #expect(lone.valid == nil)
        #expect(Self.with([Self.t(0, 100, 380), Self.t(1, 300, 400)]) { lone.move($0, timeMs: 100) } == nil)
        #expect(lone.valid == false)

        var pitch = MapLibreTouchPitch()
        Self.with([Self.t(0, 100, 400), Self.t(1, 300, 400)]) { pitch.start($0) }
        #expect(Self.with([Self.t(0, 100, 399), Self.t(1, 300, 400)]) { pitch.move($0, timeMs: 0) } == nil)
        // Both moved ≥ 2 px, vertically, the same way: the first pitch holds all since the start.
        let first = Self.with([Self.t(0, 100, 396), Self.t(1, 300, 396)]) { pitch.move($0, timeMs: 50) }
        #expect(first?.pitch == 2)
        let next = Self.with([Self.t(0, 100, 394), Self.t(1, 300, 394)]) { pitch.move($0, timeMs: 60) }
        #expect(next?.pitch == 1)
    }

    @Test("taps: 30 px and 500 ms for one tap; lifts less than 500 ms apart for a double tap")
    func taps() {
        var single = MapLibreSingleTap(fingerCount: 1)
        Self.with([Self.t(0, 100, 100)]) { single.start($0, timeMs: 0) }
        Self.with([Self.t(0, 131, 100)]) { single.move($0) }
        #expect(Self.with([]) { single.end($0, timeMs: 100) } == nil)
        Self.with([Self.t(0, 100, 100)]) { single.start($0, timeMs: 1000) }
        #expect(Self.with([]) { single.end($0, timeMs: 1501) } == nil)
        Self.with([Self.t(0, 100, 100)]) { single.start($0, timeMs: 2000) }
        #expect(Self.with([]) { single.end($0, timeMs: 2500) } == ScreenPoint(x: 100, y: 100))

        var double = MapLibreTapCounter(fingerCount: 1, tapCount: 2)
        Self.with([Self.t(0, 100, 100)]) { double.start($0, timeMs: 0) }
        #expect(Self.with([]) { double.end($0, timeMs: 50) } == nil)
        Self.with([Self.t(0, 110, 100)]) { double.start($0, timeMs: 400) }
        // Lift to lift exactly 500 ms: not a double tap; this tap counts as a first one.
        #expect(Self.with([]) { double.end($0, timeMs: 550) } == nil)
        Self.with([Self.t(0, 110, 100)]) { double.start($0, timeMs: 700) }
        #expect(Self.with([]) { double.end($0, timeMs: 749) } == ScreenPoint(x: 110, y: 100))
    }

    @Test("tap-drag zoom: a touch too late resets it, and that touch's own tap does not arm it")
    func tapDragSwallowedTouch() {
        var drag = MapLibreTapDragZoom()
        Self.with([Self.t(0, 200, 300)]) { drag.start($0, timeMs: 0) }
        Self.with([]) { drag.end($0, timeMs: 200) }
        #expect(drag.isArmed)
        // 611 ms after the lift: reset, and this touch never reaches the tap recogniser.
        Self.with([Self.t(1, 205, 300)]) { drag.start($0, timeMs: 811) }
        #expect(!drag.isArmed)
        Self.with([]) { drag.end($0, timeMs: 1000) }
        #expect(!drag.isArmed)
        // So a touch 276 ms after that tap is no swipe.
        Self.with([Self.t(2, 205, 300)]) { drag.start($0, timeMs: 1276) }
        #expect(Self.with([Self.t(2, 205, 340)]) { drag.move($0) } == nil)

        var armed = MapLibreTapDragZoom()
        Self.with([Self.t(0, 200, 300)]) { armed.start($0, timeMs: 0) }
        Self.with([]) { armed.end($0, timeMs: 100) }
        Self.with([Self.t(1, 210, 300)]) { armed.start($0, timeMs: 300) }
        #expect(Self.with([Self.t(1, 210, 364)]) { armed.move($0) }?.zoom == 0.5)
        #expect(armed.isActive)
    }

    @Test("manager: an active pitch blocks the pan, which resets; the frame sums the waiting changes")
    func blockingAndFrames() {
        var set = MapLibreHandlerSet()
        let start = [Self.t(0, 100, 400), Self.t(1, 300, 400)]
        _ = Self.with(start) { set.handle(.start, timeMs: 0, fingers: $0) }
        #expect(set.active == [.touchPan])
        let pitching = Self.with([Self.t(0, 100, 380), Self.t(1, 300, 380)]) { set.handle(.move, timeMs: 10, fingers: $0) }
        #expect(pitching.changed == [.touchPitch])
        #expect(pitching.active == [.touchPitch])
        #expect(!set.touchPan.isActive)
        _ = Self.with([Self.t(0, 100, 360), Self.t(1, 300, 360)]) { set.handle(.move, timeMs: 20, fingers: $0) }
        let frame = set.renderFrame()
        #expect(frame?.change?.pitch == 20)
        #expect(frame?.releases == false)
        _ = Self.with([Self.t(1, 300, 360)]) { set.handle(.end, timeMs: 30, fingers: $0) }
        _ = Self.with([]) { set.handle(.end, timeMs: 40, fingers: $0) }
        let release = set.renderFrame()
        #expect(release?.releases == true)
        #expect(set.renderFrame() == nil)
    }

    @Test("manager: a two-finger tap animates and drops the changes waiting for the frame")
    func tapZoomDropsChanges() {
        var set = MapLibreHandlerSet()
        _ = Self.with([Self.t(0, 100, 400), Self.t(1, 300, 400)]) { set.handle(.start, timeMs: 0, fingers: $0) }
        _ = Self.with([Self.t(0, 104, 400), Self.t(1, 304, 400)]) { set.handle(.move, timeMs: 20, fingers: $0) }
        #expect(set.waiting.pan == SIMD2(4, 0))
        let lift = Self.with([]) { set.handle(.end, timeMs: 100, fingers: $0) }
        #expect(lift.tapZoom == .zoomOut(ScreenPoint(x: 200, y: 400)))
        #expect(set.waiting.pan == nil)
    }

    @Test("transform step: an around within 0.1 px of the centre drops the pan; pinchAround wins")
    func transformStep() throws {
        let viewport = try Viewport(width: 400, height: 800)
        let camera = try CameraPosition(latitude: 37.77, longitude: -122.42, zoom: 12)
        var change = MapLibreHandlerChange()
        change.pan = SIMD2(10, 0)
        change.around = ScreenPoint(x: 200.05, y: 400)
        let held = MapLibreTransformStep.apply(change, to: camera, viewport: viewport, limits: .default, centreHold: 0.1)
        #expect(held == camera)
        change.around = ScreenPoint(x: 200.2, y: 400)
        let moved = try #require(MapLibreTransformStep.apply(change, to: camera, viewport: viewport, limits: .default,
                                                             centreHold: 0.1))
        #expect(moved.target.longitude < camera.target.longitude)
        // Zoom about pinchAround: the ground under it stays.
        var pinch = MapLibreHandlerChange()
        pinch.zoom = 1
        pinch.around = ScreenPoint(x: 200, y: 400)
        pinch.pinchAround = ScreenPoint(x: 100, y: 200)
        let before = try #require(Projection(camera: camera, viewport: viewport).worldPoint(for: pinch.pinchAround!))
        let zoomed = try #require(MapLibreTransformStep.apply(pinch, to: camera, viewport: viewport, limits: .default,
                                                              centreHold: 0.1))
        let after = try #require(Projection(camera: zoomed, viewport: viewport).point(forWorld: before))
        #expect(abs(after.x - 100) < 1e-6 && abs(after.y - 200) < 1e-6)
    }

    @Test("the engine moves the camera at frames only, and releases at the frame the last gesture ends")
    func engineAtFrames() {
        var d = Driver(thresholds: .mapLibreGLJS5)
        d.sample(0, (.down, 0, 100, 400))
        d.sample(0.010, (.move, 0, 110, 400))
        d.sample(0.020, (.move, 0, 120, 400))
        #expect(d.moved == [false, false, false])
        #expect(d.kinds() == [.pan])
        let first = d.frame(at: 1.0 / 60)
        #expect(first)
        d.sample(0.030, (.move, 0, 130, 400))
        d.sample(0.031, (.up, 0, 130, 400))
        #expect(d.records.first?.endTime == 0.031)
        #expect(!d.actions.contains { if case .fling = $0 { true } else { false } })
        // The frame applies the last move, records it, and the drag's end releases the map.
        let second = d.frame(at: 2.0 / 60)
        #expect(second)
        #expect(d.actions.contains { if case .fling = $0 { true } else { false } })
    }
}
