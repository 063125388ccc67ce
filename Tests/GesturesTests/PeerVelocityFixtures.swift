import Foundation
import MapMath
import TestSupport
@testable import Gestures

/// The AOSP velocity suite as data (`Tests/Fixtures/peers/aosp-velocity.json`: the source,
/// licence and format are in the file).
struct AOSPVelocitySuite: Decodable {
    /// One `MotionEvent` of a test's stream.
    struct Motion: Decodable {
        /// Event time, nanoseconds.
        var timeNs: Int64
        /// Pointer i's [x, y] (px), [x, y, true] when resampled, null when not down.
        var positions: [[Position]?]
    }
    /// A number or the resampled flag in a position array.
    enum Position: Decodable {
        case number(Double), resampled(Bool)
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let b = try? c.decode(Bool.self) { self = .resampled(b) } else { self = .number(try c.decode(Double.self)) }
        }
        var value: Double { if case .number(let v) = self { v } else { .nan } }
    }
    /// One asserted figure: a pointer's velocity on one axis (nil: AOSP's no velocity).
    struct Check: Decodable {
        var strategy: String
        var axis: String
        var pointer: Int
        var velocity: Double?
        var quadratic: Bool?
    }
    /// One ported test.
    struct Case: Decodable {
        var test: String
        var lastEvent: String?
        var secondToLastEvent: String?
        var motions: [Motion]
        var checks: [Check]
    }
    /// AOSP's tolerances (fractions of the target).
    struct Tolerances: Decodable {
        var velocity: Double
        var quadratic: Double
        var quadraticZero: Double
    }
    var tolerances: Tolerances
    var cases: [Case]

    static let shared: AOSPVelocitySuite = {
        let data = FileManager.default.contents(atPath: RepositoryPaths.peer("aosp-velocity.json"))!
        return try! JSONDecoder().decode(AOSPVelocitySuite.self, from: data)
    }()
}

/// An Android `MotionEvent` action, as the AOSP test's `createTouchMotionEventStream` and
/// `resolveAction` assign them to a stream of entries.
enum AOSPAction: Equatable {
    case down, pointerDown(Int), move, pointerUp(Int, canceled: Bool), up, cancel
}

extension AOSPVelocitySuite.Case {
    /// Pointer ids down in entry `i`.
    func pointers(_ i: Int) -> [Int] { motions[i].positions.indices.filter { motions[i].positions[$0] != nil } }

    /// Each entry's action: the first is DOWN; the last is UP when one pointer is left;
    /// otherwise a pointer appearing since the previous entry is POINTER_DOWN, one missing in
    /// the next entry POINTER_UP, else MOVE; then the case's own edits (`lastEvent`,
    /// `secondToLastEvent`).
    var actions: [AOSPAction] {
        var out: [AOSPAction] = []
        for i in motions.indices {
            let now = Set(pointers(i))
            if i == 0 {
                out.append(.down)
            } else if i == motions.count - 1 && now.count == 1 {
                out.append(.up)
            } else if let added = now.subtracting(pointers(i - 1)).first {
                out.append(.pointerDown(added))
            } else if i + 1 < motions.count, let leaving = now.subtracting(pointers(i + 1)).first {
                out.append(.pointerUp(leaving, canceled: false))
            } else {
                out.append(.move)
            }
        }
        if lastEvent == "cancel" { out[out.count - 1] = .cancel }
        if secondToLastEvent == "pointerUpCanceled", case .pointerUp(let id, _) = out[out.count - 2] {
            out[out.count - 2] = .pointerUp(id, canceled: true)
        }
        return out
    }
}

/// Our model of what AOSP's `VelocityTracker::addMovement` (frameworks/native
/// `libs/input/VelocityTracker.cpp`, android-14.0.0_r55) does with each action, feeding one
/// of our `VelocityTracker`s per pointer: DOWN clears every pointer, POINTER_DOWN clears
/// that pointer, and both add every pointer's position like MOVE (resampled ones skipped);
/// a POINTER_UP with FLAG_CANCELED clears only that pointer; UP and POINTER_UP add nothing
/// but clear every pointer when more than 40 ms passed since the last added sample;
/// CANCEL clears every pointer; a sample more than 40 ms after the last one clears every
/// pointer first. The least-squares fit and its window are our tracker's.
struct AOSPFrontEnd {
    var trackers: [Int: VelocityTracker] = [:]
    var lastEventTime: Int64?
    static let stopped: Int64 = 40_000_000

    mutating func run(_ c: AOSPVelocitySuite.Case, clockShiftNs: Int64 = 0) {
        for (motion, action) in zip(c.motions, c.actions) {
            let t = motion.timeNs + clockShiftNs
            switch action {
            case .down: trackers = [:]
            case .pointerDown(let id): trackers[id] = nil
            case .move: break
            case .pointerUp(let id, let canceled):
                if canceled { trackers[id] = nil; continue }
                if let last = lastEventTime, t - last > Self.stopped { trackers = [:] }
                continue
            case .up:
                if let last = lastEventTime, t - last > Self.stopped { trackers = [:] }
                continue
            case .cancel:
                trackers = [:]
                continue
            }
            for (id, position) in motion.positions.enumerated() {
                guard let position, position.count < 3 else { continue }
                if trackers[id] != nil, let last = lastEventTime, t - last > Self.stopped { trackers = [:] }
                lastEventTime = t
                trackers[id, default: VelocityTracker()]
                    .add(time: Double(t) / 1e9, location: ScreenPoint(x: position[0].value, y: position[1].value))
            }
        }
    }

    /// Pointer `id`'s velocity on `axis` ("x" or "y"), px/s: 0 where AOSP has none (no
    /// samples, or one in the window), as `getXVelocity` reports it.
    func velocity(_ id: Int, axis: String) -> Double {
        guard let v = trackers[id]?.velocity() else { return 0 }
        return axis == "x" ? v.x : v.y
    }
}

/// Flutter's velocity suite as data (`Tests/Fixtures/peers/flutter-velocity.json`).
struct FlutterVelocitySuite: Decodable {
    /// One stroke and the velocity expected at its up.
    struct Case: Decodable {
        var test: String
        var stroke: Int
        var expected: [Double]
        /// [time ms, down|move|up, pointer, x, y].
        var events: [Event]
    }
    /// One pointer event.
    struct Event: Decodable {
        var timeMs: Int64, kind: String, pointer: Int, x: Double, y: Double
        init(from decoder: Decoder) throws {
            var c = try decoder.unkeyedContainer()
            timeMs = try c.decode(Int64.self)
            kind = try c.decode(String.self)
            pointer = try c.decode(Int.self)
            x = try c.decode(Double.self)
            y = try c.decode(Double.self)
        }
    }
    /// Flutter's tolerance, a fraction of the expected value.
    struct Tolerance: Decodable { var relative: Double }
    var tolerance: Tolerance
    var cases: [Case]

    static let shared: FlutterVelocitySuite = {
        let data = FileManager.default.contents(atPath: RepositoryPaths.peer("flutter-velocity.json"))!
        return try! JSONDecoder().decode(FlutterVelocitySuite.self, from: data)
    }()
}
