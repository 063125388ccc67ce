#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Benchmarks
import Traces

/// `mapsim bench`: runs the benchmark suites and prints p50 and p99 per operation, as a
/// table or as JSON, with a progress line on stderr while it runs.
enum BenchCommand: Command {
    static let name = "bench"
    static let summary = "Run the benchmark suites and print ns per operation (p50, p99), and peak memory."
    static let synopsis = ["bench [--suite NAME] [--json] [--quick]",
                           "bench [--suite NAME] [--json] [--quick] --svg FILE"]
    static let suite = OptionSpec.value(
        "--suite", "NAME",
        help: "Run only suite NAME: \(BenchmarkCatalog.suiteNames.joined(separator: ", ")). Default: all, in that order.")
    static let json = OptionSpec.flag(
        "--json", help: "Print a JSON array of results instead of the table.")
    static let quick = OptionSpec.flag(
        "--quick", help: "A smoke run: a twentieth of the sampling time; the numbers are rough. "
            + "Results that take minutes whatever the sampling (memory.*.1e7) are skipped, and the output says so.")
    static let svg = OptionSpec.value(
        "--svg", "FILE",
        help: "Also write an SVG picture of the results to FILE: p50 bars with p99 whiskers and the C "
            + "reference per result, one axis per unit, the frame suite's cost per marker against the "
            + "marker count, and the memory suite's time per event and peak RSS against the trace length. "
            + "The table or JSON is printed as usual.")
    static let options = [suite, json, quick, svg]
    static let details = """
    Each result is warmed up, then timed iteration by iteration with the monotonic clock \
    until at least 1 s and 30 iterations have passed and the median is stable (within 2 %; \
    at most 4 s). p50 and p99 are GSL quantiles of the per-iteration times divided by the \
    items per iteration, in the result's unit (ns/point, ns/frame, ns/event). Results with \
    a plain-C reference (C compiled with -O3 -march=native -ffast-math) time it too, \
    alternating with Swift sample by sample, and give its times and the ratio \
    "x.xx× plain C": the median over rounds of Swift's time over C's in the same round \
    (check.parallel's speedup over one job is paired the same way). check.parallel also \
    measures, after each one-job sample, what the machine allowed: one job per processor, \
    each checking every file on its own at once, their rates against the one-job sample \
    summed (hostCapacity, 2.0 on two free processors), and the speedup as a share of it \
    (efficiency), both medians over rounds.

    The memory suite runs this mapsim binary itself in child processes (posix_spawn, \
    stdout to /dev/null), 3 runs per result and no warm-up: memory.replay.N is `mapsim \
    replay FILE --json`, memory.check.N `mapsim check FILE`, over synthetic one-finger \
    traces (pans and flings at 120 Hz, seeded) of N = 1e5, 1e6 and 1e7 touch events \
    written to $TMPDIR/mapsim-bench-memory and removed afterwards (the 1e7 file is about \
    380 MB). p50 and p99 are the child's peak resident set size in MB (10^6 bytes, from \
    wait4's ru_maxrss); the notes give its range, the wall time per event of the whole \
    command (median and range) and the file's size. --quick skips the 1e7 results and \
    says so. On Linux the reading cannot fall below the bench process's own resident \
    size, which it resets and reports (spawnerMegabytes).

    Output: a table, or with --json an array of {name, suite, unit, p50, p99, iterations, \
    itemsPerIteration, stable, reference {p50, p99, iterations, stable}, ratioToC (or baseline and speedup), and \
    extra fields such as nsPerMarkerP50, kernelLevel, hostCapacity, efficiency, peakMegabytesMin and nsPerEventP50}. \
    projection.world.cold notes the instruction set its kernel chose at run time (kernelLevel: \
    1 baseline, 3 x86-64-v3, 4 x86-64-v4). Progress goes to stderr and is cleared at the end.

    With --svg FILE, the file is created before the benchmarks run (a path that cannot be \
    written stops with exit 74 at once) and filled at the end; the picture depends only on \
    the results.

    Suites and their results:
    \(suiteList)

    Benchmarks measure wall time; nothing else in mapsim does.

    Examples:
      mapsim bench --suite projection --quick
      mapsim bench --json --svg out/bench.svg
    """

    /// The line naming the results a quick run skips: `Skipped by --quick (full run only):
    /// memory.replay.1e7, memory.check.1e7.`
    static func skippedNote(_ names: [String]) -> String {
        "Skipped by --quick (full run only): " + names.joined(separator: ", ") + "."
    }

    /// One line per suite: `projection: projection.world.cold, projection.screen.warm`.
    static var suiteList: String {
        BenchmarkCatalog.suites.map { suite in
            "\(suite.name): " + suite.benchmarks.map(\.name).joined(separator: ", ")
        }.joined(separator: "\n")
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options).parse(arguments)
        var suites = BenchmarkCatalog.suites
        if let suiteName = parsed.value(suite.name) {
            guard let chosen = BenchmarkCatalog.suite(named: suiteName) else {
                let known = BenchmarkCatalog.suiteNames.joined(separator: ", ")
                throw .usage("\(suite.name): unknown suite '\(suiteName)' (known: \(known))")
            }
            suites = [chosen]
        }
        let svgPath = parsed.value(svg.name)
        // Fail before minutes of benchmarking, not after, when the picture cannot be written.
        if let svgPath { try PictureOptions.writeFile("", to: svgPath) }
        let progress = ProgressLine()
        let isQuick = parsed.has(quick.name)
        let runner = BenchmarkRunner(configuration: isQuick ? .quick : .standard,
                                     onProgress: { progress.show($0.line) })
        let all = suites.flatMap(\.benchmarks)
        let benchmarks = isQuick ? all.filter { !$0.fullRunOnly } : all
        let skipped = isQuick ? all.filter(\.fullRunOnly).map(\.name) : []
        let results: [BenchmarkResult]
        do throws(BenchmarkError) {
            results = try runner.run(benchmarks)
        } catch {
            progress.clear()
            if let svgPath { removeFile(svgPath) }
            throw .internalFailure("\(error)")
        }
        progress.clear()
        if parsed.has(json.name) {
            do throws(JSONWriterError) {
                io.output.write(try BenchmarkReport.json(results))
            } catch {
                throw .internalFailure("cannot write the results as JSON: \(error)")
            }
            try io.output.endLine()
        } else {
            if isQuick { io.output.write("Quick run (--quick): rough numbers.\n") }
            if !skipped.isEmpty { io.output.write(skippedNote(skipped) + "\n") }
            io.output.write(BenchmarkReport.table(results))
        }
        // With --json, stdout holds only the array: the note goes to stderr.
        if parsed.has(json.name) && !skipped.isEmpty { MapsimCLI.printError("mapsim bench: note: " + skippedNote(skipped) + "\n") }
        if let svgPath { try PictureOptions.writeFile(BenchmarkSVG.document(results: results), to: svgPath) }
        return .success
    }
}

/// Removes the (empty) file at `path` that `bench --svg` created before a run that then
/// failed; a failure to remove it is ignored, as the run's own error is what matters.
private func removeFile(_ path: String) {
    _ = unlink(path)
}
