import MapMath

/// `mapsim oracle --html`: a self-contained page that overlays mapsim's camera path and the
/// library's, frame by frame, for each compared trace: five small plots over time (target
/// east and south of the start in view points at the start zoom, zoom, bearing, tilt), mapsim
/// as a solid blue line and the library as a dashed orange one, with the first frame out of
/// tolerance marked in red.
public struct OracleHTML: Sendable {
    /// The report to draw.
    public var report: OracleReport

    /// A page for `report`.
    public init(report: OracleReport) {
        self.report = report
    }

    /// Plot size, CSS pixels (our choice).
    static let plotWidth = 720.0, plotHeight = 90.0, margin = 60.0

    /// The HTML document.
    public func document() -> String {
        var body = ""
        for entry in report.entries {
            guard case let .compared(c) = entry.outcome else { continue }
            body += "<section><h2>\(SVGWriter.escape(entry.name)) — \(c.agrees ? "ok" : "DIFF")</h2>\n"
            body += "<p>\(SVGWriter.escape(OracleReport.line(entry)))</p>\n"
            body += plots(c) + "</section>\n"
        }
        return """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>mapsim oracle: \(SVGWriter.escape(report.library))</title>
        <style>body { font: 13px sans-serif; margin: 16px; } h2 { font-size: 15px; margin: 18px 0 4px; }
        p { margin: 2px 0 6px; } svg text { font: 11px sans-serif; }
        .ours { stroke: #1f5fbf; fill: none; stroke-width: 1.5; } .theirs { stroke: #e07b00; fill: none; stroke-width: 1.5; stroke-dasharray: 5 3; }
        .first { stroke: #d00; stroke-width: 1; } .axis { stroke: #999; stroke-width: 0.5; fill: none; }</style>
        </head><body>
        <h1>mapsim \(SVGWriter.escape(report.profile)) against \(SVGWriter.escape(report.library))</h1>
        <p><span style="color:#1f5fbf">── mapsim</span> &nbsp; <span style="color:#e07b00">- - \(SVGWriter.escape(report.library))</span>
        &nbsp; <span style="color:#d00">| first frame out of tolerance</span>. \(SVGWriter.escape(report.summary)).</p>
        \(body)</body></html>

        """
    }

    /// The five plots of one comparison, as one SVG.
    func plots(_ c: OracleComparison) -> String {
        guard let start = c.ours.first else { return "" }
        let origin = WebMercator.worldPoint(for: Coordinate(latitude: start.latitude, longitude: start.longitude))
        let scale = WebMercator.scale(atZoom: start.zoom)
        func east(_ k: OracleComparison.Camera) -> Double {
            let p = WebMercator.worldPoint(for: Coordinate(latitude: k.latitude, longitude: k.longitude))
            return WebMercator.nearestCopyOffset(p.x - origin.x) * scale
        }
        func south(_ k: OracleComparison.Camera) -> Double {
            (WebMercator.worldPoint(for: Coordinate(latitude: k.latitude, longitude: k.longitude)).y - origin.y) * scale
        }
        // Each plot spans at least a tolerance's worth, so rounding noise stays flat.
        let series: [(String, Double, (OracleComparison.Camera) -> Double)] = [
            ("east, pt", 1, east), ("south, pt", 1, south), ("zoom", 0.01, { $0.zoom }), ("bearing, °", 1, { $0.bearing }),
            ("tilt, °", 1, { $0.tilt }),
        ]
        let endTime = max(c.ours.last?.time ?? 0, 1e-9)
        let height = Double(series.count) * (Self.plotHeight + 20) + 20
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(Self.plotWidth + Self.margin + 10))\" height=\"\(Int(height))\">\n"
        for (row, (label, span, value)) in series.enumerated() {
            let top = 10 + Double(row) * (Self.plotHeight + 20)
            let values = c.ours.map(value) + c.theirs.map(value)
            var low = values.min() ?? 0, high = values.max() ?? 1
            if high - low < span {
                let middle = (high + low) / 2
                low = middle - span / 2
                high = middle + span / 2
            }
            func x(_ t: Double) -> Double { Self.margin + t / endTime * Self.plotWidth }
            func y(_ v: Double) -> Double { top + (high - v) / (high - low) * Self.plotHeight }
            func line(_ cameras: [OracleComparison.Camera], _ style: String) -> String {
                let points = cameras.map { "\(short(x($0.time))),\(short(y(value($0))))" }.joined(separator: " ")
                return "<polyline class=\"\(style)\" points=\"\(points)\"/>\n"
            }
            svg += "<rect class=\"axis\" x=\"\(short(Self.margin))\" y=\"\(short(top))\" width=\"\(short(Self.plotWidth))\" height=\"\(short(Self.plotHeight))\"/>\n"
            svg += "<text x=\"2\" y=\"\(short(top + 12))\">\(SVGWriter.escape(label))</text>\n"
            svg += "<text x=\"2\" y=\"\(short(top + 26))\">\(ReportFormat.number(high, decimals: 3))</text>\n"
            svg += "<text x=\"2\" y=\"\(short(top + Self.plotHeight))\">\(ReportFormat.number(low, decimals: 3))</text>\n"
            svg += line(c.ours, "ours") + line(c.theirs, "theirs")
            if let first = c.firstDifferenceTime {
                svg += "<line class=\"first\" x1=\"\(short(x(first)))\" x2=\"\(short(x(first)))\" y1=\"\(short(top))\" y2=\"\(short(top + Self.plotHeight))\"/>\n"
            }
        }
        let last = 10 + Double(series.count) * (Self.plotHeight + 20)
        svg += "<text x=\"\(short(Self.margin))\" y=\"\(short(last))\">0 ms</text>"
        svg += "<text x=\"\(short(Self.margin + Self.plotWidth - 60))\" y=\"\(short(last))\">\(ReportFormat.ms(endTime)) ms</text>\n"
        return svg + "</svg>\n"
    }

    /// A coordinate with two decimals.
    func short(_ v: Double) -> String { ReportFormat.number(v, decimals: 2) }
}
