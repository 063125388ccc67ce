#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension BenchmarkSVG {
    /// A value axis of the picture: linear from zero, or logarithmic over whole decades,
    /// mapping values to a fraction of the axis' length.
    struct Axis: Equatable, Sendable {
        /// How values map to the axis.
        enum Scale: String, Sendable {
            /// Linear from 0 to `upper`.
            case linear
            /// Logarithmic from `lower` to `upper`, both powers of ten.
            case log
        }

        /// Linear or logarithmic.
        var scale: Scale
        /// The value at the start of the axis: 0 for linear, a power of ten for log.
        var lower: Double
        /// The value at the end of the axis, above `lower`.
        var upper: Double
        /// The labelled values along the axis, ascending, from `lower` to `upper`.
        var ticks: [Double]

        /// Largest spread (largest value over smallest) a row group draws on a linear
        /// axis; wider spreads get a log axis so the shortest bar stays visible (our
        /// choice: on a linear axis the shortest bar is then at least 1/20 of the longest).
        static let largestLinearSpread = 20.0
        /// The range values are clamped to before computing decades, so that absurd input
        /// cannot make the decade search long (our choice: 1e-9 to 1e15).
        static let clampRange = 1e-9...1e15

        /// An axis for `values` (only the finite, positive ones count): linear when their
        /// spread is at most `largestLinearSpread`, logarithmic otherwise. With no usable
        /// value, a linear axis from 0 to 1.
        static func fitting(_ values: [Double]) -> Axis {
            let usable = values.filter { $0.isFinite && $0 > 0 }.map { min(max($0, clampRange.lowerBound), clampRange.upperBound) }
            guard let smallest = usable.min(), let largest = usable.max() else { return linear(upTo: 1) }
            return largest / smallest <= largestLinearSpread ? linear(upTo: largest) : log(from: smallest, to: largest)
        }

        /// A linear axis from 0 to a round value at or above `largest` (> 0), with four to
        /// five ticks one round step (1, 2, 2.5 or 5 × 10^k) apart.
        static func linear(upTo largest: Double) -> Axis {
            guard largest.isFinite, largest > 0 else { return linear(upTo: 1) }
            let roughStep = largest / 4
            var magnitude = 1.0
            while magnitude * 10 <= roughStep { magnitude *= 10 }
            while magnitude > roughStep { magnitude /= 10 }
            let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= roughStep } ?? 10 * magnitude
            let stepCount = max(1, Int((largest / step).rounded(.up)))
            let ticks = (0...stepCount).map { Double($0) * step }
            return Axis(scale: .linear, lower: 0, upper: ticks[ticks.count - 1], ticks: ticks)
        }

        /// A log axis over the whole decades that hold `smallest`…`largest` (both > 0),
        /// with a tick at every decade; at least one decade long.
        static func log(from smallest: Double, to largest: Double) -> Axis {
            var lower = 1.0
            while lower > smallest { lower /= 10 }
            while lower * 10 <= smallest { lower *= 10 }
            var ticks = [lower]
            while ticks[ticks.count - 1] < largest || ticks.count < 2 { ticks.append(ticks[ticks.count - 1] * 10) }
            return Axis(scale: .log, lower: lower, upper: ticks[ticks.count - 1], ticks: ticks)
        }

        /// Where `value` lies along the axis, from 0 (start) to 1 (end), clamped to that
        /// range; non-finite values and, on a log axis, values at or below zero map to 0.
        func fraction(of value: Double) -> Double {
            guard value.isFinite else { return 0 }
            let position: Double
            switch scale {
            case .linear:
                position = (value - lower) / (upper - lower)
            case .log:
                guard value > 0 else { return 0 }
                position = (log10(value) - log10(lower)) / (log10(upper) - log10(lower))
            }
            return min(max(position, 0), 1)
        }

        /// The minor tick values of a log axis (2 to 9 times each decade), for faint grid
        /// lines; none on a linear axis.
        var minorTicks: [Double] {
            guard scale == .log else { return [] }
            return ticks.dropLast().flatMap { decade in (2...9).map { Double($0) * decade } }
        }
    }

    /// A tick label: `0`, `0.25`, `2.5`, `100`, `2.5k`, `10k`, `1M` (at most six
    /// decimals, trailing zeros dropped; thousands as `k`, millions as `M`, billions as `G`).
    static func tickLabel(_ value: Double) -> String {
        let magnitude = abs(value)
        if magnitude >= 1e9 { return compact(value / 1e9) + "G" }
        if magnitude >= 1e6 { return compact(value / 1e6) + "M" }
        if magnitude >= 1e3 { return compact(value / 1e3) + "k" }
        return compact(value)
    }

    /// `value` with at most six decimals, trailing zeros and point dropped.
    static func compact(_ value: Double) -> String {
        var text = BenchmarkReport.fixed(value, decimals: 6)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
