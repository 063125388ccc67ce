#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import CameraMotion
import MapSimulation

/// Replays many trace files and checks their expectations, on several threads at once.
/// Results come back in input order, identical whatever the number of jobs: each trace
/// is replayed on its own, and nothing a replay computes depends on another or on timing.
public struct TraceChecker: Sendable {
    /// The verdict on one trace file.
    public struct Report: Sendable {
        /// The file as given.
        public var path: String
        /// One outcome per `expect` entry, in file order.
        public var outcomes: [ExpectationOutcome]
        /// Whether every expectation held.
        public var passed: Bool { outcomes.allSatisfy(\.passed) }
    }

    /// Frames per second of every replay.
    public var framesPerSecond: Double
    /// The profile overriding each trace's own, or nil.
    public var profile: MotionProfile?

    /// A checker at `framesPerSecond` with an optional profile override.
    public init(framesPerSecond: Double = FrameClock.defaultFramesPerSecond, profile: MotionProfile? = nil) {
        self.framesPerSecond = framesPerSecond
        self.profile = profile
    }

    /// Loads, replays and checks one file.
    public func check(path: String) -> Result<Report, TraceError> {
        do throws(TraceError) {
            let trace = try TraceFile.load(path: path)
            let result = try TraceReplay(trace: trace, framesPerSecond: framesPerSecond, profile: profile).run()
            return .success(Report(path: path, outcomes: result.checkExpectations()))
        } catch {
            return .failure(error.fileName == nil ? error.withFileName(path) : error)
        }
    }

    /// Checks every file in `paths` with up to `jobs` threads (at least 1); the results are
    /// in the order of `paths`.
    public func check(paths: [String], jobs: Int) -> [Result<Report, TraceError>] {
        let results = ResultSlots<Result<Report, TraceError>>(count: paths.count)
        let workers = max(1, min(jobs, paths.count))
        if workers == 1 {
            for (i, path) in paths.enumerated() { results.store(check(path: path), at: i) }
        } else {
            let next = WorkCounter()
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let i = next.take(below: paths.count) {
                    results.store(check(path: paths[i]), at: i)
                }
            }
        }
        return results.values()
    }

    /// The number of processors online: the default for `jobs`.
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

/// One slot per input, each written once by whichever thread handled that input.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = Mutex()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    func values() -> [Value] {
        lock.withLock { slots.map { $0! } }
    }
}

/// Hands out the indices 0, 1, 2, … once each, across threads.
private final class WorkCounter: @unchecked Sendable {
    private var nextIndex = 0
    private let lock = Mutex()

    func take(below count: Int) -> Int? {
        lock.withLock {
            guard nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }
}

/// A pthread mutex.
private final class Mutex: @unchecked Sendable {
    private let handle: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        handle = .allocate(capacity: 1)
        pthread_mutex_init(handle, nil)
    }

    deinit {
        pthread_mutex_destroy(handle)
        handle.deallocate()
    }

    func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(handle)
        defer { pthread_mutex_unlock(handle) }
        return body()
    }
}
