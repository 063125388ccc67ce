/// A named group of benchmarks that `mapsim bench --suite NAME` runs together.
public struct BenchmarkSuite: Sendable {
    /// A result of the suite that is not measured yet, and why.
    public struct PlannedResult: Hashable, Sendable {
        /// The result's name when it exists: `"trace.parse"`.
        public var name: String
        /// What it will measure and what it waits for.
        public var reason: String

        /// A planned result `name`, with `reason`.
        public init(name: String, reason: String) {
            self.name = name
            self.reason = reason
        }
    }

    /// The suite's name: `"projection"`.
    public let name: String
    /// One line on what it measures.
    public let summary: String
    /// Its benchmarks, in run order.
    public let benchmarks: [Benchmark]
    /// Results it will have once the code they measure exists.
    public let planned: [PlannedResult]

    /// A suite from its parts.
    public init(name: String, summary: String, benchmarks: [Benchmark], planned: [PlannedResult] = []) {
        self.name = name
        self.summary = summary
        self.benchmarks = benchmarks
        self.planned = planned
    }
}
