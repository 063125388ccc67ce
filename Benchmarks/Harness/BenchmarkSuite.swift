/// A named group of benchmarks that `mapsim bench --suite NAME` runs together.
public struct BenchmarkSuite: Sendable {
    /// The suite's name: `"projection"`.
    public let name: String
    /// One line on what it measures.
    public let summary: String
    /// Its benchmarks, in run order.
    public let benchmarks: [Benchmark]

    /// A suite from its parts.
    public init(name: String, summary: String, benchmarks: [Benchmark]) {
        self.name = name
        self.summary = summary
        self.benchmarks = benchmarks
    }
}
