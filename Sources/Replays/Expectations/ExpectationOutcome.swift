import TraceFormat
import TraceJSON

/// The verdict on one `expect` entry of a trace.
public struct ExpectationOutcome: Hashable, Sendable {
    /// Index of the entry in the trace's `expect` array.
    public var index: Int
    /// The expectation's name (`camera`, `gestures`, `events`, …).
    public var name: String
    /// Whether it held.
    public var passed: Bool
    /// For a failure: what was expected and what happened, one line.
    public var message: String

    /// A verdict.
    public init(index: Int, name: String, passed: Bool, message: String) {
        self.index = index
        self.name = name
        self.passed = passed
        self.message = message
    }

    /// The JSON path of the entry: `expect[3]`.
    public var path: String { "expect[\(index)]" }
}
