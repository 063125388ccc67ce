import TestSupport
import Testing
@testable import MapMath

/// The C world-point kernel behind `WebMercator.worldPoints(for:into:)`: every
/// instruction-set level this processor runs gives the bits of the Swift lanes
/// (`worldPointLanes`), and the dispatcher picks the widest level there is.
@Suite struct WebMercatorKernelLevelTests {
    /// CMapMathKernels' levels: baseline, x86-64-v3, x86-64-v4.
    static let levels: [Int32] = [1, 3, 4]

    /// Seeded coordinates over and beyond the Mercator range, with the values that take
    /// the kernel's other branches: NaN, infinities, ±0, the clamp's edges.
    static func coordinates(count: Int, seed: UInt64) -> [Coordinate] {
        var rng = SplitMix64(seed: seed)
        var result = (0..<count).map { _ in
            Coordinate(latitude: rng.double(in: -95...95), longitude: rng.double(in: -540...540))
        }
        let special: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 90, -90, 1e300, -1e300,
                                 WebMercator.maxLatitude, -WebMercator.maxLatitude, 85.0511287798067, .leastNonzeroMagnitude]
        for (i, value) in special.enumerated() where 2 * i + 1 < result.count {
            result[2 * i] = Coordinate(latitude: value, longitude: 10)
            result[2 * i + 1] = Coordinate(latitude: 10, longitude: value)
        }
        return result
    }

    /// The bit patterns of x and y of every point.
    static func bits(_ points: [WorldPoint]) -> [UInt64] {
        points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
    }

    /// The Swift lanes' output for `coordinates`.
    static func swiftPoints(_ coordinates: [Coordinate]) -> [WorldPoint] {
        var output = [WorldPoint](repeating: WorldPoint(x: 0, y: 0), count: coordinates.count)
        coordinates.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { WebMercator.worldPointsInSwift(for: source, into: $0) }
        }
        return output
    }

    /// The C kernel's output at `level`, or nil when this processor lacks it.
    static func kernelPoints(_ coordinates: [Coordinate], level: Int32) -> [WorldPoint]? {
        var output = [WorldPoint](repeating: WorldPoint(x: -1, y: -1), count: coordinates.count)
        let ran = coordinates.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { WebMercator.worldPoints(for: source, into: $0, level: level) }
        }
        return ran ? output : nil
    }

    @Test func everyLevelGivesTheSwiftLanesBits() {
        let coordinates = Self.coordinates(count: 200_003, seed: 0x5EED_00C1)
        let expected = Self.bits(Self.swiftPoints(coordinates))
        var ranLevels = 0
        for level in Self.levels {
            guard let points = Self.kernelPoints(coordinates, level: level) else { continue }
            ranLevels += 1
            let got = Self.bits(points)
            let firstDifference = got.indices.first { got[$0] != expected[$0] }
            #expect(got.count == expected.count && firstDifference == nil, "level \(level): first differing Double at \(firstDifference ?? -1)")
        }
        // The baseline level runs everywhere.
        #expect(ranLevels >= 1)
        // The dispatched call gives the same bits too.
        #expect(Self.bits(WebMercator.worldPoints(for: coordinates)) == expected)
    }

    @Test func everyTailLengthAtEveryLevelGivesTheSwiftLanesBits() {
        for count in 0...35 {
            let coordinates = Self.coordinates(count: count, seed: 0x5EED_00C2 &+ UInt64(count))
            let expected = Self.bits(Self.swiftPoints(coordinates))
            for level in Self.levels {
                guard let points = Self.kernelPoints(coordinates, level: level) else { continue }
                #expect(Self.bits(points) == expected, "count \(count), level \(level)")
            }
        }
    }

    @Test func anUnknownLevelRunsNothing() {
        let coordinates = Self.coordinates(count: 9, seed: 0x5EED_00C3)
        #expect(Self.kernelPoints(coordinates, level: 2) == nil)
        #expect(Self.kernelPoints(coordinates, level: 5) == nil)
    }

    @Test func theDispatcherPicksTheWidestLevelThisProcessorRuns() {
        let probe = Self.coordinates(count: 8, seed: 0x5EED_00C4)
        let widest = Self.levels.last { Self.kernelPoints(probe, level: $0) != nil } ?? 0
        #expect(WebMercator.worldPointsInstructionSet == WebMercator.instructionSetName(level: widest))
        #expect(WebMercator.instructionSetName(level: 4) == "x86-64-v4 (AVX-512)")
        #expect(WebMercator.instructionSetName(level: 1) == "baseline")
    }
}
