#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CMathSupport

/// Converts between coordinates and view points for one camera and viewport, as
/// `GMSProjection`, with bearing, tilt and padding.
///
/// Model (docs/design.md, normative): d = world(P) − world(target) on the world copy nearest
/// the target, in world points at the camera's zoom; rotated by bearing β:
/// u = d.x·cos β + d.y·sin β, v = −d.x·sin β + d.y·cos β; the camera sits
/// D = 1.5·height from the target, tilted by τ about the horizontal axis through the padded
/// centre c: depth = D − v·sin τ, screen = c + (D/depth)·(u, v·cos τ). Points with
/// depth ≤ 0 have no screen point. Unprojection is the exact inverse.
public struct Projection: Hashable, Sendable {
    /// The camera this projection was built for.
    public let camera: CameraPosition
    /// The viewport this projection was built for.
    public let viewport: Viewport
    /// The camera target in world units (zoom 0).
    public let targetWorld: WorldPoint
    /// World points per world unit: 2^zoom.
    public let scale: Double
    /// Where the target appears, view points.
    public let center: ScreenPoint
    /// Camera distance D in points (1.5 × viewport height).
    public let distance: Double
    @usableFromInline let cosBearing: Double
    @usableFromInline let sinBearing: Double
    @usableFromInline let cosTilt: Double
    @usableFromInline let sinTilt: Double

    /// The smallest ground scale, relative to the scale at the target, that the visible
    /// region reaches towards the horizon: 1/16. Our own choice: it keeps the far corners
    /// finite and close enough to be meaningful at any tilt.
    public static let horizonSafetyScale: Double = 1.0 / 16

    /// A projection for `camera` in `viewport`. The camera is used as given; clamp it
    /// with `CameraLimits` first where limits apply.
    public init(camera: CameraPosition, viewport: Viewport) {
        self.camera = camera
        self.viewport = viewport
        targetWorld = WebMercator.worldPoint(for: camera.target)
        scale = WebMercator.scale(atZoom: camera.zoom)
        center = viewport.paddedCenter
        distance = viewport.cameraDistance
        let beta = camera.bearing * .pi / 180, tau = camera.tilt * .pi / 180
        (cosBearing, sinBearing) = Self.cosineAndSine(beta)
        (cosTilt, sinTilt) = Self.cosineAndSine(tau)
    }

    /// The cosine and sine of `angle` radians: exactly the bits of `cos` and `sin`. At ±0
    /// (no bearing, no tilt: most cameras) they are 1 and the angle itself, without a call
    /// (`ProjectionTests` checks the values on ±0 and nearby angles); any other angle takes
    /// one call of the C library's `sincos` where it has one (`mapsim_sincos`: glibc),
    /// which returns the bits of its `sin` and `cos` (`ProjectionTests`, a million seeded
    /// angles) in less work than the two calls.
    @inlinable
    static func cosineAndSine(_ angle: Double) -> (cos: Double, sin: Double) {
        if angle == 0 { return (1, angle) }
        var sine = 0.0, cosine = 0.0
        mapsim_sincos(angle, &sine, &cosine)
        return (cosine, sine)
    }

    // MARK: Forward

    /// The view point of `coordinate`, or nil when it is behind the camera (at or beyond
    /// the horizon). Points outside the view are returned too; see `contains(_:)`.
    @inlinable
    public func point(for coordinate: Coordinate) -> ScreenPoint? {
        point(forWorld: WebMercator.worldPoint(for: coordinate))
    }

    /// The view point of a world point in world units (zoom 0), taking the world copy
    /// nearest the target (`WebMercator.nearestCopyOffset`); nil when it has no screen point.
    @inlinable
    public func point(forWorld world: WorldPoint) -> ScreenPoint? {
        let dx = WebMercator.nearestCopyOffset(world.x - targetWorld.x)
        let dy = world.y - targetWorld.y
        return point(forOffset: dx * scale, dy * scale)
    }

    /// The view point of an offset from the target in world points at the camera's zoom
    /// (x east, y south); nil when it has no screen point.
    @inlinable
    public func point(forOffset dx: Double, _ dy: Double) -> ScreenPoint? {
        let u = dx * cosBearing + dy * sinBearing
        let v = -dx * sinBearing + dy * cosBearing
        let depth = distance - v * sinTilt
        guard depth > 0 else { return nil }
        let k = distance / depth
        return ScreenPoint(x: center.x + k * u, y: center.y + k * v * cosTilt)
    }

    // MARK: Inverse

    /// The ground offset from the target, in world points at the camera's zoom (x east,
    /// y south), under view point `point`; nil above the horizon.
    @inlinable
    public func offset(for point: ScreenPoint) -> (dx: Double, dy: Double)? {
        Self.offset(for: point, center: center, distance: distance, cosBearing: cosBearing, sinBearing: sinBearing,
                    cosTilt: cosTilt, sinTilt: sinTilt)
    }

    /// `offset(for:)` from the view geometry alone (no target, no zoom), for callers that
    /// do not need a whole projection (`CameraPosition.placing(world:at:in:)`).
    @inlinable
    static func offset(for point: ScreenPoint, center: ScreenPoint, distance: Double, cosBearing: Double,
                       sinBearing: Double, cosTilt: Double, sinTilt: Double) -> (dx: Double, dy: Double)? {
        let a = (point.x - center.x) / distance
        let b = (point.y - center.y) / distance
        let den = cosTilt + b * sinTilt
        guard den > 0 else { return nil }
        let v = b * distance / den
        let u = a * (distance - v * sinTilt)
        return (u * cosBearing - v * sinBearing, u * sinBearing + v * cosBearing)
    }

    /// The world point (zoom-0 units, on the copy nearest the target, not wrapped) under
    /// view point `point`; nil above the horizon.
    @inlinable
    public func worldPoint(for point: ScreenPoint) -> WorldPoint? {
        guard let (dx, dy) = offset(for: point) else { return nil }
        return WorldPoint(x: targetWorld.x + dx / scale, y: targetWorld.y + dy / scale)
    }

    /// The coordinate under view point `point`, or nil at or above the horizon and where
    /// the ground point is not a finite number (a point some 1e300 pt outside a tilted
    /// or rotated view, whose offset overflows). Longitude is wrapped into (−180, 180];
    /// latitudes beyond the Mercator limit are returned as the inverse formula gives
    /// them (|lat| ≤ 90°). So every coordinate returned is finite.
    @inlinable
    public func coordinate(for point: ScreenPoint) -> Coordinate? {
        guard let world = worldPoint(for: point), world.x.isFinite, world.y.isFinite else { return nil }
        return WebMercator.coordinate(for: world)
    }

    // MARK: Queries

    /// The view row (y, points) of the horizon, or nil when the camera is not tilted.
    public var horizonY: Double? {
        guard sinTilt > 0 else { return nil }
        return center.y - distance * cosTilt / sinTilt
    }

    /// The highest view row (smallest y, points) where the ground is still at least
    /// `horizonSafetyScale` of its scale at the target; nil when the camera is not tilted.
    public var horizonSafeY: Double? {
        guard sinTilt > 0 else { return nil }
        let s = Self.horizonSafetyScale
        let v = (distance - distance / s) / sinTilt
        return center.y + s * v * cosTilt
    }

    /// Whether `coordinate` lies in the visible region: it has a screen point inside the
    /// padded rectangle, as `GMSProjection.contains(_:)`.
    public func contains(_ coordinate: Coordinate) -> Bool {
        guard let p = point(for: coordinate) else { return false }
        let r = viewport.paddedRect
        let eps = 1e-9 * max(1, viewport.width, viewport.height)
        return p.x >= r.x - eps && p.x <= r.maxX + eps && p.y >= r.y - eps && p.y <= r.maxY + eps
    }

    /// Points on screen spanned by `meters` on the ground at `coordinate`, at the
    /// camera's zoom and nadir scale (tilt is not taken into account, as in
    /// `GMSProjection.points(forMeters:at:)`). Accurate for small distances.
    public func pointsForMeters(_ meters: Double, at coordinate: Coordinate) -> Double {
        meters / WebMercator.metersPerPoint(atLatitude: coordinate.latitude, zoom: camera.zoom)
    }

    /// The visible region of the padded rectangle; see `VisibleRegion`.
    public var visibleRegion: VisibleRegion {
        let r = viewport.paddedRect
        var top = r.y, bottom = r.maxY
        var clipped = false
        if let safe = horizonSafeY {
            if top < safe { top = safe; clipped = true }
            if bottom < safe { bottom = safe }
        }
        func ground(_ x: Double, _ y: Double) -> WorldPoint {
            // At or below the safe row the inverse always exists.
            worldPoint(for: ScreenPoint(x: x, y: y)) ?? targetWorld
        }
        // Four named corners rather than arrays of them: the region allocates nothing (the C
        // library's mm_visible_region_batch promises that, test_mapmath.c counts it).
        let nearLeftWorld = ground(r.x, bottom), nearRightWorld = ground(r.maxX, bottom)
        let farLeftWorld = ground(r.x, top), farRightWorld = ground(r.maxX, top)
        let nearLeft = WebMercator.coordinate(for: nearLeftWorld), nearRight = WebMercator.coordinate(for: nearRightWorld)
        let farLeft = WebMercator.coordinate(for: farLeftWorld), farRight = WebMercator.coordinate(for: farRightWorld)
        let degreesPerUnit = 360 / WebMercator.tileSize
        let bounds = CoordinateBounds(
            south: Self.least(nearLeft.latitude, nearRight.latitude, farLeft.latitude, farRight.latitude),
            north: Self.greatest(nearLeft.latitude, nearRight.latitude, farLeft.latitude, farRight.latitude),
            unwrappedWest: Self.least(nearLeftWorld.x, nearRightWorld.x, farLeftWorld.x, farRightWorld.x) * degreesPerUnit - 180,
            unwrappedEast: Self.greatest(nearLeftWorld.x, nearRightWorld.x, farLeftWorld.x, farRightWorld.x) * degreesPerUnit - 180)
        return VisibleRegion(nearLeft: nearLeft, nearRight: nearRight, farLeft: farLeft, farRight: farRight,
                             bounds: bounds, isHorizonClipped: clipped)
    }

    /// The smallest of four numbers, the first of equal ones (as `Sequence.min()`).
    static func least(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var m = a
        if b < m { m = b }
        if c < m { m = c }
        if d < m { m = d }
        return m
    }

    /// The largest of four numbers, the first of equal ones (as `Sequence.max()`).
    static func greatest(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var m = a
        if b > m { m = b }
        if c > m { m = c }
        if d > m { m = d }
        return m
    }
}
