import MapMath
import TraceJSON
import Gestures

/// The oracle's web page: it loads MapLibre GL JS from a local file, owns the page's time
/// and frames, fires a trace's touches at the map and writes the library's camera after
/// every frame into the page, for `chromium --headless --dump-dom` to hand back.
///
/// How the page owns time (docs/fidelity.md): before the library's `<script>` it replaces
/// `performance.now` (the library binds it when it loads) with a clock of its own, and
/// `requestAnimationFrame`/`cancelAnimationFrame` with a queue that it runs itself at frame
/// k's time k · 1000 / fps ms, letting the event loop turn (`setTimeout(0)`) between
/// frames. The style is inline with one background layer, so nothing is fetched; frames at
/// time 0 run until the map's `load` event (nothing moves before it). Touches are
/// synthetic `TouchEvent`s at the canvas container with `timeStamp` set to the trace time,
/// each group before the frame at or after its time; a trace's `moveCamera` is a `jumpTo`
/// at its time.
///
/// After mapsim's last frame the page runs on while the library still requests frames (up
/// to `extraFrames`), so motion that mapsim no longer has is compared too.
///
/// The result, in the element `#oracle-result`: `{"version": "5.3.0", "frames": [[timeMs,
/// lat, lng, zoom, bearing, pitch], …]}` in MapLibre's conventions, or `{"error": "…"}`.
/// The text holds no `<`, `>` or `&`, so the dumped DOM carries it unescaped.
public struct MapLibreOraclePage: Sendable {
    /// The trace's setup.
    public var setup: MapLibreOracleSetup
    /// The library's absolute path on this machine (a `file:` URL in the page).
    public var libraryPath: String

    /// The id of the element the page writes its result into.
    public static let resultElementID = "oracle-result"

    /// A page replaying `setup` through the library at `libraryPath` (absolute).
    public init(setup: MapLibreOracleSetup, libraryPath: String) {
        self.setup = setup
        self.libraryPath = libraryPath
    }

    /// The HTML document.
    public func document() -> String {
        """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>mapsim oracle</title>
        <style>html, body { margin: 0; padding: 0; overflow: hidden; }
        #map { position: absolute; left: 0; top: 0; width: \(css(setup.width))px; height: \(css(setup.height))px; }</style>
        <script>\(Self.clockScript)</script>
        <script src="\(Self.fileURL(libraryPath))"></script>
        </head><body><div id="map"></div><pre id="\(Self.resultElementID)">pending</pre>
        <script type="application/json" id="oracle-input">\(inputJSON())</script>
        <script>\(Self.runScript)</script>
        </body></html>

        """
    }

    /// The page's input: camera and limits in MapLibre's conventions, the clock, the touches.
    func inputJSON() -> String {
        var json = JSONWriter()
        json.object { json in
            json.field("center", array: { json in
                json.number(setup.camera.target.longitude)
                json.number(setup.camera.target.latitude)
            })
            json.field("zoom", MapLibreOracleSetup.mapLibreZoom(setup.camera.zoom))
            json.field("bearing", setup.camera.bearing)
            json.field("pitch", setup.camera.tilt)
            json.field("minZoom", setup.minZoom)
            json.field("maxZoom", setup.maxZoom)
            json.field("maxPitch", setup.maxPitch)
            json.field("padding", object: { json in
                json.field("top", setup.padding.top)
                json.field("left", setup.padding.left)
                json.field("bottom", setup.padding.bottom)
                json.field("right", setup.padding.right)
            })
            json.field("fps", setup.framesPerSecond)
            json.field("frameCount", setup.frameCount)
            json.field("extraFrames", Self.extraFrames(fps: setup.framesPerSecond))
            json.field("rotateGestures", setup.rotateGestures)
            json.field("tiltGestures", setup.tiltGestures)
            json.field("scrollsDuringRotateOrZoom", setup.scrollsDuringRotateOrZoom)
            // Touches and jumps in time order; a jump first at equal times, as mapsim
            // performs a command before a touch sample of the same time.
            json.field("events", array: { json in
                var jumps = setup.jumps[...]
                for group in setup.touchGroups {
                    while let jump = jumps.first, jump.timeMs <= group.timeMs {
                        write(jump, to: &json)
                        jumps.removeFirst()
                    }
                    json.array { json in
                        json.integer(group.frameIndex)
                        json.number(group.timeMs)
                        json.string(Self.domEventType(group.phase))
                        json.array { json in
                            for t in group.touches {
                                json.array { json in
                                    json.integer(t.id)
                                    json.number(t.x)
                                    json.number(t.y)
                                }
                            }
                        }
                    }
                }
                for jump in jumps { write(jump, to: &json) }
            })
        }
        return (try? json.finish()) ?? "{}"
    }

    /// Frames the page runs past mapsim's last while the library still asks for frames: 10 s
    /// of the clock (our choice: longer than any of MapLibre's animations, which end
    /// within a few seconds).
    public static func extraFrames(fps: Double) -> Int { Int((10 * fps).rounded(.up)) }

    /// Why a page's output could not be read: the page's own error or a malformed result.
    public struct ResultError: Error, Hashable, Sendable {
        /// One line saying what went wrong.
        public var message: String
    }

    /// The library's version and its camera at every frame, read from the DOM the browser
    /// dumped (the text of `#oracle-result`); throws when the page reported an error, did
    /// not finish, or wrote something else.
    public static func result(fromDOM dom: String) throws(ResultError) -> (version: String, frames: [OracleComparison.Camera]) {
        let open = "<pre id=\"\(resultElementID)\">"
        guard let start = dom.firstRange(of: open), let end = dom[start.upperBound...].firstRange(of: "</pre>") else {
            throw ResultError(message: "the browser's output holds no #\(resultElementID) element")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
        if text == "pending" { throw ResultError(message: "the page did not finish within its time budget") }
        let value: JSONValue
        do {
            value = try JSONParser().parse(text)
        } catch {
            throw ResultError(message: "the page's result is not JSON: \(error.message)")
        }
        if let error = value["error"]?.stringValue { throw ResultError(message: "the page failed: \(error)") }
        guard let version = value["version"]?.stringValue, let rows = value["frames"]?.arrayValue else {
            throw ResultError(message: "the page's result has no version and frames")
        }
        var frames: [OracleComparison.Camera] = []
        frames.reserveCapacity(rows.count)
        for (i, row) in rows.enumerated() {
            guard let numbers = row.arrayValue?.compactMap(\.numberValue), numbers.count == 6 else {
                throw ResultError(message: "frame \(i) of the page's result is not six numbers")
            }
            frames.append(.mapLibre(timeMs: numbers[0], lat: numbers[1], lng: numbers[2], zoom: numbers[3],
                                    bearing: numbers[4], pitch: numbers[5]))
        }
        return (version, frames)
    }

    /// A jump as `[frameIndex, timeMs, "jumpTo", [lat, lng, zoom, bearing, pitch]]` in
    /// MapLibre's conventions, null for a field it leaves.
    func write(_ jump: MapLibreOracleSetup.Jump, to json: inout JSONWriter) {
        json.array { json in
            json.integer(jump.frameIndex)
            json.number(jump.timeMs)
            json.string("jumpTo")
            json.array { json in
                let c = jump.change
                for value in [c.latitude, c.longitude, c.zoom.map(MapLibreOracleSetup.mapLibreZoom), c.bearing, c.tilt] {
                    if let value { json.number(value) } else { json.null() }
                }
            }
        }
    }

    /// "touchstart", "touchmove", "touchend" or "touchcancel".
    static func domEventType(_ phase: TouchPhase) -> String {
        switch phase {
        case .down: return "touchstart"
        case .move: return "touchmove"
        case .up: return "touchend"
        case .cancel: return "touchcancel"
        }
    }

    /// A number for CSS: integers without a fraction.
    func css(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `path` as a `file:` URL, every byte outside the unreserved set and `/` percent-encoded.
    static func fileURL(_ path: String) -> String {
        var url = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                url.unicodeScalars.append(UnicodeScalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                url += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return url
    }

    /// Runs before the library loads: the page's clock and frame queue.
    static let clockScript = #"""

    // The page's own time: the library reads performance.now (bound when it loads) and
    // schedules its work with requestAnimationFrame; both answer to this clock.
    window.oracleClock = (function () {
      var clock = { now: 0, queue: [], nextId: 1 };
      performance.now = function () { return clock.now; };
      window.requestAnimationFrame = function (callback) {
        var id = clock.nextId++;
        clock.queue.push([id, callback]);
        return id;
      };
      window.cancelAnimationFrame = function (id) {
        clock.queue = clock.queue.filter(function (entry) { return entry[0] !== id; });
      };
      // One frame: the callbacks queued before it, each given the frame time.
      clock.runFrame = function (time) {
        var due = clock.queue;
        clock.queue = [];
        for (var i = 0; i < due.length; i++) due[i][1](time);
      };
      return clock;
    })();

    """#

    /// Runs after the library: builds the map, fires the touches, records every frame.
    static let runScript = #"""

    (async function () {
      var output = document.getElementById('oracle-result');
      function finish(result) {
        // No <, > or &: the dumped DOM then holds the text as written.
        output.textContent = JSON.stringify(result).replace(/[<>&]/g, ' ');
      }
      try {
        var input = JSON.parse(document.getElementById('oracle-input').textContent);
        var clock = window.oracleClock;
        var turn = function () { return new Promise(function (resolve) { setTimeout(resolve, 0); }); };
        var camera = { center: input.center, zoom: input.zoom, bearing: input.bearing, pitch: input.pitch };
        var map = new maplibregl.Map({
          container: 'map',
          style: { version: 8, sources: {}, layers: [{ id: 'ground', type: 'background', paint: { 'background-color': '#e0e0d8' } }] },
          center: input.center, zoom: input.zoom, bearing: input.bearing, pitch: input.pitch,
          minZoom: input.minZoom, maxZoom: input.maxZoom, maxPitch: input.maxPitch,
          attributionControl: false, fadeDuration: 0, pixelRatio: 1
        });
        map.setPadding(input.padding);
        var loaded = false;
        map.once('load', function () { loaded = true; });
        for (var warmUp = 0; !loaded; warmUp++) {
          if (warmUp > 1000) throw new Error('the map fired no load event in 1000 frames');
          clock.runFrame(0);
          await turn();
        }
        map.jumpTo(camera);
        if (input.rotateGestures === false) map.touchZoomRotate.disableRotation();
        if (input.tiltGestures === false) map.touchPitch.disable();
        if (input.scrollsDuringRotateOrZoom === false) map.touchZoomRotate.enable({ around: 'center' });

        var container = map.getCanvasContainer();
        var down = new Map();
        function fire(type, timeMs, rows) {
          var changed = rows.map(function (row) {
            return new Touch({ identifier: row[0], target: container, clientX: row[1], clientY: row[2],
                               pageX: row[1], pageY: row[2], screenX: row[1], screenY: row[2] });
          });
          changed.forEach(function (touch) {
            if (type === 'touchend' || type === 'touchcancel') down.delete(touch.identifier);
            else down.set(touch.identifier, touch);
          });
          var current = Array.from(down.values());
          var event = new TouchEvent(type, { bubbles: true, cancelable: true, composed: true,
                                             touches: current, targetTouches: current, changedTouches: changed });
          Object.defineProperty(event, 'timeStamp', { value: timeMs });
          container.dispatchEvent(event);
        }

        // A programmatic move: the fields given, the others as they are.
        function jump(fields) {
          var center = map.getCenter();
          var options = { center: [fields[1] === null ? center.lng : fields[1], fields[0] === null ? center.lat : fields[0]] };
          if (fields[2] !== null) options.zoom = fields[2];
          if (fields[3] !== null) options.bearing = fields[3];
          if (fields[4] !== null) options.pitch = fields[4];
          map.jumpTo(options);
        }

        // mapsim's frames, then more while the library still asks for frames (it may move
        // on after mapsim came to rest), up to extraFrames.
        var frames = [], next = 0, events = input.events;
        for (var k = 0; k < input.frameCount || (clock.queue.length > 0 && k < input.frameCount + input.extraFrames); k++) {
          var time = k * 1000 / input.fps;
          while (next < events.length && events[next][0] <= k) {
            var event = events[next];
            clock.now = event[1];
            if (event[2] === 'jumpTo') jump(event[3]);
            else fire(event[2], event[1], event[3]);
            next++;
            await turn();
          }
          clock.now = time;
          clock.runFrame(time);
          var center = map.getCenter();
          frames.push([time, center.lat, center.lng, map.getZoom(), map.getBearing(), map.getPitch()]);
          await turn();
        }
        finish({ version: maplibregl.getVersion(), frames: frames });
      } catch (error) {
        finish({ error: String(error && error.message || error) });
      }
    })();

    """#
}
