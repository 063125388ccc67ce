import MapMath

/// One tap of `fingerCount` fingers as MapLibre GL JS recognises it (`SingleTapRecognizer`,
/// `tap_recognizer.ts` at v5.3.0).
///
/// Method: the first `touchstart` starts the clock. When exactly `fingerCount` fingers are
/// down at a `touchstart`, their mean point is the tap's point and their points are kept;
/// a `touchstart` after that, or one with more fingers, aborts. A move aborts when a kept
/// finger is gone or more than 30 px (`MAX_DIST`) from its kept point. A `touchend` aborts
/// when no point was taken or more than 500 ms (`MAX_TOUCH_TIME`) have passed since the
/// clock started; when the last finger lifts, the tap's point is returned unless aborted,
/// and the recogniser starts over. Tests: `MapLibreHandlerTests`.
public struct MapLibreSingleTap: Hashable, Sendable {
    /// Farthest a finger may move, points: 30 (`MAX_DIST`).
    public static let maxDistance = 30.0
    /// Longest a tap may last, ms: 500 (`MAX_TOUCH_TIME`).
    public static let maxDurationMs = 500.0
    /// Fingers of the tap (`numTouches`).
    public let fingerCount: Int
    /// The tap's point once `fingerCount` fingers were down.
    var centroid: ScreenPoint?
    /// When the first finger landed, ms.
    var startMs: Double?
    /// The fingers' points when the tap's point was taken.
    var touches: [MapLibreTouchPoint] = []
    var aborted = false

    /// A recogniser of taps of `fingerCount` fingers.
    public init(fingerCount: Int) {
        self.fingerCount = fingerCount
        touches.reserveCapacity(4)
    }

    /// Starts over.
    public mutating func reset() {
        centroid = nil
        startMs = nil
        touches.removeAll(keepingCapacity: true)
        aborted = false
    }

    /// `touchstart` at `timeMs`.
    public mutating func start(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>, timeMs: Double) {
        if centroid != nil || fingers.count > fingerCount { aborted = true }
        guard !aborted else { return }
        if startMs == nil { startMs = timeMs }
        guard fingers.count == fingerCount else { return }
        var sum = SIMD2<Double>.zero
        for i in 0..<fingers.count { sum += SIMD2(fingers[i].point.x, fingers[i].point.y) }
        let mean = sum / Double(fingers.count)
        centroid = ScreenPoint(x: mean.x, y: mean.y)
        touches.removeAll(keepingCapacity: true)
        touches.append(contentsOf: fingers)
    }

    /// `touchmove`.
    public mutating func move(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) {
        guard !aborted, centroid != nil else { return }
        for i in 0..<touches.count {
            let kept = touches[i]
            guard let now = MapLibreTouchPoint.point(of: kept.id, in: fingers),
                  !(now.distance(to: kept.point) > Self.maxDistance) else {
                aborted = true
                return
            }
        }
    }

    /// `touchend` at `timeMs`: the tap's point when the last finger lifted and the tap held.
    public mutating func end(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>, timeMs: Double) -> ScreenPoint? {
        if centroid == nil || timeMs - (startMs ?? .nan) > Self.maxDurationMs { aborted = true }
        guard fingers.isEmpty else { return nil }
        let tap = aborted ? nil : centroid
        reset()
        return tap
    }
}
