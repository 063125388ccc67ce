import Testing
import MapMath
import Gestures
@testable import MapSimulation

@Suite("Indoor buildings and the floor picker")
struct IndoorTests {
    static func footprint(dx: Double, dy: Double, half: Double = 30, zoom: Double = 17) -> CoordinateBounds {
        let sw = Scene.coordinate(dx: dx - half, dy: dy + half, zoom: zoom)
        let ne = Scene.coordinate(dx: dx + half, dy: dy - half, zoom: zoom)
        return CoordinateBounds(south: sw.latitude, west: sw.longitude, north: ne.latitude, east: ne.longitude)
    }

    static let near = IndoorBuilding(id: "near", bounds: footprint(dx: -100, dy: 0), levels: ["2", "1", "G"], defaultLevel: 2)
    static let far = IndoorBuilding(id: "far", bounds: footprint(dx: 60, dy: 200), levels: ["1", "B"], defaultLevel: 0)
    static let offScreen = IndoorBuilding(id: "off", bounds: footprint(dx: 900, dy: 0), levels: ["1"])

    @Test func followsTheBuildingNearestTheCentre() {
        var view = Scene.view(camera: Scene.camera(zoom: 17), buildings: [Self.far, Self.offScreen, Self.near])
        #expect(view.activeBuildingID == "near" && view.activeLevel == 2)
        #expect(view.isFloorPickerVisible)
        #expect(view.lastFrame.controls.floorPicker.frame == ScreenRect(x: 348, y: 600, width: 40, height: 120))
        #expect(view.eventNames() == ["didChangeActiveBuilding(near)", "didChangeActiveLevel(2)"])
        // Centre on "far": it becomes active with its default level.
        let farCentre = Scene.coordinate(dx: 60, dy: 200, zoom: 17)
        view.perform(.moveCameraFields(CameraChange(latitude: farCentre.latitude, longitude: farCentre.longitude)), at: 0.1)
        view.renderFrame(at: 0.1)
        #expect(view.activeBuildingID == "far" && view.activeLevel == 0)
    }

    @Test func pickerTapsSelectLevelsAndBuildingsRememberThem() {
        var view = Scene.view(camera: Scene.camera(zoom: 17), buildings: [Self.near, Self.far])
        view.tap(368, 650, at: 0.1)                  // row 1 of 600...720
        #expect(view.activeLevel == 1)
        view.perform(.selectLevel(building: "far", level: 1), at: 1)   // not active: remembered silently
        view.perform(.selectLevel(building: nil, level: 7), at: 1.1)   // out of range: ignored
        #expect(view.activeLevel == 1)
        let start = view.events.count
        view.perform(.moveCameraFields(CameraChange(zoom: 15)), at: 1.2)
        view.renderFrame(at: 1.2)
        #expect(view.activeBuildingID == nil && !view.isFloorPickerVisible)
        view.perform(.moveCameraFields(CameraChange(zoom: 17)), at: 1.3)
        view.renderFrame(at: 1.3)
        #expect(view.activeLevel == 1)
        #expect(view.eventNames(from: start) == [
            "willMove(false)", "didChangeActiveBuilding(nil)", "didChangeActiveLevel(nil)", "idleAtCameraPosition",
            "willMove(false)", "didChangeActiveBuilding(near)", "didChangeActiveLevel(1)", "idleAtCameraPosition",
        ])
    }

    @Test func featuredRules() {
        // Zoom 16 is enough, 15.9 is not.
        #expect(Scene.view(camera: Scene.camera(zoom: 16), buildings: [Self.near]).activeBuildingID == "near")
        #expect(Scene.view(camera: Scene.camera(zoom: 15.9), buildings: [Self.near]).activeBuildingID == nil)
        // Only buildings in the visible region count.
        #expect(Scene.view(camera: Scene.camera(zoom: 17), buildings: [Self.offScreen]).activeBuildingID == nil)
        // Indoor off, or a map type without floor plans: none.
        var options = MapOptions()
        options.indoorEnabled = false
        #expect(Scene.view(camera: Scene.camera(zoom: 17), options: options, buildings: [Self.near]).activeBuildingID == nil)
        options = MapOptions()
        options.mapType = .satellite
        #expect(Scene.view(camera: Scene.camera(zoom: 17), options: options, buildings: [Self.near]).activeBuildingID == nil)
        // indoorPicker off hides the picker but keeps the building.
        var settings = UISettings()
        settings.indoorPicker = false
        let view = Scene.view(camera: Scene.camera(zoom: 17), settings: settings, buildings: [Self.near])
        #expect(view.activeBuildingID == "near" && !view.isFloorPickerVisible)
        #expect(!view.lastFrame.controls.floorPicker.visible && view.lastFrame.controls.floorPicker.building == "near")
    }

    @Test func paddingMovesThePicker() {
        var view = Scene.view(camera: Scene.camera(zoom: 17), buildings: [Self.near])
        view.perform(.setPadding(EdgeInsets(top: 0, left: 0, bottom: 100, right: 30)), at: 0.1)
        let frame = view.renderFrame(at: 0.1)
        // Padded rect 0...370 × 0...700: button at y 632, the three rows above it.
        #expect(frame.controls.floorPicker.frame == ScreenRect(x: 318, y: 500, width: 40, height: 120))
        #expect(view.hitTest(ScreenPoint(x: 330, y: 510)) == .floorPickerLevel(0))
        #expect(view.hitTest(ScreenPoint(x: 368, y: 610)) == .map)
    }
}
