import Testing
import MapMath
import Gestures
@testable import MapSimulation

@Suite("Hit testing")
struct HitTestingTests {
    /// Controls first, then the info window, then markers (top zIndex first), then the map.
    @Test func controlsBeforeInfoWindowBeforeMarkersBeforeMap() {
        // A marker whose icon covers the compass place (348...388, 12...52).
        let underCompass = Scene.coordinate(dx: 168, dy: -350)
        var settings = UISettings()
        settings.compassButton = true
        var view = Scene.view(camera: Scene.camera(bearing: 10), settings: settings,
                              markers: [Marker(id: "m", position: underCompass, title: "M")])
        #expect(view.hitTest(ScreenPoint(x: 368, y: 40)) == .compass)
        // Bearing 0: the compass is gone (after its fade) and the marker is hit.
        view.perform(.moveCameraFields(CameraChange(bearing: 0)), at: 0.1)
        view.frames(from: 0.1, through: 1.0)
        #expect(!view.isCompassVisible)
        #expect(view.hitTest(ScreenPoint(x: 368, y: 40)) == .marker("m"))
        #expect(view.hitTest(ScreenPoint(x: 100, y: 100)) == .map)
    }

    @Test func infoWindowBeforeMarkers() {
        let a = Marker(id: "a", position: Scene.target, title: "A")
        // b stands just above a, so a's window (100...300, 298...358) covers b's icon.
        let b = Marker(id: "b", position: Scene.coordinate(dx: 0, dy: -50), title: "B")
        var view = Scene.view(markers: [a, b])
        #expect(view.hitTest(ScreenPoint(x: 200, y: 340)) == .marker("b"))
        view.perform(.setSelectedMarker("a"), at: 0.1)
        #expect(view.hitTest(ScreenPoint(x: 200, y: 340)) == .infoWindow("a"))
        #expect(view.hitTest(ScreenPoint(x: 200, y: 380)) == .marker("a"))
    }

    @Test func zIndexThenAddOrderAndTappable() {
        let p = Scene.target
        let view = Scene.view(markers: [
            Marker(id: "low", position: p, zIndex: 0), Marker(id: "mid1", position: p, zIndex: 1),
            Marker(id: "mid2", position: p, zIndex: 1), Marker(id: "top", position: p, zIndex: 9, tappable: false),
        ])
        #expect(view.hitTest(ScreenPoint(x: 200, y: 390)) == .marker("mid2"))
        let ghost = Scene.view(markers: [Marker(id: "ghost", position: p, tappable: false)])
        #expect(ghost.hitTest(ScreenPoint(x: 200, y: 390)) == .map)
    }

    @Test func iconRectangleFollowsGroundAnchor() {
        let bottom = Scene.view(markers: [Marker(id: "m", position: Scene.target)])
        #expect(bottom.hitTest(ScreenPoint(x: 200, y: 405)) == .map)
        #expect(bottom.hitTest(ScreenPoint(x: 212, y: 359)) == .marker("m"))
        let centred = Scene.view(markers: [Marker(id: "m", position: Scene.target,
                                                  groundAnchor: Marker.Anchor(x: 0.5, y: 0.5))])
        #expect(centred.hitTest(ScreenPoint(x: 200, y: 405)) == .marker("m"))
        #expect(centred.hitTest(ScreenPoint(x: 200, y: 375)) == .map)
    }

    @Test func hiddenControlsAreNotHit() {
        var options = MapOptions()
        options.myLocationEnabled = false
        var settings = UISettings()
        settings.myLocationButton = true
        var view = Scene.view(settings: settings, options: options)
        #expect(view.hitTest(ScreenPoint(x: 360, y: 760)) == .map)
        options.myLocationEnabled = true
        view.perform(.setOptions(options), at: 0.1)
        #expect(view.hitTest(ScreenPoint(x: 360, y: 760)) == .myLocationButton)
    }

    @Test func longPressOnWindowAndMarker() {
        var view = Scene.view(markers: [Marker(id: "a", position: Scene.target, title: "A")], profile: .mapLibreGLJS6)
        view.perform(.setSelectedMarker("a"), at: 0)
        let start = view.events.count
        view.handleTouches([TouchEvent(time: 1, phase: .down, pointerID: 1, x: 200, y: 320)])
        view.advanceTimers(to: 1.6)
        view.handleTouches([TouchEvent(time: 1.7, phase: .up, pointerID: 1, x: 200, y: 320)])
        view.handleTouches([TouchEvent(time: 2, phase: .down, pointerID: 1, x: 200, y: 380)])
        view.advanceTimers(to: 2.6)
        view.handleTouches([TouchEvent(time: 2.7, phase: .up, pointerID: 1, x: 200, y: 380)])
        #expect(view.eventNames(from: start) == ["didLongPressInfoWindowOfMarker(a)", "didLongPressAtCoordinate"])
    }
}

@Suite("Long presses on controls")
struct ControlLongPressTests {
    @Test func longPressOnAControlDoesNothing() {
        var settings = UISettings()
        settings.compassButton = true
        var view = Scene.view(camera: Scene.camera(bearing: 30), settings: settings, profile: .mapLibreGLJS6)
        let start = view.events.count
        view.handleTouches([TouchEvent(time: 1, phase: .down, pointerID: 1, x: 368, y: 32)])
        view.advanceTimers(to: 1.6)
        view.handleTouches([TouchEvent(time: 1.7, phase: .up, pointerID: 1, x: 368, y: 32)])
        view.frames(from: 1.7, through: 2.5)
        #expect(view.gestures.map(\.kind) == [.longPress])
        #expect(view.eventNames(from: start).isEmpty)
        #expect(view.camera.bearing == 30)
    }
}

@Suite("Taps that start animations")
struct TapAnimationTests {
    /// A marker tap confirmed by a second finger landing elsewhere does not cancel that
    /// finger's gesture: it pans, and its touch stops the marker's camera animation.
    @Test func markerTapConfirmedByANewTouchKeepsThatTouchsPan() {
        var view = Scene.view(markers: [Marker(id: "m", position: Scene.coordinate(dx: 100, dy: 0), title: "M")])
        view.handleTouches([TouchEvent(time: 0.1, phase: .down, pointerID: 1, x: 300, y: 380)])
        view.handleTouches([TouchEvent(time: 0.15, phase: .up, pointerID: 1, x: 300, y: 380)])
        // Lands 200 pt away within the double-tap window: confirms the tap now.
        view.handleTouches([TouchEvent(time: 0.3, phase: .down, pointerID: 2, x: 100, y: 600)])
        #expect(view.selectedMarkerID == "m")
        #expect(!view.isAnimating)                 // the new touch stopped the move to the marker
        view.handleTouches([TouchEvent(time: 0.35, phase: .move, pointerID: 2, x: 100, y: 640)])
        view.handleTouches([TouchEvent(time: 0.4, phase: .move, pointerID: 2, x: 100, y: 680)])
        view.handleTouches([TouchEvent(time: 0.45, phase: .up, pointerID: 2, x: 100, y: 680)])
        #expect(view.gestures.map(\.kind) == [.tap, .pan])
        #expect(view.eventNames().prefix(4) == ["didTapMarker(m)", "markerInfoWindow(m)", "markerInfoContents(m)",
                                                "willMove(false)"])
        #expect(view.eventNames().contains("willMove(true)"))
    }
}
