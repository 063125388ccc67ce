import CMapMath
import MapMath
import TestSupport
import Testing
@testable import MapMathCABI

/// The ABI layer's paths that the C test cannot choose: `WorldPointBatch`'s copying path
/// (taken only where the C and Swift pairs are laid out differently, so never on the
/// targets we build for) against its rebinding path, and the map from every `CameraError`
/// to an `mm_error`.
@Suite struct WorldPointBatchTests {
    /// 1,003 seeded coordinates (four chunks of the copying path, full SIMD groups and a
    /// tail), a few of them not finite or beyond the Mercator limit.
    static func coordinates() -> [mm_coordinate] {
        var generator = SplitMix64(seed: 0xCAB1)
        var c = (0..<1003).map { _ in
            mm_coordinate(latitude: generator.double(in: -90...90), longitude: generator.double(in: -540...540))
        }
        c[3].latitude = .nan
        c[300].longitude = .infinity
        c[1002].latitude = -.infinity
        return c
    }

    @Test func layoutsMatchOnThisTarget() {
        #expect(WorldPointBatch.layoutsMatch)
    }

    @Test func copyingPathEqualsRebindingPathBitForBit() {
        let source = Self.coordinates()
        var rebound = [mm_world_point](repeating: mm_world_point(x: 0, y: 0), count: source.count)
        var copied = rebound
        source.withUnsafeBufferPointer { s in
            rebound.withUnsafeMutableBufferPointer { r in
                WorldPointBatch.worldPoints(s.baseAddress!, count: s.count, into: r.baseAddress!, copying: false)
            }
            copied.withUnsafeMutableBufferPointer { c in
                WorldPointBatch.worldPoints(s.baseAddress!, count: s.count, into: c.baseAddress!, copying: true)
            }
        }
        let differing = zip(rebound, copied).filter { $0.x.bitPattern != $1.x.bitPattern || $0.y.bitPattern != $1.y.bitPattern }
        #expect(differing.isEmpty, "\(differing.count) of \(source.count) world points differ")
        // Both are the kernel's answer: x exactly the scalar formula's, y within its bound.
        for (c, p) in zip(source, rebound) where c.latitude.isFinite && c.longitude.isFinite {
            let scalar = WebMercator.worldPoint(for: Coordinate(latitude: c.latitude, longitude: c.longitude))
            #expect(p.x.bitPattern == scalar.x.bitPattern)
            #expect(abs(p.y - scalar.y) <= 1e-12 * WebMercator.tileSize)
        }
    }

    @Test func blockedScalingEqualsTheKernelScaledElementByElement() {
        // Several of mm_world_points' blocks and a partial one; the kernel's whole-array
        // answer times 2^zoom, NaN, NaN for what is not finite.
        var generator = SplitMix64(seed: 0xCAB2)
        let count = 3 * WorldPointBatch.scalingBlock + 13
        var source = (0..<count).map { _ in
            mm_coordinate(latitude: generator.double(in: -90...90), longitude: generator.double(in: -540...540))
        }
        source[WorldPointBatch.scalingBlock].latitude = .nan
        source[count - 1].longitude = -.infinity
        let zoom = 13.25, scale = WebMercator.scale(atZoom: zoom)
        var output = [mm_world_point](repeating: mm_world_point(x: 0, y: 0), count: count)
        let status = source.withUnsafeBufferPointer { s in
            output.withUnsafeMutableBufferPointer { mm_world_points(s.baseAddress, count, zoom, $0.baseAddress) }
        }
        #expect(status == MM_OK)
        let zoom0 = WebMercator.worldPoints(for: source.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) })
        var differing = 0
        for i in 0..<count {
            let finite = source[i].latitude.isFinite && source[i].longitude.isFinite
            let expected = finite ? (zoom0[i].x * scale, zoom0[i].y * scale) : (Double.nan, Double.nan)
            if output[i].x.bitPattern != expected.0.bitPattern || output[i].y.bitPattern != expected.1.bitPattern {
                differing += 1
            }
        }
        #expect(differing == 0, "\(differing) of \(count) world points differ")
    }

    @Test func everyCameraErrorHasItsCode() {
        let cases: [(CameraError, mm_error)] = [
            (.minZoomAboveMaxZoom(minZoom: 3, maxZoom: 2), MM_ERROR_LIMITS),
            (.notFinite(field: "zoom"), MM_ERROR_NOT_FINITE),
            (.invalidTiltTable("no stops"), MM_ERROR_LIMITS),
            (.viewportSizeNotPositive(width: 0, height: 1), MM_ERROR_VIEWPORT_SIZE),
            (.paddingNegative(field: "top", value: -1), MM_ERROR_PADDING),
            (.paddingFillsView(axis: "vertical", padding: 9, size: 8), MM_ERROR_PADDING),
        ]
        for (error, code) in cases {
            #expect(ABIFailure(error).code == code, "\(error)")
        }
    }
}
