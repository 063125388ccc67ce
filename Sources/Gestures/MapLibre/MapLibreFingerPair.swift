import MapMath

/// The first two fingers of a touch, as MapLibre GL JS's two-finger handlers follow them
/// (`TwoFingersTouchHandler`, `two_fingers_touch.ts` at v5.3.0): the pair is the first two
/// fingers of the first `touchstart` with two or more down, and lasts until one of them
/// lifts; later fingers are ignored. Zoom, rotation and pitch each keep their own pair.
public struct MapLibreFingerPair: Hashable, Sendable {
    /// Whether a pair is followed.
    public private(set) var hasPair = false
    /// The pair's identifiers (meaningful while `hasPair`).
    var first = 0, second = 0

    /// No pair yet.
    public init() {}

    /// Forgets the pair.
    public mutating func reset() {
        hasPair = false
        first = 0
        second = 0
    }

    /// `touchstart`: the first two fingers become the pair when none is followed and two or
    /// more are down; returns their points then (the handler's `_start`).
    public mutating func start(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) -> (ScreenPoint, ScreenPoint)? {
        guard !hasPair, fingers.count >= 2 else { return nil }
        hasPair = true
        first = fingers[0].id
        second = fingers[1].id
        return (fingers[0].point, fingers[1].point)
    }

    /// The pair's points in `fingers`, or nil when there is no pair or one is missing.
    public func points(in fingers: UnsafeBufferPointer<MapLibreTouchPoint>) -> (ScreenPoint, ScreenPoint)? {
        guard hasPair, let a = MapLibreTouchPoint.point(of: first, in: fingers),
              let b = MapLibreTouchPoint.point(of: second, in: fingers) else { return nil }
        return (a, b)
    }

    /// `touchend`: whether a finger of the pair lifted (the handler then resets).
    public func lost(_ fingers: UnsafeBufferPointer<MapLibreTouchPoint>) -> Bool {
        hasPair && points(in: fingers) == nil
    }

}
