import TestSupport
import Testing
@testable import Benchmarks

/// Heap allocations in the frame step that `mapsim bench --suite frame` times, counted by
/// the `AllocationCounter` target (it interposes glibc's malloc family in the test
/// executable; Linux with glibc only).
@Suite(.enabled(if: AllocationCount.isAvailable,
                "allocation counting interposes glibc's malloc: Linux with glibc only"))
struct FrameAllocationTests {
    @Test func counterSeesAllocations() {
        AllocationCount.expectCounterSeesAllocations()
    }

    /// One whole frame during a pinch (touch samples, recognizers, camera, timers, the
    /// frame, 10,000 markers projected and culled) allocates nothing, except when the map
    /// view's event list (one `didChangeCameraPosition` a frame) grows its storage: then
    /// exactly one allocation. Counted frame by frame over 600 frames (10 s).
    @Test func pinchFrameStepAllocatesOnlyToGrowTheEventList() throws {
        let scene = try PinchFrameScene(markerCount: 10_000, seed: 0x0BE7_C400_0000_0003, benchmark: "test")
        #expect(scene.runningGestures.contains(.pinch))
        // First frame uncounted: the runtime fills its caches on first use, and the event
        // list, shared with the scene's reset snapshot, is copied once on write.
        scene.step()
        var framesAllocating = 0, growths = 0, unexplained = 0
        for _ in 0..<600 {
            let capacityBefore = scene.eventCapacity
            let count = AllocationCount.allocations { scene.step() }
            let grew = scene.eventCapacity != capacityBefore
            if grew { growths += 1 }
            if count > 0 { framesAllocating += 1 }
            if count > (grew ? 1 : 0) { unexplained += 1 }
        }
        #expect(unexplained == 0, "frames allocated beyond the event list's growth")
        #expect(framesAllocating == growths)
        #expect(growths <= 10, "the event list should grow geometrically")
        #expect(scene.visibleMarkers > 0)
    }

    /// The same frame step with the invariants checked, as on every `mapsim check`: the
    /// view's sample probe and the `InvariantMonitor` fed every sample and frame add no
    /// allocation (the event list's growth stays the only one).
    @Test func invariantChecksAllocateNothing() throws {
        let scene = try PinchFrameScene(markerCount: 1_000, seed: 0x0BE7_C400_0000_0003, benchmark: "test",
                                        checksInvariants: true)
        scene.step()
        var unexplained = 0
        for _ in 0..<600 {
            let capacityBefore = scene.eventCapacity
            let count = AllocationCount.allocations { scene.step() }
            if count > (scene.eventCapacity != capacityBefore ? 1 : 0) { unexplained += 1 }
        }
        #expect(unexplained == 0, "frames allocated beyond the event list's growth")
        let report = try #require(scene.monitor?.report)
        #expect(report.allHold, "\(report.failures.map(\.line))")
        // The default profile moves at frames (MapLibre GL JS): no focal point per sample,
        // but every sample's and frame's camera is measured.
        #expect(report.result(.cameraLimits)?.worst != nil, "the cameras were measured")
    }
}
