import MapMath
import Gestures
import MapSimulation
import Replays
import TraceFormat
import TraceJSON

/// The timelines: zoom, bearing, tilt and finger count against time, with gesture spans.
extension ReplaySVG {
    /// A quantity plotted against time.
    enum Series: String, CaseIterable, Sendable {
        /// Camera zoom level.
        case zoom
        /// Camera bearing in degrees, unwrapped so that a turn through north stays continuous.
        case bearing
        /// Camera tilt in degrees.
        case tilt
        /// Fingers down.
        case touchCount

        /// The label left of the plot.
        var label: String {
            switch self {
            case .zoom: return "zoom"
            case .bearing: return "bearing °"
            case .tilt: return "tilt °"
            case .touchCount: return "fingers"
            }
        }

        /// Decimals of the range labels.
        var labelDecimals: Int { self == .zoom ? 2 : self == .touchCount ? 0 : 1 }
    }

    /// Pixels per millisecond on the timelines.
    var pixelsPerMs: Double { Self.pixelsPerMs(plotWidth: layout.plotWidth, frames: frames) }

    /// The series' value at every frame.
    func values(of series: Series) -> [Double] {
        switch series {
        case .zoom: return frames.map(\.camera.zoom)
        case .tilt: return frames.map(\.camera.tilt)
        case .touchCount: return frames.map { Double($0.touchCount) }
        case .bearing: return Self.unwrappedBearings(frames.map(\.camera.bearing))
        }
    }

    /// Bearings (degrees) made continuous: each differs from the one before by the
    /// shorter turn, so 350, 355, 2 becomes 350, 355, 362.
    static func unwrappedBearings(_ bearings: [Double]) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(bearings.count)
        for bearing in bearings {
            guard let previous = result.last else { result.append(bearing); continue }
            var delta = (bearing - previous).truncatingRemainder(dividingBy: 360)
            if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
            result.append(previous + delta)
        }
        return result
    }

    /// The plotted range of a series: its values' range widened to a least span (zoom
    /// 0.5 levels, bearing 10°, our choices); tilt from 0 to at least 10°, fingers from 0
    /// to at least 2.
    static func range(of series: Series, values: [Double]) -> (low: Double, high: Double) {
        var low = values.min() ?? 0, high = values.max() ?? 0
        switch series {
        case .tilt: return (0, max(10, high))
        case .touchCount: return (0, max(2, high))
        case .zoom, .bearing:
            let least = series == .zoom ? 0.5 : 10
            if high - low < least {
                let middle = (low + high) / 2
                low = middle - least / 2
                high = middle + least / 2
            }
            return (low, high)
        }
    }

    func writeTimeline(frameIndex index: Int, to w: inout XMLWriter) {
        let l = layout, k = pixelsPerMs
        let plotsTop = ReplaySVGLayout.timelinePlotsTop(laneCount: l.laneCount)
        let step = ReplaySVGLayout.plotHeight + ReplaySVGLayout.plotGap
        let plotsBottom = plotsTop + 4 * step - ReplaySVGLayout.plotGap
        let endTime = frames[frames.count - 1].time
        w.group("g", [("id", "timeline"), ("transform", "translate(\(w.number(l.timelineX)) \(w.number(l.timelineY)))"),
                      ("data-pixels-per-ms", ReportFormat.number(k))]) { w in
            w.group("g", [("id", "gesture-spans")]) { w in
                w.element("text", [("class", "plot-label"), ("x", "-10"), ("y", "14")], text: "gestures")
                if gestures.isEmpty {
                    w.element("text", [("class", "muted"), ("x", "4"), ("y", "14")], text: "none recognised")
                }
                for (g, lane) in zip(gestures, gestureLanes) {
                    let span = Self.spanGeometry(g, endTime: endTime, pixelsPerMs: k, plotWidth: layout.plotWidth)
                    let y = Double(lane) * ReplaySVGLayout.laneHeight
                    var attributes: [XMLWriter.Attribute] = [
                        ("class", "gesture-span"), ("data-kind", g.kind.rawValue),
                        ("data-begin-ms", ReportFormat.number(ReportFormat.milliseconds(g.beginTime))),
                    ]
                    if let end = g.endTime { attributes.append(("data-end-ms", ReportFormat.number(ReportFormat.milliseconds(end)))) }
                    attributes.append(("data-lane", String(lane)))
                    w.group("g", attributes) { w in
                        w.empty("rect", [("class", "kind-" + g.kind.rawValue), ("x", w.number(span.x)), ("y", w.number(y + 2)),
                                         ("width", w.number(span.width)),
                                         ("height", w.number(ReplaySVGLayout.laneHeight - 4)), ("rx", "3")])
                        var label: [XMLWriter.Attribute] = span.labelInside ? [("class", "inside")] : []
                        label += [("x", w.number(span.labelX)), ("y", w.number(y + 14))]
                        w.element("text", label, text: g.endTime == nil ? g.kind.rawValue + " …" : g.kind.rawValue)
                    }
                }
            }
            for (offset, series) in Series.allCases.enumerated() {
                writePlot(series, top: plotsTop + Double(offset) * step, endTime: endTime, to: &w)
            }
            writeTimeAxis(top: plotsBottom, to: &w)
            let x = ReportFormat.milliseconds(frames[index].time) * k
            w.empty("line", [("id", "timeline-cursor"), ("x1", w.number(x)), ("y1", "0"), ("x2", w.number(x)),
                             ("y2", w.number(plotsBottom + 4))])
        }
    }

    func writePlot(_ series: Series, top: Double, endTime: Double, to w: inout XMLWriter) {
        let values = values(of: series)
        let (low, high) = Self.range(of: series, values: values)
        let height = ReplaySVGLayout.plotHeight, width = layout.plotWidth, k = pixelsPerMs
        func y(_ v: Double) -> Double { 4 + (height - 8) * (1 - (v - low) / (high - low)) }
        w.group("g", [("class", "plot"), ("data-series", series.rawValue), ("transform", "translate(0 \(w.number(top)))"),
                      ("data-low", ReportFormat.number(low)), ("data-high", ReportFormat.number(high))]) { w in
            w.empty("rect", [("class", "plot-background"), ("x", "0"), ("y", "0"), ("width", w.number(width)),
                             ("height", w.number(height))])
            for g in gestures {
                let span = Self.spanGeometry(g, endTime: endTime, pixelsPerMs: k, plotWidth: layout.plotWidth)
                w.empty("rect", [("class", "gesture-band kind-" + g.kind.rawValue), ("x", w.number(span.x)),
                                 ("y", "0"), ("width", w.number(span.width)), ("height", w.number(height))])
            }
            // Frames in which nothing changed were not drawn (`Simulation.run`): the value
            // before such a gap holds until the clock frame before the next drawn one, as
            // if every frame had been drawn. Finger counts change in steps at their frame.
            let frameInterval = 1 / result.clock.framesPerSecond
            var points: [(Double, Double)] = []
            points.reserveCapacity(frames.count * 2)
            for (i, frame) in frames.enumerated() {
                let x = ReportFormat.milliseconds(frame.time) * k
                if i > 0 {
                    if series == .touchCount {
                        points.append((x, y(values[i - 1])))
                    } else if frame.time - frames[i - 1].time > 1.5 * frameInterval {
                        points.append((ReportFormat.milliseconds(frame.time - frameInterval) * k, y(values[i - 1])))
                    }
                }
                points.append((x, y(values[i])))
            }
            w.empty("polyline", [("class", "series"), ("points", w.points(points))])
            w.element("text", [("class", "plot-label"), ("x", "-10"), ("y", w.number(height / 2 + 4))], text: series.label)
            w.element("text", [("class", "plot-range plot-high"), ("x", "-10"), ("y", "10")],
                      text: XMLWriter.number(high, decimals: series.labelDecimals))
            w.element("text", [("class", "plot-range plot-low"), ("x", "-10"), ("y", w.number(height - 2))],
                      text: XMLWriter.number(low, decimals: series.labelDecimals))
        }
    }

    func writeTimeAxis(top: Double, to w: inout XMLWriter) {
        let k = pixelsPerMs
        let endMs = ReportFormat.milliseconds(frames[frames.count - 1].time)
        let step = ReplaySVGTicks.niceStep(atLeast: max(endMs, 1) / 10)
        let ticks = ReplaySVGTicks.multiples(of: step, in: 0, endMs, limit: 1000) ?? []
        w.group("g", [("id", "time-axis"), ("transform", "translate(0 \(w.number(top)))")]) { w in
            for tick in ticks {
                let x = tick * k
                w.empty("line", [("x1", w.number(x)), ("y1", "0"), ("x2", w.number(x)), ("y2", "5")])
                w.element("text", [("class", "tick-label"), ("x", w.number(x)), ("y", "16")],
                          text: XMLWriter.number(tick, decimals: 3))
            }
            w.element("text", [("class", "plot-label"), ("x", "-10"), ("y", "16")], text: "time ms")
        }
    }
}
