/// Counts of what may start a camera motion, as the map view handles them: taps (the
/// compass, the my-location button and a marker move the camera in answer to a tap) and
/// animations a gesture starts (a fling, a double-tap or two-finger-tap zoom, a snap to
/// north). Observers compare two readings to learn what happened between them
/// (Replays' `singleIdle` invariant checks each `willMove`'s gesture flag against them).
/// Counted on every view; wrapping.
public struct MotionCauses: Hashable, Sendable {
    /// Confirmed taps the view handled (`GestureAction.tap`), whatever they hit.
    public internal(set) var taps = 0
    /// Animations started by a gesture: flings, tap zooms and snaps to north.
    public internal(set) var gestureAnimations = 0

    /// No causes yet.
    public init() {}
}
