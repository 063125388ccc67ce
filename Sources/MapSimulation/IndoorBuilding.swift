import MapMath

/// A building with an indoor map: its footprint, its floors and the floor shown first.
public struct IndoorBuilding: Hashable, Sendable {
    /// Smallest zoom at which an indoor map counts as featured prominently: 16 (our choice;
    /// Google says only that floor plans appear "at high zoom levels").
    public static let featuredMinimumZoom: Double = 16

    /// Unique identifier.
    public var id: String
    /// The footprint, degrees.
    public var bounds: CoordinateBounds
    /// Floor names in the floor picker's order, top row first; never empty.
    public var levels: [String]
    /// Index into `levels` of the floor selected when the picker first shows the building.
    public var defaultLevel: Int

    /// A building; `defaultLevel` is clamped into the levels' range (our choice: never trap).
    public init(id: String, bounds: CoordinateBounds, levels: [String], defaultLevel: Int = 0) {
        self.id = id
        self.bounds = bounds
        self.levels = levels
        self.defaultLevel = levels.isEmpty ? 0 : min(max(defaultLevel, 0), levels.count - 1)
    }
}
