import MapMath

/// An indoor building: where it is, its floors and the floor shown first.
public struct TraceBuilding: Hashable, Sendable {
    /// Unique identifier, used by `selectLevel` and expectations.
    public var id: String
    /// The building's footprint, degrees.
    public var bounds: CoordinateBounds
    /// Floor names, in the order the floor picker lists them; never empty.
    public var levels: [String]
    /// Index into `levels` of the floor shown first. Default 0.
    public var defaultLevel: Int

    /// A building from its parts; the first level is the default unless given.
    public init(id: String, bounds: CoordinateBounds, levels: [String], defaultLevel: Int = 0) {
        self.id = id
        self.bounds = bounds
        self.levels = levels
        self.defaultLevel = defaultLevel
    }
}
