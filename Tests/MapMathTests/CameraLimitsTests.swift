import TestSupport
import Testing
@testable import MapMath

/// `CameraLimits`: zoom range and tilt limit applied together.
@Suite struct CameraLimitsTests {
    @Test func clampAppliesTheZoomRangeThenTheTiltLimitAtThatZoom() {
        let limits = CameraLimits.default
        var camera = try! CameraPosition(latitude: 10, longitude: 20, zoom: 25, bearing: 30, tilt: 80)
        var clamped = limits.clamp(camera)
        #expect(clamped.zoom == 21 && clamped.tilt == 65)
        #expect(clamped.target == camera.target && clamped.bearing == camera.bearing)
        camera = try! CameraPosition(latitude: 10, longitude: 20, zoom: 1, tilt: 50)
        clamped = limits.clamp(camera)
        #expect(clamped.zoom == 2 && clamped.tilt == 30)
        camera = try! CameraPosition(latitude: 10, longitude: 20, zoom: 12, tilt: 40)
        #expect(limits.clamp(camera).tilt == 37.5)
        camera.tilt = -3  // set directly, bypassing the initialiser
        #expect(limits.clamp(camera).tilt == 0)
        let inRange = try! CameraPosition(latitude: 10, longitude: 20, zoom: 15, bearing: 10, tilt: 20)
        #expect(limits.clamp(inRange) == inRange)
    }

    @Test func clampedCamerasAlwaysSatisfyTheLimits() {
        var rng = SplitMix64(seed: 0xC1_0001)
        let limits = CameraLimits.default
        for _ in 0..<5000 {
            let camera = try! CameraPosition(latitude: rng.double(in: -90...90), longitude: rng.double(in: -360...360),
                                        zoom: rng.double(in: -5...30), bearing: rng.double(in: -720...720),
                                        tilt: rng.double(in: -10...100))
            let c = limits.clamp(camera)
            #expect(c.zoom >= 2 && c.zoom <= 21)
            #expect(c.tilt >= 0 && c.tilt <= limits.maxTilt(atZoom: c.zoom))
            #expect(limits.clamp(c) == c)
        }
    }

    @Test func setMinZoomReplacesTheRangeOrThrowsLeavingItUnchanged() throws {
        var limits = CameraLimits()
        try limits.setMinZoom(5, maxZoom: 15)
        #expect(limits.zoomRange.minZoom == 5 && limits.zoomRange.maxZoom == 15)
        #expect(limits.clamp(try CameraPosition(latitude: 0, longitude: 0, zoom: 18)).zoom == 15)
        #expect(throws: CameraError.minZoomAboveMaxZoom(minZoom: 16, maxZoom: 4)) { try limits.setMinZoom(16, maxZoom: 4) }
        #expect(throws: CameraError.notFinite(field: "maxZoom")) { try limits.setMinZoom(1, maxZoom: .nan) }
        #expect(limits.zoomRange.minZoom == 5 && limits.zoomRange.maxZoom == 15)
    }

    @Test func defaultsAreGoogles() {
        #expect(CameraLimits.default.zoomRange == .default)
        #expect(CameraLimits.default.tiltLimit == .googleIOS)
        #expect(CameraLimits.default.maxTilt(atZoom: 14) == 45)
    }
}
