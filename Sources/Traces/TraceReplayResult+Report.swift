import MapMath
import Gestures
import MapSimulation

extension TraceReplayResult {
    /// The `replay --json` report: one object with `trace`, `profile`, `framesPerSecond`,
    /// `endMs`, `frameCount`, `finalCamera` {lat, lng, zoom, bearing, tilt}, `gestures`
    /// [{kind, beginMs, endMs, releaseVelocity {x, y} (pans, pt/s), location {x, y} (taps)}],
    /// `events` [{timeMs, type, …fields}] and, when frames were recorded, `frames`
    /// [{timeMs, camera, touchCount}]. Keys in this fixed order; numbers in shortest
    /// round-trip form; times in ms.
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
                        }
                    }
                })
            }
        }
        // Every number written here is finite: cameras are clamped and times come from
        // the validated trace and the frame clock.
        return (try? json.finish()) ?? "{}"
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
                     + "\(simulation.frameCount) frames over 0–\(ReportFormat.ms(simulation.endTime)) ms")
        lines.append("touches    \(trace.touches.count) events, \(trace.commands.count) commands")
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
        for e in simulation.events {
            switch e.kind {
            case .didChangeCameraPosition: continue
            default: lines.append("  \(Self.pad(ReportFormat.ms(e.time), 10)) \(Self.describe(e))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ e: MapEvent) -> String {
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
