import TraceFormat
import TraceJSON

/// The recorder: one self-contained HTML page (no network, no file beside it) that
/// records touches on any touchscreen, or in a desktop browser's touch emulation, as a
/// `mapsim-trace/1` file. `mapsim recorder` writes it; `RecorderPageScript` is its script.
///
/// The page has a bar (Download trace, Clear, a count) and the recorded area below it.
/// The trace's viewport is the area's size in CSS px at the first touch (CSS px = pt),
/// with `devicePixelRatio` as its scale; its description names the browser and the ratio. `window.mapsimRecorder
/// .trace()` returns the trace as a JSON string, for tests and automation.
///
/// With `library` (the text of MapLibre GL JS, `maplibre-gl.js`, inlined as base64 so
/// that no sequence in it can end the page's script), the area shows a map at `camera`
/// under the fingers, and the trace gets the profile "maplibre-gl-js" and one camera
/// expectation per map frame (its `move` events) within `tolerance`, with the library's
/// version in the description: the golden answer is then the real library's.
public struct RecorderPage: Sendable {
    /// The starting camera of the map and of the trace. Default
    /// `TouchImportOptions.defaultCamera`.
    public var camera: TraceCamera
    /// The MapLibre GL JS source to inline, or nil for a page without a map. Default nil.
    public var library: [UInt8]?
    /// The tolerance of each camera expectation, in degrees (lat, lng, bearing, tilt) and
    /// zoom levels: 1e-4 (our choice: 0.3 pt at zoom 12; the browser's frames and the
    /// replay's need not fall at the same instants).
    public var tolerance: Double

    /// Default expectation tolerance: 1e-4.
    public static let defaultTolerance = 1e-4

    /// A page from its parts.
    public init(camera: TraceCamera = TouchImportOptions.defaultCamera, library: [UInt8]? = nil,
                tolerance: Double = RecorderPage.defaultTolerance) {
        self.camera = camera
        self.library = library
        self.tolerance = tolerance
    }

    /// The page's HTML.
    public func document() -> String {
        let config = JSONValue.object([
            .init("library", .bool(library != nil)),
            .init("tolerance", .number(tolerance)),
            .init("camera", .object([
                .init("lat", .number(camera.latitude)), .init("lng", .number(camera.longitude)),
                .init("zoom", .number(camera.zoom)), .init("bearing", .number(camera.bearing)),
                .init("tilt", .number(camera.tilt)),
            ])),
        ])
        // Numbers and a Boolean only: nothing in it can end its script element.
        let configText = config.compactText
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
        <title>mapsim recorder</title>
        <style>
        html, body { margin: 0; height: 100%; overflow: hidden; font: 15px system-ui, sans-serif; }
        #mapsim-bar { position: absolute; left: 0; right: 0; top: 0; height: 44px; display: flex; gap: 8px;
                      align-items: center; padding: 0 8px; background: #223; color: #fff; box-sizing: border-box; }
        #mapsim-bar button { font: inherit; padding: 6px 10px; }
        #mapsim-area { position: absolute; left: 0; right: 0; top: 44px; bottom: 0; touch-action: none;
                       user-select: none; -webkit-user-select: none; background: #f4f1ea; overflow: hidden; }
        #mapsim-map { position: absolute; inset: 0; }
        </style>
        </head>
        <body data-ready="false">
        <div id="mapsim-bar"><button id="mapsim-download" type="button">Download trace</button>\
        <button id="mapsim-clear" type="button">Clear</button><span id="mapsim-status"></span>\
        <span id="mapsim-library-name"></span></div>
        <div id="mapsim-area"><div id="mapsim-map"></div></div>
        <script type="application/json" id="mapsim-recorder-config">\(configText)</script>

        """
        if let library {
            html += "<script type=\"application/octet-stream\" id=\"mapsim-library\">\n"
            html += Base64.encode(library, lineLength: 120)
            html += "\n</script>\n"
        }
        html += "<script>\n" + RecorderPageScript.source + "\n</script>\n</body>\n</html>\n"
        return html
    }
}
