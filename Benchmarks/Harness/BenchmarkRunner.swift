/// Runs benchmarks: setup (untimed), warm-up, then timed iterations until the
/// configuration's stopping rule holds; p50 and p99 per item with GSL's quantiles.
///
/// Each sample times one iteration with the monotonic clock. Samples are in nanoseconds
/// per iteration and divided by the benchmark's items per iteration.
public struct BenchmarkRunner {
    /// Warm-up and sampling lengths.
    public var configuration: BenchmarkConfiguration
    /// Called with the runner's position, at most about ten times a second, or nil.
    public var onProgress: ((BenchmarkProgress) -> Void)?

    /// How often progress is reported at most, seconds: 0.1 (our choice).
    static let progressInterval = 0.1

    /// A runner with `configuration` (default `.standard`) reporting to `onProgress`.
    public init(configuration: BenchmarkConfiguration = .standard,
                onProgress: ((BenchmarkProgress) -> Void)? = nil) {
        self.configuration = configuration
        self.onProgress = onProgress
    }

    /// Runs `benchmarks` in order; their results in the same order.
    public func run(_ benchmarks: [Benchmark]) throws(BenchmarkError) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for (index, benchmark) in benchmarks.enumerated() {
            func report(_ phase: BenchmarkProgress.Phase) {
                onProgress?(BenchmarkProgress(position: index + 1, count: benchmarks.count,
                                              name: benchmark.name, phase: phase))
            }
            report(.setup)
            let workload = try benchmark.prepare()
            let summary = measure(workload.iteration, itemsPerIteration: workload.itemsPerIteration,
                                  afterSample: workload.afterSample, warmUp: { report(.warmUp) },
                                  progress: { report(.measuring(samples: $0)) })
            var reference: BenchmarkSummary?
            if let referenceIteration = workload.reference {
                reference = measure(referenceIteration, itemsPerIteration: workload.itemsPerIteration,
                                    afterSample: nil, warmUp: { report(.measuringReference(samples: 0)) },
                                    progress: { report(.measuringReference(samples: $0)) })
            }
            results.append(BenchmarkResult(name: benchmark.name, suite: benchmark.suite, unit: benchmark.unit,
                                           itemsPerIteration: workload.itemsPerIteration, summary: summary,
                                           reference: reference, fields: workload.derivedFields(summary)))
        }
        return results
    }

    /// Warms up and samples `iteration`; the summary per item. `afterSample` runs after
    /// each iteration, untimed. `warmUp` is called when warm-up starts and `progress`
    /// with the sample count now and then.
    public func measure(_ iteration: () -> Void, itemsPerIteration: Int, afterSample: (() -> Void)? = nil,
                        warmUp: () -> Void = {}, progress: (Int) -> Void = { _ in }) -> BenchmarkSummary {
        let c = configuration
        warmUp()
        let warmUpStart = MonotonicClock.nanoseconds()
        var warmUpCount = 0
        while warmUpCount < c.warmUpIterations
            || MonotonicClock.seconds(from: warmUpStart, to: MonotonicClock.nanoseconds()) < c.warmUpSeconds {
            iteration()
            afterSample?()
            warmUpCount += 1
        }

        var samples: [Double] = []
        samples.reserveCapacity(min(c.maximumSamples, 4096))
        let start = MonotonicClock.nanoseconds()
        var nextProgress = 0.0
        var nextStabilityCheck = c.targetSeconds
        var isStable = false
        while true {
            let before = MonotonicClock.nanoseconds()
            iteration()
            let after = MonotonicClock.nanoseconds()
            samples.append(Double(after &- before))
            afterSample?()
            let elapsed = MonotonicClock.seconds(from: start, to: after)
            if elapsed >= nextProgress {
                progress(samples.count)
                nextProgress = elapsed + Self.progressInterval
            }
            if samples.count >= c.maximumSamples {
                isStable = Self.isMedianStable(samples, tolerance: c.stableMedianTolerance)
                break
            }
            guard samples.count >= c.minimumSamples else { continue }
            if elapsed >= c.maximumSeconds {
                isStable = Self.isMedianStable(samples, tolerance: c.stableMedianTolerance)
                break
            }
            if elapsed >= nextStabilityCheck {
                if Self.isMedianStable(samples, tolerance: c.stableMedianTolerance) {
                    isStable = true
                    break
                }
                // Check again after another quarter of the target time.
                nextStabilityCheck = elapsed + c.targetSeconds / 4
            }
        }
        // Non-empty: the loop takes at least one sample.
        let (p50, p99) = BenchmarkStatistics.percentiles(of: samples)!
        let items = Double(itemsPerIteration)
        return BenchmarkSummary(p50: p50 / items, p99: p99 / items, iterations: samples.count, isStable: isStable)
    }

    /// Whether the medians of the first and second halves of `samples` are both within
    /// `tolerance` (relative) of the median of all of them.
    static func isMedianStable(_ samples: [Double], tolerance: Double) -> Bool {
        let half = samples.count / 2
        guard half >= 1, let whole = BenchmarkStatistics.median(of: samples[...]),
              let first = BenchmarkStatistics.median(of: samples[..<half]),
              let second = BenchmarkStatistics.median(of: samples[half...]) else { return false }
        return abs(first - whole) <= tolerance * whole && abs(second - whole) <= tolerance * whole
    }
}
