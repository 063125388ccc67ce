#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Measures how much parallel work the machine allows at the moment, next to a parallel
/// benchmark, so that its speedup can be read against what was possible.
///
/// On a shared virtual machine a "processor" can be a host thread that someone else's
/// work also uses; two such processors then give less than twice the work of one, and no
/// program can scale past that. The probe times one serial run of `work`
/// (`timeSerial()`, the benchmark's one-job reference), then (`measureCapacity()`) runs
/// `work` on `threads` threads at once, each on its own with nothing shared between them,
/// and records the processors' worth of work they got
/// (`BenchmarkStatistics.parallelCapacity`): 2.0 on two free processors.
///
/// Used on one thread (the runner's); the threads it starts only run `work` and report
/// their own times.
final class HostCapacityProbe {
    /// Threads run at once by `measureCapacity()`.
    let threads: Int
    /// The serial work: the same as the benchmark's one-job reference.
    let work: @Sendable () -> Void
    /// The last `timeSerial()` time, nanoseconds, until a capacity is measured against it.
    private var lastSerialNanoseconds: Double?
    /// The last `timeParallel(_:)` time, nanoseconds, until a capacity is measured.
    private var lastParallelNanoseconds: Double?
    /// One capacity per `measureCapacity()` that had a serial time, in order.
    private(set) var capacities: [Double] = []
    /// Per round with a parallel time too: the speedup (serial over parallel time) as a
    /// fraction of that round's capacity, in order.
    private(set) var efficiencies: [Double] = []

    /// A probe running `work` on `threads` threads (at least 1).
    init(threads: Int, work: @escaping @Sendable () -> Void) {
        precondition(threads >= 1, "HostCapacityProbe needs at least one thread")
        self.threads = threads
        self.work = work
    }

    /// Runs `work` once on this thread and keeps its time for the next capacity.
    func timeSerial() {
        let start = MonotonicClock.nanoseconds()
        work()
        lastSerialNanoseconds = Double(MonotonicClock.nanoseconds() &- start)
    }

    /// Runs `body` (the parallel work being benchmarked) and keeps its time, to compare
    /// the speedup of the round with its capacity.
    func timeParallel(_ body: () -> Void) {
        let start = MonotonicClock.nanoseconds()
        body()
        lastParallelNanoseconds = Double(MonotonicClock.nanoseconds() &- start)
    }

    /// Runs `work` on `threads` threads at once and records their capacity against the
    /// last serial time (and, with a parallel time, the round's efficiency); does nothing
    /// without a serial time.
    func measureCapacity() {
        guard let serial = lastSerialNanoseconds else { return }
        let parallel = lastParallelNanoseconds
        lastSerialNanoseconds = nil
        lastParallelNanoseconds = nil
        guard let times = runConcurrently(),
              let capacity = BenchmarkStatistics.parallelCapacity(serialNanoseconds: serial,
                                                                  threadNanoseconds: times) else { return }
        capacities.append(capacity)
        if let parallel, parallel > 0 { efficiencies.append(serial / parallel / capacity) }
    }

    /// The median of the last `lastRounds` capacities (the timed rounds, after warm-up);
    /// nil when none was measured.
    func medianCapacity(lastRounds: Int) -> Double? {
        BenchmarkStatistics.median(of: capacities.suffix(max(lastRounds, 0)))
    }

    /// The median of the last `lastRounds` efficiencies; nil when none was measured.
    func medianEfficiency(lastRounds: Int) -> Double? {
        BenchmarkStatistics.median(of: efficiencies.suffix(max(lastRounds, 0)))
    }

    /// Each thread's time for one run of `work`, nanoseconds; nil when a thread could not
    /// be started. The threads wait for each other before starting their clocks, so a
    /// thread that starts late does not run alone. This thread is one of them; the others
    /// are new POSIX threads, not Dispatch workers: the threads spin until all have
    /// started, and Dispatch's pool (one worker per processor) may be busy with other
    /// work, such as two tests that each probe at once.
    private func runConcurrently() -> [Double]? {
        let run = ConcurrentRun(threads: threads, work: work)
        let done = DispatchGroup()
        for index in 1..<threads {
            done.enter()
            guard startDetachedThread({
                run.runOnce(index)
                done.leave()
            }) else {
                done.leave()
                run.abandon()
                done.wait()
                return nil
            }
        }
        run.runOnce(0)
        done.wait()
        return run.times.withLock { $0 }
    }
}

/// The state `HostCapacityProbe` shares with its threads for one concurrent run.
private final class ConcurrentRun: Sendable {
    let threads: Int
    let work: @Sendable () -> Void
    /// Threads that have started, for the start line.
    let started = Atomic<Int>(0)
    /// Set when a thread could not be started: the others stop waiting and do no work.
    let abandoned = Atomic<Bool>(false)
    /// Each thread's time, nanoseconds, by index.
    let times: Mutex<[Double]>

    init(threads: Int, work: @escaping @Sendable () -> Void) {
        self.threads = threads
        self.work = work
        times = Mutex([Double](repeating: 0, count: threads))
    }

    /// Tells the waiting threads that not all will start.
    func abandon() {
        abandoned.store(true, ordering: .releasing)
    }

    /// Waits until every thread has started, then runs and times `work` as thread `index`;
    /// returns at once when the run is abandoned.
    func runOnce(_ index: Int) {
        started.add(1, ordering: .acquiringAndReleasing)
        while started.load(ordering: .acquiring) < threads {
            if abandoned.load(ordering: .acquiring) { return }
        }
        let start = MonotonicClock.nanoseconds()
        work()
        let elapsed = Double(MonotonicClock.nanoseconds() &- start)
        times.withLock { $0[index] = elapsed }
    }
}

/// The closure a thread started by `startDetachedThread(_:)` runs, boxed for the C entry.
private final class ThreadBody {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// Runs `body` on a new detached POSIX thread; false when the system cannot start one.
private func startDetachedThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(ThreadBody(body))
#if canImport(Darwin)
    var thread: pthread_t?
    let status = pthread_create(&thread, nil, { raw in
        Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().run()
        return nil
    }, box.toOpaque())
    if status == 0, let thread { pthread_detach(thread) }
#else
    var thread = pthread_t()
    let status = pthread_create(&thread, nil, { raw in
        Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().run()
        return nil
    }, box.toOpaque())
    if status == 0 { pthread_detach(thread) }
#endif
    if status != 0 { box.release() }
    return status == 0
}
