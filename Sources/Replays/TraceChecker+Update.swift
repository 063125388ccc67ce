import MapSimulation
import TraceFormat
import TraceJSON

/// `mapsim check --update`: replaying each trace and writing its `expect` section from
/// what happened (`TraceReplayResult.goldenExpectations()`), under the checker's frame
/// rate, profile and input overrides, which the expectations then describe. The trace's
/// own `profile` and `input` keys are left as they are.
///
/// Rules, per path:
/// - A file that cannot be read, parsed, validated or replayed (a missing or bad profile
///   file) is an `.error` and left untouched; a JSON file that is not a trace is skipped.
/// - Only the `expect` member's bytes change (`TraceExpectEditor`); a file whose `expect`
///   already reads, byte for byte, as the update would write it is `.unchanged` and not
///   written.
/// - Before writing, the new bytes are decoded again and must give the same trace with
///   the new expectations, and those must hold on the replay they came from; otherwise
///   the path is an `.error` naming the problem (a bug in mapsim) and the file stays.
/// - The file is replaced atomically (`FileBytes.replaceContents`).
extension TraceChecker {
    /// Updates one file's expectations (see the extension's rules).
    public func update(path: String) -> TraceUpdateResult {
        do throws(TraceError) {
            let bytes = try FileBytes.contents(ofPath: path)
            let editor = try TraceExpectEditor(bytes: bytes, fileName: path)
            var chosen = profile
            if chosen == nil { chosen = try editor.trace.resolvedProfile(tracePath: path) }
            let replay = try TraceReplay(trace: editor.trace, framesPerSecond: framesPerSecond, profile: chosen, input: input)
                .run(recordGestureEnds: true)
            let golden = replay.goldenExpectations()
            let updated = editor.bytes(withExpectations: golden)
            try Self.verify(updated, path: path, trace: editor.trace, golden: golden, replay: replay)
            if updated == bytes { return TraceUpdateResult(path: path, status: .unchanged, expectationCount: golden.count) }
            try FileBytes.replaceContents(ofPath: path, with: updated)
            return TraceUpdateResult(path: path, status: .updated, expectationCount: golden.count)
        } catch {
            if error.kind == .notATrace { return TraceUpdateResult(path: path, status: .skipped) }
            return TraceUpdateResult(path: path, status: .error, error: error.fileName == nil ? error.withFileName(path) : error)
        }
    }

    /// Updates every file in `paths` with up to `jobs` threads (at least 1), handing each
    /// result to `each` in the order of `paths`, batch by batch. A path given more than
    /// once is updated once, at its first place.
    public func update(paths: [String], jobs: Int, each: (TraceUpdateResult) -> Void) {
        var seen = Set<String>()
        let unique = paths.filter { seen.insert($0).inserted }
        forEachPath(unique, jobs: jobs, work: update(path:), each: each)
    }

    /// The checks before writing: `updated` decodes to `trace` with `golden` as its
    /// expectations, and every one of them holds on `replay`.
    private static func verify(_ updated: [UInt8], path: String, trace: TraceFile, golden: [TraceTimedExpectation],
                               replay: TraceReplayResult) throws(TraceError) {
        var expected = trace
        expected.expectations = golden
        guard try TraceFile.parse(updated, fileName: path) == expected else {
            throw TraceError(.invalidData, fileName: path,
                             message: "internal error: the updated file would not read back as written (not written)")
        }
        for (index, timed) in golden.enumerated() {
            let (passed, message) = replay.check(timed)
            guard passed else {
                throw TraceError(.invalidData, fileName: path, location: .jsonPath(JSONPath.root.appending("expect").appending(index)),
                                 message: "internal error: the new \(timed.expectation.name) expectation fails on its own replay "
                                     + "(\(message); not written)")
            }
        }
    }
}
