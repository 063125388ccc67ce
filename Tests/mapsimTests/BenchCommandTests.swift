import Foundation
import Testing

/// `mapsim bench` through the binary, with `--quick` (short sampling; the setup and its
/// checks, such as the C references agreeing with Swift, run in full). These tests check
/// names, structure and statistics' consistency, never speed.
@Suite("mapsim bench")
struct BenchCommandTests {
    /// The results of a `--json` run, each as a dictionary.
    static func results(_ arguments: [String]) throws -> (results: [[String: Any]], stderr: String) {
        let run = try MapsimProcess.run(["bench"] + arguments)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let results = try #require(json as? [[String: Any]], "not a JSON array of objects: \(run.stdout)")
        return (results, run.stderr)
    }

    /// Checks what every result must have: positive p50 ≤ p99, positive iterations.
    static func expectConsistent(_ result: [String: Any]) throws {
        let name = result["name"] as? String ?? "?"
        let p50 = try #require(result["p50"] as? Double, "\(name): p50")
        let p99 = try #require(result["p99"] as? Double, "\(name): p99")
        let iterations = try #require(result["iterations"] as? Int, "\(name): iterations")
        #expect(p50 > 0, "\(name)")
        #expect(p50 <= p99, "\(name)")
        #expect(iterations >= 1, "\(name)")
        #expect(result["unit"] is String, "\(name)")
        #expect(result["stable"] is Bool, "\(name)")
        #expect((result["itemsPerIteration"] as? Int ?? 0) >= 1, "\(name)")
    }

    @Test("projection: both results, with the C reference and the ratio to it")
    func projectionSuite() throws {
        let (results, stderr) = try Self.results(["--suite", "projection", "--quick", "--json"])
        #expect(results.map { $0["name"] as? String } == ["projection.world.cold", "projection.screen.warm"])
        for result in results {
            try Self.expectConsistent(result)
            #expect(result["suite"] as? String == "projection")
            #expect(result["unit"] as? String == "ns/point")
            #expect(result["itemsPerIteration"] as? Int == 1_000_000)
            let reference = try #require(result["reference"] as? [String: Any])
            let referenceP50 = try #require(reference["p50"] as? Double)
            let referenceP99 = try #require(reference["p99"] as? Double)
            #expect(referenceP50 > 0 && referenceP50 <= referenceP99)
            #expect((reference["iterations"] as? Int ?? 0) >= 1)
            // The ratio is paired round by round (BenchStatisticsTests checks how), so it
            // is not the quotient of the two medians printed; it is a positive number.
            let ratio = try #require(result["ratioToC"] as? Double)
            #expect(ratio > 0 && ratio.isFinite)
        }
        // The world pass names the kernel level it ran: baseline, x86-64-v3 or x86-64-v4.
        let level = try #require(results[0]["kernelLevel"] as? Int)
        #expect([1, 3, 4].contains(level))
        // The screen pass culls: some markers are visible, not all.
        let visible = try #require(results[1]["visiblePoints"] as? Int)
        #expect(visible > 0 && visible < 1_000_000)
        // stderr is a file here, not a terminal: no progress line.
        #expect(stderr.isEmpty)
    }

    @Test("the progress line is shown, then cleared, when stderr is a terminal",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script") && MapsimProcess.binaryURL != nil))
    func progressOnTerminal() throws {
        // util-linux `script` runs the command on a pseudo-terminal and copies what it wrote.
        let binary = try #require(MapsimProcess.binaryURL).path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(binary)' bench --suite projection --quick --json >/dev/null", "/dev/null"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.contains("projection.screen.warm"))
        #expect(output.contains("\r"))
    }

    @Test("frame: 1k to 1M markers, with the cost per marker")
    func frameSuite() throws {
        let (results, _) = try Self.results(["--suite", "frame", "--quick", "--json"])
        #expect(results.map { $0["name"] as? String }
            == ["frame.step.1k", "frame.step.10k", "frame.step.100k", "frame.step.1m"])
        for (result, markers) in zip(results, [1_000, 10_000, 100_000, 1_000_000]) {
            try Self.expectConsistent(result)
            #expect(result["unit"] as? String == "ns/frame")
            #expect(result["markers"] as? Int == markers)
            let p50 = try #require(result["p50"] as? Double)
            let perMarker = try #require(result["nsPerMarkerP50"] as? Double)
            #expect(abs(perMarker * Double(markers) - p50) <= 1e-9 * p50)
            let visible = try #require(result["visibleMarkers"] as? Int)
            #expect(visible > 0 && visible < markers)
        }
    }

    @Test("replay: replay.events, replay.invariants and trace.parse per touch event, parsing also in MB/s; check.parallel's speedup")
    func replaySuite() throws {
        let (all, _) = try Self.results(["--suite", "replay", "--quick", "--json"])
        #expect(all.map { $0["name"] as? String } == ["replay.events", "replay.invariants", "trace.parse", "check.parallel"])
        let check = try #require(all.last)
        try Self.expectConsistent(check)
        #expect(check["unit"] as? String == "ns/trace")
        #expect(check["baseline"] as? String == "one job")
        #expect(check["ratioToC"] == nil)
        let speedup = try #require(check["speedup"] as? Double)
        let reference = try #require(check["reference"] as? [String: Any])
        #expect(try #require(reference["p50"] as? Double) > 0)
        #expect(speedup > 0 && speedup.isFinite)
        // What the machine allowed at the time, and the share of it the checker used.
        let capacity = try #require(check["hostCapacity"] as? Double)
        let efficiency = try #require(check["efficiency"] as? Double)
        #expect(capacity > 0 && capacity.isFinite && efficiency > 0 && efficiency.isFinite)
        let results = Array(all.prefix(3))
        for result in results {
            try Self.expectConsistent(result)
            #expect(result["unit"] as? String == "ns/event")
            let events = try #require(result["touchEvents"] as? Int)
            #expect(events > 10_000)
            #expect(result["itemsPerIteration"] as? Int == events)
        }
        #expect((results[0]["gestures"] as? Int ?? 0) >= 200)
        // The same trace with the invariants checked: the same events and frames.
        #expect(results[1]["touchEvents"] as? Int == results[0]["touchEvents"] as? Int)
        #expect(results[1]["frames"] as? Int == results[0]["frames"] as? Int)
        let parse = results[2]
        let p50 = try #require(parse["p50"] as? Double)
        let events = try #require(parse["touchEvents"] as? Int)
        let bytes = try #require(parse["fileBytes"] as? Int)
        let megabytesPerSecond = try #require(parse["megabytesPerSecond"] as? Double)
        #expect(bytes > 1_000_000)
        // MB/s is the file's size over the median time of one whole parse.
        let expected = Double(bytes) / (p50 * Double(events)) * 1e3
        #expect(abs(megabytesPerSecond - expected) <= 1e-9 * expected)
    }

    @Test("an unknown suite exits 64 and names the known ones")
    func unknownSuite() throws {
        let run = try MapsimProcess.run(["bench", "--suite", "projections"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "mapsim bench: --suite: unknown suite 'projections' (known: projection, frame, replay, memory)\n")
    }

    @Test("a stray argument or a missing suite name exits 64")
    func usageErrors() throws {
        #expect(try MapsimProcess.run(["bench", "extra"]).status == 64)
        #expect(try MapsimProcess.run(["bench", "--suite"]).status == 64)
    }

    @Test("help lists the options and the suites")
    func help() throws {
        let run = try MapsimProcess.run(["bench", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Usage: mapsim bench [--suite NAME] [--json] [--quick]\n"))
        #expect(run.stdout.contains("projection, frame, replay, memory"))
    }
}
