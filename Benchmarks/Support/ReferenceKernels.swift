#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CReferenceKernels
import MapMath

/// Swift-side calls into the plain-C reference kernels (`CReferenceKernels`), on the
/// same buffers as the Swift kernels (the layouts match: two packed Doubles per
/// coordinate and world point, two packed Floats per screen point, one byte per flag).
enum ReferenceKernels {
    /// Whether the Swift types have the C structs' layouts; checked rather than assumed.
    static let layoutsMatch: Bool =
        MemoryLayout<Coordinate>.stride == MemoryLayout<cref_coordinate>.stride
            && MemoryLayout<Coordinate>.offset(of: \.latitude) == 0
            && MemoryLayout<WorldPoint>.stride == MemoryLayout<cref_world_point>.stride
            && MemoryLayout<WorldPoint>.offset(of: \.x) == 0
            && MemoryLayout<SIMD2<Float>>.stride == MemoryLayout<cref_screen_point>.stride
            && MemoryLayout<Bool>.stride == MemoryLayout<UInt8>.stride

    /// `cref_world_points` on `coordinates` into `output`.
    static func worldPoints(_ coordinates: UnsafeBufferPointer<Coordinate>,
                            into output: UnsafeMutableBufferPointer<WorldPoint>) {
        precondition(output.count >= coordinates.count)
        guard let source = coordinates.baseAddress, let destination = output.baseAddress else { return }
        cref_world_points(UnsafeRawPointer(source).assumingMemoryBound(to: cref_coordinate.self),
                          UnsafeMutableRawPointer(destination).assumingMemoryBound(to: cref_world_point.self),
                          coordinates.count)
    }

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

    /// `cref_screen_points` on `world` into `screen` and `visible`; the visible count.
    @discardableResult
    static func screenPoints(_ world: UnsafeBufferPointer<WorldPoint>,
                             into screen: UnsafeMutableBufferPointer<SIMD2<Float>>,
                             visible: UnsafeMutableBufferPointer<Bool>,
                             parameters: cref_screen_parameters) -> Int {
        precondition(screen.count >= world.count && visible.count >= world.count)
        guard let source = world.baseAddress, let points = screen.baseAddress, let flags = visible.baseAddress
        else { return 0 }
        var parameters = parameters
        return Int(cref_screen_points(UnsafeRawPointer(source).assumingMemoryBound(to: cref_world_point.self),
                                      UnsafeMutableRawPointer(points).assumingMemoryBound(to: cref_screen_point.self),
                                      UnsafeMutableRawPointer(flags).assumingMemoryBound(to: UInt8.self),
                                      world.count, &parameters))
    }
}
