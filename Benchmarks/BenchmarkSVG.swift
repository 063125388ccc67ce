/// The picture `mapsim bench --svg FILE` writes: a self-contained SVG of benchmark results,
/// a pure function of the results (no clock, no randomness, byte-identical for equal input).
///
/// It has two parts:
/// - `<g id="bars">`: a horizontal bar chart with one row per result, grouped by unit
///   (`ns/point`, `ns/frame`, `ns/event`, …) in order of first appearance, each group with
///   its own axis: linear from zero when the group's values span at most
///   `Axis.largestLinearSpread`, otherwise logarithmic over whole decades. Each row has the
///   Swift p50 as a bar (`class="bar" data-name="…"`), a whisker from p50 to a marker at p99,
///   the reference's p50 as a thin grey bar below it when the result has one (plain C or a
///   Swift baseline), and the figures and notes ("1.20× plain C", "1.85× faster than one
///   job", "median not settled") to the right.
/// - `<g id="scaling">`: the `frame` suite's cost per marker (p50 and, lighter, p99, in ns
///   per marker) against the marker count N on a log axis, one `class="scaling-point"`
///   with `data-markers="N"` per result, so that a flat line shows a constant cost per
///   marker. N is the result's `markers` field. Without such results (the frame suite was
///   not run) the group holds only a note saying so.
/// - `<g id="memory">`, only when the `memory` suite ran: two plots against the trace
///   length on a log axis, wall time per event and peak RSS in MB, one line per command
///   (`replay`, `check`) with a `class="memory-point"` per result (`data-events`,
///   `data-value`), so that a flat line shows a cost linear in the length (time) or
///   independent of it (memory).
///
/// Coordinates carry two decimals; every text is XML-escaped.
public enum BenchmarkSVG {
    /// The SVG document, with its XML declaration, for `results` in the order given (rows
    /// keep that order within their unit group). Ends with a newline.
    public static func document(results: [BenchmarkResult]) -> String {
        let groups = unitGroups(results)
        let barsHeight = groups.reduce(0) { $0 + groupHeight($1) }
        let scalingTop = Layout.barsTop + barsHeight
        let frameRows = scalingRows(results)
        let memoryTop = scalingTop + (frameRows.isEmpty ? Layout.omittedScalingHeight : Layout.scalingHeight)
        let memory = memoryRows(results)
        let height = memoryTop + (memory.isEmpty ? 0 : memoryHeight)
        let width = max(pictureWidth(results), memory.isEmpty ? 0 : memoryWidth)

        var w = Writer(decimals: 2)
        let c = Writer.coordinate
        w.group("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("id", "bench"),
                        ("width", c(width)), ("height", c(height)),
                        ("viewBox", "0 0 \(c(width)) \(c(height))"),
                        ("font-family", "DejaVu Sans, Verdana, sans-serif"), ("font-size", "12"),
                        ("data-result-count", String(results.count))]) { w in
            w.element("style", text: styleSheet)
            w.empty("rect", [("id", "background"), ("x", "0"), ("y", "0"), ("width", c(width)),
                             ("height", c(height)), ("fill", "#ffffff")])
            writeHeader(resultCount: results.count, to: &w)
            writeBars(groups, to: &w)
            writeScaling(frameRows, top: scalingTop, to: &w)
            writeMemory(memory, top: memoryTop, width: width, to: &w)
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + w.finish()
    }

    // MARK: Layout

    /// The picture's width: `Layout.width`, or wider when a row's figures or notes would
    /// not fit in the notes column (text width estimated from its length).
    static func pictureWidth(_ results: [BenchmarkResult]) -> Double {
        let widestNotes = results.map { result in
            max(estimatedTextWidth(valuesText(result), fontSize: 12), estimatedTextWidth(notes(result), fontSize: 11))
        }.max() ?? 0
        return max(Layout.width, (Layout.notesLeft + widestNotes + Layout.margin).rounded(.up))
    }

    /// A generous estimate of the width of `text` in the picture's sans-serif font at
    /// `fontSize` px: 0.62 em per character (our choice, measured on DejaVu Sans digits
    /// and lower case).
    static func estimatedTextWidth(_ text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.62
    }

    /// Sizes and positions, in SVG user units (px). All our choices.
    enum Layout {
        /// Least width of the picture.
        static let width = 980.0
        /// Margin around the content.
        static let margin = 20.0
        /// Top of the first unit group.
        static let barsTop = 96.0
        /// Left edge of the bar plots (after the result names).
        static let plotLeft = 220.0
        /// Width of the bar plots.
        static let plotWidth = 440.0
        /// Left edge of the figures and notes column.
        static let notesLeft = 676.0
        /// Height of a group's title and tick labels above its rows.
        static let groupHeaderHeight = 38.0
        /// Space after a group.
        static let groupGap = 18.0
        /// Height of a row with a reference bar or a note line.
        static let tallRowHeight = 38.0
        /// Height of a row with neither.
        static let shortRowHeight = 28.0
        /// Offset of the p50 bar's top in its row, and its height.
        static let barTop = 5.0, barHeight = 14.0
        /// Offset of the reference bar's top in its row, and its height.
        static let referenceTop = 22.0, referenceHeight = 8.0
        /// Height of the scaling section.
        static let scalingHeight = 330.0
        /// Height of the scaling section when only its note is shown.
        static let omittedScalingHeight = 50.0
        /// The scaling plot's frame, relative to the section's top.
        static let scalingPlotTop = 40.0, scalingPlotLeft = 90.0
        static let scalingPlotWidth = 520.0, scalingPlotHeight = 230.0
    }

    /// Colours (our choices).
    enum Palette {
        static let ink = "#2b2b2b"
        static let muted = "#6b6b6b"
        static let swift = "#4a7fd4"
        static let whisker = "#1f4f9c"
        static let reference = "#a0a4a8"
        static let grid = "#e3e3df"
        static let p99Line = "#a9c4ee"
    }

    static var styleSheet: String {
        [
            "#bench text { fill: \(Palette.ink); }",
            "#bench .muted, #bench .tick-label, #bench .note { fill: \(Palette.muted); }",
            "#bench .tick-label { font-size: 10px; }",
            "#bench .note { font-size: 11px; }",
            "#title { font-size: 16px; font-weight: bold; }",
            "#bench .group-title, #bench .section-title { font-size: 13px; font-weight: bold; }",
            ".grid { stroke: \(Palette.grid); stroke-width: 1px; }",
            ".grid.minor { stroke-dasharray: 2 3; }",
            ".axis-line { stroke: \(Palette.muted); stroke-width: 1px; }",
            ".bar, .legend-bar { fill: \(Palette.swift); }",
            ".whisker, .p99-marker, .legend-whisker { stroke: \(Palette.whisker); stroke-width: 1.5px; }",
            ".reference, .legend-reference { fill: \(Palette.reference); }",
            ".plot-frame { fill: #fafaf8; stroke: #d0d0cc; stroke-width: 1px; }",
            ".scaling-line { fill: none; stroke-width: 2px; stroke-linejoin: round; }",
            ".scaling-line.p50 { stroke: \(Palette.swift); }",
            ".scaling-line.p99 { stroke: \(Palette.p99Line); stroke-dasharray: 5 3; }",
            ".scaling-point { fill: \(Palette.swift); stroke: #ffffff; stroke-width: 1.5px; }",
            ".scaling-point-p99 { fill: \(Palette.p99Line); }",
            "#bench .point-label { font-size: 10px; }",
            "#bench .legend-text { font-size: 11px; }",
        ].joined(separator: "\n")
    }

    // MARK: Header

    static func writeHeader(resultCount: Int, to w: inout Writer) {
        let c = Writer.coordinate
        let m = Layout.margin
        w.element("text", [("id", "title"), ("x", c(m)), ("y", c(m + 14))],
                  text: "mapsim bench: \(resultCount) \(resultCount == 1 ? "result" : "results")")
        w.element("text", [("id", "subtitle"), ("class", "muted"), ("x", c(m)), ("y", c(m + 34))],
                  text: "Per item (ns; MB of peak RSS), grouped by unit; each unit has its own axis "
                      + "(linear from 0, or log when the values span more than "
                      + "\(compact(Axis.largestLinearSpread))×). Shorter is better.")
        // Legend: bar, whisker, reference.
        let y = m + 50
        w.group("g", [("id", "legend")]) { w in
            w.empty("rect", [("class", "legend-bar"), ("x", c(m)), ("y", c(y)), ("width", "24.00"), ("height", c(Layout.barHeight))])
            w.element("text", [("class", "legend-text"), ("x", c(m + 30)), ("y", c(y + 11))], text: "Swift p50")
            let whiskerLeft = m + 110
            let centre = y + Layout.barHeight / 2
            w.empty("line", [("class", "legend-whisker"), ("x1", c(whiskerLeft)), ("y1", c(centre)),
                             ("x2", c(whiskerLeft + 24)), ("y2", c(centre))])
            w.empty("line", [("class", "legend-whisker"), ("x1", c(whiskerLeft + 24)), ("y1", c(y)),
                             ("x2", c(whiskerLeft + 24)), ("y2", c(y + Layout.barHeight))])
            w.element("text", [("class", "legend-text"), ("x", c(whiskerLeft + 30)), ("y", c(y + 11))], text: "to p99")
            let referenceLeft = m + 200
            w.empty("rect", [("class", "legend-reference"), ("x", c(referenceLeft)), ("y", c(y + 3)),
                             ("width", "24.00"), ("height", c(Layout.referenceHeight))])
            w.element("text", [("class", "legend-text"), ("x", c(referenceLeft + 30)), ("y", c(y + 11))],
                      text: "reference p50: plain C (-O3 -march=native -ffast-math), or a Swift baseline")
        }
    }
}
