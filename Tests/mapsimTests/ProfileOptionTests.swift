import TestSupport
import Foundation
import Testing

/// `--profile FILE.json` and a trace's `"profile": "FILE.json"`, through the built binary.
@Suite("mapsim --profile files and trace profile files")
struct ProfileOptionTests {
    static let fling = RepositoryPaths.trace("gesture-fling.json")

    /// `finalCamera` of a `replay --json` report, as its JSON text.
    static func finalCamera(_ report: String) -> String? {
        guard let start = report.range(of: #""finalCamera":"#) else { return nil }
        let rest = report[start.upperBound...]
        guard let end = rest.firstIndex(of: "}") else { return nil }
        return String(rest[...end])
    }

    /// A profile file naming its base and no overrides replays byte for byte as the named
    /// profile; a fling override changes where the fling ends; the report names the profile.
    @Test func aProfileFileChangesTheReplay() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let same = try TraceTestFiles.write(#"{"format": "mapsim-profile/1", "base": "maplibre-gl-js@5", "name": "maplibre-gl-js@5"}"#,
                                            named: "same.json", in: dir)
        let tuning = try TraceTestFiles.write(#"""
            {"format": "mapsim-profile/1", "base": "maplibre-gl-js@5",
             "motion": {"fling": {"model": "mapLibre", "panDeceleration": 5000}}}
            """#, named: "tuning.json", in: dir)
        let base = try MapsimProcess.run(["replay", "--json", Self.fling])
        let unchanged = try MapsimProcess.run(["replay", "--json", "--profile", same, Self.fling])
        let tuned = try MapsimProcess.run(["replay", "--json", "--profile", tuning, Self.fling])
        #expect(base.status == 0 && unchanged.status == 0 && tuned.status == 0, "\(tuned.stderr)")
        #expect(unchanged.stdout == base.stdout)
        #expect(tuned.stdout.contains(#""profile":"tuning""#))
        #expect(base.stdout.contains(#""profile":"maplibre-gl-js@5""#))
        let baseCamera = try #require(Self.finalCamera(base.stdout))
        let tunedCamera = try #require(Self.finalCamera(tuned.stdout))
        #expect(baseCamera != tunedCamera)
        // A relative path from the working directory, and a name without .json but with a /.
        let relative = try MapsimProcess.run(["replay", "--json", "--profile", "./tuning.json", Self.fling],
                                             workingDirectory: dir)
        #expect(relative.stdout == tuned.stdout)
    }

    /// A trace naming `tuning.json` finds it beside itself whatever the working directory,
    /// in `replay` and in `check`.
    @Test func aTraceFindsItsProfileFileFromAnotherWorkingDirectory() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let traces = dir.appendingPathComponent("traces")
        try FileManager.default.createDirectory(at: traces, withIntermediateDirectories: true)
        let elsewhere = dir.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        // Taps 400 ms apart: two taps with Android's 300-ms double-tap window, a double tap with 450 ms.
        _ = try TraceTestFiles.write(#"""
            {"format": "mapsim-profile/1", "base": "android", "name": "wide-window",
             "gestures": {"doubleTapTimeout": 0.45}}
            """#, named: "tuning.json", in: traces)
        let trace = try TraceTestFiles.write(#"""
            {"format": "mapsim-trace/1", "profile": "tuning.json", "viewport": {"width": 400, "height": 800},
             "camera": {"lat": 37.7749, "lng": -122.4194, "zoom": 12},
             "touches": [[0, "down", 0, 100, 200], [60, "up", 0, 100, 200],
                         [460, "down", 1, 102, 201], [520, "up", 1, 102, 201]],
             "expect": [{"gestures": ["doubleTap"]}, {"camera": {"zoom": 13}}]}
            """#, named: "window.json", in: traces)
        let replay = try MapsimProcess.run(["replay", "--json", trace], workingDirectory: elsewhere)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains(#""profile":"wide-window""#))
        // A relative trace path from the folder above.
        let relative = try MapsimProcess.run(["check", "traces/window.json"], workingDirectory: dir)
        #expect(relative.stdout == "ok   traces/window.json (2 expectations)\n1 passed, 0 failed\n", "\(relative.stdout)")
        #expect(relative.status == 0)
        // The folder: the profile file beside the trace is skipped, not an error.
        let folder = try MapsimProcess.run(["check", "traces"], workingDirectory: dir)
        #expect(folder.stdout == """
            skip traces/tuning.json (not a trace)
            ok   traces/window.json (2 expectations)
            1 passed, 0 failed, 1 skipped

            """)
        #expect(folder.status == 0)
        // --profile replaces it: Android's own window fails the expectation.
        let overridden = try MapsimProcess.run(["check", "--profile", "android", trace], workingDirectory: elsewhere)
        #expect(overridden.status == 1)
        #expect(overridden.stdout.contains("expected doubleTap, got tap; expected [doubleTap], got [tap, tap]"))
    }

    /// Bad and missing profile files: 65 and 66 with one line naming the file (and the JSON
    /// path); in a trace, its own error naming the trace and the profile file.
    @Test func badAndMissingProfileFiles() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = try TraceTestFiles.write(#"{"format": "mapsim-profile/1", "base": "ios", "gestures": {"touchSlop": -1}}"#,
                                           named: "bad.json", in: dir)
        let missing = dir.path + "/missing.json"
        for command in ["replay", "check"] {
            let badRun = try MapsimProcess.run([command, "--profile", bad, Self.fling])
            #expect(badRun.status == 65, "\(command)")
            #expect(badRun.stderr == "mapsim \(command): \(bad): gestures.touchSlop: must not be negative (found -1)\n")
            #expect(badRun.stdout.isEmpty)
            let missingRun = try MapsimProcess.run([command, "--profile", missing, Self.fling])
            #expect(missingRun.status == 66, "\(command)")
            #expect(missingRun.stderr == "mapsim \(command): \(missing): no such file\n")
            #expect(missingRun.stdout.isEmpty)
        }
        let unknownBase = try TraceTestFiles.write(#"{"format": "mapsim-profile/1", "base": "web"}"#, named: "base.json", in: dir)
        let unknownRun = try MapsimProcess.run(["replay", "--profile", unknownBase, Self.fling])
        #expect(unknownRun.status == 65)
        #expect(unknownRun.stderr.hasPrefix(#"mapsim replay: \#(unknownBase): base: unknown value "web"; expected one of "maplibre-gl-js@5""#))

        let fling = try String(contentsOfFile: Self.fling, encoding: .utf8)
        let referencing = { (profile: String) in
            fling.replacingOccurrences(of: #""format": "mapsim-trace/1","#, with: #""format": "mapsim-trace/1", "profile": "\#(profile)","#)
        }
        let withBad = try TraceTestFiles.write(referencing("bad.json"), named: "with-bad.json", in: dir)
        let withMissing = try TraceTestFiles.write(referencing("missing.json"), named: "with-missing.json", in: dir)
        let replayBad = try MapsimProcess.run(["replay", withBad])
        #expect(replayBad.status == 65)
        #expect(replayBad.stderr == "mapsim replay: \(withBad): profile: \(bad): gestures.touchSlop: must not be negative (found -1)\n")
        let replayMissing = try MapsimProcess.run(["replay", withMissing])
        #expect(replayMissing.status == 66)
        #expect(replayMissing.stderr == "mapsim replay: \(withMissing): profile: \(missing): no such file\n")
        let check = try MapsimProcess.run(["check", withBad, withMissing, Self.fling])
        #expect(check.status == 1)
        #expect(check.stdout == """
            ERROR \(withBad)
                 \(withBad): profile: \(bad): gestures.touchSlop: must not be negative (found -1)
            ERROR \(withMissing)
                 \(withMissing): profile: \(missing): no such file
            ok   \(Self.fling) (12 expectations)
            1 passed, 2 failed

            """)
    }

    @Test func helpNamesTheProfilesAndFiles() throws {
        for command in ["replay", "check"] {
            let help = try MapsimProcess.run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("[--profile NAME|FILE]"))
            #expect(help.stdout.contains("--profile NAME|FILE\n"))
            #expect(help.stdout.contains("Motion profile: maplibre-gl-js@5, maplibre-gl-js@6, maplibre-android,\n"))
            #expect(help.stdout.contains("traces/profile.schema.json"))
            #expect(help.stdout.contains("--profile tuning.json"))
        }
    }
}
