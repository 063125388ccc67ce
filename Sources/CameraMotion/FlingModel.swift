/// How a fling decays after a gesture ends: the physics of one motion profile.
public enum FlingModel: Hashable, Sendable, Codable {
    /// MapLibre GL JS inertia: per-channel deceleration and speed cap, eased with
    /// bezier(0, 0, 0.3, 1); pan, zoom, bearing and tilt all carry on.
    case mapLibre(MapLibreInertia)
    /// iOS scroll-view exponential decay (`decelerationRate`), pan only.
    case decelerationRate(DecelerationRateFling)
    /// Android `OverScroller` spline fling, pan only.
    case scroller(ScrollerFling)
    /// MapLibre Native Android `onFling`: duration from speed and tilt in whole
    /// milliseconds, travel 0.28 × speed × duration, pan only.
    case mapLibreAndroid(MapLibreAndroidFling)
}
