/// `overrideUserInterfaceStyle` of the map view (UIKit's `UIUserInterfaceStyle`).
/// Default `unspecified`.
public enum InterfaceStyle: String, Hashable, Sendable, CaseIterable {
    /// Always light.
    case light
    /// Always dark.
    case dark
    /// Follow the system appearance (`MapOptions.systemStyle`). UIKit's default.
    case unspecified
}
