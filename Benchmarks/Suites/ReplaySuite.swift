#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures
import MapMath
import MapSimulation
import GSLSupport
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
        benchmarks: [events, invariants, parse, checkParallel])

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
        let view = MapView(camera: CameraPosition(normalizing: MarkerField.center, zoom: 12), viewport: MarkerField.viewport)
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

    /// `replay.invariants`: `replay.events`' trace and view with every invariant checked,
    /// as `mapsim check` replays it: the view's sample probe on and an `InvariantMonitor`
    /// fed every command, sample and frame; ns per touch event. Its difference from
    /// `replay.events` in the same run is what the invariants cost.
    static let invariants = Benchmark(
        name: "replay.invariants", suite: "replay",
        summary: "replay.events' trace with every invariant checked, as mapsim check replays, per touch event",
        unit: "ns/event"
    ) { () throws(BenchmarkError) -> BenchmarkWorkload in
        let name = "replay.invariants"
        let touches: [TouchEvent]
        do throws(GSLError) {
            touches = try SyntheticTrace.touches(gestureCount: gestureCount, viewport: MarkerField.viewport,
                                                 seed: traceSeed)
        } catch {
            throw .gsl(error, benchmark: name)
        }
        var view = MapView(camera: CameraPosition(normalizing: MarkerField.center, zoom: 12), viewport: MarkerField.viewport)
        view.probesSamples = true
        let simulation = Simulation(recordFrames: false)
        func replay() -> (result: Simulation.Result, report: InvariantReport) {
            var monitor = InvariantMonitor(view: view)
            let result = simulation.run(view, touches: touches, observer: &monitor)
            return (result, monitor.report(finishing: result))
        }
        let check = replay()
        // A failing invariant builds its message: the benchmark would time that path.
        // MapLibre GL JS's profiles (the default) move at frames: no focal point to measure.
        guard check.report.allHold, check.report.result(.focalPoint)?.worst != nil || view.movesAtFramesOnly else {
            throw .setupFailed(benchmark: name, reason: "the invariants do not all hold or measure nothing: "
                               + check.report.failures.map(\.line).joined(separator: "; "))
        }
        var frames = check.result.frameCount
        return BenchmarkWorkload(
            itemsPerIteration: touches.count,
            iteration: { frames = replay().result.frameCount },
            derivedFields: { _ in
                [BenchmarkField(name: "touchEvents", value: Double(touches.count), isCount: true,
                                note: "\(touches.count) events"),
                 BenchmarkField(name: "frames", value: Double(frames), isCount: true,
                                note: "\(frames) frames")]
            })
    }

    /// Gestures in the parsed trace file: 1000 (our choice: about 120,000 touch events,
    /// about 4 MB of JSON).
    static let parseGestureCount = 1000

    /// `trace.parse`: `TraceFile.parse(_:fileName:)` (JSON parser, then decoding and
    /// validating every field) on the bytes of a large synthetic trace file, already in
    /// memory (reading the file is not timed); ns per touch event, with MB/s.
    static let parse = Benchmark(
        name: "trace.parse", suite: "replay",
        summary: "parsing and validating a large trace file's bytes, per touch event",
        unit: "ns/event"
    ) { () throws(BenchmarkError) -> BenchmarkWorkload in
        let name = "trace.parse"
        let trace: TraceFile
        do throws(GSLError) {
            trace = try SyntheticTrace.traceFile(gestureCount: parseGestureCount, viewport: MarkerField.viewport,
                                                 seed: traceSeed)
        } catch {
            throw .gsl(error, benchmark: name)
        }
        var bytes: [UInt8] = []
        trace.jsonValue.write(to: &bytes, pretty: false)
        // The file must parse back to the same trace, or the benchmark times an error path.
        let parsed: TraceFile
        do throws(TraceError) {
            parsed = try TraceFile.parse(bytes, fileName: "synthetic.json")
        } catch {
            throw .setupFailed(benchmark: name, reason: "the synthetic trace file does not parse: \(error)")
        }
        guard parsed == trace else {
            throw .setupFailed(benchmark: name, reason: "the trace file does not parse back to the same trace")
        }
        let eventCount = trace.touches.count
        var touchCount = 0
        return BenchmarkWorkload(
            itemsPerIteration: eventCount,
            iteration: { touchCount = (try? TraceFile.parse(bytes))?.touches.count ?? 0 },
            derivedFields: { summary in
                // MB/s from the median: bytes over the median time of one whole parse.
                let megabytesPerSecond = Double(bytes.count) / (summary.p50 * Double(eventCount)) * 1e3
                return [
                    BenchmarkField(name: "touchEvents", value: Double(touchCount), isCount: true,
                                   note: "\(touchCount) events"),
                    BenchmarkField(name: "fileBytes", value: Double(bytes.count), isCount: true),
                    BenchmarkField(name: "megabytesPerSecond", value: megabytesPerSecond,
                                   note: BenchmarkReport.decimal(megabytesPerSecond) + " MB/s"),
                ]
            })
    }

    /// Trace files checked by `check.parallel`: 96 of 12 gestures each (our choice: CI
    /// checks many small traces; with 24, one iteration lasted about 10 ms and the start
    /// and end of the parallel section weighed on the ratio more than the checking did).
    static let checkTraceCount = 96

    /// The folder of `check.parallel`'s files: `mapsim-bench-check` in `$TMPDIR`, else
    /// `/tmp`, created when missing; each run overwrites the files. Errors are
    /// `.unwritable` with the system's reason.
    static func scratchFolder() throws(TraceError) -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let folder = base + "/mapsim-bench-check"
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
            throw TraceError(.unwritable, fileName: folder, message: "cannot create the folder: \(String(cString: strerror(errno)))")
        }
        return folder
    }

    /// `check.parallel`: `TraceChecker` (what `mapsim check --jobs N` runs) over
    /// `checkTraceCount` trace files written to a temporary folder, with one job per
    /// processor, against one job as the baseline; ns per trace, and the speedup.
    static let checkParallel = Benchmark(
        name: "check.parallel", suite: "replay",
        summary: "mapsim check over many trace files with one job per processor, against one job",
        unit: "ns/trace"
    ) { () throws(BenchmarkError) -> BenchmarkWorkload in
        let name = "check.parallel"
        var paths: [String] = []
        do throws(TraceError) {
            let folder = try scratchFolder()
            for index in 0..<checkTraceCount {
                let trace: TraceFile
                do {
                    trace = try SyntheticTrace.traceFile(gestureCount: 12, viewport: MarkerField.viewport,
                                                         seed: traceSeed + UInt(index))
                } catch {
                    throw TraceError(.unwritable, fileName: nil, message: "cannot make the synthetic traces: \(error)")
                }
                var bytes: [UInt8] = []
                trace.jsonValue.write(to: &bytes, pretty: false)
                let path = folder + "/trace-\(index).json"
                try FileBytes.writeContents(ofPath: path, with: bytes)
                paths.append(path)
            }
        } catch {
            throw .setupFailed(benchmark: name, reason: "cannot write the trace files: \(error)")
        }
        let jobs = TraceChecker.processorCount
        let checker = TraceChecker()
        let serial = checker.check(paths: paths, jobs: 1)
        let parallel = checker.check(paths: paths, jobs: jobs)
        // Every file must replay, and the parallel run must report exactly what one job does.
        let failures = serial.filter { $0.status != .passed }
        guard failures.isEmpty else {
            throw .setupFailed(benchmark: name, reason: "\(failures.count) trace files do not replay")
        }
        guard serial == parallel else {
            throw .setupFailed(benchmark: name, reason: "--jobs \(jobs) reports differently from --jobs 1")
        }
        // What the machine allowed, round by round: after each one-job sample, `jobs`
        // threads each check every file on their own, at once; their rates against that
        // sample's add up to the processors' worth of work the machine gave (2 on two
        // free processors). A speedup below it is the checker's; a capacity below 2 is
        // the machine's (a shared virtual machine whose other processor is busy).
        let files = paths
        let probe = HostCapacityProbe(threads: jobs) { _ = checker.check(paths: files, jobs: 1) }
        var workload = BenchmarkWorkload(
            itemsPerIteration: paths.count,
            iteration: { probe.timeParallel { _ = checker.check(paths: paths, jobs: jobs) } },
            reference: { probe.timeSerial() },
            derivedFields: { summary in
                var fields = [BenchmarkField(name: "jobs", value: Double(jobs), isCount: true, note: "\(jobs) jobs"),
                              BenchmarkField(name: "traces", value: Double(paths.count), isCount: true,
                                             note: "\(paths.count) traces")]
                if let capacity = probe.medianCapacity(lastRounds: summary.iterations) {
                    fields.append(BenchmarkField(name: "hostCapacity", value: capacity,
                                                 note: "machine allowed \(BenchmarkReport.fixed(capacity, decimals: 2))×"))
                }
                if let efficiency = probe.medianEfficiency(lastRounds: summary.iterations) {
                    let percent = Int((efficiency * 100).rounded())
                    fields.append(BenchmarkField(name: "efficiency", value: efficiency, note: "efficiency \(percent)%"))
                }
                return fields
            })
        workload.afterReferenceSample = { probe.measureCapacity() }
        workload.referenceKind = .baseline("one job")
        return workload
    }
}
