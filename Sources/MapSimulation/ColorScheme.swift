/// A light or dark appearance: the simulated system style and the map's colour scheme.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Light appearance (the map's default scheme).
    case light
    /// Dark appearance.
    case dark
}
