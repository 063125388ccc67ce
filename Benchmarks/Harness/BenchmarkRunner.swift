/// Runs benchmarks: setup (untimed), warm-up, then timed iterations until the
/// configuration's stopping rule holds; p50 and p99 per item with GSL's quantiles.
///
/// Each sample times one iteration with the monotonic clock. Samples are in nanoseconds
/// per iteration and divided by the workload's items per iteration. When a workload has
/// a plain-C reference, the Swift and C iterations alternate sample by sample (Swift
/// first), so that both see the same machine conditions and their ratio stays honest on
/// a busy machine; the stopping rule then applies to both, and the ratio is the median
/// of the ratios within rounds (`BenchmarkStatistics.pairedRatio`).
///
/// A workload with `fixedSampleCount` takes exactly that many samples without warm-up;
/// one with `sampleReading` records the value it reads after each iteration (a child
/// process's peak RSS) instead of the time; `finish` runs after the last sample.
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

    /// One closure to time, with what runs untimed after each of its samples.
    struct Variant {
        var iteration: () -> Void
        var afterSample: (() -> Void)?
        /// The sample's value in place of the iteration's time, or nil (`sampleReading`).
        var reading: (() -> Double)? = nil
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
            var variants = [Variant(iteration: workload.iteration, afterSample: workload.afterSample,
                                    reading: workload.sampleReading)]
            if let reference = workload.reference {
                variants.append(Variant(iteration: reference, afterSample: workload.afterReferenceSample))
            }
            let withReference = variants.count > 1
            let referenceName: String? = switch workload.referenceKind {
            case _ where !withReference: nil
            case .plainC: "plain C"
            case let .baseline(label): label
            }
            var sampler = self
            if let count = workload.fixedSampleCount { sampler.configuration = Self.fixed(count, like: configuration) }
            let measured = sampler.measureRounds(
                variants, itemsPerIteration: workload.itemsPerIteration,
                warmUp: { report(.warmUp) },
                progress: { report(.measuring(samples: $0, alternatingWith: referenceName)) })
            try workload.finish?()
            let summaries = measured.summaries
            var result = BenchmarkResult(name: benchmark.name, suite: benchmark.suite, unit: benchmark.unit,
                                         itemsPerIteration: workload.itemsPerIteration, summary: summaries[0],
                                         reference: withReference ? summaries[1] : nil,
                                         fields: workload.derivedFields(summaries[0]))
            result.referenceKind = workload.referenceKind
            result.pairedRatio = measured.pairedRatio
            results.append(result)
        }
        return results
    }

    /// `configuration` changed to take exactly `count` samples (at least 1) without
    /// warm-up; its stability tolerance is kept.
    static func fixed(_ count: Int, like configuration: BenchmarkConfiguration) -> BenchmarkConfiguration {
        precondition(count >= 1, "BenchmarkWorkload.fixedSampleCount must be at least 1")
        return BenchmarkConfiguration(warmUpSeconds: 0, warmUpIterations: 0, targetSeconds: 0, maximumSeconds: .infinity,
                                      minimumSamples: count, maximumSamples: count,
                                      stableMedianTolerance: configuration.stableMedianTolerance)
    }

    /// Warms up and samples `iteration`; the summary per item. `afterSample` runs after
    /// each iteration, untimed. `warmUp` is called when warm-up starts and `progress`
    /// with the sample count now and then.
    public func measure(_ iteration: () -> Void, itemsPerIteration: Int, afterSample: (() -> Void)? = nil,
                        warmUp: () -> Void = {}, progress: (Int) -> Void = { _ in }) -> BenchmarkSummary {
        withoutActuallyEscaping(iteration) { iteration in
            measureRounds([Variant(iteration: iteration, afterSample: afterSample)], itemsPerIteration: itemsPerIteration,
                          warmUp: warmUp, progress: progress).summaries[0]
        }
    }

    /// Warms up and samples `variants` in rounds (one sample of each, in order); their
    /// summaries in the same order, and with two variants the paired ratio of the first
    /// to the second (`BenchmarkStatistics.pairedRatio`).
    func measureRounds(_ variants: [Variant], itemsPerIteration: Int, warmUp: () -> Void,
                       progress: (Int) -> Void) -> (summaries: [BenchmarkSummary], pairedRatio: Double?) {
        precondition(!variants.isEmpty, "BenchmarkRunner.measure needs something to measure")
        let c = configuration
        // Without warm-up (fixed sample counts), the first sample is under way at once.
        if c.warmUpIterations > 0 || c.warmUpSeconds > 0 { warmUp() } else { progress(0) }
        let warmUpStart = MonotonicClock.nanoseconds()
        var warmUpRounds = 0
        while warmUpRounds < c.warmUpIterations
            || MonotonicClock.seconds(from: warmUpStart, to: MonotonicClock.nanoseconds()) < c.warmUpSeconds {
            for variant in variants {
                variant.iteration()
                variant.afterSample?()
            }
            warmUpRounds += 1
        }

        var samples = variants.map { _ in [Double]() }
        for index in samples.indices { samples[index].reserveCapacity(min(c.maximumSamples, 4096)) }
        let start = MonotonicClock.nanoseconds()
        var rounds = 0
        var nextProgress = 0.0
        var nextStabilityCheck = c.targetSeconds
        var stable = variants.map { _ in false }
        func checkStability() {
            stable = samples.map { Self.isMedianStable($0, tolerance: c.stableMedianTolerance) }
        }
        while true {
            for (index, variant) in variants.enumerated() {
                let before = MonotonicClock.nanoseconds()
                variant.iteration()
                let after = MonotonicClock.nanoseconds()
                samples[index].append(variant.reading?() ?? Double(after &- before))
                variant.afterSample?()
            }
            rounds += 1
            let elapsed = MonotonicClock.seconds(from: start, to: MonotonicClock.nanoseconds())
            if elapsed >= nextProgress {
                progress(rounds)
                nextProgress = elapsed + Self.progressInterval
            }
            if rounds >= c.maximumSamples {
                checkStability()
                break
            }
            guard rounds >= c.minimumSamples else { continue }
            if elapsed >= c.maximumSeconds {
                checkStability()
                break
            }
            if elapsed >= nextStabilityCheck {
                checkStability()
                if !stable.contains(false) { break }
                // Check again after another quarter of the target time.
                nextStabilityCheck = elapsed + c.targetSeconds / 4
            }
        }
        let items = Double(itemsPerIteration)
        let summaries = zip(samples, stable).map { samples, isStable in
            // Non-empty: every round takes one sample of each variant.
            let (p50, p99) = BenchmarkStatistics.percentiles(of: samples)!
            return BenchmarkSummary(p50: p50 / items, p99: p99 / items, iterations: samples.count, isStable: isStable)
        }
        let pairedRatio = samples.count == 2 ? BenchmarkStatistics.pairedRatio(samples[0], to: samples[1]) : nil
        return (summaries, pairedRatio)
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
