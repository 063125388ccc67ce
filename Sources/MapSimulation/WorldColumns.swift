import MapMath

/// Read access to world points kept as two columns (`MarkerStore`'s layout): element `i`
/// is `WorldPoint(x: x[i], y: y[i])`, zoom-0 world units. Holds the arrays (copy on
/// write: no copy is made).
struct WorldColumns: Sendable {
    /// World x of each point, zoom-0 units.
    let x: [Double]
    /// World y of each point, zoom-0 units; as many as `x`.
    let y: [Double]

    /// Number of points.
    var count: Int { x.count }

    /// The `i`th point.
    subscript(i: Int) -> WorldPoint { WorldPoint(x: x[i], y: y[i]) }
}
