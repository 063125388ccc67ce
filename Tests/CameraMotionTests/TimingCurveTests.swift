import TestSupport
import Foundation
import Testing
@testable import CameraMotion

@Suite struct TimingCurveTests {
    static let namedCurves = TimingCurve.allNamed.map(\.curve)

    /// x(s) or y(s) of the curve, written out independently of the module.
    static func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let m = 1 - s
        return 3 * m * m * s * p1 + 3 * m * s * s * p2 + s * s * s
    }

    /// Progress by plain bisection to full precision: the oracle.
    static func oracleProgress(_ curve: TimingCurve, _ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bernstein(mid, curve.x1, curve.x2) < x { lo = mid } else { hi = mid }
        }
        return bernstein((lo + hi) / 2, curve.y1, curve.y2)
    }

    static func randomCurves(count: Int, seed: UInt64) -> [TimingCurve] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            try! TimingCurve(x1: rng.uniform(0...1), y1: rng.uniform(0...1),
                             x2: rng.uniform(0...1), y2: rng.uniform(0...1))
        }
    }

    @Test func endpointsAreExact() throws {
        for curve in Self.namedCurves + Self.randomCurves(count: 200, seed: 1) {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -3) == 0)
            #expect(curve.progress(at: 7) == 1)
            #expect(curve.progress(at: .nan) == 0)
        }
    }

    @Test func monotoneWhenControlValuesLieInUnitSquare() {
        for curve in Self.namedCurves + Self.randomCurves(count: 100, seed: 2) {
            var previous = 0.0
            for i in 0...10_000 {
                let y = curve.progress(at: Double(i) / 10_000)
                #expect(y >= previous - 1e-12, "curve \(curve) not monotone at \(i)")
                previous = y
            }
        }
    }

    @Test func solverIsAccurateToOneInTenMillion() {
        var rng = SplitMix64(seed: 3)
        // Include extreme curves whose x'(s) vanishes at an end, where Newton alone stalls.
        let extremes = [try! TimingCurve(x1: 0, y1: 1, x2: 1, y2: 0), try! TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1),
                        try! TimingCurve(x1: 1, y1: 0, x2: 1, y2: 0), try! TimingCurve(x1: 0, y1: 0, x2: 0, y2: 1)]
        for curve in Self.namedCurves + extremes + Self.randomCurves(count: 200, seed: 4) {
            for _ in 0..<200 {
                let x = rng.uniform(0...1)
                let s = curve.parameter(forTime: x)
                #expect(abs(Self.bernstein(s, curve.x1, curve.x2) - x) <= 1e-7)
                #expect(abs(curve.progress(at: x) - Self.oracleProgress(curve, x)) <= 1e-7)
            }
        }
    }

    @Test func cssEaseAtKnownPoints() {
        // cubic-bezier(0.25, 0.1, 0.25, 1) evaluated to full precision.
        let known: [(Double, Double)] = [
            (0.1, 0.09479630571604324), (0.25, 0.40851059135539586), (0.5, 0.802403387584857),
            (0.75, 0.9604589783489741), (0.9, 0.9943164774845563),
        ]
        for (x, y) in known {
            #expect(abs(TimingCurve.ease.progress(at: x) - y) <= 1e-7)
        }
        #expect(TimingCurve.linear.progress(at: 0.3) == 0.3)
    }

    @Test func androidCurvesMatchTheirDefinitions() {
        for i in 0...1000 {
            let t = Double(i) / 1000
            // DecelerateInterpolator: 1 − (1 − t)².
            #expect(abs(TimingCurve.androidDecelerate.progress(at: t) - (1 - (1 - t) * (1 - t))) <= 1e-8)
        }
        // OverScroller's spline: bisect x for alpha with P1 = 0.175, P2 = 0.35, then
        // position = 3x(1 − x)((1 − x)·0.5 + x) + x³.
        for i in 1..<100 {
            let alpha = Double(i) / 100
            var lo = 0.0, hi = 1.0, x = 0.5
            for _ in 0..<200 {
                x = (lo + hi) / 2
                let coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * 0.175 + x * 0.35) + x * x * x
                if tx > alpha { hi = x } else { lo = x }
            }
            let coef = 3 * x * (1 - x)
            let position = coef * ((1 - x) * 0.5 + x) + x * x * x
            #expect(abs(TimingCurve.androidScroller.progress(at: alpha) - position) <= 1e-7)
        }
    }

    @Test func invalidCurvesThrow() {
        #expect(throws: MotionError.invalidTimingCurve(x1: 1.5, y1: 0, x2: 0.5, y2: 1)) {
            try TimingCurve(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
        }
        #expect(throws: MotionError.self) { try TimingCurve(x1: 0.5, y1: .nan, x2: 0.5, y2: 1) }
        #expect(throws: MotionError.self) { try TimingCurve(x1: 0.5, y1: 0, x2: -0.1, y2: 1) }
        // Overshooting y is allowed, as in CSS.
        #expect((try? TimingCurve(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)) != nil)
    }

    @Test func namedLookup() {
        #expect(TimingCurve.named("ease") == .ease)
        #expect(TimingCurve.named("mapLibreInertia") == TimingCurve.mapLibreInertia)
        #expect(TimingCurve.named("bounce") == nil)
        #expect(TimingCurve.mapLibreInertia == (try! TimingCurve(x1: 0, y1: 0, x2: 0.3, y2: 1)))
    }

    @Test func decodingValidatesLikeTheInitialiser() throws {
        let good = try JSONDecoder().decode(TimingCurve.self, from: Data(#"{"x1":0.25,"y1":0.1,"x2":0.25,"y2":1}"#.utf8))
        #expect(good == .ease)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TimingCurve.self, from: Data(#"{"x1":2,"y1":0,"x2":0.5,"y2":1}"#.utf8))
        }
    }
}
