import TestSupport
import Foundation
import Testing
import Traces

@Suite("mapsim export webdriver through the binary")
struct ExportCommandTests {
    /// A bundled pinch exported, then imported at the same rate: the same number of
    /// touches at the same whole-ms times, each within 0.5 pt; the document is lockstep
    /// touch pointers whose moves carry a duration and the viewport origin.
    @Test(arguments: [nil, "60"] as [String?])
    func exportThenImportGivesTheTouchesBack(_ rate: String?) throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = RepositoryPaths.root + "/traces/gesture-pinch-tilted-rotated.json"
        let actions = dir.appendingPathComponent("actions.json").path
        _ = FileManager.default.createFile(atPath: actions, contents: nil)
        let rateArguments = rate.map { ["--rate", $0] } ?? []
        let export = try MapsimProcess.run(["export", "webdriver", source] + rateArguments, stdoutPath: actions)
        #expect(export.status == 0)
        #expect(export.stderr.isEmpty)
        let document = try JSONParser().parse(Array(try String(contentsOfFile: actions, encoding: .utf8).utf8))
        let sources = try #require(document["actions"]?.arrayValue)
        #expect(sources.count == 2)
        let lists = sources.map { $0["actions"]?.arrayValue ?? [] }
        #expect(Set(lists.map(\.count)).count == 1)
        #expect(sources.allSatisfy { $0["type"]?.stringValue == "pointer" && $0["parameters"]?["pointerType"]?.stringValue == "touch" })
        let moves = lists.joined().filter { $0["type"]?.stringValue == "pointerMove" }
        #expect(moves.contains { ($0["duration"]?.numberValue ?? 0) > 0 })
        #expect(moves.allSatisfy { $0["origin"]?.stringValue == "viewport" && $0["duration"] != nil })

        let trace = try TraceFile.load(path: source)
        let output = dir.appendingPathComponent("back.json").path
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let viewport = "\(JSONValue.numberText(trace.viewport.width)),\(JSONValue.numberText(trace.viewport.height))"
        let back = try MapsimProcess.run(["import", "webdriver", actions, "--viewport", viewport] + rateArguments, stdoutPath: output)
        #expect(back.status == 0)
        let imported = try TraceFile.load(path: output)
        #expect(imported.touches.count == trace.touches.count)
        for (a, b) in zip(trace.touches, imported.touches) {
            #expect(abs(a.timeMs - b.timeMs) <= 1)
            #expect(a.phase == b.phase)
            #expect(abs(a.location.x - b.location.x) <= 0.5 && abs(a.location.y - b.location.y) <= 0.5)
        }
    }

    @Test func errorsFollowSysexits() throws {
        let missing = try MapsimProcess.run(["export", "webdriver", "/nonexistent/t.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "mapsim export: /nonexistent/t.json: no such file\n")
        let usage = try MapsimProcess.run(["export", "webdriver", "t.json", "--rate", "2000"])
        #expect(usage.status == 64)
        #expect(usage.stderr == "mapsim export: --rate: expected samples per second in (0, 1000], got '2000'\n")
        let format = try MapsimProcess.run(["export", "appium", "t.json"])
        #expect(format.status == 64)
        #expect(format.stderr == "mapsim export: unknown format 'appium' (known: webdriver)\n")
        let help = try MapsimProcess.run(["export", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("mapsim export webdriver traces/gesture-pinch-tilted-rotated.json"))
    }
}
