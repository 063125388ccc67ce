import CMapMath
import MapMath

// Camera updates (`CameraUpdate`: fit bounds, zoom by, scroll by) and the limits
// (`CameraLimits`: clamp, max tilt), single and batch. Results are clamped to the limits
// (NULL: `CameraLimits.default`). A custom tilt table costs one array per call, never
// one per element.

/// `mm_fit_bounds`: `CameraUpdate.fitBounds(_:padding:)` applied in `viewport` with
/// `limits` (bearing and tilt 0); `MM_ERROR_BOUNDS` for south above north or a latitude
/// outside [−90°, 90°], `MM_ERROR_PADDING` for a negative `padding` side (points).
@c @implementation
public func mm_fit_bounds(_ viewport: UnsafePointer<mm_viewport>?, _ bounds: mm_bounds, _ padding: mm_edge_insets,
                          _ limits: UnsafePointer<mm_camera_limits>?, _ out: UnsafeMutablePointer<mm_camera>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let destination = try ABIArguments.outputCamera(out)
        let v = try ABIArguments.viewport(at: viewport)
        let l = try ABIArguments.limits(at: limits)
        let p = try ABIArguments.fitPadding(padding)
        let b = try ABIArguments.bounds(bounds)
        let camera = CameraUpdateInput.fit(b, padding: p, in: v, limits: l, anyCamera: try CameraUpdateInput.anyCamera())
        ABIArguments.store(camera, size: destination.loadUnaligned(as: Int.self), to: destination)
        return MM_OK
    }
}

/// `mm_fit_bounds_batch`: `mm_fit_bounds` for each box, bit for bit, into `out` (stride
/// `out[0].size`; every element's `size` is set to it); a camera of NaNs for a box that
/// `mm_fit_bounds` refuses. Allocates nothing per box.
@c @implementation
public func mm_fit_bounds_batch(_ viewport: UnsafePointer<mm_viewport>?, _ bounds: UnsafePointer<mm_bounds>?, _ count: Int,
                                _ padding: mm_edge_insets, _ limits: UnsafePointer<mm_camera_limits>?,
                                _ out: UnsafeMutablePointer<mm_camera>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let boxes = try ABIArguments.array(bounds, count: count)
        let destination = out.map(UnsafeMutableRawPointer.init)
        let stride = try ABIArguments.stride(of: destination.map(UnsafeRawPointer.init), count: count,
                                             minimum: ABIArguments.cameraSize)
        let v = try ABIArguments.viewport(at: viewport)
        let l = try ABIArguments.limits(at: limits)
        let p = try ABIArguments.fitPadding(padding)
        let any = try CameraUpdateInput.anyCamera()
        guard let destination else { return MM_OK }
        for i in 0..<boxes.count {
            let element = destination + i * stride
            if let b = try? ABIArguments.bounds(boxes[i]) {
                ABIArguments.store(CameraUpdateInput.fit(b, padding: p, in: v, limits: l, anyCamera: any),
                                   size: stride, to: element)
            } else {
                ABIArguments.storeNaNCamera(size: stride, to: element)
            }
        }
        return MM_OK
    }
}

/// `mm_zoom_by`: `CameraUpdate.zoomBy(delta, at: anchor)` applied to `camera` in
/// `viewport` with `limits`; `delta` in zoom levels, `anchor` in view points (NULL: the
/// padded centre).
@c @implementation
public func mm_zoom_by(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?, _ delta: Double,
                       _ anchor: UnsafePointer<mm_screen_point>?, _ limits: UnsafePointer<mm_camera_limits>?,
                       _ out: UnsafeMutablePointer<mm_camera>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let destination = try ABIArguments.outputCamera(out)
        let c = try ABIArguments.camera(at: camera)
        let v = try ABIArguments.viewport(at: viewport)
        let l = try ABIArguments.limits(at: limits)
        let d = try ABIArguments.finite(delta)
        let point = try anchor.map { (a) throws(ABIFailure) in try ABIArguments.screenPoint(a.pointee) }
        let zoomed = CameraUpdate.zoomBy(d, at: point).apply(to: c, in: v, limits: l)
        ABIArguments.store(zoomed, size: destination.loadUnaligned(as: Int.self), to: destination)
        return MM_OK
    }
}

/// `mm_zoom_by_batch`: `mm_zoom_by` about each anchor (view points), bit for bit, into
/// `out` (stride `out[0].size`); a camera of NaNs for an anchor that is not finite.
/// Allocates nothing per anchor.
@c @implementation
public func mm_zoom_by_batch(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?, _ delta: Double,
                             _ anchors: UnsafePointer<mm_screen_point>?, _ count: Int,
                             _ limits: UnsafePointer<mm_camera_limits>?, _ out: UnsafeMutablePointer<mm_camera>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let points = try ABIArguments.array(anchors, count: count)
        let destination = out.map(UnsafeMutableRawPointer.init)
        let stride = try ABIArguments.stride(of: destination.map(UnsafeRawPointer.init), count: count,
                                             minimum: ABIArguments.cameraSize)
        let c = try ABIArguments.camera(at: camera)
        let v = try ABIArguments.viewport(at: viewport)
        let l = try ABIArguments.limits(at: limits)
        let d = try ABIArguments.finite(delta)
        guard let destination else { return MM_OK }
        for i in 0..<points.count {
            let element = destination + i * stride
            if let point = try? ABIArguments.screenPoint(points[i]) {
                ABIArguments.store(CameraUpdate.zoomBy(d, at: point).apply(to: c, in: v, limits: l),
                                   size: stride, to: element)
            } else {
                ABIArguments.storeNaNCamera(size: stride, to: element)
            }
        }
        return MM_OK
    }
}

/// `mm_scroll_by`: `CameraUpdate.scrollBy(x: dx, y: dy)` (view points) applied to
/// `camera` in `viewport` with `limits`.
@c @implementation
public func mm_scroll_by(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?, _ dx: Double,
                         _ dy: Double, _ limits: UnsafePointer<mm_camera_limits>?,
                         _ out: UnsafeMutablePointer<mm_camera>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let destination = try ABIArguments.outputCamera(out)
        let c = try ABIArguments.camera(at: camera)
        let v = try ABIArguments.viewport(at: viewport)
        let l = try ABIArguments.limits(at: limits)
        let update = CameraUpdate.scrollBy(x: try ABIArguments.finite(dx), y: try ABIArguments.finite(dy))
        ABIArguments.store(update.apply(to: c, in: v, limits: l), size: destination.loadUnaligned(as: Int.self),
                           to: destination)
        return MM_OK
    }
}

/// `mm_scroll_by_batch`: `mm_scroll_by` by each offset (x, y in view points), bit for bit,
/// into `out` (stride `out[0].size`); a camera of NaNs for an offset that is not finite.
/// Allocates nothing per offset.
@c @implementation
public func mm_scroll_by_batch(_ camera: UnsafePointer<mm_camera>?, _ viewport: UnsafePointer<mm_viewport>?,
                               _ offsets: UnsafePointer<mm_screen_point>?, _ count: Int,
                               _ limits: UnsafePointer<mm_camera_limits>?, _ out: UnsafeMutablePointer<mm_camera>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let shifts = try ABIArguments.array(offsets, count: count)
        let destination = out.map(UnsafeMutableRawPointer.init)
        let stride = try ABIArguments.stride(of: destination.map(UnsafeRawPointer.init), count: count,
                                             minimum: ABIArguments.cameraSize)
        let c = try ABIArguments.camera(at: camera)
        let v = try ABIArguments.viewport(at: viewport)
        let l = try ABIArguments.limits(at: limits)
        guard let destination else { return MM_OK }
        for i in 0..<shifts.count {
            let element = destination + i * stride
            let s = shifts[i]
            if s.x.isFinite && s.y.isFinite {
                ABIArguments.store(CameraUpdate.scrollBy(x: s.x, y: s.y).apply(to: c, in: v, limits: l),
                                   size: stride, to: element)
            } else {
                ABIArguments.storeNaNCamera(size: stride, to: element)
            }
        }
        return MM_OK
    }
}

/// `mm_clamp_camera`: `CameraLimits.clamp(_:)`: zoom into the range, then tilt into
/// [0, maxTilt] at that zoom (degrees).
@c @implementation
public func mm_clamp_camera(_ camera: UnsafePointer<mm_camera>?, _ limits: UnsafePointer<mm_camera_limits>?,
                            _ out: UnsafeMutablePointer<mm_camera>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let destination = try ABIArguments.outputCamera(out)
        let c = try ABIArguments.camera(at: camera)
        let l = try ABIArguments.limits(at: limits)
        ABIArguments.store(l.clamp(c), size: destination.loadUnaligned(as: Int.self), to: destination)
        return MM_OK
    }
}

/// `mm_max_tilt`: `CameraLimits.maxTilt(atZoom:)`, degrees.
@c @implementation
public func mm_max_tilt(_ limits: UnsafePointer<mm_camera_limits>?, _ zoom: Double,
                        _ out: UnsafeMutablePointer<Double>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        guard let out else { throw .nullPointer }
        let l = try ABIArguments.limits(at: limits)
        out.pointee = l.maxTilt(atZoom: try ABIArguments.finite(zoom))
        return MM_OK
    }
}

/// `mm_max_tilt_batch`: `mm_max_tilt` at each zoom, bit for bit; NaN for a zoom that is not
/// finite. Allocates nothing per zoom.
@c @implementation
public func mm_max_tilt_batch(_ limits: UnsafePointer<mm_camera_limits>?, _ zooms: UnsafePointer<Double>?, _ count: Int,
                              _ out: UnsafeMutablePointer<Double>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        let source = try ABIArguments.array(zooms, count: count)
        let destination = try ABIArguments.output(out, count: count)
        let l = try ABIArguments.limits(at: limits)
        for i in 0..<source.count {
            let z = source[i]
            destination[i] = z.isFinite ? l.maxTilt(atZoom: z) : .nan
        }
        return MM_OK
    }
}

/// What the fit functions share.
enum CameraUpdateInput {
    /// A camera for `CameraUpdate.apply(to:in:limits:)` where the update ignores it (fit
    /// bounds replaces the whole camera).
    static func anyCamera() throws(ABIFailure) -> CameraPosition {
        try ABIArguments.camera(latitude: 0, longitude: 0, zoom: 0, bearing: 0, tilt: 0)
    }

    /// `CameraUpdate.fitBounds(bounds, padding:)` applied in `viewport` with `limits`.
    static func fit(_ bounds: CoordinateBounds, padding: EdgeInsets, in viewport: Viewport, limits: CameraLimits,
                    anyCamera: CameraPosition) -> CameraPosition {
        CameraUpdate.fitBounds(bounds, padding: padding).apply(to: anyCamera, in: viewport, limits: limits)
    }
}
