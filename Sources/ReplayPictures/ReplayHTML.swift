import MapSimulation
import Replays
import TraceFormat
import TraceJSON

/// A frame-by-frame viewer of a replay as one self-contained HTML file
/// (`mapsim replay --html`): the `ReplaySVG` picture inline, a slider and play/pause to
/// scrub through the frames, the camera numbers and the events of the current frame.
///
/// Nothing is fetched from the network: the frames' data sits in the page as a JSON
/// literal (`<script type="application/json" id="replay-data">`) and a little plain
/// JavaScript swaps the view's and the ground panel's per-frame markup (the same markup
/// `ReplaySVG` draws, identical frames stored once), moves the timeline cursor and fills
/// in the numbers. After the script has run, `body` carries `data-ready="true"`,
/// `#frame-count` the number of frames and `#camera-lat` … `#camera-tilt` the shown
/// frame's camera. The same replay always gives byte-identical output.
public struct ReplayHTML: Sendable {
    /// The picture the page is built around.
    public let picture: ReplaySVG

    /// Decimals of the coordinates in the per-frame markup: 1 (our choice: a tenth of a
    /// point is below a pixel of the picture, and it keeps long replays small).
    public static let frameMarkupDecimals = 1

    /// A viewer of `picture`'s replay.
    public init(picture: ReplaySVG) {
        self.picture = picture
    }

    /// A viewer of `result`, which must hold frames (`TraceReplay.run(recordFrames: true)`).
    public init(result: TraceReplayResult) throws(ReplaySVGError) {
        self.init(picture: try ReplaySVG(result: result))
    }

    /// The camera of frame `index` as the page shows it: lat, lng (6 decimals), zoom (4),
    /// bearing, tilt (2).
    func cameraTexts(frameIndex index: Int) -> [String] {
        let c = picture.frames[index].camera
        return [XMLWriter.number(c.target.latitude, decimals: 6), XMLWriter.number(c.target.longitude, decimals: 6),
                XMLWriter.number(c.zoom, decimals: 4), XMLWriter.number(c.bearing, decimals: 2),
                XMLWriter.number(c.tilt, decimals: 2)]
    }

    /// Most event lines listed under one frame: 50 (our choice); beyond them one line says
    /// how many more there were. A picture drawn from a selection of frames gathers the
    /// events of the frames left out under the next frame kept, so this bounds the page.
    public static let maxEventsPerFrame = 50

    /// The events of each frame: an event belongs to the first frame at or after it; at
    /// most `maxEventsPerFrame` lines each, then "… N more events".
    func eventsByFrame() -> [[String]] {
        let frames = picture.frames
        var result = [[String]](repeating: [], count: frames.count)
        var more = [Int](repeating: 0, count: frames.count)
        var frame = 0
        for event in picture.result.simulation.events {
            let ms = ReportFormat.milliseconds(event.time)
            while frame < frames.count - 1 && ReportFormat.milliseconds(frames[frame].time) < ms { frame += 1 }
            if result[frame].count < Self.maxEventsPerFrame {
                result[frame].append(ReportFormat.number(ms) + " ms  " + TraceReplayResult.describe(event))
            } else {
                more[frame] += 1
            }
        }
        for (i, count) in more.enumerated() where count > 0 {
            result[i].append("… \(count) more \(count == 1 ? "event" : "events")")
        }
        return result
    }

    /// The page's data as JSON text, safe inside a `<script>` element.
    func dataJSON() -> String {
        let frames = picture.frames
        var views: [String] = [], grounds: [String] = []
        var viewIndex: [String: Int] = [:], groundIndex: [String: Int] = [:]
        func index(_ markup: String, in list: inout [String], _ known: inout [String: Int]) -> Int {
            if let i = known[markup] { return i }
            known[markup] = list.count
            list.append(markup)
            return list.count - 1
        }
        let events = eventsByFrame()
        let pixelsPerMs = picture.pixelsPerMs
        var json = JSONWriter(style: .compact)
        var frameEntries: [(view: Int, ground: Int)] = []
        for i in frames.indices {
            let view = index(picture.viewFrameMarkup(frameIndex: i, decimals: Self.frameMarkupDecimals), in: &views, &viewIndex)
            let ground = index(picture.groundFrameMarkup(frameIndex: i, decimals: Self.frameMarkupDecimals), in: &grounds, &groundIndex)
            frameEntries.append((view, ground))
        }
        json.object { json in
            json.field("frameCount", frames.count)
            json.field("framesPerSecond", picture.result.clock.framesPerSecond)
            json.field("frames", array: { json in
                for (i, frame) in frames.enumerated() {
                    json.object { json in
                        let ms = ReportFormat.milliseconds(frame.time)
                        json.field("timeMs", ReportFormat.number(ms))
                        json.field("camera", array: { json in
                            for text in cameraTexts(frameIndex: i) { json.string(text) }
                        })
                        json.field("touchCount", frame.touchCount)
                        json.field("view", frameEntries[i].view)
                        json.field("ground", frameEntries[i].ground)
                        json.field("cursorX", XMLWriter.number(ms * pixelsPerMs))
                        json.field("caption", picture.caption(frameIndex: i))
                        json.field("events", array: { json in
                            for text in events[i] { json.string(text) }
                        })
                    }
                }
            })
            json.field("fingerRadius", ReplaySVG.fingerRadius)
            json.field("startRadius", 3 / picture.layout.viewScale)
            json.field("labelOffset", 4 / picture.layout.viewScale)
            json.field("strokes", array: { json in
                for stroke in picture.strokes { writeStroke(stroke, to: &json) }
            })
            json.field("views", array: { json in for markup in views { json.string(markup) } })
            json.field("grounds", array: { json in for markup in grounds { json.string(markup) } })
        }
        // Every number written is finite (frame counts, the clock's rate).
        let text = (try? json.finish()) ?? "{}"
        return Self.scriptSafe(text)
    }

    /// The index of the first frame at or after `time` seconds (the frame count when none).
    func firstFrame(atOrAfter time: Double) -> Int {
        let frames = picture.frames
        var low = 0, high = frames.count
        while low < high {
            let mid = (low + high) / 2
            if frames[mid].time >= time { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// A finger stroke for the page's script: pointer id, style class, the first frame
    /// that shows each sample, the samples' points (x, y pairs, view points, 2 decimals)
    /// and the first frame at which the finger is up (null: never). A frame f shows the
    /// samples with frame ≤ f, and the finger is down at f when its first sample's frame
    /// ≤ f < endFrame: the same rules as `ReplaySVGFingerStroke`.
    func writeStroke(_ stroke: ReplaySVGFingerStroke, to json: inout JSONWriter) {
        json.object { json in
            json.field("pointer", stroke.pointerID)
            json.field("color", ReplaySVGLayout.fingerClass(stroke.colorIndex))
            json.field("frames", array: { json in
                for sample in stroke.samples { json.integer(firstFrame(atOrAfter: sample.time)) }
            })
            json.field("points", array: { json in
                for sample in stroke.samples {
                    json.number((sample.location.x * 100).rounded() / 100)
                    json.number((sample.location.y * 100).rounded() / 100)
                }
            })
            json.key("endFrame")
            if let end = stroke.endTime { json.integer(firstFrame(atOrAfter: end)) } else { json.null() }
        }
    }

    /// JSON text made safe inside a `<script>` element: `</` becomes `<\/` and `<!--`
    /// becomes `\u003c!--` (both only occur inside strings, where these escapes mean the
    /// same characters).
    /// One pass over the UTF-8 bytes (`String.replacing` took half the time of a large page).
    static func scriptSafe(_ json: String) -> String {
        let bytes = Array(json.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        let less = UInt8(ascii: "<"), slash = UInt8(ascii: "/"), bang = UInt8(ascii: "!"), dash = UInt8(ascii: "-")
        var i = 0
        while i < bytes.count {
            if bytes[i] == less, i + 1 < bytes.count {
                if bytes[i + 1] == slash {
                    out += [less, UInt8(ascii: "\\"), slash]
                    i += 2
                    continue
                }
                if bytes[i + 1] == bang, i + 3 < bytes.count, bytes[i + 2] == dash, bytes[i + 3] == dash {
                    out += Array("\\u003c!--".utf8)
                    i += 4
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The whole page.
    public func document() -> String {
        let count = picture.frameCount
        let title = "mapsim replay — " + (picture.result.trace.name ?? "trace")
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(XMLWriter.escape(title))</title>
        <style>
        \(ReplayHTMLAssets.style)
        </style>
        </head>
        <body data-ready="false">
        <div id="bar">
        <button id="play" type="button">Play</button>
        <input id="slider" type="range" min="0" max="\(count - 1)" value="0" step="1" aria-label="frame">
        <span id="position">frame <span id="frame-number">–</span> of <span id="frame-count">–</span> · t = <span id="frame-time">–</span> ms</span>
        </div>
        <div id="layout">
        <div id="picture">

        """
        page += picture.svgElement(frameIndex: 0, sharedMarkers: true)
        page += """
        </div>
        <div id="side">
        <h2>Camera</h2>
        <table id="camera">
        <tr><th>lat</th><td id="camera-lat"></td><td>°</td></tr>
        <tr><th>lng</th><td id="camera-lng"></td><td>°</td></tr>
        <tr><th>zoom</th><td id="camera-zoom"></td><td></td></tr>
        <tr><th>bearing</th><td id="camera-bearing"></td><td>°</td></tr>
        <tr><th>tilt</th><td id="camera-tilt"></td><td>°</td></tr>
        <tr><th>fingers</th><td id="camera-touches"></td><td></td></tr>
        </table>
        <h2>Events this frame</h2>
        <ul id="events"></ul>
        <p class="hint">Keys: ← → one frame, Page Up/Down ten, Home/End, space play/pause.</p>
        </div>
        </div>
        <script type="application/json" id="replay-data">
        """
        page += dataJSON()
        page += """
        </script>
        <script>
        \(ReplayHTMLAssets.script)
        </script>
        </body>
        </html>

        """
        return page
    }
}
