import CMapMath
import MapMath
import TestSupport
import Testing
@testable import MapMathCABI

/// `ScreenPointBatch` (`mm_project_batch_fast`): its copying path, which the C test cannot
/// choose, against its rebinding path, and both against `Projection.points(for:into:)`.
@Suite struct ScreenPointBatchTests {
    @Test func layoutsMatchOnThisTarget() {
        #expect(ScreenPointBatch.layoutsMatch)
    }

    @Test func copyingPathEqualsRebindingPathAndTheSwiftForm() throws {
        let source = WorldPointBatchTests.coordinates()
        let projection = Projection(camera: try CameraPosition(latitude: 10, longitude: 179, zoom: 5, bearing: 40, tilt: 50),
                                    viewport: try Viewport(width: 400, height: 800))
        var rebound = [mm_screen_point](repeating: mm_screen_point(x: 0, y: 0), count: source.count)
        var copied = rebound
        source.withUnsafeBufferPointer { s in
            rebound.withUnsafeMutableBufferPointer { r in
                ScreenPointBatch.points(projection, s.baseAddress!, count: s.count, into: r.baseAddress!, copying: false)
            }
            copied.withUnsafeMutableBufferPointer { c in
                ScreenPointBatch.points(projection, s.baseAddress!, count: s.count, into: c.baseAddress!, copying: true)
            }
        }
        let swift = source.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
        var expected = [ScreenPoint](repeating: ScreenPoint(x: 0, y: 0), count: swift.count)
        swift.withUnsafeBufferPointer { s in expected.withUnsafeMutableBufferPointer { projection.points(for: s, into: $0) } }
        let same = { (a: mm_screen_point, b: mm_screen_point) in a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern }
        #expect(zip(rebound, copied).allSatisfy(same))
        #expect(zip(rebound, expected).allSatisfy { same($0, mm_screen_point(x: $1.x, y: $1.y)) })
        // Some in front of the camera, some behind it: both kinds went through.
        let behind = rebound.filter { $0.x.isNaN }.count
        #expect(behind > 10 && behind < source.count - 10)
    }
}
