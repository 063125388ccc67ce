import MapMath

/// A discrete happening the map simulation acts on, drained from the engine in order.
public enum GestureAction: Hashable, Sendable {
    /// The first finger landed (touch count 0 → 1): stop any running animation in place.
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
    /// A pan released fast enough (speed ≥ `minFlingVelocity`): continue with `velocity`,
    /// points per second, x right y down, capped at `maxFlingVelocity`, from the release
    /// centroid `at`. Comes before the pan's `gestureEnded`.
    case fling(velocity: SIMD2<Double>, at: ScreenPoint)
    /// A continuous gesture started moving the camera (`willMove(gesture: true)`).
    case gestureBegan(GestureKind)
    /// A continuous gesture ended.
    case gestureEnded(GestureKind)
}
