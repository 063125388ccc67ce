import MapMath
import MapSimulation

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

    /// Red, green, blue and alpha of `backgroundColor` in [0, 1] (alpha 1 for
    /// `#RRGGBB`), or nil when it is not set or not valid hex.
    public var backgroundColorComponents: (red: Double, green: Double, blue: Double, alpha: Double)? {
        guard let text = backgroundColor else { return nil }
        return Self.parseHexColor(text)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (either case) into components in [0, 1].
    public static func parseHexColor(_ text: String) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        let bytes = Array(text.utf8)
        guard bytes.first == 0x23, bytes.count == 7 || bytes.count == 9 else { return nil }
        var channels: [Double] = []
        var i = 1
        while i < bytes.count {
            guard let hi = hexDigit(bytes[i]), let lo = hexDigit(bytes[i + 1]) else { return nil }
            channels.append(Double(hi * 16 + lo) / 255)
            i += 2
        }
        return (channels[0], channels[1], channels[2], channels.count == 4 ? channels[3] : 1)
    }

    private static func hexDigit(_ b: UInt8) -> Int? {
        switch b {
        case 0x30...0x39: return Int(b - 0x30)
        case 0x41...0x46: return Int(b - 0x41 + 10)
        case 0x61...0x66: return Int(b - 0x61 + 10)
        default: return nil
        }
    }
}
