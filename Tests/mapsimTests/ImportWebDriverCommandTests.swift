import TestSupport
import Foundation
import Testing
import Traces

@Suite("mapsim import webdriver")
struct ImportWebDriverCommandTests {
    static let pinch = RepositoryPaths.root + "/Tests/Fixtures/webdriver/pinch.json"

    /// The bundled pinch imports to the bundled trace's touches, the same on every run.
    @Test func pinchImportsToTheBundledTraceDeterministically() throws {
        let first = try MapsimProcess.run(["import", "webdriver", Self.pinch, "--viewport", "390,844"])
        #expect(first.status == 0 && first.stderr.isEmpty)
        let second = try MapsimProcess.run(["import", "webdriver", Self.pinch, "--viewport", "390,844"])
        #expect(first.stdout == second.stdout)
        let imported = try TraceFile.parse(first.stdout, fileName: "stdout")
        let bundled = try TraceFile.load(path: RepositoryPaths.trace("webdriver-pinch.json"))
        #expect(imported.touches == bundled.touches)
    }

    /// --rate changes the sampling: 500 ms at 60 Hz is 30 samples a finger, not 60.
    @Test func rateSetsTheSampling() throws {
        let result = try MapsimProcess.run(["import", "webdriver", Self.pinch, "--viewport", "390,844", "--rate", "60",
                                            "--camera", "48.8584,2.2945,15"])
        #expect(result.status == 0)
        let trace = try TraceFile.parse(result.stdout, fileName: "stdout")
        #expect(trace.touches.filter { $0.pointerID == 0 && $0.phase == .move }.count == 500 * 60 / 1000)
        #expect(trace.camera.latitude == 48.8584 && trace.camera.zoom == 15)
    }

    /// Bad actions exit 65 with the file and the JSON path; a missing file 66.
    @Test func badActionsExit65NamingThePath() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = #"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "x": 1, "y": 2, "origin": {"element-6066-11e4-a52e-4f735466cecf": "abc"}}]}]}"#
        let path = try TraceTestFiles.write(json, named: "element.json", in: dir)
        let result = try MapsimProcess.run(["import", "webdriver", path, "--viewport", "390,844"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("mapsim import: \(path): actions[0].actions[0].origin: an element origin "))
        let syntax = try TraceTestFiles.write("{\"actions\": [}", named: "syntax.json", in: dir)
        let bad = try MapsimProcess.run(["import", "webdriver", syntax, "--viewport", "390,844"])
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix("mapsim import: \(syntax): line 1, column 14: "))
        let missing = try MapsimProcess.run(["import", "webdriver", dir.appendingPathComponent("none.json").path, "--viewport", "390,844"])
        #expect(missing.status == 66)
    }
}
