/// Which tap gesture asked for an animated zoom (`GestureAction.zoomAnimation`): the map
/// view animates it with that gesture's timing, whichever way it zooms.
public enum TapZoomGesture: Hashable, Sendable, CaseIterable {
    /// A one-finger double tap: zooms by `GestureThresholds.doubleTapZoomDelta` (+1 in
    /// every named profile) about the first tap's point.
    case doubleTap
    /// A two-finger tap: zooms by `GestureThresholds.twoFingerTapZoomDelta` (−1 in every
    /// named profile) about the fingers' midpoint.
    case twoFingerTap
}
