import MapMath
import SeededRandom

/// The `projection` suite: the batch kernels of MapMath on a million points, each
/// against a plain-C reference doing the same work.
enum ProjectionSuite {
    /// Points per iteration in both benchmarks: 1,000,000.
    static let pointCount = 1_000_000

    /// Seeds of the random inputs (our choice; fixed so every run measures the same data).
    static let coordinateSeed: UInt64 = 0x0BE7_C400_0000_0001
    static let markerSeed: UInt64 = 0x0BE7_C400_0000_0002

    /// The camera of `projection.screen.warm`: over the markers' box, zoom 14, bearing
    /// 30°, tilt 45° (the default tilt limit at zoom 14).
    static let screenCamera = CameraPosition(normalizing: MarkerField.center, zoom: 14, bearing: 30, tilt: 45)

    static let suite = BenchmarkSuite(
        name: "projection",
        summary: "MapMath's batch kernels on 1,000,000 points, against plain C.",
        benchmarks: [worldCold, screenWarm])

    /// `projection.world.cold`: lat/lng → world points at zoom 0 for 1,000,000 random
    /// coordinates (latitude ±80°, longitude ±180°) with `WebMercator.worldPoints(for:into:)`
    /// (noting the instruction set its kernel chose),
    /// against the fastest C we found (`cref_world_points_columns`: separate latitude,
    /// longitude, x and y arrays; the Swift kernel's struct layout measured no faster in
    /// Swift and is what `Coordinate` and `WorldPoint` are).
    static let worldCold = Benchmark(
        name: "projection.world.cold", suite: "projection",
        summary: "lat/lng to zoom-0 world points, 1,000,000 random coordinates (lat ±80°)",
        unit: "ns/point"
    ) { () throws(BenchmarkError) -> BenchmarkWorkload in
        let name = "projection.world.cold"
        var random = SplitMix64(seed: coordinateSeed)
        let coordinateArray = (0..<pointCount).map { _ in
            Coordinate(latitude: Double.random(in: -80...80, using: &random),
                       longitude: Double.random(in: -180...180, using: &random))
        }
        let coordinates = BenchmarkBuffer(coordinateArray)
        let latitudes = BenchmarkBuffer(coordinateArray.map(\.latitude))
        let longitudes = BenchmarkBuffer(coordinateArray.map(\.longitude))
        let output = BenchmarkBuffer(repeating: WorldPoint(x: 0, y: 0), count: pointCount)
        let referenceX = BenchmarkBuffer(repeating: 0.0, count: pointCount)
        let referenceY = BenchmarkBuffer(repeating: 0.0, count: pointCount)

        // The comparison only means something if both compute the same points.
        WebMercator.worldPoints(for: coordinates.readOnly, into: output.buffer)
        ReferenceKernels.worldPoints(latitudes: latitudes.readOnly, longitudes: longitudes.readOnly,
                                     intoX: referenceX.buffer, y: referenceY.buffer)
        var largest = 0.0
        for i in 0..<pointCount {
            let swift = output.buffer[i]
            largest = max(largest, abs(swift.x - referenceX.buffer[i]), abs(swift.y - referenceY.buffer[i]))
        }
        // 1e-9 world units (4e-12 of the world width): far above either kernel's error.
        guard largest <= 1e-9 else {
            throw .referenceMismatch(benchmark: name, detail: "world points differ by up to \(largest) world units")
        }
        return BenchmarkWorkload(
            itemsPerIteration: pointCount,
            iteration: { WebMercator.worldPoints(for: coordinates.readOnly, into: output.buffer) },
            reference: {
                ReferenceKernels.worldPoints(latitudes: latitudes.readOnly, longitudes: longitudes.readOnly,
                                             intoX: referenceX.buffer, y: referenceY.buffer)
            },
            derivedFields: { _ in
                // The kernel level MapMath chose on this processor: the ratio depends on it.
                [BenchmarkField(name: "kernelLevel", value: Double(WebMercator.worldPointsInstructionSetLevel),
                                isCount: true, note: "kernel \(WebMercator.worldPointsInstructionSet)")]
            })
    }

    /// `projection.screen.warm`: 1,000,000 markers' cached world points → screen points
    /// and visibility flags with `ScreenProjector.project(x:y:intoX:y:visible:margin:)`
    /// (x and y columns in and out, as `MarkerStore` keeps them), camera `screenCamera`,
    /// view `MarkerField.viewport`, against `cref_screen_points_columns` on the same
    /// layout, the fastest C we found. The projector is built inside each iteration, as a
    /// frame would.
    static let screenWarm = Benchmark(
        name: "projection.screen.warm", suite: "projection",
        summary: "1,000,000 cached world points to screen points and visibility, zoom 14, bearing 30°, tilt 45°",
        unit: "ns/point"
    ) { () throws(BenchmarkError) -> BenchmarkWorkload in
        let name = "projection.screen.warm"
        let (worldX, worldY) = MarkerField.worldColumns(count: pointCount, seed: markerSeed)
        let swift = ScreenColumns(count: pointCount), reference = ScreenColumns(count: pointCount)
        let camera = screenCamera, viewport = MarkerField.viewport

        let projector = ScreenProjector(camera: camera, viewport: viewport)
        let visibleCount = projector.project(x: worldX.readOnly, y: worldY.readOnly, intoX: swift.x.buffer,
                                             y: swift.y.buffer, visible: swift.visible.buffer)
        let parameters = ReferenceKernels.screenParameters(projector.projection)
        ReferenceKernels.screenPoints(x: worldX.readOnly, y: worldY.readOnly, intoX: reference.x.buffer,
                                      y: reference.y.buffer, visible: reference.visible.buffer, parameters: parameters)
        try checkScreenAgreement(name: name, swift, reference)
        return BenchmarkWorkload(
            itemsPerIteration: pointCount,
            iteration: {
                let projector = ScreenProjector(camera: camera, viewport: viewport)
                projector.project(x: worldX.readOnly, y: worldY.readOnly, intoX: swift.x.buffer,
                                  y: swift.y.buffer, visible: swift.visible.buffer)
            },
            reference: {
                let parameters = ReferenceKernels.screenParameters(Projection(camera: camera, viewport: viewport))
                ReferenceKernels.screenPoints(x: worldX.readOnly, y: worldY.readOnly, intoX: reference.x.buffer,
                                              y: reference.y.buffer, visible: reference.visible.buffer,
                                              parameters: parameters)
            },
            derivedFields: { _ in
                [BenchmarkField(name: "visiblePoints", value: Double(visibleCount), isCount: true)]
            })
    }

    /// The screen pass's outputs as columns: x and y in points, and the flags.
    struct ScreenColumns {
        let x: BenchmarkBuffer<Float>
        let y: BenchmarkBuffer<Float>
        let visible: BenchmarkBuffer<Bool>

        /// `count` zeros and `false`s.
        init(count: Int) {
            x = BenchmarkBuffer(repeating: 0, count: count)
            y = BenchmarkBuffer(repeating: 0, count: count)
            visible = BenchmarkBuffer(repeating: false, count: count)
        }
    }

    /// Throws unless the C reference's flags equal Swift's (up to one point in 10,000,
    /// for points on an edge within rounding: C uses fast-math reciprocals) and visible
    /// points agree within 0.01 pt.
    static func checkScreenAgreement(name: String, _ swift: ScreenColumns,
                                     _ reference: ScreenColumns) throws(BenchmarkError) {
        var flagDifferences = 0
        var largest: Float = 0
        let count = swift.visible.count
        for i in 0..<count {
            let isVisible = swift.visible.buffer[i]
            if isVisible != reference.visible.buffer[i] {
                flagDifferences += 1
            } else if isVisible {
                largest = max(largest, abs(swift.x.buffer[i] - reference.x.buffer[i]),
                              abs(swift.y.buffer[i] - reference.y.buffer[i]))
            }
        }
        guard flagDifferences * 10_000 <= count, largest <= 0.01 else {
            throw .referenceMismatch(benchmark: name,
                                     detail: "\(flagDifferences) visibility flags differ, screen points by up to \(largest) pt")
        }
    }
}
