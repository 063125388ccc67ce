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

/// `WebMercator`: the scalar forward and inverse projection, tiles and scales.
@Suite struct WebMercatorTests {
    @Test func knownVectorsAtZoomZero() {
        // Google Maps JavaScript API documentation examples (world coordinates at zoom 0).
        let a = WebMercator.worldPoint(for: Coordinate(latitude: 41.85, longitude: -87.65))
        #expect(abs(a.x - 65.67111111111112) < 1e-12 && abs(a.y - 95.17492654697409) < 1e-12)
        let b = WebMercator.worldPoint(for: Coordinate(latitude: -33.8688, longitude: 151.2093))
        #expect(abs(b.x - 235.52661333333333) < 1e-12 && abs(b.y - 153.6236163734467) < 1e-12)
        let c = WebMercator.worldPoint(for: Coordinate(latitude: 53.33087298301705, longitude: -9.140625))
        #expect(abs(c.x - 121.5) < 1e-12 && abs(c.y - 83.0) < 1e-12)
    }

    @Test func knownTile() {
        #expect(WebMercator.tile(for: Coordinate(latitude: 40.1222, longitude: 20.6852), zoom: 9) == TileIndex(x: 285, y: 193, zoom: 9))
    }

    @Test func tilesAtTheEdgesBelongToTheGrid() {
        #expect(WebMercator.tile(for: Coordinate(latitude: 90, longitude: -179.9999), zoom: 3) == TileIndex(x: 0, y: 0, zoom: 3))
        // The south edge belongs to the last row; columns are half-open, so the ±180°
        // meridian is the west edge of column 0 whichever sign it is written with.
        #expect(WebMercator.tile(for: Coordinate(latitude: -90, longitude: 180), zoom: 3) == TileIndex(x: 0, y: 7, zoom: 3))
        #expect(WebMercator.tile(for: Coordinate(latitude: -90, longitude: -180), zoom: 3) == TileIndex(x: 0, y: 7, zoom: 3))
        #expect(WebMercator.tile(for: Coordinate(latitude: 0, longitude: 179.9999), zoom: 3) == TileIndex(x: 7, y: 4, zoom: 3))
        #expect(WebMercator.tile(for: Coordinate(latitude: 0, longitude: 0), zoom: 1) == TileIndex(x: 1, y: 1, zoom: 1))
        // Longitudes outside ±180 wrap first.
        #expect(WebMercator.tile(for: Coordinate(latitude: 40.1222, longitude: 20.6852 + 720), zoom: 9) == TileIndex(x: 285, y: 193, zoom: 9))
        #expect(WebMercator.tile(for: Coordinate(latitude: 10, longitude: 10), zoom: 0) == TileIndex(x: 0, y: 0, zoom: 0))
    }

    @Test func tileContainsItsCoordinate() {
        var rng = SplitMix64(seed: 0xAE_0001)
        for _ in 0..<2000 {
            let c = Coordinate(latitude: rng.double(in: -85...85), longitude: rng.double(in: -180..<180))
            let zoom = Int.random(in: 0...22, using: &rng)
            let tile = WebMercator.tile(for: c, zoom: zoom)
            let p = WebMercator.worldPoint(for: c, zoom: Double(zoom))
            #expect(Double(tile.x) * 256 <= p.x && p.x < Double(tile.x + 1) * 256)
            #expect(Double(tile.y) * 256 <= p.y && p.y < Double(tile.y + 1) * 256)
        }
    }

    @Test func forwardThenInverseReturnsTheCoordinate() {
        var rng = SplitMix64(seed: 0xAE_0002)
        for _ in 0..<20_000 {
            let c = Coordinate(latitude: rng.double(in: -WebMercator.maxLatitude...WebMercator.maxLatitude),
                               longitude: rng.double(in: -180...180))
            let back = WebMercator.coordinate(for: WebMercator.worldPoint(for: c))
            #expect(abs(back.latitude - c.latitude) <= 1e-9)
            #expect(abs(longitudeDifference(back.longitude, c.longitude)) <= 1e-9)
        }
    }

    @Test func inverseThenForwardReturnsTheWorldPoint() {
        var rng = SplitMix64(seed: 0xAE_0003)
        for _ in 0..<20_000 {
            let p = WorldPoint(x: rng.double(in: 0..<256), y: rng.double(in: 0...256))
            let back = WebMercator.worldPoint(for: WebMercator.coordinate(for: p))
            // 1e-9° is at most 1e-9 · 256/360 · sec(85.05°) ≈ 8.2e-9 world units.
            #expect(abs(back.x - p.x) <= 1e-9 * 256 / 360)
            #expect(abs(back.y - p.y) <= 1e-9 * 256 / 360 / cos(WebMercator.maxLatitude * .pi / 180))
        }
    }

    @Test func worldEdgesAndCentre() {
        let limit = WebMercator.maxLatitude
        #expect(abs(WebMercator.worldPoint(for: Coordinate(latitude: limit, longitude: -180)).y) < 1e-12)
        #expect(abs(WebMercator.worldPoint(for: Coordinate(latitude: -limit, longitude: 0)).y - 256) < 1e-12)
        #expect(WebMercator.worldPoint(for: Coordinate(latitude: 0, longitude: 0)) == WorldPoint(x: 128, y: 128))
        #expect(WebMercator.worldPoint(for: Coordinate(latitude: 0, longitude: -180)).x == 0)
        #expect(WebMercator.worldPoint(for: Coordinate(latitude: 0, longitude: 180)).x == 256)
        // The limit is where the world is square: atan(sinh π).
        #expect(abs(limit - atan(sinh(Double.pi)) * 180 / .pi) < 1e-12)
    }

    @Test func latitudesBeyondTheLimitProjectOntoTheEdge() {
        let edgeNorth = WebMercator.worldPoint(for: Coordinate(latitude: WebMercator.maxLatitude, longitude: 10))
        let edgeSouth = WebMercator.worldPoint(for: Coordinate(latitude: -WebMercator.maxLatitude, longitude: 10))
        for lat in [85.06, 89, 90, 1000] {
            #expect(WebMercator.worldPoint(for: Coordinate(latitude: lat, longitude: 10)) == edgeNorth)
            #expect(WebMercator.worldPoint(for: Coordinate(latitude: -lat, longitude: 10)) == edgeSouth)
        }
    }

    @Test func longitudesOutsideTheRangeLandOnNeighbouringCopies() {
        let p = WebMercator.worldPoint(for: Coordinate(latitude: 12, longitude: 30))
        let q = WebMercator.worldPoint(for: Coordinate(latitude: 12, longitude: 390))
        #expect(abs(q.x - (p.x + 256)) < 1e-12 && q.y == p.y)
        // The inverse wraps back into (−180, 180].
        #expect(abs(WebMercator.coordinate(for: q).longitude - 30) < 1e-12)
    }

    @Test func nearestCopyOffsetWrapsIntoHalfAWorldAndKeepsTiesOnTheirSide() {
        var rng = SplitMix64(seed: 0xAE_0005)
        for _ in 0..<2000 {
            let dx = rng.double(in: -5000...5000)
            let wrapped = WebMercator.nearestCopyOffset(dx)
            #expect(abs(wrapped) <= 128, "dx = \(dx)")
            let worlds = (dx - wrapped) / 256
            #expect(worlds == worlds.rounded(), "dx = \(dx): shifted by \(worlds) worlds")
            #expect(WebMercator.nearestCopyShift(dx) == dx - wrapped)
        }
        // Half a world between two points of one world copy: no wrap, either way.
        #expect(WebMercator.nearestCopyOffset(128) == 128)
        #expect(WebMercator.nearestCopyOffset(-128) == -128)
        // Farther ties go to an even number of worlds.
        #expect(WebMercator.nearestCopyOffset(384) == -128)
        #expect(WebMercator.nearestCopyOffset(640) == 128)
        #expect(WebMercator.nearestCopyOffset(300) == 44)
        #expect(WebMercator.nearestCopyOffset(.nan).isNaN)
    }

    @Test func zoomedPointsScaleByPowersOfTwo() {
        var rng = SplitMix64(seed: 0xAE_0004)
        for _ in 0..<1000 {
            let c = Coordinate(latitude: rng.double(in: -85...85), longitude: rng.double(in: -180...180))
            let zoom = rng.double(in: 0...22)
            let p0 = WebMercator.worldPoint(for: c)
            let pz = WebMercator.worldPoint(for: c, zoom: zoom)
            let s = pow(2, zoom)
            #expect(abs(pz.x - p0.x * s) <= 1e-12 * p0.x * s && abs(pz.y - p0.y * s) <= 1e-12 * max(1, p0.y * s))
            let back = WebMercator.coordinate(for: pz, zoom: zoom)
            #expect(abs(back.latitude - c.latitude) < 1e-9 && abs(longitudeDifference(back.longitude, c.longitude)) < 1e-9)
        }
        #expect(WebMercator.worldWidth(atZoom: 0) == 256)
        #expect(WebMercator.worldWidth(atZoom: 21) == 256 * 2_097_152)
        #expect(WebMercator.scale(atZoom: 3) == 8)
    }

    @Test func metersPerPointFollowsTheCosineOfLatitude() {
        let equator = WebMercator.metersPerPoint(atLatitude: 0, zoom: 0)
        #expect(abs(equator - 2 * Double.pi * 6_378_137 / 256) < 1e-9)
        #expect(abs(WebMercator.metersPerPoint(atLatitude: 60, zoom: 0) - equator / 2) < 1e-9)
        #expect(abs(WebMercator.metersPerPoint(atLatitude: 0, zoom: 10) - equator / 1024) < 1e-12)
    }
}
