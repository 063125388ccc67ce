import MapMath
import MapSimulation
import TraceFormat
import Replays
import TraceChecking

/// A trace's touches as `TraceExplorer` varies them: which sample and which finger's
/// stroke each event belongs to, and the touches that come out of a set of kept events
/// under a set of perturbations (`touches(keeping:under:)`).
///
/// Built once per exploration in O(n) for n events (O(n·f) with f fingers down at once,
/// at most `TraceDecoder.maxPointersDown`); every perturbed trace is made from it in
/// O(n log n) (one sort).
public struct ExplorationTouches: Sendable {
    /// The original touches, in trace order.
    public let events: [TraceTouch]
    /// Each event's sample: the index of its time among the trace's distinct times.
    public let sampleOfEvent: [Int]
    /// Each sample's time, milliseconds, ascending.
    public let sampleTimesMs: [Double]
    /// Each event's stroke: the index of the finger's landing (the events from a `down`
    /// to its lift, or to the trace's end, of one pointer).
    public let strokeOfEvent: [Int]
    /// How many strokes there are.
    public let strokeCount: Int
    /// Each event's next event of the same pointer, or nil.
    let nextOfPointer: [Int?]
    /// The lifts that `staggeredLifts` delays: those with another finger's lift within
    /// `TracePerturbation.maxStaggerMs`, ascending.
    public let sharedLifts: [Int]

    /// Smallest gap kept between two samples that perturbed times would otherwise put in
    /// the wrong order, and between a delayed lift and its finger's next event: 0.001 ms
    /// (our choice: far below any device's sampling, so the order is kept and nothing
    /// else changes).
    public static let minimumGapMs = 0.001

    /// `value` rounded to 0.001 (a microsecond, a thousandth of a point): perturbed times
    /// and positions are kept to three decimals, so a shrunk trace reads well and is
    /// exactly what was checked (our choice; far below any effect the perturbations have).
    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// The structure of `events` (in trace order, as a valid trace has them).
    public init(_ events: [TraceTouch]) {
        self.events = events
        var sampleOf = [Int](repeating: 0, count: events.count)
        var times: [Double] = []
        var strokeOf = [Int](repeating: 0, count: events.count)
        var next = [Int?](repeating: nil, count: events.count)
        var open: [(pointer: Int, stroke: Int)] = []
        var lastOfPointer: [(pointer: Int, index: Int)] = []
        var strokes = 0
        for (index, touch) in events.enumerated() {
            if times.last != touch.timeMs { times.append(touch.timeMs) }
            sampleOf[index] = times.count - 1
            if let k = lastOfPointer.firstIndex(where: { $0.pointer == touch.pointerID }) {
                next[lastOfPointer[k].index] = index
                lastOfPointer[k].index = index
            } else {
                lastOfPointer.append((touch.pointerID, index))
            }
            if let k = open.firstIndex(where: { $0.pointer == touch.pointerID }) {
                strokeOf[index] = open[k].stroke
                if touch.phase == .up || touch.phase == .cancel { open.remove(at: k) }
            } else {
                strokeOf[index] = strokes
                if touch.phase == .down || touch.phase == .move { open.append((touch.pointerID, strokes)) }
                strokes += 1
            }
        }
        sampleOfEvent = sampleOf
        sampleTimesMs = times
        strokeOfEvent = strokeOf
        strokeCount = strokes
        nextOfPointer = next
        let lifts = events.indices.filter { events[$0].phase == .up }
        var shared: [Int] = []
        for (k, i) in lifts.enumerated() {
            // Lifts are in time order: the nearest other finger's lifts are neighbours.
            func together(_ j: Int) -> Bool {
                events[j].pointerID != events[i].pointerID
                    && abs(events[j].timeMs - events[i].timeMs) <= TracePerturbation.maxStaggerMs
            }
            var found = false
            var j = k - 1
            while !found, j >= 0, events[i].timeMs - events[lifts[j]].timeMs <= TracePerturbation.maxStaggerMs {
                found = together(lifts[j]); j -= 1
            }
            j = k + 1
            while !found, j < lifts.count, events[lifts[j]].timeMs - events[i].timeMs <= TracePerturbation.maxStaggerMs {
                found = together(lifts[j]); j += 1
            }
            if found { shared.append(i) }
        }
        sharedLifts = shared
    }

    /// The indices of the move events, ascending.
    public var moveIndices: [Int] { events.indices.filter { events[$0].phase == .move } }

    /// A perturbation of `kind` drawn from `randomness`, or nil when it would change
    /// nothing: no move drawn to drop, no lifts together, or no frame rate or delivery
    /// model other than `framesPerSecond` and `input` (the replay's own).
    public func draw<R: PerturbationRandomness>(_ kind: TracePerturbation.Kind, framesPerSecond: Double,
                                                input: InputDeliveryModel, randomness: inout R) -> TracePerturbation? {
        func pick<T>(_ choices: [T]) -> T? {
            guard !choices.isEmpty else { return nil }
            return choices[min(choices.count - 1, Int(randomness.uniform() * Double(choices.count)))]
        }
        switch kind {
        case .timingJitter:
            guard !sampleTimesMs.isEmpty else { return nil }
            let m = TracePerturbation.maxJitterMs
            return .timingJitter(offsetsMs: sampleTimesMs.map { _ in (randomness.uniform() * 2 - 1) * m })
        case .droppedMoves:
            let dropped = moveIndices.filter { _ in randomness.uniform() < TracePerturbation.dropProbability }
            return dropped.isEmpty ? nil : .droppedMoves(eventIndices: dropped)
        case .frameRate:
            return pick(TracePerturbation.frameRates.filter { $0 != framesPerSecond }).map { .frameRate(framesPerSecond: $0) }
        case .staggeredLifts:
            guard !sharedLifts.isEmpty else { return nil }
            return .staggeredLifts(sharedLifts.map {
                TracePerturbation.StaggeredLift(eventIndex: $0, delayMs: randomness.uniform() * TracePerturbation.maxStaggerMs)
            })
        case .positionNoise:
            guard !events.isEmpty else { return nil }
            let sigma = TracePerturbation.noiseSigmaPoints
            return .positionNoise(offsets: events.map { _ in
                let dx = randomness.gaussian(sigma: sigma)
                return ScreenPoint(x: dx, y: randomness.gaussian(sigma: sigma))
            })
        case .delivery:
            return pick(InputDeliveryModel.allCases.filter { $0 != input }).map { .delivery($0) }
        }
    }

    /// The touches of the events `kept` marks (one flag per event) under `perturbations`,
    /// in time order: dropped moves left out; each sample's time moved by its jitter
    /// (then kept at least `minimumGapMs` after the sample before it, and ≥ 0); each
    /// staggered lift delayed (at most to `minimumGapMs` before its finger's next kept
    /// event); each position moved by its noise. Perturbed times and positions are
    /// `rounded(_:)` to three decimals. Events at one time keep their trace
    /// order. A valid trace with whole strokes kept gives a valid trace.
    public func touches(keeping kept: [Bool], under perturbations: [TracePerturbation]) -> [TraceTouch] {
        precondition(kept.count == events.count, "one flag per event")
        var keep = kept
        var jitter: [Double]?
        var noise: [ScreenPoint]?
        var delays: [TracePerturbation.StaggeredLift] = []
        for perturbation in perturbations {
            switch perturbation {
            case let .timingJitter(offsets): jitter = offsets
            case let .droppedMoves(indices): for i in indices { keep[i] = false }
            case let .staggeredLifts(lifts): delays = lifts
            case let .positionNoise(offsets): noise = offsets
            case .frameRate, .delivery: break
            }
        }
        // Sample times, kept in order over the samples that still have an event.
        var sampleUsed = [Bool](repeating: false, count: sampleTimesMs.count)
        for i in events.indices where keep[i] { sampleUsed[sampleOfEvent[i]] = true }
        var sampleTime = sampleTimesMs
        if let jitter {
            var previous = -Double.infinity
            for s in sampleTime.indices where sampleUsed[s] {
                let moved = max(0, Self.rounded(sampleTimesMs[s] + jitter[s]))
                sampleTime[s] = max(moved, Self.rounded(previous + Self.minimumGapMs))
                previous = sampleTime[s]
            }
        }
        var time = events.indices.map { sampleTime[sampleOfEvent[$0]] }
        for lift in delays where keep[lift.eventIndex] {
            var limit = Double.infinity
            var next = nextOfPointer[lift.eventIndex]
            while let n = next, !keep[n] { next = nextOfPointer[n] }
            if let n = next { limit = time[n] - Self.minimumGapMs }
            let i = lift.eventIndex
            time[i] = max(time[i], min(Self.rounded(time[i] + lift.delayMs), limit))
        }
        var order = events.indices.filter { keep[$0] }
        order.sort { time[$0] != time[$1] ? time[$0] < time[$1] : $0 < $1 }
        return order.map { i in
            var touch = events[i]
            touch.timeMs = time[i]
            if let noise {
                touch.location = ScreenPoint(x: Self.rounded(touch.location.x + noise[i].x),
                                             y: Self.rounded(touch.location.y + noise[i].y))
            }
            return touch
        }
    }
}
