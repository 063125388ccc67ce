import TestSupport
import Foundation
import Testing

/// `mapsim check --update` through the binary, on scratch copies of bundled traces (the
/// bundled files are never updated).
@Suite("mapsim check --update: expectations written from the replay, one line per trace")
struct CheckUpdateCommandTests {
    /// Copies bundled traces into `dir` as a person left them, their generated entries (the
    /// last ones of their `expect`) taken out; returns the copies' paths.
    static func copies(_ names: [String], in dir: URL) throws -> [String] {
        try names.map { name in
            let target = dir.appendingPathComponent(name).path
            try FileManager.default.copyItem(atPath: RepositoryPaths.trace(name), toPath: target)
            let text = try String(contentsOfFile: target, encoding: .utf8)
            if let generated = text.range(of: ",\n    {\n      \"generated\": true,") {
                try Data((String(text[..<generated.lowerBound]) + "\n  ]\n}\n").utf8).write(to: URL(fileURLWithPath: target))
            }
            return target
        }
    }

    static func contents(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Updated, unchanged, error and skip lines with a summary; exit 1 for the broken file,
    /// which stays as it was; a second run reports every trace unchanged and exits 0, and
    /// `check` then passes.
    @Test func updatesReportsAndLeavesBrokenFilesAlone() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let traces = try Self.copies(["gesture-fling.json", "gesture-pinch-focal.json"], in: dir)
        let schema = try Self.copies(["schema.json"], in: dir)[0]
        let brokenText = #"{"format": "mapsim-trace/1", "viewport": {"width": 0, "height": 800}, "camera": {"lat": 1, "lng": 2, "zoom": 3}, "touches": []}"#
        let broken = try TraceTestFiles.write(brokenText, named: "broken.json", in: dir)
        let first = try MapsimProcess.run(["check", "--update", dir.path])
        #expect(first.status == 1)
        #expect(first.stderr.isEmpty)
        #expect(first.stdout == """
            ERROR     \(broken)
                      \(broken): viewport.width: must be greater than 0 (found 0)
            updated   \(traces[0]) (12 expectations)
            updated   \(traces[1]) (8 expectations)
            skip      \(schema) (not a trace)
            2 updated, 0 unchanged, 1 failed, 1 skipped

            """)
        #expect(try Self.contents(broken) == Data(brokenText.utf8))
        let updated = try traces.map(Self.contents)
        let second = try MapsimProcess.run(["check", "--update", "--jobs", "2"] + traces)
        #expect(second.status == 0)
        #expect(second.stdout == """
            unchanged \(traces[0]) (12 expectations)
            unchanged \(traces[1]) (8 expectations)
            0 updated, 2 unchanged, 0 failed

            """)
        #expect(try traces.map(Self.contents) == updated)
        let check = try MapsimProcess.run(["check", "--strict"] + traces)
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.hasSuffix("2 passed, 0 failed\n"))
    }

    /// The written entries read one expectation, gesture, event run or path row per line,
    /// after the hand-written ones, which are kept as they were.
    @Test func theDiffReadsLikeAChangelog() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = try Self.copies(["gesture-fling.json"], in: dir)[0]
        let original = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(try MapsimProcess.run(["check", "--update", trace]).status == 0)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        // Everything up to the end of the last hand-written entry is the original's.
        let kept = String(original[..<original.range(of: "\n  ]\n}")!.lowerBound])
        #expect(text.hasPrefix(kept + ",\n    {\n      \"generated\": true,\n"))
        let section = String(text.dropFirst(kept.count))
        let camera = #"{"lat": 37.7749, "lng": -122.5012024, "zoom": 12, "bearing": 0, "tilt": 0, "tolerance": 1e-07}"#
        #expect(section.hasPrefix("""
            ,
                {
                  "generated": true,
                  "gestures": [
                    {"kind": "pan", "beginMs": 10, "endMs": 200, "endCamera": {"lat": 37.7749, "lng": -122.4777649, "zoom": 12, "bearing": 0, "tilt": 0, "tolerance": 1e-07}}
                  ]
                },
                {
                  "generated": true,
                  "eventsExactly": [
                    {"type": "willMove", "gesture": true},
                    {"type": "didChangeCameraPosition", "count": 37},
                    {"type": "idleAtCameraPosition", "camera": \(camera)}
                  ]
                },
                {"generated": true, "camera": \(camera)},
                {"generated": true, "state": {"selectedMarker": null, "infoWindowMarker": null}},
                {
                  "generated": true,
                  "cameraPath": {
                    "tolerance": {"targetPt": 0.01, "zoom": 1e-07, "degrees": 1e-07},
                    "frames": [
                      [16.667, 37.7749, -122.4228332275, 12, 0, 0],
                      [33.333, 37.7749, -122.4296996826, 12, 0, 0],
            """), "\(section)")
        #expect(section.hasSuffix("""
                      [633.333, 37.7749, -122.5012023682, 12, 0, 0]
                    ]
                  }
                }
              ]
            }

            """))
        // One row per frame that moved: the 37 camera changes.
        #expect(section.components(separatedBy: "\n          [").count - 1 == 37)
    }

    /// --input, --fps and --profile are honoured and written into the trace: the
    /// expectations describe that variant, a plain check passes, a check under another
    /// variant fails.
    @Test func overridesDescribeTheVariant() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(contentsOfFile: RepositoryPaths.trace("gesture-fling.json"), encoding: .utf8)
        let bare = String(original[..<original.range(of: ",\n  \"expect\": [")!.lowerBound]) + "\n}\n"
        for (options, other) in [(["--input", "ios"], ["--input", "raw"]), (["--fps", "90"], ["--fps", "60"]),
                                 (["--profile", "android"], ["--profile", "maplibre-gl-js"])] {
            let trace = try TraceTestFiles.write(bare, named: "fling.json", in: dir)
            #expect(try MapsimProcess.run(["check", "--update"] + options + [trace]).stdout.hasPrefix("updated   "))
            #expect(try MapsimProcess.run(["check"] + options + [trace]).status == 0, "\(options)")
            #expect(try MapsimProcess.run(["check", trace]).status == 0, "\(options)")
            #expect(try MapsimProcess.run(["check"] + other + [trace]).status == 1, "\(options)")
        }
    }

    /// --strict, --junit and --format belong to checking: usage errors with --update.
    @Test(arguments: [["--strict"], ["--junit", "out.xml"], ["--format", "tap"]])
    func checkingOptionsAreRefused(_ options: [String]) throws {
        let result = try MapsimProcess.run(["check", "--update"] + options + [RepositoryPaths.trace("gesture-fling.json")])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "mapsim check: \(options[0]) does not apply to --update (see 'mapsim check --help')\n")
    }

    @Test func helpDescribesUpdate() throws {
        let help = try MapsimProcess.run(["check", "--help"]).stdout
        #expect(help.contains("mapsim check --update PATH..."))
        #expect(help.contains("--update\n"))
        #expect(help.contains("eventsExactly"))
        #expect(help.contains("mapsim check --update my-bug.json && git diff my-bug.json"))
    }
}
