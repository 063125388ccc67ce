import MapMath

/// Taps in a row as MapLibre GL JS counts them (`TapRecognizer`, `tap_recognizer.ts` at
/// v5.3.0): `tapCount` taps of a `MapLibreSingleTap`, each lifted less than 500 ms
/// (`MAX_TAP_INTERVAL`) after the previous one's lift and landing less than 30 px
/// (`MAX_DIST`) from its point; a tap out of time or place starts the count again (and
/// counts as the first). Returns the last tap's point when the count is reached.
/// Tests: `MapLibreHandlerTests`.
public struct MapLibreTapCounter: Hashable, Sendable {
    /// Longest time between two taps' lifts, ms: 500 (`MAX_TAP_INTERVAL`).
    public static let maxIntervalMs = 500.0
    var single: MapLibreSingleTap
    /// Taps to count (`numTaps`).
    public let tapCount: Int
    var lastMs = Double.infinity
    var lastTap: ScreenPoint?
    var count = 0

    /// A counter of `tapCount` taps of `fingerCount` fingers.
    public init(fingerCount: Int, tapCount: Int) {
        single = MapLibreSingleTap(fingerCount: fingerCount)
        self.tapCount = tapCount
    }

    /// Starts over.
    public mutating func reset() {
        lastMs = .infinity
        lastTap = nil
        count = 0
        single.reset()
    }

    /// `touchstart` at `timeMs`.
    public mutating func start(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>, timeMs: Double) {
        single.start(fingers, timeMs: timeMs)
    }

    /// `touchmove`.
    public mutating func move(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) {
        single.move(fingers)
    }

    /// `touchend` at `timeMs`: the last tap's point when the count is reached.
    public mutating func end(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>, timeMs: Double) -> ScreenPoint? {
        guard let tap = single.end(fingers, timeMs: timeMs) else { return nil }
        let soonEnough = timeMs - lastMs < Self.maxIntervalMs
        let closeEnough = lastTap.map { $0.distance(to: tap) < MapLibreSingleTap.maxDistance } ?? true
        if !(soonEnough && closeEnough) { reset() }
        count += 1
        lastMs = timeMs
        lastTap = tap
        guard count == tapCount else { return nil }
        reset()
        return tap
    }
}
