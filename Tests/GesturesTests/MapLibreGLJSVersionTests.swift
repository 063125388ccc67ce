import MapMath
import Testing
@testable import Gestures

/// The rules that tell MapLibre GL JS 5.x (`GestureThresholds.mapLibreGLJS5`, as v5.3.0
/// runs them) and 6.4 on (`mapLibreGLJS6`) apart from our own: taps, double taps and
/// double-tap-and-drag (`tap_recognizer.ts`, `tap_zoom.ts`, `tap_drag_zoom.ts` at v5.3.0)
/// and the long press (none in 5.x; the `contextmenu` of 6.x's `MapEventHandler`).
@Suite struct MapLibreGLJSVersionTests {
    /// Whether the driver's actions hold a double-tap zoom, and about which point.
    static func doubleTapPoint(_ d: Driver) -> ScreenPoint?? {
        for case let .zoomAnimation(.doubleTap, _, about) in d.actions { return .some(about) }
        return nil
    }

    /// A tap at x (0 → 0.1 s), then a second touch landing at `secondDown` and lifting at
    /// `secondUp` (seconds) `offset` points to the right.
    static func doubleTap(_ thresholds: GestureThresholds, secondDown: Double, secondUp: Double,
                          offset: Double = 0, firstMove: Double = 0) -> Driver {
        var d = Driver(thresholds: thresholds)
        d.sample(0, (.down, 0, 200, 300))
        if firstMove != 0 { d.sample(0.05, (.move, 0, 200 + firstMove, 300)) }
        d.sample(0.1, (.up, 0, 200 + firstMove, 300))
        d.sample(secondDown, (.down, 0, 200 + offset, 300))
        d.sample(secondUp, (.up, 0, 200 + offset, 300))
        d.advance(to: secondUp + 1)
        return d
    }

    /// `TapRecognizer.touchend`: the lifts must be less than 500 ms apart. The second touch
    /// landing 200 ms after the first lift still fails when it lifts 500 ms after it (ours
    /// measured lift to landing and took it).
    @Test func theDoubleTapWindowRunsFromLiftToLiftAndExcludesItsEnd() {
        for thresholds in [GestureThresholds.mapLibreGLJS5, .mapLibreGLJS6] {
            let inside = Self.doubleTap(thresholds, secondDown: 0.3, secondUp: 0.599)
            #expect(Self.doubleTapPoint(inside) == .some(pt(200, 300)))
            let atEnd = Self.doubleTap(thresholds, secondDown: 0.3, secondUp: 0.6)
            #expect(Self.doubleTapPoint(atEnd) == nil)
            #expect(atEnd.kinds() == [.tap, .tap])
        }
    }

    /// The double tap zooms about the second tap's landing point (`TapZoomHandler` zooms
    /// about what the recogniser returns, the second tap's centroid); the taps must land
    /// less than 30 px apart.
    @Test func theDoubleTapZoomsAboutTheSecondTap() {
        let near = Self.doubleTap(.mapLibreGLJS5, secondDown: 0.2, secondUp: 0.3, offset: 29)
        #expect(Self.doubleTapPoint(near) == .some(pt(229, 300)))
        let far = Self.doubleTap(.mapLibreGLJS5, secondDown: 0.2, secondUp: 0.3, offset: 30)
        #expect(Self.doubleTapPoint(far) == nil)
    }

    /// `SingleTapRecognizer` aborts beyond 30 px of movement, not at the pan's 3 px: a
    /// first tap that panned 30 px still counts, one that moved 31 px does not (the tap's
    /// point is where it landed).
    @Test func aTapMayMoveThirtyPixelsAndPan() {
        let panned = Self.doubleTap(.mapLibreGLJS5, secondDown: 0.2, secondUp: 0.3, offset: 5, firstMove: 30)
        #expect(panned.records.first?.kind == .pan)
        #expect(Self.doubleTapPoint(panned) == .some(pt(205, 300)))
        let moved = Self.doubleTap(.mapLibreGLJS5, secondDown: 0.2, secondUp: 0.3, offset: 5, firstMove: 31)
        #expect(Self.doubleTapPoint(moved) == nil)
    }

    /// `TapDragZoomHandler`: the second touch zooms by Δy/128 from its first move (no
    /// slop), about the padded centre (the camera's target stays), and never pans.
    @Test func theDragZoomsFromItsFirstMoveAboutTheCentre() {
        var d = Driver(thresholds: .mapLibreGLJS5)
        let start = d.camera
        d.sample(0, (.down, 0, 100, 300))
        d.sample(0.1, (.up, 0, 100, 300))
        d.sample(0.3, (.down, 0, 110, 310))
        d.sample(0.32, (.move, 0, 111, 311))
        d.frame(at: 0.33)
        let moved = d.camera
        #expect(abs(moved.zoom - (start.zoom + 1.0 / 128)) < 1e-12)
        #expect(moved.target == start.target)
        d.sample(0.34, (.move, 0, 150, 301))
        d.frame(at: 0.35)
        #expect(abs(d.camera.zoom - (start.zoom - 9.0 / 128)) < 1e-12)
        #expect(d.camera.target == start.target)
        #expect(!d.kinds().contains(.pan))
    }

    /// The drag window is strict: a touch landing exactly 500 ms after the tap's lift is a
    /// touch of its own (it pans), one landing earlier drags the zoom.
    @Test func theDragWindowEndsBeforeFiveHundredMilliseconds() {
        for (down, zooms) in [(0.599, true), (0.6, false)] {
            var d = Driver(thresholds: .mapLibreGLJS5)
            let start = d.camera
            d.sample(0, (.down, 0, 100, 300))
            d.sample(0.1, (.up, 0, 100, 300))
            d.sample(down, (.down, 0, 100, 300))
            d.sample(down + 0.02, (.move, 0, 100, 340))
            d.frame(at: down + 0.03)
            #expect((d.camera.zoom != start.zoom) == zooms)
            #expect(d.kinds().contains(.pan) == !zooms)
        }
    }

    /// 5.x has no touch long press: a finger held a second does nothing, then pans.
    @Test func fiveHasNoLongPress() {
        var d = Driver(thresholds: .mapLibreGLJS5)
        d.sample(0, (.down, 0, 100, 300))
        d.advance(to: 1)
        #expect(d.engine.nextTimerTime(context: d.context) == nil)
        d.sample(1.1, (.move, 0, 100, 320))
        d.sample(1.2, (.up, 0, 100, 320))
        #expect(d.kinds() == [.pan])
    }

    /// 6.x fires a `contextmenu` 500 ms after a lone finger landed, and the touch goes on
    /// (it pans after); moving beyond `clickTolerance` (3 px) first cancels it for good.
    @Test func sixFiresAContextMenuAndTheTouchGoesOn() {
        var d = Driver(thresholds: .mapLibreGLJS6)
        d.sample(0, (.down, 0, 100, 300))
        d.sample(0.2, (.move, 0, 102, 302))   // 2.8 px from the landing
        d.advance(to: 0.5)
        #expect(d.actions.contains(.longPress(pt(100, 300))))
        #expect(d.records.last?.beginTime == 0.5)
        d.sample(0.6, (.move, 0, 100, 340))
        d.sample(0.7, (.up, 0, 100, 340))
        #expect(d.kinds() == [.longPress, .pan])

        var cancelled = Driver(thresholds: .mapLibreGLJS6)
        cancelled.sample(0, (.down, 0, 100, 300))
        cancelled.sample(0.2, (.move, 0, 103, 302))   // 3.6 px
        cancelled.sample(0.3, (.move, 0, 100, 300))   // back again
        cancelled.advance(to: 1)
        #expect(!cancelled.kinds().contains(.longPress))
    }

    /// `handleMapControlsPan`: a frame whose last centroid lies within 0.1 px of the
    /// (padded) centre drops its whole pan; the next frames pan on from where it stayed.
    @Test func aFramePanningAboutTheCentreIsDropped() throws {
        for (endX, drops) in [(200.0, true), (200.09, true), (200.2, false)] {
            var d = Driver(thresholds: .mapLibreGLJS5)
            d.sample(0, (.down, 0, 150, 400))
            d.sample(0.01, (.move, 0, 160, 400))
            d.frame(at: 0.01)
            let shown = d.camera
            d.sample(0.02, (.move, 0, 180, 400))
            d.sample(0.03, (.move, 0, endX, 400))
            d.frame(at: 0.03)
            let held = abs(d.camera.target.longitude - shown.target.longitude) < 1e-12
                && abs(d.camera.target.latitude - shown.target.latitude) < 1e-12
            #expect(held == drops, "\(endX)")
            let stayed = d.camera
            // The next move pans by its own 10 pt from there, not back to the finger's point.
            d.sample(0.04, (.move, 0, endX + 10, 400))
            d.frame(at: 0.04)
            let pan = Projection(camera: d.camera, viewport: d.context.viewport)
                .point(forWorld: try #require(Projection(camera: stayed, viewport: d.context.viewport)
                    .worldPoint(for: pt(200, 400))))
            #expect(abs(try #require(pan).x - 210) < 1e-6)
        }
    }
}
