import MapMath

/// A marker on the map (`GMSMarker`): where it stands, its icon's size and anchors, its
/// info window's content and how taps treat it. Icons face the screen (not flat): they
/// keep their size and orientation at every bearing and tilt.
public struct Marker: Hashable, Sendable {
    /// A point in an icon's unit square: (0, 0) top-left, (1, 1) bottom-right.
    public struct Anchor: Hashable, Sendable {
        /// Fraction of the width from the left edge.
        public var x: Double
        /// Fraction of the height from the top edge.
        public var y: Double
        /// An anchor from its fractions.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

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

    /// Default icon size: 26 × 42 points, about Google's default red pin (our choice).
    public static let defaultIconSize = Size(width: 26, height: 42)
    /// Default ground anchor (0.5, 1): bottom centre (Google's `groundAnchor` default).
    public static let defaultGroundAnchor = Anchor(x: 0.5, y: 1)
    /// Default info window anchor (0.5, 0): top centre (Google's `infoWindowAnchor` default).
    public static let defaultInfoWindowAnchor = Anchor(x: 0.5, y: 0)

    /// Unique identifier within the map view.
    public var id: String
    /// Where the marker stands, degrees.
    public var position: Coordinate
    /// Info window title. Default nil.
    public var title: String?
    /// Info window snippet. Default nil.
    public var snippet: String?
    /// Icon size in points. Default 26 × 42 (our choice).
    public var iconSize: Size
    /// Point of the icon placed at `position`. Default (0.5, 1) (Google).
    public var groundAnchor: Anchor
    /// Point of the icon the info window's tip points at. Default (0.5, 0) (Google).
    public var infoWindowAnchor: Anchor
    /// Drawing and hit-test order: higher is on top; equal values stack in the order the
    /// markers were added, later on top (our choice). Default 0.
    public var zIndex: Int
    /// Whether taps hit the marker; taps on a non-tappable marker reach what lies below.
    /// Default true (Google).
    public var tappable: Bool
    /// Whether title and snippet changes show in an open info window at once; when false
    /// they show the next time the window opens. Default false (Google).
    public var tracksInfoWindowChanges: Bool
    /// Size of a custom info window in points (as if the delegate's `markerInfoWindow`
    /// returned a view of that size); nil for the default window.
    public var infoWindowSize: Size?

    /// A marker with Google's defaults for every field not given.
    public init(id: String, position: Coordinate, title: String? = nil, snippet: String? = nil,
                iconSize: Size = Marker.defaultIconSize, groundAnchor: Anchor = Marker.defaultGroundAnchor,
                infoWindowAnchor: Anchor = Marker.defaultInfoWindowAnchor, zIndex: Int = 0,
                tappable: Bool = true, tracksInfoWindowChanges: Bool = false, infoWindowSize: Size? = nil) {
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

    /// Whether selecting the marker opens an info window: its title or snippet is
    /// non-empty (Google: none when both are empty or nil), or it has a custom window.
    public var hasInfoWindow: Bool {
        !(title ?? "").isEmpty || !(snippet ?? "").isEmpty || infoWindowSize != nil
    }

    /// The icon's rectangle in view points when `position` appears at `point`: the
    /// ground anchor sits on the point.
    @inlinable
    public func iconFrame(at point: ScreenPoint) -> ScreenRect {
        ScreenRect(x: point.x - groundAnchor.x * iconSize.width, y: point.y - groundAnchor.y * iconSize.height,
                   width: iconSize.width, height: iconSize.height)
    }

    /// Where the info window's tip points, in view points, when `position` appears at `point`.
    public func infoWindowAnchorPoint(at point: ScreenPoint) -> ScreenPoint {
        let icon = iconFrame(at: point)
        return ScreenPoint(x: icon.x + infoWindowAnchor.x * iconSize.width,
                           y: icon.y + infoWindowAnchor.y * iconSize.height)
    }

    /// The accessibility label: the title, else the snippet, else the id (our choice).
    public var accessibilityLabel: String {
        if let title, !title.isEmpty { return title }
        if let snippet, !snippet.isEmpty { return snippet }
        return id
    }
}
