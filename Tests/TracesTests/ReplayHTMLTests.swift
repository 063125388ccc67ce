import TestSupport
import Foundation
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

/// Finds and runs a headless Chromium (Debian's `chromium`) for the viewer tests.
enum HeadlessChromium {
    /// The first `chromium` or `chromium-browser` on PATH, or nil.
    static let path: String? = executable(named: ["chromium", "chromium-browser"])

    /// `python3` on PATH (decodes the screenshot with its standard library), or nil.
    static let python: String? = executable(named: ["python3"])

    static func executable(named names: [String]) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for directory in directories {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL { try ScratchDirectory.make(prefix: "mapsim-html") }

    /// Runs `executable` with `arguments`, stopping it after `timeoutSeconds`; returns
    /// the exit status and standard output.
    static func run(_ executable: String, _ arguments: [String], in directory: URL,
                    timeoutSeconds: Double = 120) throws -> (status: Int32, stdout: String) {
        let outputURL = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errorURL = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL), errors = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? errors.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeoutSeconds, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: outputURL), as: UTF8.self))
    }

    /// Chromium's arguments for a headless run with its own profile in `directory`.
    static func arguments(_ extra: [String], directory: URL) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
         "--user-data-dir=\(directory.appendingPathComponent("profile").path)"] + extra
    }

    /// Prints "WIDTH HEIGHT COLOURS" for an 8-bit RGB or RGBA PNG, using only Python's
    /// standard library (zlib) to undo the compression and the scanline filters.
    static let pngColourCounter = #"""
    import sys, zlib, struct
    data = open(sys.argv[1], "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR": header = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT": idat += body
        elif kind == b"IEND": break
    width, height, depth, colour_type = header
    assert depth == 8 and colour_type in (2, 6), header
    bpp = 3 if colour_type == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    previous, colours, i = bytearray(stride), set(), 0
    for y in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        if kind != 0:
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                b = previous[x]
                c = previous[x - bpp] if x >= bpp else 0
                if kind == 1: line[x] = (line[x] + a) & 255
                elif kind == 2: line[x] = (line[x] + b) & 255
                elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(0, stride, bpp): colours.add(bytes(line[x:x + 3]))
        previous = line
    print(width, height, len(colours))
    """#
}

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
