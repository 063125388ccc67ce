/// A prepared benchmark: the closures the runner times, with their data already built.
///
/// Not `Sendable`: it holds the benchmark's mutable buffers and scenes, and runs on one
/// thread.
public struct BenchmarkWorkload {
    /// What the `reference` closure is.
    public enum ReferenceKind: Hashable, Sendable {
        /// The same work in plain C: reported as "x.xx× plain C" (`ratioToC`).
        case plainC
        /// A slower way of the same work in Swift (for example one job instead of many):
        /// reported as a speedup over it, named by the label ("one job").
        case baseline(String)
    }

    /// What `reference` measures. Default `.plainC`.
    public var referenceKind: ReferenceKind = .plainC

    /// Items one iteration handles (points, events); 1 when the unit is per iteration
    /// (`ns/frame`). Sample times are divided by it.
    public var itemsPerIteration: Int
    /// One iteration of the measured work (timed).
    public var iteration: () -> Void
    /// One iteration of the same work in the plain-C reference kernels (timed separately),
    /// or nil when there is no reference.
    public var reference: (() -> Void)?
    /// Runs after each sample, outside timing (for example to reset a scene that would
    /// otherwise grow without bound), or nil.
    public var afterSample: (() -> Void)?
    /// Runs after each sample of `reference`, outside timing, or nil (for example to
    /// measure, next to each reference sample, what the machine allows; see
    /// `check.parallel`).
    public var afterReferenceSample: (() -> Void)?
    /// How many samples to take: nil (default) follows the configuration's warm-up and
    /// stopping rule; a count takes exactly that many, without warm-up, in any
    /// configuration (for iterations that last seconds, such as a child process replaying
    /// 10⁷ events, where a few samples are all one can afford and all one needs).
    public var fixedSampleCount: Int?
    /// What a sample of `iteration` is: nil (default) its wall time in nanoseconds; else
    /// the value this returns right after the iteration (untimed), in the benchmark's unit
    /// times `itemsPerIteration`, such as the peak RSS in MB of the child process the
    /// iteration ran. Not used for `reference`.
    public var sampleReading: (() -> Double)?
    /// Runs once after the last sample, outside timing: removes scratch files, and throws
    /// when the samples did not measure what they should (a child process that failed).
    /// Default nil.
    public var finish: (() throws(BenchmarkError) -> Void)?
    /// Figures derived from the measured summary (per-marker cost, sizes), in the order
    /// they are printed. Default: none.
    public var derivedFields: (BenchmarkSummary) -> [BenchmarkField]

    /// A workload timing `iteration`, which handles `itemsPerIteration` items (at least
    /// 1; default 1), optionally against `reference`.
    public init(itemsPerIteration: Int = 1, iteration: @escaping () -> Void, reference: (() -> Void)? = nil,
                afterSample: (() -> Void)? = nil,
                derivedFields: @escaping (BenchmarkSummary) -> [BenchmarkField] = { _ in [] }) {
        precondition(itemsPerIteration >= 1, "BenchmarkWorkload: itemsPerIteration must be at least 1")
        self.itemsPerIteration = itemsPerIteration
        self.iteration = iteration
        self.reference = reference
        self.afterSample = afterSample
        self.derivedFields = derivedFields
    }
}
