import Testing
import MapMath
@testable import MapSimulation

@Suite("Map events")
struct MapEventTests {
    static let camera = try! CameraPosition(target: Coordinate(latitude: 1, longitude: 2), zoom: 3)
    static let kinds: [MapEvent.Kind] = [
        .willMove(gesture: true), .didChangeCameraPosition(camera), .idleAtCameraPosition(camera),
        .didTapAtCoordinate(camera.target), .didLongPressAtCoordinate(camera.target), .didTapMarker("m"),
        .markerInfoWindow("m"), .markerInfoContents("m"), .didTapInfoWindowOfMarker("m"),
        .didLongPressInfoWindowOfMarker("m"), .didCloseInfoWindowOfMarker("m"), .didTapMyLocationButton,
        .didChangeActiveBuilding(nil), .didChangeActiveLevel(2),
    ]

    @Test("each kind has the type named like its case, and every type is some kind's")
    func typesMatchKinds() {
        for kind in Self.kinds {
            let caseName = String(describing: kind).prefix { $0 != "(" }
            #expect(MapEvent(time: 0, kind: kind).typeName == String(caseName))
        }
        #expect(Self.kinds.map { MapEvent(time: 0, kind: $0).type } == MapEventType.allCases)
    }
}
