import TestSupport
@testable import MapMath

/// MapMath values drawn from the shared generator.
extension SplitMix64 {
    /// A viewport of phone-to-tablet size with random padding that leaves at least a
    /// quarter of each dimension unpadded.
    mutating func viewport() -> Viewport {
        let width = double(in: 200...1400), height = double(in: 200...1400)
        let top = double(in: 0...(height * 0.4)), bottom = double(in: 0...(height * 0.35))
        let left = double(in: 0...(width * 0.4)), right = double(in: 0...(width * 0.35))
        return try! Viewport(width: width, height: height,
                        padding: EdgeInsets(top: top, left: left, bottom: bottom, right: right))
    }

    /// A camera at a random target, zoom in `zoom`, random bearing and a tilt within the
    /// default tilt limit at that zoom.
    mutating func camera(zoom: ClosedRange<Double> = 2...21) -> CameraPosition {
        let z = double(in: zoom)
        return try! CameraPosition(latitude: double(in: -85...85), longitude: double(in: -180...180), zoom: z,
                              bearing: double(in: 0..<360), tilt: double(in: 0...CameraLimits.default.maxTilt(atZoom: z)))
    }

    /// A point inside `rect`.
    mutating func point(in rect: ScreenRect) -> ScreenPoint {
        ScreenPoint(x: double(in: rect.x...rect.maxX), y: double(in: rect.y...rect.maxY))
    }
}

/// MapMath values drawn from the shared generator.
extension SplitMix64 {
    mutating func double(in range: Range<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
}

/// The shortest signed difference between two longitudes in degrees, in [−180, 180).
func longitudeDifference(_ a: Double, _ b: Double) -> Double {
    let d = (a - b).truncatingRemainder(dividingBy: 360)
    if d >= 180 { return d - 360 }
    if d < -180 { return d + 360 }
    return d
}

/// The rectangle `rect` moved inwards by `amount` points on every side (outwards when
/// negative).
func inset(_ rect: ScreenRect, by amount: Double) -> ScreenRect {
    ScreenRect(x: rect.x + amount, y: rect.y + amount, width: rect.width - 2 * amount, height: rect.height - 2 * amount)
}

/// Tolerance in view points for round trips that pass through a `Coordinate` at `zoom`:
/// 1e-12 world units (4e-15 of the world width), a few ulps of a Double degree (2.8e-14°
/// at 180°, 4e-8 pt at zoom 21 and up to 11× more in y near ±85°), scaled to points.
/// Below zoom 11 this is tighter than 1e-9 pt; at zoom 21 it is 2.1e-6 pt.
func coordinateRoundTripTolerance(atZoom zoom: Double) -> Double {
    1e-12 * WebMercator.scale(atZoom: zoom)
}

/// Whether the ground under a view point can make a faithful coordinate round trip: its
/// world point lies inside the Mercator world (latitudes within ±85.0511°) on the copy
/// nearest the target, so projecting its coordinate gives the same world point back.
func isOnTheTargetsWorldCopy(_ world: WorldPoint, _ projection: Projection) -> Bool {
    abs(world.x - projection.targetWorld.x) < WebMercator.tileSize / 2 && world.y >= 0 && world.y <= WebMercator.tileSize
}

/// The part of the view where the ground is at least `Projection.horizonSafetyScale` of
/// its scale at the target: the whole view at tilt 0, otherwise the rows below the safe
/// row. Nil when no such row is in the view.
func groundRect(_ projection: Projection) -> ScreenRect? {
    let bounds = projection.viewport.bounds
    guard let safe = projection.horizonSafeY, safe > bounds.y else { return bounds }
    guard safe < bounds.maxY else { return nil }
    return ScreenRect(x: bounds.x, y: safe, width: bounds.width, height: bounds.maxY - safe)
}
