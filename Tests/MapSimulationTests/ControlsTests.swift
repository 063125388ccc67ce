import Testing
import MapMath
import CameraMotion
import Gestures
@testable import MapSimulation

@Suite("Controls")
struct ControlsTests {
    var compassOn: UISettings {
        var s = UISettings()
        s.compassButton = true
        return s
    }

    @Test func compassVisibilityRules() {
        // Off by default, whatever the bearing.
        #expect(!Scene.view(camera: Scene.camera(bearing: 30)).isCompassVisible)
        // Enabled: only at a non-zero bearing; it cannot be forced at bearing 0.
        #expect(!Scene.view(settings: compassOn).isCompassVisible)
        var view = Scene.view(camera: Scene.camera(bearing: 30), settings: compassOn)
        #expect(view.isCompassVisible && view.lastFrame.controls.compass.opacity == 1)
        // Turning the setting off hides it at once, without a fade.
        view.perform(.setSetting(.compassButton, false), at: 0.1)
        #expect(!view.renderFrame(at: 0.1).controls.compass.visible)
        #expect(!view.hasPendingVisualChanges)
    }

    @Test func compassTapResetsBearingThenFades() {
        var view = Scene.view(camera: Scene.camera(bearing: 45), settings: compassOn)
        let profile = view.profile
        view.tap(368, 32, at: 0.1)                 // handled when the timers run, at 0.7
        #expect(view.isAnimating)
        #expect(view.eventNames() == ["willMove(false)"])
        let tapTime = view.events[0].time
        var zeroAt: Double?
        var opacities: [(Double, Double)] = []
        var k = 43
        while k < 300 {
            let t = Double(k) / 60
            let frame = view.renderFrame(at: t)
            if zeroAt == nil && frame.camera.bearing == 0 { zeroAt = t }
            if zeroAt != nil { opacities.append((t, frame.controls.compass.opacity)) }
            if zeroAt != nil && !view.hasPendingVisualChanges { break }
            k += 1
        }
        let start = try! #require(zeroAt)
        // The reset animation lasts compassReset.duration from the tap.
        #expect(abs(tapTime - 0.7) < 1e-12)
        #expect(start >= tapTime + profile.compassReset.duration && start < tapTime + profile.compassReset.duration + 1.0 / 60)
        for (t, opacity) in opacities {
            let fading = t - start - profile.compassFadeDelay
            let expected = fading <= 0 ? 1 : max(0, 1 - fading / profile.compassFadeDuration)
            #expect(abs(opacity - expected) < 1e-9, "t \(t)")
        }
        #expect(opacities.last?.1 == 0)
        #expect(!view.isCompassVisible)
        #expect(view.eventNames().last == "idleAtCameraPosition")
    }

    @Test func compassFadeIsInterruptedByANewBearing() {
        var view = Scene.view(camera: Scene.camera(bearing: 45), settings: compassOn)
        view.perform(.moveCameraFields(CameraChange(bearing: 0)), at: 0.1)
        view.renderFrame(at: 0.1)
        #expect(view.hasPendingVisualChanges)
        view.perform(.moveCameraFields(CameraChange(bearing: 10)), at: 0.2)
        let frame = view.renderFrame(at: 0.2)
        #expect(frame.controls.compass.opacity == 1 && !view.hasPendingVisualChanges)
    }

    @Test func simulationWaitsForTheFade() {
        let view = MapView(camera: Scene.camera(bearing: 45), viewport: Scene.viewport, settings: compassOn)
        let result = Simulation().run(view, touches: [], commands: [
            Simulation.TimedCommand(time: 0.5, command: .moveCameraFields(CameraChange(bearing: 0))),
        ])
        let fadeEnd = 0.5 + view.profile.compassFadeDelay + view.profile.compassFadeDuration
        #expect(result.endTime >= fadeEnd && result.endTime < fadeEnd + 1.0 / 60 + 1e-9)
        #expect(!result.mapView.lastFrame.controls.compass.visible)
    }

    @Test func myLocationButton() {
        var settings = UISettings()
        settings.myLocationButton = true
        var options = MapOptions()
        #expect(!Scene.view(settings: settings, options: options).isMyLocationButtonVisible)
        options.myLocationEnabled = true
        #expect(!Scene.view(options: options).isMyLocationButtonVisible)
        // Unknown location: only the event.
        var view = Scene.view(settings: settings, options: options)
        #expect(view.isMyLocationButtonVisible)
        view.tap(360, 760, at: 0.1)
        #expect(view.eventNames() == ["didTapMyLocationButton"])
        #expect(!view.isAnimating && view.camera == Scene.camera())
        // Known: the camera animates there.
        let home = Scene.coordinate(dx: 150, dy: 300)
        view.perform(.setMyLocation(home), at: 1)
        view.tap(360, 760, at: 1.1)
        #expect(view.eventNames() == ["didTapMyLocationButton", "didTapMyLocationButton", "willMove(false)"])
        view.frames(from: 1.7, through: 3)
        #expect(abs(view.camera.target.latitude - home.latitude) < 1e-9)
        #expect(abs(view.camera.target.longitude - home.longitude) < 1e-9)
    }

    @Test func paddingMovesCentreAndControls() {
        var settings = compassOn
        settings.myLocationButton = true
        var options = MapOptions()
        options.myLocationEnabled = true
        var view = Scene.view(camera: Scene.camera(bearing: 20), settings: settings, options: options)
        let padding = EdgeInsets(top: 100, left: 40, bottom: 60, right: 80)
        view.perform(.setPadding(padding), at: 0.1)
        let frame = view.renderFrame(at: 0.1)
        // The target stays the target and appears at the new padded centre.
        #expect(frame.camera == Scene.camera(bearing: 20))
        let p = try! #require(view.projection.point(for: Scene.target))
        #expect(abs(p.x - 180) < 1e-6 && abs(p.y - 420) < 1e-6)
        #expect(frame.controls.compass.frame == ScreenRect(x: 268, y: 112, width: 40, height: 40))
        #expect(frame.controls.myLocationButton.frame == ScreenRect(x: 252, y: 672, width: 56, height: 56))
        // The old compass place is map now; the new one is the compass.
        #expect(view.hitTest(ScreenPoint(x: 368, y: 32)) == .map)
        #expect(view.hitTest(ScreenPoint(x: 288, y: 132)) == .compass)
        #expect(view.hitTest(ScreenPoint(x: 280, y: 700)) == .myLocationButton)
        // The visible region is the padded rectangle's.
        let region = view.projection.visibleRegion
        let corner = try! #require(view.projection.point(for: region.farLeft))
        #expect(abs(corner.x - 40) < 1e-6 && abs(corner.y - 100) < 1e-6)
    }
}
