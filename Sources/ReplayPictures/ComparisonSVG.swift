import MapMath
import MapSimulation
import Replays

/// The picture of a comparison (`mapsim compare --svg`): the variants' zoom, bearing and
/// tilt against time in three panels on one time axis, and the camera target's path on the
/// ground, each variant in its own colour with a legend.
///
/// Method. Every drawn frame of every variant is one polyline vertex (skipped frames repeat
/// the one before, so a step is drawn as a horizontal run to the next frame). A panel's
/// value axis spans the values of all variants (at least 1 unit, so a flat line sits in
/// the middle). The target path is in view points at the first variant's starting zoom,
/// relative to its starting target, x right and y down as on screen, scaled to fit with
/// one scale for both axes. Output is deterministic (`SVGWriter`), linear in the frames.
public struct ComparisonSVG: Sendable {
    /// Colours of the variants in order (then repeating): blue, orange, green, purple,
    /// red, teal (our choice: distinct under the common colour-vision deficiencies).
    public static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#d62728", "#17becf"]
    /// Picture width, points: 900.
    public static let width = 900.0

    /// The comparison drawn.
    public let comparison: ReplayComparison

    /// A picture of `comparison`.
    public init(comparison: ReplayComparison) {
        self.comparison = comparison
    }

    /// One panel: its title and the value a frame shows.
    struct Panel {
        var title: String
        var value: (CameraPosition) -> Double
    }

    /// The SVG document.
    public func document() -> String {
        let margin = 60.0, panelHeight = 130.0, gap = 40.0, pathSize = 320.0
        let plotWidth = Self.width - 2 * margin
        let panels = [Panel(title: "zoom", value: { $0.zoom }), Panel(title: "bearing (°)", value: { $0.bearing }),
                      Panel(title: "tilt (°)", value: { $0.tilt })]
        let top = 70.0
        let height = top + Double(panels.count) * (panelHeight + gap) + pathSize + 2 * gap
        let variants = comparison.variants
        let endTime = max(variants.map(\.result.simulation.endTime).max() ?? 0, 1e-3)
        var svg = SVGWriter(decimals: 2)
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", svg.number(Self.width)),
                         ("height", svg.number(height)), ("viewBox", "0 0 \(svg.number(Self.width)) \(svg.number(height))"),
                         ("font-family", "sans-serif"), ("font-size", "12")])
        svg.empty("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        svg.element("text", [("x", "20"), ("y", "24"), ("font-size", "15")],
                    text: "compare \(variants[0].result.trace.name ?? "trace"): \(variants.count) variants")
        // Legend.
        for (i, v) in variants.enumerated() {
            let x = 20 + Double(i % 3) * 290, y = 46 + Double(i / 3) * 16
            svg.empty("rect", [("x", svg.number(x)), ("y", svg.number(y - 9)), ("width", "18"), ("height", "4"),
                               ("fill", Self.color(i))])
            svg.element("text", [("x", svg.number(x + 24)), ("y", svg.number(y - 4))], text: "\(v.label): \(v.description)")
        }
        for (p, panel) in panels.enumerated() {
            let y0 = top + Double(p) * (panelHeight + gap) + gap
            let values = variants.flatMap { v in v.result.simulation.frames.map { panel.value($0.camera) } }
            var low = values.min() ?? 0, high = values.max() ?? 1
            if high - low < 1 { let mid = (high + low) / 2; low = mid - 0.5; high = mid + 0.5 }
            svg.element("text", [("x", svg.number(margin)), ("y", svg.number(y0 - 8))], text: panel.title)
            svg.empty("rect", [("x", svg.number(margin)), ("y", svg.number(y0)), ("width", svg.number(plotWidth)),
                               ("height", svg.number(panelHeight)), ("fill", "none"), ("stroke", "#cccccc")])
            svg.element("text", [("x", svg.number(margin - 6)), ("y", svg.number(y0 + 10)), ("text-anchor", "end")],
                        text: SVGWriter.number(high, decimals: 2))
            svg.element("text", [("x", svg.number(margin - 6)), ("y", svg.number(y0 + panelHeight)), ("text-anchor", "end")],
                        text: SVGWriter.number(low, decimals: 2))
            for (i, v) in variants.enumerated() {
                var points: [(Double, Double)] = []
                let frames = v.result.simulation.frames
                for (k, f) in frames.enumerated() {
                    let y = y0 + panelHeight * (1 - (panel.value(f.camera) - low) / (high - low))
                    points.append((margin + plotWidth * f.time / endTime, y))
                    let next = k + 1 < frames.count ? frames[k + 1].time : v.result.simulation.endTime
                    if next > f.time { points.append((margin + plotWidth * next / endTime, y)) }
                }
                svg.empty("polyline", [("points", svg.points(points)), ("fill", "none"), ("stroke", Self.color(i)),
                                       ("stroke-width", "1.5")])
            }
        }
        svg.element("text", [("x", svg.number(margin + plotWidth)), ("y", svg.number(top + Double(panels.count) * (panelHeight + gap) + 14)),
                             ("text-anchor", "end")], text: "time, 0–\(ReportFormat.ms(endTime)) ms")
        drawPath(&svg, x0: margin, y0: top + Double(panels.count) * (panelHeight + gap) + gap, size: pathSize)
        svg.close()
        return svg.finish()
    }

    /// The targets' paths in a `size`-point square at (`x0`, `y0`).
    func drawPath(_ svg: inout SVGWriter, x0: Double, y0: Double, size: Double) {
        let variants = comparison.variants
        guard let start = variants[0].result.simulation.frames.first?.camera else { return }
        let origin = WebMercator.worldPoint(for: start.target)
        let scale = WebMercator.scale(atZoom: start.zoom)
        let paths = variants.map { v in
            v.result.simulation.frames.map { f -> (Double, Double) in
                let w = WebMercator.worldPoint(for: f.camera.target)
                return (WebMercator.nearestCopyOffset(w.x - origin.x) * scale, (w.y - origin.y) * scale)
            }
        }
        let all = paths.flatMap { $0 }
        let span = max(all.map { abs($0.0) }.max() ?? 0, all.map { abs($0.1) }.max() ?? 0, 1)
        let fit = (size / 2 - 10) / span
        svg.element("text", [("x", svg.number(x0)), ("y", svg.number(y0 - 8))],
                    text: "target path (view points at the starting zoom; ±\(SVGWriter.number(span, decimals: 1)) pt)")
        svg.empty("rect", [("x", svg.number(x0)), ("y", svg.number(y0)), ("width", svg.number(size)),
                           ("height", svg.number(size)), ("fill", "none"), ("stroke", "#cccccc")])
        let cx = x0 + size / 2, cy = y0 + size / 2
        svg.empty("circle", [("cx", svg.number(cx)), ("cy", svg.number(cy)), ("r", "3"), ("fill", "#555555")])
        for (i, path) in paths.enumerated() {
            svg.empty("polyline", [("points", svg.points(path.map { (cx + $0.0 * fit, cy + $0.1 * fit) })),
                                   ("fill", "none"), ("stroke", Self.color(i)), ("stroke-width", "1.5")])
        }
    }

    /// The colour of variant `index`.
    static func color(_ index: Int) -> String { palette[index % palette.count] }
}
