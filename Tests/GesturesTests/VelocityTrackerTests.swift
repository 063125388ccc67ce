import TestSupport
import CGSL
import MapMath
import Testing
@testable import Gestures

/// GSL least squares of `values` against `times` with `degree` + 1 columns
/// (1, τ, τ², τ = t − tNewest); returns the τ coefficient: the derivative at the newest time.
private func gslSlope(times: [Double], values: [Double], degree: Int) -> Double {
    let n = times.count, p = degree + 1
    let tNewest = times.last!
    let x = gsl_matrix_alloc(n, p)!, y = gsl_vector_alloc(n)!, w = gsl_vector_alloc(n)!
    let c = gsl_vector_alloc(p)!, cov = gsl_matrix_alloc(p, p)!
    let work = gsl_multifit_linear_alloc(n, p)!
    defer {
        gsl_matrix_free(x); gsl_vector_free(y); gsl_vector_free(w); gsl_vector_free(c)
        gsl_matrix_free(cov); gsl_multifit_linear_free(work)
    }
    for i in 0..<n {
        let tau = times[i] - tNewest
        var power = 1.0
        for j in 0..<p { gsl_matrix_set(x, i, j, power); power *= tau }
        gsl_vector_set(y, i, values[i])
        gsl_vector_set(w, i, 1)
    }
    var chisq = 0.0
    let status = gsl_multifit_wlinear(x, w, y, c, cov, &chisq, work)
    precondition(status == 0, "gsl_multifit_wlinear failed")
    return gsl_vector_get(c, 1)
}

/// The window the tracker must use, computed independently: newest backwards, at most 20,
/// within the horizon, no gap over the stop gap.
private func window(_ samples: [(t: Double, x: Double, y: Double)], horizon: Double, gap: Double)
    -> [(t: Double, x: Double, y: Double)] {
    let kept = Array(samples.suffix(VelocityTracker.capacity))
    var out = [kept.last!]
    for s in kept.dropLast().reversed() {
        if kept.last!.t - s.t > horizon || out.last!.t - s.t > gap { break }
        out.append(s)
    }
    return out.reversed()
}

@Suite struct VelocityTrackerTests {
    @Test func matchesGSLOracleOnSeededRandomTraces() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        var checked = 0
        for _ in 0..<400 {
            let count = Int.random(in: 1...32, using: &rng)
            var t = rng.uniform(0, 10)
            var samples: [(t: Double, x: Double, y: Double)] = []
            let (ax, bx, cx) = (rng.uniform(-500, 500), rng.uniform(-3000, 3000), rng.uniform(-20000, 20000))
            let (ay, by, cy) = (rng.uniform(-500, 500), rng.uniform(-3000, 3000), rng.uniform(-20000, 20000))
            for _ in 0..<count {
                // Mostly 4–20 ms apart, sometimes a stop gap.
                t += rng.uniform(0, 1) < 0.08 ? rng.uniform(0.041, 0.2) : rng.uniform(0.004, 0.02)
                // The tracker keeps whole nanoseconds; the oracle fits the same times.
                t = (t * 1e9).rounded() / 1e9
                let noise = { (r: inout SplitMix64) in r.uniform(-2, 2) }
                samples.append((t, ax + bx * t + cx * t * t * 0.01 + noise(&rng),
                                ay + by * t + cy * t * t * 0.01 + noise(&rng)))
            }
            var tracker = VelocityTracker()
            for s in samples { tracker.add(time: s.t, location: pt(s.x, s.y)) }
            let win = window(samples, horizon: 0.1, gap: 0.04)
            let v = tracker.velocity()
            if win.count == 1 {
                #expect(v == .zero)
                continue
            }
            let degree = win.count >= 3 ? 2 : 1
            let ex = gslSlope(times: win.map(\.t), values: win.map(\.x), degree: degree)
            let ey = gslSlope(times: win.map(\.t), values: win.map(\.y), degree: degree)
            #expect(abs(v.x - ex) <= 1e-6 * max(1, abs(ex)), "x \(v.x) vs GSL \(ex), window \(win.count)")
            #expect(abs(v.y - ey) <= 1e-6 * max(1, abs(ey)), "y \(v.y) vs GSL \(ey), window \(win.count)")
            checked += 1
        }
        #expect(checked > 300)
    }

    @Test func constantVelocityIsExact() {
        var tracker = VelocityTracker()
        for i in 0..<15 {
            let t = 1.0 + Double(i) * 0.008
            tracker.add(time: t, location: pt(100 + 750 * (t - 1), 300 - 420 * (t - 1)))
        }
        let v = tracker.velocity()
        #expect(abs(v.x - 750) < 1e-9 && abs(v.y + 420) < 1e-9)
    }

    @Test func quadraticMotionGivesItsExactDerivative() {
        var tracker = VelocityTracker()
        // x = 5 + 200 τ − 3000 τ² (decelerating), y = 40 τ + 900 τ², τ from the first sample.
        var last = 0.0
        for i in 0..<9 {
            let tau = Double(i) * 0.011
            tracker.add(time: 2 + tau, location: pt(5 + 200 * tau - 3000 * tau * tau, 40 * tau + 900 * tau * tau))
            last = tau
        }
        let v = tracker.velocity()
        #expect(abs(v.x - (200 - 6000 * last)) < 1e-7)
        #expect(abs(v.y - (40 + 1800 * last)) < 1e-7)
    }

    @Test func gapLongerThanStopGapEndsTheWindow() {
        var withHistory = VelocityTracker(), fresh = VelocityTracker()
        // Fast history, then a 50 ms pause, then slow motion.
        for i in 0..<5 { withHistory.add(time: Double(i) * 0.008, location: pt(Double(i) * 40, 0)) }
        let after: [(Double, Double)] = [(0.082, 160), (0.09, 161), (0.098, 162.5), (0.106, 163)]
        for (t, x) in after {
            withHistory.add(time: t, location: pt(x, 0))
            fresh.add(time: t, location: pt(x, 0))
        }
        #expect(withHistory.velocity() == fresh.velocity())
        #expect(abs(withHistory.velocity().x) < 300)
    }

    @Test func releaseLongAfterTheLastMoveGivesZero() {
        var tracker = VelocityTracker()
        for i in 0..<6 { tracker.add(time: Double(i) * 0.01, location: pt(Double(i) * 10, 0)) }
        #expect(abs(tracker.velocity(atReleaseTime: 0.05 + 0.04).x - 1000) < 1e-9)
        #expect(tracker.velocity(atReleaseTime: 0.05 + 0.0401) == .zero)
    }

    @Test func fewerSamplesFallBack() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity() == .zero)
        tracker.add(time: 1, location: pt(10, 10))
        #expect(tracker.velocity() == .zero)
        tracker.add(time: 1.02, location: pt(14, 8))
        let v = tracker.velocity()
        #expect(abs(v.x - 200) < 1e-9 && abs(v.y + 100) < 1e-9)
        // Same-time samples cannot be fitted: zero, never NaN.
        var same = VelocityTracker()
        for x in [1.0, 2, 3] { same.add(time: 5, location: pt(x, 0)) }
        #expect(same.velocity() == .zero)
    }

    @Test func ringKeepsOnlyTheNewestSamples() {
        var tracker = VelocityTracker()
        for i in 0..<100 { tracker.add(time: Double(i) * 0.001, location: pt(Double(i) * Double(i) * 0.5, 0)) }
        #expect(tracker.count == VelocityTracker.capacity)
        // x = 500 000 t², so dx/dt at t = 0.099 is 99 000.
        #expect(abs(tracker.velocity().x - 99_000) < 1e-6)
    }
}
