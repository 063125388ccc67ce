import MapMath

/// A completed single tap waiting for the double-tap window to close (internal).
struct PendingTap: Sendable {
    /// Where its finger landed, view points.
    var location: ScreenPoint
    /// When its finger landed, seconds (the tap record's `touchDownTime`).
    var downTime: Double
    /// When its finger lifted, seconds.
    var upTime: Double
}
