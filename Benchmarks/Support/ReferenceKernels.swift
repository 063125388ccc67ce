#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CReferenceKernels
import MapMath

/// Swift-side calls into the plain-C reference kernels (`CReferenceKernels`) that `mapsim
/// bench` compares with: the column kernels (separate x and y arrays), the fastest C we
/// found (see the C header). Flags are one byte each on both sides, 0 or 1.
enum ReferenceKernels {
    /// The C kernel's per-frame constants for `projection`, derived exactly as
    /// `ScreenProjector` derives its own (see its documentation), bounds = the view.
    static func screenParameters(_ projection: Projection) -> cref_screen_parameters {
        let beta = projection.camera.bearing * .pi / 180, tau = projection.camera.tilt * .pi / 180
        let cb = cos(beta), sb = sin(beta), ct = cos(tau), st = sin(tau)
        let d = projection.distance
        return cref_screen_parameters(
            target_x: projection.targetWorld.x, target_y: projection.targetWorld.y, scale: projection.scale,
            h00: Float(cb), h01: Float(sb),
            h10: Float(-ct * sb), h11: Float(ct * cb),
            h20: Float(st * sb / d), h21: Float(-st * cb / d),
            center_x: Float(projection.center.x), center_y: Float(projection.center.y),
            min_x: 0, max_x: Float(projection.viewport.width), min_y: 0, max_y: Float(projection.viewport.height))
    }

    /// `cref_world_points_columns` on the columns `latitudes`, `longitudes` into `x`, `y`.
    static func worldPoints(latitudes: UnsafeBufferPointer<Double>, longitudes: UnsafeBufferPointer<Double>,
                            intoX x: UnsafeMutableBufferPointer<Double>, y: UnsafeMutableBufferPointer<Double>) {
        let count = latitudes.count
        precondition(longitudes.count == count && x.count >= count && y.count >= count)
        guard let lat = latitudes.baseAddress, let lng = longitudes.baseAddress, let outX = x.baseAddress,
              let outY = y.baseAddress else { return }
        cref_world_points_columns(lat, lng, outX, outY, count)
    }

    /// `cref_screen_points_columns` on the columns `worldX`, `worldY` into `screenX`,
    /// `screenY` and `visible`; the visible count.
    @discardableResult
    static func screenPoints(x worldX: UnsafeBufferPointer<Double>, y worldY: UnsafeBufferPointer<Double>,
                             intoX screenX: UnsafeMutableBufferPointer<Float>, y screenY: UnsafeMutableBufferPointer<Float>,
                             visible: UnsafeMutableBufferPointer<Bool>, parameters: cref_screen_parameters) -> Int {
        let count = worldX.count
        precondition(worldY.count == count && screenX.count >= count && screenY.count >= count && visible.count >= count)
        guard let x = worldX.baseAddress, let y = worldY.baseAddress, let outX = screenX.baseAddress,
              let outY = screenY.baseAddress, let flags = visible.baseAddress else { return 0 }
        var parameters = parameters
        return Int(cref_screen_points_columns(x, y, outX, outY,
                                              UnsafeMutableRawPointer(flags).assumingMemoryBound(to: UInt8.self),
                                              count, &parameters))
    }
}
