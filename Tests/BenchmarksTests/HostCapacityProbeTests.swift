#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Testing
@testable import Benchmarks

/// `HostCapacityProbe`: what it runs, when, and what it records (not how fast: speed is
/// the benchmarks' business).
@Suite("Host capacity probe")
struct HostCapacityProbeTests {
    /// Counts runs of the probe's work, and whether every thread of a concurrent run saw
    /// all the others inside the work at once.
    final class WorkLog: Sendable {
        let runs = Atomic<Int>(0)
        let inside = Atomic<Int>(0)
        let sawEveryThread = Atomic<Int>(0)
        let threads: Int

        init(threads: Int) { self.threads = threads }

        /// One run: counts itself and, on a concurrent run, waits (up to 10 s) for the
        /// other threads to be inside too.
        func work(concurrent: Bool) {
            runs.add(1, ordering: .relaxed)
            guard concurrent else { return }
            inside.add(1, ordering: .acquiringAndReleasing)
            var spins = 0
            while inside.load(ordering: .acquiring) < threads && spins < 10_000_000 {
                spins += 1
                if spins % 1000 == 0 { usleepShort() }
            }
            if inside.load(ordering: .acquiring) >= threads { sawEveryThread.add(1, ordering: .relaxed) }
        }

        private func usleepShort() {
            var pause = timespec(tv_sec: 0, tv_nsec: 1000)
            nanosleep(&pause, nil)
        }
    }

    @Test func measuresOnlyAfterASerialRunAndRunsTheThreadsTogether() {
        let log = WorkLog(threads: 2)
        let concurrent = Atomic<Bool>(false)
        let probe = HostCapacityProbe(threads: 2) { log.work(concurrent: concurrent.load(ordering: .acquiring)) }

        // Without a serial time there is nothing to compare with: no run, no record.
        probe.measureCapacity()
        #expect(log.runs.load(ordering: .relaxed) == 0 && probe.capacities.isEmpty)

        probe.timeSerial()
        #expect(log.runs.load(ordering: .relaxed) == 1)
        concurrent.store(true, ordering: .releasing)
        probe.measureCapacity()
        concurrent.store(false, ordering: .releasing)
        // One serial run, then one run per thread, all inside the work at once.
        #expect(log.runs.load(ordering: .relaxed) == 3)
        #expect(log.sawEveryThread.load(ordering: .relaxed) == 2)
        #expect(probe.capacities.count == 1 && probe.capacities[0] > 0 && probe.capacities[0].isFinite)
        // No parallel time this round: no efficiency.
        #expect(probe.efficiencies.isEmpty)

        // The serial time is used once.
        probe.measureCapacity()
        #expect(probe.capacities.count == 1 && log.runs.load(ordering: .relaxed) == 3)
    }

    @Test func recordsAnEfficiencyForRoundsWithAParallelTimeAndTakesMediansOfTheLastRounds() {
        let probe = HostCapacityProbe(threads: 2) {}
        var parallelRuns = 0
        for _ in 0..<5 {
            probe.timeParallel { parallelRuns += 1 }
            probe.timeSerial()
            probe.measureCapacity()
        }
        #expect(parallelRuns == 5)
        #expect(probe.capacities.count == 5 && probe.efficiencies.count == 5)
        #expect(probe.efficiencies.allSatisfy { $0 > 0 && $0.isFinite })
        let sortedLastThree = probe.capacities.suffix(3).sorted()
        #expect(probe.medianCapacity(lastRounds: 3) == sortedLastThree[1])
        #expect(probe.medianCapacity(lastRounds: 0) == nil)
        #expect(probe.medianCapacity(lastRounds: 99) != nil)
        #expect(probe.medianEfficiency(lastRounds: 0) == nil)
    }
}
