import CMapMath
import MapMath

// The projection: view points of coordinates and back, and visible regions, for one
// camera in one viewport (`Projection`), single and batch.

/// `mm_project`: `Projection(camera:viewport:).point(for:)`, view points;
/// `MM_ERROR_BEYOND_HORIZON` (NaN, NaN written) where that is nil.
@c @implementation
public func mm_project(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?,
                       _ coordinate: mm_coordinate, _ out: UnsafeMutablePointer<mm_screen_point>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        guard let out else { throw .nullPointer }
        let projection = try ProjectionInput.projection(camera, viewport)
        guard let p = projection.point(for: try ABIArguments.coordinate(coordinate)) else {
            out.pointee = mm_screen_point(x: .nan, y: .nan)
            return MM_ERROR_BEYOND_HORIZON
        }
        out.pointee = mm_screen_point(x: p.x, y: p.y)
        return MM_OK
    }
}

/// `mm_project_batch`: `mm_project` for each coordinate with one `Projection`, bit for
/// bit; NaN, NaN beyond the horizon and for a coordinate that is not finite. Allocates
/// nothing.
@c @implementation
public func mm_project_batch(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?,
                             _ coordinates: UnsafePointer<mm_coordinate>?, _ count: Int,
                             _ out: UnsafeMutablePointer<mm_screen_point>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let source = try ABIArguments.array(coordinates, count: count)
        let destination = try ABIArguments.output(out, count: count)
        let projection = try ProjectionInput.projection(camera, viewport)
        for i in 0..<source.count {
            let c = source[i]
            if c.latitude.isFinite && c.longitude.isFinite,
               let p = projection.point(for: Coordinate(latitude: c.latitude, longitude: c.longitude)) {
                destination[i] = mm_screen_point(x: p.x, y: p.y)
            } else {
                destination[i] = mm_screen_point(x: .nan, y: .nan)
            }
        }
        return MM_OK
    }
}

/// `mm_project_batch_fast`: `Projection.points(for:into:)`, the SIMD form of
/// `mm_project_batch`, within `Projection.batchErrorBound(for:)` of it; NaN, NaN beyond
/// the horizon and for a coordinate that is not finite. Allocates nothing.
@c @implementation
public func mm_project_batch_fast(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?,
                                  _ coordinates: UnsafePointer<mm_coordinate>?, _ count: Int,
                                  _ out: UnsafeMutablePointer<mm_screen_point>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let source = try ABIArguments.array(coordinates, count: count)
        let destination = try ABIArguments.output(out, count: count)
        let projection = try ProjectionInput.projection(camera, viewport)
        guard let sourceBase = source.baseAddress, let destinationBase = destination.baseAddress else { return MM_OK }
        ScreenPointBatch.points(projection, sourceBase, count: source.count, into: destinationBase)
        return MM_OK
    }
}

/// `mm_project_columns_fast`: `Projection.points(latitudes:longitudes:intoX:y:)`, the
/// column form of `mm_project_batch_fast`, with the same values bit for bit. Allocates
/// nothing.
@c @implementation
public func mm_project_columns_fast(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?,
                                    _ latitudes: UnsafePointer<Double>?, _ longitudes: UnsafePointer<Double>?,
                                    _ count: Int, _ x: UnsafeMutablePointer<Double>?,
                                    _ y: UnsafeMutablePointer<Double>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let lat = try ABIArguments.array(latitudes, count: count)
        let lon = try ABIArguments.array(longitudes, count: count)
        let outX = try ABIArguments.output(x, count: count)
        let outY = try ABIArguments.output(y, count: count)
        let projection = try ProjectionInput.projection(camera, viewport)
        projection.points(latitudes: lat, longitudes: lon, intoX: outX, y: outY)
        return MM_OK
    }
}

/// `mm_unproject`: `Projection(camera:viewport:).coordinate(for:)`, degrees, longitude
/// wrapped; `MM_ERROR_BEYOND_HORIZON` (NaN, NaN written) at or above the horizon.
@c @implementation
public func mm_unproject(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?,
                         _ point: mm_screen_point, _ out: UnsafeMutablePointer<mm_coordinate>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        guard let out else { throw .nullPointer }
        let projection = try ProjectionInput.projection(camera, viewport)
        guard let c = projection.coordinate(for: try ABIArguments.screenPoint(point)) else {
            out.pointee = mm_coordinate(latitude: .nan, longitude: .nan)
            return MM_ERROR_BEYOND_HORIZON
        }
        out.pointee = ABIArguments.cCoordinate(c)
        return MM_OK
    }
}

/// `mm_unproject_batch`: `mm_unproject` for each point with one `Projection`, bit for bit;
/// NaN, NaN above the horizon and for a point that is not finite. Allocates nothing.
@c @implementation
public func mm_unproject_batch(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?,
                               _ points: UnsafePointer<mm_screen_point>?, _ count: Int,
                               _ out: UnsafeMutablePointer<mm_coordinate>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let source = try ABIArguments.array(points, count: count)
        let destination = try ABIArguments.output(out, count: count)
        let projection = try ProjectionInput.projection(camera, viewport)
        for i in 0..<source.count {
            let p = source[i]
            // Projection.coordinate(for:) is nil for a point that is not finite.
            if let c = projection.coordinate(for: ScreenPoint(x: p.x, y: p.y)) {
                destination[i] = ABIArguments.cCoordinate(c)
            } else {
                destination[i] = mm_coordinate(latitude: .nan, longitude: .nan)
            }
        }
        return MM_OK
    }
}

/// `mm_visible_region_for`: `Projection(camera:viewport:).visibleRegion`, into `out`, whose
/// `size` the caller sets.
@c @implementation
public func mm_visible_region_for(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?,
                              _ out: UnsafeMutablePointer<mm_visible_region>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let region = try ABIArguments.outputRegion(out.map(UnsafeMutableRawPointer.init))
        let projection = try ProjectionInput.projection(camera, viewport)
        ABIArguments.store(projection.visibleRegion, size: region.loadUnaligned(as: Int.self), to: region)
        return MM_OK
    }
}

/// `mm_visible_region_batch`: `mm_visible_region_for` for each of `count` cameras (stride
/// `cameras[0].size`, each camera's own `size` at least version 1's) into `out` (stride
/// `out[0].size`; every element's `size` is set to it). A camera that is not finite
/// gets a region of NaNs. Allocates nothing.
@c @implementation
public func mm_visible_region_batch(_ cameras: UnsafePointer<mm_camera>?, _ count: Int,
                                    _ viewport: UnsafePointer<mm_viewport>?,
                                    _ out: UnsafeMutablePointer<mm_visible_region>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let source = UnsafeRawPointer(cameras)
        let destination = out.map(UnsafeMutableRawPointer.init)
        let sourceStride = try ABIArguments.stride(of: source, count: count, minimum: ABIArguments.cameraSize)
        let outStride = try ABIArguments.stride(of: destination.map(UnsafeRawPointer.init), count: count,
                                                minimum: ABIArguments.visibleRegionSize)
        let v = try ABIArguments.viewport(at: viewport)
        guard let source, let destination else { return MM_OK }
        // Every camera's size first, so that a bad one leaves `out` untouched.
        for i in 0..<count where (source + i * sourceStride).loadUnaligned(as: Int.self) < ABIArguments.cameraSize {
            throw .structSize
        }
        for i in 0..<count {
            let element = source + i * sourceStride
            let region: VisibleRegion?
            if let camera = try? ABIArguments.camera(element.loadUnaligned(as: mm_camera.self)) {
                region = Projection(camera: camera, viewport: v).visibleRegion
            } else {
                region = nil
            }
            ABIArguments.store(region, size: outStride, to: destination + i * outStride)
        }
        return MM_OK
    }
}

/// The projection of a checked camera and viewport, shared by the functions above.
enum ProjectionInput {
    /// `Projection(camera:viewport:)` of the structs at `camera` and `viewport`.
    static func projection(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?)
        throws(ABIFailure) -> Projection {
        let c = try ABIArguments.camera(at: camera.map(UnsafeRawPointer.init))
        let v = try ABIArguments.viewport(at: viewport.map(UnsafeRawPointer.init))
        return Projection(camera: c, viewport: v)
    }
}
