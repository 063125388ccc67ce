import Traces

/// `mapsim check`: replays trace files and verifies their expectations.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Replay trace files and verify their expectations (exit 1 when one fails)."
    static let synopsis = ["check TRACE... [--fps N] [--profile NAME]"]
    static let options: [OptionSpec] = TraceOptions.all
    static let details = """
    Prints one line per trace: `ok   PATH (N expectations)` or `FAIL PATH`, followed for a \
    failure by one indented line per failed expectation with its JSON path, what was \
    expected and what happened. A final line counts them: `N passed, M failed`.

    Exit codes: 0 every expectation held, 1 one or more failed, 64 usage, 65 an invalid \
    trace (checking stops there), 66 a missing file.
    """

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: Int.max).parse(arguments)
        guard !parsed.positionals.isEmpty else { throw .usage("missing TRACE (see 'mapsim check --help')") }
        let fps = try TraceOptions.framesPerSecond(parsed)
        let profile = try TraceOptions.profile(parsed)
        var passed = 0, failed = 0
        for path in parsed.positionals {
            let result = try TraceOptions.replay(path: path, framesPerSecond: fps, profile: profile, recordFrames: false)
            let outcomes = result.checkExpectations()
            let failures = outcomes.filter { !$0.passed }
            if failures.isEmpty {
                passed += 1
                io.output.write("ok   \(path) (\(outcomes.count) expectation\(outcomes.count == 1 ? "" : "s"))\n")
            } else {
                failed += 1
                io.output.write("FAIL \(path)\n")
                for f in failures { io.output.write("     \(f.path) \(f.name): \(f.message)\n") }
            }
        }
        io.output.write("\(passed) passed, \(failed) failed\n")
        try io.output.flush()
        return failed == 0 ? .success : .checkFailed
    }
}
