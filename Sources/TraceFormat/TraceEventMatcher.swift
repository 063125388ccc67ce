import TraceJSON

/// Matches delegate events of one type whose given fields equal the matcher's; written
/// as a plain string (`"idleAtCameraPosition"`) or an object
/// (`{"type": "didTapMarker", "marker": "a"}`).
public struct TraceEventMatcher: Hashable, Sendable {
    /// Default coordinate tolerance for `lat`/`lng`: 1e-6 degrees (our choice).
    public static let defaultTolerance = 1e-6

    /// The event type to match.
    public var type: TraceEventType
    /// `willMove` only: whether the move came from a gesture.
    public var gesture: Bool?
    /// Marker events only: the marker id.
    public var marker: String?
    /// Coordinate events only: latitude in degrees.
    public var latitude: Double?
    /// Coordinate events only: longitude in degrees.
    public var longitude: Double?
    /// Coordinate events only: allowed difference for `lat`/`lng` in degrees; nil =
    /// `defaultTolerance`.
    public var tolerance: Double?
    /// `didChangeActiveBuilding` only: the building id; `.some(nil)` matches "no building".
    public var building: String??
    /// `didChangeActiveLevel` only: the level index; `.some(nil)` matches "no level".
    public var level: Int??
    /// `idleAtCameraPosition` only: the camera the map came to rest at, each field within
    /// its tolerance.
    public var camera: TraceCameraExpectation?
    /// In `events` and `eventsExactly`: how many events one after another this matcher
    /// stands for, at least 1 (`eventsExactly`: that many matching events; `events`: a
    /// run of matching events exactly that long). Nil: one event.
    public var count: Int?

    /// A matcher of `type` with the given fields.
    public init(type: TraceEventType, gesture: Bool? = nil, marker: String? = nil,
                latitude: Double? = nil, longitude: Double? = nil, tolerance: Double? = nil,
                building: String?? = nil, level: Int?? = nil, camera: TraceCameraExpectation? = nil,
                count: Int? = nil) {
        self.type = type
        self.gesture = gesture
        self.marker = marker
        self.latitude = latitude
        self.longitude = longitude
        self.tolerance = tolerance
        self.building = building
        self.level = level
        self.camera = camera
        self.count = count
    }

    /// Whether only the type is given (it is written as a plain string).
    public var matchesTypeOnly: Bool { self == TraceEventMatcher(type: type) }
}
