import MapMath
import Gestures
import MapSimulation
import TraceFormat

/// The text `replay` prints by default, its `--timeline`, and the helpers that format
/// numbers, counts and events for them.
extension TraceReplayResult {
    /// The default `replay` output: what a person reads.
    public func textSummary(path: String) -> String {
        var lines = summaryHead(path: path)
        if simulation.gestures.isEmpty {
            lines.append("gestures   none")
        } else {
            lines.append("gestures")
            for g in simulation.gestures { lines.append("  " + Self.describe(g)) }
        }
        lines += summaryCameraAndInvariants
        var counts = EventTally()
        for e in simulation.events { counts.count(e) }
        lines.append(counts.line)
        // One time column for the event and map view logs, as wide as its widest time
        // (at least 11 characters, which holds every time under 10 s).
        let logged = simulation.events.filter(Self.isLogged)
        let times = logged.map(\.time) + viewChanges.map(\.time)
        let timeWidth = times.reduce(11) { max($0, ReportFormat.ms($1).count) }
        for e in logged {
            lines.append("  \(Self.pad(ReportFormat.ms(e.time), timeWidth)) \(Self.describe(e))")
        }
        lines.append(contentsOf: viewLog(timeWidth: timeWidth))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The summary's first lines: `trace`, `profile` (with the frame count and end) and
    /// `touches`.
    func summaryHead(path: String) -> [String] {
        let name = trace.name.map { "\($0) (\(path))" } ?? path
        return ["trace      \(name)",
                "profile    \(profile.name), \(ReportFormat.number(clock.framesPerSecond)) fps, \(input.rawValue) input, "
                    + "\(Self.count(simulation.frameCount, "frame")) over 0–\(ReportFormat.ms(simulation.endTime)) ms",
                "touches    \(Self.count(touchEventCount, "event")), \(Self.count(trace.commands.count, "command"))"]
    }

    /// The `camera` line and the invariants' lines, after the gestures.
    var summaryCameraAndInvariants: [String] {
        let c = simulation.finalCamera
        return ["camera     lat \(Self.short(c.target.latitude, 7)), lng \(Self.short(c.target.longitude, 7)), "
                + "zoom \(Self.short(c.zoom, 4)), bearing \(Self.short(c.bearing, 2))°, tilt \(Self.short(c.tilt, 2))°"]
            + invariants.summaryLines
    }

    /// Whether the event log lists `e`: every event but the camera changes.
    static func isLogged(_ e: MapEvent) -> Bool {
        if case .didChangeCameraPosition = e.kind { false } else { true }
    }

    /// The events counted by type in order of first appearance: the `events` line.
    struct EventTally {
        var counts: [(String, Int)] = []

        mutating func count(_ e: MapEvent) {
            let name = e.typeName
            if let i = counts.firstIndex(where: { $0.0 == name }) { counts[i].1 += 1 } else { counts.append((name, 1)) }
        }

        /// `events     willMove 1, didChangeCameraPosition 40, idleAtCameraPosition 1`.
        var line: String {
            "events     " + (counts.isEmpty ? "none" : counts.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
        }
    }

    /// The recorded frames as text (`replay --timeline` without `--json`): a heading, then
    /// one line per drawn frame with its time, camera and finger count. Beyond
    /// `FrameRecorder.maxItems` (100,000) the frames are an even selection, which the
    /// heading names: "frames     46884 of 6001202 drawn frames listed, one in 128 and the last …". Frames in which
    /// nothing could change were not drawn (`Simulation.run`); a gap in the times is
    /// such a run, and its frames showed what the line before it shows.
    public func textTimeline() -> String {
        let width = simulation.frames.reduce(Self.timelineMinimumTimeWidth) { max($0, ReportFormat.ms($1.time).count) }
        var lines = [Self.timelineHeading(listed: simulation.frames.count, drawn: simulation.drawnFrameCount,
                                          stride: simulation.recordedFrameStride, frameCount: simulation.frameCount)]
        for f in simulation.frames { lines.append(Self.timelineLine(f, timeWidth: width)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The narrowest time column of the timeline, characters: 11.
    static let timelineMinimumTimeWidth = 11

    /// The timeline's first line: `frames     40 frames drawn of 61`, or, for an even
    /// selection (`stride` > 1), how many of the drawn frames are listed and which.
    static func timelineHeading(listed: Int, drawn: Int, stride: Int, frameCount: Int) -> String {
        guard stride > 1 else { return "frames     \(Self.count(listed, "frame")) drawn of \(frameCount)" }
        return "frames     \(listed) of \(drawn) drawn frames listed, one in "
            + "\(stride) and the last (a timeline keeps at most \(FrameRecorder.maxItems) "
            + "frames and accessibility elements), of \(frameCount)"
    }

    /// One frame of the timeline: its time padded to `timeWidth`, the camera, the fingers.
    static func timelineLine(_ f: FrameRecord, timeWidth: Int) -> String {
        let c = f.camera
        return "  \(Self.pad(ReportFormat.ms(f.time), timeWidth)) lat \(Self.short(c.target.latitude, 7)), "
            + "lng \(Self.short(c.target.longitude, 7)), zoom \(Self.short(c.zoom, 4)), "
            + "bearing \(Self.short(c.bearing, 2))°, tilt \(Self.short(c.tilt, 2))°, "
            + Self.count(f.touchCount, "finger")
    }

    /// "1 event", "2 events": `n` and the noun, plural unless `n` is 1.
    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// The map view's state changes as readable lines: the first frame's state in full,
    /// then at each change only what changed (selection, info window, controls, floor
    /// picker, options, accessibility elements). The compass fade logs its start, not
    /// every opacity step.
    /// `timeWidth` is the width of the time column.
    func viewLog(timeWidth: Int) -> [String] {
        guard !viewChanges.isEmpty else { return [] }
        var lines = ["map view"]
        var previous: ViewLogState?
        for frame in viewChanges {
            let state = ViewLogState(frame)
            let parts = state.describe(changedFrom: previous)
            previous = state
            if parts.isEmpty { continue }
            lines.append("  \(Self.pad(ReportFormat.ms(frame.time), timeWidth)) " + parts.joined(separator: "; "))
        }
        return lines
    }

    /// One gesture as the text summary writes it, fields two spaces apart: kind (padded
    /// to 14), its span (recognition for discrete gestures), `touch DOWN–UP ms` (first
    /// landing to last lift of its touches, `…` when they did not lift), the finger count,
    /// then only the non-zero camera changes at their printed precision: `zoom +0.35`
    /// (pinches add what the spread alone would have zoomed: `zoom +1.45 (fingers +1.58)`),
    /// `bearing -79.7°` (rotations likewise), `tilt +12°`, `pan 120 pt`; then the release
    /// velocity and the location. Negative numbers take ASCII `-`, as everywhere in the
    /// summary; changes show their `+`. Example:
    /// `pinch         4218.7–6427.1 ms  touch 4100–6500 ms  2 fingers  zoom +0.35  bearing -79.7°`.
    public static func describe(_ g: GestureRecord) -> String {
        var parts: [String] = []
        let end = g.endTime.map { ReportFormat.ms($0) } ?? "…"
        parts.append(g.endTime == g.beginTime ? "\(ReportFormat.ms(g.beginTime)) ms"
                                              : "\(ReportFormat.ms(g.beginTime))–\(end) ms")
        parts.append("touch \(ReportFormat.ms(g.touchDownTime))–\(g.touchUpTime.map { ReportFormat.ms($0) } ?? "…") ms")
        parts.append(count(g.fingerCount, "finger"))
        parts += cameraChangeParts(g, withFingers: true)
        if let v = g.releaseVelocity { parts.append("release velocity (\(short(v.x)), \(short(v.y))) pt/s") }
        if let p = g.location { parts.append("at (\(short(p.x)), \(short(p.y))) pt") }
        return pad(g.kind.rawValue, 14) + parts.joined(separator: "  ")
    }

    /// The non-zero camera changes of `g` as the summary writes them (`zoom +0.35`,
    /// `bearing -79.7°`, `tilt +12°`, `pan 120 pt`), with what the fingers asked for beside
    /// zoom and bearing when `withFingers`; empty for gestures without a camera change.
    package static func cameraChangeParts(_ g: GestureRecord, withFingers: Bool) -> [String] {
        guard let c = g.cameraChange else { return [] }
        var parts: [String] = []
        if let part = change("zoom", c.zoom, fingers: withFingers ? g.fingerZoomChange : nil, digits: 2, unit: "") {
            parts.append(part)
        }
        if let part = change("bearing", c.bearing, fingers: withFingers ? g.fingerBearingChange : nil, digits: 1, unit: "°") {
            parts.append(part)
        }
        if let part = change("tilt", c.tilt, fingers: nil, digits: 1, unit: "°") { parts.append(part) }
        if short(c.panDistance) != "0" { parts.append("pan \(short(c.panDistance)) pt") }
        return parts
    }

    /// `name +value unit`, with `(fingers +value unit)` when `fingers` is given; nil when
    /// both print as 0 at `digits` decimals.
    static func change(_ name: String, _ value: Double, fingers: Double?, digits: Int, unit: String) -> String? {
        let applied = signed(value, digits)
        let asked = fingers.map { signed($0, digits) }
        guard applied != "0" || (asked != nil && asked != "0") else { return nil }
        return "\(name) \(applied)\(unit)" + (asked.map { " (fingers \($0)\(unit))" } ?? "")
    }

    /// `value` as `short` prints it, with a `+` when it is positive: a change.
    package static func signed(_ value: Double, _ digits: Int) -> String {
        let text = short(value, digits)
        return text == "0" || text.hasPrefix("-") ? text : "+" + text
    }

    /// One event as the text summary writes it: `willMove (gesture: true)`,
    /// `didTapMarker (marker cafe)`.
    public static func describe(_ e: MapEvent) -> String {
        switch e.kind {
        case let .willMove(gesture): return "willMove (gesture: \(gesture))"
        case let .idleAtCameraPosition(c):
            return "idleAtCameraPosition (zoom \(short(c.zoom, 4)), bearing \(short(c.bearing, 2))°)"
        case let .didTapAtCoordinate(c), let .didLongPressAtCoordinate(c):
            return "\(e.typeName) (\(short(c.latitude, 7)), \(short(c.longitude, 7)))"
        case let .didTapMarker(id), let .markerInfoWindow(id), let .markerInfoContents(id),
             let .didTapInfoWindowOfMarker(id), let .didLongPressInfoWindowOfMarker(id),
             let .didCloseInfoWindowOfMarker(id):
            return "\(e.typeName) (marker \(id))"
        case let .didChangeActiveBuilding(id): return "didChangeActiveBuilding (\(id ?? "none"))"
        case let .didChangeActiveLevel(level): return "didChangeActiveLevel (\(level.map(String.init) ?? "none"))"
        default: return e.typeName
        }
    }

    package static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// `value` rounded to `digits` decimals for the text summary (not the JSON report).
    package static func short(_ value: Double, _ digits: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return ReportFormat.number(rounded == 0 ? 0 : rounded)
    }
}
