import Traces

/// `mapsim check`: replays a corpus of trace files and verifies their expectations, one
/// result per path, in text, TAP or JSON lines, with JUnit XML beside.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Replay trace files or folders and verify their expectations and invariants (exit 1 when one fails)."
    static let synopsis = ["check PATH... [--jobs N] [--strict] [--format text|tap|jsonl] [--junit FILE] [--shard K/N|auto] [--fps N] [--profile NAME|FILE] [--input MODEL] [--invariants none|NAME,...]",
                           "check --update PATH... [--jobs N] [--shard K/N|auto] [--fps N] [--profile NAME|FILE] [--input MODEL]"]
    static let options: [OptionSpec] = [
        .value("--jobs", "N", help: "Replay up to N traces at once, 1 to 1024. Default: the number of processors. "
               + "The output is the same for every N."),
        .flag("--strict", help: "Fail what would pass with nothing checked: a trace with no expectations, a JSON "
              + "file of unknown kind, an empty folder, a run that checks no trace (see below)."),
        .value("--format", "FORMAT", help: "What stdout gets: text (default), tap (TAP version 14) or jsonl (one JSON "
               + "object per path: path, status, timeMs, expectations, failures)."),
        .value("--junit", "FILE", help: "Also write JUnit XML to FILE: one testsuite, one testcase per path "
               + "(name = path, classname = folder, time = simulated seconds)."),
        ShardOptions.option,
        .flag("--update", help: "Write each trace's expect section from what its replay did, instead of checking it "
              + "(see below)."),
    ] + TraceOptions.all + [InvariantOptions.option]
    static var details: String { """
    Each PATH is a trace file or a folder; a folder stands for every *.json file below it \
    (recursively, in sorted order, names starting with "." passed over). A JSON file that is \
    not a trace is skipped and counted as skipped: a recognised non-trace (a top-level \
    object with a "$schema" key and no "format", such as traces/schema.json, or a profile \
    file, "format": "mapsim-profile/1") always; any other object with no "format" key \
    only without --strict.

    A missing PATH, or one that cannot be read or is not valid, is an ERROR for that path \
    (`ERROR missing.json` and `missing.json: no such file` below it), the other paths are \
    still checked, and the run exits 1; `mapsim replay missing.json`, which reads one \
    file, exits 66 instead.

    --strict fails what would otherwise pass with nothing checked, each with its reason \
    under its FAIL line: a trace with no expectations (`no expectations (--strict)`), a \
    JSON object with neither "format" nor "$schema", and a folder PATH with no *.json file \
    below it (`no *.json file in this folder (--strict)`). A run that checks no trace at \
    all (every file skipped, or a shard that holds none of the files) exits 1 with \
    `mapsim check: nothing checked (--strict): ...` on stderr naming why. Recognised \
    non-traces stay skips, so `mapsim check --strict traces/` passes.

    Every path gets its own result and the run goes on: `ok   PATH (N expectations)`; \
    `FAIL PATH` with one indented line per failed expectation (its JSON path, what was \
    expected, what happened) and per failed invariant (`invariant focalPoint: 0.83 pt at \
    412.5 ms, limit 0.5`); `ERROR PATH` with the one-line message for a missing, \
    unreadable or invalid file; `skip PATH (not a trace)`. The last line counts them: \
    `P passed, F failed` (`, S skipped` when some were skipped); failed counts FAIL and \
    ERROR. Results are printed in the order of the paths, batch by batch, whatever --jobs.

    \(ShardOptions.helpDetails) With --format tap the line is a TAP comment after the \
    version line; with --format jsonl it goes to stderr, so that stdout stays one JSON \
    object per line. Under Bazel, TEST_SHARD_STATUS_FILE is touched and the JUnit XML is \
    written to XML_OUTPUT_FILE unless --junit names a file.

    \(InvariantOptions.helpDetails) Every trace is checked against them (default all; \
    --invariants none checks expectations only); a failed invariant fails the trace like a \
    failed expectation, in every --format and in the JUnit report (JSON lines: a failure \
    {"path": "invariant", "name": NAME, "message": ...}).

    \(TraceOptions.profileNote) A trace whose own profile file is missing or bad is an \
    ERROR for that trace, naming the trace and the profile file; a profile file among the \
    PATHs is skipped like the schema.

    \(CheckUpdate.helpDetails)

    Exit codes: 0 nothing failed, 1 a trace failed or could not be checked (missing, \
    unreadable, invalid), or --strict checked nothing (with --update: a trace could not be \
    updated; 65 when one was refused, see above), 64 usage, 65 a bad --profile file, 66 a missing \
    --profile file, 74 an output could not be written.

    Examples:
      mapsim check traces/
      mapsim check traces/*.json --strict --junit out/junit.xml
      mapsim check corpus/ --shard 2/4 --format tap
      mapsim check corpus/ --profile tuning.json
      mapsim check --update my-bug.json && git diff my-bug.json
      mapsim check traces/ --input ios --invariants focalPoint,singleIdle
    """ }

    /// The output formats of `--format`.
    enum Format: String, CaseIterable {
        case text, tap, jsonl
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: Int.max).parse(arguments)
        guard !parsed.positionals.isEmpty else { throw .usage("missing PATH (see 'mapsim check --help')") }
        var jobs = TraceChecker.processorCount
        if let text = parsed.value("--jobs") {
            guard let n = Int(text), n >= 1, n <= 1024 else { throw .usage("--jobs: expected a whole number from 1 to 1024, got '\(text)'") }
            jobs = n
        }
        var format = Format.text
        if let text = parsed.value("--format") {
            guard let f = Format(rawValue: text) else {
                throw .usage("--format: expected one of \(Format.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
            }
            format = f
        }
        let profile = try TraceOptions.profile(parsed)
        // How the profile was given, for --update to write into each trace.
        let reference = parsed.value("--profile").flatMap { ProfileFile.isPathArgument($0) ? $0 : profile?.name }
        let checker = TraceChecker(framesPerSecond: try TraceOptions.framesPerSecond(parsed), profile: profile,
                                   profileReference: reference, input: try TraceOptions.input(parsed),
                                   strict: parsed.has("--strict"), invariants: try InvariantOptions.selection(parsed))
        let selection = try ShardOptions.selection(parsed, environment: ShardOptions.processEnvironment())
        let listed = TraceCorpus.files(parsed.positionals, keepingEmptyFolders: checker.strict && !parsed.has("--update"))
        let paths = listed.filter(selection.includes(path:))
        if parsed.has("--update") {
            if let option = CheckUpdate.checkingOnlyOptions.first(where: parsed.has) {
                throw .usage("\(option) does not apply to --update (see 'mapsim check --help')")
            }
            return try CheckUpdate.run(paths: paths, checker: checker, jobs: jobs, headerLine: selection.headerLine, io: io)
        }
        let junitPath = parsed.value("--junit") ?? selection.junitFile
        // An unwritable report file is found before the replays, not after.
        if let junitPath { try PictureOptions.writeFile("", to: junitPath) }
        if let statusFile = selection.statusFile { try PictureOptions.writeFile("", to: statusFile) }
        if format == .tap { io.output.write(CheckTAPReport.versionLine + "\n") }
        if let header = selection.headerLine {
            switch format {
            case .text: io.output.write(header + "\n")
            case .tap: io.output.write("# " + header + "\n")
            case .jsonl: MapsimCLI.printError(header + "\n")
            }
        }
        if format == .tap { io.output.write("1..\(paths.count)\n") }
        var counts = (passed: 0, failed: 0, skipped: 0)
        var reported: [TraceCheckResult] = []
        var number = 0
        var writeFailure: CLIError?
        var nothingChecked = false
        checker.check(paths: paths, jobs: jobs) { result in
            number += 1
            if junitPath != nil { reported.append(result) }
            switch result.status {
            case .passed: counts.passed += 1
            case .failed, .error: counts.failed += 1
            case .skipped: counts.skipped += 1
            }
            switch format {
            case .text: io.output.write(textLines(result))
            case .tap: io.output.write(CheckTAPReport.line(for: result, number: number))
            case .jsonl: io.output.write(CheckJSONLinesReport.line(result))
            }
            // The newline through `endLine`, which shows the result at once on a terminal
            // and reports a failed write.
            guard writeFailure == nil else { return }
            do throws(CLIError) { try io.output.endLine() } catch { writeFailure = error }
        }
        if let writeFailure { throw writeFailure }
        if checker.strict && counts.passed + counts.failed == 0 {
            let why = paths.isEmpty && !listed.isEmpty
                ? "shard \(selection.shard.map(\.label) ?? "") holds none of the \(listed.count) file\(listed.count == 1 ? "" : "s")"
                : paths.isEmpty ? "the PATHs hold no *.json file" : "every file was skipped as not a trace"
            MapsimCLI.printError("mapsim check: nothing checked (--strict): \(why)\n")
            nothingChecked = true
        }
        let summary = "\(counts.passed) passed, \(counts.failed) failed" + (counts.skipped > 0 ? ", \(counts.skipped) skipped" : "")
        switch format {
        case .text: io.output.write(summary + "\n")
        case .tap: io.output.write("# " + summary + "\n")
        case .jsonl: break
        }
        try io.output.flush()
        if let junitPath { try PictureOptions.writeFile(CheckJUnitReport.xml(reported), to: junitPath) }
        return counts.failed == 0 && !nothingChecked ? .success : .checkFailed
    }

    /// The text output for one result: its line, and an indented line per reason; no
    /// newline at the end.
    static func textLines(_ result: TraceCheckResult) -> String {
        var text: String
        switch result.status {
        case .passed:
            let n = result.expectationCount
            text = "ok   \(result.path) (\(n) expectation\(n == 1 ? "" : "s"))"
        case .failed: text = "FAIL \(result.path)"
        case .error: text = "ERROR \(result.path)"
        case .skipped: text = "skip \(result.path) (not a trace)"
        }
        for reason in result.reasons { text += "\n     \(reason)" }
        return text
    }
}
