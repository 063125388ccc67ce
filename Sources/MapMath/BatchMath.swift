/// Vectorisable elementary functions for the batch kernels, on eight Double lanes.
///
/// Swift does not vectorise calls to libm's `sin` and `log`, so the batch kernels use
/// these instead. They use only adds, multiplies, divides, compares and selects, which
/// LLVM keeps as vector instructions on every target (integer-to-float lane conversions
/// and 64-bit lane shifts, common in libm-style code, are scalarised on baseline x86-64).
/// Each function states the input range it is accurate on; the kernels stay inside it.
enum BatchMath {
    /// The lane type of every function here.
    typealias Lanes = SIMD8<Double>

    /// sin(x) for |x| ≤ 1.49 rad (a little more than the Mercator latitude limit,
    /// 1.4844 rad): the Taylor series through x¹⁹ in Horner form, truncation error at most
    /// 1.49²¹/21! ≈ 8e-17 (our choice of degree: the Mercator kernel needs about 5e-14).
    @inline(__always)
    static func sin(_ x: Lanes) -> Lanes {
        let x2 = x * x
        // Coefficients (−1)^k / (2k+1)!, k = 9 down to 1.
        var p = Lanes(repeating: -1.0 / 121_645_100_408_832_000)  // −1/19!
        p = p * x2 + 1.0 / 355_687_428_096_000                     // 1/17!
        p = p * x2 - 1.0 / 1_307_674_368_000                       // −1/15!
        p = p * x2 + 1.0 / 6_227_020_800                           // 1/13!
        p = p * x2 - 1.0 / 39_916_800                              // −1/11!
        p = p * x2 + 1.0 / 362_880                                 // 1/9!
        p = p * x2 - 1.0 / 5_040                                   // −1/7!
        p = p * x2 + 1.0 / 120                                     // 1/5!
        p = p * x2 - 1.0 / 6                                       // −1/3!
        return x + x * (x2 * p)
    }

    /// ln((1 + s)/(1 − s)) = 2·atanh(s) for |s| < 1 with (1 + |s|)/(1 − |s|) < 2^15.5
    /// (|s| < 0.99996; the Mercator kernel needs |s| ≤ tanh π ≈ 0.99627). NaN propagates.
    ///
    /// With a = |s| and Q = (1 + a)/(1 − a) ≥ 1: 1 + a is divided by 2^8, 2^4, 2^2, 2^1
    /// where Q is at least √2 times half that power (exact, by powers of two; compared as
    /// 1 + a against the threshold times 1 − a, so no division yet), leaving
    /// r = Q/2^n in [√½, √2). Then ln r = 2·atanh(f), f = (r − 1)/(r + 1) computed as
    /// ((1 + a)/2^n − (1 − a)) / ((1 + a)/2^n + (1 − a)) (the one division),
    /// |f| ≤ 0.1716, by the series 2f·Σ f^(2k)/(2k + 1) through k = 8 (truncation below
    /// 3e-16), and ln Q = n·ln 2 + ln r, negated for s < 0. Absolute error about 1e-15.
    @inline(__always)
    static func logOfRatio(_ s: Lanes) -> Lanes {
        let negative = s .< 0
        let a = s.replacing(with: -s, where: negative)
        var numerator = 1 + a
        let denominator = 1 - a
        var n = Lanes(repeating: 0)
        // Thresholds 2^(k − ½) for k = 8, 4, 2, 1: Q ≥ T exactly when 1 + a ≥ T·(1 − a).
        var above = numerator .>= 181.019_335_983_756_17 * denominator
        numerator = numerator.replacing(with: numerator * (1.0 / 256), where: above)
        n = n.replacing(with: n + 8, where: above)
        above = numerator .>= 11.313_708_498_984_761 * denominator
        numerator = numerator.replacing(with: numerator * (1.0 / 16), where: above)
        n = n.replacing(with: n + 4, where: above)
        above = numerator .>= 2.828_427_124_746_190_3 * denominator
        numerator = numerator.replacing(with: numerator * 0.25, where: above)
        n = n.replacing(with: n + 2, where: above)
        above = numerator .>= 1.414_213_562_373_095_1 * denominator
        numerator = numerator.replacing(with: numerator * 0.5, where: above)
        n = n.replacing(with: n + 1, where: above)
        let f = (numerator - denominator) / (numerator + denominator)
        let z = f * f
        var p = Lanes(repeating: 1.0 / 17)
        p = p * z + 1.0 / 15
        p = p * z + 1.0 / 13
        p = p * z + 1.0 / 11
        p = p * z + 1.0 / 9
        p = p * z + 1.0 / 7
        p = p * z + 1.0 / 5
        p = p * z + 1.0 / 3
        // ln 2 split so that n·ln2High is exact for n < 2^11.
        let ln2High = 0.693_147_180_369_123_816_490
        let ln2Low = 1.908_214_929_270_587_700_02e-10
        let twoF = f + f
        let logQ = n * ln2High + (twoF + (twoF * (z * p) + n * ln2Low))
        return logQ.replacing(with: -logQ, where: negative)
    }

    /// Lanes rounded to the nearest integer, ties to even, exactly as
    /// `Double.rounded(.toNearestOrEven)`, for |t| < 2^51 (`needsScalarRounding` reports
    /// lanes outside that range; NaN stays NaN).
    ///
    /// Adding and subtracting 1.5·2^52 leaves no fraction bits, so the FPU rounds the sum
    /// in its default mode, to nearest with ties to even; the 1.5 keeps the sum in one
    /// binade for either sign. Two adds, no compare or select.
    @inline(__always)
    static func roundedToNearestEven(_ t: Lanes) -> Lanes {
        let magic: Double = 6_755_399_441_055_744  // 1.5 · 2^52
        return (t + magic) - magic
    }

    /// Whether any lane is outside the range `roundedToNearestEven(_:)` handles (|t| ≥ 2^51;
    /// NaN is fine: it propagates).
    @inline(__always)
    static func needsScalarRounding(_ t: Lanes) -> Bool {
        any((t .>= 2_251_799_813_685_248) .| (t .<= -2_251_799_813_685_248))
    }
}
