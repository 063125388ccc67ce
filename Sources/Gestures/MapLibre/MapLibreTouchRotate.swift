#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MapMath

/// MapLibre GL JS's two-finger rotation (`TwoFingersTouchRotateHandler`,
/// `two_fingers_touch.ts` at v5.3.0).
///
/// Method: the vector from the pair's second finger to its first at their `touchstart` is
/// the start, and the smallest finger distance seen so far the diameter. A move does
/// nothing while the vector's turn from the start stays under 25 px of arc along that
/// diameter's circle (`ROTATION_THRESHOLD`: 25 / (π · diameter) · 360 degrees). From the
/// move that reaches it, each move turns the bearing by the vector's turn since the
/// previous move, about the pair's midpoint. Tests: `MapLibreHandlerTests`; the oracle.
public struct MapLibreTouchRotate: Hashable, Sendable {
    /// Arc length before the rotation starts, points: 25 (`ROTATION_THRESHOLD`).
    public static let thresholdArc = 25.0
    var pair = MapLibreFingerPair()
    var vector = SIMD2<Double>.zero
    var startVector = SIMD2<Double>.zero
    var minDiameter = 0.0
    /// Whether the rotation has started (until a reset).
    public private(set) var isActive = false
    /// Rotate about the padded centre instead of the midpoint (`enable({around: 'center'})`).
    public var aroundCenter = false

    /// An idle handler.
    public init() {}

    /// Forgets the pair and the vectors.
    public mutating func reset() {
        pair.reset()
        isActive = false
        vector = .zero
        startVector = .zero
        minDiameter = 0
    }

    /// `touchstart`.
    public mutating func start(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) {
        guard let (a, b) = pair.start(fingers) else { return }
        vector = SIMD2(a.x - b.x, a.y - b.y)
        startVector = vector
        minDiameter = a.distance(to: b)
    }

    /// `touchmove`.
    public mutating func move(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) -> MapLibreHandlerChange? {
        guard let (a, b) = pair.points(in: fingers) else { return nil }
        let last = vector
        vector = SIMD2(a.x - b.x, a.y - b.y)
        guard isActive || !isBelowThreshold(vector) else { return nil }
        isActive = true
        var change = MapLibreHandlerChange()
        change.bearing = Self.degrees(vector, from: last)
        if aroundCenter {
            change.pinchAroundIsCentre = true
        } else {
            change.pinchAround = ScreenPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        }
        return change
    }

    /// `touchend`: a lifted finger of the pair resets the handler.
    public mutating func end(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) {
        if pair.lost(fingers) { reset() }
    }

    /// `_isBelowThreshold`: also keeps the smallest diameter.
    mutating func isBelowThreshold(_ v: SIMD2<Double>) -> Bool {
        minDiameter = min(minDiameter, (v * v).sum().squareRoot())
        let limit = Self.thresholdArc / (.pi * minDiameter) * 360
        return abs(Self.degrees(v, from: startVector)) < limit
    }

    /// The signed angle from `b` to `a`, degrees (`Point.angleWith`: atan2 of the cross
    /// and dot products, times 180/π).
    @inline(__always)
    static func degrees(_ a: SIMD2<Double>, from b: SIMD2<Double>) -> Double {
        180 * atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y) / .pi
    }
}
