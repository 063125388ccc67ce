/// How the velocity a fling starts from is measured, chosen by
/// `GestureThresholds.releaseVelocity`.
public enum ReleaseVelocityRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// Each lifted finger's `VelocityTracker` (Android's least-squares estimator), their
    /// mean, pan only, decided at the release sample (`android-framework`,
    /// `maplibre-android`: `GestureDetector.onFling` gets the framework tracker's velocity;
    /// `ios`: our choice).
    case fingerTracker
    /// MapLibre GL JS `HandlerInertia` (`src/ui/handler_inertia.ts`): every drawn frame
    /// that applied gesture movement records its summed deltas (pan points, zoom levels,
    /// bearing and tilt degrees); at the first frame at or after the release the buffer is
    /// drained to entries at most `inertiaWindow` (160 ms) old, and with two entries or
    /// more each channel's velocity is its sum over the time from the first entry to the
    /// last (5.x), or, with `inertiaVelocityWindow` > 0, as maplibre-gl-js PR #8150 (6.4
    /// on) measures it. See `InertiaBuffer`.
    case inertiaBuffer
}
