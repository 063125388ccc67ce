extension BenchmarkSVG {
    /// One point of the memory plots: a `memory` result with its trace length.
    struct MemoryRow {
        /// The result's name: `"memory.replay.1e6"`.
        var name: String
        /// The command measured: the name's middle part (`"replay"`, `"check"`).
        var command: String
        /// Touch events in the trace (the result's `events` field).
        var events: Double
        /// Median peak RSS, MB (the result's p50).
        var peakMegabytes: Double
        /// Median wall time per event, ns (the result's `nsPerEventP50` field).
        var nsPerEvent: Double
    }

    /// The suite the memory plots draw.
    static let memorySuite = "memory"

    /// Height of the memory section (our choice).
    static let memoryHeight = 310.0

    /// The `memory` suite's results with a positive event count and time per event, by
    /// command (in order of first appearance), then ascending event count.
    static func memoryRows(_ results: [BenchmarkResult]) -> [MemoryRow] {
        let rows = results.compactMap { result -> MemoryRow? in
            guard result.suite == memorySuite,
                  let events = result.fields.first(where: { $0.name == "events" })?.value,
                  let perEvent = result.fields.first(where: { $0.name == "nsPerEventP50" })?.value,
                  events.isFinite, events > 0, perEvent.isFinite, perEvent > 0 else { return nil }
            let parts = result.name.split(separator: ".")
            let command = parts.count >= 3 ? String(parts[1]) : result.name
            return MemoryRow(name: result.name, command: command, events: events, peakMegabytes: result.p50,
                             nsPerEvent: perEvent)
        }
        var commands: [String] = []
        for row in rows where !commands.contains(row.command) { commands.append(row.command) }
        return rows.enumerated().sorted { a, b in
            (commands.firstIndex(of: a.element.command)!, a.element.events, a.offset)
                < (commands.firstIndex(of: b.element.command)!, b.element.events, b.offset)
        }.map(\.element)
    }

    /// Line colours of the commands, in order (our choices); the last repeats.
    static let memoryColours = ["#4a7fd4", "#d4774a", "#5a9e5a"]

    /// The section: two plots side by side against the trace length (log axis), wall time
    /// per event (a flat line: time linear in the length) and peak RSS in MB (a flat line:
    /// memory independent of the length), one line per command. Nothing when `rows` is
    /// empty.
    static func writeMemory(_ rows: [MemoryRow], top: Double, width: Double, to w: inout Writer) {
        guard !rows.isEmpty else { return }
        let c = Writer.coordinate
        let m = Layout.margin
        var commands: [String] = []
        for row in rows where !commands.contains(row.command) { commands.append(row.command) }
        let events = rows.map(\.events)
        let xAxis = Axis.log(from: events.min()!, to: events.max()!)
        w.group("g", [("id", "memory"), ("data-x-scale", "log"), ("data-x-lower", compact(xAxis.lower)),
                      ("data-x-upper", compact(xAxis.upper))]) { w in
            w.element("text", [("class", "section-title"), ("x", c(m)), ("y", c(top + 14))],
                      text: "memory: cost against trace length (mapsim in a child process, median of the runs)")
            w.element("text", [("class", "muted"), ("x", c(m)), ("y", c(top + 30))],
                      text: "Flat time per event: time grows linearly with the trace. Flat peak RSS: memory does not grow with it.")
            let plotWidth = 330.0, plotHeight = 210.0, plotTop = top + 52
            let plots: [(id: String, title: String, value: (MemoryRow) -> Double)] = [
                ("memory-time", "wall time per event, ns", { $0.nsPerEvent }),
                ("memory-rss", "peak RSS, MB", { $0.peakMegabytes }),
            ]
            for (index, plot) in plots.enumerated() {
                let left = m + 70 + Double(index) * (plotWidth + 110)
                // 8 % headroom (our choice) keeps the highest point off the frame.
                let yAxis = Axis.linear(upTo: 1.08 * (rows.map(plot.value).max() ?? 1))
                let bottom = plotTop + plotHeight
                func x(_ value: Double) -> Double { left + plotWidth * xAxis.fraction(of: value) }
                func y(_ value: Double) -> Double { bottom - plotHeight * yAxis.fraction(of: value) }
                w.group("g", [("id", plot.id), ("data-y-upper", compact(yAxis.upper))]) { w in
                    w.empty("rect", [("class", "plot-frame"), ("x", c(left)), ("y", c(plotTop)),
                                     ("width", c(plotWidth)), ("height", c(plotHeight))])
                    for value in xAxis.ticks {
                        w.empty("line", [("class", "grid"), ("x1", c(x(value))), ("y1", c(plotTop)),
                                         ("x2", c(x(value))), ("y2", c(bottom + 4))])
                        w.element("text", [("class", "tick-label"), ("x", c(x(value))), ("y", c(bottom + 16)),
                                           ("text-anchor", "middle")], text: tickLabel(value))
                    }
                    for value in yAxis.ticks {
                        w.empty("line", [("class", "grid"), ("x1", c(left - 4)), ("y1", c(y(value))),
                                         ("x2", c(left + plotWidth)), ("y2", c(y(value)))])
                        w.element("text", [("class", "tick-label"), ("x", c(left - 7)), ("y", c(y(value) + 3)),
                                           ("text-anchor", "end")], text: tickLabel(value))
                    }
                    w.element("text", [("class", "legend-text"), ("x", c(left)), ("y", c(plotTop - 8))], text: plot.title)
                    w.element("text", [("class", "muted"), ("x", c(left + plotWidth / 2)), ("y", c(bottom + 34)),
                                       ("text-anchor", "middle")], text: "touch events in the trace (log scale)")
                    for (commandIndex, command) in commands.enumerated() {
                        let colour = memoryColours[min(commandIndex, memoryColours.count - 1)]
                        let line = rows.filter { $0.command == command }
                        w.empty("polyline", [("class", "memory-line"), ("data-command", command),
                                             ("fill", "none"), ("stroke", colour), ("stroke-width", "2"),
                                             ("points", line.map { c(x($0.events)) + "," + c(y(plot.value($0))) }
                                                 .joined(separator: " "))])
                        for row in line {
                            w.empty("circle", [("class", "memory-point"), ("data-name", row.name),
                                               ("data-events", BenchmarkReport.fixed(row.events, decimals: 0)),
                                               ("data-value", BenchmarkReport.fixed(plot.value(row), decimals: 3)),
                                               ("cx", c(x(row.events))), ("cy", c(y(plot.value(row)))), ("r", "4.00"),
                                               ("fill", colour)])
                            // The first command's labels above its points, the others' below.
                            let labelOffset = commandIndex == 0 ? -6.0 : 14.0
                            w.element("text", [("class", "point-label"), ("x", c(x(row.events) + 6)),
                                               ("y", c(y(plot.value(row)) + labelOffset))],
                                      text: BenchmarkReport.decimal(plot.value(row)))
                        }
                    }
                }
            }
            // The key: one line per command.
            let keyLeft = m + 70 + 2 * (plotWidth + 110) - 90
            for (commandIndex, command) in commands.enumerated() {
                let colour = memoryColours[min(commandIndex, memoryColours.count - 1)]
                let keyY = plotTop + 6 + Double(commandIndex) * 18
                w.empty("line", [("x1", c(keyLeft)), ("y1", c(keyY)), ("x2", c(keyLeft + 24)), ("y2", c(keyY)),
                                 ("stroke", colour), ("stroke-width", "2")])
                w.element("text", [("class", "legend-text"), ("x", c(keyLeft + 30)), ("y", c(keyY + 4))],
                          text: "mapsim \(command)")
            }
        }
    }

    /// The width the memory section needs: its two plots and key.
    static let memoryWidth = Layout.margin + 70 + 2 * (330.0 + 110) + 40
}
