import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import MapMath

/// `Projection.visibleRegion` and `VisibleRegion`.
@Suite struct VisibleRegionTests {
    static func corners(_ region: VisibleRegion) -> [Coordinate] {
        [region.nearLeft, region.nearRight, region.farLeft, region.farRight]
    }

    @Test func atTiltZeroTheCornersAreThePaddedRectanglesCornersUnprojected() {
        var rng = SplitMix64(seed: 0x7E_0001)
        for _ in 0..<1000 {
            var camera = rng.camera(zoom: 4...21)
            camera.tilt = 0
            let viewport = rng.viewport()
            let projection = Projection(camera: camera, viewport: viewport)
            let region = projection.visibleRegion
            let r = viewport.paddedRect
            #expect(!region.isHorizonClipped)
            let expected = [ScreenPoint(x: r.x, y: r.maxY), ScreenPoint(x: r.maxX, y: r.maxY),
                            ScreenPoint(x: r.x, y: r.y), ScreenPoint(x: r.maxX, y: r.y)]
            for (corner, screen) in zip(Self.corners(region), expected) {
                let c = try! #require(projection.coordinate(for: screen))
                #expect(abs(corner.latitude - c.latitude) <= 1e-12 && abs(longitudeDifference(corner.longitude, c.longitude)) <= 1e-12)
                // And they project back onto the padded rectangle's corners.
                let world = projection.worldPoint(for: screen)!
                if isOnTheTargetsWorldCopy(world, projection) {
                    let p = try! #require(projection.point(for: corner))
                    #expect(p.distance(to: screen) <= coordinateRoundTripTolerance(atZoom: camera.zoom))
                }
                #expect(region.bounds.contains(corner), "\(corner) in \(region.bounds)")
            }
        }
    }

    @Test func atTiltZeroAndBearingZeroTheRegionIsTheExpectedBox() {
        let viewport = try! Viewport(width: 512, height: 256, padding: EdgeInsets(top: 0, left: 0, bottom: 0, right: 256))
        // Zoom 2: the world is 1024 pt wide, so 256 pt are 90° of longitude.
        let camera = try! CameraPosition(latitude: 0, longitude: 0, zoom: 2)
        let region = Projection(camera: camera, viewport: viewport).visibleRegion
        #expect(abs(region.nearLeft.longitude + 45) < 1e-12 && abs(region.farRight.longitude - 45) < 1e-12)
        #expect(abs(region.bounds.west + 45) < 1e-12 && abs(region.bounds.east - 45) < 1e-12)
        #expect(abs(region.bounds.north + region.bounds.south) < 1e-12 && region.bounds.north > 0)
        #expect(region.farLeft.latitude == region.bounds.north && region.nearLeft.latitude == region.bounds.south)
    }

    @Test func boundsContainTheCornersAtAnyTilt() {
        var rng = SplitMix64(seed: 0x7E_0002)
        for _ in 0..<2000 {
            let camera = rng.camera(zoom: 3...21)
            let region = Projection(camera: camera, viewport: rng.viewport()).visibleRegion
            for corner in Self.corners(region) {
                #expect(corner.isFinite)
                #expect(region.bounds.contains(corner), "\(camera): \(corner) in \(region.bounds)")
            }
        }
    }

    @Test func tiltedRegionIsATrapezoidWiderAtTheFarSide() {
        let viewport = try! Viewport(width: 400, height: 800)
        let camera = try! CameraPosition(latitude: 40, longitude: -3, zoom: 16, tilt: 60)
        let region = Projection(camera: camera, viewport: viewport).visibleRegion
        let far = abs(region.farRight.longitude - region.farLeft.longitude)
        let near = abs(region.nearRight.longitude - region.nearLeft.longitude)
        #expect(far > 1.5 * near)
        #expect(region.farLeft.latitude > region.nearLeft.latitude)
    }

    @Test func highTiltWithLargeTopPaddingIsHorizonClippedAndFinite() {
        var rng = SplitMix64(seed: 0x7E_0003)
        var clippedCount = 0
        for _ in 0..<500 {
            let width = rng.double(in: 300...1200), height = rng.double(in: 400...1200)
            let viewport = try! Viewport(width: width, height: height,
                                    padding: EdgeInsets(top: rng.double(in: 0.2...0.5) * height, left: 0,
                                                        bottom: rng.double(in: 0...0.05) * height, right: 0))
            // Beyond the default limits (65°), as a programmatic Projection allows.
            let camera = try! CameraPosition(latitude: rng.double(in: -60...60), longitude: rng.double(in: -180...180),
                                        zoom: rng.double(in: 3...21), bearing: rng.double(in: 0..<360),
                                        tilt: rng.double(in: 80...89.99))
            let projection = Projection(camera: camera, viewport: viewport)
            let region = projection.visibleRegion
            // Clipped exactly when the padded top edge is above the row where the ground
            // shrinks to 1/16: depth = 16·D there, so y = c.y − (15/16)·D·cot τ.
            let r = viewport.paddedRect
            let tau = camera.tilt * .pi / 180
            let safeRow = viewport.paddedCenter.y - 15.0 / 16 * viewport.cameraDistance * cos(tau) / sin(tau)
            #expect(region.isHorizonClipped == (r.y < safeRow), "\(camera) \(viewport)")
            for corner in Self.corners(region) { #expect(corner.isFinite) }
            for value in [region.bounds.south, region.bounds.north, region.bounds.west, region.bounds.east] {
                #expect(value.isFinite)
            }
            guard region.isHorizonClipped else { continue }
            clippedCount += 1
            // The far corners are the ground under the padded edges' columns on the safe row.
            #expect(abs(try! #require(projection.horizonSafeY) - safeRow) <= 1e-9 * max(1, abs(safeRow)))
            for (far, x) in [(region.farLeft, r.x), (region.farRight, r.maxX)] {
                let expected = try! #require(projection.coordinate(for: ScreenPoint(x: x, y: safeRow)))
                #expect(abs(far.latitude - expected.latitude) <= 1e-9)
                #expect(abs(longitudeDifference(far.longitude, expected.longitude)) <= 1e-9)
            }
        }
        #expect(clippedCount > 400)
    }

    @Test func defaultLimitsDoNotClipAnUnpaddedView() {
        var rng = SplitMix64(seed: 0x7E_0004)
        for _ in 0..<200 {
            var camera = rng.camera(zoom: 16...21)
            camera.tilt = CameraLimits.default.maxTilt(atZoom: camera.zoom)
            let region = Projection(camera: camera, viewport: try! Viewport(width: 400, height: 800)).visibleRegion
            #expect(!region.isHorizonClipped)
        }
    }

    @Test func viewAcrossTheAntimeridianHasBoundsThatCrossIt() {
        let viewport = try! Viewport(width: 800, height: 600)
        for bearing in [0.0, 30, 90, 200] {
            let camera = try! CameraPosition(latitude: 10, longitude: 179.9, zoom: 8, bearing: bearing, tilt: 20)
            let region = Projection(camera: camera, viewport: viewport).visibleRegion
            #expect(region.bounds.crossesAntimeridian, "bearing \(bearing): \(region.bounds)")
            #expect(region.bounds.longitudeSpan < 20)
            #expect(region.bounds.contains(Coordinate(latitude: 10, longitude: -179.95)))
            #expect(region.bounds.contains(Coordinate(latitude: 10, longitude: 179.85)))
            #expect(!region.bounds.contains(Coordinate(latitude: 10, longitude: 0)))
            for corner in Self.corners(region) { #expect(region.bounds.contains(corner)) }
        }
    }

    @Test func wholeWorldViewsSpanEveryLongitude() {
        // At zoom 0 a 1000-point view shows the world about four times over.
        let region = Projection(camera: try! CameraPosition(latitude: 0, longitude: 0, zoom: 0),
                                viewport: try! Viewport(width: 1000, height: 500)).visibleRegion
        #expect(region.bounds.longitudeSpan == 360)
        #expect(region.bounds.contains(Coordinate(latitude: 0, longitude: 179)))
    }
}
