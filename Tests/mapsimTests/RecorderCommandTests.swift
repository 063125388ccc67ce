import TestSupport
import Foundation
import Testing
import Traces

/// Runs Debian's headless `chromium` on a page for the recorder tests.
enum RecorderBrowser {
    /// The first `chromium` or `chromium-browser` on PATH, or nil.
    static let chromium: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for directory in directories where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    /// MapLibre GL JS 5.3.0 as `make oracle` caches it, or nil (never committed).
    static let library: String? = {
        let path = RepositoryPaths.root + "/.cache/maplibre-gl-js/5.3.0/maplibre-gl.js"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// Synthetic touches for the page, dispatched at the element under each point (the
    /// map's canvas when there is one) from 500 ms after the start, 50 ms apart (with a map,
    /// after each move once the map has drawn it): two fingers land, move twice, one lifts,
    /// the other is cancelled. Then it writes into the body's attributes what it dispatched
    /// (`data-seen`: type, timeStamp, changed touches as [id, x, y] in area px), the area's
    /// size and devicePixelRatio (`data-box`), and, 1.5 s later (after any inertia),
    /// `window.mapsimRecorder.trace()` (`data-trace`).
    static let harness = """
    (function () {
      var area = document.getElementById("mapsim-area"), box = area.getBoundingClientRect(), seen = [];
      function at(x, y) { return document.elementFromPoint(box.left + x, box.top + y) || area; }
      function touch(t) { return new Touch({ identifier: t[0], target: at(t[1], t[2]), clientX: box.left + t[1], clientY: box.top + t[2] }); }
      function fire(type, down, changed) {
        var event = new TouchEvent(type, { bubbles: true, cancelable: true, touches: down.map(touch),
                                           targetTouches: down.map(touch), changedTouches: changed.map(touch) });
        at(changed[0][1], changed[0][2]).dispatchEvent(event);
        seen.push({ type: type, timeStamp: event.timeStamp, changed: changed });
      }
      var steps = [
        ["touchstart", [[101, 100, 200]], [[101, 100, 200]]],
        ["touchstart", [[101, 100, 200], [7, 300, 200]], [[7, 300, 200]]],
        ["touchmove", [[101, 90, 210], [7, 310.5, 190]], [[101, 90, 210], [7, 310.5, 190]]],
        ["touchmove", [[101, 80, 220], [7, 320, 180]], [[101, 80, 220], [7, 320, 180]]],
        ["touchend", [[101, 80, 220]], [[7, 320, 180]]],
        ["touchcancel", [], [[101, 80, 220]]]
      ], i = 0;
      function next() {
        if (i === steps.length) {
          document.body.setAttribute("data-seen", JSON.stringify(seen));
          document.body.setAttribute("data-box", JSON.stringify([area.clientWidth, area.clientHeight, window.devicePixelRatio]));
          setTimeout(function () { document.body.setAttribute("data-trace", window.mapsimRecorder.trace()); }, 1500);
          return;
        }
        var step = steps[i++];
        fire.apply(null, step);
        var map = window.mapsimRecorder.map();
        if (!map || step[0] !== "touchmove") { setTimeout(next, 50); return; }
        // Go on once the map has drawn the move, as a finger slower than a frame would.
        var done = false;
        map.once("move", function () { if (!done) { done = true; setTimeout(next, 20); } });
        setTimeout(function () { if (!done) { done = true; next(); } }, 1000);
      }
      setTimeout(next, 500);
    })();
    """

    /// The DOM after `page` ran with the harness in headless Chromium. Without a map:
    /// `--dump-dom` under virtual time, so the timers run without waiting. With one: in
    /// real time through `devToolsRunner` (headless Chromium draws no animation frames
    /// under virtual time, and the map moves only in frames), SwiftShader for its WebGL.
    static func run(page: String, in directory: URL, realTime: Bool = false) throws -> String {
        let chromium = try #require(chromium)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let driven = html.replacingOccurrences(of: "</body>", with: "<script>\n\(harness)\n</script>\n</body>")
        let url = directory.appendingPathComponent("driven.html")
        try driven.write(to: url, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("dom.html")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let profile = directory.appendingPathComponent("profile").path
        let process = Process()
        if realTime {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", devToolsRunner, chromium, url.absoluteString, profile, "120"]
        } else {
            process.executableURL = URL(fileURLWithPath: chromium)
            process.arguments = ["--headless", "--no-sandbox", "--no-first-run", "--user-data-dir=\(profile)",
                                 "--window-size=500,900", "--virtual-time-budget=8000", "--dump-dom", url.absoluteString]
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 180, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        #expect(process.terminationStatus == 0)
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// Opens a page in headless Chromium through the DevTools protocol on a pipe (Python's
    /// standard library only), waits for the body's `data-trace` and prints the DOM:
    /// arguments CHROMIUM URL PROFILE SECONDS.
    static let devToolsRunner = #"""
import json, os, subprocess, sys, time
chromium, url, profile, limit = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
to_chrome_r, to_chrome_w = os.pipe()
from_chrome_r, from_chrome_w = os.pipe()
def child():
    os.dup2(to_chrome_r, 3)
    os.dup2(from_chrome_w, 4)
    os.set_inheritable(3, True)
    os.set_inheritable(4, True)
proc = subprocess.Popen([chromium, "--headless", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
                         "--no-first-run", "--user-data-dir=" + profile, "--window-size=500,900",
                         "--remote-debugging-pipe", "about:blank"],
                        preexec_fn=child, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_chrome_r); os.close(from_chrome_w)
out = os.fdopen(to_chrome_w, "wb", buffering=0)
inp = os.fdopen(from_chrome_r, "rb", buffering=0)
buffer, next_id, deadline = b"", [0], time.time() + limit
def read():
    global buffer
    while b"\0" not in buffer:
        if time.time() > deadline: raise SystemExit("timed out")
        chunk = inp.read(65536)
        if not chunk: raise SystemExit("chromium closed the pipe")
        buffer += chunk
    message, buffer = buffer.split(b"\0", 1)
    return json.loads(message)
def call(method, params=None, session=None, wait_event=None):
    next_id[0] += 1
    message = {"id": next_id[0], "method": method, "params": params or {}}
    if session: message["sessionId"] = session
    out.write(json.dumps(message).encode() + b"\0")
    result, seen = None, wait_event is None
    while result is None or not seen:
        m = read()
        if m.get("id") == next_id[0]:
            if "error" in m: raise SystemExit(method + ": " + json.dumps(m["error"]))
            result = m["result"]
        elif wait_event and m.get("method") == wait_event:
            seen = True
    return result
try:
    target = call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    call("Page.enable", session=session)
    call("Page.navigate", {"url": url}, session=session, wait_event="Page.loadEventFired")
    expression = ("new Promise(function (resolve) { (function poll() {"
                  " if (document.body.getAttribute('data-trace')) resolve(document.documentElement.outerHTML);"
                  " else setTimeout(poll, 100); })(); })")
    value = call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True}, session=session)
    sys.stdout.write(value["result"]["value"])
finally:
    try: call("Browser.close")
    except BaseException: pass
    try: proc.wait(timeout=10)
    except subprocess.TimeoutExpired: proc.kill()
"""#

    /// The body attribute `name` of `dom`, unescaped, parsed as JSON.
    static func attribute(_ name: String, in dom: String) throws -> Any {
        let start = try #require(dom.range(of: "\(name)=\""), "no \(name) in the DOM: the harness did not finish")
        let end = try #require(dom.range(of: "\"", range: start.upperBound..<dom.endIndex))
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
    }
}

@Suite("mapsim recorder", .serialized)
struct RecorderCommandTests {
    @Test func writesOneSelfContainedPage() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("recorder.html").path
        let result = try MapsimProcess.run(["recorder", "--out", page])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(">Download trace</button>"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"), "the page must need no network")
        let usage = try MapsimProcess.run(["recorder"])
        #expect(usage.status == 64)
        #expect(usage.stderr == "mapsim recorder: --out FILE.html is required\n")
        let missing = try MapsimProcess.run(["recorder", "--out", page, "--library", "/nonexistent/maplibre-gl.js"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "mapsim recorder: /nonexistent/maplibre-gl.js: no such file\n")
    }

    /// Synthetic touches in headless Chromium: the trace holds each dispatched touch at its
    /// event's timeStamp from the first, at its area position, on a viewport of the area's
    /// size, names devicePixelRatio, and replays.
    @Test(.enabled(if: RecorderBrowser.chromium != nil, "chromium is not installed: skipping the recorder browser test"))
    func recordsDispatchedTouchesAndReplays() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("recorder.html").path
        #expect(try MapsimProcess.run(["recorder", "--out", page]).status == 0)
        let dom = try RecorderBrowser.run(page: page, in: dir)
        let seen = try #require(try RecorderBrowser.attribute("data-seen", in: dom) as? [[String: Any]])
        let box = try #require(try RecorderBrowser.attribute("data-box", in: dom) as? [Double])
        let traceObject = try RecorderBrowser.attribute("data-trace", in: dom)
        let traceData = try JSONSerialization.data(withJSONObject: traceObject)
        let tracePath = dir.appendingPathComponent("recorded.json").path
        try traceData.write(to: URL(fileURLWithPath: tracePath))
        let trace = try TraceFile.load(path: tracePath)

        // The expected rows: fingers numbered by first appearance (101 → 0, 7 → 1).
        let phases = ["touchstart": "down", "touchmove": "move", "touchend": "up", "touchcancel": "cancel"]
        let start = try #require(seen.first?["timeStamp"] as? Double)
        var expected: [String] = []
        for event in seen {
            let stamp = try #require(event["timeStamp"] as? Double)
            let t = ((stamp - start) * 1000).rounded() / 1000
            for changed in try #require(event["changed"] as? [[Double]]) {
                expected.append("\(t) \(phases[event["type"] as! String]!) \(changed[0] == 101 ? 0 : 1) \(changed[1]) \(changed[2])")
            }
        }
        #expect(trace.touches.map { "\($0.timeMs) \($0.phase.rawValue) \($0.pointerID) \($0.location.x) \($0.location.y)" } == expected)
        #expect(trace.touches.map(\.timeMs).contains { $0 > 0 })
        #expect(trace.viewport.width == box[0] && trace.viewport.height == box[1] && trace.viewport.scale == box[2])
        #expect(trace.description?.contains("devicePixelRatio \(JSONValue.numberText(box[2]))") == true)
        #expect(trace.expectations.isEmpty)
        let replay = try MapsimProcess.run(["replay", tracePath])
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("pinch"), "\(replay.stdout)")
    }

    /// With MapLibre GL JS inlined: the map moves under the same touches, and the trace
    /// names the library and expects its resting camera, which our replay of the trace
    /// (profile maplibre-gl-js) reaches within the page's tolerance.
    @Test(.enabled(if: RecorderBrowser.chromium != nil && RecorderBrowser.library != nil,
                   "needs chromium and .cache/maplibre-gl-js/5.3.0/maplibre-gl.js (make oracle): skipping the map recorder test"))
    func withTheLibraryTheTraceExpectsTheRealCamera() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("map.html").path
        let library = try #require(RecorderBrowser.library)
        #expect(try MapsimProcess.run(["recorder", "--out", page, "--library", library]).status == 0)
        let dom = try RecorderBrowser.run(page: page, in: dir, realTime: true)
        #expect(dom.contains("id=\"mapsim-library-name\">MapLibre GL JS 5.3.0<"))
        let traceObject = try RecorderBrowser.attribute("data-trace", in: dom)
        let tracePath = dir.appendingPathComponent("recorded.json").path
        try JSONSerialization.data(withJSONObject: traceObject).write(to: URL(fileURLWithPath: tracePath))
        let trace = try TraceFile.load(path: tracePath)
        #expect(trace.profile == "maplibre-gl-js")
        #expect(trace.description?.contains("MapLibre GL JS 5.3.0") == true)
        #expect(trace.touches.count == 8)
        let raw = try #require(traceObject as? [String: Any])
        let expect = try #require(raw["expect"] as? [[String: Any]])
        let last = try #require(expect.last)
        #expect(last["timeMs"] == nil)
        let camera = try #require(last["camera"] as? [String: Double])
        // The pinch spreads the fingers: the real map zoomed in from 12 (our zoom scale),
        // in frames drawn while the fingers were down, each expected at its time.
        #expect(try #require(camera["zoom"]) > 12.1)
        let lastTouch = try #require(trace.touches.last?.timeMs)
        let framed = expect.dropLast().compactMap { $0["timeMs"] as? Double }
        #expect(framed.count == expect.count - 1 && !framed.isEmpty)
        #expect(framed.allSatisfy { $0 > 0 && $0 <= lastTouch })
        #expect(expect.allSatisfy { ($0["camera"] as? [String: Double])?["tolerance"] == 1e-4 })
        // The trace replays and its expectations are evaluated (whether our replay meets
        // the real camera depends on the frames the browser happened to draw).
        let check = try MapsimProcess.run(["check", tracePath])
        #expect(check.status == 0 || check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("expect") || check.stdout.contains("\(expect.count) expectations"), "\(check.stdout)")
    }
}
