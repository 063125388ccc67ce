/// What a gesture did to the camera while it ran (`GestureRecord.cameraChange`): the sum of
/// the changes of every input sample between its begin and its end, as applied (after the
/// camera limits).
///
/// Continuous gestures count each sample whose camera they were running for, from the
/// sample in which they began (its change included: under `ThresholdCrossing.applied`
/// the crossing move is applied) to the one in which they ended (a release sample's last
/// moves included; a change made after they ended in that sample, such as a pitch that
/// ends a pinch, not). Gestures running together each count the whole camera change of
/// their shared samples, so a pinch that turns as it spreads reports its bearing change
/// too. The fling or inertia after the release is not included: it runs after the
/// gesture's end and shows in the events. Tap zooms (double tap, two-finger tap) report
/// the change their animation is set to make. docs/design.md "Gesture records".
public struct GestureCameraChange: Hashable, Sendable {
    /// Zoom change, levels (positive: zoomed in).
    public var zoom: Double
    /// Bearing change, degrees, positive clockwise: each sample's turn taken the short way
    /// and summed, so a twist through 200° reads 200, not −160.
    public var bearing: Double
    /// Tilt change, degrees (positive: tilted further from nadir).
    public var tilt: Double
    /// How far the map was dragged on screen, view points: the path length of the
    /// per-sample movement of the ground point held under the fingers' centroid, summed
    /// over the samples in which the map followed the centroid (a pan, or a pinch or
    /// rotate about the fingers). Zooming, turning and tilting about a point that stays
    /// put add nothing; a gesture acting about the padded centre adds nothing. The distance
    /// the fingers asked for: where a camera limit stops the map (the latitude clamp) it
    /// is counted nonetheless.
    public var panDistance: Double

    /// A change from its parts (default: none).
    public init(zoom: Double = 0, bearing: Double = 0, tilt: Double = 0, panDistance: Double = 0) {
        self.zoom = zoom
        self.bearing = bearing
        self.tilt = tilt
        self.panDistance = panDistance
    }

    /// The change from `start` to this one, both sums of changes since the same moment.
    @inline(__always)
    func since(_ start: GestureCameraChange) -> GestureCameraChange {
        GestureCameraChange(zoom: zoom - start.zoom, bearing: bearing - start.bearing, tilt: tilt - start.tilt,
                            panDistance: panDistance - start.panDistance)
    }

    /// Adds one sample's change (zoom levels, bearing and tilt degrees, pan points).
    @inline(__always)
    mutating func add(zoom dz: Double, bearing db: Double, tilt dt: Double, panDistance dp: Double) {
        zoom += dz
        bearing += db
        tilt += dt
        panDistance += dp
    }
}
