import Benchmarks
import TestSupport
import Testing

/// The memory section of `BenchmarkSVG.document(results:)`, on hand-made results.
@Suite("BenchmarkSVG memory section")
struct BenchSVGMemoryTests {
    /// `memory.COMMAND.LABEL` over `events` events: `peak` MB, `nsPerEvent` ns per event.
    static func memoryResult(_ command: String, _ label: String, events: Int, peak: Double,
                             nsPerEvent: Double) -> BenchmarkResult {
        BenchmarkResult(
            name: "memory.\(command).\(label)", suite: "memory", unit: "MB", itemsPerIteration: 1,
            summary: BenchmarkSummary(p50: peak, p99: peak * 1.01, iterations: 3, isStable: true),
            fields: [BenchmarkField(name: "events", value: Double(events), isCount: true),
                     BenchmarkField(name: "nsPerEventP50", value: nsPerEvent)])
    }

    static let results = [
        memoryResult("replay", "1e5", events: 100_000, peak: 30, nsPerEvent: 900),
        memoryResult("replay", "1e6", events: 1_000_000, peak: 180, nsPerEvent: 1_000),
        memoryResult("check", "1e5", events: 100_000, peak: 25, nsPerEvent: 1_100),
        memoryResult("check", "1e6", events: 1_000_000, peak: 150, nsPerEvent: 1_200),
    ]

    @Test("two plots, time per event and peak RSS, one line per command and one point per result")
    func memoryPlots() throws {
        let all = try ParsedElement.all(in: BenchmarkSVG.document(results: Self.results))
        #expect(all.contains { $0.attributes["id"] == "memory" })
        for plot in ["memory-time", "memory-rss"] {
            #expect(all.contains { $0.attributes["id"] == plot })
        }
        let points = all.classed("memory-point")
        #expect(points.count == 8)
        // Time plot first, then RSS; replay before check, by length within a command.
        #expect(points.prefix(4).map { $0.attributes["data-name"] }
            == ["memory.replay.1e5", "memory.replay.1e6", "memory.check.1e5", "memory.check.1e6"])
        #expect(points.prefix(4).map { $0.attributes["data-value"] } == ["900.000", "1000.000", "1100.000", "1200.000"])
        #expect(points.suffix(4).map { $0.attributes["data-value"] } == ["30.000", "180.000", "25.000", "150.000"])
        #expect(points.map { $0.attributes["data-events"] } == ["100000", "1000000", "100000", "1000000"]
            + ["100000", "1000000", "100000", "1000000"])
        let lines = all.classed("memory-line")
        #expect(lines.map { $0.attributes["data-command"] } == ["replay", "check", "replay", "check"])
        // Longer traces further right, a higher peak higher up.
        let x = points.compactMap { $0.attributes["cx"].flatMap(Double.init) }
        let y = points.compactMap { $0.attributes["cy"].flatMap(Double.init) }
        #expect(x[1] > x[0] && y[5] < y[4])
    }

    @Test("no memory results, no memory section")
    func noMemorySection() throws {
        let other = BenchmarkResult(name: "replay.events", suite: "replay", unit: "ns/event", itemsPerIteration: 1,
                                    summary: BenchmarkSummary(p50: 300, p99: 400, iterations: 30, isStable: true))
        let all = try ParsedElement.all(in: BenchmarkSVG.document(results: [other]))
        #expect(!all.contains { $0.attributes["id"] == "memory" })
        #expect(all.classed("memory-point").isEmpty)
    }
}
