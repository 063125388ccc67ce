import Foundation
import TestSupport
import Testing
import Traces
@testable import Benchmarks

/// The memory suite's parts: the trace generator, the child-process reading, the runner's
/// fixed samples and readings, the catalog entry. No timing is checked; the suite itself
/// runs through the binary (`mapsim bench --suite memory`).
@Suite("memory suite")
struct MemorySuiteTests {
    /// A fresh scratch file path in the temporary folder.
    static func scratchPath(_ name: String) -> String {
        NSTemporaryDirectory() + "/mapsim-memory-tests-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(name)"
    }

    // MARK: StrokeTrace

    @Test("the generator writes a valid trace of exactly the asked number of events, the same bytes for the same seed")
    func strokeTraceIsDeterministicAndValid() throws {
        let first = Self.scratchPath("a.json"), second = Self.scratchPath("b.json"), other = Self.scratchPath("c.json")
        defer { for path in [first, second, other] { try? FileManager.default.removeItem(atPath: path) } }
        let size = try StrokeTrace.write(eventCount: 2_000, seed: 7, to: first)
        try StrokeTrace.write(eventCount: 2_000, seed: 7, to: second)
        try StrokeTrace.write(eventCount: 2_000, seed: 8, to: other)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first))
        #expect(bytes.count == size)
        #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == bytes)
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) != bytes)

        let trace = try TraceFile.parse(Array(bytes), fileName: first)
        #expect(trace.touches.count == 2_000)
        #expect(trace.touches.first?.phase == .down && trace.touches.first?.timeMs == 0)
        #expect(trace.touches.last?.phase == .up)
        #expect(Set(trace.touches.map(\.pointerID)) == [0])
        // Many strokes, some of them flings: the file is not one long drag.
        let strokes = trace.touches.filter { $0.phase == .down }.count
        #expect(strokes > 20 && strokes < 200)
        // About 38 bytes per event, as the suite's documentation says.
        #expect(size > 35 * 2_000 && size < 50 * 2_000)
        // 120 Hz samples: consecutive moves of a stroke 8.333 or 8.334 ms apart.
        let gaps = zip(trace.touches, trace.touches.dropFirst()).filter { $0.1.phase == .move }
            .map { $0.1.timeMs - $0.0.timeMs }
        #expect(gaps.allSatisfy { abs($0 - 25.0 / 3) < 0.002 })
        // Every number in the touches has at most 3 decimals.
        let text = String(decoding: bytes, as: UTF8.self)
        let rows = try #require(text.range(of: "\"touches\":[")).upperBound
        let decimals = text[rows...].split(whereSeparator: { !"0123456789.".contains($0) })
            .map { $0.split(separator: ".", omittingEmptySubsequences: false) }
            .map { $0.count == 2 ? $0[1].count : 0 }
        #expect(decimals.max() ?? 0 <= 3)
        // The viewport holds every position.
        #expect(trace.touches.allSatisfy { (0...400).contains($0.location.x) && (0...800).contains($0.location.y) })
    }

    @Test("the fixed-point writer: no trailing zeros, signs, whole numbers")
    func fixedWriter() throws {
        let path = Self.scratchPath("fixed.txt")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try BufferedFileWriter(path: path)
        for (value, decimals) in [(123_450, 3), (-5, 2), (0, 3), (8_333, 3), (40_000, 2), (7, 0), (-1_000, 3)] {
            writer.write(fixed: value, decimals: decimals)
            writer.write(byte: UInt8(ascii: " "))
        }
        try writer.close()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "123.45 -0.05 0 8.333 400 7 -1 ")
        #expect(writer.byteCount == 30)
    }

    // MARK: ChildProcess

    @Test("a child's exit status and peak RSS: positive, in bytes (ru_maxrss is KiB on Linux, bytes on macOS)")
    func childReading() throws {
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "exit 3"])
        #expect(outcome.exitStatus == 3 && outcome.signal == nil && !outcome.succeeded)
        // A shell's peak is a few hundred KB to a few MB: bytes, not KiB read as bytes
        // (under 10 KB) nor bytes read as KiB (GBs). On Linux it cannot fall below this
        // process's resident size (large while other tests run), hence the allowance.
        let ceiling = max(200_000_000, outcome.spawnerResidentBytes + 100_000_000)
        #expect(outcome.peakResidentBytes > 100_000 && outcome.peakResidentBytes < ceiling,
                "\(outcome.peakResidentBytes) bytes, this process \(outcome.spawnerResidentBytes)")
        #expect(outcome.wallNanoseconds > 0)
        let killed = try ChildProcess.run("/bin/sh", ["-c", "kill -9 $$"])
        #expect(killed.exitStatus == nil && killed.signal == 9)
        #expect(try ChildProcess.run("/bin/sh", ["-c", "exit 0"]).succeeded)
#if os(Linux)
        #expect(ChildProcess.peakBytes(maxrss: 3) == 3 * 1024)
#else
        #expect(ChildProcess.peakBytes(maxrss: 3) == 3)
#endif
    }

    @Test("a missing program is a failure, not an outcome")
    func missingProgram() {
        #expect(throws: ChildProcess.Failure.self) {
            try ChildProcess.run("/nonexistent/mapsim-memory-test", [])
        }
    }

    @Test("stdout and stderr go where asked")
    func childOutput() throws {
        let out = Self.scratchPath("out.txt"), err = Self.scratchPath("err.txt")
        defer { for path in [out, err] { try? FileManager.default.removeItem(atPath: path) } }
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "echo to-out; echo to-err >&2"], stdoutPath: out, stderrPath: err)
        #expect(outcome.succeeded)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "to-out\n")
        #expect(try String(contentsOfFile: err, encoding: .utf8) == "to-err\n")
    }

#if os(Linux)
    @Test("this process's own peak does not leak into the child's reading (Linux resets it before the spawn)")
    func spawnerPeakIsReset() throws {
        // Raise this process's peak RSS by 400 MB, then free it (glibc unmaps a block this
        // large at once): without the reset, the kernel would report a child's peak as at
        // least this process's peak.
        do {
            let block = UnsafeMutableRawPointer.allocate(byteCount: 400 << 20, alignment: 4096)
            block.initializeMemory(as: UInt8.self, repeating: 1, count: 400 << 20)
            block.deallocate()
        }
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "exit 0"])
        #expect(outcome.spawnerResidentBytes > 0)
        // The allowance: what tests running alongside may allocate between the reset and
        // the spawn.
        #expect(outcome.peakResidentBytes <= outcome.spawnerResidentBytes + (100 << 20),
                "child \(outcome.peakResidentBytes) bytes, this process \(outcome.spawnerResidentBytes)")
    }
#endif

    @Test("this program's executable is found, and the suite refuses a process that is not mapsim")
    func executable() throws {
        let path = try #require(ChildProcess.currentExecutable())
        #expect(path.hasPrefix("/"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
        #expect(throws: BenchmarkError.self) { try MemorySuite.mapsimExecutable(benchmark: "memory.replay.1e5") }
    }

    /// The `mapsim` binary next to this test executable (`swift build --build-tests` puts
    /// both in the build products folder), or nil.
    static var mapsimBinary: String? {
        guard let executable = ChildProcess.currentExecutable() else { return nil }
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // On macOS the test executable sits inside an .xctest bundle.
        while directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
        let candidate = directory.appendingPathComponent("mapsim").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    @Test("the measured commands run on a generated trace in the mapsim binary and exit 0",
          .enabled(if: mapsimBinary != nil, "needs the mapsim binary beside the tests (swift build --build-tests)"))
    func commandsRunOnGeneratedTrace() throws {
        let binary = try #require(Self.mapsimBinary)
        let path = Self.scratchPath("trace.json"), err = Self.scratchPath("stderr.txt")
        defer { for file in [path, err] { try? FileManager.default.removeItem(atPath: file) } }
        try StrokeTrace.write(eventCount: 2_000, seed: MemorySuite.traceSeed, to: path)
        for command in MemorySuite.Command.allCases {
            let outcome = try ChildProcess.run(binary, command.arguments(path), stderrPath: err)
            #expect(outcome.succeeded, "\(command.commandLine): \((try? String(contentsOfFile: err, encoding: .utf8)) ?? "")")
            #expect(outcome.peakResidentBytes > 1_000_000)
        }
    }

    // MARK: Results

    @Test("the catalog runs memory after replay; results memory.{replay,check}.{1e5,1e6,1e7} in MB, 1e7 full runs only")
    func catalog() throws {
        #expect(BenchmarkCatalog.suiteNames == ["projection", "frame", "replay", "memory"])
        let suite = try #require(BenchmarkCatalog.suite(named: "memory"))
        #expect(suite.benchmarks.map(\.name) == ["memory.replay.1e5", "memory.replay.1e6", "memory.replay.1e7",
                                                 "memory.check.1e5", "memory.check.1e6", "memory.check.1e7"])
        #expect(suite.benchmarks.allSatisfy { $0.suite == "memory" && $0.unit == "MB" })
        #expect(suite.benchmarks.filter(\.fullRunOnly).map(\.name) == ["memory.replay.1e7", "memory.check.1e7"])
        // No other suite skips anything in a quick run.
        #expect(BenchmarkCatalog.suites.filter { $0.name != "memory" }.allSatisfy { !$0.benchmarks.contains(where: \.fullRunOnly) })
        #expect(MemorySuite.Command.replay.arguments("t.json") == ["replay", "t.json", "--json"])
        #expect(MemorySuite.Command.check.arguments("t.json") == ["check", "t.json"])
    }

    @Test("the fields: events, file size, runs, the RSS range and the time per event's median and range")
    func fields() throws {
        let outcomes = [(40_000_000, 3_000_000), (41_000_000, 2_000_000), (40_500_000, 5_000_000)].map {
            ChildProcess.Outcome(exitStatus: 0, signal: nil, wallNanoseconds: UInt64($0.1), peakResidentBytes: UInt64($0.0),
                                 spawnerResidentBytes: 8_000_000)
        }
        let fields = MemorySuite.fields(outcomes, events: 10_000, fileBytes: 420_000)
        let values = Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.value) })
        #expect(fields.map(\.name) == ["events", "fileBytes", "runs", "peakMegabytesMin", "peakMegabytesMax",
                                       "nsPerEventP50", "nsPerEventMin", "nsPerEventMax", "wallSecondsP50",
                                       "spawnerMegabytes"])
        #expect(values["events"] == 10_000 && values["runs"] == 3 && values["fileBytes"] == 420_000)
        #expect(values["peakMegabytesMin"] == 40 && values["peakMegabytesMax"] == 41)
        #expect(values["nsPerEventP50"] == 300 && values["nsPerEventMin"] == 200 && values["nsPerEventMax"] == 500)
        #expect(abs(values["wallSecondsP50"]! - 0.003) < 1e-12)
        #expect(values["spawnerMegabytes"] == 8)
        let notes = fields.compactMap(\.note)
        #expect(notes == ["10000 events", "0.420 MB file", "RSS 40.00–41.00 MB", "300.0 ns/event (200.0–500.0)"])
    }

    // MARK: Runner

    /// Counts calls; a class so that the workload's closures share it.
    final class Counter: @unchecked Sendable {
        var iterations = 0
        var finished = 0
    }

    @Test("a fixed sample count takes exactly that many samples without warm-up; a reading replaces the time; finish runs once")
    func fixedSamplesAndReadings() throws {
        let counter = Counter()
        let readings = [5.0, 7.0, 6.0]
        let benchmark = Benchmark(name: "test.fixed", suite: "test", summary: "", unit: "MB") { () throws(BenchmarkError) -> BenchmarkWorkload in
            var workload = BenchmarkWorkload(iteration: { counter.iterations += 1 })
            workload.fixedSampleCount = 3
            workload.sampleReading = { readings[counter.iterations - 1] }
            workload.finish = { counter.finished += 1 }
            return workload
        }
        for configuration in [BenchmarkConfiguration.quick, .standard] {
            counter.iterations = 0
            counter.finished = 0
            let results = try BenchmarkRunner(configuration: configuration).run([benchmark])
            #expect(counter.iterations == 3 && counter.finished == 1)
            let summary = try #require(results.first).summary
            #expect(summary.iterations == 3 && summary.p50 == 6)
            #expect(summary.p99 > 6.9 && summary.p99 <= 7)
        }
    }

    @Test("a failing finish fails the run")
    func finishFailure() {
        let benchmark = Benchmark(name: "test.failing", suite: "test", summary: "", unit: "MB") { () throws(BenchmarkError) -> BenchmarkWorkload in
            var workload = BenchmarkWorkload(iteration: {})
            workload.fixedSampleCount = 1
            workload.finish = { () throws(BenchmarkError) in throw .setupFailed(benchmark: "test.failing", reason: "child failed") }
            return workload
        }
        #expect(throws: BenchmarkError.setupFailed(benchmark: "test.failing", reason: "child failed")) {
            try BenchmarkRunner(configuration: .quick).run([benchmark])
        }
    }
}
