import TestSupport
import Benchmarks
import Foundation
import TestSupport
import Testing

/// `BenchmarkSVG.document(results:)` on hand-made results (no benchmark runs); the
/// binary's `--svg` option is tested in mapsimTests (BenchSVGCommandTests).
@Suite("BenchmarkSVG")
struct BenchSVGTests {
    // MARK: Hand-made results

    /// A result with the given figures; `reference` is the C (or baseline) p50 and p99.
    static func result(_ name: String, suite: String, unit: String, p50: Double, p99: Double,
                       reference: (p50: Double, p99: Double)? = nil,
                       referenceKind: BenchmarkWorkload.ReferenceKind = .plainC,
                       fields: [BenchmarkField] = [], stable: Bool = true) -> BenchmarkResult {
        var result = BenchmarkResult(
            name: name, suite: suite, unit: unit, itemsPerIteration: 1,
            summary: BenchmarkSummary(p50: p50, p99: p99, iterations: 40, isStable: stable),
            reference: reference.map { BenchmarkSummary(p50: $0.p50, p99: $0.p99, iterations: 40, isStable: true) },
            fields: fields)
        result.referenceKind = referenceKind
        return result
    }

    /// `frame.step.LABEL` with `markers` markers costing `nsPerMarker` each (p99 1.5 times that).
    static func frameResult(_ label: String, markers: Int, nsPerMarker: Double) -> BenchmarkResult {
        result("frame.step.\(label)", suite: "frame", unit: "ns/frame",
               p50: nsPerMarker * Double(markers), p99: 1.5 * nsPerMarker * Double(markers),
               fields: [BenchmarkField(name: "markers", value: Double(markers), isCount: true),
                        BenchmarkField(name: "visibleMarkers", value: Double(markers / 3), isCount: true)])
    }

    /// Results shaped like a full run: every suite, every unit.
    static let fullRun: [BenchmarkResult] = [
        result("projection.world.cold", suite: "projection", unit: "ns/point", p50: 1.2, p99: 1.5, reference: (1.0, 1.1)),
        result("projection.screen.warm", suite: "projection", unit: "ns/point", p50: 0.6, p99: 0.9, reference: (0.75, 0.8)),
        frameResult("1k", markers: 1_000, nsPerMarker: 2.0),
        frameResult("10k", markers: 10_000, nsPerMarker: 1.0),
        frameResult("100k", markers: 100_000, nsPerMarker: 0.9),
        frameResult("1m", markers: 1_000_000, nsPerMarker: 0.95),
        result("replay.events", suite: "replay", unit: "ns/event", p50: 310, p99: 420,
               fields: [BenchmarkField(name: "touchEvents", value: 20_000, isCount: true)]),
        result("trace.parse", suite: "replay", unit: "ns/event", p50: 95, p99: 130, stable: false),
        result("check.parallel", suite: "replay", unit: "ns/trace", p50: 4e6, p99: 5e6, reference: (8e6, 9e6),
               referenceKind: .baseline("one job")),
    ]

    // MARK: Parsing

    /// The bar (`class="bar"`) named `name`.
    static func bar(_ all: [ParsedElement], named name: String) throws -> ParsedElement {
        try #require(all.classed("bar").first { $0.attributes["data-name"] == name }, "no bar for \(name)")
    }

    // MARK: Bars

    @Test("the document is well-formed SVG with one bar per result, named and in order")
    func oneBarPerResult() throws {
        let document = BenchmarkSVG.document(results: Self.fullRun)
        #expect(document.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(document.hasSuffix("</svg>\n"))
        let all = try ParsedElement.all(in: document)
        #expect(all.first?.name == "svg")
        #expect(all.contains { $0.attributes["id"] == "bars" })
        let bars = all.classed("bar").filter { $0.name == "rect" }
        #expect(bars.map { $0.attributes["data-name"] } == Self.fullRun.map(\.name))
        // One group per unit, in order of first appearance.
        let groups = all.filter { $0.hasClass("unit-group") }
        #expect(groups.map { $0.attributes["data-unit"] } == ["ns/point", "ns/frame", "ns/event", "ns/trace"])
        // References: C for both projections, a baseline for check.parallel.
        let references = all.classed("reference")
        #expect(references.map { $0.attributes["data-name"] } == ["projection.world.cold", "projection.screen.warm", "check.parallel"])
        #expect(references.map { $0.hasClass("plain-c") } == [true, true, false])
        #expect(references.last?.hasClass("baseline") == true)
    }

    @Test("on a linear axis bar lengths are proportional to p50; the C reference's bar to its p50")
    func linearBars() throws {
        let all = try ParsedElement.all(in: BenchmarkSVG.document(results: Self.fullRun))
        let group = try #require(all.first { $0.attributes["data-unit"] == "ns/point" })
        #expect(group.attributes["data-scale"] == "linear")
        let cold = try Self.bar(all, named: "projection.world.cold")
        let warm = try Self.bar(all, named: "projection.screen.warm")
        #expect(try cold.number("x") == warm.number("x"))
        let coldWidth = try cold.number("width"), warmWidth = try warm.number("width")
        #expect(coldWidth > 100)
        // Widths carry two decimals: allow that rounding, nothing more.
        #expect(abs(coldWidth / warmWidth - 1.2 / 0.6) < 0.02 / warmWidth * 3)
        let references = all.classed("reference")
        let coldReference = try #require(references.first { $0.attributes["data-name"] == "projection.world.cold" })
        #expect(abs(try coldReference.number("width") - coldWidth * 1.0 / 1.2) <= 0.02)
        // The whisker runs from the end of the bar to p99.
        let whiskers = all.classed("whisker").filter { $0.attributes["x1"] != nil }
        let coldLeft = try cold.number("x")
        let coldWhisker = try #require(try whiskers.first { abs(try $0.number("x1") - (coldLeft + coldWidth)) <= 0.01 })
        #expect(abs(try coldWhisker.number("x2") - (coldLeft + coldWidth * 1.5 / 1.2)) <= 0.02)
    }

    @Test("on a log axis bar lengths grow by the same step per decade")
    func logBars() throws {
        let results = [Self.result("a", suite: "s", unit: "ns/frame", p50: 2e3, p99: 2e3),
                       Self.result("b", suite: "s", unit: "ns/frame", p50: 2e4, p99: 2e4),
                       Self.result("c", suite: "s", unit: "ns/frame", p50: 2e5, p99: 2e5),
                       Self.result("d", suite: "s", unit: "ns/frame", p50: 2e6, p99: 2e6)]
        let all = try ParsedElement.all(in: BenchmarkSVG.document(results: results))
        let group = try #require(all.first { $0.hasClass("unit-group") })
        #expect(group.attributes["data-scale"] == "log")
        #expect(group.attributes["data-axis-lower"] == "1k" || group.attributes["data-axis-lower"] == "1000")
        let widths = try ["a", "b", "c", "d"].map { try Self.bar(all, named: $0).number("width") }
        let steps = zip(widths.dropFirst(), widths).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 > 50 })
        #expect(steps.allSatisfy { abs($0 - steps[0]) <= 0.02 })
        // 2e3 sits log10(2) of a decade into the first decade.
        #expect(abs(widths[0] - steps[0] * log10(2.0)) <= 0.02)
    }

    @Test("the ratio to plain C, the speedup over a baseline and an unsettled median are labelled")
    func noteLabels() throws {
        let all = try ParsedElement.all(in: BenchmarkSVG.document(results: Self.fullRun))
        let notes = all.classed("note").map(\.text)
        #expect(notes.contains("1.20× plain C (C p50 1.000)"))
        #expect(notes.contains("0.80× plain C (C p50 0.750)"))
        #expect(notes.contains("2.00× faster than one job (p50 8000000)"))
        #expect(notes.contains("median not settled"))
        #expect(all.classed("values").map(\.text).first == "p50 1.200 · p99 1.500")
    }

    // MARK: Scaling

    @Test("the scaling plot places N on a log axis in order, whatever the result order, with p50 per marker on y")
    func scalingPoints() throws {
        let shuffled = [Self.frameResult("1m", markers: 1_000_000, nsPerMarker: 0.8),
                        Self.frameResult("1k", markers: 1_000, nsPerMarker: 0.8),
                        Self.frameResult("100k", markers: 100_000, nsPerMarker: 0.8),
                        Self.frameResult("10k", markers: 10_000, nsPerMarker: 1.6)]
        let all = try ParsedElement.all(in: BenchmarkSVG.document(results: shuffled))
        #expect(all.contains { $0.attributes["id"] == "scaling" && $0.attributes["data-omitted"] == nil })
        let points = try all.classed("scaling-point").sorted { try $0.number("cx") < $1.number("cx") }
        #expect(points.map { $0.attributes["data-markers"] } == ["1000", "10000", "100000", "1000000"])
        let xs = try points.map { try $0.number("cx") }
        let steps = zip(xs.dropFirst(), xs).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 > 50 && abs($0 - steps[0]) <= 0.02 })
        // Equal cost per marker: equal height; twice the cost: higher up (smaller y).
        let ys = try points.map { try $0.number("cy") }
        #expect(ys[0] == ys[2] && ys[2] == ys[3])
        #expect(ys[1] < ys[0] - 50)
        #expect(points[1].attributes["data-ns-per-marker-p50"] == "1.600000")
        // The p99 line lies above the p50 line at every N.
        let p99Points = try all.classed("scaling-point-p99").sorted { try $0.number("cx") < $1.number("cx") }
        #expect(try zip(p99Points, points).allSatisfy { try $0.number("cy") < $1.number("cy") })
    }

    @Test("without the frame suite the scaling plot is replaced by a note")
    func scalingOmitted() throws {
        let all = try ParsedElement.all(in: BenchmarkSVG.document(results: Array(Self.fullRun.prefix(2))))
        #expect(all.classed("scaling-point").isEmpty)
        let scaling = try #require(all.first { $0.attributes["id"] == "scaling" })
        #expect(scaling.attributes["data-omitted"] == "true")
        #expect(all.contains { $0.text.contains("the frame suite was not run") })
    }

    // MARK: Determinism and odd input

    @Test("the same results give byte-identical documents")
    func byteIdentical() {
        let first = BenchmarkSVG.document(results: Self.fullRun)
        let second = BenchmarkSVG.document(results: Self.fullRun)
        #expect(first == second)
        #expect(first.utf8.count > 5_000)
    }

    @Test("names with markup characters are escaped and read back unchanged")
    func escaping() throws {
        let name = "odd<&>\"'name"
        let all = try ParsedElement.all(in: BenchmarkSVG.document(results: [Self.result(name, suite: "x&y", unit: "ns/<b>", p50: 1, p99: 2)]))
        #expect(try Self.bar(all, named: name).attributes["data-name"] == name)
        #expect(all.contains { $0.hasClass("row-label") && $0.text == name })
        #expect(all.contains { $0.attributes["data-unit"] == "ns/<b>" })
    }

    @Test("zero, negative and non-finite times draw without NaN and without trapping; no results draws a note")
    func oddNumbers() throws {
        let odd = [Self.result("zero", suite: "s", unit: "ns/point", p50: 0, p99: 0),
                   Self.result("negative", suite: "s", unit: "ns/point", p50: -3, p99: -1),
                   Self.result("not-a-number", suite: "s", unit: "ns/point", p50: .nan, p99: .infinity, reference: (.nan, .nan)),
                   Self.result("huge", suite: "s", unit: "ns/point", p50: 1e300, p99: 1e301),
                   Self.result("frame.step.x", suite: "frame", unit: "ns/frame", p50: .nan, p99: 1,
                               fields: [BenchmarkField(name: "markers", value: 0)])]
        let document = BenchmarkSVG.document(results: odd)
        let all = try ParsedElement.all(in: document)
        #expect(all.classed("bar").count == odd.count)
        // Every coordinate is a finite number.
        let geometry: Set = ["x", "y", "width", "height", "x1", "y1", "x2", "y2", "cx", "cy", "r"]
        for element in all {
            for (name, value) in element.attributes where geometry.contains(name) {
                #expect(Double(value)?.isFinite == true, "\(element.name) \(name)=\(value)")
            }
            for pair in (element.attributes["points"] ?? "").split(separator: " ") {
                #expect(pair.split(separator: ",").allSatisfy { Double($0)?.isFinite == true }, "points \(pair)")
            }
        }
        for bar in all.classed("bar") {
            let width = try bar.number("width")
            #expect(width >= 0 && width <= 440, "\(bar.attributes)")
        }
        let empty = try ParsedElement.all(in: BenchmarkSVG.document(results: []))
        #expect(empty.classed("bar").isEmpty)
        #expect(empty.contains { $0.text == "No results." })
    }
}
