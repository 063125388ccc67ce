import GSLSupport
import MapSimulation
import Traces

/// `mapsim explore`: perturbed replays of one trace, the first failure shrunk and written.
enum ExploreCommand: Command {
    static let name = "explore"
    static let summary = "Search the ways the same gesture could have been made for one that breaks the trace; shrink it."
    static let synopsis = ["explore TRACE [--seed S] [--runs N] [--out FILE] [--profile NAME|FILE] [--expectations all|none] [--invariants none|NAME,...] [--json]"]
    static let options: [OptionSpec] = [
        .value("--seed", "S", help: "Seed of the runs' random draws (GSL's Mersenne Twister), a whole number from 0 to "
               + "4294967295. Default 1. The same seed gives the same runs, failure and shrunk trace."),
        .value("--runs", "N", help: "Perturbed replays to try at most, 1 to 1000000. Default \(TraceExplorer.defaultRuns)."),
        .value("--out", "FILE", help: "Where to write the shrunk failing trace. Default: beside TRACE, NAME.shrunk.json."),
        .value("--profile", "NAME|FILE", help: "Motion profile of every replay, as for replay. Default: the trace's own."),
        .value("--expectations", "all|none", help: "Check the trace's expectations (all, the default) or only the "
               + "invariants (none: for traces whose expectations are exact, as check --update writes them)."),
        InvariantOptions.option,
        .flag("--json", help: "Print the result as one JSON object."),
    ]
    static var details: String { """
    Each run replays TRACE under perturbations drawn from the seed: each of these with \
    probability 1/2 (at least one) — timing jitter (every sample moved by up to ±2 ms), \
    dropped moves (each with probability 0.1; landings and lifts are kept), another frame \
    rate (60, 90 or 120 fps), staggered lifts (fingers lifting within 40 ms of each other \
    delayed by up to 40 ms each), position noise (Gaussian, σ 0.5 pt) and another input \
    delivery model (raw, android, ios) — and checks the trace's expectations and the \
    invariants, as check does. TRACE must pass as given first.

    The first run that fails is shrunk: perturbations removed one by one, then whole \
    finger strokes, then move events, as long as the smaller trace still fails one of the \
    checks the run failed and the same touches without perturbation still pass. The \
    shrunk trace (its touches perturbed, its expectations the original's) is written to \
    --out, with the input model and frame rate it fails under ("input", "framesPerSecond"); \
    'mapsim check' fails on it. Shrinking stops after \(TraceExplorer.defaultShrinkBudget) candidates.

    The JSON report holds: trace, seed, runsPlanned, runsDone, invalidRuns, eventCount, \
    expectationCount, held, baselineFailures, failure {run, perturbations [{kind, summary}], \
    reasons, shrunk {path, eventCount, framesPerSecond, perturbations, reasons, \
    candidatesChecked, budgetReached}}.

    A progress line is shown on stderr when it is a terminal.

    Exit codes: 0 every run held, 1 a failure was found (or TRACE fails as given), 64 usage, \
    65 invalid trace or profile file, 66 missing file, 74 the shrunk trace could not be written.

    Examples:
      mapsim explore traces/explore-double-tap-window.json --out out/double-tap.shrunk.json
      mapsim explore traces/gesture-pinch-focal.json --seed 7 --runs 300
      mapsim explore traces/imported-evemu-3m.json --runs 20 --json
    """ }

    /// Largest `--seed`: GSL's mt19937 uses 32 bits of its seed.
    static let maxSeed: UInt64 = 4_294_967_295
    /// Default `--seed`: 1 (our choice: a run without --seed repeats).
    static let defaultSeed: UInt64 = 1

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: 1).parse(arguments)
        guard let path = parsed.positionals.first else { throw .usage("missing TRACE (see 'mapsim explore --help')") }
        var seed = defaultSeed
        if let text = parsed.value("--seed") {
            guard let s = UInt64(text), s <= maxSeed else {
                throw .usage("--seed: expected a whole number from 0 to \(maxSeed), got '\(text)'")
            }
            seed = s
        }
        var runs = TraceExplorer.defaultRuns
        if let text = parsed.value("--runs") {
            guard let n = Int(text), n >= 1, n <= 1_000_000 else {
                throw .usage("--runs: expected a whole number from 1 to 1000000, got '\(text)'")
            }
            runs = n
        }
        let profile = try TraceOptions.profile(parsed)
        var checksExpectations = true
        if let text = parsed.value("--expectations") {
            guard text == "all" || text == "none" else { throw .usage("--expectations: expected all or none, got '\(text)'") }
            checksExpectations = text == "all"
        }
        let explorer = TraceExplorer(runs: runs, invariants: try InvariantOptions.selection(parsed),
                                     checksExpectations: checksExpectations)
        let outPath = parsed.value("--out") ?? defaultOutPath(for: path)

        var randomness: GSLRandom
        do {
            randomness = try GSLRandom(seed: UInt(seed))
        } catch {
            throw .internalFailure("explore: \(error)")
        }
        let progress = ProgressLine()
        let result: ExplorationResult
        do {
            let replay = try TraceReplay.load(path: path, profile: profile)
            result = try explorer.explore(replay, path: path, randomness: &randomness) { run in
                progress.show("explore: run \(run) of \(runs)")
            }
        } catch {
            progress.clear()
            throw .trace(error.fileName == nil ? error.withFileName(path) : error)
        }
        progress.clear()
        var written: String?
        if let failure = result.failure, let shrunk = failure.shrunk {
            let trace = shrunkTrace(shrunk, failure: failure, result: result, seed: seed)
            try PictureOptions.writeFile(trace.jsonValue.prettyText + "\n", to: outPath)
            written = outPath
        }
        if parsed.has("--json") {
            io.output.write(result.jsonReport(seed: seed, shrunkPath: written))
            try io.output.endLine()
        } else {
            io.output.write(result.textReport(seed: seed, shrunkPath: written))
        }
        try io.output.flush()
        return result.foundFailure ? .checkFailed : .success
    }

    /// `DIR/NAME.shrunk.json` for `DIR/NAME.json` (any other name gets `.shrunk.json`
    /// appended).
    static func defaultOutPath(for path: String) -> String {
        let base = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
        return base + ".shrunk.json"
    }

    /// The shrunk trace as written: its name marked, its description saying where it comes
    /// from and what it fails.
    static func shrunkTrace(_ shrunk: ExplorationShrink, failure: ExplorationFailure, result: ExplorationResult,
                            seed: UInt64) -> TraceFile {
        var trace = shrunk.trace
        trace.name = (trace.name ?? "trace") + "-shrunk"
        var text = "Shrunk by mapsim explore from \(result.path) (seed \(seed), run \(failure.run)): "
            + "\(result.eventCount) → \(shrunk.trace.touches.count) touch events"
        if !shrunk.perturbations.isEmpty {
            text += ", under " + shrunk.perturbations.map(\.summary).joined(separator: ", ")
        }
        text += ". It fails: " + shrunk.reasons.joined(separator: "; ")
        trace.description = text
        return trace
    }
}

/// GSL's Mersenne Twister is what `explore` draws its perturbations from: the method
/// names already match.
extension GSLRandom: PerturbationRandomness {}
