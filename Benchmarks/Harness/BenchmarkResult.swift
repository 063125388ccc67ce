/// What `mapsim bench` reports for one benchmark.
public struct BenchmarkResult: Sendable {
    /// The result's name: `"projection.world.cold"`.
    public var name: String
    /// The suite that produced it.
    public var suite: String
    /// The unit of `p50` and `p99`: `"ns/point"`.
    public var unit: String
    /// Items per timed iteration (1 for per-iteration units).
    public var itemsPerIteration: Int
    /// The Swift implementation's statistics.
    public var summary: BenchmarkSummary
    /// The plain-C reference's statistics, when the benchmark has one.
    public var reference: BenchmarkSummary?
    /// What the reference is: plain C, or a Swift baseline.
    public var referenceKind: BenchmarkWorkload.ReferenceKind = .plainC
    /// Extra figures, in print order.
    public var fields: [BenchmarkField]
    /// With a reference: the median over rounds of this result's sample time over the
    /// reference's sample time in the same round (`BenchmarkStatistics.pairedRatio`);
    /// nil when not measured that way (then the ratios use the two medians).
    public var pairedRatio: Double?

    /// A result from its parts.
    public init(name: String, suite: String, unit: String, itemsPerIteration: Int, summary: BenchmarkSummary,
                reference: BenchmarkSummary? = nil, fields: [BenchmarkField] = []) {
        self.name = name
        self.suite = suite
        self.unit = unit
        self.itemsPerIteration = itemsPerIteration
        self.summary = summary
        self.reference = reference
        self.fields = fields
    }

    /// Median time per item (the benchmark's unit).
    public var p50: Double { summary.p50 }
    /// 99th percentile time per item (the benchmark's unit).
    public var p99: Double { summary.p99 }
    /// Number of timed iterations.
    public var iterations: Int { summary.iterations }

    /// How long Swift takes against the C reference ("1.20× plain C" means 1.2 times as
    /// long): the paired ratio when measured, else Swift's median over C's; nil without a
    /// C reference.
    public var ratioToC: Double? {
        guard referenceKind == .plainC else { return nil }
        return ratioToReference
    }

    /// For a Swift baseline reference, how many times faster this result is ("1.85×
    /// faster than one job"): the inverse of the paired ratio when measured, else the
    /// baseline's median over this result's; nil otherwise.
    public var speedupOverBaseline: Double? {
        guard case .baseline = referenceKind, let ratio = ratioToReference, ratio > 0 else { return nil }
        return 1 / ratio
    }

    /// This result's time over the reference's: paired when measured so, else of medians.
    private var ratioToReference: Double? {
        if let pairedRatio { return pairedRatio }
        guard let reference, reference.p50 > 0 else { return nil }
        return summary.p50 / reference.p50
    }
}
