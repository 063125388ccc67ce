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
    static let screenCamera = CameraPosition(target: MarkerField.center, zoom: 14, bearing: 30, tilt: 45)

    static let suite = BenchmarkSuite(
        name: "projection",
        summary: "MapMath's batch kernels on 1,000,000 points, against plain C.",
        benchmarks: [worldCold, screenWarm])

    /// `projection.world.cold`: lat/lng → world points at zoom 0 for 1,000,000 random
    /// coordinates (latitude ±80°, longitude ±180°) with `WebMercator.worldPoints(for:into:)`.
    static let worldCold = Benchmark(
        name: "projection.world.cold", suite: "projection",
        summary: "lat/lng to zoom-0 world points, 1,000,000 random coordinates (lat ±80°)",
        unit: "ns/point"
    ) { () throws(BenchmarkError) -> BenchmarkWorkload in
        let name = "projection.world.cold"
        guard ReferenceKernels.layoutsMatch else {
            throw .setupFailed(benchmark: name, reason: "Swift and C point layouts differ")
        }
        var random = SplitMix64(seed: coordinateSeed)
        let coordinates = BenchmarkBuffer((0..<pointCount).map { _ in
            Coordinate(latitude: Double.random(in: -80...80, using: &random),
                       longitude: Double.random(in: -180...180, using: &random))
        })
        let output = BenchmarkBuffer(repeating: WorldPoint(x: 0, y: 0), count: pointCount)
        let referenceOutput = BenchmarkBuffer(repeating: WorldPoint(x: 0, y: 0), count: pointCount)

        // The comparison only means something if both compute the same points.
        WebMercator.worldPoints(for: coordinates.readOnly, into: output.buffer)
        ReferenceKernels.worldPoints(coordinates.readOnly, into: referenceOutput.buffer)
        var largest = 0.0
        for i in 0..<pointCount {
            let swift = output.buffer[i], c = referenceOutput.buffer[i]
            largest = max(largest, abs(swift.x - c.x), abs(swift.y - c.y))
        }
        // 1e-9 world units (4e-12 of the world width): far above either kernel's error.
        guard largest <= 1e-9 else {
            throw .referenceMismatch(benchmark: name, detail: "world points differ by up to \(largest) world units")
        }
        return BenchmarkWorkload(
            itemsPerIteration: pointCount,
            iteration: { WebMercator.worldPoints(for: coordinates.readOnly, into: output.buffer) },
            reference: { ReferenceKernels.worldPoints(coordinates.readOnly, into: referenceOutput.buffer) })
    }

    /// `projection.screen.warm`: 1,000,000 markers' cached world points → screen points
    /// and visibility flags with `ScreenProjector`, camera `screenCamera`, view
    /// `MarkerField.viewport`. The projector is built inside each iteration, as a frame
    /// would.
    static let screenWarm = Benchmark(
        name: "projection.screen.warm", suite: "projection",
        summary: "1,000,000 cached world points to screen points and visibility, zoom 14, bearing 30°, tilt 45°",
        unit: "ns/point"
    ) { () throws(BenchmarkError) -> BenchmarkWorkload in
        let name = "projection.screen.warm"
        guard ReferenceKernels.layoutsMatch else {
            throw .setupFailed(benchmark: name, reason: "Swift and C point layouts differ")
        }
        let world = MarkerField.worldPoints(count: pointCount, seed: markerSeed)
        let screen = BenchmarkBuffer(repeating: SIMD2<Float>(0, 0), count: pointCount)
        let visible = BenchmarkBuffer(repeating: false, count: pointCount)
        let referenceScreen = BenchmarkBuffer(repeating: SIMD2<Float>(0, 0), count: pointCount)
        let referenceVisible = BenchmarkBuffer(repeating: false, count: pointCount)
        let camera = screenCamera, viewport = MarkerField.viewport

        let projector = ScreenProjector(camera: camera, viewport: viewport)
        let visibleCount = projector.project(world.readOnly, into: screen.buffer, visible: visible.buffer)
        let parameters = ReferenceKernels.screenParameters(projector.projection)
        ReferenceKernels.screenPoints(world.readOnly, into: referenceScreen.buffer, visible: referenceVisible.buffer,
                                      parameters: parameters)
        try checkScreenAgreement(name: name, screen: screen, visible: visible,
                                 referenceScreen: referenceScreen, referenceVisible: referenceVisible)
        return BenchmarkWorkload(
            itemsPerIteration: pointCount,
            iteration: {
                let projector = ScreenProjector(camera: camera, viewport: viewport)
                projector.project(world.readOnly, into: screen.buffer, visible: visible.buffer)
            },
            reference: {
                let parameters = ReferenceKernels.screenParameters(Projection(camera: camera, viewport: viewport))
                ReferenceKernels.screenPoints(world.readOnly, into: referenceScreen.buffer,
                                              visible: referenceVisible.buffer, parameters: parameters)
            },
            derivedFields: { _ in
                [BenchmarkField(name: "visiblePoints", value: Double(visibleCount), isCount: true)]
            })
    }

    /// Throws unless the C reference's flags equal Swift's (up to one point in 10,000,
    /// for points on an edge within rounding: C uses fast-math reciprocals) and visible
    /// points agree within 0.01 pt.
    static func checkScreenAgreement(name: String, screen: BenchmarkBuffer<SIMD2<Float>>,
                                     visible: BenchmarkBuffer<Bool>,
                                     referenceScreen: BenchmarkBuffer<SIMD2<Float>>,
                                     referenceVisible: BenchmarkBuffer<Bool>) throws(BenchmarkError) {
        var flagDifferences = 0
        var largest: Float = 0
        for i in 0..<screen.count {
            let isVisible = visible.buffer[i]
            if isVisible != referenceVisible.buffer[i] {
                flagDifferences += 1
            } else if isVisible {
                let a = screen.buffer[i], b = referenceScreen.buffer[i]
                largest = max(largest, abs(a.x - b.x), abs(a.y - b.y))
            }
        }
        guard flagDifferences * 10_000 <= screen.count, largest <= 0.01 else {
            throw .referenceMismatch(benchmark: name,
                                     detail: "\(flagDifferences) visibility flags differ, screen points by up to \(largest) pt")
        }
    }
}
