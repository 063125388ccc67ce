/// The statistics of one measured closure: median and 99th percentile per item (in the
/// benchmark's unit) and the number of timed iterations they come from.
public struct BenchmarkSummary: Hashable, Sendable {
    /// Median time per item, in the benchmark's unit (nanoseconds per item).
    public var p50: Double
    /// 99th percentile time per item, same unit.
    public var p99: Double
    /// Number of timed iterations (samples).
    public var iterations: Int
    /// Whether the median settled: the medians of the first and second halves of the
    /// samples differ by at most `BenchmarkConfiguration.stableMedianTolerance` of the
    /// median.
    public var isStable: Bool

    /// A summary from its parts.
    public init(p50: Double, p99: Double, iterations: Int, isStable: Bool) {
        self.p50 = p50
        self.p99 = p99
        self.iterations = iterations
        self.isStable = isStable
    }
}
