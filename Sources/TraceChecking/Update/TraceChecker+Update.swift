#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MapSimulation
import TraceFormat
import TraceJSON
import Replays

/// `mapsim check --update`: replaying each trace and writing the expectations it generates
/// from what happened (`TraceReplayResult.goldenExpectations(path:)`, each marked
/// `"generated": true`), under the checker's frame rate, profile and input overrides,
/// which are written into the trace too (`profile`, `input`, `framesPerSecond`), so that
/// a plain `mapsim check` of the file replays what the expectations describe.
///
/// Rules, per path:
/// - A file that cannot be read, parsed, validated or replayed (a missing or bad profile
///   file) is an `.error` and left untouched; a JSON file that is not a trace is skipped.
/// - Every `expect` entry without `"generated": true` is a person's and is kept byte for
///   byte, in its order; the marked entries are replaced by the new ones (where the first
///   stood, else after the kept ones) (`TraceExpectEditor.updatedBytes`).
/// - An unmarked entry of a kind --update writes itself (`eventsExactly`, `cameraPath`),
///   such as the output of an older --update, is `.refused` (exit 65, file untouched):
///   kept, it would stand beside the new one; replaced, a person's entry could be lost.
/// - Only those bytes and the option members change; a file that already reads, byte for
///   byte, as the update would write it is `.unchanged` and not written.
/// - Before writing, the new bytes are decoded again and must give the same trace with the
///   new expectations, and a replay of them as `check` runs it must pass every generated
///   entry; otherwise the path is an `.error` naming the problem (a bug in mapsim) and the
///   file stays. A kept entry that fails on that replay (a person's camera written for the
///   default profile, updated under `--profile ios`) makes the path `.refused` (exit 65,
///   file untouched), so a plain `check` passes right after every update that wrote.
/// - The file is replaced atomically (`FileBytes.replaceContents`).
extension TraceChecker {
    /// Updates one file's expectations (see the extension's rules).
    public func update(path: String) -> TraceUpdateResult {
        do throws(TraceError) {
            let bytes = try FileBytes.contents(ofPath: path)
            let editor = try TraceExpectEditor(bytes: bytes, fileName: path)
            let expect = JSONPath.root.appending(TraceSchema.Key.expect.rawValue)
            for (index, timed) in editor.trace.expectations.enumerated() where !timed.generated && Self.updateWrites(timed.expectation) {
                let error = TraceError(.invalidData, fileName: path, location: .jsonPath(expect.appending(index)),
                                       message: "\(timed.expectation.name) without \"generated\": true is of a kind --update writes "
                                           + "itself: mark it \"generated\": true to have it replaced, or remove it (not written)")
                return TraceUpdateResult(path: path, status: .refused, error: error)
            }
            var chosen = profile
            if chosen == nil { chosen = try editor.trace.resolvedProfile(tracePath: path) }
            let replay = TraceReplay(trace: editor.trace, framesPerSecond: framesPerSecond, profile: chosen, input: input)
            let (result, cameraPath) = try replay.runRecordingCameraPath()
            let golden = result.goldenExpectations(path: cameraPath.isEmpty ? nil : cameraPath)
            var options: [(key: TraceSchema.Key, value: JSONValue)] = []
            var expected = editor.trace
            if let reference = profileReference.map({ Self.profileReference($0, tracePath: path) }) {
                options.append((.profile, .string(reference)))
                expected.profile = reference
            }
            if let input {
                options.append((.input, .string(input.rawValue)))
                expected.input = input
            }
            if let framesPerSecond {
                options.append((.framesPerSecond, .number(framesPerSecond)))
                expected.framesPerSecond = framesPerSecond
            }
            let updated = editor.updatedBytes(generated: golden, members: options)
            if let refusal = try verify(updated, path: path, expected: expected, golden: golden, profile: chosen) {
                return TraceUpdateResult(path: path, status: .refused, error: refusal)
            }
            let count = editor.trace.expectations.count { !$0.generated } + golden.count
            if updated == bytes { return TraceUpdateResult(path: path, status: .unchanged, expectationCount: count) }
            try FileBytes.replaceContents(ofPath: path, with: updated)
            return TraceUpdateResult(path: path, status: .updated, expectationCount: count)
        } catch {
            if error.kind == .notATrace || error.kind == .unknownJSON { return TraceUpdateResult(path: path, status: .skipped) }
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

    /// Whether --update writes expectations of this kind (and so cannot keep an unmarked one).
    static func updateWrites(_ expectation: TraceExpectation) -> Bool {
        switch expectation {
        case .eventsExactly, .cameraPath: return true
        default: return false
        }
    }

    /// The checks before writing: `updated` decodes to `expected` (the trace with the
    /// option members set) with its unmarked entries kept and `golden` as its marked ones,
    /// and every generated entry passes on a replay of it as `check` runs it (else an
    /// internal error is thrown). A kept entry that fails on that replay, such as a person's
    /// camera written for another profile than `--profile` names, is returned as the
    /// refusal: written, the file would fail a plain `check` right away.
    private func verify(_ updated: [UInt8], path: String, expected: TraceFile, golden: [TraceTimedExpectation],
                        profile chosen: MotionProfile?) throws(TraceError) -> TraceError? {
        let reread = try TraceFile.parse(updated, fileName: path)
        var bare = reread
        bare.expectations = []
        var want = expected
        want.expectations = []
        guard bare == want, reread.expectations.filter(\.generated) == golden,
              reread.expectations.filter({ !$0.generated }) == expected.expectations.filter({ !$0.generated }) else {
            throw TraceError(.invalidData, fileName: path,
                             message: "internal error: the updated file would not read back as written (not written)")
        }
        let check = try TraceReplay(trace: reread, framesPerSecond: framesPerSecond, profile: chosen, input: input)
            .runCheckingExpectations(invariants: .none)
        for outcome in check.outcomes where reread.expectations[outcome.index].generated && !outcome.passed {
            throw TraceError(.invalidData, fileName: path,
                             location: .jsonPath(JSONPath.root.appending("expect").appending(outcome.index)),
                             message: "internal error: the new \(outcome.name) expectation fails on its own replay "
                                 + "(\(outcome.message); not written)")
        }
        for outcome in check.outcomes where !reread.expectations[outcome.index].generated && !outcome.passed {
            return TraceError(.invalidData, fileName: path,
                              location: .jsonPath(JSONPath.root.appending("expect").appending(outcome.index)),
                              message: "a hand-written \(outcome.name) expectation fails under this update's replay "
                                  + "(\(outcome.message)): change or remove it, or update without the options that change "
                                  + "the replay (not written)")
        }
        return nil
    }

    /// `reference` as the trace at `tracePath` names it: a profile name as it is, a profile
    /// file's path made relative to the trace's folder (the trace resolves it from there;
    /// `TraceFile.profileFilePath(tracePath:)`), through `..` where needed.
    static func profileReference(_ reference: String, tracePath: String) -> String {
        guard ProfileFile.isFileReference(reference) else { return reference }
        let file = absoluteComponents(reference)
        let folder = absoluteComponents(tracePath).dropLast()
        var common = 0
        while common < min(file.count - 1, folder.count), file[common] == folder[common] { common += 1 }
        let up = Array(repeating: "..", count: folder.count - common)
        return (up + file[common...].map(String.init)).joined(separator: "/")
    }

    /// The components of `path` made absolute against the working directory, `.` dropped
    /// and `..` applied.
    private static func absoluteComponents(_ path: String) -> [Substring] {
        var full = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            if getcwd(&buffer, buffer.count) != nil {
                full = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + path
            }
        }
        var components: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." { if !components.isEmpty { components.removeLast() } } else { components.append(part) }
        }
        return components
    }
}
