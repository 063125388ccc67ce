import MapMath

/// A discrete happening the map simulation acts on, drained from the engine in order.
public enum GestureAction: Hashable, Sendable {
    /// A finger landed while no other finger was followed (the engine's finger count
    /// 0 → 1; fingers ignored after an interrupt or a cancel do not count): stop any
    /// running animation in place.
    case touchBegan
    /// A confirmed single tap at a view point: after the double-tap window closed when zoom
    /// gestures are on, at release when they are off.
    case tap(ScreenPoint)
    /// A long press at a view point (where the finger landed).
    case longPress(ScreenPoint)
    /// Animate the zoom by `levels` about a view point (nil: about the padded centre), for
    /// `gesture`, whose animation timing the map view uses. Double tap: the thresholds'
    /// `doubleTapZoomDelta` (+1 in every named profile) about the first tap's point;
    /// two-finger tap: `twoFingerTapZoomDelta` (−1) about the fingers' midpoint; the point
    /// is nil when scroll gestures are off.
    case zoomAnimation(TapZoomGesture, levels: Double, about: ScreenPoint?)
    /// A gesture released with velocity: carry on per the profile's fling model.
    /// `.fingerTracker`: a pan released fast enough, capped at `maxFlingVelocity`
    /// (`flingVelocityCap` says how), from the release centroid, before the pan's `gestureEnded`.
    /// `.inertiaBuffer`: at the first frame at or after the release
    /// (`GestureEngine.recordFrame(at:)`), with the buffer's per-channel velocities.
    case fling(FlingRelease)
    /// `.inertiaBuffer` only: the release frame found too little movement to carry on (no
    /// `.fling`); the map view may still snap the bearing north (`bearingSnap`).
    case releasedWithoutInertia
    /// A continuous gesture started moving the camera (`willMove(gesture: true)`).
    case gestureBegan(GestureKind)
    /// A continuous gesture ended.
    case gestureEnded(GestureKind)
}
