import Testing
import MapMath
@testable import MapSimulation

@Suite("Info windows")
struct InfoWindowTests {
    static let b = Scene.coordinate(dx: 100, dy: 0)

    func scene() -> MapView {
        Scene.view(markers: [Marker(id: "a", position: Scene.target, title: "A", snippet: "first"),
                             Marker(id: "b", position: Self.b, title: "B")])
    }

    @Test func fullSelectionSequence() {
        var view = scene()
        view.tap(200, 380, at: 0.1)                         // a
        #expect(view.selectedMarkerID == "a" && view.infoWindowMarkerID == "a")
        view.frames(from: 0.7, through: 1.5)
        view.tap(300, 380, at: 1.6)                         // b, the camera then centres b
        #expect(view.infoWindowMarkerID == "b")
        view.frames(from: 2.2, through: 3.0)
        #expect(view.camera.target.longitude == Self.b.longitude)
        view.tap(200, 380, at: 3.1)                         // b again: close and reopen
        view.frames(from: 3.7, through: 4.5)
        view.tap(200, 320, at: 4.6)                         // b's window
        view.tap(20, 700, at: 6.0)                          // the map
        #expect(view.selectedMarkerID == nil && view.infoWindowMarkerID == nil)
        view.perform(.setSelectedMarker("a"), at: 7)
        view.perform(.setSelectedMarker("a"), at: 7.1)      // again: nothing
        view.perform(.setSelectedMarker(nil), at: 7.2)
        #expect(view.eventNames() == [
            "didTapMarker(a)", "markerInfoWindow(a)", "markerInfoContents(a)", "willMove(false)", "idleAtCameraPosition",
            "didTapMarker(b)", "didCloseInfoWindowOfMarker(a)", "markerInfoWindow(b)", "markerInfoContents(b)",
            "willMove(false)", "idleAtCameraPosition",
            "didTapMarker(b)", "didCloseInfoWindowOfMarker(b)", "markerInfoWindow(b)", "markerInfoContents(b)",
            "willMove(false)", "idleAtCameraPosition",
            "didTapInfoWindowOfMarker(b)",
            "didCloseInfoWindowOfMarker(b)", "didTapAtCoordinate",
            "markerInfoWindow(a)", "markerInfoContents(a)",
            "didCloseInfoWindowOfMarker(a)",
        ])
    }

    @Test func windowOpensOnlyWithContentOrCustomSize() {
        var view = Scene.view(markers: [
            Marker(id: "empty", position: Scene.target, title: "", snippet: nil),
            Marker(id: "snippet", position: Self.b, snippet: "only a snippet"),
            Marker(id: "custom", position: Scene.coordinate(dx: -100, dy: 0),
                   infoWindowSize: Marker.Size(width: 120, height: 80)),
        ])
        view.perform(.setSelectedMarker("empty"), at: 0)
        #expect(view.selectedMarkerID == "empty" && view.infoWindowMarkerID == nil)
        view.perform(.setSelectedMarker("snippet"), at: 0.1)
        #expect(view.infoWindowMarkerID == "snippet")
        view.perform(.setSelectedMarker("custom"), at: 0.2)
        #expect(view.infoWindowMarkerID == "custom")
        let frame = view.renderFrame(at: 0.3)
        // custom: at (100, 400); icon top centre (100, 358); window 120 × 80 above it.
        #expect(frame.infoWindow?.frame == ScreenRect(x: 40, y: 278, width: 120, height: 80))
        #expect(view.eventNames() == ["markerInfoWindow(snippet)", "markerInfoContents(snippet)",
                                      "didCloseInfoWindowOfMarker(snippet)", "markerInfoWindow(custom)",
                                      "markerInfoContents(custom)"])
    }

    @Test(arguments: [true, false])
    func tracksInfoWindowChanges(tracks: Bool) {
        var view = Scene.view(markers: [Marker(id: "m", position: Scene.target, title: "Old", snippet: "old",
                                               tracksInfoWindowChanges: tracks)])
        view.perform(.setSelectedMarker("m"), at: 0)
        view.perform(.updateMarker(MarkerChange(id: "m", title: "New", latitude: Scene.coordinate(dx: 0, dy: 50).latitude)), at: 0.1)
        let frame = view.renderFrame(at: 0.2)
        #expect(frame.infoWindow?.title == (tracks ? "New" : "Old"))
        #expect(frame.infoWindow?.snippet == "old")
        // The window follows the marker either way: 50 pt lower.
        let y = try! #require(frame.infoWindow?.frame?.y)
        #expect(abs(y - 348) < 1e-6)
        // Reopening shows the new content.
        view.perform(.setSelectedMarker(nil), at: 0.3)
        view.perform(.setSelectedMarker("m"), at: 0.4)
        #expect(view.renderFrame(at: 0.5).infoWindow?.title == "New")
    }

    @Test func removingTheSelectedMarkerClosesItsWindow() {
        var view = scene()
        view.perform(.setSelectedMarker("b"), at: 0)
        view.perform(.removeMarker("b"), at: 0.1)
        #expect(view.selectedMarkerID == nil && view.infoWindowMarkerID == nil && view.marker("b") == nil)
        #expect(view.eventNames().last == "didCloseInfoWindowOfMarker(b)")
        view.perform(.addMarker(Marker(id: "c", position: Self.b, title: "C")), at: 0.2)
        view.tap(300, 380, at: 0.3)
        #expect(view.selectedMarkerID == "c")
    }

    @Test func unknownIdsDoNothingHarmful() {
        var view = scene()
        view.perform(.setSelectedMarker("a"), at: 0)
        view.perform(.removeMarker("zzz"), at: 0.1)
        view.perform(.updateMarker(MarkerChange(id: "zzz", title: "x")), at: 0.2)
        #expect(view.infoWindowMarkerID == "a")
        view.perform(.setSelectedMarker("zzz"), at: 0.3)
        #expect(view.selectedMarkerID == nil && view.infoWindowMarkerID == nil)
    }
}
