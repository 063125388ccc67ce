import MapMath

/// The compass's opacity from frame to frame.
///
/// Rules: with `compassButton` off the compass is hidden at once. While the bearing is not
/// 0 it is fully opaque. When the bearing returns to exactly 0 (by the compass tap's
/// animation or any other way) while it shows, it stays opaque for the profile's
/// `compassFadeDelay`, then fades linearly to 0 over `compassFadeDuration` (our reading of
/// "the compass fades away shortly afterwards"). It is visible while its opacity is above 0.
struct CompassState: Hashable, Sendable {
    /// Opacity at the last frame, [0, 1].
    var opacity: Double = 0
    /// When the bearing reached 0 while the compass showed, seconds; nil when not fading.
    var zeroSince: Double?

    /// Whether it shows.
    var isVisible: Bool { opacity > 0 }

    /// Whether it is fading out (or waiting to).
    var isFading: Bool { zeroSince != nil && opacity > 0 }

    mutating func update(bearing: Double, enabled: Bool, time: Double, delay: Double, duration: Double) {
        guard enabled else {
            opacity = 0
            zeroSince = nil
            return
        }
        if bearing != 0 {
            opacity = 1
            zeroSince = nil
            return
        }
        guard opacity > 0 else { return }
        let since = zeroSince ?? time
        zeroSince = since
        // Seconds since the bearing reached 0, on whole picoseconds: the same for any clock origin.
        let fading = ClockArithmetic.elapsed(from: since, to: time) - max(delay, 0)
        if fading <= 0 {
            opacity = 1
        } else {
            opacity = duration > 0 ? max(0, 1 - fading / duration) : 0
        }
        if opacity == 0 { zeroSince = nil }
    }
}
