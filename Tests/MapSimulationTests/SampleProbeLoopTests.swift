import MapMath
import Gestures
import SeededRandom
import TestSupport
import Testing
@testable import MapSimulation

/// The sample probe's finger loops (`MapView.beginSampleProbe`, `endSampleProbe`: one pass
/// over unchecked buffers, the fingers that stayed merged in place) against a plain
/// reference computed here from the engine's fingers before and after each sample, with a
/// dictionary by id: seeded random fingers landing, moving, lifting and cancelled, moves the
/// recognisers do not see, lifts without a usable location, and commands that make the
/// engine ignore the fingers down. Fingers and centroids must be equal, bit for bit.
@Suite struct SampleProbeLoopTests {
    /// A finger the engine follows: its id and location, read through its checked accessors.
    struct Tracked: Equatable {
        var id: Int
        var location: ScreenPoint
    }

    /// What the probe should record for one sample.
    struct Expected: Equatable {
        var fingers: [SampleProbe.Finger]
        var centroidBefore: ScreenPoint?
        var centroidBeforeMoved: ScreenPoint?
        var centroidAfter: ScreenPoint?
        var fingerCountBefore: Int
        var fingerCountAfter: Int
    }

    static func tracked(_ view: MapView) -> [Tracked] {
        (0..<view.engine.trackedFingerCount).map {
            Tracked(id: view.engine.trackedFingerID(at: $0), location: view.engine.trackedFingerLocation(at: $0))
        }
    }

    /// The fingers through `withTrackedFingers`, the unchecked reads the probe uses.
    static func trackedInPlace(_ view: MapView) -> [Tracked] {
        view.engine.withTrackedFingers { fingers in
            (0..<fingers.count).map { Tracked(id: fingers.id(at: $0), location: fingers.location(at: $0)) }
        }
    }

    /// The mean of `points`, summed in their order from zero (as the probe and the engine
    /// sum fingers: in increasing id order); nil with none.
    static func mean(_ points: [ScreenPoint]) -> ScreenPoint? {
        guard !points.isEmpty else { return nil }
        let sum = points.reduce(SIMD2<Double>.zero) { $0 + SIMD2($1.x, $1.y) }
        return ScreenPoint(x: sum.x / Double(points.count), y: sum.y / Double(points.count))
    }

    /// Where finger `id` lifted in `sample`: its last move or up with a finite location
    /// that the recognisers saw (not a velocity-only move).
    static func liftLocation(_ id: Int, in sample: [TouchEvent]) -> ScreenPoint? {
        sample.last {
            $0.pointerID == id && ($0.phase == .move || $0.phase == .up) && $0.role != .velocityOnly
                && $0.location.x.isFinite && $0.location.y.isFinite
        }?.location
    }

    static func expected(before: [Tracked], after: [Tracked], sample: [TouchEvent]) -> Expected {
        let afterByID = Dictionary(uniqueKeysWithValues: after.map { ($0.id, $0.location) })
        let stayed = before.compactMap { finger in
            afterByID[finger.id].map { SampleProbe.Finger(id: finger.id, before: finger.location, after: $0) }
        }
        let moved = before.map { afterByID[$0.id] ?? liftLocation($0.id, in: sample) ?? $0.location }
        return Expected(fingers: stayed, centroidBefore: mean(before.map(\.location)),
                        centroidBeforeMoved: mean(moved), centroidAfter: mean(after.map(\.location)),
                        fingerCountBefore: before.count, fingerCountAfter: after.count)
    }

    static func recorded(_ p: SampleProbe) -> Expected {
        Expected(fingers: p.fingers, centroidBefore: p.centroidBefore, centroidBeforeMoved: p.centroidBeforeMoved,
                 centroidAfter: p.centroidAfter, fingerCountBefore: p.fingerCountBefore,
                 fingerCountAfter: p.fingerCountAfter)
    }

    static func point(_ random: inout SplitMix64) -> ScreenPoint {
        ScreenPoint(x: random.double(in: 0...400), y: random.double(in: 0...800))
    }

    /// One random sample at `time` for the fingers `down` (ids the test has put down and
    /// not lifted; updated): moves, lifts, cancels, landings (some lifting in the same
    /// sample), never empty.
    static func sample(at time: Double, down: inout [Int], _ random: inout SplitMix64) -> [TouchEvent] {
        var events: [TouchEvent] = []
        for id in down.shuffled(using: &random) {
            let roll = random.next() % 100
            let location = point(&random)
            switch roll {
            case 0..<60:
                events.append(TouchEvent(time: time, phase: .move, pointerID: id, location: location))
            case 60..<66:
                events.append(TouchEvent(time: time, phase: .move, pointerID: id, location: location, role: .velocityOnly))
            case 66..<70:
                events.append(TouchEvent(time: time, phase: .move, pointerID: id, location: location, role: .positionOnly))
            case 70..<76:
                // A move, then the lift somewhere else: the lift's location counts.
                events.append(TouchEvent(time: time, phase: .move, pointerID: id, location: location))
                events.append(TouchEvent(time: time, phase: .up, pointerID: id, location: point(&random)))
                down.removeAll { $0 == id }
            case 76..<79:
                // A move, then a lift with no usable location: the move's location counts.
                events.append(TouchEvent(time: time, phase: .move, pointerID: id, location: location))
                events.append(TouchEvent(time: time, phase: .up, pointerID: id, x: .nan, y: 0))
                down.removeAll { $0 == id }
            case 79..<81:
                // A lift after a move only the velocity tracker sees: where the finger was.
                events.append(TouchEvent(time: time, phase: .move, pointerID: id, location: location, role: .velocityOnly))
                events.append(TouchEvent(time: time, phase: .up, pointerID: id, x: .infinity, y: 0))
                down.removeAll { $0 == id }
            case 81..<84:
                events.append(TouchEvent(time: time, phase: .cancel, pointerID: id, location: location))
                down.removeAll { $0 == id }
            default:
                break
            }
        }
        let landings = down.count < 7 && random.next() % 4 == 0 ? Int(random.next() % 3) + 1 : 0
        for _ in 0..<landings {
            let free = (0..<12).filter { !down.contains($0) }
            let id = free[Int(random.next() % UInt64(free.count))]
            events.append(TouchEvent(time: time, phase: .down, pointerID: id, location: point(&random)))
            switch random.next() % 6 {
            case 0:
                // Lands and lifts in the sample: never followed before or after it.
                events.append(TouchEvent(time: time, phase: .up, pointerID: id, location: point(&random)))
            case 1:
                events.append(TouchEvent(time: time, phase: .move, pointerID: id, location: point(&random)))
                down.append(id)
            default:
                down.append(id)
            }
        }
        if events.isEmpty {
            if let id = down.first {
                events.append(TouchEvent(time: time, phase: .move, pointerID: id, location: point(&random)))
            } else {
                let id = Int(random.next() % 12)
                events.append(TouchEvent(time: time, phase: .down, pointerID: id, location: point(&random)))
                down.append(id)
            }
        }
        return events
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func fingersAndCentroidsEqualAPlainReference(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var view = Scene.view()
        view.probesSamples = true
        var down: [Int] = []
        var time = 0.0
        var changes = 0, lifts = 0, landings = 0, samples = 0
        for step in 0..<1500 {
            time += random.double(in: 0.004...0.02)
            if step % 97 == 50 && !down.isEmpty {
                // A command while fingers are down: the engine ignores them until they lift.
                view.perform(.animateToBearing(random.double(in: 0...359)), at: time)
                time += 0.001
            }
            if step % 7 == 0 { view.renderFrame(at: time) }
            let before = Self.tracked(view)
            let sample = Self.sample(at: time, down: &down, &random)
            view.handleTouches(sample)
            let after = Self.tracked(view)
            #expect(Self.trackedInPlace(view) == after)
            #expect(after.map(\.id) == after.map(\.id).sorted(), "the engine keeps its fingers in id order")
            let expected = Self.expected(before: before, after: after, sample: sample)
            let probe = view.sampleProbe
            #expect(Self.recorded(probe) == expected, "seed \(seed), sample \(step)")
            #expect(probe.fingerSetChanged == (expected.fingers.count != before.count || expected.fingers.count != after.count))
            samples += 1
            if probe.fingerSetChanged { changes += 1 }
            if expected.fingers.count < before.count { lifts += 1 }
            if expected.fingers.count < after.count { landings += 1 }
        }
        // The run covers what the merge must get right, many times.
        #expect(samples == 1500 && changes > 200 && lifts > 100 && landings > 100, "\(changes) \(lifts) \(landings)")
    }
}
