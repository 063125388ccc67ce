#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import MapSimulation
import TraceFormat
import TraceJSON
import Replays

/// Replays many trace files and checks their expectations, on several threads at once.
/// Results come back in input order, identical whatever the number of jobs: each trace
/// is replayed on its own, and nothing a replay computes depends on another or on timing.
///
/// Every path gets its own `TraceCheckResult`: a missing or invalid file is an `.error`
/// for that path and the others are still checked; a JSON file that is not a trace
/// (`TraceError.Kind.notATrace`: a JSON Schema, a profile file) is `.skipped`, and so is
/// an unknown JSON object (`.unknownJSON`), which `strict` fails instead, as it fails an
/// empty folder (`TraceCorpus.files(_:keepingEmptyFolders:)`).
public struct TraceChecker: Sendable {
    /// Frames per second of every replay (`--fps`), or nil for each trace's own
    /// `framesPerSecond`, else 60.
    public var framesPerSecond: Double?
    /// The profile overriding each trace's own (which is then not loaded), or nil.
    public var profile: MotionProfile?
    /// The input delivery model overriding each trace's own (`--input`), or nil.
    public var input: InputDeliveryModel?
    /// How `--profile` was given, a name or a profile file's path, which `update(path:)`
    /// writes into each trace as its `profile`; nil when no profile was given. Default nil.
    public var profileReference: String?
    /// Whether a trace with no expectations, a JSON object that is neither a trace nor a
    /// recognised non-trace (`TraceError.Kind.unknownJSON`) and an empty folder fail
    /// (`--strict`) instead of passing or being skipped. Default false.
    public var strict: Bool
    /// The invariants every replay is checked against (`--invariants`); a failed one fails
    /// the trace. Default all.
    public var invariants: InvariantSelection
    /// The smallest file whose touch rows are streamed from it rather than held
    /// (`TraceFile.streamingMinimumBytes`); tests set 0.
    package var streamingMinimumBytes = TraceFile.streamingMinimumBytes
    #if MAPSIM_TEST_HOOKS
    /// Changes each replay's initial map view (tests switch on `MapView` faults with it);
    /// nil by default. Debug builds only, as the faults.
    var preparingView: (@Sendable (inout MapView) -> Void)?
    #endif

    /// Paths checked per batch by `check(paths:jobs:each:)`: results are handed on after
    /// each batch, so memory holds one batch of results, not a whole corpus (our choice:
    /// enough to keep every job busy; a bundled trace checks in about a millisecond).
    public static let batchSize = 256

    /// A checker at `framesPerSecond` with optional profile and input overrides, checking
    /// `invariants` (default all); `profileReference` is how the profile was given.
    public init(framesPerSecond: Double? = nil, profile: MotionProfile? = nil, profileReference: String? = nil,
                input: InputDeliveryModel? = nil, strict: Bool = false, invariants: InvariantSelection = .all) {
        self.framesPerSecond = framesPerSecond
        self.profile = profile
        self.profileReference = profileReference
        self.input = input
        self.strict = strict
        self.invariants = invariants
    }

    /// Loads, replays and checks one file (its profile file, if it names one, resolved
    /// against its folder: `TraceReplay.load(path:framesPerSecond:profile:)`): its
    /// expectations and the invariants chosen.
    public func check(path: String) -> TraceCheckResult {
        do throws(TraceError) {
            // The rows stay in the file: a long recording is checked without holding it.
            let replay = try TraceReplay.load(path: path, framesPerSecond: framesPerSecond, profile: profile, input: input,
                                              streamingTouchesFrom: streamingMinimumBytes)
            return try check(replay, path: path)
        } catch {
            if error.kind == .notATrace || (error.kind == .unknownJSON && !strict) {
                return TraceCheckResult(path: path, status: .skipped)
            }
            if error.kind == .unknownJSON {
                return TraceCheckResult(path: path, status: .failed, failureNote: Self.unknownJSONNote)
            }
            if strict, error.kind == .unreadable, TraceCorpus.isEmptyFolder(path) {
                return TraceCheckResult(path: path, status: .failed, failureNote: Self.emptyFolderNote)
            }
            return TraceCheckResult(path: path, status: .error,
                                    error: error.fileName == nil ? error.withFileName(path) : error)
        }
    }

    /// Why `strict` fails a JSON object with neither `format` nor `$schema`.
    public static let unknownJSONNote = "not a trace, nor a JSON Schema or profile file (no \"format\" key, no \"$schema\"; --strict)"
    /// Why `strict` fails a folder with no `*.json` file below it.
    public static let emptyFolderNote = "no *.json file in this folder (--strict)"

    /// Runs `replay` and checks its expectations and the invariants chosen, as
    /// `check(path:)` does for a file (this checker's frame rate, profile and input do not
    /// apply: the replay carries its own); `path` names it in the result. Throws what
    /// `TraceReplay.run` throws.
    public func check(_ replay: TraceReplay, path: String) throws(TraceError) -> TraceCheckResult {
        // Streamed, the expectations matched as it runs: a long recording is checked in
        // memory that does not grow with it.
        #if MAPSIM_TEST_HOOKS
        let prepare = preparingView ?? { _ in }
        #else
        let prepare: (inout MapView) -> Void = { _ in }
        #endif
        let (replay, outcomes) = try replay.runCheckingExpectations(invariants: invariants, preparing: prepare)
        let failures = outcomes.filter { !$0.passed }
        let invariantFailures = replay.invariants.failures
        let note = strict && outcomes.isEmpty ? "no expectations (--strict)" : nil
        let passed = failures.isEmpty && invariantFailures.isEmpty && note == nil
        return TraceCheckResult(path: path, status: passed ? .passed : .failed,
                                expectationCount: outcomes.count, failures: failures, failureNote: note,
                                replayedMs: ReportFormat.milliseconds(replay.simulation.endTime),
                                invariantFailures: invariantFailures)
    }

    /// Checks every file in `paths` with up to `jobs` threads (at least 1); the results are
    /// in the order of `paths`.
    public func check(paths: [String], jobs: Int) -> [TraceCheckResult] {
        var results: [TraceCheckResult] = []
        results.reserveCapacity(paths.count)
        check(paths: paths, jobs: jobs) { results.append($0) }
        return results
    }

    /// Checks every file in `paths` with up to `jobs` threads (at least 1), handing each
    /// result to `each` in the order of `paths`, batch by batch (`batchSize`), so a
    /// caller can print results while later ones are still being checked.
    public func check(paths: [String], jobs: Int, each: (TraceCheckResult) -> Void) {
        forEachPath(paths, jobs: jobs, work: check(path:), each: each)
    }

    /// Runs `work` on every path with up to `jobs` threads, handing each result to `each`
    /// in the order of `paths`, batch by batch (`batchSize`).
    func forEachPath<Result: Sendable>(_ paths: [String], jobs: Int, work: @Sendable (String) -> Result,
                                       each: (Result) -> Void) {
        var start = 0
        while start < paths.count {
            let batch = Array(paths[start..<min(paths.count, start + Self.batchSize)])
            for result in runBatch(batch, jobs: jobs, work: work) { each(result) }
            start += batch.count
        }
    }

    private func runBatch<Result: Sendable>(_ paths: [String], jobs: Int, work: @Sendable (String) -> Result) -> [Result] {
        let workers = max(1, min(jobs, paths.count))
        if workers == 1 { return paths.map(work) }
        let results = ResultSlots<Result>(count: paths.count)
        let next = WorkCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let i = next.take(below: paths.count) {
                results.store(work(paths[i]), at: i)
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
