import Traces

/// `mapsim recorder`: writes the self-contained touch recorder page (`RecorderPage`).
enum RecorderCommand: Command {
    static let name = "recorder"
    static let summary = "Write a self-contained web page that records touches on any touchscreen as a trace."
    static let synopsis = ["recorder --out FILE.html [--library maplibre-gl.js] [--camera LAT,LNG,ZOOM[,BEARING[,TILT]]]"]

    static let options: [OptionSpec] = [
        .value("--out", "FILE.html", help: "Where to write the page (required); replaced if it exists."),
        .value("--library", "FILE", help: """
        MapLibre GL JS (maplibre-gl.js) to inline: the page then shows a map under the fingers \
        and writes the camera of each of its frames into the trace as expectations, naming the \
        library's version. Not fetched: pass a copy (`make oracle` caches one).
        """),
        .value("--camera", "LAT,LNG,ZOOM[,BEARING[,TILT]]",
               help: "The trace's (and the map's) starting camera. Default 37.7749,-122.4194,12."),
    ]
    static let details = """
    Open the page on a phone or tablet, or in a desktop browser's touch emulation, and \
    touch the area under the bar. Every touchstart, touchmove, touchend and touchcancel is \
    recorded at its event's timeStamp, in ms from the first touch, at CSS px from the \
    area's top-left corner (CSS px = pt); the trace's viewport is the area's size with \
    devicePixelRatio as its scale, and its description names the browser. "Download trace" saves a \
    mapsim-trace/1 file; `window.mapsimRecorder.trace()` returns it as a JSON string.

    With --library the trace also gets profile maplibre-gl-js and, for each frame in which \
    the map moved, a camera expectation (MapLibre's zoom + 1, as its 512 px tiles span \
    our 256 pt; bearing; pitch as tilt) within 1e-4: `mapsim check` then compares our \
    replay with the real library's cameras under the same touches.

    Exit codes: 0 ok, 64 usage, 66 a missing --library file, 74 the page cannot be written.

    Examples:
      mapsim recorder --out recorder.html
      mapsim recorder --out map-recorder.html --library .cache/maplibre-gl-js/5.3.0/maplibre-gl.js
    """

    static func run(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(commandName: name, options: options, maxPositionals: 0).parse(arguments)
        guard let out = parsed.value("--out") else { throw .usage("--out FILE.html is required") }
        var page = RecorderPage()
        if parsed.has("--camera") {
            // The importers' camera rules: the same checks as `import --camera`.
            let c = try OptionValues.numbers(parsed.value("--camera") ?? "", option: "--camera", counts: 3...5,
                                             format: "LAT,LNG,ZOOM[,BEARING[,TILT]]")
            guard abs(c[0]) <= 85, abs(c[1]) <= 180, c[2] >= 1, c[2] <= 23,
                  c.count < 4 || abs(c[3]) <= 180, c.count < 5 || (c[4] >= 0 && c[4] <= 60) else {
                throw .usage("--camera: latitude within ±85, longitude within ±180, zoom in [1, 23], "
                    + "bearing within ±180, tilt in [0, 60] (what MapLibre GL JS accepts)")
            }
            page.camera = TraceCamera(latitude: c[0], longitude: c[1], zoom: c[2],
                                      bearing: c.count > 3 ? c[3] : 0, tilt: c.count > 4 ? c[4] : 0)
        }
        if let library = parsed.value("--library") {
            do throws(TraceError) {
                page.library = try FileBytes.contents(ofPath: library)
            } catch {
                throw .trace(error.fileName == nil ? error.withFileName(library) : error)
            }
        }
        try PictureOptions.writeFile(page.document(), to: out)
        return .success
    }
}
