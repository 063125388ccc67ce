#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension CameraPosition {
    /// This camera moved so that `coordinate` appears at view point `point`, keeping zoom,
    /// bearing and tilt; nil when `point` is above the horizon.
    ///
    /// The ground offset under a view point depends only on the point, tilt, bearing and
    /// viewport, so the new target is world(coordinate) minus that offset: exact, with no
    /// iteration. Pan, pinch, rotate and zoom-about-a-point are all built on this.
    public func placing(_ coordinate: Coordinate, at point: ScreenPoint, in viewport: Viewport) -> CameraPosition? {
        placing(world: WebMercator.worldPoint(for: coordinate), at: point, in: viewport)
    }

    /// As `placing(_:at:in:)` for a world point in world units (zoom 0), which may lie on
    /// a neighbouring world copy.
    public func placing(world: WorldPoint, at point: ScreenPoint, in viewport: Viewport) -> CameraPosition? {
        // The same arithmetic as `Projection(camera: self, viewport:).offset(for:)`, without
        // the projection's target world point (a logarithm and a sine this does not need).
        // Bearing and tilt 0 (most cameras) take no trigonometric calls (`cosineAndSine`).
        let beta = bearing * .pi / 180, tau = tilt * .pi / 180
        let (cosBearing, sinBearing) = Projection.cosineAndSine(beta), (cosTilt, sinTilt) = Projection.cosineAndSine(tau)
        guard let (dx, dy) = Projection.offset(for: point, center: viewport.paddedCenter,
                                               distance: viewport.cameraDistance,
                                               cosBearing: cosBearing, sinBearing: sinBearing,
                                               cosTilt: cosTilt, sinTilt: sinTilt) else { return nil }
        let scale = WebMercator.scale(atZoom: zoom)
        let target = WorldPoint(x: world.x - dx / scale, y: world.y - dy / scale)
        var moved = self
        moved.target = Self.clampedTarget(WebMercator.coordinate(for: target))
        return moved
    }

    /// A target coordinate clamped to ±`maxTargetLatitude`, longitude wrapped.
    static func clampedTarget(_ c: Coordinate) -> Coordinate {
        Coordinate(latitude: min(max(c.latitude, -maxTargetLatitude), maxTargetLatitude),
                   longitude: Coordinate.wrapLongitude(c.longitude))
    }
}
