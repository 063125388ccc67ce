import TestSupport
import Benchmarks
import Testing

@Suite("mapsim bench statistics and report")
struct BenchStatisticsTests {
    @Test("quantiles of 1...100 in any order interpolate between order statistics")
    func quantilesOfOneToHundred() throws {
        var random = SplitMix64(seed: 0xBE7C_0001)
        let samples = (1...100).map(Double.init).shuffled(using: &random)
        let values = try #require(BenchmarkStatistics.quantiles(of: samples, at: [0, 0.5, 0.99, 1]))
        // GSL: index (n − 1)·f, linear between neighbours: 49.5 → 50.5, 98.01 → 99.01.
        #expect(values[0] == 1)
        #expect(values[1] == 50.5)
        #expect(abs(values[2] - 99.01) < 1e-12)
        #expect(values[3] == 100)
        let percentiles = try #require(BenchmarkStatistics.percentiles(of: samples))
        #expect(percentiles.p50 == 50.5)
        #expect(abs(percentiles.p99 - 99.01) < 1e-12)
    }

    @Test("one sample is every quantile; no samples give nil")
    func degenerateSamples() throws {
        let one = try #require(BenchmarkStatistics.percentiles(of: [42]))
        #expect(one.p50 == 42 && one.p99 == 42)
        #expect(BenchmarkStatistics.percentiles(of: []) == nil)
        #expect(BenchmarkStatistics.quantiles(of: [], at: [0.5]) == nil)
    }

    @Test("the sorted copy leaves the caller's samples in their order")
    func samplesUntouched() {
        let samples: [Double] = [3, 1, 2]
        _ = BenchmarkStatistics.percentiles(of: samples)
        #expect(samples == [3, 1, 2])
    }

    @Test("fixed-point formatting rounds half away from zero and pads decimals")
    func fixedFormatting() {
        #expect(BenchmarkReport.fixed(1.2049, decimals: 2) == "1.20")
        #expect(BenchmarkReport.fixed(1.205, decimals: 1) == "1.2")
        #expect(BenchmarkReport.fixed(2.5, decimals: 0) == "3")
        #expect(BenchmarkReport.fixed(-0.0004, decimals: 3) == "0.000")
        #expect(BenchmarkReport.fixed(-12.3456, decimals: 2) == "-12.35")
        #expect(BenchmarkReport.fixed(0.05, decimals: 3) == "0.050")
        #expect(BenchmarkReport.decimal(0.8123) == "0.812")
        #expect(BenchmarkReport.decimal(12.345) == "12.35")
        #expect(BenchmarkReport.decimal(1234567.4) == "1234567")
    }

    @Test("the table shows the ratio to plain C and the notes, one line per result")
    func table() {
        let result = BenchmarkResult(
            name: "projection.world.cold", suite: "projection", unit: "ns/point", itemsPerIteration: 1_000_000,
            summary: BenchmarkSummary(p50: 1.2, p99: 1.5, iterations: 400, isStable: true),
            reference: BenchmarkSummary(p50: 1.0, p99: 1.1, iterations: 500, isStable: false),
            fields: [BenchmarkField(name: "nsPerMarkerP50", value: 0.5, note: "0.500 ns/marker")])
        let text = BenchmarkReport.table([result])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("result"))
        #expect(lines[1].hasPrefix("projection.world.cold  ns/point  1.200  1.500         400  "))
        #expect(lines[1].hasSuffix("1.20× plain C (C p50 1.000, p99 1.100); 0.500 ns/marker"))
        #expect(lines.count == 3 && lines[2].isEmpty)
        #expect(result.ratioToC == 1.2)
    }

    @Test("the progress line names the benchmark, its phase and what it alternates with")
    func progressLines() {
        func line(_ phase: BenchmarkProgress.Phase) -> String {
            BenchmarkProgress(position: 3, count: 9, name: "check.parallel", phase: phase).line
        }
        #expect(line(.setup) == "[3/9] check.parallel: setting up")
        #expect(line(.warmUp) == "[3/9] check.parallel: warming up")
        #expect(line(.measuring(samples: 1, alternatingWith: nil)) == "[3/9] check.parallel: 1 sample")
        #expect(line(.measuring(samples: 12, alternatingWith: "one job"))
                == "[3/9] check.parallel: 12 samples, alternating with one job")
        #expect(line(.measuring(samples: 120, alternatingWith: "plain C"))
                == "[3/9] check.parallel: 120 samples, alternating with plain C")
    }

    @Test("parallel capacity adds each thread's rate against the serial run")
    func parallelCapacity() {
        #expect(BenchmarkStatistics.parallelCapacity(serialNanoseconds: 100, threadNanoseconds: [100, 100]) == 2)
        // One thread on a processor shared with other work took twice as long.
        #expect(BenchmarkStatistics.parallelCapacity(serialNanoseconds: 100, threadNanoseconds: [100, 200]) == 1.5)
        #expect(BenchmarkStatistics.parallelCapacity(serialNanoseconds: 100, threadNanoseconds: [50]) == 2)
        #expect(BenchmarkStatistics.parallelCapacity(serialNanoseconds: 100, threadNanoseconds: []) == nil)
        #expect(BenchmarkStatistics.parallelCapacity(serialNanoseconds: 0, threadNanoseconds: [1, 1]) == nil)
        #expect(BenchmarkStatistics.parallelCapacity(serialNanoseconds: 100, threadNanoseconds: [100, 0]) == nil)
    }

    @Test("the paired ratio compares samples round by round")
    func pairedRatio() throws {
        // The machine slowed down for the reference in round 3 and for the measured
        // closure in rounds 4 and 5: the medians alone say 0.5, the rounds say 2.
        let measured = [10.0, 10, 10, 40, 40], reference = [5.0, 5, 20, 20, 20]
        #expect(BenchmarkStatistics.pairedRatio(measured, to: reference) == 2)
        #expect(BenchmarkStatistics.percentiles(of: measured)!.p50 / BenchmarkStatistics.percentiles(of: reference)!.p50 == 0.5)
        #expect(BenchmarkStatistics.pairedRatio([], to: []) == nil)
        #expect(BenchmarkStatistics.pairedRatio([1, 2], to: [1, 0]) == nil)

        var result = BenchmarkResult(
            name: "check.parallel", suite: "replay", unit: "ns/trace", itemsPerIteration: 96,
            summary: BenchmarkSummary(p50: 10, p99: 12, iterations: 5, isStable: true),
            reference: BenchmarkSummary(p50: 20, p99: 25, iterations: 5, isStable: true))
        result.referenceKind = .baseline("one job")
        #expect(result.speedupOverBaseline == 2)          // from the medians
        result.pairedRatio = 0.5 / 0.9
        #expect(try abs(#require(result.speedupOverBaseline) - 1.8) < 1e-12)
        #expect(result.ratioToC == nil)
        result.referenceKind = .plainC
        #expect(result.ratioToC == 0.5 / 0.9)
    }
}
