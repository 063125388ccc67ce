/// The ground visible inside the padded view rectangle, as `GMSVisibleRegion`: its four
/// corners (a trapezoid when the camera is tilted) and the bounds that contain them.
///
/// Where a top corner of the padded rectangle lies above the horizon (or so close to it
/// that the ground there is smaller than `Projection.horizonSafetyScale` of its size at
/// the target), the far corners are taken where that screen column meets the safe row
/// instead, and `isHorizonClipped` is true.
public struct VisibleRegion: Hashable, Sendable, Codable {
    /// Ground under the padded rectangle's bottom-left corner.
    public var nearLeft: Coordinate
    /// Ground under the padded rectangle's bottom-right corner.
    public var nearRight: Coordinate
    /// Ground under the padded rectangle's top-left corner (or the safe row below it).
    public var farLeft: Coordinate
    /// Ground under the padded rectangle's top-right corner (or the safe row below it).
    public var farRight: Coordinate
    /// The smallest box that contains the four corners (and so the whole trapezoid).
    public var bounds: CoordinateBounds
    /// Whether the far corners were moved down to the horizon's safe row.
    public var isHorizonClipped: Bool

    /// A region from its corners, bounds and clipping flag.
    public init(nearLeft: Coordinate, nearRight: Coordinate, farLeft: Coordinate, farRight: Coordinate,
                bounds: CoordinateBounds, isHorizonClipped: Bool) {
        self.nearLeft = nearLeft
        self.nearRight = nearRight
        self.farLeft = farLeft
        self.farRight = farRight
        self.bounds = bounds
        self.isHorizonClipped = isHorizonClipped
    }
}
