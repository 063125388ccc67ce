/// How long the runner warms up and samples each benchmark.
///
/// Sampling stops once both `targetSeconds` have passed and `minimumSamples` are taken
/// and the median is stable (the medians of the first and second halves of the samples
/// within `stableMedianTolerance` of the whole median); or at `maximumSamples`; or at
/// `maximumSeconds` with at least `minimumSamples` (then the summary says it is not
/// stable). All numbers are our choices.
public struct BenchmarkConfiguration: Hashable, Sendable {
    /// Least warm-up time, seconds.
    public var warmUpSeconds: Double
    /// Least warm-up iterations.
    public var warmUpIterations: Int
    /// Least sampling time, seconds.
    public var targetSeconds: Double
    /// Longest sampling time, seconds, once `minimumSamples` are taken.
    public var maximumSeconds: Double
    /// Least number of samples.
    public var minimumSamples: Int
    /// Most samples kept; sampling stops there.
    public var maximumSamples: Int
    /// Largest relative difference between the half medians and the median that counts
    /// as stable.
    public var stableMedianTolerance: Double

    /// A configuration from its parts.
    public init(warmUpSeconds: Double, warmUpIterations: Int, targetSeconds: Double, maximumSeconds: Double,
                minimumSamples: Int, maximumSamples: Int, stableMedianTolerance: Double) {
        precondition(minimumSamples >= 1 && maximumSamples >= minimumSamples && warmUpIterations >= 0,
                     "BenchmarkConfiguration: bad sample counts")
        self.warmUpSeconds = warmUpSeconds
        self.warmUpIterations = warmUpIterations
        self.targetSeconds = targetSeconds
        self.maximumSeconds = maximumSeconds
        self.minimumSamples = minimumSamples
        self.maximumSamples = maximumSamples
        self.stableMedianTolerance = stableMedianTolerance
    }

    /// `mapsim bench`: warm-up 0.2 s and 3 iterations, then at least 1 s and 30 samples,
    /// at most 4 s (for a median stable to 2 %) and 200,000 samples.
    public static let standard = BenchmarkConfiguration(
        warmUpSeconds: 0.2, warmUpIterations: 3, targetSeconds: 1, maximumSeconds: 4,
        minimumSamples: 30, maximumSamples: 200_000, stableMedianTolerance: 0.02)

    /// `mapsim bench --quick`: a smoke run, a twentieth of the time: warm-up 0.01 s and 1
    /// iteration, then at least 0.05 s and 3 samples, at most 0.2 s (median within 5 %).
    /// Its numbers are rough; it exists so that tests and CI can run every benchmark
    /// (including its setup checks) quickly, even in a debug build.
    public static let quick = BenchmarkConfiguration(
        warmUpSeconds: 0.01, warmUpIterations: 1, targetSeconds: 0.05, maximumSeconds: 0.2,
        minimumSamples: 3, maximumSamples: 10_000, stableMedianTolerance: 0.05)
}
