import TestSupport
import Foundation
import Testing

/// `--input raw|android|ios` and a trace's `"input"`, through the built binary.
@Suite("mapsim --input and trace input models")
struct InputOptionTests {
    static let recording = RepositoryPaths.trace("imported-evemu-3m.json")

    /// The gestures of a `replay --json` report, as their JSON text.
    static func gestures(_ report: String) -> String? {
        guard let start = report.range(of: #""gestures":["#), let end = report.range(of: #"],"events""#) else { return nil }
        return String(report[start.upperBound..<end.lowerBound])
    }

    @Test func theReportNamesTheModelAndTheModelChangesTheReplay() throws {
        var reports: [String: String] = [:]
        for model in ["raw", "android", "ios"] {
            let json = try MapsimProcess.run(["replay", "--json", "--input", model, Self.recording])
            #expect(json.status == 0, "\(json.stderr)")
            #expect(json.stdout.contains(#""input":"\#(model)""#))
            reports[model] = json.stdout
            let text = try MapsimProcess.run(["replay", "--input", model, Self.recording])
            #expect(text.stdout.contains(", \(model) input, "))
        }
        // Without --input a trace is raw, byte for byte as --input raw.
        let plain = try MapsimProcess.run(["replay", "--json", Self.recording])
        #expect(plain.stdout == reports["raw"])
        // The models deliver at different times: the gestures begin at different times.
        #expect(Self.gestures(reports["raw"]!) != Self.gestures(reports["android"]!))
        #expect(Self.gestures(reports["android"]!) != Self.gestures(reports["ios"]!))
    }

    @Test func aTracesInputIsUsedUnlessOverridden() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = try String(contentsOfFile: Self.recording, encoding: .utf8)
        let withInput = text.replacingOccurrences(of: #""format": "mapsim-trace/1","#,
                                                  with: #""format": "mapsim-trace/1", "input": "ios","#)
        #expect(withInput != text)
        let path = try TraceTestFiles.write(withInput, named: "ios.json", in: dir)
        let own = try MapsimProcess.run(["replay", "--json", path])
        let flagged = try MapsimProcess.run(["replay", "--json", "--input", "ios", Self.recording])
        #expect(own.stdout.contains(#""input":"ios""#))
        #expect(Self.gestures(own.stdout) == Self.gestures(flagged.stdout))
        let overridden = try MapsimProcess.run(["replay", "--json", "--input", "raw", path])
        #expect(overridden.stdout.contains(#""input":"raw""#))
    }

    @Test("an unknown model is a usage error", arguments: ["replay", "check"])
    func unknownModelExits64(_ command: String) throws {
        let result = try MapsimProcess.run([command, "--input", "webgl", Self.recording])
        #expect(result.status == 64)
        #expect(result.stderr == "mapsim \(command): --input: unknown model 'webgl' (known: raw, android, ios)\n")
    }

    @Test func aBadInputInATraceNamesItsPath() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try TraceTestFiles.write(#"""
            {"format": "mapsim-trace/1", "input": "android-14", "viewport": {"width": 400, "height": 800},
             "camera": {"lat": 0, "lng": 0, "zoom": 3}, "touches": []}
            """#, named: "bad.json", in: dir)
        let result = try MapsimProcess.run(["replay", path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("bad.json: input: unknown value \"android-14\""))
        #expect(result.stderr.contains(#"expected one of "raw", "android", "ios""#))
    }
}
