import MapMath

/// The indoor buildings and which one the floor picker follows.
///
/// Rules (our choice where Google is silent): a building is featured when indoor maps
/// are on, the map type is normal (Google integrates floor plans into the normal map's
/// tiles), the zoom is at least `IndoorBuilding.featuredMinimumZoom` (16) and its
/// footprint intersects the visible region (the box around the padded rectangle's ground
/// corners, in world units). Among featured buildings the active one is the nearest to the
/// camera target (the padded centre): distance from the target to the footprint (0
/// inside), then distance to the footprint's centre, then file order. A building shows its
/// default level the first time it becomes active and remembers the level chosen after.
struct IndoorState: Sendable {
    private(set) var buildings: [IndoorBuilding]
    /// Footprints in world units: (minX, minY, maxX, maxY), maxX past 256 across the antimeridian.
    private let footprints: [(minX: Double, minY: Double, maxX: Double, maxY: Double)]
    /// The level each building shows when active.
    private(set) var levels: [Int]
    /// Index of the active building, or nil.
    private(set) var active: Int?

    init(_ buildings: [IndoorBuilding]) {
        var unique: [IndoorBuilding] = []
        for b in buildings where !b.levels.isEmpty {
            if let i = unique.firstIndex(where: { $0.id == b.id }) { unique[i] = b } else { unique.append(b) }
        }
        self.buildings = unique
        footprints = unique.map { b in
            let sw = WebMercator.worldPoint(for: Coordinate(latitude: b.bounds.south, longitude: b.bounds.west))
            let ne = WebMercator.worldPoint(for: Coordinate(latitude: b.bounds.north, longitude: b.bounds.east))
            var maxX = ne.x
            if b.bounds.longitudeSpan >= 360 { maxX = sw.x + WebMercator.tileSize }
            else if b.bounds.crossesAntimeridian { maxX += WebMercator.tileSize }
            return (sw.x, ne.y, max(maxX, sw.x), sw.y)
        }
        levels = unique.map(\.defaultLevel)
    }

    var activeBuilding: IndoorBuilding? { active.map { buildings[$0] } }
    var activeBuildingID: String? { active.map { buildings[$0].id } }
    var activeLevel: Int? { active.map { levels[$0] } }

    /// The building that should be active for `projection`, or nil.
    func featuredBuilding(_ projection: Projection, indoorEnabled: Bool, mapType: MapType) -> Int? {
        guard indoorEnabled, mapType == .normal, !buildings.isEmpty,
              projection.camera.zoom >= IndoorBuilding.featuredMinimumZoom,
              let view = Self.visibleWorldBox(projection) else { return nil }
        let tx = projection.targetWorld.x, ty = projection.targetWorld.y
        var best: Int?
        var bestKey = (Double.infinity, Double.infinity)
        for (i, f) in footprints.enumerated() {
            // The footprint's world copy nearest the target.
            let shift = -WebMercator.nearestCopyShift((f.minX + f.maxX) / 2 - tx)
            let minX = f.minX + shift, maxX = f.maxX + shift
            guard minX <= view.maxX, maxX >= view.minX, f.minY <= view.maxY, f.maxY >= view.minY else { continue }
            let dx = max(minX - tx, 0, tx - maxX), dy = max(f.minY - ty, 0, ty - f.maxY)
            let cx = (minX + maxX) / 2 - tx, cy = (f.minY + f.maxY) / 2 - ty
            let key = (dx * dx + dy * dy, cx * cx + cy * cy)
            if key < bestKey {
                bestKey = key
                best = i
            }
        }
        return best
    }

    /// The box around the ground under the padded rectangle's corners, world units on the
    /// copy nearest the target; the top corners move down to the horizon's safe row when tilted.
    static func visibleWorldBox(_ projection: Projection) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        let r = projection.viewport.paddedRect
        var top = r.y, bottom = r.maxY
        if let safe = projection.horizonSafeY {
            top = max(top, safe)
            bottom = max(bottom, safe)
        }
        // Four corners, unrolled: no array per frame.
        guard let a = projection.worldPoint(for: ScreenPoint(x: r.x, y: top)),
              let b = projection.worldPoint(for: ScreenPoint(x: r.maxX, y: top)),
              let c = projection.worldPoint(for: ScreenPoint(x: r.x, y: bottom)),
              let d = projection.worldPoint(for: ScreenPoint(x: r.maxX, y: bottom)) else { return nil }
        return (min(a.x, b.x, c.x, d.x), min(a.y, b.y, c.y, d.y), max(a.x, b.x, c.x, d.x), max(a.y, b.y, c.y, d.y))
    }

    /// Makes `index` the active building; returns whether it changed.
    mutating func activate(_ index: Int?) -> Bool {
        guard index != active else { return false }
        active = index
        return true
    }

    /// Sets the level building `index` shows; returns whether the active level changed.
    mutating func select(level: Int, ofBuilding index: Int) -> Bool {
        guard buildings.indices.contains(index), buildings[index].levels.indices.contains(level),
              levels[index] != level else { return false }
        levels[index] = level
        return index == active
    }

    func index(of id: String) -> Int? { buildings.firstIndex { $0.id == id } }
}
