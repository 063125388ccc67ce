import MapMath

/// One render frame's camera step under MapLibre GL JS (`HandlerManager._updateMapTransform`
/// with the Mercator camera helper's `handleMapControlsRollPitchBearingZoom` and
/// `handleMapControlsPan`, v5.3.0, no terrain).
///
/// Method: `around` is the change's `pinchAround` when given, else its `around`, else the
/// padded centre. Unless `around` lies within 0.1 px of the padded centre, the ground
/// point at `around − pan` (at `around` with no pan) is taken from the frame's camera
/// before anything changes. Then the bearing, pitch and zoom deltas apply (each clamped),
/// and that ground point is placed at `around`. Within 0.1 px of the centre nothing is
/// placed: the frame's pan is dropped (`around.distSqr(centerPoint) < .01`).
/// Exact up to the Mercator round trip of `Projection` (tests: `MapLibreHandlerTests`,
/// the oracle). Allocates nothing.
public enum MapLibreTransformStep {
    /// `camera` after `change`, clamped to `limits`; nil when the result is not finite.
    /// `centreHold`, points: an `around` closer than this to the padded centre drops the
    /// pan (0.1, `GestureThresholds.centredPanDropDistance`; 0: never).
    public static func apply(_ change: MapLibreHandlerChange, to camera: CameraPosition, viewport: Viewport,
                             limits: CameraLimits, centreHold: Double) -> CameraPosition? {
        let centre = viewport.paddedCenter
        let around = change.pinchAroundIsCentre ? centre : (change.pinchAround ?? change.around ?? centre)
        let dx = around.x - centre.x, dy = around.y - centre.y
        var ground: WorldPoint?
        if !(dx * dx + dy * dy < centreHold * centreHold) {
            let from = change.pan.map { ScreenPoint(x: around.x - $0.x, y: around.y - $0.y) } ?? around
            ground = Projection(camera: camera, viewport: viewport).worldPoint(for: from)
        }
        var next = camera
        if MapLibreHandlerChange.isTruthy(change.bearing) {
            next.bearing = CameraPosition.normalizeBearing(next.bearing + change.bearing!)
        }
        if MapLibreHandlerChange.isTruthy(change.pitch) { next.tilt = max(0, next.tilt + change.pitch!) }
        if MapLibreHandlerChange.isTruthy(change.zoom) { next.zoom += change.zoom! }
        next = limits.clamp(next)
        if let ground, let placed = next.placing(world: ground, at: around, in: viewport) {
            next = limits.clamp(placed)
        }
        return next.isFinite ? next : nil
    }
}
