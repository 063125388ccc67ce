import MapMath
import SeededRandom

/// Where the benchmarks' markers are and the camera that looks at them: a box around
/// central Zürich, seen on a phone-sized view. All values are our choices.
enum MarkerField {
    /// The box's centre, also the camera target: Zürich Hauptbahnhof, (47.3779, 8.5403).
    static let center = Coordinate(latitude: 47.3779, longitude: 8.5403)
    /// Half the box's height and width, degrees: 0.05° (about 5.6 km north–south). At
    /// zoom 14 the view shows roughly a sixth of the box, so culling has work on both
    /// sides of the test.
    static let halfExtentDegrees = 0.05
    /// The view: 390 × 844 points (an iPhone 14 in portrait), no padding.
    static let viewport = Viewport(unchecked: 390, height: 844)

    /// `count` coordinates spread uniformly over the box, from `seed`.
    static func coordinates(count: Int, seed: UInt64) -> [Coordinate] {
        var random = SplitMix64(seed: seed)
        let h = halfExtentDegrees
        return (0..<count).map { _ in
            Coordinate(latitude: center.latitude + Double.random(in: -h...h, using: &random),
                       longitude: center.longitude + Double.random(in: -h...h, using: &random))
        }
    }

    /// The markers' cached world points as two columns, x and y (zoom-0 units), as the
    /// map view keeps them: `count` coordinates of the box projected once with
    /// `WebMercator.worldPoint(for:)`, as the map view does when markers are added.
    static func worldColumns(count: Int, seed: UInt64) -> (x: BenchmarkBuffer<Double>, y: BenchmarkBuffer<Double>) {
        let world = coordinates(count: count, seed: seed).map { WebMercator.worldPoint(for: $0) }
        return (BenchmarkBuffer(world.map(\.x)), BenchmarkBuffer(world.map(\.y)))
    }
}
