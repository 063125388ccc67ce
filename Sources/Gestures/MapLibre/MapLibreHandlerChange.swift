import MapMath

/// What MapLibre GL JS's handlers ask of the camera (`HandlerResult` in
/// `handler_manager.ts` at v5.3.0): deltas that are summed until the next render frame
/// applies them in one step (`_applyChanges`, `_updateMapTransform`). A nil field is one
/// no handler gave (JavaScript's `undefined`).
public struct MapLibreHandlerChange: Hashable, Sendable {
    /// Mean finger movement, points (x right, y down).
    public var pan: SIMD2<Double>?
    /// Zoom change, levels.
    public var zoom: Double?
    /// Bearing change, degrees clockwise.
    public var bearing: Double?
    /// Pitch change, degrees.
    public var pitch: Double?
    /// The fingers' centroid (`around`), view points.
    public var around: ScreenPoint?
    /// The two-finger handlers' midpoint (`pinchAround`), view points: zoom and rotation
    /// act about it, and it wins over `around`.
    public var pinchAround: ScreenPoint?
    /// Whether the two-finger handlers gave `pinchAround: null` (enabled with
    /// `around: 'center'`): the step then acts about the padded centre, and drops the pan.
    public var pinchAroundIsCentre = false

    /// No change.
    public init() {}

    /// Whether the change moves the camera (`hasChange`: a pan of non-zero length, or a
    /// zoom, bearing or pitch change that JavaScript takes as true: not 0, not NaN).
    public var moves: Bool {
        if let pan, (pan * pan).sum() != 0 { return true }
        return Self.isTruthy(zoom) || Self.isTruthy(bearing) || Self.isTruthy(pitch)
    }

    /// `value` as a JavaScript condition: defined, not 0 and not NaN.
    @inline(__always)
    static func isTruthy(_ value: Double?) -> Bool {
        guard let value else { return false }
        return value != 0 && !value.isNaN
    }

    /// One event's results put together: the later handler's fields replace the earlier's
    /// (`mergeHandlerResult` is `Object.assign`).
    mutating func assign(_ other: MapLibreHandlerChange) {
        if let v = other.pan { pan = v }
        if let v = other.zoom { zoom = v }
        if let v = other.bearing { bearing = v }
        if let v = other.pitch { pitch = v }
        takeArounds(of: other)
    }

    /// The later `around` and `pinchAround` win when given.
    @inline(__always)
    mutating func takeArounds(of other: MapLibreHandlerChange) {
        if let v = other.around { around = v }
        if other.pinchAroundIsCentre {
            pinchAround = nil
            pinchAroundIsCentre = true
        } else if let v = other.pinchAround {
            pinchAround = v
            pinchAroundIsCentre = false
        }
    }

    /// The changes since the last frame summed (`_applyChanges`): deltas that JavaScript
    /// takes as true add up, and the last `around` and `pinchAround` given win.
    mutating func accumulate(_ other: MapLibreHandlerChange) {
        if let v = other.pan { pan = (pan ?? .zero) + v }
        if Self.isTruthy(other.zoom) { zoom = (zoom ?? 0) + other.zoom! }
        if Self.isTruthy(other.bearing) { bearing = (bearing ?? 0) + other.bearing! }
        if Self.isTruthy(other.pitch) { pitch = (pitch ?? 0) + other.pitch! }
        takeArounds(of: other)
    }
}
