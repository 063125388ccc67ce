import MapMath

/// The open info window as drawn in one frame.
public struct InfoWindowRecord: Hashable, Sendable {
    /// The marker it belongs to.
    public var marker: String
    /// The title it shows (the marker's title when the window opened, or now when the
    /// marker tracks info window changes).
    public var title: String?
    /// The snippet it shows (same rule as `title`).
    public var snippet: String?
    /// Its frame in view points; nil when the marker has no screen point (beyond the horizon).
    public var frame: ScreenRect?

    /// An info window record.
    public init(marker: String, title: String?, snippet: String?, frame: ScreenRect?) {
        self.marker = marker
        self.title = title
        self.snippet = snippet
        self.frame = frame
    }

    /// The accessibility label: title and snippet joined by ", " (the non-empty ones), or
    /// the marker id when both are empty (a custom window) (our choice).
    public var accessibilityLabel: String {
        let parts = [title, snippet].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? marker : parts.joined(separator: ", ")
    }
}
