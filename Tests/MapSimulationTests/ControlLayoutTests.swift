import Testing
import MapMath
@testable import MapSimulation

@Suite("Control layout")
struct ControlLayoutTests {
    let layout = ControlLayout.standard

    @Test func framesWithoutPadding() {
        let v = try! Viewport(width: 400, height: 800)
        #expect(layout.compassFrame(in: v) == ScreenRect(x: 348, y: 12, width: 40, height: 40))
        #expect(layout.myLocationButtonFrame(in: v) == ScreenRect(x: 332, y: 732, width: 56, height: 56))
        #expect(layout.floorPickerFrame(levelCount: 3, in: v) == ScreenRect(x: 348, y: 600, width: 40, height: 120))
    }

    @Test func paddingMovesEveryControlInwards() {
        let v = try! Viewport(width: 400, height: 800, padding: EdgeInsets(top: 100, left: 30, bottom: 80, right: 50))
        #expect(layout.compassFrame(in: v) == ScreenRect(x: 298, y: 112, width: 40, height: 40))
        #expect(layout.myLocationButtonFrame(in: v) == ScreenRect(x: 282, y: 652, width: 56, height: 56))
        #expect(layout.floorPickerFrame(levelCount: 2, in: v) == ScreenRect(x: 298, y: 560, width: 40, height: 80))
    }

    @Test func floorPickerRows() {
        let v = try! Viewport(width: 400, height: 800)
        #expect(layout.floorPickerLevel(at: ScreenPoint(x: 360, y: 601), levelCount: 3, in: v) == 0)
        #expect(layout.floorPickerLevel(at: ScreenPoint(x: 360, y: 679), levelCount: 3, in: v) == 1)
        #expect(layout.floorPickerLevel(at: ScreenPoint(x: 360, y: 720), levelCount: 3, in: v) == 2)
        #expect(layout.floorPickerLevel(at: ScreenPoint(x: 340, y: 650), levelCount: 3, in: v) == nil)
        #expect(layout.floorPickerLevel(at: ScreenPoint(x: 360, y: 590), levelCount: 3, in: v) == nil)
    }

    @Test func infoWindowSitsCentredAboveItsAnchor() {
        let frame = layout.infoWindowFrame(anchor: ScreenPoint(x: 200, y: 358), size: layout.defaultInfoWindowSize)
        #expect(frame == ScreenRect(x: 100, y: 298, width: 200, height: 60))
    }

    @Test func markerIconAndInfoWindowAnchors() {
        var m = Marker(id: "m", position: Scene.target)
        #expect(m.iconFrame(at: ScreenPoint(x: 100, y: 100)) == ScreenRect(x: 87, y: 58, width: 26, height: 42))
        #expect(m.infoWindowAnchorPoint(at: ScreenPoint(x: 100, y: 100)) == ScreenPoint(x: 100, y: 58))
        m.groundAnchor = Marker.Anchor(x: 0, y: 0.5)
        m.infoWindowAnchor = Marker.Anchor(x: 1, y: 0.5)
        #expect(m.iconFrame(at: ScreenPoint(x: 100, y: 100)) == ScreenRect(x: 100, y: 79, width: 26, height: 42))
        #expect(m.infoWindowAnchorPoint(at: ScreenPoint(x: 100, y: 100)) == ScreenPoint(x: 126, y: 100))
    }
}
