import TestSupport
import Foundation
import Testing

@Suite("mapsim check: one line per trace, exit 1 on a failed expectation")
struct CheckCommandTests {
    /// The bundled gesture and imported traces, found in `<repo>/traces`.
    static var bundledTraces: [String] {
        let dir = RepositoryPaths.root + "/traces"
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
        let original = try String(contentsOfFile: RepositoryPaths.trace("gesture-pan.json"), encoding: .utf8)
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
        let passing = RepositoryPaths.trace("gesture-tap-tilted.json")
        let result = try MapsimProcess.run(["check", passing, failing])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 8, "\(result.stdout)")
        guard lines.count == 8 else { return }
        #expect(lines[0] == "ok   \(passing) (9 expectations)")
        #expect(lines[1] == "FAIL \(failing)")
        #expect(lines[2].hasPrefix("     expect[0] camera: "))
        #expect(lines[2].contains("lng expected \(wrongLng) ± 1e-09, got -122.4717910522"), "\(lines[2])")
        #expect(lines[3] == "     expect[2] gestures: first difference at gesture 1 (16 ms): expected pinch, got pan; expected [pinch], got [pan]")
        #expect(lines[4].hasPrefix("     expect[3] events: expected event didTapAtCoordinate (matcher 1 of 1) in order, got willMove"))
        #expect(lines[5] == "     expect[4] camera: the replay ended at 666.666667 ms, before 50000 ms")
        #expect(lines[6] == "1 passed, 1 failed")
        #expect(lines[7] == "")
    }

    /// An invalid or missing trace is an ERROR for its path, with the one-line message it
    /// gets from `replay`, and the paths after it are still checked; failed counts it.
    @Test func invalidAndMissingTracesAreErrorsAndTheRunGoesOn() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = try TraceTestFiles.write(#"{"format": "mapsim-trace/1"}"#, named: "bad.json", in: dir)
        let other = try TraceTestFiles.write(#"{"format": "mapsim-trace/2", "x": 1}"#, named: "future.json", in: dir)
        let missing = dir.path + "/missing.json"
        let passing = RepositoryPaths.trace("gesture-rotate.json")
        let result = try MapsimProcess.run(["check", passing, bad, missing, other, passing])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            ok   \(passing) (8 expectations)
            ERROR \(bad)
                 \(bad): viewport: missing required key
            ERROR \(missing)
                 \(missing): no such file
            ERROR \(other)
                 \(other): format: unsupported format "mapsim-trace/2"; this build reads "mapsim-trace/1"
            ok   \(passing) (8 expectations)
            2 passed, 3 failed

            """)
    }

    /// The README's own line: the bundled traces with the schemas among them. The trace and
    /// profile schemas (JSON objects with no `format`) are skipped and counted; the run passes.
    @Test func readmeLinePassesAndSkipsTheSchema() throws {
        let dir = RepositoryPaths.root + "/traces"
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.contains("schema.json"))
        let result = try MapsimProcess.run(["check"] + files.map { dir + "/" + $0 })
        #expect(result.status == 0, "\(result.stdout)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("skip \(dir)/schema.json (not a trace)"))
        #expect(lines.contains("skip \(dir)/profile.schema.json (not a trace)"))
        #expect(lines.last == "\(files.count - 2) passed, 0 failed, 2 skipped")
        // replay refuses the same file with exit 65.
        let replay = try MapsimProcess.run(["replay", dir + "/schema.json"])
        #expect(replay.status == 65)
        #expect(replay.stderr == "mapsim replay: \(dir)/schema.json: not a mapsim trace (no \"format\" key)\n")
    }

    /// A folder stands for every *.json file below it, recursively, sorted by bytes, dot
    /// names passed over; the paths are the folder joined with one `/`.
    @Test func foldersAreWalkedRecursivelyInSortedOrder() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = try String(contentsOfFile: RepositoryPaths.trace("gesture-pan.json"), encoding: .utf8)
        let fm = FileManager.default
        for sub in ["b", "a/deep", ".hidden"] {
            try fm.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        for name in ["b/2.json", "a/deep/1.json", "Z.json", ".hidden/3.json", ".dot.json", "a/notes.txt"] {
            try Data(trace.utf8).write(to: dir.appendingPathComponent(name))
        }
        let result = try MapsimProcess.run(["check", dir.path + "/", "--jobs", "1"])
        #expect(result.status == 0, "\(result.stdout)")
        let paths = result.stdout.split(separator: "\n").dropLast().map { $0.split(separator: " ").filter { !$0.isEmpty }[1] }
        #expect(paths == ["Z.json", "a/deep/1.json", "b/2.json"].map { Substring(dir.path + "/" + $0) })
    }

    /// `--strict`: a trace with no expectations fails, with the reason.
    @Test func strictFailsATraceWithoutExpectations() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bare = try TraceTestFiles.write(#"""
            {"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800},
             "camera": {"lat": 0, "lng": 0, "zoom": 3}, "touches": []}
            """#, named: "bare.json", in: dir)
        let plain = try MapsimProcess.run(["check", bare])
        #expect(plain.status == 0)
        #expect(plain.stdout == "ok   \(bare) (0 expectations)\n1 passed, 0 failed\n")
        let strict = try MapsimProcess.run(["check", "--strict", bare])
        #expect(strict.status == 1)
        #expect(strict.stdout == "FAIL \(bare)\n     no expectations (--strict)\n0 passed, 1 failed\n")
    }

    /// TAP, JSON lines and JUnit say the same as the text, per path, in order.
    @Test func machineReadableFormats() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = try TraceTestFiles.write(#"{"format": "mapsim-trace/1"}"#, named: "bad.json", in: dir)
        let schema = RepositoryPaths.trace("schema.json")
        let passing = RepositoryPaths.trace("gesture-rotate.json")
        let junit = dir.path + "/junit.xml"
        let tap = try MapsimProcess.run(["check", passing, bad, schema, "--format", "tap", "--junit", junit])
        #expect(tap.status == 1)
        let tapLines = tap.stdout.split(separator: "\n").map(String.init)
        #expect(Array(tapLines.prefix(3)) == ["TAP version 14", "1..3", "ok 1 - \(passing)"])
        #expect(tapLines.contains("not ok 2 - \(bad)"))
        #expect(tapLines.contains("ok 3 - \(schema) # SKIP not a trace"))
        #expect(tapLines.last == "# 1 passed, 1 failed, 1 skipped")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="mapsim check" tests="3" failures="0" errors="1" skipped="1""#), "\(xml)")
        #expect(xml.contains(#"<testcase name="\#(passing)" classname="\#(RepositoryPaths.root)/traces""#))
        #expect(xml.contains(#"<error message="\#(bad): viewport: missing required key" type="invalid""#))

        let jsonl = try MapsimProcess.run(["check", passing, bad, "--format", "jsonl", "--jobs", "2"])
        #expect(jsonl.status == 1)
        let objects = try jsonl.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["path"] as? String } == [passing, bad])
        #expect(objects.map { $0["status"] as? String } == ["passed", "error"])
        #expect((objects[0]["timeMs"] as? Double ?? 0) > 0)
        #expect(objects[1]["error"] as? String == "\(bad): viewport: missing required key")
    }

    /// The shard comes from `--shard` or from each CI's variables; the first line names
    /// it; the shards of the bundled traces are disjoint and cover them; Bazel's status
    /// file is touched and its XML written.
    @Test func shardsFromTheOptionAndEachCI() throws {
        let traces = RepositoryPaths.root + "/traces"
        func checked(_ arguments: [String], _ environment: [String: String] = [:]) throws -> (header: String, paths: [String]) {
            let result = try MapsimProcess.run(["check", traces] + arguments, environment: environment)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            let header = lines.first { $0.hasPrefix("shard ") } ?? ""
            let paths = lines.filter { !$0.hasPrefix("shard ") }.dropLast().compactMap {
                $0.split(separator: " ").filter { !$0.isEmpty }.dropFirst().first.map(String.init)
            }
            return (header, paths)
        }
        let all = try checked([]).paths
        // One line per JSON file under traces/ (schemas and profile files are skipped lines).
        let files = FileManager.default.enumerator(atPath: traces)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") } ?? []
        #expect(all.count == files.count && files.count > 40)
        var union: [String] = []
        for k in 1...3 {
            let shard = try checked(["--shard", "\(k)/3"])
            #expect(shard.header == "shard \(k)/3 (from --shard \(k)/3)")
            #expect(!shard.paths.isEmpty)
            union += shard.paths
        }
        #expect(union.sorted() == all.sorted())
        #expect(Set(union).count == union.count)
        let second = try checked(["--shard", "2/3"]).paths
        let bazelDir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: bazelDir) }
        let variableSets: [([String: String], String)] = [
            (["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1",
              "TEST_SHARD_STATUS_FILE": bazelDir.path + "/status", "XML_OUTPUT_FILE": bazelDir.path + "/test.xml"],
             "Bazel TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=3"),
            (["JOB_COMPLETION_INDEX": "1", "MAPSIM_SHARD_TOTAL": "3"], "Kubernetes"),
            (["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"], "GitLab CI_NODE_INDEX=2, CI_NODE_TOTAL=3"),
            (["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "3"], "CircleCI"),
            (["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "3"], "Buildkite"),
            (["SLURM_ARRAY_TASK_ID": "6", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_COUNT": "3"], "Slurm"),
        ]
        for (variables, source) in variableSets {
            let run = try checked([], variables)
            #expect(run.header.hasPrefix("shard 2/3 (from \(source)"), "\(run.header)")
            #expect(run.paths == second, "\(source)")
        }
        #expect(FileManager.default.fileExists(atPath: bazelDir.path + "/status"))
        let xml = try String(contentsOfFile: bazelDir.path + "/test.xml", encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == second.count)
        // An explicit --shard wins over the variables; a bad value is a usage error.
        #expect(try checked(["--shard", "1/1"], ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"]).paths == all)
        let bad = try MapsimProcess.run(["check", traces, "--shard", "0/3"])
        #expect(bad.status == 64)
        #expect(bad.stdout.isEmpty)
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
            #expect(result.stdout.contains("expected doubleTap, got tap; expected [doubleTap], got [tap, tap]"), "\(profile): \(result.stdout)")
        }
    }
}
