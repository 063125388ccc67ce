import Foundation
import Testing
import MapMath

/// A camera or viewport that cannot work is refused where it is made, with the error that
/// names what is wrong; everything that can work is accepted as before. Imports MapMath
/// without `@testable`, as an embedder does.
@Suite("Validated construction") struct ValidatedConstructionTests {
    // MARK: Camera

    @Test(arguments: ["latitude", "longitude", "zoom", "bearing", "tilt"])
    func cameraRefusesEachNumberThatIsNotFinite(field: String) {
        for bad in [Double.nan, .infinity, -.infinity] {
            var parts = ["latitude": 10.0, "longitude": 20.0, "zoom": 3.0, "bearing": 40.0, "tilt": 5.0]
            parts[field] = bad
            #expect(throws: CameraError.notFinite(field: field)) {
                try CameraPosition(latitude: parts["latitude"]!, longitude: parts["longitude"]!,
                                   zoom: parts["zoom"]!, bearing: parts["bearing"]!, tilt: parts["tilt"]!)
            }
        }
    }

    @Test func cameraAcceptsAndNormalisesEveryFiniteValue() throws {
        let camera = try CameraPosition(latitude: 89, longitude: 190, zoom: -3, bearing: -90, tilt: 120)
        #expect(camera.target == Coordinate(latitude: 85, longitude: -170))
        #expect(camera.zoom == -3)
        #expect(camera.bearing == 270)
        #expect(camera.tilt < 90 && camera.tilt > 89.99)
        #expect(camera.isFinite)
    }

    @Test func cameraDecodingRefusesWhatTheInitialiserRefuses() throws {
        let good = try CameraPosition(latitude: 1, longitude: 2, zoom: 3, bearing: 4, tilt: 5)
        let data = try JSONEncoder().encode(good)
        #expect(try JSONDecoder().decode(CameraPosition.self, from: data) == good)
        // JSON has no NaN: a zoom of 1e999 decodes as infinity, and is refused.
        let infinite = Data(#"{"target":{"latitude":1,"longitude":2},"zoom":1e999,"bearing":0,"tilt":0}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CameraPosition.self, from: infinite) }
    }

    // MARK: Viewport

    @Test func viewportRefusesSizesThatAreNotFiniteOrNotPositive() {
        #expect(throws: CameraError.notFinite(field: "width")) { try Viewport(width: .nan, height: 10) }
        #expect(throws: CameraError.notFinite(field: "height")) { try Viewport(width: 10, height: .infinity) }
        #expect(throws: CameraError.viewportSizeNotPositive(width: 0, height: 10)) { try Viewport(width: 0, height: 10) }
        #expect(throws: CameraError.viewportSizeNotPositive(width: 10, height: -1)) { try Viewport(width: 10, height: -1) }
    }

    @Test func viewportRefusesPaddingThatIsBadOrFillsTheView() {
        #expect(throws: CameraError.notFinite(field: "padding.left")) {
            try Viewport(width: 100, height: 100, padding: EdgeInsets(left: .nan))
        }
        #expect(throws: CameraError.paddingNegative(field: "bottom", value: -1)) {
            try Viewport(width: 100, height: 100, padding: EdgeInsets(bottom: -1))
        }
        #expect(throws: CameraError.paddingFillsView(axis: "horizontal", padding: 100, size: 100)) {
            try Viewport(width: 100, height: 100, padding: EdgeInsets(left: 60, right: 40))
        }
        #expect(throws: CameraError.paddingFillsView(axis: "vertical", padding: 150, size: 100)) {
            try Viewport(width: 100, height: 100, padding: EdgeInsets(top: 150))
        }
    }

    @Test func viewportAcceptsPaddingThatLeavesRoom() throws {
        let viewport = try Viewport(width: 100, height: 80, padding: EdgeInsets(top: 10, left: 49.5, bottom: 69.9, right: 50))
        #expect(viewport.paddedRect.width > 0 && viewport.paddedRect.height > 0)
        #expect(abs(viewport.paddedCenter.x - 49.75) < 1e-12 && abs(viewport.paddedCenter.y - 10.05) < 1e-12)
    }

    @Test func withPaddingChecksAgainstTheSize() throws {
        let viewport = try Viewport(width: 100, height: 100)
        #expect(try viewport.withPadding(EdgeInsets(all: 49)).padding == EdgeInsets(all: 49))
        #expect(throws: CameraError.paddingFillsView(axis: "horizontal", padding: 100, size: 100)) {
            try viewport.withPadding(EdgeInsets(all: 50))
        }
    }

    @Test func viewportDecodingRefusesWhatTheInitialiserRefuses() throws {
        let good = try Viewport(width: 400, height: 800, padding: EdgeInsets(bottom: 200))
        #expect(try JSONDecoder().decode(Viewport.self, from: JSONEncoder().encode(good)) == good)
        let filled = Data(#"{"width":100,"height":100,"padding":{"top":0,"left":0,"bottom":100,"right":0}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Viewport.self, from: filled) }
    }

    @Test func everyRefusalReadsAsOneLine() {
        let errors: [CameraError] = [
            .notFinite(field: "zoom"), .viewportSizeNotPositive(width: 0, height: 1),
            .paddingNegative(field: "top", value: -2), .paddingFillsView(axis: "vertical", padding: 9, size: 8),
        ]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
        #expect(CameraError.paddingFillsView(axis: "vertical", padding: 9, size: 8).description
                == "vertical padding 9.0 is not less than the view's 8.0 points")
    }
}
