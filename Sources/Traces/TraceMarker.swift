import MapMath

/// A marker as written in a trace's `markers` list or an `addMarker` command.
public struct TraceMarker: Hashable, Sendable {
    /// A size in points.
    public struct Size: Hashable, Sendable {
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double
        /// A size from width and height in points.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// A point in an icon's unit square: (0, 0) top-left, (1, 1) bottom-right.
    public struct Anchor: Hashable, Sendable {
        /// Fraction of the icon width from its left edge.
        public var x: Double
        /// Fraction of the icon height from its top edge.
        public var y: Double
        /// An anchor from its fractions.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// Default icon size: 26 × 42 points, about Google's default red pin (our choice).
    public static let defaultIconSize = Size(width: 26, height: 42)
    /// Default ground anchor (0.5, 1): bottom centre (Google's `groundAnchor` default).
    public static let defaultGroundAnchor = Anchor(x: 0.5, y: 1)
    /// Default info window anchor (0.5, 0): top centre (Google's `infoWindowAnchor` default).
    public static let defaultInfoWindowAnchor = Anchor(x: 0.5, y: 0)

    /// Unique identifier, used by commands and expectations.
    public var id: String
    /// Where the marker stands, degrees.
    public var position: Coordinate
    /// Info window title. Default none.
    public var title: String?
    /// Info window snippet. Default none.
    public var snippet: String?
    /// Icon size in points. Default 26 × 42 (our choice).
    public var iconSize: Size
    /// Point of the icon placed at `position`. Default (0.5, 1).
    public var groundAnchor: Anchor
    /// Point of the icon the info window's tip points at. Default (0.5, 0).
    public var infoWindowAnchor: Anchor
    /// Drawing and hit-test order; higher is on top. Default 0.
    public var zIndex: Int
    /// Whether taps hit the marker. Default true.
    public var tappable: Bool
    /// Whether info window content changes show immediately. Default false (Google).
    public var tracksInfoWindowChanges: Bool
    /// Size of the marker's info window in points, when the trace gives one.
    public var infoWindowSize: Size?

    /// A marker with Google's defaults for every field not given.
    public init(id: String, position: Coordinate, title: String? = nil, snippet: String? = nil,
                iconSize: Size = TraceMarker.defaultIconSize,
                groundAnchor: Anchor = TraceMarker.defaultGroundAnchor,
                infoWindowAnchor: Anchor = TraceMarker.defaultInfoWindowAnchor,
                zIndex: Int = 0, tappable: Bool = true, tracksInfoWindowChanges: Bool = false,
                infoWindowSize: Size? = nil) {
        self.id = id
        self.position = position
        self.title = title
        self.snippet = snippet
        self.iconSize = iconSize
        self.groundAnchor = groundAnchor
        self.infoWindowAnchor = infoWindowAnchor
        self.zIndex = zIndex
        self.tappable = tappable
        self.tracksInfoWindowChanges = tracksInfoWindowChanges
        self.infoWindowSize = infoWindowSize
    }
}

/// The fields an `updateMarker` command changes on an existing marker (nil = unchanged).
public struct TraceMarkerUpdate: Hashable, Sendable {
    /// The marker to change; it must exist when the command runs.
    public var id: String
    /// New title, or nil.
    public var title: String?
    /// New snippet, or nil.
    public var snippet: String?
    /// New latitude in degrees, or nil.
    public var latitude: Double?
    /// New longitude in degrees, or nil.
    public var longitude: Double?

    /// An update of the given fields of marker `id`.
    public init(id: String, title: String? = nil, snippet: String? = nil,
                latitude: Double? = nil, longitude: Double? = nil) {
        self.id = id
        self.title = title
        self.snippet = snippet
        self.latitude = latitude
        self.longitude = longitude
    }
}
