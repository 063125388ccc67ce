import Traces

/// `mapsim check --update`: writes each trace's `expect` section from its replay
/// (`TraceChecker.update(paths:jobs:each:)`) and prints one line per path and a summary.
enum CheckUpdate {
    /// The options that only make sense when checking, refused with `--update`.
    static let checkingOnlyOptions = ["--strict", "--junit", "--format"]

    /// The help paragraph of `check --help`.
    static let helpDetails = """
    --update writes the expectations of every trace PATH holds from what its replay did, \
    and checks nothing: the gestures in order with their beginMs, endMs and endCamera; \
    every delegate event in order under eventsExactly, equal neighbours as one entry with \
    a count (a fling's didChangeCameraPosition ×N) and each idleAtCameraPosition with its \
    camera; the camera and the selected marker and info window at the end; and a \
    cameraPath, the camera at each drawn frame whose camera moved, one row [timeMs, lat, \
    lng, zoom, bearing, tilt] a line, each compared with the frame in effect at its time \
    (target within 0.01 pt on screen, zoom 1e-7 levels, bearing and tilt 1e-7°: `at 100 ms \
    the target is 20 pt from the recorded path, limit 0.01`). Numbers are written at the \
    check's precision: cameras and coordinates rounded to 1e-7 (degrees, zoom levels) \
    and checked within 1e-7, times to 0.001 ms (gesture times checked within 0.001 ms), a \
    path's targets to 1e-10°.

    Every entry it writes is marked "generated": true and is replaced by the next update; \
    every entry without the mark is a person's and is kept byte for byte, in its order, \
    before the new ones. A trace holding an eventsExactly or cameraPath without the mark \
    (from an older --update, or written by hand) is refused with one line, `refused PATH` \
    and why, and left as it was (exit 65): mark the entry "generated": true to have it \
    replaced, or remove it. --fps, --profile and --input apply and are written into the \
    trace (framesPerSecond, profile, input; a profile file as a path from the trace's \
    folder), so a plain `mapsim check` replays what the expectations describe. A \
    hand-written entry that fails under the update's replay (a camera written for the \
    default profile, updated with --profile ios) is refused the same way, so a plain \
    `mapsim check` passes right after every update that wrote the file.

    Only the `expect` member's bytes and those keys change (`expect` added before the \
    closing brace when there is none), in the file's own indentation, and the file is \
    replaced atomically; a file that cannot be read, validated or replayed (a missing \
    profile file) is left as it was. One line per path: `updated PATH (N expectations)`, \
    `unchanged PATH (N expectations)` (already so, not written), `refused PATH`, `ERROR \
    PATH` with the one-line reason, or `skip PATH (not a trace)`; the last line counts \
    them. --jobs and --shard apply; --strict, --junit and --format do not.
    """

    /// Runs the update over `paths` and prints its lines; exit 1 when any path was an error.
    static func run(paths: [String], checker: TraceChecker, jobs: Int, headerLine: String?,
                    io: CommandIO) throws(CLIError) -> ExitCode {
        if let headerLine { io.output.write(headerLine + "\n") }
        var counts = (updated: 0, unchanged: 0, failed: 0, skipped: 0, refused: 0)
        var writeFailure: CLIError?
        checker.update(paths: paths, jobs: jobs) { result in
            switch result.status {
            case .updated: counts.updated += 1
            case .unchanged: counts.unchanged += 1
            case .error: counts.failed += 1
            case .skipped: counts.skipped += 1
            case .refused: counts.refused += 1
            }
            io.output.write(textLines(result))
            guard writeFailure == nil else { return }
            do throws(CLIError) { try io.output.endLine() } catch { writeFailure = error }
        }
        if let writeFailure { throw writeFailure }
        io.output.write("\(counts.updated) updated, \(counts.unchanged) unchanged, \(counts.failed) failed"
                        + (counts.refused > 0 ? ", \(counts.refused) refused" : "")
                        + (counts.skipped > 0 ? ", \(counts.skipped) skipped" : "") + "\n")
        try io.output.flush()
        if counts.refused > 0 { return .badInput }
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
        case .refused: return "refused   \(result.path)\n          \(result.error?.description ?? "refused")"
        }
    }
}
