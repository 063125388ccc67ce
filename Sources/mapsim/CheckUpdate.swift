import Traces

/// `mapsim check --update`: writes each trace's `expect` section from its replay
/// (`TraceChecker.update(paths:jobs:each:)`) and prints one line per path and a summary.
enum CheckUpdate {
    /// The options that only make sense when checking, refused with `--update`.
    static let checkingOnlyOptions = ["--strict", "--junit", "--format"]

    /// The help paragraph of `check --help`.
    static let helpDetails = """
    --update rewrites the `expect` section of every trace PATH holds from what its replay \
    did, and checks nothing: the gestures in order with their beginMs, endMs and \
    endCamera; every delegate event in order under eventsExactly, equal neighbours as one \
    entry with a count (a fling's didChangeCameraPosition ×N) and each \
    idleAtCameraPosition with its camera; the camera and the selected marker and info \
    window at the end. Cameras and coordinates are written with a tolerance of 1e-7 \
    (degrees, zoom levels), gesture times with the default 0.001 ms. Only the `expect` \
    member's bytes change (added before the closing brace when there is none), in the \
    file's own indentation, and the file is replaced atomically; a file that cannot be \
    read, validated or replayed (a missing profile file) is left as it was. One line per \
    path: `updated PATH (N expectations)`, `unchanged PATH (N expectations)` (already so, \
    not written), `ERROR PATH` with the one-line reason, or `skip PATH (not a trace)`; the \
    last line counts them. --fps, --profile and --input apply: the expectations then \
    describe that variant, and the trace's own profile and input keys stay as they are, \
    so check it with the same options. --jobs and --shard apply; --strict, --junit and \
    --format do not.
    """

    /// Runs the update over `paths` and prints its lines; exit 1 when any path was an error.
    static func run(paths: [String], checker: TraceChecker, jobs: Int, headerLine: String?,
                    io: CommandIO) throws(CLIError) -> ExitCode {
        if let headerLine { io.output.write(headerLine + "\n") }
        var counts = (updated: 0, unchanged: 0, failed: 0, skipped: 0)
        var writeFailure: CLIError?
        checker.update(paths: paths, jobs: jobs) { result in
            switch result.status {
            case .updated: counts.updated += 1
            case .unchanged: counts.unchanged += 1
            case .error: counts.failed += 1
            case .skipped: counts.skipped += 1
            }
            io.output.write(textLines(result))
            guard writeFailure == nil else { return }
            do throws(CLIError) { try io.output.endLine() } catch { writeFailure = error }
        }
        if let writeFailure { throw writeFailure }
        io.output.write("\(counts.updated) updated, \(counts.unchanged) unchanged, \(counts.failed) failed"
                        + (counts.skipped > 0 ? ", \(counts.skipped) skipped" : "") + "\n")
        try io.output.flush()
        return counts.failed == 0 ? .success : .checkFailed
    }

    /// One result's line, and for an error its reason indented below; no newline at the end.
    static func textLines(_ result: TraceUpdateResult) -> String {
        let n = result.expectationCount
        let count = "(\(n) expectation\(n == 1 ? "" : "s"))"
        switch result.status {
        case .updated: return "updated   \(result.path) \(count)"
        case .unchanged: return "unchanged \(result.path) \(count)"
        case .skipped: return "skip      \(result.path) (not a trace)"
        case .error: return "ERROR     \(result.path)\n          \(result.error?.description ?? "error")"
        }
    }
}
