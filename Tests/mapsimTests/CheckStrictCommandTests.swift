import TestSupport
import Foundation
import Testing

@Suite("mapsim check --strict: checking nothing fails; missing files; TAP diagnostics")
struct CheckStrictCommandTests {
    /// A JSON object with neither "format" nor "$schema" is skipped, and fails under
    /// --strict with its reason; a JSON Schema and a profile file stay skips even then.
    @Test func unknownJSONFailsUnderStrictRecognisedNonTracesDoNot() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let other = try TraceTestFiles.write(#"{"name": "pan", "touches": []}"#, named: "other.json", in: dir)
        let schema = RepositoryPaths.trace("schema.json")
        let profile = RepositoryPaths.trace("profiles/fling-deceleration-plus-10.json")
        let passing = RepositoryPaths.trace("gesture-rotate.json")

        let plain = try MapsimProcess.run(["check", other])
        #expect(plain.status == 0)
        #expect(plain.stdout == "skip \(other) (not a trace)\n0 passed, 0 failed, 1 skipped\n")

        let strict = try MapsimProcess.run(["check", "--strict", passing, other, schema, profile])
        #expect(strict.status == 1)
        #expect(strict.stdout == """
            ok   \(passing) (8 expectations)
            FAIL \(other)
                 not a trace, nor a JSON Schema or profile file (no "format" key, no "$schema"; --strict)
            skip \(schema) (not a trace)
            skip \(profile) (not a trace)
            1 passed, 1 failed, 2 skipped

            """)
        let known = try MapsimProcess.run(["check", "--strict", passing, schema, profile])
        #expect(known.status == 0, "\(known.stdout)")
    }

    /// An empty folder is nothing under plain check, a FAIL under --strict; a run that
    /// checks no trace (all skipped, an empty shard) exits 1 under --strict, saying why.
    @Test func emptyFolderAndEmptyShardFailUnderStrict() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: URL(fileURLWithPath: empty + "/notes.txt"))

        let plain = try MapsimProcess.run(["check", empty])
        #expect(plain.status == 0)
        #expect(plain.stdout == "0 passed, 0 failed\n")
        let strict = try MapsimProcess.run(["check", "--strict", empty])
        #expect(strict.status == 1)
        #expect(strict.stdout == "FAIL \(empty)\n     no *.json file in this folder (--strict)\n0 passed, 1 failed\n")

        // One trace, three shards: two of them hold nothing.
        let trace = RepositoryPaths.trace("gesture-pan.json")
        var emptyShards = 0
        for k in 1...3 {
            let plainShard = try MapsimProcess.run(["check", "--shard", "\(k)/3", trace])
            #expect(plainShard.status == 0)
            let strictShard = try MapsimProcess.run(["check", "--strict", "--shard", "\(k)/3", trace])
            if strictShard.stdout.contains("ok   \(trace)") {
                #expect(strictShard.status == 0)
                #expect(strictShard.stderr.isEmpty)
            } else {
                emptyShards += 1
                #expect(strictShard.status == 1)
                #expect(strictShard.stderr == "mapsim check: nothing checked (--strict): shard \(k)/3 holds none of the 1 file\n")
            }
        }
        #expect(emptyShards == 2)

        let skippedOnly = try MapsimProcess.run(["check", "--strict", RepositoryPaths.trace("schema.json")])
        #expect(skippedOnly.status == 1)
        #expect(skippedOnly.stderr == "mapsim check: nothing checked (--strict): every file was skipped as not a trace\n")
    }

    /// `make check`'s line: the bundled folder, with its schemas and profiles, passes
    /// under --strict.
    @Test func bundledFolderPassesUnderStrict() throws {
        let result = try MapsimProcess.run(["check", "--strict", RepositoryPaths.root + "/traces"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix(" passed, 0 failed, 3 skipped\n"), "\(result.stdout.suffix(200))")
    }

    /// A missing path is an ERROR for that path, the others are still checked, exit 1;
    /// `replay` of the same path exits 66; `check --help` says both.
    @Test func missingFileIsAnErrorForItsPath() throws {
        let missing = "/nonexistent-mapsim-dir/missing.json"
        let passing = RepositoryPaths.trace("gesture-rotate.json")
        let check = try MapsimProcess.run(["check", missing, passing])
        #expect(check.status == 1)
        #expect(check.stdout == """
            ERROR \(missing)
                 \(missing): no such file
            ok   \(passing) (8 expectations)
            1 passed, 1 failed

            """)
        let replay = try MapsimProcess.run(["replay", missing])
        #expect(replay.status == 66)
        let help = try MapsimProcess.run(["check", "--help"])
        let text = help.stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(text.contains("A missing PATH, or one that cannot be read or is not valid, is an ERROR for that path"), "\(help.stdout)")
        #expect(text.contains("`mapsim replay missing.json`, which reads one file, exits 66 instead"))
        #expect(text.contains("and the run exits 1"))
    }

    /// TAP diagnostics are plain double-quoted YAML: a colon is a colon (no `\x3a`), and
    /// an error's block carries its message and type.
    @Test func tapDiagnosticsArePlainText() throws {
        let missing = "/nonexistent-mapsim-dir/missing.json"
        let result = try MapsimProcess.run(["check", "--format", "tap", missing])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("\\x3a"))
        #expect(result.stdout == """
            TAP version 14
            1..1
            not ok 1 - \(missing)
              ---
              message: "\(missing): no such file"
              status: error
              type: missing
              ...
            # 0 passed, 1 failed

            """)
    }
}
