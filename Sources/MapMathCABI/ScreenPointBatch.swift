import CMapMath
import MapMath

/// Runs `Projection.points(for:into:)` on C arrays of `mm_coordinate` and
/// `mm_screen_point`, as `WorldPointBatch` runs the world-point kernel: the C memory is
/// handed to the kernel as it is when the C and Swift pairs have the same layout (true on
/// every Swift target we know; checked once), and copied through the stack in chunks of
/// 256 otherwise. The same kernel computes every element either way. Allocates nothing.
enum ScreenPointBatch {
    /// Whether `mm_coordinate` and `mm_screen_point` are laid out as `Coordinate` and
    /// `ScreenPoint`.
    static let layoutsMatch: Bool =
        WorldPointBatch.layoutsMatch
            && MemoryLayout<mm_screen_point>.size == MemoryLayout<ScreenPoint>.size
            && MemoryLayout<mm_screen_point>.stride == MemoryLayout<ScreenPoint>.stride
            && MemoryLayout<mm_screen_point>.alignment == MemoryLayout<ScreenPoint>.alignment
            && MemoryLayout<ScreenPoint>.offset(of: \.x) == 0
            && MemoryLayout<ScreenPoint>.offset(of: \.y) == MemoryLayout<mm_screen_point>.offset(of: \.y)

    /// View points of `count` coordinates at `source` for `projection`, into
    /// `destination` (`count` elements each; they must not overlap). `copying` takes the
    /// copying path even where the layouts match (MapMathCABITests compares the two).
    static func points(_ projection: Projection, _ source: UnsafePointer<mm_coordinate>, count: Int,
                       into destination: UnsafeMutablePointer<mm_screen_point>, copying: Bool = !layoutsMatch) {
        if !copying {
            source.withMemoryRebound(to: Coordinate.self, capacity: count) { coordinates in
                destination.withMemoryRebound(to: ScreenPoint.self, capacity: count) { points in
                    projection.points(for: UnsafeBufferPointer(start: coordinates, count: count),
                                      into: UnsafeMutableBufferPointer(start: points, count: count))
                }
            }
            return
        }
        let chunk = WorldPointBatch.chunk
        withUnsafeTemporaryAllocation(of: Coordinate.self, capacity: chunk) { coordinates in
            withUnsafeTemporaryAllocation(of: ScreenPoint.self, capacity: chunk) { points in
                var start = 0
                while start < count {
                    let n = min(chunk, count - start)
                    for i in 0..<n {
                        coordinates[i] = Coordinate(latitude: source[start + i].latitude,
                                                    longitude: source[start + i].longitude)
                    }
                    projection.points(for: UnsafeBufferPointer(rebasing: coordinates[0..<n]),
                                      into: UnsafeMutableBufferPointer(rebasing: points[0..<n]))
                    for i in 0..<n {
                        destination[start + i] = mm_screen_point(x: points[i].x, y: points[i].y)
                    }
                    start += n
                }
            }
        }
    }
}
