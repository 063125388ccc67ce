import CMapMath
import MapMath

/// Runs `WebMercator.worldPoints(for:into:)` on C arrays of `mm_coordinate` and
/// `mm_world_point`.
///
/// The kernel (C, at the widest instruction set the processor has) reads and writes
/// `Coordinate`s and `WorldPoint`s as packed pairs of Doubles, latitude (x) first (its
/// `hasPairLayout`), and the Swift lanes per element otherwise. The C structs are two
/// packed Doubles in the same order, so when `layoutsMatch` (true on every Swift target
/// we know; checked once rather than assumed) the C memory is handed to the kernel as
/// it is, rebound for the call only. Otherwise the coordinates are copied through a
/// 4 KiB stack buffer in chunks of 256, and the kernel sees Swift values only. Either
/// way the same kernel computes every element, so the results are the same bit for bit.
/// Allocates nothing.
enum WorldPointBatch {
    /// Whether the C and Swift pairs have the same size, stride and field offsets.
    static let layoutsMatch: Bool =
        MemoryLayout<mm_coordinate>.size == MemoryLayout<Coordinate>.size
            && MemoryLayout<mm_coordinate>.stride == MemoryLayout<Coordinate>.stride
            && MemoryLayout<mm_coordinate>.alignment == MemoryLayout<Coordinate>.alignment
            && MemoryLayout<Coordinate>.offset(of: \.latitude) == 0
            && MemoryLayout<Coordinate>.offset(of: \.longitude) == MemoryLayout<mm_coordinate>.offset(of: \.longitude)
            && MemoryLayout<mm_world_point>.size == MemoryLayout<WorldPoint>.size
            && MemoryLayout<mm_world_point>.stride == MemoryLayout<WorldPoint>.stride
            && MemoryLayout<mm_world_point>.alignment == MemoryLayout<WorldPoint>.alignment
            && MemoryLayout<WorldPoint>.offset(of: \.x) == 0
            && MemoryLayout<WorldPoint>.offset(of: \.y) == MemoryLayout<mm_world_point>.offset(of: \.y)

    /// Elements per chunk of the copying path: 256 (4 KiB of coordinates on the stack).
    static let chunk = 256

    /// Elements `mm_world_points` projects before it scales them to its zoom: 1,024 (our
    /// choice: 16 KiB of points, still in the first- or second-level cache when scaled; a
    /// multiple of the kernel's sixteen lanes, so only the last block is padded).
    static let scalingBlock = 1_024

    /// World points in zoom-0 units of `count` coordinates at `source`, into `destination`
    /// (`count` elements each; they must not overlap). `copying` takes the copying path
    /// even where the layouts match (MapMathCABITests compares the two paths).
    static func worldPoints(_ source: UnsafePointer<mm_coordinate>, count: Int,
                            into destination: UnsafeMutablePointer<mm_world_point>,
                            copying: Bool = !layoutsMatch) {
        if !copying {
            source.withMemoryRebound(to: Coordinate.self, capacity: count) { coordinates in
                destination.withMemoryRebound(to: WorldPoint.self, capacity: count) { points in
                    WebMercator.worldPoints(for: UnsafeBufferPointer(start: coordinates, count: count),
                                            into: UnsafeMutableBufferPointer(start: points, count: count))
                }
            }
            return
        }
        withUnsafeTemporaryAllocation(of: Coordinate.self, capacity: chunk) { coordinates in
            withUnsafeTemporaryAllocation(of: WorldPoint.self, capacity: chunk) { points in
                var start = 0
                while start < count {
                    let n = min(chunk, count - start)
                    for i in 0..<n {
                        coordinates[i] = Coordinate(latitude: source[start + i].latitude,
                                                    longitude: source[start + i].longitude)
                    }
                    WebMercator.worldPoints(for: UnsafeBufferPointer(rebasing: coordinates[0..<n]),
                                            into: UnsafeMutableBufferPointer(rebasing: points[0..<n]))
                    for i in 0..<n {
                        destination[start + i] = mm_world_point(x: points[i].x, y: points[i].y)
                    }
                    start += n
                }
            }
        }
    }
}
