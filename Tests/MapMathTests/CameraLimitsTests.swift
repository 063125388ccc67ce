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

    /// The clamp's fast path for tilts that are not positive gives, bit for bit, what the
    /// formula `min(max(tilt, 0), maxTilt(atZoom: zoom))` gives: on seeded random cameras
    /// (tilts set directly, so negative, -0, NaN and subnormal ones too) under the default
    /// table and seeded random valid tables, some with a stop at tilt 0.
    @Test func clampMatchesTheTiltFormulaBitForBit() throws {
        var rng = SplitMix64(seed: 0xC1_0002)
        var tables: [TiltLimit] = [.googleIOS, try TiltLimit(stops: [.init(zoom: 5, maxTilt: 0)]),
                                   try TiltLimit(stops: [.init(zoom: 0, maxTilt: 60), .init(zoom: 10, maxTilt: 0)])]
        for _ in 0..<40 {
            var zoom = rng.double(in: -2...5)
            var stops: [TiltLimit.Stop] = []
            for _ in 0..<Int(rng.next() % 5 + 1) {
                stops.append(.init(zoom: zoom, maxTilt: rng.next() % 4 == 0 ? 0 : rng.double(in: 0...89.9)))
                zoom += rng.double(in: 0.01...6)
            }
            tables.append(try TiltLimit(stops: stops))
        }
        let specialTilts: [Double] = [0, -0.0, .nan, -.nan, .infinity, -.infinity, -1e-300, 1e-300,
                                      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, -3, 89.999_999, 120]
        for table in tables {
            let limits = CameraLimits(zoomRange: try ZoomRange(minZoom: -1, maxZoom: 25), tiltLimit: table)
            for k in 0..<400 {
                var camera = try CameraPosition(latitude: rng.double(in: -80...80), longitude: rng.double(in: -180...180),
                                                zoom: rng.double(in: -3...27))
                camera.tilt = k < specialTilts.count ? specialTilts[k] : rng.double(in: -20...100)
                if k % 7 == 0 { camera.zoom = [Double.nan, .infinity, -.infinity, 10, 14, 16][k % 6] }
                let zoom = limits.zoomRange.clamp(camera.zoom)
                let expected = min(max(camera.tilt, 0), table.maxTilt(atZoom: zoom))
                let clamped = limits.clamp(camera)
                #expect(clamped.tilt.bitPattern == expected.bitPattern, "tilt \(camera.tilt) zoom \(camera.zoom)")
                #expect(clamped.zoom.bitPattern == zoom.bitPattern)
            }
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
