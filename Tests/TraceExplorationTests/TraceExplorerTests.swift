import GSLSupport
import Gestures
import MapMath
import MapSimulation
import TestSupport
import Testing
@testable import Replays
@testable import TraceChecking
@testable import TraceExploration
@testable import TraceFormat

extension GSLRandom: PerturbationRandomness {}

/// Random valid traces of several fingers: strokes of 2–12 samples at 8–12 ms whole
/// milliseconds apart, fingers overlapping, a pointer id reused once its finger lifted,
/// some fingers lifting together.
private func randomTouches(_ random: inout SplitMix64, strokes: Int) -> [TraceTouch] {
    var events: [TraceTouch] = []
    var start = 0.0
    var liftTimes: [Double] = []  // per pointer id: when its last stroke lifts
    for _ in 0..<strokes {
        let id = liftTimes.firstIndex { $0 < start } ?? liftTimes.count
        let samples = Int(random.uniform(2, 13))
        var t = start
        var x = random.uniform(50, 350), y = random.uniform(50, 750)
        events.append(TraceTouch(timeMs: t, phase: .down, pointerID: id, x: x, y: y))
        for _ in 1..<samples {
            t += random.uniform(8, 12).rounded()
            x += random.uniform(-6, 6); y += random.uniform(-6, 6)
            events.append(TraceTouch(timeMs: t, phase: .move, pointerID: id, x: x, y: y))
        }
        events.append(TraceTouch(timeMs: t + 8, phase: .up, pointerID: id, x: x, y: y))
        if id == liftTimes.count { liftTimes.append(t + 8) } else { liftTimes[id] = t + 8 }
        // The next finger lands while this one is down (overlap) or after it lifted.
        start += random.uniform(0, 1) < 0.5 ? random.uniform(10, 30).rounded() : (t - start) + 20
    }
    // Sorted by time, creation order within a time kept.
    return events.enumerated().sorted {
        $0.element.timeMs != $1.element.timeMs ? $0.element.timeMs < $1.element.timeMs : $0.offset < $1.offset
    }.map(\.element)
}

/// Whether `touches` is a valid trace sequence.
private func isValid(_ touches: [TraceTouch]) -> Bool {
    var trace = TraceFile(viewport: TraceViewport(width: 400, height: 800), camera: TraceCamera(latitude: 0, longitude: 0, zoom: 3))
    trace.touches = touches
    return (try? trace.validateTouches()) != nil
}

@Suite("ExplorationTouches")
struct ExplorationTouchesTests {
    static let twoFingers: [TraceTouch] = [
        TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 100, y: 100),
        TraceTouch(timeMs: 0, phase: .down, pointerID: 1, x: 200, y: 100),
        TraceTouch(timeMs: 10, phase: .move, pointerID: 0, x: 105, y: 100),
        TraceTouch(timeMs: 10, phase: .move, pointerID: 1, x: 205, y: 100),
        TraceTouch(timeMs: 20, phase: .up, pointerID: 0, x: 105, y: 100),
        TraceTouch(timeMs: 30, phase: .up, pointerID: 1, x: 205, y: 100),
        TraceTouch(timeMs: 35, phase: .down, pointerID: 0, x: 150, y: 150),
        TraceTouch(timeMs: 200, phase: .up, pointerID: 0, x: 150, y: 150),
    ]

    @Test("samples, strokes and the lifts that count as together")
    func structure() {
        let t = ExplorationTouches(Self.twoFingers)
        #expect(t.sampleTimesMs == [0, 10, 20, 30, 35, 200])
        #expect(t.sampleOfEvent == [0, 0, 1, 1, 2, 3, 4, 5])
        #expect(t.strokeOfEvent == [0, 1, 0, 1, 0, 1, 2, 2])
        #expect(t.strokeCount == 3)
        // The lifts at 20 and 30 ms are 10 ms apart; the one at 200 ms has no partner.
        #expect(t.sharedLifts == [4, 5])
        #expect(t.moveIndices == [2, 3])
    }

    @Test("a staggered lift never passes its finger's next landing")
    func staggerIsClamped() {
        let t = ExplorationTouches(Self.twoFingers)
        let stagger = TracePerturbation.staggeredLifts([.init(eventIndex: 4, delayMs: 39), .init(eventIndex: 5, delayMs: 2.5)])
        let out = t.touches(keeping: [Bool](repeating: true, count: 8), under: [stagger])
        // Finger 0 lands again at 35 ms: its lift at 20 + 39 is held to 35 − 0.001.
        let lift0 = out.first { $0.pointerID == 0 && $0.phase == .up }
        #expect(lift0?.timeMs == 34.999)
        #expect(out.first { $0.pointerID == 1 && $0.phase == .up }?.timeMs == 32.5)
        #expect(isValid(out))
        // Without the landing (its stroke removed), the full delay applies.
        var kept = [Bool](repeating: true, count: 8)
        kept[6] = false; kept[7] = false
        #expect(t.touches(keeping: kept, under: [stagger]).first { $0.pointerID == 0 && $0.phase == .up }?.timeMs == 59)
    }

    @Test("jitter moves each sample by at most 2 ms, keeps samples together and in order, and every perturbation keeps a random trace valid")
    func perturbationsKeepTracesValid() throws {
        var random = SplitMix64(seed: 20_261_201)
        let gsl = try GSLRandom(seed: 20_261_201)
        var draws = gsl
        for _ in 0..<60 {
            let events = randomTouches(&random, strokes: 8)
            try #require(isValid(events) == true, "the generator makes valid traces")
            let t = ExplorationTouches(events)
            let all = TracePerturbation.Kind.allCases.compactMap {
                t.draw($0, framesPerSecond: 60, input: .raw, randomness: &draws)
            }
            let kept = [Bool](repeating: true, count: events.count)
            let out = t.touches(keeping: kept, under: all)
            #expect(isValid(out) == true, "perturbed under \(all.map(\.summary))")
            guard case let .timingJitter(offsets)? = all.first(where: { $0.kind == .timingJitter }) else { continue }
            #expect(offsets.allSatisfy { abs($0) <= TracePerturbation.maxJitterMs })
            let jittered = t.touches(keeping: kept, under: [.timingJitter(offsetsMs: offsets)])
            #expect(jittered.count == events.count)
            for (a, b) in zip(events, jittered) {
                // Order is kept, so event k stays event k; the minimum gap may add a
                // microsecond per sample it pushes.
                #expect(a.pointerID == b.pointerID && a.phase == b.phase && a.location == b.location)
                #expect(abs(b.timeMs - a.timeMs) <= TracePerturbation.maxJitterMs + 0.01)
            }
            for i in events.indices.dropFirst() where events[i].timeMs == events[i - 1].timeMs {
                #expect(jittered[i].timeMs == jittered[i - 1].timeMs, "one sample, one time")
            }
        }
    }

    @Test("dropped moves are moves only: every finger still lands and lifts")
    func dropsOnlyMoves() throws {
        var random = SplitMix64(seed: 7)
        var draws = try GSLRandom(seed: 7)
        let events = randomTouches(&random, strokes: 40)
        let t = ExplorationTouches(events)
        guard case let .droppedMoves(indices)? = t.draw(.droppedMoves, framesPerSecond: 60, input: .raw, randomness: &draws) else {
            Issue.record("40 strokes have moves to drop")
            return
        }
        #expect(indices.allSatisfy { events[$0].phase == .move })
        // About one move in ten (binomial: 6 standard errors).
        let moves = Double(t.moveIndices.count)
        #expect(abs(Double(indices.count) - 0.1 * moves) < 6 * (0.09 * moves).squareRoot())
        let out = t.touches(keeping: [Bool](repeating: true, count: events.count), under: [.droppedMoves(eventIndices: indices)])
        #expect(out.count == events.count - indices.count)
        #expect(out.filter { $0.phase != .move }.count == events.filter { $0.phase != .move }.count)
    }

    @Test("position noise has σ 0.5 pt and moves each event by its own offset, to 0.001 pt")
    func noise() throws {
        var random = SplitMix64(seed: 11)
        var draws = try GSLRandom(seed: 11)
        let events = randomTouches(&random, strokes: 400)
        let t = ExplorationTouches(events)
        guard case let .positionNoise(offsets)? = t.draw(.positionNoise, framesPerSecond: 60, input: .raw, randomness: &draws) else {
            Issue.record("noise applies to any touches")
            return
        }
        let values = offsets.flatMap { [$0.x, $0.y] }
        let n = Double(values.count)
        let mean = values.reduce(0, +) / n
        let sd = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / n).squareRoot()
        #expect(abs(mean) < 6 * 0.5 / n.squareRoot())
        #expect(abs(sd - 0.5) < 6 * 0.5 / (2 * n).squareRoot())
        let out = t.touches(keeping: [Bool](repeating: true, count: events.count), under: [.positionNoise(offsets: offsets)])
        for (i, touch) in out.enumerated() {
            #expect(abs(touch.location.x - (events[i].location.x + offsets[i].x)) <= 0.0005 + 1e-9)
            #expect(touch.timeMs == events[i].timeMs)
        }
    }

    @Test("another frame rate and another input model are never the replay's own")
    func choicesDiffer() throws {
        var draws = try GSLRandom(seed: 3)
        let t = ExplorationTouches(Self.twoFingers)
        for _ in 0..<50 {
            let fps = t.draw(.frameRate, framesPerSecond: 90, input: .ios, randomness: &draws)
            let input = t.draw(.delivery, framesPerSecond: 90, input: .ios, randomness: &draws)
            #expect(fps == .frameRate(framesPerSecond: 60) || fps == .frameRate(framesPerSecond: 120))
            #expect(input == .delivery(.raw) || input == .delivery(.android))
        }
        // Kinds with nothing to change give nothing.
        let lone = ExplorationTouches([TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 1, y: 1),
                                       TraceTouch(timeMs: 5, phase: .up, pointerID: 0, x: 1, y: 1)])
        #expect(lone.draw(.staggeredLifts, framesPerSecond: 60, input: .raw, randomness: &draws) == nil)
        #expect(lone.draw(.droppedMoves, framesPerSecond: 60, input: .raw, randomness: &draws) == nil)
    }
}

@Suite("TraceExplorer")
struct TraceExplorerTests {
    static let example = RepositoryPaths.trace("explore-double-tap-window.json")

    func explore(_ path: String = example, seed: UInt = 1, runs: Int = 100, checksExpectations: Bool = true,
                 budget: Int = TraceExplorer.defaultShrinkBudget, edit: (inout TraceFile) -> Void = { _ in }) throws -> ExplorationResult {
        var trace = try TraceFile.load(path: path)
        edit(&trace)
        var randomness = try GSLRandom(seed: seed)
        return try TraceExplorer(runs: runs, checksExpectations: checksExpectations, shrinkBudget: budget)
            .explore(TraceReplay(trace: trace), path: path, randomness: &randomness)
    }

    @Test("the bundled double tap breaks under a delivery model and shrinks to its two taps")
    func bundledExample() throws {
        let result = try explore()
        let failure = try #require(result.failure)
        let shrunk = try #require(failure.shrunk)
        #expect(result.eventCount == 38)
        #expect(shrunk.trace.touches.map(\.phase) == [.down, .up, .down, .up])
        #expect(shrunk.perturbations.map(\.kind) == [.delivery])
        #expect(shrunk.reasons.first?.hasPrefix("expect[0] gesturesInclude: ") == true)
        #expect(!shrunk.budgetReached)
        // A delivery model (coalescing or resampling the touches into frames) pushed the
        // second lift past the window (lift to lift, `tap_recognizer.ts`); the shrunk trace
        // fails when checked by itself, and the same two taps as recorded, delivered raw, pass.
        let touches = shrunk.trace.touches
        #expect(touches[3].timeMs - touches[1].timeMs < GestureThresholds.mapLibreGLJS5.doubleTapTimeout * 1000)
        #expect(shrunk.trace.input != nil && shrunk.trace.input != .raw)
        let check = try TraceChecker().check(TraceReplay(trace: shrunk.trace), path: "shrunk")
        #expect(check.status == .failed)
        var plain = shrunk.trace
        plain.input = nil
        let original = try TraceFile.load(path: Self.example).touches
        plain.touches = original.filter { t in touches.contains { $0.pointerID == t.pointerID } && t.phase != .move }
        #expect(try TraceChecker().check(TraceReplay(trace: plain), path: "plain").status == .passed)
    }

    @Test("the same seed gives the same runs, failure and shrunk trace; another seed other runs")
    func deterministic() throws {
        let a = try explore(seed: 5), b = try explore(seed: 5)
        #expect(a.failure?.run == b.failure?.run)
        #expect(a.failure?.perturbations == b.failure?.perturbations)
        #expect(a.failure?.shrunk?.trace == b.failure?.shrunk?.trace)
        #expect(a.failure?.shrunk?.reasons == b.failure?.shrunk?.reasons)
        let c = try explore(seed: 6)
        #expect(c.failure?.perturbations != a.failure?.perturbations)
    }

    @Test("a trace whose expectations hold however the gesture is made passes every run")
    func holds() throws {
        let result = try explore(RepositoryPaths.trace("gesture-scroll-off.json"), runs: 40)
        #expect(result.failure == nil && result.baselineReasons == nil)
        #expect(result.runsDone == 40 && result.invalidRuns == 0)
        #expect(!result.foundFailure)
    }

    @Test("with expectations off only the invariants are checked, and they hold on the example")
    func invariantsOnly() throws {
        let result = try explore(runs: 40, checksExpectations: false)
        #expect(result.failure == nil && result.expectationCount == 0 && result.runsDone == 40)
    }

    @Test("a trace that fails as given is reported, and nothing is perturbed")
    func baselineFails() throws {
        let result = try explore { trace in
            trace.expectations[2] = TraceTimedExpectation(expectation: .camera(TraceCameraExpectation(zoom: 14)))
        }
        #expect(result.baselineReasons == ["expect[2] camera: zoom expected 14 ± 1e-06, got 13"])
        #expect(result.runsDone == 0 && result.failure == nil && result.foundFailure)
    }

    @Test("the shrinker keeps what the unperturbed trace needs to pass: with the pan expected, the pan stays")
    func shrinkKeepsWhatPlainNeeds() throws {
        let result = try explore { trace in
            trace.expectations[0] = TraceTimedExpectation(expectation: .gestures([
                TraceGestureMatcher(kind: .pan), TraceGestureMatcher(kind: .doubleTap),
            ]))
        }
        let shrunk = try #require(result.failure?.shrunk)
        #expect(shrunk.trace.touches.filter { $0.phase == .down }.map(\.pointerID) == [0, 1, 2])
        #expect(shrunk.trace.touches.count < result.eventCount)
    }

    @Test("shrinking stops at its budget and says so")
    func budget() throws {
        let shrunk = try #require(try explore(budget: 3).failure?.shrunk)
        #expect(shrunk.budgetReached && shrunk.candidatesChecked == 3)
        #expect(shrunk.trace.touches.count > 4)
    }
}
