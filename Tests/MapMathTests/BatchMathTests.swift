import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import MapMath

/// `BatchMath`: the vectorisable sin, ln((1+s)/(1−s)) and rounding against libm and the
/// standard library, over the ranges their doc comments promise.
@Suite struct BatchMathTests {
    /// Runs `kernel` over `inputs` eight at a time and returns the results in order.
    static func lanes(_ inputs: [Double], _ kernel: (SIMD8<Double>) -> SIMD8<Double>) -> [Double] {
        var out: [Double] = []
        var i = 0
        while i < inputs.count {
            var v = SIMD8<Double>(repeating: 0)
            for lane in 0..<min(8, inputs.count - i) { v[lane] = inputs[i + lane] }
            let r = kernel(v)
            for lane in 0..<min(8, inputs.count - i) { out.append(r[lane]) }
            i += 8
        }
        return out
    }

    @Test func sinMatchesLibmOnItsRange() {
        let n = 40_000
        let xs = (0...n).map { -1.49 + 2.98 * Double($0) / Double(n) }
        for (x, s) in zip(xs, Self.lanes(xs, BatchMath.sin)) {
            #expect(abs(s - sin(x)) <= 4e-16, "sin(\(x))")
        }
    }

    @Test func logOfRatioMatchesLibmOnItsRange() {
        var rng = SplitMix64(seed: 0xBA_0001)
        // Uniform in s, and dense near ±1 where the ratio is largest.
        var ss = (0..<40_000).map { _ in rng.double(in: -0.99996...0.99996) }
        ss += (0..<10_000).map { i in 0.99995 - 0.01 * Double(i) / 10_000 }
        // Up to 1 − 2^−53, and where the ratio Q = (1 + s)/(1 − s) is a power of two or
        // √2 times one (the edges of the exponent split), with their neighbours.
        ss += (16...53).map { 1 - exp2(-Double($0)) }  // up to 1.0.nextDown
        for k in 0...30 {
            for q in [exp2(Double(k)), exp2(Double(k) + 0.5)] {
                let edge = (q - 1) / (q + 1)
                ss += [edge.nextDown, edge, edge.nextUp]
            }
        }
        ss += ss.map { -$0 } + [0, -0.0, tanh(Double.pi), -tanh(Double.pi)]
        for (s, value) in zip(ss, Self.lanes(ss, BatchMath.logOfRatio)) {
            let exact = log((1 + s) / (1 - s))
            #expect(abs(value - exact) <= 4e-15, "s = \(s)")
        }
        // Odd in s, exactly.
        let odd = Self.lanes([0.3, -0.3, 0.9, -0.9], BatchMath.logOfRatio)
        #expect(odd[0] == -odd[1] && odd[2] == -odd[3])
        #expect(Self.lanes([.nan], BatchMath.logOfRatio)[0].isNaN)
    }

    @Test func roundedToNearestEvenIsDoubleRoundedToEven() {
        var rng = SplitMix64(seed: 0xBA_0002)
        var ts = (0..<20_000).map { _ in rng.double(in: -1e6...1e6) }
        ts += (-20...20).map { Double($0) / 2 }  // every tie from −10 to 10
        ts += [0.49999999999999994, -0.49999999999999994, 2251799813685247.5, -2251799813685247.5,
               2251799813685246.5, 1e15 + 0.5, -0.0, .nan]
        for (t, r) in zip(ts, Self.lanes(ts, BatchMath.roundedToNearestEven)) {
            let expected = t.rounded(.toNearestOrEven)
            #expect(r == expected || (r.isNaN && expected.isNaN), "round(\(t))")
        }
        // Ties go to the even neighbour, not away from zero.
        #expect(Self.lanes([0.5, -0.5, 1.5, 2.5, -2.5], BatchMath.roundedToNearestEven) == [0, 0, 2, 2, -2])
        #expect(!BatchMath.needsScalarRounding(SIMD8(repeating: 2_251_799_813_685_247)))
        #expect(BatchMath.needsScalarRounding(SIMD8(1, 2, 3, 4, 5, 6, 7, -2_251_799_813_685_248)))
    }
}
