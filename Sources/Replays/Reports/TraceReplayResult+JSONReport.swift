import MapMath
import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

/// The `replay --json` report.
extension TraceReplayResult {
    /// The `replay --json` report: one object with `trace`, `profile`, `input` (the delivery
    /// model: raw, android or ios), `framesPerSecond`,
    /// `endMs`, `frameCount`, `finalCamera` {lat, lng, zoom, bearing, tilt}, `gestures`
    /// [{kind, beginMs, endMs, touchDownMs, touchUpMs (null: no lift), fingerCount,
    /// cameraChange {zoom, bearing, tilt, panDistance} (levels, degrees, degrees, points;
    /// not for taps and long presses), fingerZoomChange (pinches, levels),
    /// fingerBearingChange (rotations, degrees), releaseVelocity {x, y} (pans, pt/s),
    /// location {x, y} (taps)}] (`GestureRecord` defines each),
    /// `events` [{timeMs, type, …fields}], `invariants` {name: {holds, worst, atMs, limit}}
    /// (the invariants checked, in report order: `InvariantReport.writeMembers(to:)`) and,
    /// when frames were recorded, `frames` (all drawn frames; beyond `FrameRecorder.maxItems`,
    /// 100,000 frames and accessibility elements, every `framesEvery`-th drawn frame and
    /// the last, after `drawnFrameCount`)
    /// [{timeMs, camera, touchCount, selectedMarker, infoWindow, controls, map,
    /// visibleMarkers, accessibilityElements}] (see `writeViewState`). Keys in this fixed
    /// order; numbers in shortest round-trip form; times in ms; frames as [x, y, w, h] in
    /// view points.
    public func jsonReport(pretty: Bool = false) -> String {
        var json = JSONWriter(style: pretty ? .pretty : .compact)
        json.object { json in
            writeReportHead(to: &json)
            json.field("gestures", array: { json in
                for g in simulation.gestures { Self.write(g, to: &json) }
            })
            json.field("events", array: { json in
                for e in simulation.events { Self.write(e, to: &json) }
            })
            json.field("invariants", object: { invariants.writeMembers(to: &$0) })
            if !simulation.frames.isEmpty {
                if simulation.recordedFrameStride > 1 {
                    json.field("drawnFrameCount", simulation.drawnFrameCount)
                    json.field("framesEvery", simulation.recordedFrameStride)
                }
                json.field("frames", array: { json in
                    for f in simulation.frames { Self.write(f, to: &json) }
                })
            }
        }
        // Every number written here is finite: cameras are clamped and times come from
        // the validated trace and the frame clock.
        return (try? json.finish()) ?? "{}"
    }

    /// One element of the report's `frames`: `timeMs`, `camera`, `touchCount`, then the
    /// view state (`writeViewState`).
    static func write(_ f: FrameRecord, to json: inout JSONWriter) {
        json.object { json in
            json.field("timeMs", ReportFormat.milliseconds(f.time))
            json.field("camera", object: { Self.write(f.camera, to: &$0) })
            json.field("touchCount", f.touchCount)
            Self.writeViewState(f, to: &json)
        }
    }

    /// The report's members before `gestures`: `trace`, `profile`, `input`,
    /// `framesPerSecond`, `endMs`, `frameCount`, `finalCamera`.
    func writeReportHead(to json: inout JSONWriter) {
        if let name = trace.name { json.field("trace", name) }
        json.field("profile", profile.name)
        json.field("input", input.rawValue)
        json.field("framesPerSecond", clock.framesPerSecond)
        json.field("endMs", ReportFormat.milliseconds(simulation.endTime))
        json.field("frameCount", simulation.frameCount)
        json.field("finalCamera", object: { Self.write(simulation.finalCamera, to: &$0) })
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

    package static func write(_ camera: CameraPosition, to json: inout JSONWriter) {
        json.field("lat", camera.target.latitude)
        json.field("lng", camera.target.longitude)
        json.field("zoom", camera.zoom)
        json.field("bearing", camera.bearing)
        json.field("tilt", camera.tilt)
    }

    package static func write(_ g: GestureRecord, to json: inout JSONWriter) {
        json.object { json in
            json.field("kind", g.kind.rawValue)
            json.field("beginMs", ReportFormat.milliseconds(g.beginTime))
            if let end = g.endTime { json.field("endMs", ReportFormat.milliseconds(end)) } else {
                json.key("endMs")
                json.null()
            }
            json.field("touchDownMs", ReportFormat.milliseconds(g.touchDownTime))
            if let up = g.touchUpTime { json.field("touchUpMs", ReportFormat.milliseconds(up)) } else {
                json.key("touchUpMs")
                json.null()
            }
            json.field("fingerCount", g.fingerCount)
            if let c = g.cameraChange {
                json.field("cameraChange", object: { json in
                    json.field("zoom", c.zoom)
                    json.field("bearing", c.bearing)
                    json.field("tilt", c.tilt)
                    json.field("panDistance", c.panDistance)
                })
            }
            if let z = g.fingerZoomChange { json.field("fingerZoomChange", z) }
            if let b = g.fingerBearingChange { json.field("fingerBearingChange", b) }
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
}
