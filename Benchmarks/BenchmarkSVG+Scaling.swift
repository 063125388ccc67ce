extension BenchmarkSVG {
    /// One point of the scaling plot: a `frame` result with its marker count.
    struct ScalingRow {
        /// The result's name: `"frame.step.10k"`.
        var name: String
        /// The marker count N (the result's `markers` field).
        var markers: Double
        /// Median ns per marker: the frame's p50 over N.
        var nsPerMarkerP50: Double
        /// 99th-percentile ns per marker: the frame's p99 over N.
        var nsPerMarkerP99: Double
    }

    /// The name of the suite the scaling plot draws.
    static let scalingSuite = "frame"
    /// The field holding a frame result's marker count.
    static let markerCountField = "markers"

    /// The `frame` suite's results that carry a finite, positive marker count, by
    /// ascending count (input order among equal counts).
    static func scalingRows(_ results: [BenchmarkResult]) -> [ScalingRow] {
        let rows = results.enumerated().compactMap { index, result -> (index: Int, row: ScalingRow)? in
            guard result.suite == scalingSuite,
                  let markers = result.fields.first(where: { $0.name == markerCountField })?.value,
                  markers.isFinite, markers > 0 else { return nil }
            return (index, ScalingRow(name: result.name, markers: markers,
                                      nsPerMarkerP50: result.p50 / markers, nsPerMarkerP99: result.p99 / markers))
        }
        return rows.sorted { ($0.row.markers, $0.index) < ($1.row.markers, $1.index) }.map(\.row)
    }

    static func writeScaling(_ rows: [ScalingRow], top: Double, to w: inout Writer) {
        let c = Writer.coordinate
        let m = Layout.margin
        guard !rows.isEmpty else {
            w.group("g", [("id", "scaling"), ("data-omitted", "true")]) { w in
                w.element("text", [("class", "section-title"), ("x", c(m)), ("y", c(top + 14))], text: "Cost per marker")
                w.element("text", [("class", "note"), ("x", c(m)), ("y", c(top + 32))],
                          text: "Not drawn: the frame suite was not run (it runs without --suite, or with --suite frame).")
            }
            return
        }
        let xAxis = Axis.log(from: rows[0].markers, to: rows[rows.count - 1].markers)
        // 8 % headroom (our choice) keeps the highest point off the frame.
        let yAxis = Axis.linear(upTo: 1.08 * (rows.map { max($0.nsPerMarkerP50, $0.nsPerMarkerP99) }.max() ?? 1))
        let plotLeft = m + Layout.scalingPlotLeft
        let plotTop = top + Layout.scalingPlotTop
        let plotBottom = plotTop + Layout.scalingPlotHeight
        let plotRight = plotLeft + Layout.scalingPlotWidth
        func x(_ markers: Double) -> Double { plotLeft + Layout.scalingPlotWidth * xAxis.fraction(of: markers) }
        func y(_ nanoseconds: Double) -> Double { plotBottom - Layout.scalingPlotHeight * yAxis.fraction(of: nanoseconds) }

        w.group("g", [("id", "scaling"), ("data-x-scale", "log"), ("data-x-lower", compact(xAxis.lower)),
                      ("data-x-upper", compact(xAxis.upper)), ("data-y-upper", compact(yAxis.upper))]) { w in
            w.element("text", [("class", "section-title"), ("x", c(m)), ("y", c(top + 14))],
                      text: "frame: cost per marker against marker count")
            w.element("text", [("class", "muted"), ("x", c(m)), ("y", c(top + 30))],
                      text: "ns per marker = ns per frame ÷ N; a flat line means the frame's cost grows linearly with N.")
            w.empty("rect", [("class", "plot-frame"), ("x", c(plotLeft)), ("y", c(plotTop)),
                             ("width", c(Layout.scalingPlotWidth)), ("height", c(Layout.scalingPlotHeight))])
            w.group("g", [("class", "axis")]) { w in
                for value in xAxis.minorTicks {
                    w.empty("line", [("class", "grid minor"), ("x1", c(x(value))), ("y1", c(plotTop)),
                                     ("x2", c(x(value))), ("y2", c(plotBottom))])
                }
                for value in xAxis.ticks {
                    w.empty("line", [("class", "grid"), ("x1", c(x(value))), ("y1", c(plotTop)),
                                     ("x2", c(x(value))), ("y2", c(plotBottom + 4))])
                    w.element("text", [("class", "tick-label"), ("x", c(x(value))), ("y", c(plotBottom + 16)),
                                       ("text-anchor", "middle")], text: tickLabel(value))
                }
                for value in yAxis.ticks {
                    w.empty("line", [("class", "grid"), ("x1", c(plotLeft - 4)), ("y1", c(y(value))),
                                     ("x2", c(plotRight)), ("y2", c(y(value)))])
                    w.element("text", [("class", "tick-label"), ("x", c(plotLeft - 7)), ("y", c(y(value) + 3)),
                                       ("text-anchor", "end")], text: tickLabel(value))
                }
                w.element("text", [("class", "muted"), ("x", c(plotLeft + Layout.scalingPlotWidth / 2)),
                                   ("y", c(plotBottom + 34)), ("text-anchor", "middle")],
                          text: "markers N (log scale)")
                let labelY = plotTop + Layout.scalingPlotHeight / 2
                w.element("text", [("class", "muted"), ("x", c(m + 14)), ("y", c(labelY)), ("text-anchor", "middle"),
                                   ("transform", "rotate(-90 \(c(m + 14)) \(c(labelY)))")],
                          text: "ns per marker")
            }
            w.empty("polyline", [("class", "scaling-line p99"),
                                 ("points", rows.map { c(x($0.markers)) + "," + c(y($0.nsPerMarkerP99)) }.joined(separator: " "))])
            w.empty("polyline", [("class", "scaling-line p50"),
                                 ("points", rows.map { c(x($0.markers)) + "," + c(y($0.nsPerMarkerP50)) }.joined(separator: " "))])
            for (index, row) in rows.enumerated() {
                let markers = BenchmarkReport.fixed(row.markers, decimals: 0)
                w.empty("circle", [("class", "scaling-point-p99"), ("data-markers", markers),
                                   ("cx", c(x(row.markers))), ("cy", c(y(row.nsPerMarkerP99))), ("r", "3.00")])
                w.empty("circle", [("class", "scaling-point"), ("data-name", row.name), ("data-markers", markers),
                                   ("data-ns-per-marker-p50", BenchmarkReport.fixed(row.nsPerMarkerP50, decimals: 6)),
                                   ("data-ns-per-marker-p99", BenchmarkReport.fixed(row.nsPerMarkerP99, decimals: 6)),
                                   ("cx", c(x(row.markers))), ("cy", c(y(row.nsPerMarkerP50))), ("r", "4.50")])
                // The end labels lean inwards, clear of the axis labels and the key.
                let isFirst = index == 0 && rows.count > 1, isLast = index == rows.count - 1 && rows.count > 1
                let anchor = isFirst ? "start" : isLast ? "end" : "middle"
                let labelX = x(row.markers) + (isFirst ? 4 : isLast ? -4 : 0)
                w.element("text", [("class", "point-label"), ("x", c(labelX)), ("y", c(y(row.nsPerMarkerP50) + 17)),
                                   ("text-anchor", anchor)],
                          text: BenchmarkReport.decimal(row.nsPerMarkerP50))
            }
            writeScalingLegend(rows, left: plotRight + 24, top: plotTop, to: &w)
        }
    }

    /// The key and the figures beside the scaling plot: each N with its p50 and p99 per
    /// marker, and the spread of the p50s (largest over smallest).
    static func writeScalingLegend(_ rows: [ScalingRow], left: Double, top: Double, to w: inout Writer) {
        let c = Writer.coordinate
        w.group("g", [("id", "scaling-legend")]) { w in
            w.empty("line", [("class", "scaling-line p50"), ("x1", c(left)), ("y1", c(top + 6)), ("x2", c(left + 24)), ("y2", c(top + 6))])
            w.element("text", [("class", "legend-text"), ("x", c(left + 30)), ("y", c(top + 10))], text: "p50 ns per marker")
            w.empty("line", [("class", "scaling-line p99"), ("x1", c(left)), ("y1", c(top + 24)), ("x2", c(left + 24)), ("y2", c(top + 24))])
            w.element("text", [("class", "legend-text"), ("x", c(left + 30)), ("y", c(top + 28))], text: "p99 ns per marker")
            var y = top + 56
            w.element("text", [("class", "legend-text"), ("x", c(left)), ("y", c(y))], text: "N: p50 / p99 ns per marker")
            for row in rows {
                y += 16
                w.element("text", [("class", "note"), ("x", c(left)), ("y", c(y))],
                          text: "\(tickLabel(row.markers)): \(BenchmarkReport.decimal(row.nsPerMarkerP50))"
                              + " / \(BenchmarkReport.decimal(row.nsPerMarkerP99))")
            }
            let p50s = rows.map(\.nsPerMarkerP50).filter { $0.isFinite && $0 > 0 }
            if rows.count > 1, let smallest = p50s.min(), let largest = p50s.max() {
                y += 24
                w.element("text", [("class", "legend-text"), ("id", "scaling-spread"), ("x", c(left)), ("y", c(y))],
                          text: "p50 spread: \(BenchmarkReport.fixed(largest / smallest, decimals: 2))× (largest ÷ smallest)")
            }
        }
    }
}
