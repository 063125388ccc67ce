import AllocationCounter
import Testing
@testable import MapMath

/// Heap allocations in the batch kernels, counted by the `AllocationCounter` target (it
/// interposes glibc's malloc family in the test executable; Linux with glibc only).
@Suite(.enabled(if: mapsim_allocation_counter_is_available() != 0,
                "allocation counting interposes glibc's malloc: Linux with glibc only"))
struct AllocationTests {
    /// Heap allocations `body` makes on this thread.
    static func allocations(_ body: () -> Void) -> UInt64 {
        mapsim_allocation_counter_start()
        body()
        return mapsim_allocation_counter_stop()
    }

    /// Heap allocations of a second run of `body`, after a first one uncounted: the Swift
    /// runtime fills its caches (generic type metadata and conformances, many more in a
    /// debug build) on first use, once per process, which is not the steady state.
    static func steadyStateAllocations(_ body: () -> Void) -> UInt64 {
        body()
        return allocations(body)
    }

    /// An array whose size the optimizer cannot know, so it must come from the heap.
    @inline(never)
    static func heapArray(count: Int) -> [Double] { [Double](repeating: 1, count: count) }

    /// The counter sees a known allocation, so a zero elsewhere means nothing was allocated.
    static func expectCounterSeesAllocations() {
        var sum = 0.0
        let count = allocations { sum += heapArray(count: 64 + Int(sum)).reduce(0, +) }
        #expect(count >= 1, "the allocation counter did not see an array allocation")
        #expect(sum == 64)
    }

    /// Coordinates on a seeded spread around Zürich, and their world points.
    static func sampleCoordinates(count: Int) -> [Coordinate] {
        var generator = SplitMix64(seed: 0xA110C)
        return (0..<count).map { _ in
            Coordinate(latitude: 47.37 + Double.random(in: -0.5...0.5, using: &generator),
                       longitude: 8.54 + Double.random(in: -0.5...0.5, using: &generator))
        }
    }

    /// `ScreenProjector.project(_:into:visible:margin:)` into preallocated buffers, and
    /// building the projector, allocate nothing (1,003 points: full groups and a tail).
    @Test func screenProjectionAllocatesNothing() {
        Self.expectCounterSeesAllocations()
        let world = Self.sampleCoordinates(count: 1003).map { WebMercator.worldPoint(for: $0) }
        let screen = UnsafeMutableBufferPointer<SIMD2<Float>>.allocate(capacity: world.count)
        let visible = UnsafeMutableBufferPointer<Bool>.allocate(capacity: world.count)
        defer { screen.deallocate(); visible.deallocate() }
        let camera = CameraPosition(latitude: 47.37, longitude: 8.54, zoom: 11, bearing: 30, tilt: 40)
        let viewport = Viewport(width: 400, height: 800)
        var visibleCount = 0
        world.withUnsafeBufferPointer { source in
            let count = Self.steadyStateAllocations {
                for _ in 0..<2 {
                    let projector = ScreenProjector(camera: camera, viewport: viewport)
                    visibleCount += projector.project(source, into: screen, visible: visible, margin: 8)
                }
            }
            #expect(count == 0)
        }
        #expect(visibleCount > 0 && visibleCount < 4 * world.count, "the test should see points on and off screen")
    }

    /// `WebMercator.worldPoints(for:into:)` into a preallocated buffer allocates nothing.
    @Test func worldPointBatchAllocatesNothing() {
        Self.expectCounterSeesAllocations()
        let coordinates = Self.sampleCoordinates(count: 1003)
        let output = UnsafeMutableBufferPointer<WorldPoint>.allocate(capacity: coordinates.count)
        defer { output.deallocate() }
        coordinates.withUnsafeBufferPointer { source in
            let count = Self.steadyStateAllocations {
                for _ in 0..<2 { WebMercator.worldPoints(for: source, into: output) }
            }
            #expect(count == 0)
        }
        let last = WebMercator.worldPoint(for: coordinates[1002])
        #expect(abs(output[1002].x - last.x) < 1e-9 && abs(output[1002].y - last.y) < 1e-9)
    }
}
