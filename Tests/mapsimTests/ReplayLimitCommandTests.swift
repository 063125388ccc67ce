import TestSupport
import Foundation
import Testing

/// Issue 17's unbounded replays through the binary: what a user meets at the limits.
@Suite("mapsim replay at its limits")
struct ReplayLimitCommandTests {
    /// 200 commands 100 s apart, each animating the zoom for 10^8 ms (16 KB).
    static let animationChain: String = {
        let commands = (0..<200).map { #"{"timeMs": \#($0 * 100_000), "animateCamera": {"zoom": \#(12 + $0 % 2), "durationMs": 1e8}}"# }
        return #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "#
            + #""camera": {"lat": 0, "lng": 0, "zoom": 12}, "touches": [], "commands": ["# + commands.joined(separator: ", ") + "]}"
    }()

    /// 200 commands 100 s apart, each animating for 10^8 ms: 16 KB that drew 6 million
    /// frames (3.7 s, 488 MB; 31 s and 4.5 GB with --timeline). Now the replay stops at
    /// 1,000,000 frames plus 32 per input (1,006,400) with one line naming the command,
    /// exit 65, with or without the timeline and pictures.
    @Test func animationChainExits65AtTheFrameLimit() throws {
        let json = Self.animationChain
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try TraceTestFiles.write(json, named: "chain.json", in: dir)
        let result = try MapsimProcess.run(["replay", path, "--invariants", "none", "--timeline"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "mapsim replay: \(path): commands[167]: the replay would draw more than 1006400 frames; "
            + "it stopped at 16773316.666667 ms (the limits that bound a replay's work: docs/design.md, Limits)\n")
    }

    /// The same chain replayed streaming (no --timeline): the report waits until the replay
    /// has finished, so the failed replay prints nothing on stdout, in JSON or as text.
    @Test(arguments: [["--json"], []])
    func streamedReplayThatFailsPrintsNothing(_ format: [String]) throws {
        let json = Self.animationChain
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try TraceTestFiles.write(json, named: "chain.json", in: dir)
        let result = try MapsimProcess.run(["replay", path, "--invariants", "none"] + format)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("mapsim replay: \(path): commands[167]: the replay would draw more than 1006400 frames"))
    }

    /// Eight animations of 100 s, 100 s apart: 48,000 camera events, some 7 MB of JSON,
    /// more than the 4 MiB a streamed report keeps in memory. With a temporary folder
    /// that does not exist the report cannot spill: one line naming the folder, exit 74,
    /// nothing on stdout; with the system's, the whole report.
    @Test func streamedReportThatCannotSpillExits74() throws {
        let commands = (0..<8).map { #"{"timeMs": \#($0 * 100_000), "animateCamera": {"zoom": \#(4 + $0 % 2 * 8), "durationMs": 99000}}"# }
        let json = #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "camera": {"lat": 0, "lng": 0, "zoom": 2}, "#
            + #""touches": [], "commands": ["# + commands.joined(separator: ", ") + "]}"
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try TraceTestFiles.write(json, named: "long.json", in: dir)
        let missing = dir.appendingPathComponent("no-such-folder").path
        let failed = try MapsimProcess.run(["replay", path, "--json", "--invariants", "none"], environment: ["TMPDIR": missing])
        #expect(failed.status == 74)
        #expect(failed.stdout.utf8.count == 0)
        #expect(failed.stderr == "mapsim replay: \(missing): cannot create a temporary file: No such file or directory\n")
        let spilled = try MapsimProcess.run(["replay", path, "--json", "--invariants", "none"])
        #expect(spilled.status == 0)
        #expect(spilled.stdout.utf8.count > 4 << 20)
        #expect(spilled.stdout.hasSuffix("}\n"))
        #expect(spilled.stdout.components(separatedBy: "\"idleAtCameraPosition\"").count == 9)
    }
}
