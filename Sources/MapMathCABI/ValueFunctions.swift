import CMapMath
import MapMath

// The mm_*_make functions of mapmath.h: values refused where they are made. Each fills
// the whole version-1 struct, its size field included, so `out` may be uninitialised.

/// `mm_camera_make`: `CameraPosition(latitude:longitude:zoom:bearing:tilt:)` (degrees,
/// zoom level), normalised as it normalises; `MM_ERROR_NOT_FINITE` for NaN or ±∞.
@c @implementation
public func mm_camera_make(_ latitude: Double, _ longitude: Double, _ zoom: Double, _ bearing: Double,
                           _ tilt: Double, _ out: UnsafeMutablePointer<mm_camera>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        guard let out else { throw .nullPointer }
        let camera = try ABIArguments.camera(latitude: latitude, longitude: longitude, zoom: zoom,
                                             bearing: bearing, tilt: tilt)
        ABIArguments.store(camera, size: ABIArguments.cameraSize, to: UnsafeMutableRawPointer(out))
        return MM_OK
    }
}

/// `mm_viewport_make`: `Viewport(width:height:padding:)` (points), checked as it checks:
/// `MM_ERROR_NOT_FINITE`, `MM_ERROR_VIEWPORT_SIZE` or `MM_ERROR_PADDING`.
@c @implementation
public func mm_viewport_make(_ width: Double, _ height: Double, _ padding: mm_edge_insets,
                             _ out: UnsafeMutablePointer<mm_viewport>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        guard let out else { throw .nullPointer }
        let v = try ABIArguments.viewport(width: width, height: height, padding: padding)
        out.pointee = mm_viewport(size: ABIArguments.viewportSize, width: v.width, height: v.height,
                                  padding: mm_edge_insets(top: v.padding.top, left: v.padding.left,
                                                          bottom: v.padding.bottom, right: v.padding.right))
        return MM_OK
    }
}

/// `mm_camera_limits_default`: `CameraLimits.default` (zoom 2 to 21, `TiltLimit.googleIOS`,
/// given as a NULL table).
@c @implementation
public func mm_camera_limits_default(_ out: UnsafeMutablePointer<mm_camera_limits>?) -> mm_error {
    abiCall { () throws(ABIFailure) in
        guard let out else { throw .nullPointer }
        let range = CameraLimits.default.zoomRange
        out.pointee = mm_camera_limits(size: ABIArguments.cameraLimitsSize, min_zoom: range.minZoom,
                                       max_zoom: range.maxZoom, tilt_stops: nil, tilt_stop_count: 0)
        return MM_OK
    }
}
