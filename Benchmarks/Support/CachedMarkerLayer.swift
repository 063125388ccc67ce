import MapMath

/// The marker part of a frame, until `MapView` holds markers: markers' world points
/// cached once, and each frame a `ScreenProjector` for the frame's camera projecting and
/// culling all of them into preallocated buffers (allocates nothing).
///
/// Stand-in: when the map view gets its marker layer, `PinchFrameScene.step()` calls that
/// layer instead of this one and the frame benchmarks measure the real thing.
struct CachedMarkerLayer {
    /// The markers' world points (zoom-0 units), computed once.
    let world: BenchmarkBuffer<WorldPoint>
    /// Screen points of the last layout (NaN behind the camera).
    let screen: BenchmarkBuffer<SIMD2<Float>>
    /// Visibility flags of the last layout.
    let visible: BenchmarkBuffer<Bool>

    /// `count` markers spread over `MarkerField`'s box, from `seed`.
    init(count: Int, seed: UInt64) {
        world = MarkerField.worldPoints(count: count, seed: seed)
        screen = BenchmarkBuffer(repeating: SIMD2<Float>(0, 0), count: count)
        visible = BenchmarkBuffer(repeating: false, count: count)
    }

    /// Number of markers.
    var count: Int { world.count }

    /// Projects and culls every marker for `camera` in `viewport`; the visible count.
    @discardableResult
    func layout(camera: CameraPosition, viewport: Viewport) -> Int {
        ScreenProjector(camera: camera, viewport: viewport)
            .project(world.readOnly, into: screen.buffer, visible: visible.buffer)
    }
}
