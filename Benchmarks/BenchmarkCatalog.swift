/// Every benchmark suite of mapsim, in the order `mapsim bench` runs them.
public enum BenchmarkCatalog {
    /// The suites: `projection`, `frame`, `replay`, `memory`.
    public static let suites: [BenchmarkSuite] = [ProjectionSuite.suite, FrameSuite.suite, ReplaySuite.suite,
                                                  MemorySuite.suite]

    /// The suite called `name`, or nil.
    public static func suite(named name: String) -> BenchmarkSuite? {
        suites.first { $0.name == name }
    }

    /// The suites' names, in run order.
    public static var suiteNames: [String] { suites.map(\.name) }
}
