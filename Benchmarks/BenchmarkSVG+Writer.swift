import Traces

extension BenchmarkSVG {
    /// The SVG writer shared with `mapsim replay --svg` (numbers to 2 decimals here).
    typealias Writer = XMLWriter
}

extension XMLWriter {
    /// A coordinate in the benchmark picture: two decimals, `0` for a non-finite value.
    static func coordinate(_ value: Double) -> String {
        number(value.isFinite ? value : 0, decimals: 2)
    }
}
