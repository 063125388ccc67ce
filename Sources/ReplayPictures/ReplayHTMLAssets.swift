import Replays
import TraceFormat
import TraceJSON

/// The style sheet and script of the HTML replay viewer (`ReplayHTML`): plain CSS and
/// plain JavaScript (ES5), nothing loaded from elsewhere.
enum ReplayHTMLAssets {
    /// The page's style sheet.
    static let style = """
    body { font-family: "DejaVu Sans", Verdana, sans-serif; margin: 16px; color: #2b2b2b; background: #ffffff; }
    #bar { display: flex; align-items: center; gap: 12px; margin: 0 0 10px 0; }
    #bar button { min-width: 5em; padding: 4px 10px; font: inherit; }
    #slider { flex: 1; max-width: 720px; }
    #position { font-variant-numeric: tabular-nums; white-space: nowrap; }
    #layout { display: flex; gap: 24px; align-items: flex-start; }
    #picture svg { display: block; border: 1px solid #d0d0cc; }
    #side { min-width: 300px; max-width: 420px; }
    #side h2 { font-size: 14px; margin: 4px 0 6px 0; }
    #camera { border-collapse: collapse; font-size: 13px; margin-bottom: 14px; }
    #camera th { text-align: left; font-weight: normal; color: #6b6b6b; padding: 2px 12px 2px 0; }
    #camera td { text-align: right; font-variant-numeric: tabular-nums; padding: 2px 2px; }
    #events { font-size: 12px; padding-left: 18px; margin: 0 0 14px 0; min-height: 3em; }
    #events li.none { list-style: none; margin-left: -18px; color: #6b6b6b; }
    .hint { font-size: 11px; color: #6b6b6b; }
    """

    /// The page's script: reads `#replay-data`, shows the first frame (or frame N for an
    /// address ending in `#frame=N`), and wires the slider, the play button and the keys.
    static let script = """
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("replay-data").textContent);
      var frames = data.frames;
      var slider = document.getElementById("slider");
      var playButton = document.getElementById("play");
      var viewDynamic = document.getElementById("view-dynamic");
      var groundDynamic = document.getElementById("ground-dynamic");
      var cursor = document.getElementById("timeline-cursor");
      var caption = document.getElementById("caption");
      var eventList = document.getElementById("events");
      var picture = document.getElementById("replay");
      var fields = ["lat", "lng", "zoom", "bearing", "tilt"];
      var current = -1;
      var timer = null;

      var fingersDynamic = document.getElementById("fingers-dynamic");
      var svgNS = "http://www.w3.org/2000/svg";

      function setText(id, value) { document.getElementById(id).textContent = value; }

      function element(name, attributes, parent) {
        var node = document.createElementNS(svgNS, name);
        for (var key in attributes) {
          if (attributes.hasOwnProperty(key)) { node.setAttribute(key, String(attributes[key])); }
        }
        parent.appendChild(node);
        return node;
      }

      // The fingers as ReplaySVG draws them: paths so far, a dot where each touched
      // down, a disc under each finger still down.
      function drawFingers(index) {
        fingersDynamic.textContent = "";
        var group = element("g", { id: "fingers" }, fingersDynamic);
        var down = [];
        for (var s = 0; s < data.strokes.length; s++) {
          var stroke = data.strokes[s];
          if (stroke.frames[0] > index) { continue; }
          var count = 0;
          while (count < stroke.frames.length && stroke.frames[count] <= index) { count++; }
          var isDown = stroke.endFrame === null || index < stroke.endFrame;
          var lifted = isDown ? "" : " lifted";
          element("circle", { "class": "finger-start " + stroke.color + lifted, "data-pointer": stroke.pointer,
                              cx: stroke.points[0], cy: stroke.points[1], r: data.startRadius }, group);
          if (count > 1) {
            var points = [];
            for (var p = 0; p < count; p++) { points.push(stroke.points[2 * p] + "," + stroke.points[2 * p + 1]); }
            element("polyline", { "class": "finger-path " + stroke.color + lifted, "data-pointer": stroke.pointer,
                                  points: points.join(" ") }, group);
          }
          if (isDown) { down.push({ stroke: stroke, last: count - 1 }); }
        }
        for (var d = 0; d < down.length; d++) {
          var finger = down[d].stroke;
          var x = finger.points[2 * down[d].last], y = finger.points[2 * down[d].last + 1];
          var touch = element("g", { "class": "touch " + finger.color, "data-pointer": finger.pointer,
                                     "data-x": x, "data-y": y }, group);
          element("circle", { cx: x, cy: y, r: data.fingerRadius }, touch);
          element("text", { x: x, y: y + data.labelOffset }, touch).textContent = String(finger.pointer);
        }
      }

      function show(index) {
        index = Math.max(0, Math.min(frames.length - 1, index));
        var frame = frames[index];
        if (current < 0 || frames[current].view !== frame.view) { viewDynamic.innerHTML = data.views[frame.view]; }
        if (current < 0 || frames[current].ground !== frame.ground) { groundDynamic.innerHTML = data.grounds[frame.ground]; }
        drawFingers(index);
        picture.setAttribute("data-frame", String(index));
        picture.setAttribute("data-time-ms", frame.timeMs);
        cursor.setAttribute("x1", frame.cursorX);
        cursor.setAttribute("x2", frame.cursorX);
        caption.textContent = frame.caption;
        for (var i = 0; i < fields.length; i++) { setText("camera-" + fields[i], frame.camera[i]); }
        setText("camera-touches", String(frame.touchCount));
        setText("frame-number", String(index + 1));
        setText("frame-time", frame.timeMs);
        eventList.textContent = "";
        if (frame.events.length === 0) {
          var none = document.createElement("li");
          none.className = "none";
          none.textContent = "none";
          eventList.appendChild(none);
        }
        for (var j = 0; j < frame.events.length; j++) {
          var item = document.createElement("li");
          item.textContent = frame.events[j];
          eventList.appendChild(item);
        }
        slider.value = String(index);
        current = index;
      }

      function stop() {
        if (timer !== null) { clearInterval(timer); timer = null; }
        playButton.textContent = "Play";
      }

      function play() {
        if (current >= frames.length - 1) { show(0); }
        playButton.textContent = "Pause";
        timer = setInterval(function () {
          if (current >= frames.length - 1) { stop(); return; }
          show(current + 1);
        }, 1000 / data.framesPerSecond);
      }

      playButton.addEventListener("click", function () { if (timer === null) { play(); } else { stop(); } });
      slider.addEventListener("input", function () { stop(); show(Number(slider.value)); });
      document.addEventListener("keydown", function (event) {
        if (event.target === slider || event.target === playButton) { return; }
        var steps = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10 };
        if (event.key === " ") { event.preventDefault(); if (timer === null) { play(); } else { stop(); } return; }
        if (event.key === "Home") { stop(); show(0); return; }
        if (event.key === "End") { stop(); show(frames.length - 1); return; }
        if (steps.hasOwnProperty(event.key)) { event.preventDefault(); stop(); show(current + steps[event.key]); }
      });

      setText("frame-count", String(frames.length));
      slider.max = String(frames.length - 1);
      // "#frame=N" in the address opens frame N (counting from 1, as shown).
      var requested = /frame=([0-9]+)/.exec(window.location.hash);
      show(requested ? Number(requested[1]) - 1 : 0);
      document.body.setAttribute("data-ready", "true");
    })();
    """
}
