/// The three thresholds the gesture timers read, seconds: what a frame loop passes to
/// `GestureEngine.advance(to:timeouts:)` and `nextTimerTime(timeouts:)` instead of the
/// whole `GestureThresholds`, which would be copied per frame otherwise.
public struct GestureTimeouts: Hashable, Sendable {
    /// Longest press that still counts as a tap (`GestureThresholds.tapTimeout`).
    public var tapTimeout: Double
    /// Double-tap window (`GestureThresholds.doubleTapTimeout`).
    public var doubleTapTimeout: Double
    /// Long-press delay (`GestureThresholds.longPressTimeout`).
    public var longPressTimeout: Double

    /// Timeouts from their values, seconds.
    public init(tapTimeout: Double, doubleTapTimeout: Double, longPressTimeout: Double) {
        self.tapTimeout = tapTimeout
        self.doubleTapTimeout = doubleTapTimeout
        self.longPressTimeout = longPressTimeout
    }
}

extension GestureThresholds {
    /// The timers' thresholds: tapTimeout, doubleTapTimeout, longPressTimeout.
    @inlinable
    public var timeouts: GestureTimeouts {
        GestureTimeouts(tapTimeout: tapTimeout, doubleTapTimeout: doubleTapTimeout, longPressTimeout: longPressTimeout)
    }
}
