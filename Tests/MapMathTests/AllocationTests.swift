import TestSupport
import Testing
@testable import MapMath

/// Heap allocations in the batch kernels, counted by the `AllocationCounter` target (it
/// interposes glibc's malloc family in the test executable; Linux with glibc only).
@Suite(.enabled(if: AllocationCount.isAvailable,
                "allocation counting interposes glibc's malloc: Linux with glibc only"))
struct AllocationTests {

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
        AllocationCount.expectCounterSeesAllocations()
        let world = Self.sampleCoordinates(count: 1003).map { WebMercator.worldPoint(for: $0) }
        let screen = UnsafeMutableBufferPointer<SIMD2<Float>>.allocate(capacity: world.count)
        let visible = UnsafeMutableBufferPointer<Bool>.allocate(capacity: world.count)
        defer { screen.deallocate(); visible.deallocate() }
        let camera = try! CameraPosition(latitude: 47.37, longitude: 8.54, zoom: 11, bearing: 30, tilt: 40)
        let viewport = try! Viewport(width: 400, height: 800)
        var visibleCount = 0
        world.withUnsafeBufferPointer { source in
            let count = AllocationCount.steadyStateAllocations {
                for _ in 0..<2 {
                    let projector = ScreenProjector(camera: camera, viewport: viewport)
                    visibleCount += projector.project(source, into: screen, visible: visible, margin: 8)
                }
            }
            #expect(count == 0)
        }
        #expect(visibleCount > 0 && visibleCount < 4 * world.count, "the test should see points on and off screen")
    }

    /// `ScreenProjector.project(x:y:intoX:y:visible:margin:)` into preallocated columns
    /// allocates nothing (1,003 points: full blocks, a partial block and a tail).
    @Test func columnScreenProjectionAllocatesNothing() {
        AllocationCount.expectCounterSeesAllocations()
        let world = Self.sampleCoordinates(count: 1003).map { WebMercator.worldPoint(for: $0) }
        let worldX = world.map(\.x), worldY = world.map(\.y)
        let screenX = UnsafeMutableBufferPointer<Float>.allocate(capacity: world.count)
        let screenY = UnsafeMutableBufferPointer<Float>.allocate(capacity: world.count)
        let visible = UnsafeMutableBufferPointer<Bool>.allocate(capacity: world.count)
        defer { screenX.deallocate(); screenY.deallocate(); visible.deallocate() }
        let camera = try! CameraPosition(latitude: 47.37, longitude: 8.54, zoom: 11, bearing: 30, tilt: 40)
        let viewport = try! Viewport(width: 400, height: 800)
        var visibleCount = 0
        worldX.withUnsafeBufferPointer { x in
            worldY.withUnsafeBufferPointer { y in
                let count = AllocationCount.steadyStateAllocations {
                    for _ in 0..<2 {
                        let projector = ScreenProjector(camera: camera, viewport: viewport)
                        visibleCount += projector.project(x: x, y: y, intoX: screenX, y: screenY, visible: visible, margin: 8)
                    }
                }
                #expect(count == 0)
            }
        }
        #expect(visibleCount > 0 && visibleCount < 2 * world.count, "the test should see points on and off screen")
    }

    /// `WebMercator.worldPoints(for:into:)` into a preallocated buffer allocates nothing.
    @Test func worldPointBatchAllocatesNothing() {
        AllocationCount.expectCounterSeesAllocations()
        let coordinates = Self.sampleCoordinates(count: 1003)
        let output = UnsafeMutableBufferPointer<WorldPoint>.allocate(capacity: coordinates.count)
        defer { output.deallocate() }
        coordinates.withUnsafeBufferPointer { source in
            let count = AllocationCount.steadyStateAllocations {
                for _ in 0..<2 { WebMercator.worldPoints(for: source, into: output) }
            }
            #expect(count == 0)
        }
        let last = WebMercator.worldPoint(for: coordinates[1002])
        #expect(abs(output[1002].x - last.x) < 1e-9 && abs(output[1002].y - last.y) < 1e-9)
    }
}
