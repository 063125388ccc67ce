import MapMath

/// MapLibre GL JS's tap-then-drag zoom (`TapDragZoomHandler`, `tap_drag_zoom.ts` at v5.3.0).
///
/// Method: a one-finger tap (`MapLibreTapCounter` of one tap) arms it at the tap's lift.
/// The next `touchstart` decides: less than 500 ms after that lift and less than 30 px
/// from the tap's point, its first finger becomes the swipe; otherwise the handler resets,
/// and that touch is not a tap it counts (its landing went to no recogniser). During the
/// swipe each move of the first finger zooms by its vertical movement / 128 (down zooms
/// in) about the padded centre (no `around`); the last lift ends it.
/// Tests: `MapLibreHandlerTests`; the oracle's imported-evemu-wetab.
public struct MapLibreTapDragZoom: Hashable, Sendable {
    /// Points of vertical movement per zoom level: 128.
    public static let pointsPerLevel = 128.0
    var tap = MapLibreTapCounter(fingerCount: 1, tapCount: 1)
    /// The armed tap's lift, ms, and its point.
    var tapMs: Double?
    var tapPoint = ScreenPoint(x: 0, y: 0)
    /// The swipe's finger and its point at the previous move.
    var swipeID: Int?
    var swipePoint = ScreenPoint(x: 0, y: 0)
    /// Whether the swipe has zoomed (until a reset).
    public private(set) var isActive = false

    /// An idle handler.
    public init() {}

    /// Starts over.
    public mutating func reset() {
        isActive = false
        swipeID = nil
        tapMs = nil
        tap.reset()
    }

    /// Whether a tap armed it: `_tapTime` as a JavaScript condition (a lift at 0 ms does not).
    var isArmed: Bool { tapMs.map { $0 != 0 && !$0.isNaN } ?? false }

    /// `touchstart` at `timeMs`.
    public mutating func start(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>, timeMs: Double) {
        guard swipeID == nil else { return }
        guard isArmed, let tapMs else {
            tap.start(fingers, timeMs: timeMs)
            return
        }
        guard let first = fingers.first else { return }
        let soonEnough = timeMs - tapMs < MapLibreTapCounter.maxIntervalMs
        let closeEnough = tapPoint.distance(to: first.point) < MapLibreSingleTap.maxDistance
        if soonEnough && closeEnough {
            swipeID = first.id
            swipePoint = first.point
        } else {
            reset()
        }
    }

    /// `touchmove`.
    public mutating func move(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) -> MapLibreHandlerChange? {
        guard isArmed else {
            tap.move(fingers)
            return nil
        }
        guard let swipeID, let first = fingers.first, first.id == swipeID else { return nil }
        let dy = first.point.y - swipePoint.y
        swipePoint = first.point
        isActive = true
        var change = MapLibreHandlerChange()
        change.zoom = dy / Self.pointsPerLevel
        return change
    }

    /// `touchend` at `timeMs`.
    public mutating func end(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>, timeMs: Double) {
        if isArmed {
            if swipeID != nil && fingers.isEmpty { reset() }
        } else if let point = tap.end(fingers, timeMs: timeMs) {
            tapMs = timeMs
            tapPoint = point
        }
    }
}
