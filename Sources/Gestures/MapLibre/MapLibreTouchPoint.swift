import MapMath

/// One finger as MapLibre GL JS's touch handlers see it: a `Touch.identifier` and its
/// point in the map's container (points = CSS px). Lists of these are in the browser's
/// `TouchEvent.touches` order: the order the fingers landed in.
public struct MapLibreTouchPoint: Hashable, Sendable {
    /// The finger's identifier (the trace's pointer id).
    public var id: Int
    /// Where the finger is, view points.
    public var point: ScreenPoint

    /// A finger `id` at `point`.
    public init(id: Int, point: ScreenPoint) {
        self.id = id
        self.point = point
    }

    /// The point of finger `id` in `touches`, or nil when it is not there (`two_fingers_touch.ts`
    /// `getTouchById`). Indexed, not iterated: an iterator allocates in debug builds.
    @inline(__always)
    static func point(of id: Int, in touches: UnsafeBufferPointer<MapLibreTouchPoint>) -> ScreenPoint? {
        for i in 0..<touches.count where touches[i].id == id { return touches[i].point }
        return nil
    }
}

/// The DOM touch events the handlers take (`handler_manager.ts` listens to these four).
public enum MapLibreTouchEventKind: Hashable, Sendable {
    /// `touchstart`: fingers landed.
    case start
    /// `touchmove`: fingers moved.
    case move
    /// `touchend`: fingers lifted.
    case end
    /// `touchcancel`: the browser took the touches away.
    case cancel
}
