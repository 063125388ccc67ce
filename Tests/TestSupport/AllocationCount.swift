import AllocationCounter
import Testing

/// Counting heap allocations in tests, with the `AllocationCounter` target (it
/// interposes glibc's malloc family in the test executable; Linux with glibc only).
public enum AllocationCount {
    /// Whether allocations can be counted in this process.
    public static var isAvailable: Bool { mapsim_allocation_counter_is_available() != 0 }

    /// Heap allocations `body` makes on this thread.
    public static func allocations(_ body: () -> Void) -> UInt64 {
        mapsim_allocation_counter_start()
        body()
        return mapsim_allocation_counter_stop()
    }

    /// The most heap bytes `body` held at once on this thread beyond what was held before
    /// it (`mapsim_allocation_counter_peak_bytes`: usable sizes, allocated less freed).
    public static func peakBytes(_ body: () -> Void) -> Int64 {
        mapsim_allocation_counter_start()
        body()
        _ = mapsim_allocation_counter_stop()
        return mapsim_allocation_counter_peak_bytes()
    }

    /// Heap allocations of a second run of `body`, after a first one uncounted: the Swift
    /// runtime fills its caches (generic type metadata and conformances, many more in a
    /// debug build) on first use, once per process, which is not the steady state.
    public static func steadyStateAllocations(_ body: () -> Void) -> UInt64 {
        body()
        return allocations(body)
    }

    /// Allocations counted around an array whose size the optimizer cannot know: at least
    /// one when the counter works, so a zero elsewhere means nothing was allocated (not
    /// that the interposition is inactive). Also returns the array's sum (64).
    public static func probe() -> (allocations: UInt64, sum: Double) {
        var sum = 0.0
        let count = allocations { sum += heapArray(count: 64 + Int(sum)).reduce(0, +) }
        return (count, sum)
    }

    /// Expects that the counter sees a known allocation (see `probe()`); call it first in
    /// every test that expects zero allocations.
    public static func expectCounterSeesAllocations(sourceLocation: SourceLocation = #_sourceLocation) {
        let (count, sum) = probe()
        #expect(count >= 1, "the allocation counter did not see an array allocation", sourceLocation: sourceLocation)
        #expect(sum == 64, sourceLocation: sourceLocation)
    }

    @inline(never)
    static func heapArray(count: Int) -> [Double] { [Double](repeating: 1, count: count) }
}
