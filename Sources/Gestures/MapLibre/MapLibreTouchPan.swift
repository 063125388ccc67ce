import MapMath

/// MapLibre GL JS's one-or-more-finger pan (`TouchPanHandler`, `touch_pan.ts` at v5.3.0,
/// cooperative gestures off).
///
/// Method: every event, each finger that was down at the previous event contributes its
/// movement; the pan is their mean and `around` their mean point. The pans are summed from
/// the first finger's landing, and nothing is returned until that sum reaches
/// `clickTolerance` (3 px, the map's option); from then on every pan is returned. The
/// handler is active from the first landing until the last lift, a cancel or a reset.
/// Tests: `MapLibreHandlerTests`; the oracle (docs/fidelity.md). No allocation once the
/// finger list has grown to the most fingers seen.
public struct MapLibreTouchPan: Hashable, Sendable {
    /// Pans shorter than this in total return nothing, points (`clickTolerance`).
    public var clickTolerance: Double
    /// The fingers at the previous event.
    var touches: [MapLibreTouchPoint] = []
    /// The pans since the last reset, points.
    var sum = SIMD2<Double>.zero
    /// Whether a finger landed since the last reset.
    public private(set) var isActive = false

    /// A handler that pans once `clickTolerance` points (default 3) are reached.
    public init(clickTolerance: Double = 3) {
        self.clickTolerance = clickTolerance
        touches.reserveCapacity(10)
    }

    /// Forgets the fingers and the sum.
    public mutating func reset() {
        isActive = false
        touches.removeAll(keepingCapacity: true)
        sum = .zero
    }

    /// `touchstart`: the landing fingers join (the others may have moved).
    public mutating func start(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) -> MapLibreHandlerChange? {
        transform(fingers)
    }

    /// `touchmove`, while active.
    public mutating func move(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) -> MapLibreHandlerChange? {
        isActive ? transform(fingers) : nil
    }

    /// `touchend`: the fingers still down move; with none left the handler resets.
    public mutating func end(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) -> MapLibreHandlerChange? {
        let change = transform(fingers)
        if isActive && fingers.isEmpty { reset() }
        return change
    }

    /// `_calculateTransform`.
    mutating func transform(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) -> MapLibreHandlerChange? {
        if !fingers.isEmpty { isActive = true }
        let (pointSum, deltaSum, n) = touches.withUnsafeBufferPointer { previous in
            var pointSum = SIMD2<Double>.zero, deltaSum = SIMD2<Double>.zero
            var n = 0
            for i in 0..<fingers.count {
                let finger = fingers[i]
                guard let before = MapLibreTouchPoint.point(of: finger.id, in: previous) else { continue }
                pointSum += SIMD2(finger.point.x, finger.point.y)
                deltaSum += SIMD2(finger.point.x - before.x, finger.point.y - before.y)
                n += 1
            }
            return (pointSum, deltaSum, n)
        }
        touches.removeAll(keepingCapacity: true)
        touches.append(contentsOf: fingers)
        // `!touchDeltaSum.mag()`: a zero (or NaN) length returns nothing.
        let length = (deltaSum * deltaSum).sum().squareRoot()
        guard n >= 1, length != 0, !length.isNaN else { return nil }
        let pan = deltaSum / Double(n)
        sum += pan
        guard (sum * sum).sum().squareRoot() >= clickTolerance else { return nil }
        var change = MapLibreHandlerChange()
        change.pan = pan
        let mean = pointSum / Double(n)
        change.around = ScreenPoint(x: mean.x, y: mean.y)
        return change
    }

}
