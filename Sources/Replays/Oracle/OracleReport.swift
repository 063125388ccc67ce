import TraceJSON

/// The oracle's verdicts on a list of traces and their reports: one line per trace and a
/// summary line (`text`), JSON (`json`) and the Markdown table of docs/fidelity.md
/// (`markdownTable`).
public struct OracleReport: Sendable {
    /// One trace's verdict.
    public struct Entry: Sendable {
        /// What happened to the trace.
        public enum Outcome: Sendable {
            /// Replayed on both sides and compared.
            case compared(OracleComparison)
            /// Not replayed: the library cannot express the trace (the reason says why).
            case skipped(String)
        }

        /// The trace's name (its `name`, else its file name without `.json`).
        public var name: String
        /// The trace's path as given.
        public var path: String
        /// The verdict.
        public var outcome: Outcome

        /// A trace's verdict.
        public init(name: String, path: String, outcome: Outcome) {
            self.name = name
            self.path = path
            self.outcome = outcome
        }
    }

    /// The library's name and version as the summary prints it: "MapLibre GL JS 5.3.0".
    public var library: String
    /// The mapsim profile the traces were replayed under.
    public var profile: String
    /// The tolerances.
    public var tolerances: OracleComparison.Tolerances
    /// The traces in the order given.
    public var entries: [Entry]

    /// A report.
    public init(library: String, profile: String, tolerances: OracleComparison.Tolerances = .standard, entries: [Entry]) {
        self.library = library
        self.profile = profile
        self.tolerances = tolerances
        self.entries = entries
    }

    /// Traces compared (M of the summary).
    public var comparedCount: Int {
        entries.filter { if case .compared = $0.outcome { return true } else { return false } }.count
    }
    /// Traces that agree at every frame (N).
    public var agreeingCount: Int {
        entries.filter { if case let .compared(c) = $0.outcome { return c.agrees } else { return false } }.count
    }
    /// Traces skipped.
    public var skippedCount: Int { entries.count - comparedCount }
    /// Whether every compared trace agrees (N = M).
    public var allAgree: Bool { agreeingCount == comparedCount }

    /// The last line: "N of M traces within 0.5 pt, 0.001 zoom, 0.05° at every frame
    /// (MapLibre GL JS 5.3.0)", then "; K skipped" when K > 0.
    public var summary: String {
        "\(agreeingCount) of \(comparedCount) traces within \(tolerances.description) at every frame (\(library))"
            + (skippedCount > 0 ? "; \(skippedCount) skipped" : "")
    }

    /// "0.0123 pt", rounded for reading.
    static func short(_ value: Double, _ unit: String) -> String {
        ReportFormat.number(value, decimals: value < 0.01 ? 6 : value < 10 ? 4 : 2) + unit
    }

    /// One trace's line: "ok    NAME  worst …", "DIFF  NAME  …", "skip  NAME  reason".
    public static func line(_ entry: Entry) -> String {
        switch entry.outcome {
        case let .skipped(reason):
            return "skip  \(entry.name)  \(reason)"
        case let .compared(c):
            return (c.agrees ? "ok    " : "DIFF  ") + entry.name + "  " + worstText(c)
        }
    }

    /// "worst 0.01 pt at 450 ms, zoom 0 at 0 ms, …", with where the first frame out of
    /// tolerance was when there is one.
    static func worstText(_ c: OracleComparison) -> String {
        func part(_ label: String, _ w: OracleComparison.Worst, _ unit: String) -> String {
            "\(label)\(short(w.value, unit)) at \(ReportFormat.ms(w.time)) ms"
        }
        var text = "worst " + [part("", c.target, " pt"), part("zoom ", c.zoom, ""), part("bearing ", c.bearing, "°"),
                               part("tilt ", c.tilt, "°")].joined(separator: ", ")
        if let first = c.firstDifferenceTime { text += "; first out of tolerance at \(ReportFormat.ms(first)) ms" }
        return text
    }

    /// The text report: one line per trace, then `summary`.
    public var text: String {
        entries.map { Self.line($0) + "\n" }.joined() + summary + "\n"
    }

    /// The JSON report: library, profile, tolerances {targetPoints, zoom, angle}, traces
    /// [{name, path, verdict "ok"|"diff"|"skip", reason (skip) or frames (a count),
    /// firstDifferenceMs (null when none), worst {targetPoints, zoom, bearing, tilt: {value,
    /// atMs}}}], agreeing, compared, skipped. Keys in this order.
    public var json: String { json(frames: false) }

    /// `json`, with `cameras` [[timeMs, lat, lng, zoom, bearing, tilt of mapsim, then of
    /// the library], …] per compared trace when `frames` (our conventions).
    public func json(frames: Bool) -> String {
        var json = JSONWriter()
        json.object { json in
            json.field("library", library)
            json.field("profile", profile)
            json.field("tolerances", object: { json in
                json.field("targetPoints", tolerances.targetPoints)
                json.field("zoom", tolerances.zoom)
                json.field("angle", tolerances.angle)
            })
            json.field("traces", array: { json in
                for entry in entries {
                    json.object { json in
                        json.field("name", entry.name)
                        json.field("path", entry.path)
                        switch entry.outcome {
                        case let .skipped(reason):
                            json.field("verdict", "skip")
                            json.field("reason", reason)
                        case let .compared(c):
                            json.field("verdict", c.agrees ? "ok" : "diff")
                            json.field("frames", c.theirs.count)
                            json.key("firstDifferenceMs")
                            if let t = c.firstDifferenceTime { json.number(ReportFormat.milliseconds(t)) } else { json.null() }
                            json.field("worst", object: { json in
                                for (key, w) in [("targetPoints", c.target), ("zoom", c.zoom), ("bearing", c.bearing), ("tilt", c.tilt)] {
                                    json.field(key, object: { json in
                                        json.field("value", w.value)
                                        json.field("atMs", ReportFormat.milliseconds(w.time))
                                    })
                                }
                            })
                            if frames {
                                json.field("cameras", array: { json in
                                    for (a, b) in zip(c.ours, c.theirs) {
                                        json.array { json in
                                            json.number(ReportFormat.milliseconds(a.time))
                                            for k in [a, b] {
                                                for v in [k.latitude, k.longitude, k.zoom, k.bearing, k.tilt] { json.number(v) }
                                            }
                                        }
                                    }
                                })
                            }
                        }
                    }
                }
            })
            json.field("agreeing", agreeingCount)
            json.field("compared", comparedCount)
            json.field("skipped", skippedCount)
        }
        return (try? json.finish()) ?? "{}"
    }

    /// The Markdown table docs/fidelity.md holds: trace × library version × verdict with
    /// the worst differences, then the summary line.
    public var markdownTable: String {
        var lines = ["| Trace | \(library) under `\(profile)` | Worst target | Worst zoom | Worst bearing | Worst tilt |",
                     "|---|---|---|---|---|---|"]
        for entry in entries {
            switch entry.outcome {
            case let .skipped(reason):
                lines.append("| \(entry.name) | skip: \(reason) | | | | |")
            case let .compared(c):
                let verdict = c.agrees ? "ok" : "**DIFF** from \(ReportFormat.ms(c.firstDifferenceTime ?? 0)) ms"
                func cell(_ w: OracleComparison.Worst, _ unit: String) -> String {
                    "\(Self.short(w.value, unit)) at \(ReportFormat.ms(w.time)) ms"
                }
                lines.append("| \(entry.name) | \(verdict) | \(cell(c.target, " pt")) | \(cell(c.zoom, "")) | "
                             + "\(cell(c.bearing, "°")) | \(cell(c.tilt, "°")) |")
            }
        }
        lines.append("")
        lines.append(summary + ".")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The comment lines around the generated table in a Markdown file.
    public static let tableBegin = "<!-- oracle-table:begin (generated by `make oracle`; do not edit) -->"
    /// The comment line after the table.
    public static let tableEnd = "<!-- oracle-table:end -->"

    /// `document` with the text between `tableBegin` and `tableEnd` replaced by
    /// `markdownTable`; nil when the markers are missing or out of order.
    public func replacingTable(in document: String) -> String? {
        guard let begin = document.firstRange(of: Self.tableBegin),
              let end = document[begin.upperBound...].firstRange(of: Self.tableEnd) else { return nil }
        return String(document[..<begin.upperBound]) + "\n" + markdownTable + String(document[end.lowerBound...])
    }
}
