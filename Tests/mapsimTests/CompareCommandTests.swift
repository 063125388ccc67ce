import TestSupport
import Foundation
import Testing
import Traces

/// `mapsim compare` through the built binary.
@Suite("mapsim compare")
struct CompareCommandTests {
    static let fling = RepositoryPaths.trace("gesture-fling.json")

    @Test func profilesSideBySide() throws {
        let result = try MapsimProcess.run(["compare", Self.fling, "--profile", "maplibre-gl-js", "--profile", "ios"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "compare    gesture-fling (\(Self.fling)), 2 variants")
        #expect(lines.contains("  A        maplibre-gl-js@6, raw input, 60 fps"))
        #expect(lines.contains("  B        ios, raw input, 60 fps"))
        #expect(lines.contains { $0.hasPrefix("  B        after pan 1: ") })
        #expect(lines.contains { $0.hasPrefix("differs    B from A at ") })
        // A variant line names the profile by its full name, not the alias given.
        let alias = try MapsimProcess.run(["compare", Self.fling, "--profile", "maplibre", "--profile", "android"])
        #expect(alias.stdout.contains("\n  A        maplibre-gl-js@6, raw input, 60 fps\n  B        android-framework, raw input, 60 fps\n"))
    }

    @Test func theJSONReportParsesAndCarriesEachVariant() throws {
        let result = try MapsimProcess.run(["compare", Self.fling, "--input", "raw", "--input", "android", "--input", "ios",
                                            "--profile", "android", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONParser().parse(result.stdout)
        let variants = json["variants"]?.arrayValue ?? []
        #expect(variants.map { $0["input"]?.stringValue } == ["raw", "android", "ios"])
        #expect(variants.allSatisfy { $0["profile"]?.stringValue == "android-framework" })
        #expect(variants.allSatisfy { ($0["flings"]?.arrayValue?.count ?? 0) == 1 })
        let again = try MapsimProcess.run(["compare", Self.fling, "--input", "raw", "--input", "android", "--input", "ios",
                                           "--profile", "android", "--json"])
        #expect(again.stdout == result.stdout)
    }

    /// A gesture of the JSON report: kind and span (a discrete one's from its touch's
    /// landing to its recognition or lift), milliseconds.
    struct Gesture {
        var kind: String
        var start: Double
        var end: Double

        init(_ json: JSONValue, endMs: Double) throws {
            kind = try #require(json["kind"]?.stringValue)
            let begin = try #require(json["beginMs"]?.numberValue)
            let continuous = ["pan", "pinch", "rotate", "tilt", "oneFingerZoom"].contains(kind)
            if continuous {
                start = begin
                end = json["endMs"]?.numberValue ?? endMs
            } else {
                start = min(begin, try #require(json["touchDownMs"]?.numberValue))
                end = max(begin, json["touchUpMs"]?.numberValue ?? begin)
            }
        }

        func overlaps(_ other: Gesture) -> Bool { start <= other.end && other.start <= end }
    }

    /// The report's rows and each variant's gestures.
    static func rows(_ arguments: [String]) throws -> (rows: [[Int?]], gestures: [[Gesture]], text: [String]) {
        let result = try MapsimProcess.run(arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONParser().parse(result.stdout)
        let variants = try #require(json["variants"]?.arrayValue)
        let gestures = try variants.map { v in
            let end = try #require(v["endMs"]?.numberValue)
            return try (v["gestures"]?.arrayValue ?? []).map { try Gesture($0, endMs: end) }
        }
        let rows = try (json["rows"]?.arrayValue ?? []).map { row in
            try #require(row["gestures"]?.arrayValue).map { $0.numberValue.map { Int($0) } }
        }
        let text = try MapsimProcess.run(arguments).stdout.split(separator: "\n").map(String.init)
        return (rows, gestures, text)
    }

    /// The rows hold every gesture of every variant once; a row pairs gestures of one kind
    /// whose spans overlap, each with A's; a gesture alone in its row had no unpaired
    /// partner in A (nor A's in any variant); rows start in time order.
    static func expectAlignedByTime(_ rows: [[Int?]], _ gestures: [[Gesture]]) {
        for v in gestures.indices {
            #expect(rows.compactMap { $0[v] }.sorted() == Array(gestures[v].indices), "variant \(v)")
        }
        var pairs = 0
        for row in rows {
            #expect(row.count == gestures.count)
            guard let a = row[0] else {
                #expect(row.compactMap { $0 }.count == 1, "an unpaired gesture has a row of its own")
                continue
            }
            for v in row.indices.dropFirst() {
                guard let b = row[v] else { continue }
                pairs += 1
                #expect(gestures[0][a].kind == gestures[v][b].kind && gestures[0][a].overlaps(gestures[v][b]),
                        "A \(a + 1) \(gestures[0][a]) with variant \(v) \(b + 1) \(gestures[v][b])")
            }
        }
        #expect(pairs > 0)
        for v in gestures.indices.dropFirst() {
            let aloneA = rows.filter { $0[v] == nil }.compactMap { $0[0] }
            let aloneB = rows.filter { $0[0] == nil }.compactMap { $0[v] }
            for a in aloneA {
                for b in aloneB {
                    #expect(!(gestures[0][a].kind == gestures[v][b].kind && gestures[0][a].overlaps(gestures[v][b])),
                            "A \(a + 1) and variant \(v) \(b + 1) could have paired")
                }
            }
        }
        let starts = rows.map { row in row.indices.compactMap { v in row[v].map { gestures[v][$0].start } }.min() ?? 0 }
        let aStarts = rows.compactMap { $0[0] }.map { gestures[0][$0].start }
        #expect(aStarts == aStarts.sorted())
        // An unpaired row comes before the first of A's rows that starts later.
        for (r, row) in rows.enumerated() where row[0] == nil {
            if let nextA = rows[(r + 1)...].first(where: { $0[0] != nil })?[0] {
                #expect(starts[r] < gestures[0][nextA].start)
            }
        }
    }

    @Test("gestures are lined up by time: an extra pinch is one row, not a shift of every row after it")
    func gesturesAreAlignedByTime() throws {
        let path = RepositoryPaths.trace("imported-evemu-3m.json")
        let (rows, gestures, text) = try Self.rows(["compare", path, "--profile", "maplibre-gl-js", "--profile", "android-framework"])
        Self.expectAlignedByTime(rows, gestures)
        // By position, most rows would pair gestures of different kinds here.
        let byPosition = zip(gestures[0], gestures[1]).filter { $0.kind != $1.kind }.count
        #expect(byPosition >= 10)
        // The text table has the same rows, "–" for an empty cell, each row's start first.
        let table = Array(text.drop { !$0.hasPrefix("gestures ") }.dropFirst().prefix { !$0.hasPrefix("flings") })
        #expect(table.count == rows.count)
        for (line, row) in zip(table, rows) {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells.count == 2)
            for v in 0..<2 {
                // The first cell follows the row's time: "1338.17 ms    pan 2: pan 2004.6 pt".
                let cell = v == 0 ? String(cells[0].split(separator: " ", maxSplits: 2).last ?? "").trimmingCharacters(in: .whitespaces)
                    : cells[1]
                if let g = row[v] {
                    #expect(cell.hasPrefix("\(gestures[v][g].kind) \(g + 1)"), "\(line)")
                } else {
                    #expect(cell == "–", "\(line)")
                }
            }
        }
    }

    @Test("with three variants each is lined up with A")
    func threeVariantsAlignToA() throws {
        let path = RepositoryPaths.trace("imported-evemu-3m.json")
        let (rows, gestures, _) = try Self.rows(["compare", path, "--profile", "maplibre-gl-js", "--profile", "android-framework",
                                                 "--profile", "ios"])
        #expect(gestures.count == 3)
        Self.expectAlignedByTime(rows, gestures)
    }

    @Test func theSVGIsWritten() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("c.svg").path
        let result = try MapsimProcess.run(["compare", Self.fling, "--fps", "60", "--fps", "120", "--svg", svg])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.hasPrefix("<svg") && text.contains("B: maplibre-gl-js@5, raw input, 120 fps"))
    }

    /// One panel of the comparison picture: its key, axis (top and bottom values and
    /// where they are drawn) and each variant's polyline points.
    struct Panel {
        var key: String
        var top = 0.0, height = 0.0, high = 0.0, low = 0.0
        var lines: [String: [(Double, Double)]] = [:]

        /// The value drawn at `y`.
        func value(atY y: Double) -> Double { low + (high - low) * (1 - (y - top) / height) }

        static func attribute(_ name: String, in element: Substring) -> String? {
            guard let start = element.range(of: " \(name)=\"") else { return nil }
            return String(element[start.upperBound...].prefix { $0 != "\"" })
        }

        /// The panels of `svg` in drawing order.
        static func all(_ svg: String) throws -> [Panel] {
            try svg.components(separatedBy: "<g class=\"panel\" data-panel=\"").dropFirst().map { group in
                var panel = Panel(key: String(group.prefix { $0 != "\"" }))
                let lines = group.split(separator: "\n").prefix { !$0.contains("</g>") }
                let rect = try #require(lines.first(where: { $0.contains("<rect ") }))
                panel.top = try #require(attribute("y", in: rect).flatMap(Double.init))
                panel.height = try #require(attribute("height", in: rect).flatMap(Double.init))
                let labels = lines.filter { $0.contains("text-anchor=\"end\"") }.map { line in
                    Double(line.split(separator: ">")[1].prefix { $0 != "<" })
                }
                #expect(labels.count == 2)
                panel.high = try #require(labels.first ?? nil)
                panel.low = try #require(labels.last ?? nil)
                for line in lines where line.contains("<polyline ") {
                    let label = try #require(attribute("data-variant", in: line))
                    panel.lines[label] = try #require(attribute("points", in: line)).split(separator: " ").map { pair in
                        let xy = pair.split(separator: ",").compactMap { Double($0) }
                        return (xy[0], xy[1])
                    }
                }
                return panel
            }
        }
    }

    @Test("the picture shows the fling's real difference: the distance panel first, its lines ending at each variant's total")
    func theSVGShowsWhatDiffers() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let svgPath = dir.appendingPathComponent("fling.svg").path
        // maplibre-android: MapLibre GL JS drops the pan of the frame centred on the view
        // (the fling's finger runs along the centre line), which the gesture's pan distance
        // does not see, so its camera would travel 20 pt less than pan plus fling.
        let arguments = ["compare", Self.fling, "--profile", "maplibre-android", "--profile", "ios"]
        let result = try MapsimProcess.run(arguments + ["--svg", svgPath])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: svgPath, encoding: .utf8)
        let panels = try Panel.all(svg)
        #expect(panels.map(\.key).first == "distance" && Set(panels.map(\.key)) == ["distance", "zoom", "bearing", "tilt"])
        let distance = try #require(panels.first)
        // Each line ends at its variant's pan plus its fling (69 pt against 499 pt), from
        // the JSON report; the two ends are far apart on the panel.
        let json = try JSONParser().parse(try MapsimProcess.run(arguments + ["--json"]).stdout)
        let totals = try (json["variants"]?.arrayValue ?? []).map { v in
            let pan = try #require(v["gestures"]?.arrayValue?.first?["cameraChange"]?["panDistance"]?.numberValue)
            let fling = try #require(v["flings"]?.arrayValue?.first?["distancePoints"]?.numberValue)
            return pan + fling
        }
        #expect(totals.count == 2 && totals[1] - totals[0] > 300, "\(totals)")
        for (label, total) in zip(["A", "B"], totals) {
            let end = try #require(distance.lines[label]?.last)
            #expect(abs(distance.value(atY: end.1) - total) < 1, "\(label): \(distance.value(atY: end.1)) against \(total)")
        }
        let ends = try ["A", "B"].map { try #require(distance.lines[$0]?.last) }
        #expect(ends[0].0 == ends[1].0, "both lines run to the same end time")
        #expect(abs(ends[0].1 - ends[1].1) > distance.height / 3)
        // Where the lines coincide (zoom, bearing, tilt) A's shows under B's: wider, B dashed on top.
        #expect(svg.contains("<polyline data-variant=\"B\"") && svg.components(separatedBy: "stroke-dasharray=\"8 4\"").count - 1 == 5)
        #expect(svg.components(separatedBy: "stroke-width=\"5\"").count - 1 == 5)
    }

    @Test("a turn through north is drawn unwrapped: −36° reads −36°, not 324°")
    func bearingsAreUnwrapped() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let svgPath = dir.appendingPathComponent("rotate.svg").path
        let result = try MapsimProcess.run(["compare", RepositoryPaths.trace("gesture-rotate.json"), "--profile", "maplibre-gl-js@5",
                                            "--profile", "ios", "--svg", svgPath])
        #expect(result.status == 0, "\(result.stderr)")
        let panels = try Panel.all(try String(contentsOfFile: svgPath, encoding: .utf8))
        let bearing = try #require(panels.first(where: { $0.key == "bearing" }))
        #expect(panels.first?.key == "bearing", "the only panel that differs comes first")
        // The target does not move: the distance axis starts at 0, not below it.
        #expect(try #require(panels.first(where: { $0.key == "distance" })).low == 0)
        // The text report's final bearings are 308.64° and 324° (−51.36° and −36°).
        #expect(bearing.low < -50 && bearing.low > -52 && bearing.high <= 1, "\(bearing.low)…\(bearing.high)")
        let ends = try ["A", "B"].map { bearing.value(atY: try #require(bearing.lines[$0]?.last).1) }
        #expect(abs(ends[0] - -51.36) < 0.1 && abs(ends[1] - -36) < 0.1, "\(ends)")
    }

    @Test("usage errors exit 64 with one line", arguments: [
        (["compare", "t.json", "--profile", "ios"], "mapsim compare: give at least two variants: repeat --profile, --input or --fps (see 'mapsim compare --help')"),
        (["compare", "t.json", "--profile", "ios", "--profile", "android", "--fps", "30", "--fps", "60", "--fps", "90"],
         "mapsim compare: --profile is given 2 times but another option 3: give each once or 3 times"),
        (["compare", "t.json", "--input", "raw", "--input", "webgl"], "mapsim compare: --input: unknown model 'webgl' (known: raw, android, ios)"),
        (["compare", "--profile", "ios", "--profile", "android"], "mapsim compare: missing TRACE (see 'mapsim compare --help')"),
        (["compare", "t.json", "--json", "--json"], "mapsim compare: --json is given more than once"),
    ])
    func usageErrorsExit64(_ arguments: [String], _ message: String) throws {
        let result = try MapsimProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }

    @Test func aMissingTraceExits66() throws {
        let result = try MapsimProcess.run(["compare", "no-such.json", "--profile", "ios", "--profile", "android"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("mapsim compare: no-such.json"))
    }
}
