import TraceFormat
import Replays

/// What `mapsim check --update` did with one path (`TraceChecker.update(path:)`).
public struct TraceUpdateResult: Hashable, Sendable {
    /// What became of the path.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// Replayed, and its `expect` section rewritten with what the replay did.
        case updated
        /// Replayed, and its `expect` section already said what the replay did, byte for
        /// byte: the file was not written.
        case unchanged
        /// Missing, unreadable, invalid, its profile file missing or bad, or it could not
        /// be written: the file was left as it was.
        case error
        /// A JSON file that is not a trace (a schema, a profile file): left alone.
        case skipped
        /// A trace whose `expect` holds an entry --update would write itself but which is
        /// not marked `"generated": true` (an `eventsExactly` or a `cameraPath`): it cannot
        /// tell whether a person wrote it, so the file was left as it was (exit 65).
        case refused
    }

    /// The path as given or as found in a folder.
    public var path: String
    /// What became of it.
    public var status: Status
    /// How many expectations the trace has now, kept and generated (`.updated` and
    /// `.unchanged`; else 0).
    public var expectationCount: Int
    /// Why the path is an `.error` or `.refused`, as one line naming the file; nil otherwise.
    public var error: TraceError?

    /// A result from its parts.
    public init(path: String, status: Status, expectationCount: Int = 0, error: TraceError? = nil) {
        self.path = path
        self.status = status
        self.expectationCount = expectationCount
        self.error = error
    }
}
