import GSLSupport
import Traces

/// Why a benchmark could not be set up or run.
public enum BenchmarkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `benchmark`'s setup failed: `reason` says how (a GSL allocation, a gesture that did
    /// not start as the scene needs).
    case setupFailed(benchmark: String, reason: String)
    /// The plain-C reference of `benchmark` does not compute the same thing as the Swift
    /// kernel: `detail` says where they differ. A programming error in one of them; the
    /// comparison would be meaningless.
    case referenceMismatch(benchmark: String, detail: String)

    /// `setupFailed` for a GSL error.
    static func gsl(_ error: GSLError, benchmark: String) -> BenchmarkError {
        .setupFailed(benchmark: benchmark, reason: "\(error)")
    }

    /// One line: `frame.step.10k: setup failed: the pinch did not start`.
    public var description: String {
        switch self {
        case let .setupFailed(benchmark, reason):
            return "\(benchmark): setup failed: \(reason)"
        case let .referenceMismatch(benchmark, detail):
            return "\(benchmark): the C reference disagrees with the Swift kernel: \(detail)"
        }
    }
}
