import MapMath
import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

extension TraceReplayResult {
    /// The `replay --json` report: one object with `trace`, `profile`, `framesPerSecond`,
    /// `endMs`, `frameCount`, `finalCamera` {lat, lng, zoom, bearing, tilt}, `gestures`
    /// [{kind, beginMs, endMs, releaseVelocity {x, y} (pans, pt/s), location {x, y} (taps)}],
    /// `events` [{timeMs, type, …fields}] and, when frames were recorded, `frames`
    /// [{timeMs, camera, touchCount, selectedMarker, infoWindow, controls, map,
    /// visibleMarkers, accessibilityElements}] (see `writeViewState`). Keys in this fixed
    /// order; numbers in shortest round-trip form; times in ms; frames as [x, y, w, h] in
    /// view points.
    public func jsonReport(pretty: Bool = false) -> String {
        var json = JSONWriter(style: pretty ? .pretty : .compact)
        json.object { json in
            if let name = trace.name { json.field("trace", name) }
            json.field("profile", profile.name)
            json.field("framesPerSecond", clock.framesPerSecond)
            json.field("endMs", ReportFormat.milliseconds(simulation.endTime))
            json.field("frameCount", simulation.frameCount)
            json.field("finalCamera", object: { Self.write(simulation.finalCamera, to: &$0) })
            json.field("gestures", array: { json in
                for g in simulation.gestures { Self.write(g, to: &json) }
            })
            json.field("events", array: { json in
                for e in simulation.events { Self.write(e, to: &json) }
            })
            if !simulation.frames.isEmpty {
                json.field("frames", array: { json in
                    for f in simulation.frames {
                        json.object { json in
                            json.field("timeMs", ReportFormat.milliseconds(f.time))
                            json.field("camera", object: { Self.write(f.camera, to: &$0) })
                            json.field("touchCount", f.touchCount)
                            Self.writeViewState(f, to: &json)
                        }
                    }
                })
            }
        }
        // Every number written here is finite: cameras are clamped and times come from
        // the validated trace and the frame clock.
        return (try? json.finish()) ?? "{}"
    }

    /// A frame's map view state, after `touchCount`: `selectedMarker` (id or null),
    /// `infoWindow` (null or {marker, title, snippet, frame}; title/snippet null when
    /// absent, frame null when the marker has no screen point), `controls` {compass
    /// {visible, opacity, frame}, myLocationButton {visible, frame}, floorPicker {visible,
    /// building, level, frame}}, `map` {mapType, trafficEnabled (as drawn), indoorEnabled,
    /// buildingsEnabled, colorScheme (as drawn), backgroundColor (#RRGGBB[AA]), mapID,
    /// myLocationEnabled, myLocation}, `visibleMarkers` (count) and, only when
    /// `accessibilityElementsHidden` is false, `accessibilityElements` [{kind, id, label, frame}].
    static func writeViewState(_ f: FrameRecord, to json: inout JSONWriter) {
        func optional(_ key: String, _ value: String?) {
            if let value { json.field(key, value) } else { json.key(key); json.null() }
        }
        optional("selectedMarker", f.selectedMarker)
        json.key("infoWindow")
        if let w = f.infoWindow {
            json.object { json in
                json.field("marker", w.marker)
                if let t = w.title { json.field("title", t) } else { json.key("title"); json.null() }
                if let t = w.snippet { json.field("snippet", t) } else { json.key("snippet"); json.null() }
                json.key("frame")
                writeRect(w.frame, to: &json)
            }
        } else {
            json.null()
        }
        let c = f.controls
        json.field("controls", object: { json in
            json.field("compass", object: { json in
                json.field("visible", c.compass.visible)
                json.field("opacity", c.compass.opacity)
                json.key("frame")
                writeRect(c.compass.frame, to: &json)
            })
            json.field("myLocationButton", object: { json in
                json.field("visible", c.myLocationButton.visible)
                json.key("frame")
                writeRect(c.myLocationButton.frame, to: &json)
            })
            json.field("floorPicker", object: { json in
                json.field("visible", c.floorPicker.visible)
                if let b = c.floorPicker.building { json.field("building", b) } else { json.key("building"); json.null() }
                if let l = c.floorPicker.level { json.field("level", l) } else { json.key("level"); json.null() }
                json.key("frame")
                writeRect(c.floorPicker.frame, to: &json)
            })
        })
        let o = f.options
        json.field("map", object: { json in
            json.field("mapType", o.mapType.rawValue)
            json.field("trafficEnabled", o.effectiveTrafficEnabled)
            json.field("indoorEnabled", o.indoorEnabled)
            json.field("buildingsEnabled", o.buildingsEnabled)
            json.field("colorScheme", o.colorScheme.rawValue)
            json.field("backgroundColor", o.backgroundColor.hexString)
            if let id = o.mapID { json.field("mapID", id) } else { json.key("mapID"); json.null() }
            json.field("myLocationEnabled", o.myLocationEnabled)
            json.key("myLocation")
            if let l = o.myLocation {
                json.object { json in
                    json.field("lat", l.latitude)
                    json.field("lng", l.longitude)
                }
            } else {
                json.null()
            }
        })
        json.field("visibleMarkers", f.visibleMarkerCount)
        if let elements = f.accessibilityElements {
            json.field("accessibilityElements", array: { json in
                for e in elements {
                    json.object { json in
                        json.field("kind", e.kind.rawValue)
                        json.field("id", e.id)
                        json.field("label", e.label)
                        json.key("frame")
                        writeRect(e.frame, to: &json)
                    }
                }
            })
        }
    }

    /// A rectangle as [x, y, width, height] in points, or null.
    static func writeRect(_ r: ScreenRect?, to json: inout JSONWriter) {
        guard let r else { return json.null() }
        json.array { json in
            json.number(r.x)
            json.number(r.y)
            json.number(r.width)
            json.number(r.height)
        }
    }

    static func write(_ camera: CameraPosition, to json: inout JSONWriter) {
        json.field("lat", camera.target.latitude)
        json.field("lng", camera.target.longitude)
        json.field("zoom", camera.zoom)
        json.field("bearing", camera.bearing)
        json.field("tilt", camera.tilt)
    }

    static func write(_ g: GestureRecord, to json: inout JSONWriter) {
        json.object { json in
            json.field("kind", g.kind.rawValue)
            json.field("beginMs", ReportFormat.milliseconds(g.beginTime))
            if let end = g.endTime { json.field("endMs", ReportFormat.milliseconds(end)) } else {
                json.key("endMs")
                json.null()
            }
            if let v = g.releaseVelocity {
                json.field("releaseVelocity", object: { json in
                    json.field("x", v.x)
                    json.field("y", v.y)
                })
            }
            if let p = g.location {
                json.field("location", object: { json in
                    json.field("x", p.x)
                    json.field("y", p.y)
                })
            }
        }
    }

    static func write(_ e: MapEvent, to json: inout JSONWriter) {
        json.object { json in
            json.field("timeMs", ReportFormat.milliseconds(e.time))
            json.field("type", e.typeName)
            switch e.kind {
            case let .willMove(gesture):
                json.field("gesture", gesture)
            case let .didChangeCameraPosition(c), let .idleAtCameraPosition(c):
                json.field("camera", object: { write(c, to: &$0) })
            case let .didTapAtCoordinate(c), let .didLongPressAtCoordinate(c):
                json.field("coordinate", object: { json in
                    json.field("lat", c.latitude)
                    json.field("lng", c.longitude)
                })
            case let .didTapMarker(id), let .markerInfoWindow(id), let .markerInfoContents(id),
                 let .didTapInfoWindowOfMarker(id), let .didLongPressInfoWindowOfMarker(id),
                 let .didCloseInfoWindowOfMarker(id):
                json.field("marker", id)
            case let .didChangeActiveBuilding(id):
                if let id { json.field("building", id) } else { json.key("building"); json.null() }
            case let .didChangeActiveLevel(level):
                if let level { json.field("level", level) } else { json.key("level"); json.null() }
            case .didTapMyLocationButton:
                break
            }
        }
    }

    /// The default `replay` output: what a person reads.
    public func textSummary(path: String) -> String {
        var lines: [String] = []
        let name = trace.name.map { "\($0) (\(path))" } ?? path
        lines.append("trace      \(name)")
        lines.append("profile    \(profile.name), \(ReportFormat.number(clock.framesPerSecond)) fps, "
                     + "\(Self.count(simulation.frameCount, "frame")) over 0–\(ReportFormat.ms(simulation.endTime)) ms")
        lines.append("touches    \(Self.count(trace.touches.count, "event")), \(Self.count(trace.commands.count, "command"))")
        if simulation.gestures.isEmpty {
            lines.append("gestures   none")
        } else {
            lines.append("gestures")
            for g in simulation.gestures {
                var line = "  " + Self.pad(g.kind.rawValue, 14)
                let end = g.endTime.map { ReportFormat.ms($0) } ?? "…"
                line += g.endTime == g.beginTime ? "\(ReportFormat.ms(g.beginTime)) ms"
                                                 : "\(ReportFormat.ms(g.beginTime))–\(end) ms"
                if let v = g.releaseVelocity {
                    line += ", release velocity (\(Self.short(v.x)), \(Self.short(v.y))) pt/s"
                }
                if let p = g.location { line += ", at (\(Self.short(p.x)), \(Self.short(p.y))) pt" }
                lines.append(line)
            }
        }
        let c = simulation.finalCamera
        lines.append("camera     lat \(Self.short(c.target.latitude, 7)), lng \(Self.short(c.target.longitude, 7)), "
                     + "zoom \(Self.short(c.zoom, 4)), bearing \(Self.short(c.bearing, 2))°, tilt \(Self.short(c.tilt, 2))°")
        var counts: [(String, Int)] = []
        for e in simulation.events {
            if let i = counts.firstIndex(where: { $0.0 == e.typeName }) { counts[i].1 += 1 } else { counts.append((e.typeName, 1)) }
        }
        lines.append("events     " + (counts.isEmpty ? "none" : counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")))
        // One time column for the event and map view logs, as wide as its widest time
        // (at least 11 characters, which holds every time under 10 s).
        let logged = simulation.events.filter { if case .didChangeCameraPosition = $0.kind { false } else { true } }
        let times = logged.map(\.time) + viewChanges.map(\.time)
        let timeWidth = times.reduce(11) { max($0, ReportFormat.ms($1).count) }
        for e in logged {
            lines.append("  \(Self.pad(ReportFormat.ms(e.time), timeWidth)) \(Self.describe(e))")
        }
        lines.append(contentsOf: viewLog(timeWidth: timeWidth))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The recorded frames as text (`replay --timeline` without `--json`): a heading, then
    /// one line per drawn frame with its time, camera and finger count. Frames in which
    /// nothing could change were not drawn (`Simulation.run`); a gap in the times is
    /// such a run, and its frames showed what the line before it shows.
    public func textTimeline() -> String {
        let width = simulation.frames.reduce(11) { max($0, ReportFormat.ms($1.time).count) }
        var lines = ["frames     \(Self.count(simulation.frames.count, "frame")) drawn of \(simulation.frameCount)"]
        for f in simulation.frames {
            let c = f.camera
            lines.append("  \(Self.pad(ReportFormat.ms(f.time), width)) lat \(Self.short(c.target.latitude, 7)), "
                         + "lng \(Self.short(c.target.longitude, 7)), zoom \(Self.short(c.zoom, 4)), "
                         + "bearing \(Self.short(c.bearing, 2))°, tilt \(Self.short(c.tilt, 2))°, "
                         + Self.count(f.touchCount, "finger"))
        }
        return lines.joined(separator: "\n") + "\n"
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

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// `value` rounded to `digits` decimals for the text summary (not the JSON report).
    static func short(_ value: Double, _ digits: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return ReportFormat.number(rounded == 0 ? 0 : rounded)
    }
}

/// The parts of a frame the text summary logs when they change.
struct ViewLogState: Hashable {
    var selectedMarker: String?
    var infoWindow: InfoWindowRecord?
    var compass: String
    var myLocationButton: Bool
    var floorPicker: ControlsRecord.FloorPicker
    var options: MapOptions
    var accessibilityLabels: [String]?

    /// The discrete state of `frame` (the compass as hidden, visible or fading).
    init(_ frame: FrameRecord) {
        selectedMarker = frame.selectedMarker
        infoWindow = frame.infoWindow
        let c = frame.controls.compass
        compass = !c.visible ? "hidden" : (c.opacity < 1 ? "fading out" : "visible")
        myLocationButton = frame.controls.myLocationButton.visible
        floorPicker = frame.controls.floorPicker
        options = frame.options
        accessibilityLabels = frame.accessibilityElements.map { $0.map { "\($0.kind.rawValue) \($0.id)" } }
    }

    /// What changed since `old` (everything when nil), as short phrases.
    func describe(changedFrom old: ViewLogState?) -> [String] {
        var parts: [String] = []
        if old == nil || old?.options != options {
            let o = options
            parts.append("map \(o.mapType.rawValue) (\(o.colorScheme.rawValue)), traffic \(o.effectiveTrafficEnabled ? "on" : "off"), "
                         + "indoor \(o.indoorEnabled ? "on" : "off"), buildings \(o.buildingsEnabled ? "on" : "off"), "
                         + "background \(o.backgroundColor.hexString)"
                         + (o.myLocationEnabled ? ", my location " + (o.myLocation.map { "(\(TraceReplayResult.short($0.latitude, 6)), \(TraceReplayResult.short($0.longitude, 6)))" } ?? "unknown") : ""))
        }
        if old == nil || old?.selectedMarker != selectedMarker {
            parts.append(selectedMarker.map { "selected marker \($0)" } ?? "no marker selected")
        }
        if old == nil || old?.infoWindow?.marker != infoWindow?.marker || old?.infoWindow?.title != infoWindow?.title
            || old?.infoWindow?.snippet != infoWindow?.snippet {
            if let w = infoWindow {
                var text = "info window \(w.marker) open"
                let content = [w.title, w.snippet].compactMap { $0 }.filter { !$0.isEmpty }
                if !content.isEmpty { text += " (\"" + content.joined(separator: "\" / \"") + "\")" }
                if let f = w.frame {
                    text += " at (\(TraceReplayResult.short(f.x)), \(TraceReplayResult.short(f.y))) \(TraceReplayResult.short(f.width))×\(TraceReplayResult.short(f.height)) pt"
                }
                parts.append(text)
            } else {
                parts.append("no info window")
            }
        }
        if old == nil || old?.compass != compass { parts.append("compass \(compass)") }
        if old == nil || old?.myLocationButton != myLocationButton {
            parts.append("my-location button \(myLocationButton ? "visible" : "hidden")")
        }
        if old == nil || old?.floorPicker.visible != floorPicker.visible || old?.floorPicker.building != floorPicker.building
            || old?.floorPicker.level != floorPicker.level {
            var text = "floor picker \(floorPicker.visible ? "visible" : "hidden")"
            if let b = floorPicker.building {
                text += ", building \(b)" + (floorPicker.level.map { " level \($0)" } ?? "")
            }
            parts.append(text)
        }
        if old?.accessibilityLabels != accessibilityLabels && (old != nil || accessibilityLabels != nil) {
            if let labels = accessibilityLabels {
                parts.append("accessibility elements [" + labels.joined(separator: ", ") + "]")
            } else {
                parts.append("accessibility elements hidden")
            }
        }
        return parts
    }
}
