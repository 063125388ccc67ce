#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Traces

/// The `memory` suite: the peak resident set size (and wall time) of the `mapsim` binary
/// itself replaying and checking long trace files of 10⁵, 10⁶ and 10⁷ touch events, each
/// run in a fresh child process, so that a reader sees how memory and time grow with the
/// trace's length.
///
/// Each result runs its command `runs` times (no warm-up: the trace file was just
/// written, so it is in the page cache for every run alike): a sample is the child's
/// peak RSS (`ChildProcess`, in MB of 10⁶ bytes), and the result's fields give the range
/// and the wall time per event (the whole command: start-up, reading, parsing, replaying,
/// writing the report to `/dev/null`). Results:
/// - `memory.replay.N`: `mapsim replay FILE --json > /dev/null`;
/// - `memory.check.N`: `mapsim check FILE` (every invariant checked; its one-line
///   verdict to `/dev/null`).
///
/// N is `1e5`, `1e6` or `1e7`; the `1e7` results only run in a full run (`--quick` skips
/// them). The trace files (`StrokeTrace`, about 38 bytes per event) are written to
/// `mapsim-bench-memory` in `$TMPDIR` (else `/tmp`) and removed after each result.
enum MemorySuite {
    /// Runs per result: 3 (our choice: the peak RSS of a run is stable to a fraction of a
    /// percent; the wall time is noisy, and three give a median and a range).
    static let runs = 3
    /// Trace seed (our choice).
    static let traceSeed: UInt64 = 0x0BE7_C400_0000_0018
    /// Bytes per MB, the suite's unit: 10⁶.
    static let bytesPerMegabyte = 1e6

    /// The trace lengths, with their labels.
    static let sizes: [(events: Int, label: String)] = [(100_000, "1e5"), (1_000_000, "1e6"), (10_000_000, "1e7")]

    /// A `mapsim` command the suite measures.
    enum Command: String, CaseIterable, Sendable {
        /// `mapsim replay FILE --json`.
        case replay
        /// `mapsim check FILE`.
        case check

        /// The command's arguments for `path`.
        func arguments(_ path: String) -> [String] {
            switch self {
            case .replay: ["replay", path, "--json"]
            case .check: ["check", path]
            }
        }

        /// How the command line reads, for summaries: `mapsim replay FILE --json`.
        var commandLine: String { "mapsim " + arguments("FILE").joined(separator: " ") }
    }

    static let suite = BenchmarkSuite(
        name: "memory",
        summary: "Peak RSS and wall time of the mapsim binary replaying and checking 10⁵, 10⁶ and 10⁷ events, in child processes.",
        benchmarks: Command.allCases.flatMap { command in
            sizes.map { size in benchmark(command, events: size.events, label: size.label) }
        })

    /// `memory.COMMAND.LABEL`: `command` over a trace of `events` events, `runs` child
    /// processes; p50 and p99 in MB of peak RSS.
    static func benchmark(_ command: Command, events: Int, label: String) -> Benchmark {
        let name = "memory.\(command.rawValue).\(label)"
        return Benchmark(
            name: name, suite: "memory",
            summary: "peak RSS of `\(command.commandLine)` over \(events) events, in a child process",
            unit: "MB", fullRunOnly: events > 1_000_000
        ) { () throws(BenchmarkError) -> BenchmarkWorkload in
            try workload(name: name, command: command, events: events)
        }
    }

    /// The folder of the suite's files: `mapsim-bench-memory` in `$TMPDIR`, else `/tmp`,
    /// created when missing.
    static func scratchFolder() throws(TraceError) -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let folder = base + "/mapsim-bench-memory"
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
            throw TraceError(.unwritable, fileName: folder, message: "cannot create the folder: \(String(cString: strerror(errno)))")
        }
        return folder
    }

    /// The `mapsim` binary to run: this process's executable, which must be called
    /// `mapsim` (the suite measures the binary that runs it; a test process would measure
    /// something else).
    static func mapsimExecutable(benchmark name: String) throws(BenchmarkError) -> String {
        guard let executable = ChildProcess.currentExecutable() else {
            throw .setupFailed(benchmark: name, reason: "cannot find this program's own executable")
        }
        let baseName = executable.split(separator: "/").last.map(String.init) ?? executable
        guard baseName == "mapsim" else {
            throw .setupFailed(benchmark: name, reason: "the memory suite runs the mapsim binary that runs it; "
                               + "this process is \(executable)")
        }
        return executable
    }

    /// The runs of one result so far.
    final class Runs {
        var outcomes: [ChildProcess.Outcome] = []
    }

    static func workload(name: String, command: Command, events: Int) throws(BenchmarkError) -> BenchmarkWorkload {
        let executable = try mapsimExecutable(benchmark: name)
        let tracePath: String, errorPath: String, fileBytes: Int
        do throws(TraceError) {
            let folder = try scratchFolder()
            tracePath = folder + "/\(name).json"
            errorPath = folder + "/\(name).stderr"
            fileBytes = try StrokeTrace.write(eventCount: events, seed: traceSeed, to: tracePath)
        } catch {
            throw .setupFailed(benchmark: name, reason: "cannot write the trace file: \(error)")
        }
        let record = Runs()
        var failure: String?
        var workload = BenchmarkWorkload(
            iteration: {
                do throws(ChildProcess.Failure) {
                    record.outcomes.append(try ChildProcess.run(executable, command.arguments(tracePath),
                                                              stderrPath: errorPath))
                } catch {
                    failure = failure ?? error.message
                }
            },
            derivedFields: { _ in fields(record.outcomes, events: events, fileBytes: fileBytes) })
        workload.fixedSampleCount = runs
        workload.sampleReading = { Double(record.outcomes.last?.peakResidentBytes ?? 0) / bytesPerMegabyte }
        workload.finish = { () throws(BenchmarkError) in
            let stderr = (try? FileBytes.contents(ofPath: errorPath)).map { String(decoding: $0.prefix(600), as: UTF8.self) }
            _ = unlink(tracePath)
            _ = unlink(errorPath)
            if let folder = try? scratchFolder() { _ = rmdir(folder) } // only when empty
            if let failure { throw .setupFailed(benchmark: name, reason: failure) }
            if let failed = record.outcomes.first(where: { !$0.succeeded }) {
                let how = failed.exitStatus.map { "exited with status \($0)" } ?? "was killed by signal \(failed.signal ?? 0)"
                throw .setupFailed(benchmark: name, reason: "`\(command.commandLine)` \(how): "
                                   + (stderr ?? "").split(separator: "\n").prefix(3).joined(separator: " / "))
            }
        }
        return workload
    }

    /// The result's fields from its runs: `events`, `fileBytes`, `runs`, the peak RSS range
    /// (`peakMegabytesMin`, `peakMegabytesMax`), the wall time per event (`nsPerEventP50`,
    /// `nsPerEventMin`, `nsPerEventMax`) and of a whole run (`wallSecondsP50`), and the
    /// spawning process's resident size (`spawnerMegabytes`, the Linux floor of a reading).
    static func fields(_ outcomes: [ChildProcess.Outcome], events: Int, fileBytes: Int) -> [BenchmarkField] {
        let peaks = outcomes.map { Double($0.peakResidentBytes) / bytesPerMegabyte }
        let perEvent = outcomes.map { Double($0.wallNanoseconds) / Double(events) }
        var fields = [
            BenchmarkField(name: "events", value: Double(events), isCount: true, note: "\(events) events"),
            BenchmarkField(name: "fileBytes", value: Double(fileBytes), isCount: true,
                           note: BenchmarkReport.decimal(Double(fileBytes) / bytesPerMegabyte) + " MB file"),
            BenchmarkField(name: "runs", value: Double(outcomes.count), isCount: true),
        ]
        if let low = peaks.min(), let high = peaks.max() {
            fields.append(BenchmarkField(name: "peakMegabytesMin", value: low,
                                         note: "RSS " + BenchmarkReport.decimal(low) + "–" + BenchmarkReport.decimal(high) + " MB"))
            fields.append(BenchmarkField(name: "peakMegabytesMax", value: high))
        }
        if let median = BenchmarkStatistics.median(of: perEvent[...]), let low = perEvent.min(), let high = perEvent.max() {
            fields.append(BenchmarkField(name: "nsPerEventP50", value: median,
                                         note: BenchmarkReport.decimal(median) + " ns/event ("
                                             + BenchmarkReport.decimal(low) + "–" + BenchmarkReport.decimal(high) + ")"))
            fields.append(BenchmarkField(name: "nsPerEventMin", value: low))
            fields.append(BenchmarkField(name: "nsPerEventMax", value: high))
            fields.append(BenchmarkField(name: "wallSecondsP50", value: median * Double(events) * 1e-9))
        }
        let spawner = Double(outcomes.map(\.spawnerResidentBytes).max() ?? 0) / bytesPerMegabyte
        if spawner > 0 {
            let nearFloor = (peaks.min() ?? 0) < 1.5 * spawner
            fields.append(BenchmarkField(name: "spawnerMegabytes", value: spawner,
                                         note: nearFloor ? "near the spawning process's \(BenchmarkReport.decimal(spawner)) MB floor" : nil))
        }
        return fields
    }
}
