import Foundation
import TestSupport
import Testing

/// `mapsim bench --svg` through the binary; the picture itself is tested on hand-made
/// results in BenchmarksTests (BenchSVGTests).
@Suite("mapsim bench --svg")
struct BenchSVGCommandTests {
    @Test("mapsim bench --suite projection --quick --svg writes a picture naming both results beside the table")
    func endToEnd() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("benchsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bench.svg").path
        let run = try MapsimProcess.run(["bench", "--suite", "projection", "--quick", "--svg", path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("projection.world.cold") && run.stdout.contains("× plain C"))
        let document = try String(contentsOfFile: path, encoding: .utf8)
        let all = try ParsedElement.all(in: document)
        #expect(all.classed("bar").map { $0.attributes["data-name"] }
            == ["projection.world.cold", "projection.screen.warm"])
        #expect(all.classed("reference").count == 2)
        #expect(all.first { $0.attributes["id"] == "scaling" }?.attributes["data-omitted"] == "true")
    }

    @Test("a --svg path that cannot be written exits 74 naming it, before any benchmark runs")
    func unwritablePath() throws {
        let path = "/nonexistent-\(UUID().uuidString)/bench.svg"
        let run = try MapsimProcess.run(["bench", "--suite", "projection", "--quick", "--svg", path])
        #expect(run.status == 74)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "mapsim bench: \(path): cannot write: No such file or directory\n")
    }

    @Test("help lists --svg FILE")
    func help() throws {
        let run = try MapsimProcess.run(["bench", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("  --svg FILE\n"))
        #expect(run.stdout.contains("mapsim bench [--suite NAME] [--json] [--quick] --svg FILE\n"))
    }
}
