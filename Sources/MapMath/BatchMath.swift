/// Vectorisable elementary functions for the batch kernels, on eight Double lanes.
///
/// Swift does not vectorise calls to libm's `sin` and `log`, so the batch kernels use
/// these instead. They use only floating-point adds, multiplies, divides, compares and
/// selects, plus 64-bit integer adds, masks and shifts by a constant on the same bits,
/// which LLVM keeps as vector instructions on every target, baseline x86-64 (SSE2)
/// included. Integer-to-float lane conversions and shifts by a varying amount, common in
/// libm-style code, are scalarised there, so none are used.
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

    /// ln((1 + s)/(1 − s)) = 2·atanh(s) for |s| < 1 (the Mercator kernel needs
    /// |s| ≤ tanh π ≈ 0.99627). NaN propagates.
    ///
    /// With a = |s|, Q = (1 + a)/(1 − a) ≥ 1 is split as Q = 2^n · r with r in [√½, √2)
    /// by integer operations on its bits (the offset by the bits of √½ makes the exponent
    /// field round rather than truncate; 64-bit adds, constant shifts and masks are all
    /// SSE2 vector instructions, and n becomes a Double by the 2^52 trick, with no
    /// integer-to-float conversion). Then ln r = 2·atanh(f), f = (r − 1)/(r + 1),
    /// |f| ≤ 0.1716, by the series 2f·Σ f^(2k)/(2k + 1) through k = 8 (truncation below
    /// 3e-16), and ln Q = n·ln 2 + ln r, negated for s < 0. Absolute error about 1e-15.
    @inline(__always)
    static func logOfRatio(_ s: Lanes) -> Lanes {
        let negative = s .< 0
        let a = s.replacing(with: -s, where: negative)
        let q = (1 + a) / (1 - a)
        // Bits of √½; Q's bits plus (bits of 1 − bits of √½) carry into the exponent field
        // exactly when Q's mantissa is at least √2's.
        let sqrtHalfBits: UInt64 = 0x3FE6_A09E_667F_3BCD
        let shifted = unsafeBitCast(q, to: SIMD8<UInt64>.self) &+ (0x3FF0_0000_0000_0000 &- sqrtHalfBits)
        // n + 1023 is the exponent field; as the low bits of 2^52's mantissa it reads as
        // 2^52 + n + 1023.
        let biasedExponent = unsafeBitCast((shifted &>> 52) | 0x4330_0000_0000_0000, to: Lanes.self)
        let n = biasedExponent - (4_503_599_627_370_496 + 1023)
        let r = unsafeBitCast((shifted & 0x000F_FFFF_FFFF_FFFF) &+ sqrtHalfBits, to: Lanes.self)
        let f = (r - 1) / (r + 1)
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
        // The bit split turns a NaN into some finite number: a − a (0, or NaN) puts it back.
        let logQ = n * ln2High + (twoF + (twoF * (z * p) + n * ln2Low)) + (a - a)
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
