import TraceFormat
import TraceJSON
import Replays

/// The verdict of `mapsim check` on one path of a corpus: what every output format
/// (text, TAP, JSON lines, JUnit XML) reports about it.
public struct TraceCheckResult: Hashable, Sendable {
    /// What became of the path.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// Replayed, and every expectation held (text `ok`).
        case passed
        /// Replayed, and at least one expectation or invariant did not hold, or
        /// `--strict` found no expectation (text `FAIL`).
        case failed
        /// Missing, unreadable or invalid: never replayed (text `ERROR`).
        case error
        /// A JSON file that is not a trace (a top-level object with no `format` key, such
        /// as a JSON Schema): neither passed nor failed.
        case skipped
    }

    /// The path as given or as found in a folder (`traces/gesture-pan.json`).
    public var path: String
    /// What became of it.
    public var status: Status
    /// How many `expect` entries the trace has (0 unless replayed).
    public var expectationCount: Int
    /// The expectations that did not hold, in file order (`.failed` only).
    public var failures: [ExpectationOutcome]
    /// Why a `.failed` trace failed when it is not an expectation: `--strict` with no
    /// expectations. Nil otherwise.
    public var failureNote: String?
    /// Why the path is an `.error`, as the one-line message names it (file, line or JSON
    /// path, problem). Nil for other statuses.
    public var error: TraceError?
    /// Simulated time the replay covered, milliseconds (the last frame's time); 0 when
    /// the path was not replayed. Reports give this as a test's time: it is the same on
    /// every run and machine, where a wall-clock duration would not be (our choice).
    public var replayedMs: Double
    /// The invariants that did not hold, in report order (`.failed` only).
    public var invariantFailures: [InvariantResult]

    /// A result from its parts.
    public init(path: String, status: Status, expectationCount: Int = 0, failures: [ExpectationOutcome] = [],
                failureNote: String? = nil, error: TraceError? = nil, replayedMs: Double = 0,
                invariantFailures: [InvariantResult] = []) {
        self.path = path
        self.status = status
        self.expectationCount = expectationCount
        self.failures = failures
        self.failureNote = failureNote
        self.error = error
        self.replayedMs = replayedMs
        self.invariantFailures = invariantFailures
    }

    /// One line per reason this path did not pass, as the text output indents them:
    /// `expect[1] camera: zoom expected 13 ± 1e-06, got 12.5` per failed expectation, then
    /// `invariant focalPoint: 0.83 pt at 412.5 ms, limit 0.5` per failed invariant, then
    /// the strict note; or the error's one-line message. Empty for passed and skipped paths.
    public var reasons: [String] {
        switch status {
        case .passed, .skipped:
            return []
        case .failed:
            return failures.map { "\($0.path) \($0.name): \($0.message)" } + invariantFailures.map(\.line)
                + (failureNote.map { [$0] } ?? [])
        case .error:
            return [error?.description ?? "error"]
        }
    }

    /// The kind of `error` as the machine-readable reports name it (JUnit's `type`, TAP's
    /// `type`, JSON lines' `errorType`): `invalid` (the content is not a valid trace),
    /// `missing` (no such file), `unreadable`, or `unwritable` (only `check --update`
    /// writes). Nil when there is no error.
    public var errorType: String? {
        switch error?.kind {
        case .invalidData?, .notATrace?, .unknownJSON?: return "invalid"
        case .fileNotFound?: return "missing"
        case .unreadable?: return "unreadable"
        case .unwritable?: return "unwritable"
        case nil: return nil
        }
    }

    /// The folder part of `path` (everything before the last `/`), or "." for a bare file
    /// name: JUnit's `classname`.
    public var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }
}
