import MapMath

/// MapLibre GL JS's centre-point quirk (`GestureThresholds.centredPanDropDistance`).
extension GestureEngine {
    /// A frame is drawn: when the gesture movement since the last frame panned and its last
    /// `around` (the centroid) lies within `distance` points of the padded centre, MapLibre
    /// GL JS drops the frame's whole pan (`handleMapControlsPan` skips `setLocationAtPoint`
    /// when `around.distSqr(centerPoint) < .01`, v5.3.0 and v6.11.2): returns `camera`
    /// moved back by that pan, with the pan's ground point re-captured under the centroid
    /// so that the next samples pan on from there; nil when nothing is dropped. The frame's
    /// entry keeps its pan for the inertia (`_updateMapTransform` records it all the same).
    /// Call before `recordFrame(at:)`.
    public mutating func dropCentredFramePan(camera: CameraPosition, viewport: Viewport,
                                             within distance: Double) -> CameraPosition? {
        guard distance > 0, let movement = frameMovement, movement.pan != .zero, let around = movement.around
        else { return nil }
        let centre = viewport.paddedCenter
        let dx = around.x - centre.x, dy = around.y - centre.y
        guard dx * dx + dy * dy < distance * distance else { return nil }
        let projection = Projection(camera: camera, viewport: viewport)
        let shifted = ScreenPoint(x: centre.x + movement.pan.x, y: centre.y + movement.pan.y)
        guard let world = projection.worldPoint(for: shifted),
              let restored = camera.placing(world: world, at: centre, in: viewport), restored.isFinite
        else { return nil }
        if anchor != nil {
            anchor = Projection(camera: restored, viewport: viewport).worldPoint(for: currentCentroid())
        }
        return restored
    }
}
