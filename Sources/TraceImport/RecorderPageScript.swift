/// The recorder page's script (`RecorderPage`): our own JavaScript, no library of its own.
///
/// It listens on the recorded area in the capture phase, passively, so that a map under
/// the fingers gets every event too. Each touchstart, touchmove, touchend and touchcancel
/// adds one trace row per changed touch: `[ms, phase, finger, x, y]`, with ms the event's
/// `timeStamp` minus the first touch's (the µs kept), the finger numbered 0, 1, ... in
/// order of `Touch.identifier`s first seen, and x, y the touch's client position minus
/// the area's top-left corner, in CSS px (= pt). Rows of one event share its time; a
/// second move of a finger at the same time replaces the first (a trace sample holds a
/// finger once). Times never go backwards (a later event with an earlier stamp takes the
/// previous time).
///
/// With a map (`RecorderPage.library`), every `move` of the map adds the camera at
/// `performance.now()` minus the first touch's stamp (the same clock as `timeStamp`):
/// MapLibre's zoom + 1 (its world is 512 px wide at zoom 0, ours 256 pt), its bearing, pitch as tilt, and its centre. The trace expects each
/// such frame up to the last touch at its time, and the map's camera when the trace is
/// taken (at rest, after any inertia) at the replay's end.
enum RecorderPageScript {
    static let source = #"""
    (function () {
      "use strict";
      var config = JSON.parse(document.getElementById("mapsim-recorder-config").textContent);
      var area = document.getElementById("mapsim-area");
      var status = document.getElementById("mapsim-status");
      var rows = [], frames = [], ids = new Map(), start = null, size = null, map = null, version = null;

      function round3(v) { return Math.round(v * 1000) / 1000; }
      function now() { return start === null ? null : Math.max(0, round3(performance.now() - start)); }
      function show() {
        status.textContent = rows.length + " touch events" + (map ? ", " + frames.length + " camera frames" : "");
      }

      function record(event) {
        if (start === null) {
          start = event.timeStamp;
          size = { width: area.clientWidth, height: area.clientHeight };
        }
        var phase = { touchstart: "down", touchmove: "move", touchend: "up", touchcancel: "cancel" }[event.type];
        var t = Math.max(0, round3(event.timeStamp - start));
        if (rows.length && t < rows[rows.length - 1][0]) t = rows[rows.length - 1][0];
        var box = area.getBoundingClientRect();
        for (var i = 0; i < event.changedTouches.length; i++) {
          var touch = event.changedTouches[i];
          if (!ids.has(touch.identifier)) {
            if (phase !== "down") continue;
            ids.set(touch.identifier, { finger: nextFinger(), down: false });
          }
          var state = ids.get(touch.identifier);
          if (phase === "down" ? state.down : !state.down) continue;
          var row = [t, phase, state.finger, round3(touch.clientX - box.left), round3(touch.clientY - box.top)];
          if (phase === "move") {
            var same = -1;
            for (var k = rows.length - 1; k >= 0 && rows[k][0] === t; k--) {
              if (rows[k][2] === state.finger) { same = k; break; }
            }
            if (same >= 0 && rows[same][1] === "move") { rows[same] = row; continue; }
            if (same >= 0) continue;
          }
          rows.push(row);
          if (phase === "down") state.down = true;
          if (phase === "up" || phase === "cancel") ids.delete(touch.identifier);
        }
        show();
      }

      var fingers = 0;
      function nextFinger() { return fingers++; }

      ["touchstart", "touchmove", "touchend", "touchcancel"].forEach(function (type) {
        area.addEventListener(type, record, { capture: true, passive: true });
      });

      function camera() {
        var c = map.getCenter();
        return { lat: c.lat, lng: c.lng, zoom: map.getZoom() + 1, bearing: map.getBearing(), tilt: map.getPitch() };
      }

      if (config.library) {
        var bytes = Uint8Array.from(atob(document.getElementById("mapsim-library").textContent.trim()), function (ch) {
          return ch.charCodeAt(0);
        });
        var script = document.createElement("script");
        script.textContent = new TextDecoder().decode(bytes);
        document.head.appendChild(script);
        var lib = window.maplibregl;
        version = (lib.getVersion && lib.getVersion()) || lib.version || "unknown";
        map = new lib.Map({
          container: "mapsim-map",
          style: { version: 8, sources: { grid: { type: "geojson", data: grid() } }, layers: [
            { id: "ground", type: "background", paint: { "background-color": "#ece6d6" } },
            { id: "grid", type: "line", source: "grid", paint: { "line-color": "#8a96a8", "line-width": 1 } }
          ] },
          center: [config.camera.lng, config.camera.lat],
          zoom: config.camera.zoom - 1,
          bearing: config.camera.bearing,
          pitch: config.camera.tilt,
          attributionControl: false,
          fadeDuration: 0
        });
        map.on("move", function () {
          var t = now();
          if (t === null) return;
          var c = camera();
          if (frames.length && frames[frames.length - 1].timeMs === t) frames.pop();
          frames.push({ timeMs: t, camera: c });
          show();
        });
        document.getElementById("mapsim-library-name").textContent = "MapLibre GL JS " + version;
      }

      /// Lines every 0.01° around the start: something to see move under the fingers.
      function grid() {
        var features = [], c = config.camera, step = 0.01;
        for (var i = -60; i <= 60; i++) {
          features.push({ type: "Feature", properties: {}, geometry: { type: "LineString",
            coordinates: [[c.lng + i * step, c.lat - 0.6], [c.lng + i * step, c.lat + 0.6]] } });
          features.push({ type: "Feature", properties: {}, geometry: { type: "LineString",
            coordinates: [[c.lng - 0.6, c.lat + i * step], [c.lng + 0.6, c.lat + i * step]] } });
        }
        return { type: "FeatureCollection", features: features };
      }

      function trace() {
        var view = size || { width: area.clientWidth, height: area.clientHeight };
        var ratio = window.devicePixelRatio;
        var description = "Recorded by mapsim recorder in " + navigator.userAgent + ", on a " + view.width + " × " +
          view.height + " CSS px area at devicePixelRatio " + ratio;
        var result = { format: "mapsim-trace/1", name: "browser-recording" };
        if (map) {
          description += "; expectations: the camera of each frame of MapLibre GL JS " + version +
            " under the same touches (zoom + 1 for its 512 px tiles), within " + config.tolerance;
          result.profile = "maplibre-gl-js";
        }
        result.description = description;
        result.viewport = { width: view.width, height: view.height, scale: ratio };
        result.camera = config.camera;
        result.touches = rows;
        if (map) {
          // Frames while fingers were on the glass, at their times; then the camera the
          // map came to rest at, checked at the replay's end (a time-stamped frame after
          // the last touch could fall after the replay has stopped).
          var last = rows.length ? rows[rows.length - 1][0] : -1;
          function expectation(c, timeMs) {
            var camera = { lat: c.lat, lng: c.lng, zoom: c.zoom, bearing: c.bearing, tilt: c.tilt, tolerance: config.tolerance };
            return timeMs === undefined ? { camera: camera } : { timeMs: timeMs, camera: camera };
          }
          result.expect = frames.filter(function (f) { return f.timeMs <= last; }).map(function (f) {
            return expectation(f.camera, f.timeMs);
          });
          if (rows.length) result.expect.push(expectation(camera()));
        }
        return JSON.stringify(result, null, 1);
      }

      document.getElementById("mapsim-download").addEventListener("click", function () {
        var blob = new Blob([trace() + "\n"], { type: "application/json" });
        var link = document.createElement("a");
        link.href = URL.createObjectURL(blob);
        link.download = "mapsim-trace.json";
        document.body.appendChild(link);
        link.click();
        link.remove();
      });
      document.getElementById("mapsim-clear").addEventListener("click", function () {
        rows = []; frames = []; ids = new Map(); start = null; size = null; fingers = 0;
        show();
      });

      window.mapsimRecorder = {
        trace: trace,
        devicePixelRatio: function () { return window.devicePixelRatio; },
        libraryVersion: function () { return version; },
        map: function () { return map; }
      };
      show();
      document.body.setAttribute("data-ready", "true");
    })();
    """#
}
