import Testing
@testable import MapMath

/// `ZoomRange` and its errors.
@Suite struct ZoomRangeTests {
    @Test func defaultIsTwoToTwentyOne() {
        #expect(ZoomRange.default.minZoom == 2 && ZoomRange.default.maxZoom == 21)
        #expect(ZoomRange.default.clamp(1) == 2 && ZoomRange.default.clamp(22) == 21 && ZoomRange.default.clamp(7.5) == 7.5)
    }

    @Test func minAboveMaxIsAnErrorWithBothValues() {
        #expect(throws: CameraError.minZoomAboveMaxZoom(minZoom: 10, maxZoom: 5)) {
            try ZoomRange(minZoom: 10, maxZoom: 5)
        }
        let error = CameraError.minZoomAboveMaxZoom(minZoom: 10, maxZoom: 5)
        #expect(error.description == "minZoom 10.0 is greater than maxZoom 5.0")
    }

    @Test func equalMinAndMaxIsAllowed() throws {
        let range = try ZoomRange(minZoom: 7, maxZoom: 7)
        #expect(range.clamp(3) == 7 && range.clamp(12) == 7)
    }

    @Test func nonFiniteBoundsAreErrorsNamingTheField() {
        #expect(throws: CameraError.notFinite(field: "minZoom")) { try ZoomRange(minZoom: .nan, maxZoom: 5) }
        #expect(throws: CameraError.notFinite(field: "maxZoom")) { try ZoomRange(minZoom: 2, maxZoom: .infinity) }
        #expect(throws: CameraError.notFinite(field: "minZoom")) { try ZoomRange(minZoom: -.infinity, maxZoom: 5) }
        #expect(CameraError.notFinite(field: "maxZoom").description == "maxZoom is not a finite number")
    }
}
