import Testing
@testable import MapMath

@Suite struct WebMercatorKnownVectors {
    @Test func knownVectors() {
        let a = WebMercator.worldPoint(for: Coordinate(latitude: 41.85, longitude: -87.65))
        #expect(abs(a.x - 65.67111111111112) < 1e-12 && abs(a.y - 95.17492654697409) < 1e-12)
        let b = WebMercator.worldPoint(for: Coordinate(latitude: -33.8688, longitude: 151.2093))
        #expect(abs(b.x - 235.52661333333333) < 1e-12 && abs(b.y - 153.6236163734467) < 1e-12)
        let c = WebMercator.worldPoint(for: Coordinate(latitude: 53.33087298301705, longitude: -9.140625))
        #expect(abs(c.x - 121.5) < 1e-12 && abs(c.y - 83.0) < 1e-12)
        #expect(WebMercator.tile(for: Coordinate(latitude: 40.1222, longitude: 20.6852), zoom: 9) == TileIndex(x: 285, y: 193, zoom: 9))
    }
}
