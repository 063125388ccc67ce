/// One benchmark result to measure: what it is called, which suite runs it, its unit,
/// and how to set it up.
///
/// `prepare` runs outside timing and returns the workload: the closure timed once per
/// sample (an iteration), how many items one iteration handles, and optionally a plain-C
/// reference doing the same work. A per-item unit (`ns/point`) divides each sample by
/// the workload's `itemsPerIteration`.
public struct Benchmark: Sendable {
    /// The result's name as printed and in JSON: `"projection.world.cold"`.
    public let name: String
    /// The suite that runs it: `"projection"`.
    public let suite: String
    /// One line saying what one iteration does, for people reading `--help` or the code.
    public let summary: String
    /// The unit of p50 and p99: `"ns/point"`, `"ns/frame"`, `"ns/event"`.
    public let unit: String
    /// Whether only a full run measures it: `mapsim bench --quick` skips it (and says so).
    /// For results that take minutes whatever the configuration, such as
    /// `memory.replay.1e7`. Default false.
    public let fullRunOnly: Bool
    /// Builds the data and returns the workload; runs once, outside timing.
    public let prepare: @Sendable () throws(BenchmarkError) -> BenchmarkWorkload

    /// A benchmark named `name` in `suite`, reporting in `unit`, set up by `prepare`;
    /// `fullRunOnly` (default false) leaves it out of quick runs.
    public init(name: String, suite: String, summary: String, unit: String, fullRunOnly: Bool = false,
                prepare: @escaping @Sendable () throws(BenchmarkError) -> BenchmarkWorkload) {
        self.name = name
        self.suite = suite
        self.summary = summary
        self.unit = unit
        self.fullRunOnly = fullRunOnly
        self.prepare = prepare
    }
}
