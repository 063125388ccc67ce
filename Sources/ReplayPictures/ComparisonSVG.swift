import MapMath
import MapSimulation
import Replays
import TraceComparison

/// The picture of a comparison (`mapsim compare --svg`): what differs between the
/// variants, against time. Four panels on one time axis: the distance the camera target
/// travelled, zoom, bearing and tilt, the panel where a variant parts furthest from A
/// first; each variant in its own colour, width and dash, with a legend.
///
/// Method. Every drawn frame of every variant is one polyline vertex (skipped frames repeat
/// the one before, so a step is drawn as a horizontal run to the next frame, and a
/// variant whose replay ended sooner stays at its last value to the longest's end). The
/// distance travelled is the target's path length over the drawn frames, view points at
/// each frame's zoom (as `ReplayComparison`'s flings measure it). Bearings are unwrapped:
/// each frame's bearing is the one before plus the shortest turn to it, the first taken in
/// (−180°, 180°], so a −12° twist from north reads −12°, not a jump to 348°. A panel's
/// value axis spans the values of all variants and at least its `minimumSpan` (so a flat
/// line sits in the middle; the distance axis starts at 0 or above). A panel's *gap* is
/// the largest difference between a variant and A, each at its last frame at or before
/// each time either drew, over that axis span; panels are drawn in decreasing gap, ties in
/// the order distance, zoom, bearing, tilt. Variant A is drawn widest and solid, each
/// later one narrower and dashed on top, so every line shows where they coincide (our
/// choices). Output is deterministic (`XMLWriter`), linear in the frames.
public struct ComparisonSVG: Sendable {
    /// Colours of the variants in order (then repeating): blue, orange, green, purple,
    /// red, teal (our choice: distinct under the common colour-vision deficiencies).
    public static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#d62728", "#17becf"]
    /// Stroke widths of the variants in order, points: 5, 3, 1.8, 1.2, then 1.
    public static let strokeWidths = [5.0, 3, 1.8, 1.2]
    /// Dash patterns of the variants in order (SVG `stroke-dasharray`; none for A), then
    /// repeating from B's.
    public static let dashes = ["", "8 4", "2 3", "10 3 2 3"]
    /// Picture width, points: 900.
    public static let width = 900.0

    /// The comparison drawn.
    public let comparison: ReplayComparison

    /// A picture of `comparison`.
    public init(comparison: ReplayComparison) {
        self.comparison = comparison
    }

    /// One panel: its key (`data-panel`), title, unit, the smallest value span its axis
    /// shows, and each variant's (time, value) per drawn frame.
    public struct Panel: Sendable {
        /// `distance`, `zoom`, `bearing` or `tilt`.
        public var key: String
        /// What the panel shows: `distance travelled (pt)`.
        public var title: String
        /// The unit after a gap's value: ` pt`, `°`, or none for zoom.
        var unit: String
        /// The smallest span of the value axis: 20 pt, 1 zoom level, 10°, 10° (our choice:
        /// a difference below a tenth of these is hard to see).
        var minimumSpan: Double
        /// Per variant, (time in seconds, value) at each drawn frame.
        var series: [[(Double, Double)]]
        /// The axis: lowest and highest value shown.
        var low = 0.0, high = 1.0
        /// The largest difference from A, in the panel's unit, and when (seconds).
        public var gap = 0.0, gapTime = 0.0

        /// The gap over the axis span: how far apart the lines are drawn, 0 to 1.
        public var relativeGap: Double { gap / (high - low) }
    }

    /// The panels in drawing order: the largest relative gap first.
    public func panels() -> [Panel] {
        let frames = comparison.variants.map(\.result.simulation.frames)
        var panels = [
            Panel(key: "distance", title: "distance travelled by the target (view points)", unit: " pt", minimumSpan: 20,
                  series: frames.map(Self.distanceTravelled)),
            Panel(key: "zoom", title: "zoom", unit: "", minimumSpan: 1,
                  series: frames.map { $0.map { ($0.time, $0.camera.zoom) } }),
            Panel(key: "bearing", title: "bearing (°, unwrapped)", unit: "°", minimumSpan: 10,
                  series: frames.map(Self.unwrappedBearings)),
            Panel(key: "tilt", title: "tilt (°)", unit: "°", minimumSpan: 10,
                  series: frames.map { $0.map { ($0.time, $0.camera.tilt) } }),
        ]
        for p in panels.indices {
            let values = panels[p].series.flatMap { $0.map(\.1) }
            var low = values.min() ?? 0, high = values.max() ?? 0
            if high - low < panels[p].minimumSpan {
                let mid = (high + low) / 2
                low = mid - panels[p].minimumSpan / 2
                high = mid + panels[p].minimumSpan / 2
                // A distance never goes below 0: its axis does not either.
                if panels[p].key == "distance" && low < 0 { (low, high) = (0, panels[p].minimumSpan) }
            }
            panels[p].low = low
            panels[p].high = high
            for other in panels[p].series.dropFirst() {
                let (gap, time) = Self.largestGap(panels[p].series[0], other)
                if gap > panels[p].gap { (panels[p].gap, panels[p].gapTime) = (gap, time) }
            }
        }
        return panels.enumerated().sorted { x, y in
            x.element.relativeGap != y.element.relativeGap ? x.element.relativeGap > y.element.relativeGap : x.offset < y.offset
        }.map(\.element)
    }

    /// The SVG document.
    public func document() -> String {
        let margin = 60.0, panelHeight = 130.0, gap = 44.0
        let plotWidth = Self.width - 2 * margin
        let variants = comparison.variants
        let panels = self.panels()
        let top = 50.0 + 16 * Double((variants.count + 2) / 3)
        let height = top + Double(panels.count) * (panelHeight + gap) + gap
        let endTime = max(variants.map(\.result.simulation.endTime).max() ?? 0, 1e-3)
        var svg = XMLWriter(decimals: 2)
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", svg.number(Self.width)),
                         ("height", svg.number(height)), ("viewBox", "0 0 \(svg.number(Self.width)) \(svg.number(height))"),
                         ("font-family", "sans-serif"), ("font-size", "12")])
        svg.empty("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        svg.element("text", [("x", "20"), ("y", "24"), ("font-size", "15")],
                    text: "compare \(variants[0].result.trace.name ?? "trace"): \(variants.count) variants")
        for (i, v) in variants.enumerated() {
            let x = 20 + Double(i % 3) * 290, y = 46 + Double(i / 3) * 16
            svg.empty("line", [("x1", svg.number(x)), ("y1", svg.number(y - 4)), ("x2", svg.number(x + 28)),
                               ("y2", svg.number(y - 4))] + Self.stroke(i))
            svg.element("text", [("x", svg.number(x + 34)), ("y", svg.number(y))], text: "\(v.label): \(v.description)")
        }
        for (p, panel) in panels.enumerated() {
            let y0 = top + Double(p) * (panelHeight + gap) + gap
            svg.group("g", [("class", "panel"), ("data-panel", panel.key)]) { svg in
                var title = panel.title
                if variants.count > 1 {
                    title += panel.gap > 0
                        ? ": largest gap from A \(XMLWriter.number(panel.gap, decimals: 2))\(panel.unit) at \(XMLWriter.number(panel.gapTime * 1000, decimals: 1)) ms"
                        : ": the same in every variant"
                }
                svg.element("text", [("x", svg.number(margin)), ("y", svg.number(y0 - 8))], text: title)
                svg.empty("rect", [("x", svg.number(margin)), ("y", svg.number(y0)), ("width", svg.number(plotWidth)),
                                   ("height", svg.number(panelHeight)), ("fill", "none"), ("stroke", "#cccccc")])
                svg.element("text", [("x", svg.number(margin - 6)), ("y", svg.number(y0 + 10)), ("text-anchor", "end")],
                            text: XMLWriter.number(panel.high, decimals: 2))
                svg.element("text", [("x", svg.number(margin - 6)), ("y", svg.number(y0 + panelHeight)), ("text-anchor", "end")],
                                text: XMLWriter.number(panel.low, decimals: 2))
                for (i, series) in panel.series.enumerated() {
                    var points: [(Double, Double)] = []
                    points.reserveCapacity(2 * series.count)
                    for (k, (time, value)) in series.enumerated() {
                        let y = y0 + panelHeight * (1 - (value - panel.low) / (panel.high - panel.low))
                        points.append((margin + plotWidth * time / endTime, y))
                        let next = k + 1 < series.count ? series[k + 1].0 : endTime
                        if next > time { points.append((margin + plotWidth * next / endTime, y)) }
                    }
                    svg.empty("polyline", [("data-variant", variants[i].label), ("points", svg.points(points)),
                                           ("fill", "none")] + Self.stroke(i))
                }
            }
        }
        svg.element("text", [("x", svg.number(margin + plotWidth)), ("y", svg.number(height - 12)), ("text-anchor", "end")],
                    text: "time, 0–\(ReportFormat.ms(endTime)) ms")
        svg.close()
        return svg.finish()
    }

    /// The stroke attributes of variant `index`: colour, width and dash.
    static func stroke(_ index: Int) -> [XMLWriter.Attribute] {
        let width = index < strokeWidths.count ? strokeWidths[index] : 1
        let dash = index == 0 ? "" : dashes[1 + (index - 1) % (dashes.count - 1)]
        var attributes: [XMLWriter.Attribute] = [("stroke", color(index)), ("stroke-width", XMLWriter.number(width, decimals: 2))]
        if !dash.isEmpty { attributes.append(("stroke-dasharray", dash)) }
        return attributes
    }

    /// The colour of variant `index`.
    static func color(_ index: Int) -> String { palette[index % palette.count] }

    /// The target's path length up to each frame, view points at each frame's zoom.
    static func distanceTravelled(_ frames: [FrameRecord]) -> [(Double, Double)] {
        var total = 0.0
        var previous: CameraPosition?
        return frames.map { f in
            if let previous { total += ReplayComparison.screenDistance(previous, f.camera.target) }
            previous = f.camera
            return (f.time, total)
        }
    }

    /// Each frame's bearing unwrapped: the one before plus the shortest turn to it, the
    /// first in (−180°, 180°].
    static func unwrappedBearings(_ frames: [FrameRecord]) -> [(Double, Double)] {
        var previous: (raw: Double, unwrapped: Double)?
        return frames.map { f in
            let raw = f.camera.bearing
            let value = previous.map { $0.unwrapped + shortestTurn(raw - $0.raw) } ?? shortestTurn(raw)
            previous = (raw, value)
            return (f.time, value)
        }
    }

    /// `degrees` brought into (−180°, 180°].
    static func shortestTurn(_ degrees: Double) -> Double {
        var d = degrees.truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 } else if d <= -180 { d += 360 }
        return d
    }

    /// The largest |b − a| of two step series, each at its last point at or before each
    /// time either has, and the first time it is reached (0 when the series never overlap).
    static func largestGap(_ a: [(Double, Double)], _ b: [(Double, Double)]) -> (Double, Double) {
        var i = 0, j = 0
        var best = (0.0, 0.0)
        while i < a.count || j < b.count {
            let ta = i < a.count ? a[i].0 : .infinity, tb = j < b.count ? b[j].0 : .infinity
            let time = min(ta, tb)
            if ta == time { i += 1 }
            if tb == time { j += 1 }
            guard i > 0, j > 0 else { continue }
            let gap = abs(b[j - 1].1 - a[i - 1].1)
            if gap > best.0 { best = (gap, time) }
        }
        return best
    }
}
