import MapMath
import Gestures
import TraceJSON
import Replays

/// The text and JSON forms of a comparison (`mapsim compare`, `--json`).
extension ReplayComparison {
    /// The readable report: the variants, each gesture's camera change per variant in
    /// columns, one row per gesture lined up by time (`alignment`; the row's time, `–` for
    /// a variant without a gesture there), the flings, time to idle, final cameras, and where each variant first
    /// differs from the first. Numbers as the replay summary prints them.
    public func textReport(path: String) -> String {
        typealias R = TraceReplayResult
        let trace = variants[0].result.trace
        var lines = ["compare    \(trace.name.map { "\($0) (\(path))" } ?? path), \(variants.count) variants"]
        for v in variants { lines.append("  \(v.label)        \(v.description)") }
        // Gestures lined up by time: one column per variant, "–" where a variant has none.
        if alignment.rows.isEmpty {
            lines.append("gestures   none")
        } else {
            let cells = alignment.rows.map { row in
                variants.indices.map { i in
                    row.gestures[i].map { Self.gestureCell(variants[i].result.simulation.gestures[$0], number: $0 + 1) } ?? "–"
                }
            }
            let widths = variants.indices.map { i in max(1, cells.map { $0[i].count }.max() ?? 0) }
            let times = alignment.rows.map { "\(ReportFormat.ms($0.time)) ms" }
            let timeWidth = max(9, (times.map(\.count).max() ?? 0) + 2)
            lines.append(R.pad("gestures", timeWidth + 2) + variants.indices.map { R.pad(variants[$0].label, widths[$0]) }
                .joined(separator: "  |  ").trimmingTrailingSpaces)
            for (time, line) in zip(times, cells) {
                let text = variants.indices.map { R.pad(line[$0], widths[$0]) }.joined(separator: "  |  ")
                lines.append("  " + R.pad(time, timeWidth) + text.trimmingTrailingSpaces)
            }
        }
        let flung = variants.contains { !$0.flings.isEmpty }
        lines.append(flung ? "flings" : "flings     none")
        for v in variants where flung {
            let text = v.flings.map { f in
                let kind = v.result.simulation.gestures[f.gestureIndex].kind.rawValue
                return "after \(kind) \(f.gestureIndex + 1): \(R.short(f.distancePoints)) pt (\(Self.metres(f.distanceMetres)))"
                    + " in \(ReportFormat.ms(f.duration)) ms, peak \(R.short(f.peakSpeed)) pt/s"
            }
            lines.append("  \(v.label)        " + (text.isEmpty ? "none" : text.joined(separator: "; ")))
        }
        lines.append("idle       " + variants.map { v in
            "\(v.label) " + (v.idleTime.map { "\(ReportFormat.ms($0)) ms" } ?? "never moved")
        }.joined(separator: ", "))
        for v in variants {
            let c = v.result.finalCamera
            lines.append("  \(v.label)        camera lat \(R.short(c.target.latitude, 7)), lng \(R.short(c.target.longitude, 7)), "
                         + "zoom \(R.short(c.zoom, 4)), bearing \(R.short(c.bearing, 2))°, tilt \(R.short(c.tilt, 2))°")
        }
        for i in variants.indices.dropFirst() {
            let label = variants[i].label
            guard let d = differences.first(where: { $0.variantIndex == i }) else {
                lines.append("differs    \(label): never from A (tolerance \(ReportFormat.number(tolerance)) pt)")
                continue
            }
            lines.append("differs    \(label) from A at \(ReportFormat.ms(d.time)) ms: target \(R.short(d.targetPoints, 2)) pt apart, "
                         + "zoom \(R.signed(d.zoom, 4)), bearing \(R.signed(d.bearing, 2))°, tilt \(R.signed(d.tilt, 2))°")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One gesture in a column: its kind and number in its variant (as the flings name
    /// it) and its non-zero camera changes: `pan 1: pan 200 pt`.
    static func gestureCell(_ g: GestureRecord, number: Int) -> String {
        let parts = TraceReplayResult.cameraChangeParts(g, withFingers: false)
        return "\(g.kind.rawValue) \(number)" + (parts.isEmpty ? "" : ": " + parts.joined(separator: " "))
    }

    /// "830 m", "1.23 km".
    static func metres(_ m: Double) -> String {
        m < 1000 ? "\(TraceReplayResult.short(m)) m" : "\(TraceReplayResult.short(m / 1000, 2)) km"
    }

    /// The `--json` report: `tolerance` (points), `variants` [{label, profile, input,
    /// framesPerSecond, endMs, idleMs (null when the camera never moved), finalCamera,
    /// gestures (as `replay --json` writes them), flings [{gesture (index from 0), startMs,
    /// endMs, durationMs, distancePoints, distanceMetres, peakSpeed (pt/s)}]}], `rows`
    /// [{atMs, gestures: [index into each variant's gestures from 0, or null]}] (the
    /// gestures lined up by time, `alignment`) and `differences` [{variant, fromVariant "A", atMs, targetPoints, zoom, bearing, tilt}],
    /// one per variant after the first that differs. Keys in this fixed order.
    public func jsonReport(pretty: Bool = false) -> String {
        var json = JSONWriter(style: pretty ? .pretty : .compact)
        json.object { json in
            if let name = variants[0].result.trace.name { json.field("trace", name) }
            json.field("tolerance", tolerance)
            json.field("variants", array: { json in
                for v in variants {
                    json.object { json in
                        json.field("label", v.label)
                        json.field("profile", v.result.profile.name)
                        json.field("input", v.result.input.rawValue)
                        json.field("framesPerSecond", v.result.clock.framesPerSecond)
                        json.field("endMs", ReportFormat.milliseconds(v.result.simulation.endTime))
                        json.key("idleMs")
                        if let idle = v.idleTime { json.number(ReportFormat.milliseconds(idle)) } else { json.null() }
                        json.field("finalCamera", object: { TraceReplayResult.write(v.result.finalCamera, to: &$0) })
                        json.field("gestures", array: { json in
                            for g in v.result.simulation.gestures { TraceReplayResult.write(g, to: &json) }
                        })
                        json.field("flings", array: { json in
                            for f in v.flings {
                                json.object { json in
                                    json.field("gesture", f.gestureIndex)
                                    json.field("startMs", ReportFormat.milliseconds(f.startTime))
                                    json.field("endMs", ReportFormat.milliseconds(f.endTime))
                                    json.field("durationMs", ReportFormat.milliseconds(f.duration))
                                    json.field("distancePoints", f.distancePoints)
                                    json.field("distanceMetres", f.distanceMetres)
                                    json.field("peakSpeed", f.peakSpeed)
                                }
                            }
                        })
                    }
                }
            })
            json.field("rows", array: { json in
                for row in alignment.rows {
                    json.object { json in
                        json.field("atMs", ReportFormat.milliseconds(row.time))
                        json.field("gestures", array: { json in
                            for cell in row.gestures {
                                if let cell { json.integer(cell) } else { json.null() }
                            }
                        })
                    }
                }
            })
            json.field("differences", array: { json in
                for d in differences {
                    json.object { json in
                        json.field("variant", variants[d.variantIndex].label)
                        json.field("fromVariant", variants[0].label)
                        json.field("atMs", ReportFormat.milliseconds(d.time))
                        json.field("targetPoints", d.targetPoints)
                        json.field("zoom", d.zoom)
                        json.field("bearing", d.bearing)
                        json.field("tilt", d.tilt)
                    }
                }
            })
        }
        return (try? json.finish()) ?? "{}"
    }
}

extension String {
    /// The string without spaces at its end (a table's last column).
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
