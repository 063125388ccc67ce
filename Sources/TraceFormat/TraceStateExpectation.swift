import TraceJSON

/// Expected map view state at a time; nil fields are not checked. For the nullable
/// fields, `.some(nil)` expects "none" (written as JSON null).
public struct TraceStateExpectation: Hashable, Sendable {
    /// The selected marker's id, or `.some(nil)` for no selection.
    public var selectedMarker: String??
    /// The marker whose info window is shown, or `.some(nil)` for none.
    public var infoWindowMarker: String??
    /// Whether the compass is visible.
    public var compassVisible: Bool?
    /// Whether the my-location button is visible.
    public var myLocationButtonVisible: Bool?
    /// Whether the floor picker is visible.
    public var floorPickerVisible: Bool?
    /// The active building's id, or `.some(nil)` for none.
    public var activeBuilding: String??
    /// The active level's index, or `.some(nil)` for none.
    public var activeLevel: Int??
    /// The map type.
    public var mapType: TraceMapOptions.MapType?
    /// Whether traffic is shown.
    public var trafficEnabled: Bool?
    /// The colour scheme the map draws with.
    public var colorScheme: TraceMapOptions.ColorScheme?

    /// An expectation of the given fields.
    public init(selectedMarker: String?? = nil, infoWindowMarker: String?? = nil,
                compassVisible: Bool? = nil, myLocationButtonVisible: Bool? = nil,
                floorPickerVisible: Bool? = nil, activeBuilding: String?? = nil,
                activeLevel: Int?? = nil, mapType: TraceMapOptions.MapType? = nil,
                trafficEnabled: Bool? = nil, colorScheme: TraceMapOptions.ColorScheme? = nil) {
        self.selectedMarker = selectedMarker
        self.infoWindowMarker = infoWindowMarker
        self.compassVisible = compassVisible
        self.myLocationButtonVisible = myLocationButtonVisible
        self.floorPickerVisible = floorPickerVisible
        self.activeBuilding = activeBuilding
        self.activeLevel = activeLevel
        self.mapType = mapType
        self.trafficEnabled = trafficEnabled
        self.colorScheme = colorScheme
    }
}
