/// What the map draws, as `GMSMapViewType`. Default `normal`.
public enum MapType: String, Hashable, Sendable, CaseIterable {
    /// Road map with labels (`kGMSTypeNormal`). Google's default; has light and dark schemes.
    case normal
    /// Satellite imagery with roads and labels (`kGMSTypeHybrid`).
    case hybrid
    /// Satellite imagery without labels (`kGMSTypeSatellite`).
    case satellite
    /// Topographic map with some roads and labels (`kGMSTypeTerrain`); has light and dark schemes.
    case terrain
    /// No base tiles (`kGMSTypeNone`); the traffic layer is off.
    case none

    /// Whether the type follows a colour scheme (dark or light): normal and terrain only
    /// (Google Maps SDK for iOS, "Map color scheme").
    public var supportsColorScheme: Bool { self == .normal || self == .terrain }
}
