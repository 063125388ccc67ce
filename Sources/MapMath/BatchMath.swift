/// Vectorisable elementary functions for the batch kernels, on eight Double lanes.
///
/// Swift does not vectorise calls to libm's `sin` and `log`, so the batch kernels use
/// these instead: only adds, multiplies, divides, compares, selects and bit operations,
/// which the optimiser turns into SIMD instructions on any target. Each function states
/// the input range it is accurate on; the kernels only call them inside that range.
enum BatchMath {
    /// The lane type of every function here.
    typealias Lanes = SIMD8<Double>

    /// sin(x) for |x| ≤ 1.49 rad (a little more than the Mercator latitude limit,
    /// 1.4844 rad): the Taylor series through x¹⁹ in Horner form, truncation error at most
    /// 1.49²¹/21! ≈ 8e-17 (our choice of degree: the kernel needs about 5e-14).
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

    /// Natural logarithm of positive, normal, finite lanes (other lanes give unspecified
    /// finite values: callers mask them).
    ///
    /// q = 2^e · m with m in [√½, √2) from the bit pattern; ln m = 2·atanh(f) with
    /// f = (m − 1)/(m + 1), |f| ≤ 0.1716, as the series 2f·Σ f^(2k)/(2k + 1) through
    /// k = 8 (truncation below 3e-16); ln q = e·ln 2 + ln m. Absolute error about 1e-15
    /// for q in [e^−2π, e^2π], the range the Mercator kernel uses.
    @inline(__always)
    static func log(_ q: Lanes) -> Lanes {
        let bits = unsafeBitCast(q, to: SIMD8<UInt64>.self)
        // Mantissa with a zero exponent: m in [1, 2).
        let mantissaBits = (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000
        var m = unsafeBitCast(mantissaBits, to: Lanes.self)
        // The biased exponent placed in the low bits of 2^52 gives 2^52 + biased exactly,
        // an integer-to-double conversion without a (non-vectorisable on SSE2) cvtsi2sd.
        let exponentBits = ((bits &>> 52) & 0x7FF) | 0x4330_0000_0000_0000
        let twoTo52PlusBias: Double = 4_503_599_627_370_496 + 1023
        var e = unsafeBitCast(exponentBits, to: Lanes.self) - twoTo52PlusBias
        let aboveSqrt2 = m .> 1.414_213_562_373_095_1
        m = m.replacing(with: m * 0.5, where: aboveSqrt2)
        e = e.replacing(with: e + 1, where: aboveSqrt2)
        let f = (m - 1) / (m + 1)
        let z = f * f
        var p = Lanes(repeating: 1.0 / 17)
        p = p * z + 1.0 / 15
        p = p * z + 1.0 / 13
        p = p * z + 1.0 / 11
        p = p * z + 1.0 / 9
        p = p * z + 1.0 / 7
        p = p * z + 1.0 / 5
        p = p * z + 1.0 / 3
        // ln 2 split so that e·ln2High is exact for |e| < 2^11.
        let ln2High = 0.693_147_180_369_123_816_490
        let ln2Low = 1.908_214_929_270_587_700_02e-10
        let twoF = f + f
        return e * ln2High + (twoF + (twoF * (z * p) + e * ln2Low))
    }

    /// Lanes rounded to the nearest integer, ties away from zero, exactly as
    /// `Double.rounded()`, for |t| < 2^51; other lanes come back unchanged and
    /// `needsScalarRounding` reports them.
    ///
    /// Adding and subtracting 1.5·2^52 rounds to nearest-even in the FPU's default mode;
    /// the two tie cases where nearest-even and away-from-zero differ are then fixed.
    @inline(__always)
    static func roundedToNearest(_ t: Lanes) -> Lanes {
        let magic: Double = 6_755_399_441_055_744  // 1.5 · 2^52
        var r = (t + magic) - magic
        let diff = t - r
        r = r.replacing(with: r + 1, where: (diff .== 0.5) .& (t .> 0))
        r = r.replacing(with: r - 1, where: (diff .== -0.5) .& (t .< 0))
        let large = (t .>= 2_251_799_813_685_248) .| (t .<= -2_251_799_813_685_248)  // ±2^51
        return r.replacing(with: t, where: large)
    }

    /// Whether any lane is outside the range `roundedToNearest(_:)` handles (|t| ≥ 2^51,
    /// or NaN is fine: it propagates).
    @inline(__always)
    static func needsScalarRounding(_ t: Lanes) -> Bool {
        any((t .>= 2_251_799_813_685_248) .| (t .<= -2_251_799_813_685_248))
    }
}
