/// The random draws `TraceExplorer` makes: uniform and normal samples from one seeded
/// stream, so that a seed fixes every perturbation it draws.
///
/// The library names no generator, so that it links no GPL code: the `mapsim` tool passes
/// GSL's Mersenne Twister (`GSLRandom` in `GSLSupport`), tests may pass any seeded
/// generator. A conforming type must give the same sequence for the same seed on every
/// machine.
public protocol PerturbationRandomness {
    /// The next sample from the uniform distribution on [0, 1).
    mutating func uniform() -> Double
    /// The next sample from a normal distribution with mean 0 and standard deviation
    /// `sigma` (the caller's unit; finite and ≥ 0).
    mutating func gaussian(sigma: Double) -> Double
}
