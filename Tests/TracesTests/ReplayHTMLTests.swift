import TestSupport
import Foundation
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

/// The text between `start` and the next `end` after it, or nil.
func text(in document: String, between start: String, and end: String) -> String? {
    guard let open = document.range(of: start), let close = document.range(of: end, range: open.upperBound..<document.endIndex)
    else { return nil }
    return String(document[open.upperBound..<close.lowerBound])
}

@Suite("Replay HTML viewer")
struct ReplayHTMLTests {
    static func page() throws -> (html: ReplayHTML, document: String) {
        let html = try ReplayHTML(result: try PictureTestTrace.result())
        return (html, html.document())
    }

    /// The page's embedded data, parsed.
    static func data(_ document: String) throws -> [String: Any] {
        let json = try #require(text(in: document, between: #"<script type="application/json" id="replay-data">"#, and: "</script>"))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("the same trace gives a byte-identical page twice")
    func deterministic() throws {
        let first = try Self.page().document
        let second = try ReplayHTML(result: try PictureTestTrace.result()).document()
        #expect(first == second)
    }

    @Test("the page fetches nothing: no src, link or import, only in-page hrefs; the only address is the SVG namespace")
    func selfContained() throws {
        let document = try Self.page().document
        for needle in [" src=", "<link", "@import", "url(http", "fetch(", "XMLHttpRequest"] {
            #expect(!document.contains(needle), "found \(needle)")
        }
        let hrefs = document.components(separatedBy: " href=\"").dropFirst()
        #expect(!hrefs.isEmpty)
        #expect(hrefs.allSatisfy { $0.hasPrefix("#marker-shape-") })
        var rest = document[...]
        while let hit = rest.range(of: "http") {
            #expect(rest[hit.lowerBound...].hasPrefix("http://www.w3.org/2000/svg"))
            rest = rest[hit.upperBound...]
        }
    }

    @Test("the embedded data holds every frame, its camera, and every event once")
    func embeddedData() throws {
        let (html, document) = try Self.page()
        let result = html.picture.result
        let data = try Self.data(document)
        let frames = try #require(data["frames"] as? [[String: Any]])
        #expect(data["frameCount"] as? Int == result.simulation.frames.count)
        #expect(frames.count == result.simulation.frames.count)
        let views = try #require(data["views"] as? [String]), grounds = try #require(data["grounds"] as? [String])
        #expect(views.count <= frames.count && !views.isEmpty && !grounds.isEmpty)
        #expect(frames.allSatisfy { ($0["view"] as? Int).map { $0 < views.count } == true })
        #expect(frames[0]["camera"] as? [String] == ["48.8566", "2.3522", "15", "20", "25"])
        let eventCount = frames.reduce(0) { $0 + (($1["events"] as? [String])?.count ?? 0) }
        #expect(eventCount == result.simulation.events.count)
        // Each view's markup is well-formed SVG on its own.
        for markup in views.prefix(5) {
            let (root, error) = XMLTreeBuilder.parse(markup)
            #expect(error == nil && root?["id"] == "view-frame")
        }
        // Strokes: one per finger contact; the pinch fingers are down in the middle of it.
        let strokes = try #require(data["strokes"] as? [[String: Any]])
        #expect(strokes.map { $0["pointer"] as? Int } == [0, 1, 2, 3])
    }

    @Test("JSON inside the script element cannot end it early")
    func scriptSafety() throws {
        let safe = ReplayHTML.scriptSafe(#"{"a":"</script><!--x"}"#)
        #expect(safe == #"{"a":"<\/script>\u003c!--x"}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String: String]
        #expect(decoded == ["a": "</script><!--x"])
        let document = try Self.page().document
        #expect(document.components(separatedBy: "</script>").count == 3)
    }
}

@Suite("Replay HTML viewer in headless Chromium", .serialized,
       .enabled(if: HeadlessChromium.path != nil,
                "chromium is not installed (Debian: apt-get install chromium; `make test` installs it): skipping the browser tests"))
struct ReplayHTMLChromiumTests {
    static func writePage(in directory: URL) throws -> (ReplayHTML, URL) {
        let html = try ReplayHTML(result: try PictureTestTrace.result())
        let url = directory.appendingPathComponent("viewer.html")
        try html.document().write(to: url, atomically: true, encoding: .utf8)
        return (html, url)
    }

    @Test("after the script ran, the DOM shows the frame count and the first frame's camera")
    func dumpDOM() throws {
        let chromium = try #require(HeadlessChromium.path)
        let directory = try HeadlessChromium.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (html, url) = try Self.writePage(in: directory)
        let run = try HeadlessChromium.run(chromium, HeadlessChromium.arguments(["--dump-dom", url.absoluteString],
                                                                                directory: directory), in: directory)
        #expect(run.status == 0)
        let dom = run.stdout
        #expect(dom.contains(#"<body data-ready="true">"#), "the page's script did not finish")
        #expect(text(in: dom, between: #"id="frame-count">"#, and: "<") == String(html.picture.frameCount))
        #expect(text(in: dom, between: #"id="frame-number">"#, and: "<") == "1")
        let camera = html.cameraTexts(frameIndex: 0)
        for (field, value) in zip(["lat", "lng", "zoom", "bearing", "tilt"], camera) {
            #expect(text(in: dom, between: #"id="camera-\#(field)">"#, and: "<") == value, "camera \(field)")
        }
        #expect(dom.contains(#"<g id="view-frame">"#))
        #expect(dom.contains(#"data-frame="0" data-time-ms="0""#))
        #expect(dom.contains(##"<use href="#marker-shape-0""##))
        #expect(text(in: dom, between: #"<ul id="events">"#, and: "</ul>") == #"<li class="none">none</li>"#)
    }

    @Test("a screenshot of the viewer is produced and is not blank",
          .enabled(if: HeadlessChromium.python != nil, "python3 is not installed: cannot decode the screenshot"))
    func screenshot() throws {
        let chromium = try #require(HeadlessChromium.path)
        let python = try #require(HeadlessChromium.python)
        let directory = try HeadlessChromium.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, url) = try Self.writePage(in: directory)
        let png = directory.appendingPathComponent("viewer.png")
        let run = try HeadlessChromium.run(chromium, HeadlessChromium.arguments(
            ["--screenshot=\(png.path)", "--window-size=1200,900", url.absoluteString + "#frame=50"], directory: directory),
            in: directory)
        #expect(run.status == 0)
        #expect(FileManager.default.fileExists(atPath: png.path))
        let decoded = try HeadlessChromium.run(python, ["-c", HeadlessChromium.pngColourCounter, png.path], in: directory)
        #expect(decoded.status == 0)
        let fields = decoded.stdout.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        #expect(fields.count == 3)
        #expect(fields.prefix(2) == [1200, 900])
        // A blank page has one colour; the viewer has map, markers, fingers, plots and text.
        #expect((fields.last ?? 0) > 16, "distinct colours: \(fields.last ?? 0)")
    }
}
