/// A recognized gesture's kind, as the Gestures module's enum cases and `replay --json`
/// name them.
public enum TraceGestureKind: String, Hashable, Sendable, CaseIterable {
    /// One or more fingers dragging the map.
    case pan
    /// Two-finger zoom.
    case pinch
    /// Two-finger rotation.
    case rotate
    /// Two fingers moving vertically together.
    case tilt
    /// Double tap: zoom in by one.
    case doubleTap
    /// Two-finger tap: zoom out by one.
    case twoFingerTap
    /// Double-tap-and-drag zoom.
    case oneFingerZoom
    /// Long press.
    case longPress
    /// Single tap.
    case tap
}
