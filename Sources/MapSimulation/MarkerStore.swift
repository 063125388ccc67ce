import MapMath

/// The map view's markers with what each frame needs precomputed: world points (zoom-0
/// units, computed once per add or move), preallocated screen and visibility buffers, and
/// the hit-test order. Projecting a frame allocates nothing.
///
/// World and screen points are kept as separate x and y columns (structure of arrays),
/// the layout `ScreenProjector.project(x:y:intoX:y:visible:margin:)` reads and writes
/// with whole-vector loads and stores.
struct MarkerStore: Sendable {
    /// Markers in the order they were added.
    private(set) var markers: [Marker] = []
    /// `markers[i]`'s world x, zoom-0 units.
    private(set) var worldX: [Double] = []
    /// `markers[i]`'s world y, zoom-0 units.
    private(set) var worldY: [Double] = []
    /// `markers[i]`'s screen x at the last projection, points (NaN behind the camera).
    private(set) var screenX: [Float] = []
    /// `markers[i]`'s screen y at the last projection, points (NaN behind the camera).
    private(set) var screenY: [Float] = []
    /// Whether `markers[i]`'s anchor was inside the view grown by `cullMargin` at the last projection.
    private(set) var visible: [Bool] = []
    /// Indices of `markers`, top first: zIndex descending, later-added first among equals.
    private(set) var hitOrder: [Int] = []
    /// How far an icon reaches from its anchor point, points: the culling margin.
    private(set) var cullMargin: Float = 0
    /// Visible markers at the last projection.
    private(set) var visibleCount = 0
    private var indexByID: [String: Int] = [:]

    init(_ markers: [Marker] = []) {
        for m in markers {
            if let i = indexByID[m.id] { replace(at: i, with: m) } else { append(m) }
        }
        rebuildHitOrder()
    }

    var count: Int { markers.count }

    /// The world points, zoom-0 units, read from the two columns: `world[i]` is
    /// `markers[i]`'s.
    var world: WorldColumns { WorldColumns(x: worldX, y: worldY) }

    func index(of id: String) -> Int? { indexByID[id] }

    func marker(_ id: String) -> Marker? { indexByID[id].map { markers[$0] } }

    /// Adds `marker`, or replaces the marker with its id in place (our choice: no error).
    mutating func add(_ marker: Marker) {
        if let i = indexByID[marker.id] {
            replace(at: i, with: marker)
        } else {
            append(marker)
        }
        rebuildHitOrder()
    }

    /// Removes the marker with `id`; false when there is none.
    @discardableResult
    mutating func remove(_ id: String) -> Bool {
        guard let i = indexByID[id] else { return false }
        markers.remove(at: i)
        worldX.remove(at: i)
        worldY.remove(at: i)
        screenX.remove(at: i)
        screenY.remove(at: i)
        visible.remove(at: i)
        indexByID = [:]
        for (k, m) in markers.enumerated() { indexByID[m.id] = k }
        rebuildHitOrder()
        return true
    }

    /// Applies `change`; false when the marker does not exist.
    @discardableResult
    mutating func update(_ change: MarkerChange) -> Bool {
        guard let i = indexByID[change.id] else { return false }
        replace(at: i, with: change.applied(to: markers[i]))
        return true
    }

    private mutating func append(_ m: Marker) {
        indexByID[m.id] = markers.count
        markers.append(m)
        let w = WebMercator.worldPoint(for: m.position)
        worldX.append(w.x)
        worldY.append(w.y)
        screenX.append(.nan)
        screenY.append(.nan)
        visible.append(false)
        grow(for: m)
    }

    private mutating func replace(at i: Int, with m: Marker) {
        markers[i] = m
        let w = WebMercator.worldPoint(for: m.position)
        worldX[i] = w.x
        worldY[i] = w.y
        grow(for: m)
    }

    private mutating func grow(for m: Marker) {
        let reachX = max(abs(m.groundAnchor.x), abs(1 - m.groundAnchor.x)) * m.iconSize.width
        let reachY = max(abs(m.groundAnchor.y), abs(1 - m.groundAnchor.y)) * m.iconSize.height
        let reach = Float(max(reachX, reachY))
        if reach.isFinite && reach > cullMargin { cullMargin = reach }
    }

    private mutating func rebuildHitOrder() {
        let markers = self.markers
        hitOrder = Array(markers.indices).sorted { a, b in
            markers[a].zIndex != markers[b].zIndex ? markers[a].zIndex > markers[b].zIndex : a > b
        }
    }

    /// What projecting gives when there is nothing to project: no marker visible.
    mutating func clearProjection() {
        visibleCount = 0
    }

    /// Projects every marker with `projector` into the screen and visibility buffers.
    /// Allocates nothing once the buffers are uniquely held.
    mutating func project(with projector: ScreenProjector) {
        guard !worldX.isEmpty else {
            visibleCount = 0
            return
        }
        // Take the buffers out of `self` so that they are mutated in place without
        // overlapping accesses to `self`.
        var pointsX = screenX, pointsY = screenY, flags = visible
        screenX = []
        screenY = []
        visible = []
        let margin = cullMargin
        visibleCount = worldX.withUnsafeBufferPointer { sourceX in
            worldY.withUnsafeBufferPointer { sourceY in
                pointsX.withUnsafeMutableBufferPointer { outX in
                    pointsY.withUnsafeMutableBufferPointer { outY in
                        flags.withUnsafeMutableBufferPointer { vis in
                            projector.project(x: sourceX, y: sourceY, intoX: outX, y: outY, visible: vis, margin: margin)
                        }
                    }
                }
            }
        }
        screenX = pointsX
        screenY = pointsY
        visible = flags
    }

    /// The top tappable marker whose icon contains `point`, using the exact Double
    /// projection; nil when none.
    func hitTest(_ point: ScreenPoint, projection: Projection) -> Int? {
        for i in hitOrder where markers[i].tappable {
            guard let p = projection.point(forWorld: WorldPoint(x: worldX[i], y: worldY[i])) else { continue }
            if markers[i].iconFrame(at: p).contains(point) { return i }
        }
        return nil
    }
}
