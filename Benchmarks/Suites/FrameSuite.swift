/// The `frame` suite: one whole frame of the map view during a pinch, with 1k, 10k, 100k
/// and 1M markers, so that the cost per marker against N shows (it should be flat).
enum FrameSuite {
    /// Marker seed (our choice).
    static let markerSeed: UInt64 = 0x0BE7_C400_0000_0003

    static let suite = BenchmarkSuite(
        name: "frame",
        summary: "One frame during a pinch: touch samples, recognizers, camera, markers projected and culled.",
        benchmarks: [frameStep(markers: 1_000, label: "1k"), frameStep(markers: 10_000, label: "10k"),
                     frameStep(markers: 100_000, label: "100k"), frameStep(markers: 1_000_000, label: "1m")])

    /// `frame.step.LABEL`: one `PinchFrameScene.step()` with `markers` markers, ns/frame;
    /// also ns per marker (the frame's p50 and p99 over the marker count).
    static func frameStep(markers: Int, label: String) -> Benchmark {
        let name = "frame.step.\(label)"
        return Benchmark(
            name: name, suite: "frame",
            summary: "one frame during a pinch with \(markers) markers projected and culled",
            unit: "ns/frame"
        ) { () throws(BenchmarkError) -> BenchmarkWorkload in
            let scene = try PinchFrameScene(markerCount: markers, seed: markerSeed, benchmark: name)
            return BenchmarkWorkload(
                iteration: { scene.step() },
                afterSample: { scene.resetIfLong() },
                derivedFields: { summary in
                    let perMarker = summary.p50 / Double(markers)
                    return [
                        BenchmarkField(name: "markers", value: Double(markers), isCount: true),
                        BenchmarkField(name: "nsPerMarkerP50", value: perMarker,
                                       note: BenchmarkReport.decimal(perMarker) + " ns/marker"),
                        BenchmarkField(name: "nsPerMarkerP99", value: summary.p99 / Double(markers)),
                        BenchmarkField(name: "visibleMarkers", value: Double(scene.visibleMarkers), isCount: true),
                    ]
                })
        }
    }
}
