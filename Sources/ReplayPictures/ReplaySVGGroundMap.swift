import MapMath
import MapSimulation
import Replays
import TraceFormat
import TraceJSON

/// The ground panel's map: a north-up window on the Web Mercator world (zoom-0 world
/// units) that holds the camera target's path, every frame's visible region and the
/// markers, scaled uniformly into a square panel.
struct ReplaySVGGroundMap: Hashable, Sendable {
    /// World x and y (world units) at the panel's top-left corner.
    let originX: Double, originY: Double
    /// Panel pixels per world unit.
    let pixelsPerUnit: Double
    /// Side of the square panel, pixels.
    let side: Double
    /// World x of the first frame's target; every x is taken on the world copy nearest it
    /// (the path itself is unwrapped frame to frame).
    let referenceX: Double

    /// Fraction of the content's extent left free around it: 6 % (our choice).
    static let paddingFraction = 0.06

    /// A panel of `side` pixels around `points` (world units, already unwrapped).
    init(points: [WorldPoint], referenceX: Double, side: Double) {
        self.side = side
        self.referenceX = referenceX
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for p in points where p.x.isFinite && p.y.isFinite {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        if !minX.isFinite { minX = referenceX; maxX = referenceX; minY = 128; maxY = 128 }
        // At least a millionth of the world across, so that one point still gives a map.
        let extent = max(maxX - minX, maxY - minY, WebMercator.tileSize * 1e-6) * (1 + 2 * Self.paddingFraction)
        pixelsPerUnit = side / extent
        originX = (minX + maxX) / 2 - extent / 2
        originY = (minY + maxY) / 2 - extent / 2
    }

    /// `x` on the world copy nearest `near` (world units).
    static func unwrap(_ x: Double, near: Double) -> Double {
        x - WebMercator.nearestCopyShift(x - near)
    }

    /// The panel point (pixels from the panel's top-left) of a world point already
    /// unwrapped near the reference.
    func panelPoint(_ world: WorldPoint) -> (Double, Double) {
        ((world.x - originX) * pixelsPerUnit, (world.y - originY) * pixelsPerUnit)
    }

    /// The panel point of `coordinate`, on the world copy nearest `nearX` (world units).
    func panelPoint(_ coordinate: Coordinate, nearX: Double) -> (Double, Double) {
        let w = WebMercator.worldPoint(for: coordinate)
        return panelPoint(WorldPoint(x: Self.unwrap(w.x, near: nearX), y: w.y))
    }

    /// The visible region's corners of `camera` in `viewport` (nearLeft, nearRight,
    /// farRight, farLeft) as world points on the copy nearest `targetX`.
    static func regionCorners(camera: CameraPosition, viewport: Viewport, targetX: Double) -> [WorldPoint] {
        let region = Projection(camera: camera, viewport: viewport).visibleRegion
        return [region.nearLeft, region.nearRight, region.farRight, region.farLeft].map {
            let w = WebMercator.worldPoint(for: $0)
            return WorldPoint(x: unwrap(w.x, near: targetX), y: w.y)
        }
    }

    /// World x and y ranges the panel shows.
    var worldXRange: ClosedRange<Double> { originX...(originX + side / pixelsPerUnit) }
    var worldYRange: ClosedRange<Double> { originY...(originY + side / pixelsPerUnit) }
}
