import MapMath

/// One accessibility element the map view exposes when `accessibilityElementsHidden` is
/// false: a marker on screen or the open info window.
public struct AccessibilityElement: Hashable, Sendable {
    /// What the element stands for.
    public enum Kind: String, Hashable, Sendable {
        /// A marker.
        case marker
        /// The open info window.
        case infoWindow
    }

    /// Marker or info window.
    public var kind: Kind
    /// The marker's id (for an info window, its marker's id).
    public var id: String
    /// What VoiceOver reads: see `Marker.accessibilityLabel` and `InfoWindowRecord.accessibilityLabel`.
    public var label: String
    /// Frame in view points.
    public var frame: ScreenRect

    /// An element.
    public init(kind: Kind, id: String, label: String, frame: ScreenRect) {
        self.kind = kind
        self.id = id
        self.label = label
        self.frame = frame
    }
}
