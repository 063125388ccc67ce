import TestSupport
import Testing
@testable import MapMath

/// `WebMercator.worldPoints(for:into:)`: the SIMD kernel against the scalar formula.
@Suite struct WebMercatorBatchTests {
    /// Required accuracy: 1e-12 of the world width, in world units.
    static let tolerance = 1e-12 * WebMercator.tileSize

    /// The largest |Δx| and |Δy| of the batch kernel against `worldPoint(for:)`.
    static func maxError(_ coordinates: [Coordinate]) -> (x: Double, y: Double) {
        let batch = WebMercator.worldPoints(for: coordinates)
        var worstX = 0.0, worstY = 0.0
        for (c, p) in zip(coordinates, batch) {
            let exact = WebMercator.worldPoint(for: c)
            worstX = max(worstX, abs(p.x - exact.x))
            worstY = max(worstY, abs(p.y - exact.y))
        }
        return (worstX, worstY)
    }

    @Test func denseSweepOfTheWholeLatitudeRangeIsWithinTolerance() {
        let limit = WebMercator.maxLatitude
        let n = 400_000
        let coordinates = (0...n).map { i in
            Coordinate(latitude: -limit + 2 * limit * Double(i) / Double(n), longitude: 0)
        }
        let error = Self.maxError(coordinates)
        #expect(error.y <= Self.tolerance)
        #expect(error.x == 0)
    }

    @Test func denseSweepNearThePolesIsWithinTolerance() {
        // The last tenth of a degree is where ln((1+s)/(1−s)) is most sensitive to s.
        let limit = WebMercator.maxLatitude
        let n = 100_000
        var coordinates: [Coordinate] = []
        for i in 0...n {
            let latitude = limit - 0.1 * Double(i) / Double(n)
            coordinates.append(Coordinate(latitude: latitude, longitude: 10))
            coordinates.append(Coordinate(latitude: -latitude, longitude: -10))
        }
        #expect(Self.maxError(coordinates).y <= Self.tolerance)
    }

    @Test func randomPointsAreWithinToleranceAndLongitudeIsExact() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        let coordinates = (0..<100_003).map { _ in
            Coordinate(latitude: rng.double(in: -WebMercator.maxLatitude...WebMercator.maxLatitude),
                       longitude: rng.double(in: -540...540))
        }
        let error = Self.maxError(coordinates)
        #expect(error.y <= Self.tolerance)
        #expect(error.x == 0)
    }

    @Test func latitudesBeyondTheLimitClampLikeTheScalarPath() {
        let latitudes: [Double] = [90, -90, 85.06, -85.06, 89.999, 1e300, -1e300, .infinity, -.infinity,
                                   WebMercator.maxLatitude, -WebMercator.maxLatitude, 0, -0.0]
        let coordinates = latitudes.map { Coordinate(latitude: $0, longitude: 33) }
        let batch = WebMercator.worldPoints(for: coordinates)
        for (c, p) in zip(coordinates, batch) {
            let exact = WebMercator.worldPoint(for: c)
            #expect(abs(p.y - exact.y) <= Self.tolerance, "latitude \(c.latitude)")
            #expect(p.x == exact.x)
        }
        // Clamped means exactly on the world's edge, within the tolerance.
        #expect(abs(batch[0].y - 0) <= Self.tolerance)
        #expect(abs(batch[1].y - 256) <= Self.tolerance)
    }

    @Test func notANumberPropagates() {
        let coordinates = [Coordinate(latitude: .nan, longitude: 10), Coordinate(latitude: 10, longitude: .nan),
                           Coordinate(latitude: 45, longitude: 45)]
        let batch = WebMercator.worldPoints(for: coordinates)
        #expect(batch[0].y.isNaN && !batch[0].x.isNaN)
        #expect(batch[1].x.isNaN && !batch[1].y.isNaN)
        #expect(!batch[2].x.isNaN && !batch[2].y.isNaN)
    }

    @Test func everyTailLengthIsHandled() {
        var rng = SplitMix64(seed: 0x5EED_0002)
        for count in 0...25 {
            let coordinates = (0..<count).map { _ in
                Coordinate(latitude: rng.double(in: -89...89), longitude: rng.double(in: -180...180))
            }
            let batch = WebMercator.worldPoints(for: coordinates)
            #expect(batch.count == count)
            let error = Self.maxError(coordinates)
            #expect(error.x == 0 && error.y <= Self.tolerance, "count \(count)")
        }
    }

    @Test func bufferFormWritesOnlyTheInputCountAndMatchesTheArrayForm() {
        var rng = SplitMix64(seed: 0x5EED_0003)
        let coordinates = (0..<13).map { _ in
            Coordinate(latitude: rng.double(in: -80...80), longitude: rng.double(in: -180...180))
        }
        let sentinel = WorldPoint(x: -1, y: -1)
        var output = [WorldPoint](repeating: sentinel, count: 20)
        coordinates.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { WebMercator.worldPoints(for: source, into: $0) }
        }
        #expect(Array(output[0..<13]) == WebMercator.worldPoints(for: coordinates))
        #expect(output[13...].allSatisfy { $0 == sentinel })
    }

    @Test func knownVectorsThroughTheBatchKernel() {
        let coordinates = [Coordinate(latitude: 41.85, longitude: -87.65),
                           Coordinate(latitude: -33.8688, longitude: 151.2093),
                           Coordinate(latitude: 53.33087298301705, longitude: -9.140625)]
        let expected = [WorldPoint(x: 65.67111111111112, y: 95.17492654697409),
                        WorldPoint(x: 235.52661333333333, y: 153.6236163734467),
                        WorldPoint(x: 121.5, y: 83.0)]
        for (p, e) in zip(WebMercator.worldPoints(for: coordinates), expected) {
            #expect(abs(p.x - e.x) <= 1e-12 && abs(p.y - e.y) <= Self.tolerance)
        }
    }
}
