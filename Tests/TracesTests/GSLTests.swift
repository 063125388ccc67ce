import CGSL
import GSLSupport
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

@Suite("GSL bridge")
struct GSLTests {
    @Test("a GSL status becomes a GSLError with GSL's text and the function name")
    func statusToError() {
        #expect(throws: GSLError(status: Int32(GSL_EDOM), function: "gsl_sf_log")) {
            try GSL.check(Int32(GSL_EDOM), function: "gsl_sf_log")
        }
        let error = GSLError(status: Int32(GSL_EDOM), function: "gsl_sf_log")
        #expect(error.reason == "input domain error")
        #expect(error.description == "gsl_sf_log: input domain error (GSL status 1)")
    }

    @Test("GSL_SUCCESS does not throw")
    func success() throws {
        try GSL.check(Int32(GSL_SUCCESS), function: "gsl_interp_init")
    }

    /// The status of `gsl_interp_init` on x values that are not increasing (GSL_EINVAL).
    func failingInterpolationStatus() throws -> Int32 {
        let interpolation = try #require(gsl_interp_alloc(cgsl_interp_linear(), 3))
        defer { gsl_interp_free(interpolation) }
        let xs: [Double] = [0, 2, 1]
        let ys: [Double] = [0, 1, 2]
        return gsl_interp_init(interpolation, xs, ys, 3)
    }

    @Test("with the handler off, a failing GSL call returns its status instead of aborting")
    func failingCallReturnsStatus() throws {
        GSL.prepare()
        let status = try failingInterpolationStatus()
        #expect(throws: GSLError(status: Int32(GSL_EINVAL), function: "gsl_interp_init")) {
            try GSL.check(status, function: "gsl_interp_init")
        }
        #expect(GSLError(status: status, function: "gsl_interp_init").description
            == "gsl_interp_init: invalid argument supplied by user (GSL status 4)")
    }

    @Test("prepare() is safe to call from many tasks at once")
    func concurrentPrepare() async throws {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<16 { group.addTask { GSL.prepare() } }
        }
        #expect(try failingInterpolationStatus() == Int32(GSL_EINVAL))
    }
}

@Suite("GSLRandom")
struct GSLRandomTests {
    func samples(seed: UInt, count: Int, sigma: Double = 1) throws -> [Double] {
        let noise = try GSLRandom(seed: seed)
        return (0..<count).map { _ in noise.gaussian(sigma: sigma) }
    }

    @Test("the same seed gives the same sequence")
    func sameSeed() throws {
        let a = try samples(seed: 42, count: 1_000)
        let b = try samples(seed: 42, count: 1_000)
        #expect(a == b)
        #expect(Set(a).count == a.count, "samples are not stuck")
    }

    @Test("different seeds give different sequences")
    func differentSeeds() throws {
        let a = try samples(seed: 1, count: 100)
        let b = try samples(seed: 2, count: 100)
        #expect(zip(a, b).filter { $0 == $1 }.isEmpty)
    }

    @Test("seed 0 is GSL's default seed 4357, as documented")
    func seedZero() throws {
        #expect(try samples(seed: 0, count: 10) == samples(seed: 4357, count: 10))
    }

    @Test("100,000 samples have the requested mean and standard deviation", arguments: [1.0, 2.5])
    func moments(sigma: Double) throws {
        let n = 100_000
        let values = try samples(seed: 20_261_130, count: n, sigma: sigma)
        let mean = values.withUnsafeBufferPointer { gsl_stats_mean($0.baseAddress, 1, n) }
        let sd = values.withUnsafeBufferPointer { gsl_stats_sd($0.baseAddress, 1, n) }
        // Six standard errors: σ/√N for the mean, σ/√(2N) for the standard deviation.
        #expect(abs(mean) < 6 * sigma / Double(n).squareRoot())
        #expect(abs(sd - sigma) < 6 * sigma / (2 * Double(n)).squareRoot())
        // About 68.3% of a normal sample lies within one σ (binomial s.e. ≈ 0.0015).
        let inside = Double(values.filter { abs($0) <= sigma }.count) / Double(n)
        #expect(abs(inside - 0.6827) < 0.01)
    }

    @Test("sigma 0 gives exactly 0")
    func zeroSigma() throws {
        #expect(try samples(seed: 7, count: 5, sigma: 0) == [0, 0, 0, 0, 0])
    }

    @Test("uniform draws lie in [0, 1), repeat for a seed and have mean 1/2 and variance 1/12")
    func uniform() throws {
        let n = 100_000
        let a = try GSLRandom(seed: 8), b = try GSLRandom(seed: 8)
        let values = (0..<n).map { _ in a.uniform() }
        #expect(values == (0..<n).map { _ in b.uniform() })
        #expect(values.allSatisfy { $0 >= 0 && $0 < 1 })
        let mean = values.reduce(0, +) / Double(n)
        let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(n)
        // Standard errors: √(1/12/N) for the mean, √(1/180/N) for the variance.
        #expect(abs(mean - 0.5) < 6 * (1.0 / 12 / Double(n)).squareRoot())
        #expect(abs(variance - 1.0 / 12) < 6 * (1.0 / 180 / Double(n)).squareRoot())
    }

    @Test("the seed is kept")
    func seedProperty() throws {
        #expect(try GSLRandom(seed: 99).seed == 99)
    }
}
