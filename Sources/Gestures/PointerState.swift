import MapMath

/// One finger the engine follows (internal).
@usableFromInline
struct PointerState: Sendable {
    /// The finger's id from the trace.
    @usableFromInline var id: Int
    /// Where it is now, view points.
    @usableFromInline var location: ScreenPoint
    /// Where it landed, view points (tap slop is measured from here).
    var downLocation: ScreenPoint
    /// When it landed, seconds.
    var downTime: Double
    /// The engine's sample serial when it landed (`GestureEngine.sampleSerial`).
    var downSample: Int
    /// Where it was at the last re-baseline (finger set change), view points (tilt uses it).
    var baseline: ScreenPoint
    /// Its recent positions for the release velocity.
    var tracker: VelocityTracker
}
