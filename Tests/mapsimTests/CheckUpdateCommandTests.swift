import TestSupport
import Foundation
import Testing

/// `mapsim check --update` through the binary, on scratch copies of bundled traces (the
/// bundled files are never updated).
@Suite("mapsim check --update: expectations written from the replay, one line per trace")
struct CheckUpdateCommandTests {
    /// Copies bundled traces into `dir`; returns the copies' paths.
    static func copies(_ names: [String], in dir: URL) throws -> [String] {
        try names.map { name in
            let target = dir.appendingPathComponent(name).path
            try FileManager.default.copyItem(atPath: RepositoryPaths.trace(name), toPath: target)
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
            updated   \(traces[0]) (4 expectations)
            updated   \(traces[1]) (4 expectations)
            skip      \(schema) (not a trace)
            2 updated, 0 unchanged, 1 failed, 1 skipped

            """)
        #expect(try Self.contents(broken) == Data(brokenText.utf8))
        let updated = try traces.map(Self.contents)
        let second = try MapsimProcess.run(["check", "--update", "--jobs", "2"] + traces)
        #expect(second.status == 0)
        #expect(second.stdout == """
            unchanged \(traces[0]) (4 expectations)
            unchanged \(traces[1]) (4 expectations)
            0 updated, 2 unchanged, 0 failed

            """)
        #expect(try traces.map(Self.contents) == updated)
        let check = try MapsimProcess.run(["check", "--strict"] + traces)
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.hasSuffix("2 passed, 0 failed\n"))
    }

    /// The written section reads one expectation, gesture or event run per line.
    @Test func theDiffReadsLikeAChangelog() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = try Self.copies(["gesture-fling.json"], in: dir)[0]
        #expect(try MapsimProcess.run(["check", "--update", trace]).status == 0)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        let section = String(text[text.range(of: "  \"expect\": [")!.lowerBound...])
        let camera = #"{"lat": 37.77490000000001, "lng": -122.50120236816406, "zoom": 12, "bearing": 0, "tilt": 0, "tolerance": 1e-07}"#
        #expect(section == """
              "expect": [
                {
                  "gestures": [
                    {"kind": "pan", "beginMs": 10, "endMs": 200, "endCamera": {"lat": 37.77490000000001, "lng": -122.47776486816406, "zoom": 12, "bearing": 0, "tilt": 0, "tolerance": 1e-07}}
                  ]
                },
                {
                  "eventsExactly": [
                    {"type": "willMove", "gesture": true},
                    {"type": "didChangeCameraPosition", "count": 37},
                    {"type": "idleAtCameraPosition", "camera": \(camera)}
                  ]
                },
                {"camera": \(camera)},
                {"state": {"selectedMarker": null, "infoWindowMarker": null}}
              ]
            }

            """)
    }

    /// --input, --fps and --profile are honoured: the expectations describe that variant.
    @Test func overridesDescribeTheVariant() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = try Self.copies(["gesture-fling.json"], in: dir)[0]
        for options in [["--input", "ios"], ["--fps", "90"], ["--profile", "android"]] {
            #expect(try MapsimProcess.run(["check", "--update"] + options + [trace]).stdout.hasPrefix("updated   "))
            #expect(try MapsimProcess.run(["check"] + options + [trace]).status == 0, "\(options)")
            #expect(try MapsimProcess.run(["check", trace]).status == 1, "\(options)")
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
