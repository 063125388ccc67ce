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

extension PointerState {
    /// A move of this finger already down (or its release point): the tracker records
    /// `location` at `trackedAt` seconds unless nil, and unless `moves` is false the finger
    /// goes there. Returns whether its location changed. One mutating call, so that the
    /// engine's `pointers[i]` is checked for uniqueness once per event, not once per field.
    @inline(__always)
    mutating func move(to newLocation: ScreenPoint, trackedAt: Double?, moves: Bool) -> Bool {
        if let trackedAt { tracker.add(time: trackedAt, location: newLocation) }
        guard moves else { return false }
        let changed = location != newLocation
        location = newLocation
        return changed
    }
}
