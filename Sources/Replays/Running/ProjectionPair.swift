import MapMath

/// The last two projections an invariant check built, used in place: a sample's camera
/// after is the next sample's camera before, so each sample builds one (a projection costs
/// a sine and a cosine of the bearing and of the tilt, a logarithm and a power of two).
///
/// Two stored projections and which was built last, rather than a pair of optionals
/// returned by value: a `Projection` returned from the cache would be copied at every
/// look-up. A slot that was never built holds the projection of
/// `CameraPosition.zero` and is marked unused. Allocation: none.
struct ProjectionPair {
    /// The first slot's projection.
    private(set) var first: Projection
    /// The second slot's projection.
    private(set) var second: Projection
    /// Whether each slot holds a projection built for a look-up.
    private var firstUsed = false, secondUsed = false
    /// Whether the first slot was built last (the second is then the one to build over).
    private var firstIsNewer = false

    /// Two unused slots.
    init() {
        let unused = Projection(camera: .zero, viewport: Viewport(unchecked: 1, height: 1))
        first = unused
        second = unused
    }

    /// Whether the projection of `camera` in `viewport` is in the first slot (else the
    /// second), building it over the older slot when neither holds it.
    mutating func slot(_ camera: CameraPosition, _ viewport: Viewport) -> Bool {
        if firstUsed && first.camera == camera && first.viewport == viewport { return true }
        if secondUsed && second.camera == camera && second.viewport == viewport { return false }
        if firstIsNewer {
            second = Projection(camera: camera, viewport: viewport)
            secondUsed = true
            firstIsNewer = false
            return false
        }
        first = Projection(camera: camera, viewport: viewport)
        firstUsed = true
        firstIsNewer = true
        return true
    }
}
