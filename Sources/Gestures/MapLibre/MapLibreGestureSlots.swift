/// The gestures MapLibre GL JS tracks as in progress (`HandlerManager._eventsInProgress`),
/// each with the handler whose change started or last continued it: `drag` from a pan,
/// `zoom`, `rotate` and `pitch` from their deltas (a later handler's replaces an earlier's).
public struct MapLibreGestureSlots: Hashable, Sendable {
    /// The handler behind each gesture, or nil when it is not in progress.
    public var drag, zoom, rotate, pitch: MapLibreHandlerKind?

    /// None in progress.
    public init() {}

    /// Whether none is in progress (`isMoving` false).
    public var isEmpty: Bool { drag == nil && zoom == nil && rotate == nil && pitch == nil }

    /// `handler`'s change `change` continues the gestures it has a delta for
    /// (`mergeHandlerResult`: a field that is not `undefined`).
    mutating func note(_ change: MapLibreHandlerChange, from handler: MapLibreHandlerKind) {
        if change.pan != nil { drag = handler }
        if change.zoom != nil { zoom = handler }
        if change.bearing != nil { rotate = handler }
        if change.pitch != nil { pitch = handler }
    }

    /// `other`'s gestures replace these (`Object.assign`).
    mutating func assign(_ other: MapLibreGestureSlots) {
        if let h = other.drag { drag = h }
        if let h = other.zoom { zoom = h }
        if let h = other.rotate { rotate = h }
        if let h = other.pitch { pitch = h }
    }

    /// Ends the gestures whose handler `ended` says has stopped.
    mutating func removeAll(where ended: (MapLibreHandlerKind) -> Bool) {
        if let h = drag, ended(h) { drag = nil }
        if let h = zoom, ended(h) { zoom = nil }
        if let h = rotate, ended(h) { rotate = nil }
        if let h = pitch, ended(h) { pitch = nil }
    }
}
