import Traces

/// `mapsim check`: replays trace files and verifies their expectations.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Replay trace files and verify their expectations (exit 1 when one fails)."
    static let synopsis = ["check TRACE... [--jobs N] [--fps N] [--profile NAME]"]
    static let options: [OptionSpec] = [
        .value("--jobs", "N", help: "Replay up to N traces at once, 1 to 1024. Default: the number of processors. "
               + "The output is the same for every N."),
    ] + TraceOptions.all
    static let details = """
    Prints one line per trace: `ok   PATH (N expectations)` or `FAIL PATH`, followed for a \
    failure by one indented line per failed expectation with its JSON path, what was \
    expected and what happened. A final line counts them: `N passed, M failed`.

    Traces are replayed in parallel (--jobs) and reported in the order given.

    Exit codes: 0 every expectation held, 1 one or more failed, 64 usage, 65 an invalid \
    trace (checking stops there), 66 a missing file.
    """

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: Int.max).parse(arguments)
        guard !parsed.positionals.isEmpty else { throw .usage("missing TRACE (see 'mapsim check --help')") }
        var jobs = TraceChecker.processorCount
        if let text = parsed.value("--jobs") {
            guard let n = Int(text), n >= 1, n <= 1024 else { throw .usage("--jobs: expected a whole number from 1 to 1024, got '\(text)'") }
            jobs = n
        }
        let checker = TraceChecker(framesPerSecond: try TraceOptions.framesPerSecond(parsed),
                                   profile: try TraceOptions.profile(parsed))
        var passed = 0, failed = 0
        for result in checker.check(paths: parsed.positionals, jobs: jobs) {
            let report: TraceChecker.Report
            switch result {
            case let .success(r): report = r
            case let .failure(error):
                try io.output.flush()
                throw .trace(error)
            }
            let failures = report.outcomes.filter { !$0.passed }
            if failures.isEmpty {
                passed += 1
                let n = report.outcomes.count
                io.output.write("ok   \(report.path) (\(n) expectation\(n == 1 ? "" : "s"))\n")
            } else {
                failed += 1
                io.output.write("FAIL \(report.path)\n")
                for f in failures { io.output.write("     \(f.path) \(f.name): \(f.message)\n") }
            }
        }
        io.output.write("\(passed) passed, \(failed) failed\n")
        try io.output.flush()
        return failed == 0 ? .success : .checkFailed
    }
}
