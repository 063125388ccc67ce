import Testing
import MapMath
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

@Suite("XML writer and the SVG pictures' helpers")
struct XMLWriterTests {
    @Test("numbers print with at most the given decimals, no trailing zeros, no -0", arguments: [
        (0.0, 3, "0"), (12.5, 3, "12.5"), (-3.0, 3, "-3"), (1.0 / 3, 3, "0.333"), (2.0 / 3, 3, "0.667"),
        (-0.0004, 3, "0"), (0.0004, 3, "0"), (-0.0006, 3, "-0.001"), (0.1, 3, "0.1"), (100.05, 1, "100.1"),
        (48.8566, 7, "48.8566"), (1e20, 3, "1000000000000000"), (-1e17, 2, "-1000000000000000"), (123456789.5, 3, "123456789.5"),
        (Double.nan, 3, "0"), (Double.infinity, 3, "0"), (7.0, 0, "7"), (0.5, 0, "1"), (-0.5, 0, "-1"),
    ])
    func numbers(value: Double, decimals: Int, text: String) {
        #expect(XMLWriter.number(value, decimals: decimals) == text)
    }

    @Test("text and attribute values are escaped; controls XML cannot carry are dropped")
    func escaping() {
        #expect(XMLWriter.escape(#"a<b>&"c"'d'"#) == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        #expect(XMLWriter.escape("tab\tline\nbell\u{7}end") == "tab\tline\nbellend")
        #expect(XMLWriter.escape("café ✓") == "café ✓")
    }

    @Test("elements nest and indent; compact writers write no whitespace")
    func structure() {
        var w = XMLWriter()
        w.group("g", [("id", "x"), ("data-v", "<1>")]) { w in
            w.empty("rect", [("x", w.number(1.23456))])
            w.element("text", text: "a & b")
        }
        #expect(w.finish() == "<g id=\"x\" data-v=\"&lt;1&gt;\">\n  <rect x=\"1.235\"/>\n  <text>a &amp; b</text>\n</g>\n")
        var c = XMLWriter(decimals: 1, indented: false)
        c.group("g") { c in c.empty("circle", [("r", c.number(2.25))]) }
        #expect(c.finish() == "<g><circle r=\"2.3\"/></g>")
    }

    @Test("nice steps are 1, 2 or 5 times a power of ten; degree steps continue with 15, 30, 45, 90")
    func ticks() {
        #expect(ReplaySVGTicks.niceStep(atLeast: 0.013) == 0.02)
        #expect(ReplaySVGTicks.niceStep(atLeast: 3) == 5)
        #expect(ReplaySVGTicks.niceStep(atLeast: 100) == 100)
        #expect(ReplaySVGTicks.niceStep(atLeast: 101) == 200)
        #expect(ReplaySVGTicks.degreeStep(atLeast: 12) == 15)
        #expect(ReplaySVGTicks.degreeStep(atLeast: 40) == 45)
        #expect(ReplaySVGTicks.decimals(for: 0.005) == 3)
        #expect(ReplaySVGTicks.decimals(for: 0.5) == 1)
        #expect(ReplaySVGTicks.decimals(for: 5) == 0)
        #expect(ReplaySVGTicks.multiples(of: 0.5, in: -1.2, 0.9, limit: 10) == [-1, -0.5, 0, 0.5])
        #expect(ReplaySVGTicks.multiples(of: 1, in: 0, 100, limit: 10) == nil)
    }

    @Test("marker and padding commands change the drawn map state from their time on")
    func mapStateFollowsCommands() {
        let a = TraceMarker(id: "a", position: Coordinate(latitude: 1, longitude: 2))
        let b = TraceMarker(id: "b", position: Coordinate(latitude: 3, longitude: 4), zIndex: -1)
        let trace = TraceFile(
            viewport: TraceViewport(width: 300, height: 600), camera: TraceCamera(latitude: 0, longitude: 0, zoom: 3),
            markers: [a],
            commands: [
                TraceTimedCommand(timeMs: 100, command: .addMarker(b)),
                TraceTimedCommand(timeMs: 200, command: .updateMarker(TraceMarkerUpdate(id: "a", title: "A", latitude: 5))),
                TraceTimedCommand(timeMs: 300, command: .setPadding(EdgeInsets(top: 10))),
                TraceTimedCommand(timeMs: 400, command: .removeMarker("a")),
            ])
        #expect(ReplaySVGMapState(trace: trace, time: 0.099).markers.map(\.id) == ["a"])
        let at100 = ReplaySVGMapState(trace: trace, time: 0.1)
        #expect(at100.markers.map(\.id) == ["a", "b"])
        #expect(at100.markersInDrawingOrder.map(\.id) == ["b", "a"])
        let at200 = ReplaySVGMapState(trace: trace, time: 0.2)
        #expect(at200.markers[0].title == "A" && at200.markers[0].position == Coordinate(latitude: 5, longitude: 2))
        #expect(at200.padding == .zero)
        #expect(ReplaySVGMapState(trace: trace, time: 0.3).padding == EdgeInsets(top: 10))
        #expect(ReplaySVGMapState(trace: trace, time: 0.4).markers.map(\.id) == ["b"])
    }

    @Test("finger strokes run from down to up (or the end), one per contact, coloured by first appearance")
    func strokes() {
        let touches = [
            TraceTouch(timeMs: 0, phase: .down, pointerID: 7, x: 1, y: 1),
            TraceTouch(timeMs: 10, phase: .move, pointerID: 7, x: 2, y: 2),
            TraceTouch(timeMs: 10, phase: .down, pointerID: 3, x: 5, y: 5),
            TraceTouch(timeMs: 20, phase: .up, pointerID: 7, x: 3, y: 3),
            TraceTouch(timeMs: 30, phase: .cancel, pointerID: 3, x: 6, y: 6),
            TraceTouch(timeMs: 40, phase: .down, pointerID: 7, x: 9, y: 9),
        ]
        let strokes = ReplaySVGFingerStroke.strokes(from: touches)
        #expect(strokes.map(\.pointerID) == [7, 3, 7])
        #expect(strokes.map(\.colorIndex) == [0, 1, 0])
        // A finger still down at the end is lifted at the last sample, as the replay cancels it.
        #expect(strokes.map(\.endTime) == [0.02, 0.03, 0.04])
        #expect(strokes[0].samples.count == 3)
        #expect(strokes[0].isDown(at: 0.019) && !strokes[0].isDown(at: 0.02))
        #expect(strokes[0].samples(upTo: 0.01).count == 2)
        #expect(!strokes[2].isDown(at: 0.04) && !strokes[2].isDown(at: 100))
    }
}
