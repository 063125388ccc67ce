import MapMath
import Gestures
import Replays
import TraceFormat
import TraceJSON

/// Where the parts of a replay picture go, in picture pixels (origin top-left), and the
/// colours they use. Every size is our choice, picked so that a phone-sized view, the
/// ground panel and the timelines read well at 100 % on a laptop screen.
struct ReplaySVGLayout: Hashable, Sendable {
    /// Outer margin.
    static let margin = 16.0
    /// Height of the title and caption lines.
    static let headerHeight = 50.0
    /// Space between panels.
    static let gap = 28.0
    /// Largest size of the view panel; a bigger view is scaled down to fit (never up).
    static let maxViewWidth = 360.0, maxViewHeight = 560.0
    /// Side of the square ground panel.
    static let groundSide = 380.0
    /// Width of the label column left of the timeline plots.
    static let timelineLabelWidth = 84.0
    /// Height of one timeline plot, and the space between plots.
    static let plotHeight = 62.0, plotGap = 12.0
    /// Height of one lane of gesture spans.
    static let laneHeight = 20.0
    /// Height of the time axis labels under the plots.
    static let axisHeight = 26.0
    /// Smallest picture width, so that the timelines have room.
    static let minimumWidth = 820.0
    /// Approximate advance of one character of 11 px DejaVu Sans, for fitting labels.
    static let characterWidth = 6.7

    /// Picture width and height.
    let width: Double, height: Double
    /// Scale from view points to picture pixels (≤ 1).
    let viewScale: Double
    /// Top-left corner of the view panel.
    let viewX: Double, viewY: Double
    /// Top-left corner of the ground panel.
    let groundX: Double, groundY: Double
    /// Top-left corner of the timeline plot area (time 0 at x = timelineX).
    let timelineX: Double, timelineY: Double
    /// Width of the plot area.
    let plotWidth: Double
    /// Number of gesture lanes.
    let laneCount: Int

    /// The layout for a view of `viewport`'s size with `laneCount` gesture lanes.
    init(viewport: Viewport, laneCount: Int) {
        let m = Self.margin
        viewScale = min(1, Self.maxViewWidth / viewport.width, Self.maxViewHeight / viewport.height)
        viewX = m
        viewY = m + Self.headerHeight
        let viewWidth = viewport.width * viewScale, viewHeight = viewport.height * viewScale
        groundX = viewX + viewWidth + Self.gap
        groundY = viewY
        width = max(Self.minimumWidth, groundX + Self.groundSide + m)
        let panelsBottom = viewY + max(viewHeight, Self.groundSide + 20)
        timelineX = m + Self.timelineLabelWidth
        timelineY = panelsBottom + Self.gap
        plotWidth = width - timelineX - m - 8
        self.laneCount = max(1, laneCount)
        height = timelineY + Self.timelinePlotsTop(laneCount: self.laneCount) + 4 * (Self.plotHeight + Self.plotGap)
            + Self.axisHeight + m
    }

    /// Offset of the first plot below the timeline's top, past the gesture lanes.
    static func timelinePlotsTop(laneCount: Int) -> Double {
        Double(max(1, laneCount)) * laneHeight + 10
    }

    // MARK: Colours

    /// The map's background: light gray (GMSMapView's default backgroundColor).
    static let mapBackground = "#ebe9e4"
    /// The sky above a tilted map's horizon.
    static let sky = "#dce8f4"
    /// Lines of the graticule.
    static let graticule = "#b9c4ce"
    /// Ink for outlines and text.
    static let ink = "#2b2b2b"
    /// Secondary text.
    static let muted = "#6b6b6b"
    /// The time cursor.
    static let cursor = "#d62728"
    /// Marker icons (about Google's default pin red) and their outline.
    static let markerFill = "#ea4335", markerStroke = "#a52714"
    /// The camera target and its path.
    static let target = "#1a73e8"

    /// The colour of a gesture kind's spans.
    static func color(of kind: GestureKind) -> String {
        switch kind {
        case .pan: return "#4e79a7"
        case .pinch: return "#f28e2b"
        case .rotate: return "#e15759"
        case .tilt: return "#76b7b2"
        case .doubleTap: return "#59a14f"
        case .twoFingerTap: return "#edc948"
        case .oneFingerZoom: return "#b07aa1"
        case .longPress: return "#ff9da7"
        case .tap: return "#9c755f"
        }
    }

    /// Gesture kinds in the order their style rules are written.
    static let gestureKindsInOrder = GestureKind.allCases

    /// Colours of fingers, by order of first touch-down (repeating after eight).
    static let fingerPalette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f"]

    /// The style class of the `index`-th finger to touch down (by first appearance).
    static func fingerClass(_ index: Int) -> String {
        "finger-\(index % fingerPalette.count)"
    }
}
