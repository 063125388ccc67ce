import TestSupport
import Foundation
import Testing

/// Scratch files for the trace command tests (the repository's own files are at
/// `RepositoryPaths`, scratch folders from `ScratchDirectory`).
enum TraceTestFiles {
    /// A fresh scratch directory for trace files; the caller removes it.
    static func scratchDirectory() throws -> URL { try ScratchDirectory.make(prefix: "mapsim-trace") }

    /// Writes `text` to `name` in `directory`; returns its path.
    static func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// One bad trace and the exact problem `mapsim` must report.
struct BadTrace: Sendable, CustomTestStringConvertible {
    var rule: String
    var json: String
    /// The message after "mapsim replay: PATH: ".
    var message: String
    var testDescription: String { rule }
}

private let head = #""format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "camera": {"lat": 10, "lng": 20, "zoom": 12}"#

private func withTouches(_ touches: String) -> String { "{\(head), \"touches\": [\(touches)]}" }

private let badTraces: [BadTrace] = [
    BadTrace(rule: "time goes backwards", json: withTouches(#"[10, "down", 0, 1, 2], [5, "up", 0, 1, 2]"#),
             message: "touches[1][0]: time goes backwards (5 after 10)"),
    BadTrace(rule: "negative time", json: withTouches(#"[-1, "down", 0, 1, 2]"#),
             message: "touches[0][0]: must not be negative (found -1)"),
    BadTrace(rule: "move for a pointer not down", json: withTouches(#"[0, "down", 0, 1, 2], [5, "move", 1, 1, 2]"#),
             message: #"touches[1][1]: "move" for pointer 1, which is not down"#),
    BadTrace(rule: "up for a pointer not down", json: withTouches(#"[0, "up", 3, 1, 2]"#),
             message: #"touches[0][1]: "up" for pointer 3, which is not down"#),
    BadTrace(rule: "second down", json: withTouches(#"[0, "down", 0, 1, 2], [5, "down", 0, 1, 2]"#),
             message: #"touches[1][1]: "down" for pointer 0, which is already down"#),
    BadTrace(rule: "two events of one pointer in a sample", json: withTouches(#"[0, "down", 1, 1, 2], [0, "move", 1, 1, 2]"#),
             message: "touches[1][2]: pointer 1 already has an event at 0 ms (one event per pointer per sample, or a move then its up or cancel)"),
    BadTrace(rule: "21 fingers down at once",
             json: withTouches((0..<21).map { #"[0, "down", \#($0), \#(10 + 15 * $0), 20]"# }.joined(separator: ", ")),
             message: "touches[20][1]: more than 20 fingers down at once (the simulator models at most 20)"),
    BadTrace(rule: "unknown phase", json: withTouches(#"[0, "press", 0, 1, 2]"#),
             message: #"touches[0][1]: unknown phase "press"; expected one of "down", "move", "up", "cancel""#),
    BadTrace(rule: "four-element touch", json: withTouches(#"[0, "down", 0, 1]"#),
             message: "touches[0]: expected 5 elements [timeMs, phase, pointerId, x, y], found 4"),
    BadTrace(rule: "fractional pointer id", json: withTouches(#"[0, "down", 1.5, 1, 2]"#),
             message: "touches[0][2]: must be an integer (found 1.5)"),
    BadTrace(rule: "huge coordinate", json: withTouches(#"[0, "down", 0, 1e8, 2]"#),
             message: "touches[0][3]: too large (found 100000000, limit 10000000)"),
    BadTrace(rule: "number beyond double range", json: withTouches(#"[0, "down", 0, 1e400, 2]"#),
             message: "line 1, column 146: number out of range"),
    BadTrace(rule: "NaN is not JSON", json: withTouches(#"[0, "down", 0, NaN, 2]"#),
             message: "line 1, column 146: unexpected 'N', expected a value"),
    BadTrace(rule: "zero viewport width",
             json: #"{"format": "mapsim-trace/1", "viewport": {"width": 0, "height": 800}, "camera": {"lat": 10, "lng": 20, "zoom": 12}, "touches": []}"#,
             message: "viewport.width: must be greater than 0 (found 0)"),
    BadTrace(rule: "padding as wide as the view",
             json: #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800, "padding": {"left": 300, "right": 100}}, "camera": {"lat": 10, "lng": 20, "zoom": 12}, "touches": []}"#,
             message: "viewport.padding: left + right (400) must be less than the view width (400)"),
    BadTrace(rule: "latitude out of range",
             json: #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "camera": {"lat": 91, "lng": 20, "zoom": 12}, "touches": []}"#,
             message: "camera.lat: must be between -90 and 90 (found 91)"),
    BadTrace(rule: "zoom out of range",
             json: #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "camera": {"lat": 1, "lng": 20, "zoom": 31}, "touches": []}"#,
             message: "camera.zoom: must be between 0 and 30 (found 31)"),
    BadTrace(rule: "tilt of 90",
             json: #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "camera": {"lat": 1, "lng": 20, "zoom": 3, "tilt": 90}, "touches": []}"#,
             message: "camera.tilt: must be at least 0 and less than 90 (found 90)"),
    BadTrace(rule: "missing camera",
             json: #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "touches": []}"#,
             message: "camera: missing required key"),
    BadTrace(rule: "unknown top-level key", json: "{\(head), \"touches\": [], \"extra\": 1}",
             message: "extra: unknown key"),
    BadTrace(rule: "unknown nested key",
             json: #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800, "dpi": 3}, "camera": {"lat": 10, "lng": 20, "zoom": 12}, "touches": []}"#,
             message: "viewport.dpi: unknown key"),
    BadTrace(rule: "unknown setting", json: "{\(head), \"touches\": [], \"settings\": {\"scrollGesture\": false}}",
             message: "settings.scrollGesture: unknown key"),
    BadTrace(rule: "unknown expectation key", json: "{\(head), \"touches\": [], \"expect\": [{\"camera\": {\"zoom\": 3, \"pitch\": 2}}]}",
             message: "expect[0].camera.pitch: unknown key"),
    BadTrace(rule: "unknown gesture kind", json: "{\(head), \"touches\": [], \"expect\": [{\"gestures\": [\"swipe\"]}]}",
             message: #"expect[0].gestures[0]: unknown gesture kind "swipe"; expected one of "pan", "pinch", "rotate", "tilt", "doubleTap", "twoFingerTap", "oneFingerZoom", "longPress", "tap""#),
    BadTrace(rule: "command camera out of range", json: "{\(head), \"touches\": [], \"commands\": [{\"timeMs\": 0, \"moveCamera\": {\"zoom\": 33}}]}",
             message: "commands[0].moveCamera.zoom: must be between 0 and 30 (found 33)"),
    BadTrace(rule: "commands out of order",
             json: "{\(head), \"touches\": [], \"commands\": [{\"timeMs\": 10, \"moveCamera\": {\"zoom\": 3}}, {\"timeMs\": 5, \"moveCamera\": {\"zoom\": 3}}]}",
             message: "commands[1].timeMs: time goes backwards (5 after 10)"),
    BadTrace(rule: "two commands in one entry",
             json: "{\(head), \"touches\": [], \"commands\": [{\"timeMs\": 0, \"moveCamera\": {\"zoom\": 3}, \"animateToBearing\": 3}]}",
             message: "commands[0]: more than one command (moveCamera, animateToBearing)"),
    BadTrace(rule: "wrong format version",
             json: #"{"format": "mapsim-trace/2", "viewport": {"width": 400, "height": 800}, "camera": {"lat": 10, "lng": 20, "zoom": 12}, "touches": []}"#,
             message: #"format: unsupported format "mapsim-trace/2"; this build reads "mapsim-trace/1""#),
    BadTrace(rule: "duplicate key", json: "{\(head), \"touches\": [], \"touches\": []}",
             message: "line 1, column 134: duplicate key touches"),
    BadTrace(rule: "not an object", json: "[1, 2]", message: "expected an object, found an array"),
    BadTrace(rule: "deeply nested input", json: String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
             message: "line 1, column 513: nesting deeper than 512 levels"),
    BadTrace(rule: "deeply nested touches",
             json: #"{"format": "mapsim-trace/1", "touches": "# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}",
             message: "line 1, column 552: nesting deeper than 512 levels"),
]

@Suite("mapsim replay: reports, determinism and errors")
struct ReplayCommandTests {
    /// Every bad-input rule of the trace format: exit 65, nothing on stdout, and exactly one
    /// line on stderr naming the file and the JSON path (or line and column for syntax).
    @Test(arguments: badTraces)
    func badTraceExits65WithOneLine(_ bad: BadTrace) throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try TraceTestFiles.write(bad.json, named: "bad.json", in: dir)
        let result = try MapsimProcess.run(["replay", path])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr == "mapsim replay: \(path): \(bad.message)\n")
        #expect(result.stdout.isEmpty)
        // check reports the same line as that path's ERROR, and fails.
        let check = try MapsimProcess.run(["check", path])
        #expect(check.status == 1)
        #expect(check.stderr.isEmpty)
        #expect(check.stdout == "ERROR \(path)\n     \(path): \(bad.message)\n0 passed, 1 failed\n")
    }

    /// The pointer limit's other side: 20 fingers down at once, dragged and lifted, replay.
    @Test func twentyFingersReplay() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var rows: [String] = []
        for (time, phase) in [(0, "down"), (16, "move"), (32, "move"), (48, "up")] {
            rows += (0..<20).map { #"[\#(time), "\#(phase)", \#($0), \#(10 + 15 * $0 + time), 400]"# }
        }
        let path = try TraceTestFiles.write(withTouches(rows.joined(separator: ", ")), named: "twenty.json", in: dir)
        for command in ["replay", "check"] {
            let result = try MapsimProcess.run([command, path])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr.isEmpty)
        }
        let json = try MapsimProcess.run(["replay", "--json", path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(report["finalCamera"] != nil)
    }

    @Test func missingFileExits66() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("nowhere.json").path
        let result = try MapsimProcess.run(["replay", path])
        #expect(result.status == 66)
        #expect(result.stderr == "mapsim replay: \(path): no such file\n")
        #expect(result.stdout.isEmpty)
        let check = try MapsimProcess.run(["check", path])
        #expect(check.status == 1)
        #expect(check.stdout == "ERROR \(path)\n     \(path): no such file\n0 passed, 1 failed\n")
    }

    @Test("usage errors exit 64 with one line", arguments: [
        (["replay", "--fps", "0", "t.json"], "mapsim replay: --fps: 0 is outside 1...1000"),
        (["replay", "--fps", "2000", "t.json"], "mapsim replay: --fps: 2000 is outside 1...1000"),
        (["replay", "--profile", "nope", "t.json"], "mapsim replay: --profile: unknown profile 'nope' (known: maplibre-gl-js@5, maplibre-gl-js@6, maplibre-android, android-framework, ios; aliases maplibre-gl-js → maplibre-gl-js@6, maplibre → maplibre-gl-js@6, android → android-framework; or a profile file ending in .json)"),
        (["replay"], "mapsim replay: missing TRACE (see 'mapsim replay --help')"),
        (["replay", "--json"], "mapsim replay: missing TRACE (see 'mapsim replay --help')"),
        (["check"], "mapsim check: missing PATH (see 'mapsim check --help')"),
        (["check", "--format", "xml", "t.json"], "mapsim check: --format: expected one of text, tap, jsonl, got 'xml'"),
        (["check", "--fps", "0", "t.json"], "mapsim check: --fps: 0 is outside 1...1000"),
        (["check", "--profile", "nope", "t.json"], "mapsim check: --profile: unknown profile 'nope' (known: maplibre-gl-js@5, maplibre-gl-js@6, maplibre-android, android-framework, ios; aliases maplibre-gl-js → maplibre-gl-js@6, maplibre → maplibre-gl-js@6, android → android-framework; or a profile file ending in .json)"),
    ])
    func usageErrorsExit64(_ arguments: [String], _ message: String) throws {
        let result = try MapsimProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }

    /// Running the binary twice on the same trace gives byte-identical `--json --timeline`
    /// output (and so does a different process for the text summary).
    @Test(arguments: ["gesture-fling.json", "gesture-pinch-tilted-rotated.json", "imported-evemu-wetab.json"])
    func replayOutputIsByteIdentical(_ name: String) throws {
        let path = RepositoryPaths.trace(name)
        let first = try MapsimProcess.run(["replay", "--json", "--timeline", path])
        let second = try MapsimProcess.run(["replay", "--json", "--timeline", path])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("\"frames\":["))
        let text1 = try MapsimProcess.run(["replay", path]).stdout
        let text2 = try MapsimProcess.run(["replay", path]).stdout
        #expect(text1 == text2 && !text1.isEmpty)
    }

    /// The JSON report carries the final camera, gestures (pans with their release velocity)
    /// and events; with --timeline, one frame per 1/fps second.
    @Test func jsonReportOfAFling() throws {
        let result = try MapsimProcess.run(["replay", "--json", "--timeline", "--fps", "50",
                                            RepositoryPaths.trace("gesture-fling.json")])
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["framesPerSecond"] as? Double == 50)
        let gestures = try #require(report["gestures"] as? [[String: Any]])
        #expect(gestures.count == 1)
        #expect(gestures.first?["kind"] as? String == "pan")
        let velocity = try #require(gestures.first?["releaseVelocity"] as? [String: Double])
        // 10 pt every 10 ms; MapLibre's inertia buffer at 50 fps holds one 20 pt entry per
        // frame, and the 160 ms window keeps 9 of them, the last only 10 pt (the lift's point
        // moves nothing): 170 pt over 160 ms = 1062.5 pt/s.
        #expect(abs(velocity["x"]! - 1062.5) < 1e-6 && abs(velocity["y"]!) < 1e-9)
        let final = try #require(report["finalCamera"] as? [String: Double])
        // 170 pt of pan (190 of finger travel before the lift, less the 20 pt frame whose
        // centroid lies on the view's centre, which MapLibre drops) plus the inertia: speed
        // 1062.5 × 0.3 = 318.75 pt/s, 318.75 / (2500 × 0.3) = 0.425 s, 318.75 × 0.425 / 2 =
        // 67.734375 pt, west at zoom 12.
        #expect(abs(final["lng"]! - (-122.4194 - 237.734375 * 360 / (256 * 4096))) < 1e-9)
        let frames = try #require(report["frames"] as? [[String: Any]])
        #expect(frames.count == report["frameCount"] as? Int)
        let times = frames.compactMap { $0["timeMs"] as? Double }
        #expect(times.first == 0 && times.dropFirst().first == 20)
        let types = try #require(report["events"] as? [[String: Any]]).compactMap { $0["type"] as? String }
        #expect(types.first == "willMove" && types.last == "idleAtCameraPosition")
    }

    /// The text summary: "1 command", "1 frame"-style counts, and one time column as wide
    /// as its widest time, so times past 10 s stay aligned; `--timeline` without `--json`
    /// lists the drawn frames as text, idle ones skipped.
    @Test func textSummaryAlignsLongTimesAndTimelinePrintsFrames() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try TraceTestFiles.write(#"""
            {"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800},
             "camera": {"lat": 0, "lng": 0, "zoom": 3},
             "touches": [[12000, "down", 1, 200, 400], [12050, "up", 1, 200, 400]],
             "commands": [{"timeMs": 0, "animateToBearing": 90}]}
            """#, named: "long.json", in: dir)
        let result = try MapsimProcess.run(["replay", path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("touches    2 events, 1 command"))
        // Event lines: two spaces, the time padded to the widest (the tap's 12566.666667),
        // one space, the event.
        let eventLines = Array(lines.drop { !$0.hasPrefix("events ") }.dropFirst().prefix { $0.hasPrefix("  ") })
        #expect(eventLines == [
            "  0            willMove (gesture: false)",
            "  500          idleAtCameraPosition (zoom 3, bearing 90°)",
            "  12566.666667 didTapAtCoordinate (0, 0)",
        ], "\(result.stdout)")

        let timeline = try MapsimProcess.run(["replay", path, "--timeline"])
        #expect(timeline.status == 0)
        #expect(timeline.stdout.hasPrefix(result.stdout))
        let frameLines = timeline.stdout.dropFirst(result.stdout.count).split(separator: "\n").map(String.init)
        let header = try #require(frameLines.first)
        #expect(header.hasPrefix("frames     ") && header.contains(" drawn of "), "\(header)")
        // Between the animation's end (500 ms) and the touch at 12 s nothing moves: far
        // fewer frames drawn than the clock's 12.5 s × 60 fps.
        #expect(frameLines.count - 1 < 300)
        #expect(frameLines.dropFirst().allSatisfy { $0.contains(" lat ") && ($0.hasSuffix(" fingers") || $0.hasSuffix(" 1 finger")) })
        #expect(frameLines.contains { $0.hasPrefix("  12000        lat 0, lng 0, zoom 3, bearing 90°") && $0.hasSuffix(", 1 finger") })
        let json = try MapsimProcess.run(["replay", path, "--json", "--timeline"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let frames = try #require(report["frames"] as? [[String: Any]])
        #expect(frames.count == frameLines.count - 1)
        #expect((report["frameCount"] as? Int ?? 0) > 12 * 60)
    }
}
