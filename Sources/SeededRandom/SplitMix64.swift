/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014): a tiny seeded generator, so that the benchmarks measure the same inputs
/// and every property test sees the same sequence on every run and platform.
///
/// mapsim's one seeded generator. It lives in its own target, `SeededRandom` (Apache-2.0,
/// no dependencies), because its two users must not depend on each other: `Benchmarks`
/// (which links GSL) draws its uniform random data from it, and `TestSupport` re-exports
/// it to every test target, `MapMathTests` included, which must not pull in the benchmarks.
/// No library product exposes it, and MapMath, the lowest module, stays free of test
/// helpers. `TestSupport` adds the tests' conveniences for drawing `Double`s.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
