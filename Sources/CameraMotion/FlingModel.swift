/// How a fling decays after a gesture ends: the physics of one motion profile.
public enum FlingModel: Hashable, Sendable, Codable {
    /// MapLibre GL JS inertia: per-channel deceleration and speed cap, eased with
    /// bezier(0, 0, 0.3, 1); pan, zoom, bearing and tilt all carry on.
    case mapLibre(MapLibreInertia)
    /// iOS scroll-view exponential decay (`decelerationRate`), pan only.
    case decelerationRate(DecelerationRateFling)
    /// Android `OverScroller` spline fling, pan only.
    case scroller(ScrollerFling)
}
