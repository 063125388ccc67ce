import CGSL

/// A seeded random stream: GSL's Mersenne Twister (`gsl_rng_mt19937`), giving uniform
/// draws (`gsl_rng_uniform`) and normal ones (`gsl_ran_gaussian`, the Box–Muller-free
/// polar method GSL uses).
///
/// The same seed always gives the same sequence, on every machine. GSL's mt19937 uses the
/// low 32 bits of the seed and treats seed 0 as its default seed 4357, so seeds that agree
/// in their low 32 bits (and 0 and 4357) give the same sequence.
///
/// The generator owns its GSL state and frees it when released. It is a mutable stream:
/// use one per thread (it is deliberately not `Sendable`).
public final class GSLRandom {
    /// The seed the generator was started with.
    public let seed: UInt
    private let generator: UnsafeMutablePointer<gsl_rng>

    /// A generator started from `seed`. Throws when GSL cannot allocate its state.
    public init(seed: UInt) throws(GSLError) {
        GSL.prepare()
        guard let generator = gsl_rng_alloc(cgsl_rng_mt19937()) else {
            throw GSLError(status: Int32(GSL_ENOMEM), function: "gsl_rng_alloc")
        }
        gsl_rng_set(generator, seed)
        self.seed = seed
        self.generator = generator
    }

    deinit {
        gsl_rng_free(generator)
    }

    /// The next sample from a normal distribution with mean 0 and standard deviation
    /// `sigma` (in the caller's unit). `sigma` must be finite and not negative; 0 gives 0.
    public func gaussian(sigma: Double) -> Double {
        precondition(sigma.isFinite && sigma >= 0, "GSLRandom.gaussian(sigma:) needs a finite sigma ≥ 0, got \(sigma)")
        return gsl_ran_gaussian(generator, sigma)
    }

    /// The next sample from the uniform distribution on [0, 1) (`gsl_rng_uniform`: 0 may
    /// come, 1 never does; 32 random bits).
    public func uniform() -> Double {
        gsl_rng_uniform(generator)
    }
}

@available(*, unavailable, message: "GSLRandom is a mutable stream: use one per thread")
extension GSLRandom: Sendable {}
