import CMapMath
import MapMath

// World points: WebMercator's forward and inverse projection, single and batch.

/// `mm_world_point_for`: `WebMercator.worldPoint(for:zoom:)`, world points at `zoom`.
@c @implementation
public func mm_world_point_for(_ coordinate: mm_coordinate, _ zoom: Double,
                           _ out: UnsafeMutablePointer<mm_world_point>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        guard let out else { throw .nullPointer }
        let c = try ABIArguments.coordinate(coordinate)
        let p = WebMercator.worldPoint(for: c, zoom: try ABIArguments.finite(zoom))
        out.pointee = mm_world_point(x: p.x, y: p.y)
        return MM_OK
    }
}

/// `mm_world_points`: `WebMercator.worldPoints(for:into:)` (the SIMD kernel, zoom-0 units)
/// then scaled by 2^zoom as `WorldPoint.scaled(toZoom:)` does, `WorldPointBatch.scalingBlock`
/// elements at a time; x is bit-identical to
/// `mm_world_point_for`, y within 1e-12 of the world width. An element with a coordinate that
/// is not finite gets NaN, NaN. Allocates nothing.
@c @implementation
public func mm_world_points(_ coordinates: UnsafePointer<mm_coordinate>?, _ count: Int, _ zoom: Double,
                            _ out: UnsafeMutablePointer<mm_world_point>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let source = try ABIArguments.array(coordinates, count: count)
        let destination = try ABIArguments.output(out, count: count)
        let scale = WebMercator.scale(atZoom: try ABIArguments.finite(zoom))
        guard let sourceBase = source.baseAddress, let destinationBase = destination.baseAddress else { return MM_OK }
        // Block by block, so the scaling pass reads points still in the cache rather than a
        // second trip through memory for the whole array.
        var start = 0
        while start < source.count {
            let end = min(start + WorldPointBatch.scalingBlock, source.count)
            WorldPointBatch.worldPoints(sourceBase + start, count: end - start, into: destinationBase + start)
            for i in start..<end {
                let c = sourceBase[i]
                if c.latitude.isFinite && c.longitude.isFinite {
                    destinationBase[i] = mm_world_point(x: destinationBase[i].x * scale, y: destinationBase[i].y * scale)
                } else {
                    destinationBase[i] = mm_world_point(x: .nan, y: .nan)
                }
            }
            start = end
        }
        return MM_OK
    }
}

/// `mm_coordinate_at_world_point`: `WebMercator.coordinate(for:zoom:)`, longitude wrapped
/// into (−180, 180].
@c @implementation
public func mm_coordinate_at_world_point(_ point: mm_world_point, _ zoom: Double,
                                         _ out: UnsafeMutablePointer<mm_coordinate>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        guard let out else { throw .nullPointer }
        let p = WorldPoint(x: try ABIArguments.finite(point.x), y: try ABIArguments.finite(point.y))
        let c = WebMercator.coordinate(for: p, zoom: try ABIArguments.finite(zoom))
        out.pointee = ABIArguments.cCoordinate(c)
        return MM_OK
    }
}

/// `mm_coordinates_at_world_points`: `mm_coordinate_at_world_point` for each point, bit
/// for bit; NaN, NaN for a point that is not finite. Allocates nothing.
@c @implementation
public func mm_coordinates_at_world_points(_ points: UnsafePointer<mm_world_point>?, _ count: Int, _ zoom: Double,
                                           _ out: UnsafeMutablePointer<mm_coordinate>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let source = try ABIArguments.array(points, count: count)
        let destination = try ABIArguments.output(out, count: count)
        let z = try ABIArguments.finite(zoom)
        for i in 0..<source.count {
            let p = source[i]
            if p.x.isFinite && p.y.isFinite {
                destination[i] = ABIArguments.cCoordinate(WebMercator.coordinate(for: WorldPoint(x: p.x, y: p.y), zoom: z))
            } else {
                destination[i] = mm_coordinate(latitude: .nan, longitude: .nan)
            }
        }
        return MM_OK
    }
}
