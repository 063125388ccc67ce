#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import TestSupport
import Testing
import MapMath
import Gestures
import MapSimulation
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

// MARK: - Support

/// An element of a parsed XML document.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLElementNode] = []
    var text = ""
    weak var parent: XMLElementNode?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The attribute as a number, or nil.
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// Whether the `class` attribute lists `name`.
    func hasClass(_ name: String) -> Bool {
        (attributes["class"] ?? "").split(separator: " ").contains { $0 == name }
    }

    /// This element and every element below it, in document order.
    var descendants: [XMLElementNode] {
        [self] + children.flatMap(\.descendants)
    }

    /// The first element below (or at) this one with `id`.
    func element(id: String) -> XMLElementNode? {
        descendants.first { $0.attributes["id"] == id }
    }

    /// The elements below (or at) this one whose class lists `name`.
    func elements(class name: String) -> [XMLElementNode] {
        descendants.filter { $0.hasClass(name) }
    }

    /// The `points` attribute as pairs.
    var points: [(Double, Double)] {
        (attributes["points"] ?? "").split(separator: " ").map { pair in
            let parts = pair.split(separator: ",").map { Double($0)! }
            return (parts[0], parts[1])
        }
    }
}

/// Parses XML text with Foundation's XMLParser into an element tree.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLElementNode] = []
    private(set) var root: XMLElementNode?
    private(set) var failure: String?

    static func parse(_ text: String) -> (root: XMLElementNode?, error: String?) {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = XMLTreeBuilder()
        parser.delegate = builder
        let ok = parser.parse()
        if !ok { return (nil, builder.failure ?? parser.parserError.map { "\($0)" } ?? "unknown XML error") }
        return (builder.root, nil)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = XMLElementNode(name: elementName, attributes: attributeDict)
        node.parent = stack.last
        stack.last?.children.append(node)
        if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        failure = "line \(parser.lineNumber), column \(parser.columnNumber): \(parseError)"
    }
}

/// The known trace the picture tests draw: a 400 × 800 view with padding, three markers
/// (one far off-screen), a one-finger pan, then a two-finger pinch that spreads
/// horizontally, then a single tap.
enum PictureTestTrace {
    static let viewport = TraceViewport(width: 400, height: 800, padding: EdgeInsets(top: 40, left: 0, bottom: 100, right: 20))

    static let markers = [
        TraceMarker(id: "a", position: Coordinate(latitude: 48.8566, longitude: 2.3522), title: "Centre"),
        TraceMarker(id: "b<&\"'>", position: Coordinate(latitude: 48.8574, longitude: 2.3507), title: "Odd <name> & \"quotes\"",
                    iconSize: .init(width: 30, height: 30), groundAnchor: .init(x: 0.5, y: 0.5), zIndex: 3),
        TraceMarker(id: "far", position: Coordinate(latitude: -33.86, longitude: 151.2)),
    ]

    static var touches: [TraceTouch] {
        var touches: [TraceTouch] = []
        // Pan: pointer 0 drags up 60 pt over 240 ms.
        for i in 0...15 {
            touches.append(TraceTouch(timeMs: 100 + Double(i) * 16, phase: i == 0 ? .down : .move, pointerID: 0,
                                      x: 200, y: 600 - Double(i) * 4))
        }
        touches.append(TraceTouch(timeMs: 356, phase: .up, pointerID: 0, x: 200, y: 540))
        // Pinch: pointers 1 and 2 spread horizontally about (200, 400) to twice their span
        // over 320 ms.
        for i in 0...20 {
            let t = 700 + Double(i) * 16, half = 40 + Double(i) * 2
            touches.append(TraceTouch(timeMs: t, phase: i == 0 ? .down : .move, pointerID: 1, x: 200 - half, y: 400))
            touches.append(TraceTouch(timeMs: t, phase: i == 0 ? .down : .move, pointerID: 2, x: 200 + half, y: 400))
        }
        touches.append(TraceTouch(timeMs: 1036, phase: .up, pointerID: 1, x: 120, y: 400))
        touches.append(TraceTouch(timeMs: 1036, phase: .up, pointerID: 2, x: 280, y: 400))
        // Tap.
        touches.append(TraceTouch(timeMs: 1500, phase: .down, pointerID: 3, x: 100, y: 200))
        touches.append(TraceTouch(timeMs: 1550, phase: .up, pointerID: 3, x: 100, y: 200))
        return touches
    }

    static var trace: TraceFile {
        TraceFile(name: "picture-test", viewport: viewport,
                  camera: TraceCamera(latitude: 48.8566, longitude: 2.3522, zoom: 15, bearing: 20, tilt: 25),
                  markers: markers, touches: touches)
    }

    static func result(recordFrames: Bool = true) throws -> TraceReplayResult {
        try TraceReplay(trace: trace, profile: .ourRules).run(recordFrames: recordFrames)
    }

    /// An overlay with every part shown, for the drawing tests.
    static let overlay = ReplaySVGOverlay(
        selectedMarkerID: "a",
        infoWindow: .init(markerID: "a", frame: ScreenRect(x: 120, y: 200, width: 160, height: 50)),
        compass: .init(frame: ScreenRect(x: 330, y: 50, width: 40, height: 40), opacity: 0.75),
        myLocationButton: .init(frame: ScreenRect(x: 320, y: 630, width: 56, height: 56), opacity: 1),
        floorPicker: .init(frame: ScreenRect(x: 320, y: 520, width: 56, height: 90), opacity: 1))

    static func tree(_ svg: String) throws -> XMLElementNode {
        let (root, error) = XMLTreeBuilder.parse(svg)
        #expect(error == nil, "SVG does not parse: \(error ?? "")")
        return try #require(root)
    }
}

/// Within half of the last printed decimal (3 decimals).
func close(_ a: Double?, _ b: Double, tolerance: Double = 0.0006) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

// MARK: - Tests

@Suite("Replay SVG")
struct ReplaySVGTests {
    @Test("the SVG parses as XML and names the view, padded rectangle and panels")
    func parsesWithViewElements() throws {
        let result = try PictureTestTrace.result()
        let svg = try ReplaySVG(result: result)
        let root = try PictureTestTrace.tree(try svg.document())
        #expect(root.name == "svg")
        #expect(root["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root["data-frame-count"] == String(result.simulation.frames.count))
        let view = try #require(root.element(id: "view"))
        #expect(view.name == "rect")
        #expect(view.number("width") == 400 && view.number("height") == 800)
        let padded = try #require(root.element(id: "padded"))
        #expect(padded.number("x") == 0 && padded.number("y") == 40)
        #expect(padded.number("width") == 380 && padded.number("height") == 660)
        let target = try #require(root.element(id: "target"))
        #expect(target.number("data-x") == 190 && target.number("data-y") == 370)
        for id in ["view-panel", "ground-panel", "timeline", "visible-region", "target-path", "timeline-cursor", "caption"] {
            #expect(root.element(id: id) != nil, "missing #\(id)")
        }
    }

    @Test("markers sit at their projected anchors, in zIndex order; off-screen ones are left out")
    func markersAtAnchors() throws {
        let result = try PictureTestTrace.result()
        let svg = try ReplaySVG(result: result)
        for index in [0, result.simulation.frames.count / 2, result.simulation.frames.count - 1] {
            let timeMs = ReportFormat.milliseconds(result.simulation.frames[index].time)
            let root = try PictureTestTrace.tree(try svg.document(atMs: timeMs))
            let camera = result.simulation.frames[index].camera
            let projection = Projection(camera: camera, viewport: PictureTestTrace.viewport.viewport)
            let drawn = root.elements(class: "marker")
            #expect(drawn.map { $0["data-id"] } == ["a", "b<&\"'>"], "frame \(index)")
            for node in drawn {
                let marker = try #require(PictureTestTrace.markers.first { $0.id == node["data-id"] })
                let anchor = try #require(projection.point(for: marker.position))
                let icon = try #require(node.children.first { $0.hasClass("marker-icon") })
                #expect(close(icon.number("x"), anchor.x - marker.groundAnchor.x * marker.iconSize.width))
                #expect(close(icon.number("y"), anchor.y - marker.groundAnchor.y * marker.iconSize.height))
                #expect(icon.number("width") == marker.iconSize.width && icon.number("height") == marker.iconSize.height)
                #expect(close(node.number("data-x"), anchor.x) && close(node.number("data-y"), anchor.y))
                let label = try #require(node.children.first { $0.hasClass("marker-label") })
                #expect(label.text == marker.id)
            }
        }
    }

    @Test("the info window and the visible controls come from the overlay; the compass turns with the bearing")
    func overlayDrawn() throws {
        let result = try PictureTestTrace.result()
        let svg = try ReplaySVG(result: result, overlay: { _ in PictureTestTrace.overlay })
        let root = try PictureTestTrace.tree(try svg.document())
        let bearing = result.simulation.finalCamera.bearing

        let compass = try #require(root.element(id: "compass"))
        #expect(compass.hasClass("control"))
        #expect(compass["opacity"] == "0.75")
        #expect(compass.number("data-x") == 330 && compass.number("data-y") == 50)
        #expect(compass["transform"] == "rotate(\(XMLWriter.number(-bearing)) 350 70)")
        #expect(compass.children.contains { $0.hasClass("compass-north") })

        let button = try #require(root.element(id: "my-location-button"))
        #expect(button.number("data-x") == 320 && button.number("data-width") == 56)
        #expect(root.element(id: "floor-picker")?.number("data-height") == 90)

        let window = try #require(root.element(id: "info-window"))
        #expect(window["data-marker"] == "a")
        let frame = try #require(window.children.first { $0.hasClass("info-window-frame") })
        #expect(frame.number("x") == 120 && frame.number("y") == 200 && frame.number("width") == 160)
        #expect(window.children.first { $0.hasClass("info-window-title") }?.text == "Centre")

        #expect(root.elements(class: "marker").first { $0["data-id"] == "a" }?.hasClass("selected") == true)
    }

    @Test("the map view's frames feed the overlay: selected marker, info window and compass at their recorded frames")
    func overlayFromFrames() throws {
        var trace = PictureTestTrace.trace
        trace.settings = TraceSettings([.compassButton: true])
        trace.commands = [TraceTimedCommand(timeMs: 0, command: .setSelectedMarker("a"))]
        let result = try TraceReplay(trace: trace).run(recordFrames: true)
        let svg = try ReplaySVG(result: result)
        let index = try svg.frameIndex(atMs: 400)
        let frame = result.simulation.frames[index]
        let root = try PictureTestTrace.tree(try svg.document(atMs: 400))

        #expect(frame.controls.compass.visible)
        let compass = try #require(root.element(id: "compass"))
        #expect(close(compass.number("data-x"), frame.controls.compass.frame.x))
        #expect(close(compass.number("data-y"), frame.controls.compass.frame.y))
        #expect(compass["opacity"] == XMLWriter.number(frame.controls.compass.opacity))
        #expect(root.element(id: "my-location-button") == nil && root.element(id: "floor-picker") == nil)

        let recorded = try #require(frame.infoWindow?.frame)
        let window = try #require(root.element(id: "info-window"))
        #expect(window["data-marker"] == "a")
        #expect(close(window.number("data-x"), recorded.x) && close(window.number("data-y"), recorded.y))
        #expect(close(window.number("data-width"), recorded.width) && close(window.number("data-height"), recorded.height))
        #expect(window.elements(class: "info-window-title").first?.text == "Centre")
        #expect(root.elements(class: "marker").first { $0["data-id"] == "a" }?.hasClass("selected") == true)
    }

    @Test("the info window shows its own title and snippet when the overlay gives them; the floor picker its label")
    func overlayTexts() throws {
        var overlay = PictureTestTrace.overlay
        overlay.infoWindow?.title = "Shown <title>"
        overlay.infoWindow?.snippet = "and snippet"
        overlay.floorPicker?.label = "L2"
        let frozen = overlay
        let root = try PictureTestTrace.tree(try ReplaySVG(result: try PictureTestTrace.result(), overlay: { _ in frozen }).document())
        let window = try #require(root.element(id: "info-window"))
        #expect(window.elements(class: "info-window-title").first?.text == "Shown <title>")
        #expect(window.elements(class: "info-window-snippet").first?.text == "and snippet")
        #expect(root.element(id: "floor-picker")?.elements(class: "floor-label").first?.text == "L2")
    }

    @Test("without an overlay no info window or control is drawn")
    func emptyOverlay() throws {
        let root = try PictureTestTrace.tree(try ReplaySVG(result: try PictureTestTrace.result()).document())
        let controls = try #require(root.element(id: "controls"))
        #expect(controls.children.isEmpty)
        #expect(root.element(id: "info-window") == nil)
    }

    @Test("each recognised gesture is a labelled span at its begin and end times")
    func gestureSpans() throws {
        let result = try PictureTestTrace.result()
        let kinds = result.simulation.gestures.map(\.kind)
        #expect(kinds.contains(.pan) && kinds.contains(.pinch) && kinds.contains(.tap), "gestures: \(kinds)")
        let root = try PictureTestTrace.tree(try ReplaySVG(result: result).document())
        let timeline = try #require(root.element(id: "timeline"))
        let pixelsPerMs = try #require(timeline.number("data-pixels-per-ms"))
        let spans = root.elements(class: "gesture-span")
        #expect(spans.count == result.simulation.gestures.count)
        for (gesture, span) in zip(result.simulation.gestures, spans) {
            #expect(span["data-kind"] == gesture.kind.rawValue)
            let beginMs = ReportFormat.milliseconds(gesture.beginTime)
            #expect(span.number("data-begin-ms") == beginMs)
            let rect = try #require(span.children.first { $0.name == "rect" })
            let label = try #require(span.children.first { $0.name == "text" })
            #expect(label.text == gesture.kind.rawValue)
            #expect(close(rect.number("x"), beginMs * pixelsPerMs))
            let endMs = try #require(gesture.endTime.map(ReportFormat.milliseconds))
            #expect(span.number("data-end-ms") == endMs)
            #expect(close(rect.number("width"), max(3, (endMs - beginMs) * pixelsPerMs), tolerance: 0.002))
        }
        // Spans that overlap in time sit in different lanes.
        let lanes = spans.map { Int($0["data-lane"]!)! }
        for i in spans.indices {
            for j in spans.indices where i < j && lanes[i] == lanes[j] {
                let a = spans[i].children[0], b = spans[j].children[0]
                #expect(a.number("x")! + a.number("width")! <= b.number("x")! || b.number("x")! + b.number("width")! <= a.number("x")!)
            }
        }
    }

    @Test("four plots of zoom, bearing, tilt and fingers, one point per frame")
    func timelinePlots() throws {
        let result = try PictureTestTrace.result()
        let frames = result.simulation.frames
        let root = try PictureTestTrace.tree(try ReplaySVG(result: result).document())
        let plots = root.elements(class: "plot")
        #expect(plots.map { $0["data-series"] } == ["zoom", "bearing", "tilt", "touchCount"])
        let pixelsPerMs = try #require(root.element(id: "timeline")?.number("data-pixels-per-ms"))
        for plot in plots {
            let series = try #require(plot.children.first { $0.hasClass("series") })
            let points = series.points
            // Fingers step at each frame; the camera series hold their value across each
            // run of frames that were not drawn (a gap of more than one frame interval).
            let interval = 1 / result.clock.framesPerSecond
            let gaps = zip(frames, frames.dropFirst()).filter { $1.time - $0.time > 1.5 * interval }.count
            #expect(gaps > 0)
            #expect(points.count == (plot["data-series"] == "touchCount" ? 2 * frames.count - 1 : frames.count + gaps))
            #expect(close(points.last?.0, ReportFormat.milliseconds(frames[frames.count - 1].time) * pixelsPerMs))
        }
        // The zoom plot's range is the replay's zoom range.
        let zoom = plots[0]
        let zooms = frames.map(\.camera.zoom)
        #expect(zoom.number("data-low") == zooms.min() && zoom.number("data-high") == zooms.max())
        // The finger plot reaches 2 during the pinch.
        #expect(plots[3].number("data-high") == 2)
    }

    @Test("fingers down at T are drawn where they are; paths hold the samples so far")
    func fingersAtTime() throws {
        let result = try PictureTestTrace.result()
        let svg = try ReplaySVG(result: result)
        // 800 ms: mid-pinch; samples of pointers 1 and 2 at 700, 716, …, 796.
        let index = try svg.frameIndex(atMs: 800)
        let frameMs = ReportFormat.milliseconds(result.simulation.frames[index].time)
        let root = try PictureTestTrace.tree(try svg.document(atMs: 800))
        let touches = root.elements(class: "touch")
        #expect(touches.map { $0["data-pointer"] } == ["1", "2"])
        let samples = Double(Int((frameMs - 700) / 16))
        #expect(close(touches[0].number("data-x"), 200 - (40 + samples * 2)))
        #expect(close(touches[1].number("data-x"), 200 + (40 + samples * 2)))
        let paths = root.elements(class: "finger-path")
        #expect(paths.map { $0["data-pointer"] } == ["0", "1", "2"])
        #expect(paths[0].hasClass("lifted") && !paths[1].hasClass("lifted"))
        #expect(paths[0].points.count == 17)
        #expect(paths[1].points.count == Int(samples) + 1)
        // The tap has not happened yet.
        #expect(!root.elements(class: "finger-start").contains { $0["data-pointer"] == "3" })
    }

    @Test("the ground panel maps the visible region and the target path through its stated scale")
    func groundPanel() throws {
        let result = try PictureTestTrace.result()
        let frames = result.simulation.frames
        let root = try PictureTestTrace.tree(try ReplaySVG(result: result).document(atMs: 500))
        let panel = try #require(root.element(id: "ground-panel"))
        let originX = try #require(panel.number("data-origin-x")), originY = try #require(panel.number("data-origin-y"))
        let k = try #require(panel.number("data-pixels-per-unit"))
        let index = try ReplaySVG(result: result).frameIndex(atMs: 500)
        let region = Projection(camera: frames[index].camera, viewport: PictureTestTrace.viewport.viewport).visibleRegion
        let expected = [region.nearLeft, region.nearRight, region.farRight, region.farLeft].map {
            let w = WebMercator.worldPoint(for: $0)
            return ((w.x - originX) * k, (w.y - originY) * k)
        }
        let drawn = try #require(root.element(id: "visible-region")).points
        #expect(drawn.count == 4)
        for (a, b) in zip(drawn, expected) {
            #expect(close(a.0, b.0) && close(a.1, b.1), "\(a) vs \(b)")
        }
        let path = try #require(root.element(id: "target-path")).points
        #expect(path.count == frames.count)
        let side = ReplaySVGLayout.groundSide
        #expect(path.allSatisfy { (0...side).contains($0.0) && (0...side).contains($0.1) })
        let graticule = try #require(root.element(id: "ground-graticule"))
        #expect(!graticule.elements(class: "meridian").isEmpty && !graticule.elements(class: "parallel").isEmpty)
    }

    @Test("--at picks the last frame at or before the time; bad times are errors")
    func frameIndexAtTime() throws {
        let result = try PictureTestTrace.result()
        let svg = try ReplaySVG(result: result)
        let frames = result.simulation.frames
        #expect(try svg.frameIndex(atMs: nil) == frames.count - 1)
        #expect(try svg.frameIndex(atMs: 0) == 0)
        // The last drawn frame at or before the time (frames in which nothing changed
        // were not drawn, so indices are not times × fps).
        func lastAtOrBefore(_ ms: Double) -> Int? { frames.lastIndex { ReportFormat.milliseconds($0.time) <= ms } }
        #expect(try svg.frameIndex(atMs: 16.666667) == lastAtOrBefore(16.666667))
        #expect(try svg.frameIndex(atMs: 16.6) == 0)
        #expect(try svg.frameIndex(atMs: 1000) == lastAtOrBefore(1000))
        #expect(frames[try svg.frameIndex(atMs: 1000)].time <= 1)
        let lastMs = ReportFormat.milliseconds(frames[frames.count - 1].time)
        #expect(try svg.frameIndex(atMs: lastMs) == frames.count - 1)
        #expect(throws: ReplaySVGError.timeAfterEnd(timeMs: lastMs + 1, lastFrameMs: lastMs)) { try svg.frameIndex(atMs: lastMs + 1) }
        #expect(throws: ReplaySVGError.timeBeforeStart(timeMs: -1)) { try svg.frameIndex(atMs: -1) }
        #expect(throws: ReplaySVGError.self) { try svg.frameIndex(atMs: .nan) }
        #expect(ReplaySVGError.timeAfterEnd(timeMs: 5000, lastFrameMs: 1650).description
                == "time 5000 ms is after the last frame at 1650 ms")
    }

    @Test("a replay without frames cannot be drawn")
    func needsFrames() throws {
        let result = try PictureTestTrace.result(recordFrames: false)
        #expect(throws: ReplaySVGError.noFrames) { try ReplaySVG(result: result) }
    }

    @Test("the same trace gives byte-identical SVG twice")
    func deterministic() throws {
        let first = try ReplaySVG(result: try PictureTestTrace.result()).document(atMs: 900)
        let second = try ReplaySVG(result: try PictureTestTrace.result()).document(atMs: 900)
        #expect(first == second)
        let words = first.split { !($0.isLetter || $0.isNumber) }
        #expect(!words.contains("nan") && !words.contains("inf") && !words.contains("infinity"))
    }

    @Test("ids and titles with XML's special characters are escaped and read back")
    func escaping() throws {
        let root = try PictureTestTrace.tree(try ReplaySVG(result: try PictureTestTrace.result()).document(atMs: 0))
        #expect(root.elements(class: "marker").contains { $0["data-id"] == "b<&\"'>" })
        #expect(root.elements(class: "ground-marker").contains { $0["data-id"] == "b<&\"'>" })
    }

    @Test("the view's graticule stays on the ground in front of the horizon (seeded cameras)")
    func graticuleBelowHorizon() {
        var random = SplitMix64(seed: 0x5EED_61C7)
        let viewport = try! Viewport(width: 400, height: 800, padding: EdgeInsets(top: 30, left: 10, bottom: 60, right: 10))
        for _ in 0..<300 {
            let camera = try! CameraPosition(latitude: Double.random(in: -80...80, using: &random),
                                        longitude: Double.random(in: -180...180, using: &random),
                                        zoom: Double.random(in: 2...21, using: &random),
                                        bearing: Double.random(in: 0..<360, using: &random),
                                        tilt: Double.random(in: 0...65, using: &random))
            let projection = Projection(camera: camera, viewport: viewport)
            let (step, lines) = ReplaySVG.viewGraticule(projection)
            #expect(!lines.isEmpty && step > 0, "\(camera)")
            let safe = (projection.horizonSafeY ?? -.infinity) - 1e-6 * viewport.height
            for line in lines {
                for p in [line.from, line.to] {
                    #expect(p.x.isFinite && p.y.isFinite && p.y >= safe, "\(camera): \(p)")
                }
            }
        }
    }
}
