import Foundation
import Testing

@Suite("mapsim check: one line per trace, exit 1 on a failed expectation")
struct CheckCommandTests {
    /// The bundled gesture and imported traces, found in `<repo>/traces`.
    static var bundledTraces: [String] {
        let dir = TraceTestFiles.repositoryRoot + "/traces"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { ($0.hasPrefix("gesture-") || $0.hasPrefix("imported-")) && $0.hasSuffix(".json") }
            .sorted().map { dir + "/" + $0 }
    }

    @Test func everyBundledGestureTracePasses() throws {
        let paths = Self.bundledTraces
        #expect(paths.count >= 27)
        let result = try MapsimProcess.run(["check"] + paths)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == paths.count + 1)
        for (line, path) in zip(lines, paths) {
            #expect(line.hasPrefix("ok   \(path) ("), "\(line)")
            #expect(line.hasSuffix(" expectations)") || line.hasSuffix(" expectation)"))
        }
        #expect(lines.last == "\(paths.count) passed, 0 failed")
    }

    /// A copy of a bundled trace with wrong expectations fails: exit 1, `FAIL PATH`, then one
    /// indented line per failed expectation with its JSON path, what was expected and what
    /// happened; the passing trace before it still gets its `ok` line.
    @Test func failingExpectationsExit1AndSayWhatHappened() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(contentsOfFile: TraceTestFiles.bundled("gesture-pan.json"), encoding: .utf8)
        let expectStart = try #require(original.range(of: "\"expect\": ["))
        // The pan's true end: 100 pt west at zoom 12. Claim 101 pt instead, a pinch, and a tap.
        let wrongLng = -122.4194 - 101 * 360 / (256 * 4096.0)
        let expectations = """
            "expect": [{"camera": {"lng": \(wrongLng), "tolerance": 1e-9}}, {"gestures": ["pan"]},
                       {"gestures": ["pinch"]}, {"events": ["didTapAtCoordinate"]},
                       {"timeMs": 50000, "camera": {"zoom": 12}}]}
            """
        let failing = try TraceTestFiles.write(String(original[..<expectStart.lowerBound]) + expectations,
                                               named: "failing.json", in: dir)
        let passing = TraceTestFiles.bundled("gesture-tap-tilted.json")
        let result = try MapsimProcess.run(["check", passing, failing])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 8, "\(result.stdout)")
        guard lines.count == 8 else { return }
        #expect(lines[0] == "ok   \(passing) (5 expectations)")
        #expect(lines[1] == "FAIL \(failing)")
        #expect(lines[2].hasPrefix("     expect[0] camera: "))
        #expect(lines[2].contains("lng expected \(wrongLng) ± 1e-09, got -122.4537322753"), "\(lines[2])")
        #expect(lines[3] == "     expect[2] gestures: expected gestures [pinch], got [pan]")
        #expect(lines[4].hasPrefix("     expect[3] events: expected event didTapAtCoordinate (matcher 1 of 1) in order, got willMove"))
        #expect(lines[5] == "     expect[4] camera: the replay ended at 300 ms, before 50000 ms")
        #expect(lines[6] == "1 passed, 1 failed")
        #expect(lines[7] == "")
    }

    /// An invalid trace stops the check with 65 after the lines of the traces before it.
    @Test func invalidTraceStopsTheCheck() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = try TraceTestFiles.write(#"{"format": "mapsim-trace/1"}"#, named: "bad.json", in: dir)
        let passing = TraceTestFiles.bundled("gesture-rotate.json")
        let result = try MapsimProcess.run(["check", passing, bad, passing])
        #expect(result.status == 65)
        #expect(result.stdout == "ok   \(passing) (3 expectations)\n")
        #expect(result.stderr == "mapsim check: \(bad): viewport: missing required key\n")
    }

    /// `--profile` reaches the replay: a pause that fits MapLibre's double-tap window fails
    /// with Android's and iOS's shorter windows, and check says so.
    @Test func profileOverrideChangesTheOutcome() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Taps 400 ms apart: a double tap within MapLibre's 500-ms window, two taps with
        // Android's 300 ms and iOS's 350 ms.
        let trace = #"""
        {"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800},
         "camera": {"lat": 37.7749, "lng": -122.4194, "zoom": 12},
         "touches": [[0, "down", 0, 100, 200], [60, "up", 0, 100, 200],
                     [460, "down", 1, 102, 201], [520, "up", 1, 102, 201]],
         "expect": [{"gestures": ["doubleTap"]}, {"camera": {"zoom": 13}}]}
        """#
        let path = try TraceTestFiles.write(trace, named: "window.json", in: dir)
        let maplibre = try MapsimProcess.run(["check", path])
        #expect(maplibre.status == 0)
        for profile in ["android", "ios"] {
            let result = try MapsimProcess.run(["check", "--profile", profile, path])
            #expect(result.status == 1, "\(profile)")
            #expect(result.stdout.contains("expected gestures [doubleTap], got [tap, tap]"), "\(profile): \(result.stdout)")
        }
    }
}
