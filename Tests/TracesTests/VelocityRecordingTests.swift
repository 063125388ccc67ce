import TestSupport
import CGSL
import Gestures
import MapMath
import GSLSupport
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

/// One finger's stroke in a recording: its down and move samples (seconds, points) and
/// when it lifted.
private struct Stroke {
    var pointer: Int
    var samples: [(t: Double, x: Double, y: Double)]
    var upTime: Double
    /// No other finger was down at any moment of the stroke.
    var isSingleFinger: Bool
}

/// Every completed stroke of `trace`, in the order the fingers lifted.
private func strokes(of trace: TraceFile) -> [Stroke] {
    var open: [Int: Stroke] = [:]
    var done: [Stroke] = []
    for touch in trace.touches {
        let t = touch.timeMs / 1000
        let sample = (t: t, x: touch.location.x, y: touch.location.y)
        switch touch.phase {
        case .down:
            let alone = open.isEmpty
            if !alone { for id in open.keys { open[id]!.isSingleFinger = false } }
            open[touch.pointerID] = Stroke(pointer: touch.pointerID, samples: [sample], upTime: t,
                                           isSingleFinger: alone)
        case .move:
            open[touch.pointerID]?.samples.append(sample)
        case .up:
            if var stroke = open.removeValue(forKey: touch.pointerID) {
                stroke.upTime = t
                done.append(stroke)
            }
        case .cancel:
            open.removeValue(forKey: touch.pointerID)
        }
    }
    return done
}

/// The least-squares derivative at the newest sample, computed with GSL: x(τ) = c0 + c1·τ +
/// c2·τ², τ = t − t_newest (degree 1 for two samples), solved by `gsl_multifit_linear`; c1
/// is the velocity.
private func gslDerivative(_ window: [(t: Double, x: Double, y: Double)]) -> SIMD2<Double> {
    let n = window.count
    guard n >= 2 else { return .zero }
    let p = n >= 3 ? 3 : 2
    let newest = window[n - 1].t
    let design = gsl_matrix_alloc(n, p)!
    let xs = gsl_vector_alloc(n)!, ys = gsl_vector_alloc(n)!
    let cx = gsl_vector_alloc(p)!, cy = gsl_vector_alloc(p)!
    let cov = gsl_matrix_alloc(p, p)!
    let work = gsl_multifit_linear_alloc(n, p)!
    defer {
        gsl_matrix_free(design); gsl_vector_free(xs); gsl_vector_free(ys)
        gsl_vector_free(cx); gsl_vector_free(cy); gsl_matrix_free(cov)
        gsl_multifit_linear_free(work)
    }
    for (i, s) in window.enumerated() {
        let tau = s.t - newest
        gsl_matrix_set(design, i, 0, 1)
        gsl_matrix_set(design, i, 1, tau)
        if p == 3 { gsl_matrix_set(design, i, 2, tau * tau) }
        gsl_vector_set(xs, i, s.x)
        gsl_vector_set(ys, i, s.y)
    }
    var chisq = 0.0
    let statusX = gsl_multifit_linear(design, xs, cx, cov, &chisq, work)
    let statusY = gsl_multifit_linear(design, ys, cy, cov, &chisq, work)
    precondition(statusX == 0 && statusY == 0, "gsl_multifit_linear failed")
    return SIMD2(gsl_vector_get(cx, 1), gsl_vector_get(cy, 1))
}

/// The fit window by docs/design.md's rule, written out independently: from the newest sample
/// backwards, samples within 100 ms of it, stopping at a gap over 40 ms; at most 20 samples
/// (Android VelocityTracker's history size).
private func releaseWindow(_ samples: ArraySlice<(t: Double, x: Double, y: Double)>)
    -> [(t: Double, x: Double, y: Double)] {
    let newest = samples.last!
    var window = [newest]
    for s in samples.dropLast().reversed() {
        if window.count == 20 || newest.t - s.t > 0.1 || window.last!.t - s.t > 0.04 { break }
        window.append(s)
    }
    return window.reversed()
}

/// The expected release velocity: zero when the finger lifted more than 40 ms after its last
/// sample, else the GSL fit over the window.
private func expectedReleaseVelocity(_ stroke: Stroke) -> SIMD2<Double> {
    guard stroke.upTime - stroke.samples.last!.t <= 0.04 else { return .zero }
    return gslDerivative(releaseWindow(stroke.samples[...]))
}

private func close(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool {
    let scale = max(1, (b * b).sum().squareRoot())
    return ((a - b) * (a - b)).sum().squareRoot() <= 1e-7 * scale
}

private let recordings = ["evemu-3m.event", "evemu-wetab.event", "evemu-ntrig-dell-xt2.event"]

private func importRecording(_ name: String) throws -> TraceFile {
    try EvemuImporter.importFile(path: RepositoryPaths.recording(name),
                                 options: TouchImportOptions(viewport: TraceViewport(width: 400, height: 800)))
}

@Suite struct VelocityRecordingTests {
    /// Release velocities of every single-finger stroke of the real recordings: the tracker
    /// agrees with a GSL least-squares fit to 1e-7 relative.
    @Test(arguments: recordings)
    func releaseVelocityOfSingleFingerStrokesMatchesGSL(_ name: String) throws {
        let trace = try importRecording(name)
        var checked = 0
        for stroke in strokes(of: trace) where stroke.isSingleFinger {
            var tracker = VelocityTracker()
            for s in stroke.samples { tracker.add(time: s.t, location: ScreenPoint(x: s.x, y: s.y)) }
            let got = tracker.velocity(atReleaseTime: stroke.upTime)
            let want = expectedReleaseVelocity(stroke)
            #expect(close(got, want), "\(name) pointer \(stroke.pointer) up at \(stroke.upTime): \(got) vs GSL \(want)")
            checked += 1
        }
        // The 3M and WeTab recordings hold 4 and 11 single-finger strokes; the N-Trig one none.
        let expectedCount = ["evemu-3m.event": 4, "evemu-wetab.event": 11, "evemu-ntrig-dell-xt2.event": 0][name]!
        #expect(checked == expectedCount)
    }

    /// Every finger of every stroke, at every sample (as if it lifted right then): the
    /// tracker agrees with GSL on thousands of real windows, multi-finger strokes included.
    @Test(arguments: recordings)
    func velocityAtEverySampleMatchesGSL(_ name: String) throws {
        let trace = try importRecording(name)
        var checked = 0, nonZero = 0
        for stroke in strokes(of: trace) {
            var tracker = VelocityTracker()
            for (i, s) in stroke.samples.enumerated() {
                tracker.add(time: s.t, location: ScreenPoint(x: s.x, y: s.y))
                let want = gslDerivative(releaseWindow(stroke.samples[...i]))
                let got = tracker.velocity()
                if want != .zero { nonZero += 1 }
                #expect(close(got, want), "\(name) pointer \(stroke.pointer) sample \(i): \(got) vs GSL \(want)")
                checked += 1
            }
        }
        #expect(checked == strokes(of: trace).reduce(0) { $0 + $1.samples.count })
        if name == "evemu-3m.event" { #expect(nonZero > 1000) }
    }

    /// The pans of single-finger strokes in the 3M recording carry, in the replay's gesture
    /// records, exactly the GSL release velocity (no cap applies: both are far below 8000 pt/s).
    @Test func replayPanReleaseVelocityMatchesGSL() throws {
        let trace = try importRecording("evemu-3m.event")
        let result = try TraceReplay(trace: trace, profile: .ourRules).run()
        var matched = 0
        for stroke in strokes(of: trace) where stroke.isSingleFinger {
            guard let pan = result.simulation.gestures.first(where: { $0.kind == .pan && $0.endTime == stroke.upTime })
            else { continue }
            let got = try #require(pan.releaseVelocity)
            let want = expectedReleaseVelocity(stroke)
            #expect(close(got, want), "pan ending \(stroke.upTime): \(got) vs GSL \(want)")
            #expect((want * want).sum().squareRoot() > 50, "a real release speed, not a stopped finger")
            matched += 1
        }
        // Two of the four single-finger strokes are long drags (1.3–3.2 s, 22.9–24.5 s).
        #expect(matched == 2)
    }
}
