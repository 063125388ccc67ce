#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MapMath

/// MapLibre GL JS's two-finger zoom (`TwoFingersTouchZoomHandler`, `two_fingers_touch.ts`
/// at v5.3.0).
///
/// Method: the distance of the pair's fingers at their `touchstart` is the start; a move
/// does nothing while |log2(distance / start)| stays under `threshold` (0.1 levels,
/// `ZOOM_THRESHOLD`). From the move that reaches it, each move zooms by
/// log2(distance / previous move's distance) about the pair's midpoint: the spread below
/// the threshold is never applied. Tests: `MapLibreHandlerTests`; the oracle.
public struct MapLibreTouchZoom: Hashable, Sendable {
    /// Levels of spread before the zoom starts: 0.1 (`ZOOM_THRESHOLD`).
    public static let threshold = 0.1
    var pair = MapLibreFingerPair()
    var distance = 0.0
    var startDistance = 0.0
    /// Whether the zoom has started (until a reset).
    public private(set) var isActive = false
    /// Zoom about the padded centre instead of the midpoint (`enable({around: 'center'})`).
    public var aroundCenter = false

    /// An idle handler.
    public init() {}

    /// Forgets the pair and the distances.
    public mutating func reset() {
        pair.reset()
        isActive = false
        distance = 0
        startDistance = 0
    }

    /// `touchstart`.
    public mutating func start(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) {
        guard let (a, b) = pair.start(fingers) else { return }
        distance = a.distance(to: b)
        startDistance = distance
    }

    /// `touchmove`.
    public mutating func move(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) -> MapLibreHandlerChange? {
        guard let (a, b) = pair.points(in: fingers) else { return nil }
        let last = distance
        distance = a.distance(to: b)
        // `!(abs(...) < threshold)`: NaN starts it too, as in JavaScript.
        guard isActive || !(abs(Self.levels(distance, startDistance)) < Self.threshold) else { return nil }
        isActive = true
        var change = MapLibreHandlerChange()
        change.zoom = Self.levels(distance, last)
        if aroundCenter {
            change.pinchAroundIsCentre = true
        } else {
            change.pinchAround = ScreenPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        }
        return change
    }

    /// Zoom levels between two distances as `getZoomDelta` computes them:
    /// ln(distance / previous) / ln 2 (`Math.LN2`), not `log2`, whose last bit may differ.
    @inline(__always)
    static func levels(_ distance: Double, _ previous: Double) -> Double {
        log(distance / previous) / 0.6931471805599453
    }

    /// `touchend`: a lifted finger of the pair resets the handler.
    public mutating func end(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) {
        if pair.lost(fingers) { reset() }
    }
}
