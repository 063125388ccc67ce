import Testing
import MapMath
@testable import MapSimulation

@Suite("Accessibility elements")
struct AccessibilityTests {
    @Test func hiddenByDefault() {
        let view = Scene.view(markers: [Marker(id: "a", position: Scene.target, title: "A")])
        #expect(view.lastFrame.accessibilityElements == nil)
    }

    @Test func markersOnScreenInDrawingOrderThenTheInfoWindow() {
        var options = MapOptions()
        options.accessibilityElementsHidden = false
        var view = Scene.view(options: options, markers: [
            Marker(id: "top", position: Scene.coordinate(dx: -50, dy: 0), title: "Top", zIndex: 3),
            Marker(id: "snippet", position: Scene.coordinate(dx: 50, dy: 100), snippet: "Only snippet"),
            Marker(id: "bare", position: Scene.coordinate(dx: 0, dy: -200), title: ""),
            Marker(id: "away", position: Scene.coordinate(dx: 0, dy: 1000), title: "Away"),
            // Anchor just below the bottom edge, icon reaching into the view: listed.
            Marker(id: "edge", position: Scene.coordinate(dx: 0, dy: 410), title: "Edge"),
        ])
        view.perform(.setSelectedMarker("top"), at: 0.1)
        let elements = try! #require(view.renderFrame(at: 0.1).accessibilityElements)
        #expect(elements.map(\.id) == ["snippet", "bare", "edge", "top", "top"])
        #expect(elements.map(\.kind) == [.marker, .marker, .marker, .marker, .infoWindow])
        #expect(elements.map(\.label) == ["Only snippet", "bare", "Edge", "Top", "Top"])
        #expect(elements[0].frame == ScreenRect(x: 237, y: 458, width: 26, height: 42))
        #expect(elements[4].frame == ScreenRect(x: 50, y: 298, width: 200, height: 60))
    }
}
