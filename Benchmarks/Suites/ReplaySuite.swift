import Gestures
import MapMath
import MapSimulation
import Traces

/// The `replay` suite: whole traces through the simulation.
enum ReplaySuite {
    /// Gestures in the synthetic trace: 200 (our choice: about 26,000 touch events and
    /// four minutes of simulated time).
    static let gestureCount = 200
    /// Noise seed (our choice).
    static let traceSeed: UInt = 0xBE7C_4001

    static let suite = BenchmarkSuite(
        name: "replay",
        summary: "Long traces through recognizers and camera, and trace parsing.",
        benchmarks: [events],
        planned: [
            .init(name: "trace.parse",
                  reason: "parsing a large trace file, ns per touch event and MB/s: waits for the trace parser"),
            .init(name: "check.parallel",
                  reason: "`mapsim check --jobs N` over many traces, speedup over one job: waits for `mapsim check`"),
        ])

    /// `replay.events`: the synthetic trace replayed by `Simulation` (60 fps, frames not
    /// recorded) on a fresh `MapView` over Zürich at zoom 12; ns per touch event.
    static let events = Benchmark(
        name: "replay.events", suite: "replay",
        summary: "a long synthetic pan/fling/pinch/rotate trace through Simulation, per touch event",
        unit: "ns/event"
    ) { () throws(BenchmarkError) -> BenchmarkWorkload in
        let touches: [TouchEvent]
        do throws(GSLError) {
            touches = try SyntheticTrace.touches(gestureCount: gestureCount, viewport: MarkerField.viewport,
                                                 seed: traceSeed)
        } catch {
            throw .gsl(error, benchmark: "replay.events")
        }
        let view = MapView(camera: CameraPosition(target: MarkerField.center, zoom: 12), viewport: MarkerField.viewport)
        let simulation = Simulation(recordFrames: false)
        let check = simulation.run(view, touches: touches)
        // Every gesture must be recognised, or the benchmark measures something else.
        guard check.gestures.count >= gestureCount else {
            throw .setupFailed(benchmark: "replay.events",
                               reason: "only \(check.gestures.count) of \(gestureCount) gestures were recognised")
        }
        var frames = check.frameCount
        return BenchmarkWorkload(
            itemsPerIteration: touches.count,
            iteration: { frames = simulation.run(view, touches: touches).frameCount },
            derivedFields: { _ in
                [BenchmarkField(name: "touchEvents", value: Double(touches.count), isCount: true,
                                note: "\(touches.count) events"),
                 BenchmarkField(name: "frames", value: Double(frames), isCount: true,
                                note: "\(frames) frames"),
                 BenchmarkField(name: "gestures", value: Double(check.gestures.count), isCount: true)]
            })
    }
}
