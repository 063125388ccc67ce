/// How a two-finger tilt is recognised, chosen by `GestureThresholds.tiltStart`.
public enum TiltStartRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// Our rule (`android-framework`, `ios`): each finger has moved at least
    /// tiltThreshold/2 vertically since the last finger-set change, within
    /// `tiltMaxAngleFromVertical` of vertical, both the same way, on average more than
    /// `tiltThreshold`; while that could still happen a pan does not start. Tilt then runs
    /// alone.
    case verticalDrag
    /// MapLibre GL JS `TwoFingersTouchPitchHandler` (`two_fingers_touch.ts`): invalid when
    /// the fingers land one above the other (their vector more vertical than horizontal);
    /// decided once both fingers have moved `pitchFingerMoveThreshold` (2 px) since landing
    /// — valid when both moves are more vertical than horizontal and go the same y way;
    /// invalid when only one finger has moved for `pitchSingleTouchTimeout`
    /// (`ALLOWED_SINGLE_TOUCH_TIME` 100 ms). While valid it pitches by
    /// −`tiltDegreesPerPoint` (0.5) × the mean y movement and, as its handler blocks
    /// `touchPan`, `touchZoom` and `touchRotate` (`handler_manager.ts`, `_blockedByActive`),
    /// running pans, pinches and rotations end and none starts.
    case mapLibrePitch
    /// MapLibre Native Android shove (`ShoveGestureDetector`): the finger line within
    /// `shoveMaxLineAngle` (20°, `DEFAULT_SHOVE_MAX_ANGLE`) of horizontal, the mean y
    /// movement accumulated since the last finger-set change at least `tiltThreshold`
    /// (16 dp, `mapbox_defaultShovePixelThreshold`); then tilt −= `tiltDegreesPerPoint`
    /// (0.1, `SHOVE_PIXEL_CHANGE_FACTOR`) × the sample's mean y movement. A running shove
    /// stops pans (`ShoveGestureListener.onShoveBegin` disables the move detector).
    case androidShove
}
