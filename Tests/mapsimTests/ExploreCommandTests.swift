import TestSupport
import Foundation
import Testing
import Traces

/// `mapsim explore` through the built binary.
@Suite("mapsim explore")
struct ExploreCommandTests {
    static let example = RepositoryPaths.trace("explore-double-tap-window.json")

    @Test("the bundled double tap: exit 1, the failure and its shrinking reported, the shrunk trace written and failing check")
    func findsAndShrinks() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("dt.shrunk.json").path
        let result = try MapsimProcess.run(["explore", Self.example, "--seed", "1", "--out", out])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "no progress line when stderr is not a terminal")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "explore    \(Self.example), seed 1")
        #expect(lines.contains { $0.hasPrefix("shrunk     38 → 4 touch events, ") && $0.contains("(ios input)") })
        #expect(lines.last == "wrote      \(out)")
        let shrunk = try TraceFile.load(path: out)
        #expect(shrunk.name == "explore-double-tap-window-shrunk")
        #expect(shrunk.touches.count == 4)
        #expect(shrunk.description?.hasPrefix("Shrunk by mapsim explore from \(Self.example) (seed 1, run ") == true)
        let check = try MapsimProcess.run(["check", out])
        #expect(check.status == 1)
        #expect(check.stdout.contains("expect[0] gesturesInclude: expected gestures to include [doubleTap] in order, got [tap, tap]"))
    }

    @Test("the same seed gives byte-identical reports and shrunk traces")
    func deterministic() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.json").path, b = dir.appendingPathComponent("b.json").path
        let first = try MapsimProcess.run(["explore", Self.example, "--seed", "9", "--out", a, "--json"])
        let second = try MapsimProcess.run(["explore", Self.example, "--seed", "9", "--out", b, "--json"])
        #expect(first.status == 1 && second.status == 1)
        #expect(first.stdout.replacingOccurrences(of: a, with: "OUT") == second.stdout.replacingOccurrences(of: b, with: "OUT"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        let json = try JSONParser().parse(first.stdout)
        #expect(json["held"]?.boolValue == false)
        #expect(json["seed"]?.numberValue == 9)
        #expect(json["failure"]?["shrunk"]?["path"]?.stringValue == a)
        #expect(json["failure"]?["shrunk"]?["eventCount"]?.numberValue == 4)
    }

    @Test("a trace that holds: exit 0, nothing written")
    func holds() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("none.json").path
        let result = try MapsimProcess.run(["explore", RepositoryPaths.trace("gesture-scroll-off.json"), "--runs", "25", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("runs       25 of 25 held (5 expectations and the invariants)\n"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let invariantsOnly = try MapsimProcess.run(["explore", Self.example, "--runs", "25", "--expectations", "none", "--out", out])
        #expect(invariantsOnly.status == 0)
        #expect(invariantsOnly.stdout.contains("25 of 25 held (no expectations: invariants only)"))
    }

    @Test("the default output is beside the trace: NAME.shrunk.json")
    func defaultOut() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("dt.json").path
        try FileManager.default.copyItem(atPath: Self.example, toPath: copy)
        let result = try MapsimProcess.run(["explore", copy])
        #expect(result.status == 1)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("dt.shrunk.json").path))
    }

    @Test("usage errors exit 64 with one line", arguments: [
        (["explore"], "mapsim explore: missing TRACE (see 'mapsim explore --help')"),
        (["explore", "t.json", "--seed", "-1"], "mapsim explore: --seed: expected a whole number from 0 to 4294967295, got '-1'"),
        (["explore", "t.json", "--seed", "4294967296"], "mapsim explore: --seed: expected a whole number from 0 to 4294967295, got '4294967296'"),
        (["explore", "t.json", "--runs", "0"], "mapsim explore: --runs: expected a whole number from 1 to 1000000, got '0'"),
        (["explore", "t.json", "--expectations", "some"], "mapsim explore: --expectations: expected all or none, got 'some'"),
        (["explore", "t.json", "--invariants", "smooth"],
         "mapsim explore: --invariants: unknown invariant 'smooth' (known: finite, cameraLimits, focalPoint, noJumpOnFingerChange, singleIdle, gesturesObeySettings; or none)"),
    ])
    func usageErrorsExit64(_ arguments: [String], _ message: String) throws {
        let result = try MapsimProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }

    @Test("a missing trace exits 66, an invalid one 65, an unwritable output 74, each with one line")
    func fileErrors() throws {
        let missing = try MapsimProcess.run(["explore", "/nonexistent/t.json"])
        #expect(missing.status == 66 && missing.stderr == "mapsim explore: /nonexistent/t.json: no such file\n")
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.json").path
        try #"{"format": "mapsim-trace/1", "viewport": {"width": 0, "height": 10}}"#.write(toFile: bad, atomically: true, encoding: .utf8)
        let invalid = try MapsimProcess.run(["explore", bad])
        #expect(invalid.status == 65)
        #expect(invalid.stderr.hasPrefix("mapsim explore: \(bad): ") && invalid.stderr.split(separator: "\n").count == 1)
        let unwritable = try MapsimProcess.run(["explore", Self.example, "--out", "/nonexistent/dir/x.json"])
        #expect(unwritable.status == 74)
        #expect(unwritable.stdout.isEmpty)
        #expect(unwritable.stderr == "mapsim explore: /nonexistent/dir/x.json: cannot write: No such file or directory\n")
    }
}
