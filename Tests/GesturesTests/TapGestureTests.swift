import MapMath
import Testing
@testable import Gestures

@Suite struct TapGestureTests {
    @Test func tapIsConfirmedWhenTheDoubleTapWindowCloses() {
        var d = Driver()
        d.sample(0, (.down, 0, 120, 300))
        d.sample(0.1, (.up, 0, 121, 301))
        #expect(d.actions == [.touchBegan])
        d.advance(to: 0.1 + 0.5)            // window still open at its edge
        #expect(d.actions == [.touchBegan])
        d.advance(to: 0.61)
        #expect(d.actions == [.touchBegan, .tap(pt(120, 300))])
        // Confirmed when the window closed, 500 ms after the lift it also records.
        #expect(d.records == [GestureRecord(kind: .tap, beginTime: 0.1 + 0.5, endTime: 0.1 + 0.5, touchDownTime: 0,
                                            touchUpTime: 0.1, fingerCount: 1, location: pt(120, 300))])
        // A sample after the window confirms it too, before the new touch begins.
        var e = Driver()
        e.sample(0, (.down, 0, 120, 300))
        e.sample(0.1, (.up, 0, 120, 300))
        e.sample(2, (.down, 0, 120, 300))
        #expect(e.actions == [.touchBegan, .tap(pt(120, 300)), .touchBegan])
        #expect(e.records.map(\.beginTime) == [0.1 + 0.5])
    }

    @Test func nextTimerTimeNamesThePendingDeadline() {
        var d = Driver()
        #expect(d.engine.nextTimerTime(context: d.context) == nil)
        d.sample(0, (.down, 0, 120, 300))
        #expect(d.engine.nextTimerTime(context: d.context) == 0.5)   // long press
        d.sample(0.1, (.up, 0, 120, 300))
        #expect(d.engine.nextTimerTime(context: d.context) == 0.1 + 0.5)   // tap confirmation
        d.advance(to: 0.7)
        #expect(d.engine.nextTimerTime(context: d.context) == nil)
    }

    @Test func tapIsImmediateWhenZoomGesturesAreOff() {
        var settings = UISettings()
        settings.zoomGestures = false
        var d = Driver(settings: settings)
        d.sample(0, (.down, 0, 50, 60))
        d.sample(0.2, (.up, 0, 50, 60))
        #expect(d.actions == [.touchBegan, .tap(pt(50, 60))])
        #expect(d.records.map(\.beginTime) == [0.2])
    }

    @Test func slowOrMovingTouchesAreNotTaps() {
        var slow = Driver()
        slow.sample(0, (.down, 0, 50, 60))
        slow.sample(0.45, (.up, 0, 50, 60))   // held under the long-press time but... within tapTimeout 0.5
        slow.advance(to: 2)
        #expect(slow.kinds() == [.tap])
        var held = Driver(thresholds: .android)   // tapTimeout 0.3, long press 0.4
        held.sample(0, (.down, 0, 50, 60))
        held.sample(0.35, (.up, 0, 50, 60))
        held.advance(to: 2)
        #expect(held.records.isEmpty)
        var moving = Driver()
        moving.sample(0, (.down, 0, 50, 60))
        moving.sample(0.05, (.move, 0, 54, 60))
        moving.sample(0.1, (.up, 0, 54, 60))
        moving.advance(to: 2)
        #expect(moving.kinds() == [.pan])
    }

    @Test func doubleTapZoomsInAboutTheFirstTapPoint() {
        var d = Driver()
        d.sample(0, (.down, 0, 200, 400))
        d.sample(0.08, (.up, 0, 200, 400))
        d.sample(0.25, (.down, 3, 210, 395))
        d.sample(0.33, (.up, 3, 210, 395))
        d.advance(to: 3)
        #expect(d.actions == [.touchBegan, .touchBegan, .zoomAnimation(.doubleTap, levels: 1, about: pt(200, 400))])
        // From the first tap's landing to the second's lift; its animation zooms +1.
        #expect(d.records == [GestureRecord(kind: .doubleTap, beginTime: 0.33, endTime: 0.33, touchDownTime: 0,
                                            touchUpTime: 0.33, fingerCount: 1,
                                            cameraChange: GestureCameraChange(zoom: 1), location: pt(200, 400))])
        // Scroll off: about the padded centre.
        var settings = UISettings()
        settings.scrollGestures = false
        var e = Driver(settings: settings)
        e.sample(0, (.down, 0, 200, 400))
        e.sample(0.08, (.up, 0, 200, 400))
        e.sample(0.25, (.down, 0, 200, 400))
        e.sample(0.33, (.up, 0, 200, 400))
        #expect(e.actions.last == .zoomAnimation(.doubleTap, levels: 1, about: nil))
    }

    @Test func tapZoomsTakeTheirDeltasFromTheThresholds() {
        var thresholds = GestureThresholds.ourRules
        thresholds.doubleTapZoomDelta = 2
        thresholds.twoFingerTapZoomDelta = -0.5
        var d = Driver(thresholds: thresholds)
        d.sample(0, (.down, 0, 200, 400))
        d.sample(0.08, (.up, 0, 200, 400))
        d.sample(0.25, (.down, 0, 200, 400))
        d.sample(0.33, (.up, 0, 200, 400))
        d.sample(1, (.down, 0, 100, 300), (.down, 1, 200, 340))
        d.sample(1.1, (.up, 0, 100, 300), (.up, 1, 200, 340))
        d.advance(to: 3)
        #expect(d.kinds() == [.doubleTap, .twoFingerTap])
        #expect(d.actions == [.touchBegan, .touchBegan, .zoomAnimation(.doubleTap, levels: 2, about: pt(200, 400)),
                              .touchBegan, .zoomAnimation(.twoFingerTap, levels: -0.5, about: pt(150, 320))])
        // A delta's sign does not change which gesture asked for the zoom.
        thresholds.doubleTapZoomDelta = -1
        thresholds.twoFingerTapZoomDelta = 1
        var e = Driver(thresholds: thresholds)
        e.sample(0, (.down, 0, 200, 400))
        e.sample(0.08, (.up, 0, 200, 400))
        e.sample(0.25, (.down, 0, 200, 400))
        e.sample(0.33, (.up, 0, 200, 400))
        e.sample(1, (.down, 0, 100, 300), (.down, 1, 200, 340))
        e.sample(1.1, (.up, 0, 100, 300), (.up, 1, 200, 340))
        #expect(e.actions == [.touchBegan, .touchBegan, .zoomAnimation(.doubleTap, levels: -1, about: pt(200, 400)),
                              .touchBegan, .zoomAnimation(.twoFingerTap, levels: 1, about: pt(150, 320))])
    }

    @Test func farOrLateSecondTapsAreTwoTaps() {
        var far = Driver()
        far.sample(0, (.down, 0, 100, 100))
        far.sample(0.05, (.up, 0, 100, 100))
        far.sample(0.2, (.down, 0, 200, 100))   // 100 pt away > 30 pt slop
        far.sample(0.25, (.up, 0, 200, 100))
        far.advance(to: 2)
        #expect(far.kinds() == [.tap, .tap])
        #expect(far.records.map(\.beginTime) == [0.2, 0.25 + 0.5])
        var late = Driver()
        late.sample(0, (.down, 0, 100, 100))
        late.sample(0.05, (.up, 0, 100, 100))
        late.sample(0.6, (.down, 0, 100, 100))  // 0.55 s after the first release
        late.sample(0.65, (.up, 0, 100, 100))
        late.advance(to: 2)
        #expect(late.kinds() == [.tap, .tap])
    }

    @Test func twoFingerTapZoomsOutAboutTheMidpoint() {
        var d = Driver()
        d.sample(0, (.down, 0, 100, 300), (.down, 1, 200, 340))
        d.sample(0.05, (.move, 0, 101, 300))
        d.sample(0.12, (.up, 0, 101, 300), (.up, 1, 200, 340))
        d.advance(to: 2)
        #expect(d.actions == [.touchBegan, .zoomAnimation(.twoFingerTap, levels: -1, about: pt(150, 320))])
        #expect(d.records == [GestureRecord(kind: .twoFingerTap, beginTime: 0.12, endTime: 0.12, touchDownTime: 0,
                                            touchUpTime: 0.12, fingerCount: 2,
                                            cameraChange: GestureCameraChange(zoom: -1), location: pt(150, 320))])
        // Staggered fingers work too; held too long does not.
        var staggered = Driver()
        staggered.sample(0, (.down, 0, 100, 300))
        staggered.sample(0.03, (.down, 1, 200, 300))
        staggered.sample(0.2, (.up, 1, 200, 300))
        staggered.sample(0.22, (.up, 0, 100, 300))
        #expect(staggered.kinds() == [.twoFingerTap])
        var held = Driver()
        held.sample(0, (.down, 0, 100, 300), (.down, 1, 200, 300))
        held.sample(0.7, (.up, 0, 100, 300), (.up, 1, 200, 300))
        held.advance(to: 2)
        #expect(held.records.isEmpty)
    }

    @Test func longPressFiresAtTheDeadlineAndSuppressesTheTap() {
        var d = Driver()
        d.sample(1, (.down, 0, 80, 90))
        d.advance(to: 1.49)
        #expect(d.records.isEmpty)
        d.sample(1.495, (.move, 0, 81, 91))   // within slop
        d.advance(to: 1.62)
        #expect(d.actions == [.touchBegan, .longPress(pt(80, 90))])
        // Recognised while the finger is still down: no lift yet.
        #expect(d.records == [GestureRecord(kind: .longPress, beginTime: 1.5, endTime: 1.5, touchDownTime: 1,
                                            touchUpTime: nil, fingerCount: 1, location: pt(80, 90))])
        // Moving after it does not pan; lifting gives no tap.
        #expect(d.sample(1.7, (.move, 0, 180, 190)) == nil)
        d.sample(1.8, (.up, 0, 180, 190))
        d.advance(to: 5)
        #expect(d.kinds() == [.longPress])
        #expect(d.records.first?.touchUpTime == 1.8)
        // A sample arriving after the deadline fires it first, at the deadline.
        var e = Driver()
        e.sample(0, (.down, 0, 80, 90))
        e.sample(0.9, (.up, 0, 80, 90))
        #expect(e.records.map(\.beginTime) == [0.5])
        #expect(e.kinds() == [.longPress])
        // A finger that moved beyond slop never long-presses.
        var f = Driver()
        f.sample(0, (.down, 0, 80, 90))
        f.sample(0.1, (.move, 0, 80, 100))
        f.advance(to: 1)
        #expect(f.kinds() == [.pan])
    }

    @Test func doubleTapAndDragZoomsAboutTheFirstTapPoint() throws {
        for direction in [1.0, -1.0] {
            var d = Driver(camera: try CameraPosition(latitude: 40, longitude: -74, zoom: 12, bearing: 15, tilt: 20))
            let first = pt(150, 420)
            d.sample(0, (.down, 0, first.x, first.y))
            d.sample(0.06, (.up, 0, first.x, first.y))
            d.sample(0.2, (.down, 0, 152, 421))
            let anchor = d.worldPoint(at: first)!
            for i in 1...20 { d.sample(0.2 + 0.01 * Double(i), (.move, 0, 152, 421 + direction * 5 * Double(i))) }
            d.sample(0.45, (.up, 0, 152, 421 + direction * 100))
            d.advance(to: 3)
            #expect(d.kinds() == [.oneFingerZoom])
            #expect(!d.actions.contains { if case .zoomAnimation = $0 { true } else { false } })
            // Drag down zooms in: 100 pt less the slop crossing (one 5-pt step) at 1/128 level/pt.
            #expect(abs(d.camera.zoom - (12 + direction * 95.0 / 128)) < 1e-9)
            #expect(d.screenPoint(ofWorld: anchor)!.distance(to: first) < 1e-6)
        }
    }

    @Test func secondTouchHeldTooLongConfirmsTheFirstTap() {
        var d = Driver()
        d.sample(0, (.down, 0, 150, 420))
        d.sample(0.06, (.up, 0, 150, 420))
        d.sample(0.2, (.down, 0, 150, 420))
        d.advance(to: 0.8)
        // The candidacy failed at 0.2 + 0.5 = 0.7; that is also this touch's long-press time.
        #expect(d.kinds() == [.tap, .longPress])
        #expect(d.records.map(\.beginTime) == [0.2 + 0.5, 0.2 + 0.5])
    }
}
