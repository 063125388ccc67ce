import TestSupport
import Testing
@testable import MapMath

/// `Coordinate`: longitude wrapping, `wrapped`, great-circle distance.
@Suite struct CoordinateTests {
    static let wrapCases: [(input: Double, expected: Double)] = [
        (0.0, 0.0), (180, 180), (-180, 180), (179.999, 179.999), (-179.999, -179.999),
        (180.5, -179.5), (190, -170), (-190, 170), (360, 0), (-360, 0), (540, 180), (-540, 180),
        (720, 0), (900, 180), (1e6, -80), (-1e6, 80), (45 + 3600, 45),
    ]

    @Test(arguments: wrapCases)
    func wrapsLongitudeIntoTheHalfOpenRange(input: Double, expected: Double) {
        #expect(abs(Coordinate.wrapLongitude(input) - expected) < 1e-9, "wrap(\(input))")
    }

    @Test func wrappedLongitudesStayInRangeAndKeepTheirPlace() {
        var rng = SplitMix64(seed: 0xC0_0001)
        for i in 0..<20_000 {
            let magnitude = [1e3, 1e6, 1e12, 1e15][i % 4]
            let lng = rng.double(in: -magnitude...magnitude)
            let w = Coordinate.wrapLongitude(lng)
            #expect(w > -180 && w <= 180, "wrap(\(lng)) = \(w)")
            // Same place: lng − w is a whole number of turns, up to lng's own rounding.
            let turns = (lng - w) / 360
            #expect(abs(turns - turns.rounded()) * 360 <= 4 * lng.ulp + 1e-12, "wrap(\(lng)) = \(w)")
        }
    }

    @Test func nonFiniteLongitudesPassThrough() {
        #expect(Coordinate.wrapLongitude(.infinity) == .infinity)
        #expect(Coordinate.wrapLongitude(-.infinity) == -.infinity)
        #expect(Coordinate.wrapLongitude(.nan).isNaN)
        #expect(!Coordinate(latitude: .nan, longitude: 0).isFinite)
        #expect(Coordinate(latitude: 1, longitude: 2).isFinite)
    }

    @Test func wrappedClampsLatitudeToTheSphereAndWrapsLongitude() {
        let c = Coordinate(latitude: 95, longitude: 200).wrapped
        #expect(c == Coordinate(latitude: 90, longitude: -160))
        #expect(Coordinate(latitude: -95, longitude: -180).wrapped == Coordinate(latitude: -90, longitude: 180))
    }

    @Test func distanceMatchesTheSphere() {
        // One degree of the equator on the 6,378,137 m sphere: 2πR/360.
        let oneDegree = 2 * Double.pi * 6_378_137 / 360
        let a = Coordinate(latitude: 0, longitude: 0), b = Coordinate(latitude: 0, longitude: 1)
        #expect(abs(a.distance(to: b) - oneDegree) < 1e-6)
        #expect(abs(Coordinate(latitude: 0, longitude: 0).distance(to: Coordinate(latitude: 1, longitude: 0)) - oneDegree) < 1e-6)
        // Across the antimeridian, the short way; pole to pole is half a circumference.
        #expect(abs(Coordinate(latitude: 0, longitude: 179.5).distance(to: Coordinate(latitude: 0, longitude: -179.5)) - oneDegree) < 1e-6)
        #expect(abs(Coordinate(latitude: 90, longitude: 0).distance(to: Coordinate(latitude: -90, longitude: 0)) - 180 * oneDegree) < 1e-6)
        var rng = SplitMix64(seed: 0xC0_0002)
        for _ in 0..<500 {
            let p = Coordinate(latitude: rng.double(in: -90...90), longitude: rng.double(in: -180...180))
            let q = Coordinate(latitude: rng.double(in: -90...90), longitude: rng.double(in: -180...180))
            #expect(abs(p.distance(to: q) - q.distance(to: p)) < 1e-6)
            #expect(p.distance(to: q) <= 180 * oneDegree + 1e-6)
            #expect(p.distance(to: p) == 0)
        }
    }
}
