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

    /// The page's script: reads `#replay-data`, shows frame 0, and wires the slider, the
    /// play button and the keys.
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
      var fields = ["lat", "lng", "zoom", "bearing", "tilt"];
      var current = -1;
      var timer = null;

      function setText(id, value) { document.getElementById(id).textContent = value; }

      function show(index) {
        index = Math.max(0, Math.min(frames.length - 1, index));
        var frame = frames[index];
        if (current < 0 || frames[current].view !== frame.view) { viewDynamic.innerHTML = data.views[frame.view]; }
        if (current < 0 || frames[current].ground !== frame.ground) { groundDynamic.innerHTML = data.grounds[frame.ground]; }
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
      show(0);
      document.body.setAttribute("data-ready", "true");
    })();
    """
}
