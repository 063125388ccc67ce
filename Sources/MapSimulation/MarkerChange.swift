import MapMath

/// Changes to an existing marker (`updateMarker`): nil fields stay as they are.
public struct MarkerChange: Hashable, Sendable {
    /// The marker to change.
    public var id: String
    /// New title, or nil to keep it.
    public var title: String?
    /// New snippet, or nil to keep it.
    public var snippet: String?
    /// New latitude in degrees, or nil to keep it.
    public var latitude: Double?
    /// New longitude in degrees, or nil to keep it.
    public var longitude: Double?

    /// A change of the given fields of marker `id`.
    public init(id: String, title: String? = nil, snippet: String? = nil,
                latitude: Double? = nil, longitude: Double? = nil) {
        self.id = id
        self.title = title
        self.snippet = snippet
        self.latitude = latitude
        self.longitude = longitude
    }

    /// `marker` with the given fields replaced.
    public func applied(to marker: Marker) -> Marker {
        var m = marker
        if let title { m.title = title }
        if let snippet { m.snippet = snippet }
        m.position = Coordinate(latitude: latitude ?? m.position.latitude, longitude: longitude ?? m.position.longitude)
        return m
    }
}
