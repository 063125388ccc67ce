/// The gestures the engine recognises; the raw values are the names used in JSON output.
public enum GestureKind: String, CaseIterable, Sendable {
    /// One or more fingers drag the map (continuous).
    case pan
    /// Two or more fingers change their span: zoom (continuous).
    case pinch
    /// Two or more fingers turn: bearing (continuous).
    case rotate
    /// Two fingers move up or down together: tilt (continuous).
    case tilt
    /// Two quick taps: zoom by `doubleTapZoomDelta` (in one level in every named profile),
    /// animated (discrete).
    case doubleTap
    /// Two fingers tap together: zoom by `twoFingerTapZoomDelta` (out one level in every
    /// named profile), animated (discrete).
    case twoFingerTap
    /// Double-tap-and-drag: the second touch drags vertically to zoom (continuous).
    case oneFingerZoom
    /// One finger held still (discrete).
    case longPress
    /// One quick touch (discrete).
    case tap

    /// Whether the gesture moves the camera while fingers move (pan, pinch, rotate, tilt,
    /// oneFingerZoom); the others are recognised at one moment.
    public var isContinuous: Bool {
        switch self {
        case .pan, .pinch, .rotate, .tilt, .oneFingerZoom: true
        case .doubleTap, .twoFingerTap, .longPress, .tap: false
        }
    }
}
