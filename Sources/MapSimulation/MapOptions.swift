import MapMath

/// The map view's options and layers (`GMSMapViewOptions` and `GMSMapView` properties),
/// with Google's defaults, plus the simulated system appearance and user location.
public struct MapOptions: Hashable, Sendable {
    /// Map type. Default `.normal` (Google).
    public var mapType: MapType = .normal
    /// Traffic layer requested. Default false (Google). Drawn only when `effectiveTrafficEnabled`.
    public var trafficEnabled = false
    /// Indoor maps and the floor picker. Default true (Google).
    public var indoorEnabled = true
    /// 3D buildings. Default true (Google).
    public var buildingsEnabled = true
    /// Whether markers and info windows are hidden from accessibility. Default true
    /// (Google: "the default value in the Maps SDK for iOS is YES").
    public var accessibilityElementsHidden = true
    /// The my-location dot, and with `UISettings.myLocationButton` the button. Default false (Google).
    public var myLocationEnabled = false
    /// The user's location in degrees, nil until one is known (`GMSMapView.myLocation`). Default nil.
    public var myLocation: Coordinate?
    /// `overrideUserInterfaceStyle`. Default `.unspecified` (UIKit).
    public var overrideUserInterfaceStyle: InterfaceStyle = .unspecified
    /// The simulated system appearance that `.unspecified` follows. Default `.light` (our choice).
    public var systemStyle: ColorScheme = .light
    /// Background colour shown where no tiles are drawn. Default `RGBAColor.lightGray`
    /// (#AAAAAA, `UIColor.lightGray`, Google's documented default).
    public var backgroundColor: RGBAColor = .lightGray
    /// Cloud-based map style ID (`GMSMapID`). Default nil.
    public var mapID: String?

    /// Google's defaults.
    public init() {}

    /// Whether the traffic layer is drawn: requested and the map type is not `.none`
    /// ("if the map type is set to none, traffic data is disabled").
    public var effectiveTrafficEnabled: Bool { trafficEnabled && mapType != .none }

    /// The colour scheme the map draws with. Normal and terrain maps follow
    /// `overrideUserInterfaceStyle` (`.unspecified` follows `systemStyle`); hybrid,
    /// satellite and none have no dark variant and report `.light` (our choice: imagery is
    /// drawn unchanged).
    public var colorScheme: ColorScheme {
        guard mapType.supportsColorScheme else { return .light }
        switch overrideUserInterfaceStyle {
        case .light: return .light
        case .dark: return .dark
        case .unspecified: return systemStyle
        }
    }
}
