#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Replays
import TraceFormat
import TraceJSON

/// Round steps for grid lines and axis ticks.
enum ReplaySVGTicks {
    /// The smallest step of the form 1, 2 or 5 × 10^k that is at least `value` (> 0).
    static func niceStep(atLeast value: Double) -> Double {
        guard value.isFinite && value > 0 else { return 1 }
        let power = pow(10, floor(log10(value)))
        for mantissa in [1.0, 2, 5, 10] where mantissa * power >= value * (1 - 1e-12) {
            return mantissa * power
        }
        return 10 * power
    }

    /// A graticule step in degrees that is at least `value`: 1-2-5 steps below 10°, then
    /// 10°, 15°, 30°, 45°, 90°.
    static func degreeStep(atLeast value: Double) -> Double {
        if value <= 10 { return niceStep(atLeast: value) }
        for step in [15.0, 30, 45, 90] where step >= value { return step }
        return 90
    }

    /// The next graticule step after `step` when `step` gives too many lines: the
    /// `degreeStep` at least twice as large, and beyond 90° twice `step` (180°, 360°,
    /// 720°, …), so that the search always ends, however many world copies a view or the
    /// ground panel spans (a 10,000,000 pt wide view at zoom 2 spans some 10,000; with
    /// 90° as the largest step it never ended).
    static func coarserDegreeStep(than step: Double) -> Double {
        max(degreeStep(atLeast: step * 2), step * 2)
    }

    /// Decimals needed to print multiples of `step` exactly (0 for steps ≥ 1).
    static func decimals(for step: Double) -> Int {
        guard step.isFinite && step > 0 && step < 1 else { return 0 }
        return Int(ceil(-log10(step) - 1e-9))
    }

    /// The multiples of `step` in `low...high`, at most `limit` of them (nil when more).
    static func multiples(of step: Double, in low: Double, _ high: Double, limit: Int) -> [Double]? {
        guard step > 0, low.isFinite, high.isFinite, low <= high else { return [] }
        let first = ceil(low / step - 1e-9), last = floor(high / step + 1e-9)
        guard last - first < Double(limit) else { return nil }
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }
}
