import MapMath
import MapSimulation
import TraceJSON

/// Map options and flags as written in a trace's `map` object or a `setMap` command;
/// nil means "not given" (the map's default, or unchanged for `setMap`).
public struct TraceMapOptions: Hashable, Sendable {
    /// `GMSMapViewType`, as its lowercase name: the simulation's own `MapType`.
    public typealias MapType = MapSimulation.MapType
    /// `overrideUserInterfaceStyle`: the simulation's own `InterfaceStyle`.
    public typealias InterfaceStyle = MapSimulation.InterfaceStyle
    /// A light or dark appearance: the simulation's own `ColorScheme`.
    public typealias ColorScheme = MapSimulation.ColorScheme

    /// Map type. Default normal.
    public var mapType: MapType?
    /// Traffic layer. Default false.
    public var trafficEnabled: Bool?
    /// Indoor maps. Default true.
    public var indoorEnabled: Bool?
    /// 3D buildings. Default true.
    public var buildingsEnabled: Bool?
    /// Whether markers and info windows are hidden from accessibility. Default true.
    public var accessibilityElementsHidden: Bool?
    /// My-location dot and button availability. Default false.
    public var myLocationEnabled: Bool?
    /// The user's location: nil = not given; `.some(nil)` = given as JSON null (location
    /// unknown); `.some(coordinate)` = known location in degrees.
    public var myLocation: Coordinate??
    /// `overrideUserInterfaceStyle`. Default unspecified.
    public var overrideUserInterfaceStyle: InterfaceStyle?
    /// The simulated system appearance the map follows when unspecified. Default light.
    public var systemStyle: ColorScheme?
    /// Background colour as `#RRGGBB` or `#RRGGBBAA` hex. Default light gray.
    public var backgroundColor: String?
    /// Cloud-based map style ID. Default none.
    public var mapID: String?
    /// Smallest zoom level, within [0, 30]. Default 2 (Google).
    public var minZoom: Double?
    /// Largest zoom level, within [0, 30]. Default 21 (Google).
    public var maxZoom: Double?

    /// Options with only the given keys set.
    public init(mapType: MapType? = nil, trafficEnabled: Bool? = nil, indoorEnabled: Bool? = nil,
                buildingsEnabled: Bool? = nil, accessibilityElementsHidden: Bool? = nil,
                myLocationEnabled: Bool? = nil, myLocation: Coordinate?? = nil,
                overrideUserInterfaceStyle: InterfaceStyle? = nil, systemStyle: ColorScheme? = nil,
                backgroundColor: String? = nil, mapID: String? = nil,
                minZoom: Double? = nil, maxZoom: Double? = nil) {
        self.mapType = mapType
        self.trafficEnabled = trafficEnabled
        self.indoorEnabled = indoorEnabled
        self.buildingsEnabled = buildingsEnabled
        self.accessibilityElementsHidden = accessibilityElementsHidden
        self.myLocationEnabled = myLocationEnabled
        self.myLocation = myLocation
        self.overrideUserInterfaceStyle = overrideUserInterfaceStyle
        self.systemStyle = systemStyle
        self.backgroundColor = backgroundColor
        self.mapID = mapID
        self.minZoom = minZoom
        self.maxZoom = maxZoom
    }

    /// Whether no key is set.
    public var isEmpty: Bool { self == TraceMapOptions() }

    /// `backgroundColor` as a colour, or nil when it is not set or not valid hex.
    public var backgroundRGBA: RGBAColor? { backgroundColor.flatMap { RGBAColor(hex: $0) } }
}
