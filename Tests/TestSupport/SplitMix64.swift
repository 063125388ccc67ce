/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seeded generator, so that every
/// property test sees the same sequence on every run and platform. Shared by the test
/// targets.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

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
