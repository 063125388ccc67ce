import Testing
import MapMath
import Gestures
import TestSupport
@testable import MapSimulation

/// `drawFrame` updates `lastFrame` field by field instead of rebuilding it; whatever the
/// view went through, the result must equal a record built afresh, and
/// `frameContentRevision` must count exactly the frames whose content changed.
@Suite("Frame record updates")
struct FrameRecordUpdateTests {
    static let building = IndoorBuilding(id: "hall", bounds: IndoorTests.footprint(dx: 0, dy: 0, half: 80),
                                         levels: ["2", "1", "G"], defaultLevel: 1)

    static func markers() -> [Marker] {
        [Marker(id: "a", position: Scene.coordinate(dx: -60, dy: 40), title: "A", snippet: "first"),
         Marker(id: "b", position: Scene.coordinate(dx: 80, dy: -120), tracksInfoWindowChanges: true),
         Marker(id: "c", position: Scene.coordinate(dx: 10, dy: 200), title: "C", infoWindowSize: .init(width: 120, height: 60))]
    }

    /// One random thing a map view can be told to do.
    static func randomCommand(_ random: inout SplitMix64, step: Int) -> MapCommand {
        let ids = ["a", "b", "c", "d"]
        let id = ids[Int(random.next() % 4)]
        switch random.next() % 12 {
        case 0: return .setSelectedMarker(random.next() % 3 == 0 ? nil : id)
        case 1: return .updateMarker(MarkerChange(id: id, title: random.next() % 2 == 0 ? "T\(step)" : nil,
                                                  snippet: random.next() % 2 == 0 ? "s\(step)" : nil))
        case 2:
            var options = MapOptions()
            options.accessibilityElementsHidden = random.next() % 2 == 0
            options.myLocationEnabled = random.next() % 2 == 0
            options.trafficEnabled = random.next() % 2 == 0
            options.mapID = random.next() % 2 == 0 ? "style-\(step % 3)" : nil
            return .setOptions(options)
        case 3: return .animateToBearing(random.uniform(-180, 180))
        case 4: return .moveCameraFields(CameraChange(zoom: random.uniform(13, 19)))
        case 5: return .setSetting(.compassButton, random.next() % 4 != 0)
        case 6: return .setSetting(.myLocationButton, random.next() % 2 == 0)
        case 7: return .selectLevel(building: "hall", level: Int(random.next() % 3))
        case 8: return .addMarker(Marker(id: "d", position: Scene.coordinate(dx: random.uniform(-150, 150),
                                                                             dy: random.uniform(-300, 300)),
                                         title: random.next() % 2 == 0 ? "D" : nil))
        case 9: return .removeMarker(id)
        case 10: return .setMyLocation(random.next() % 2 == 0 ? Scene.target : nil)
        default: return .animateToLocation(Scene.coordinate(dx: random.uniform(-200, 200), dy: random.uniform(-200, 200)))
        }
    }

    @Test("after every frame of random commands and touches, lastFrame equals a fresh record", arguments: [1, 2, 3, 4] as [UInt64])
    func incrementalEqualsFresh(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var view = Scene.view(camera: Scene.camera(zoom: 16), markers: Self.markers(), buildings: [Self.building])
        var fieldsSeen = Set<String>()
        var previous = view.lastFrame
        var previousRevision = view.frameContentRevision
        for frame in 1...400 {
            let time = Double(frame) / 60
            if random.next() % 6 == 0 {
                view.perform(Self.randomCommand(&random, step: frame), at: time)
            }
            if random.next() % 9 == 0 {
                // A short drag or a tap somewhere in the view.
                let x = random.uniform(20, 380), y = random.uniform(20, 780)
                view.handleTouches([TouchEvent(time: time, phase: .down, pointerID: frame, x: x, y: y)])
                view.handleTouches([TouchEvent(time: time + 0.004, phase: random.next() % 2 == 0 ? .up : .move,
                                               pointerID: frame, x: x + 1, y: y + 1)])
                if view.touchCount > 0 {
                    view.handleTouches([TouchEvent(time: time + 0.008, phase: .up, pointerID: frame, x: x + 40, y: y)])
                }
            }
            view.advanceTimers(to: time)
            view.drawFrame(at: time)
            let fresh = view.freshFrameRecord(at: time, projection: view.projection)
            #expect(view.lastFrame == fresh, "seed \(seed), frame \(frame)")
            if view.lastFrame != fresh { return }
            let now = view.lastFrame
            if now.selectedMarker != previous.selectedMarker { fieldsSeen.insert("selectedMarker") }
            if now.infoWindow != previous.infoWindow { fieldsSeen.insert("infoWindow") }
            if now.controls != previous.controls { fieldsSeen.insert("controls") }
            if now.options != previous.options { fieldsSeen.insert("options") }
            if now.accessibilityElements != previous.accessibilityElements { fieldsSeen.insert("accessibility") }
            // The revision moves exactly when something besides time, camera and touch count did.
            var content = now
            content.time = previous.time
            content.camera = previous.camera
            content.touchCount = previous.touchCount
            #expect((view.frameContentRevision != previousRevision) == (content != previous), "seed \(seed), frame \(frame)")
            previous = now
            previousRevision = view.frameContentRevision
        }
        // The run must have changed every kind of field, or it proves little.
        #expect(fieldsSeen == ["selectedMarker", "infoWindow", "controls", "options", "accessibility"], "seed \(seed)")
    }

    @Test func renderFrameReturnsWhatDrawFrameLeaves() {
        var a = Scene.view(markers: Self.markers())
        var b = a
        a.perform(.setSelectedMarker("a"), at: 0.1)
        b.perform(.setSelectedMarker("a"), at: 0.1)
        let returned = a.renderFrame(at: 0.2)
        b.drawFrame(at: 0.2)
        #expect(returned == b.lastFrame)
        #expect(returned.infoWindow?.marker == "a")
    }

    @Test func aBareMapSkipsTheProjectionButStillCountsNoMarkers() {
        // No markers, buildings, window or accessibility elements: nothing to project.
        var view = Scene.view()
        view.perform(.moveCameraFields(CameraChange(zoom: 17)), at: 0.1)
        view.drawFrame(at: 0.1)
        #expect(view.lastFrame.visibleMarkerCount == 0)
        #expect(view.lastFrame == view.freshFrameRecord(at: 0.1, projection: view.projection))
        // A marker added later is projected from its first frame on.
        view.perform(.addMarker(Marker(id: "m", position: Scene.target)), at: 0.2)
        view.drawFrame(at: 0.2)
        #expect(view.lastFrame.visibleMarkerCount == 1)
        view.perform(.removeMarker("m"), at: 0.3)
        view.drawFrame(at: 0.3)
        #expect(view.lastFrame.visibleMarkerCount == 0)
    }
}
