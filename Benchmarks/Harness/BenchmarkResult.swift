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

    /// Swift's median over the C reference's median ("1.20× plain C" means Swift takes
    /// 1.2 times as long), or nil without a reference.
    public var ratioToC: Double? {
        guard referenceKind == .plainC, let reference, reference.p50 > 0 else { return nil }
        return summary.p50 / reference.p50
    }

    /// For a Swift baseline reference: the baseline's median over this result's median
    /// ("1.85× faster than one job"); nil otherwise.
    public var speedupOverBaseline: Double? {
        guard case .baseline = referenceKind, let reference, summary.p50 > 0 else { return nil }
        return reference.p50 / summary.p50
    }
}
