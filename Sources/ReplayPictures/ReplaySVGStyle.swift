import Replays
import TraceFormat
import TraceJSON

/// The style sheet of a replay picture: colours, line widths and font sizes by id and
/// class, so that the elements themselves carry only geometry and data.
///
/// Lengths inside the view panel are in view points, which the panel scales by
/// `viewScale`; the sheet divides them by that scale so that lines and text keep their
/// size in the picture.
enum ReplaySVGStyle {
    /// The sheet for a picture whose view panel is drawn at `viewScale`.
    static func sheet(viewScale: Double) -> String {
        typealias L = ReplaySVGLayout
        func px(_ value: Double) -> String { XMLWriter.number(value / viewScale) + "px" }
        var rules = [
            "#replay text { fill: \(L.ink); }",
            "#replay .muted { fill: \(L.muted); font-size: 11px; }",
            // View panel
            "#view { fill: none; stroke: \(L.ink); stroke-width: \(px(1.5)); }",
            "#view-panel .panel-label { font-size: \(px(11)); }",
            ".map-background { fill: \(L.mapBackground); }",
            "#sky { fill: \(L.sky); }",
            "#horizon { stroke: \(L.muted); stroke-width: \(px(1)); }",
            "#view-graticule path { fill: none; stroke: \(L.graticule); stroke-width: \(px(1)); }",
            "#padded { fill: none; stroke: #5f6368; stroke-width: \(px(1.2)); stroke-dasharray: \(px(6)) \(px(4)); }",
            "#target { fill: none; stroke: \(L.target); stroke-width: \(px(1.5)); }",
            ".marker-icon { fill: \(L.markerFill); fill-opacity: 0.85; stroke: \(L.markerStroke); stroke-width: \(px(1.2)); }",
            ".marker.selected .marker-icon { stroke: \(L.ink); stroke-width: \(px(3)); }",
            ".marker-anchor { fill: \(L.ink); }",
            "#replay .marker-label { font-size: \(px(11)); text-anchor: middle; }",
            ".info-window-frame, .info-window-tail { fill: #ffffff; stroke: #5f6368; stroke-width: \(px(1)); }",
            "#replay .info-window-title { font-size: 13px; font-weight: bold; }",
            "#replay .info-window-snippet { font-size: 11px; fill: \(L.muted); }",
            ".control-face { fill: #ffffff; stroke: #5f6368; stroke-width: \(px(1)); }",
            ".compass-north { fill: #ea4335; }",
            ".compass-south { fill: #9aa0a6; }",
            ".my-location-ring { fill: none; stroke: #5f6368; stroke-width: \(px(2)); }",
            ".my-location-dot { fill: #5f6368; }",
            "#replay .floor-label { font-size: 11px; text-anchor: middle; }",
            ".finger-path { fill: none; stroke-width: \(px(2.5)); stroke-linecap: round; stroke-linejoin: round; }",
            ".finger-path.lifted, .finger-start.lifted { opacity: 0.5; }",
            ".touch circle { fill-opacity: 0.22; stroke-width: \(px(2)); }",
            "#replay .touch text { font-size: \(px(11)); font-weight: bold; text-anchor: middle; }",
            // Ground panel
            ".panel-background { fill: \(L.mapBackground); }",
            ".panel-outline { fill: none; stroke: \(L.ink); stroke-width: 1.5px; }",
            "#ground-graticule line { stroke: \(L.graticule); stroke-width: 1px; }",
            "#replay .graticule-label { font-size: 10px; fill: \(L.muted); }",
            "#target-path { fill: none; stroke: \(L.target); stroke-width: 2px; stroke-linejoin: round; stroke-linecap: round; }",
            "#target-start { fill: #ffffff; stroke: \(L.target); stroke-width: 1.5px; }",
            ".ground-marker { fill: \(L.markerFill); }",
            "#visible-region { fill: \(L.target); fill-opacity: 0.12; stroke: \(L.target); stroke-width: 1.5px; stroke-linejoin: round; }",
            "#target-now { fill: \(L.target); stroke: #ffffff; stroke-width: 1.5px; }",
            // Timeline
            ".plot-background { fill: #f8f8f6; stroke: #d0d0cc; stroke-width: 1px; }",
            ".series { fill: none; stroke: \(L.ink); stroke-width: 1.5px; stroke-linejoin: round; }",
            "#replay .plot-label { text-anchor: end; }",
            "#replay .plot-range { font-size: 10px; fill: \(L.muted); text-anchor: end; }",
            ".gesture-band { fill-opacity: 0.13; }",
            "#replay .gesture-span text { font-size: 11px; }",
            "#replay .gesture-span text.inside { fill: #ffffff; }",
            "#time-axis line { stroke: \(L.muted); stroke-width: 1px; }",
            "#replay .tick-label { font-size: 10px; fill: \(L.muted); text-anchor: middle; }",
            "#timeline-cursor { stroke: \(L.cursor); stroke-width: 1.5px; }",
        ]
        for kind in ReplaySVGLayout.gestureKindsInOrder {
            rules.append(".kind-\(kind.rawValue) { fill: \(ReplaySVGLayout.color(of: kind)); }")
        }
        for index in 0..<ReplaySVGLayout.fingerPalette.count {
            let color = ReplaySVGLayout.fingerPalette[index]
            rules.append(".finger-\(index) { stroke: \(color); }")
            rules.append(".finger-start.finger-\(index), .finger-\(index) circle { fill: \(color); }")
            rules.append("#replay .finger-\(index) text { fill: \(color); stroke: none; }")
        }
        return rules.joined(separator: "\n")
    }
}
