// The seeded generator of the tests is `SeededRandom.SplitMix64`, the one the benchmarks
// use; `import TestSupport` brings it to every test target.
@_exported import SeededRandom

/// The tests' ways of drawing `Double`s from the shared generator.
extension SplitMix64 {
    /// A Double uniform in `range` (closed).
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    /// A Double uniform in `range` (closed); the same as `double(in:)`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        double(in: range)
    }

    /// A Double uniform in [a, b).
    public mutating func uniform(_ a: Double, _ b: Double) -> Double {
        Double.random(in: a..<b, using: &self)
    }
}
