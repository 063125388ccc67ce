#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A programmatic camera change, as `GMSCameraUpdate`. `apply(to:in:limits:)` gives
/// the resulting camera, clamped to the limits. Disabled gestures never limit these.
public enum CameraUpdate: Hashable, Sendable {
    /// Replace the camera.
    case setCamera(CameraPosition)
    /// Move the target, keeping zoom, bearing and tilt.
    case setTarget(Coordinate)
    /// Move the target and set the zoom.
    case setTargetZoom(Coordinate, zoom: Double)
    /// Set the zoom, keeping the target.
    case zoomTo(Double)
    /// Change the zoom by `delta` levels; with a point, the coordinate under it stays
    /// under it (about the padded centre when the point is nil or above the horizon).
    case zoomBy(Double, at: ScreenPoint?)
    /// Shift the view by `x`, `y` points (x right, y down), as
    /// `GMSCameraUpdate.scrollBy(x:y:)`: the new target is the coordinate that was at
    /// paddedCenter + (x, y) on the ground plane, bearing applied, at nadir scale.
    case scrollBy(x: Double, y: Double)
    /// Show `bounds` inside the padded view inset by `padding` points on each side
    /// (default 64 pt), bearing and tilt reset to 0, as `GMSCameraUpdate.fit(_:withPadding:)`.
    case fitBounds(CoordinateBounds, padding: EdgeInsets)

    /// Zoom in by one level about the padded centre (`GMSCameraUpdate.zoomIn()`).
    public static let zoomIn = CameraUpdate.zoomBy(1, at: nil)
    /// Zoom out by one level about the padded centre (`GMSCameraUpdate.zoomOut()`).
    public static let zoomOut = CameraUpdate.zoomBy(-1, at: nil)
    /// Default padding of `fitBounds`, points on every side: 64 (docs/design.md).
    public static let defaultFitPadding: Double = 64

    /// Fit `bounds` with the default 64-point padding.
    public static func fit(_ bounds: CoordinateBounds, padding: Double = defaultFitPadding) -> CameraUpdate {
        .fitBounds(bounds, padding: EdgeInsets(all: padding))
    }

    /// The camera after this update applied to `camera` in `viewport`, clamped to `limits`.
    public func apply(to camera: CameraPosition, in viewport: Viewport,
                      limits: CameraLimits = .default) -> CameraPosition {
        switch self {
        case let .setCamera(c):
            return limits.clamp(c)
        case let .setTarget(t):
            var c = camera
            c.target = CameraPosition.clampedTarget(t)
            return limits.clamp(c)
        case let .setTargetZoom(t, zoom):
            var c = camera
            c.target = CameraPosition.clampedTarget(t)
            c.zoom = zoom
            return limits.clamp(c)
        case let .zoomTo(z):
            var c = camera
            c.zoom = z
            return limits.clamp(c)
        case let .zoomBy(delta, point):
            return Self.zoom(camera, by: delta, at: point, in: viewport, limits: limits)
        case let .scrollBy(x, y):
            let b = camera.bearing * .pi / 180
            let scale = WebMercator.scale(atZoom: camera.zoom)
            let dx = (x * cos(b) - y * sin(b)) / scale
            let dy = (x * sin(b) + y * cos(b)) / scale
            let w = WebMercator.worldPoint(for: camera.target)
            var c = camera
            c.target = CameraPosition.clampedTarget(WebMercator.coordinate(for: WorldPoint(x: w.x + dx, y: w.y + dy)))
            return limits.clamp(c)
        case let .fitBounds(bounds, padding):
            return Self.fit(bounds, padding: padding, camera: camera, in: viewport, limits: limits)
        }
    }

    static func zoom(_ camera: CameraPosition, by delta: Double, at point: ScreenPoint?,
                     in viewport: Viewport, limits: CameraLimits) -> CameraPosition {
        var zoomed = camera
        zoomed.zoom = camera.zoom + delta
        zoomed = limits.clamp(zoomed)
        guard let point,
              let anchor = Projection(camera: camera, viewport: viewport).worldPoint(for: point),
              let placed = zoomed.placing(world: anchor, at: point, in: viewport)
        else { return zoomed }
        return placed
    }

    static func fit(_ bounds: CoordinateBounds, padding: EdgeInsets, camera: CameraPosition,
                    in viewport: Viewport, limits: CameraLimits) -> CameraPosition {
        let sw = WebMercator.worldPoint(for: Coordinate(latitude: bounds.south, longitude: bounds.west))
        let ne = WebMercator.worldPoint(for: Coordinate(latitude: bounds.north, longitude: bounds.east))
        var east = ne.x
        if bounds.longitudeSpan >= 360 { east = sw.x + WebMercator.tileSize }
        else if bounds.crossesAntimeridian { east += WebMercator.tileSize }
        let spanX = max(east - sw.x, 0), spanY = max(sw.y - ne.y, 0)
        let center = WorldPoint(x: sw.x + spanX / 2, y: ne.y + spanY / 2)
        let r = viewport.paddedRect
        let availableWidth = r.width - padding.left - padding.right
        let availableHeight = r.height - padding.top - padding.bottom
        var zoom: Double
        if availableWidth <= 0 || availableHeight <= 0 {
            zoom = limits.zoomRange.minZoom
        } else {
            let zx = spanX > 0 ? log2(availableWidth / spanX) : .infinity
            let zy = spanY > 0 ? log2(availableHeight / spanY) : .infinity
            zoom = min(zx, zy)
            if zoom == .infinity { zoom = limits.zoomRange.maxZoom }
        }
        // The fit rectangle is centred on the padded centre only when the extra padding is
        // symmetric; shift the target by half the difference otherwise.
        let scale = WebMercator.scale(atZoom: limits.zoomRange.clamp(zoom))
        let shiftX = (padding.right - padding.left) / 2 / scale
        let shiftY = (padding.bottom - padding.top) / 2 / scale
        let target = WebMercator.coordinate(for: WorldPoint(x: center.x + shiftX, y: center.y + shiftY))
        return limits.clamp(CameraPosition(normalizing: target, zoom: zoom, bearing: 0, tilt: 0))
    }
}
