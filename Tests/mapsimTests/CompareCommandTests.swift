import TestSupport
import Foundation
import Testing
import Traces

/// `mapsim compare` through the built binary.
@Suite("mapsim compare")
struct CompareCommandTests {
    static let fling = RepositoryPaths.trace("gesture-fling.json")

    @Test func profilesSideBySide() throws {
        let result = try MapsimProcess.run(["compare", Self.fling, "--profile", "maplibre-gl-js", "--profile", "ios"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "compare    gesture-fling (\(Self.fling)), 2 variants")
        #expect(lines.contains("  A        maplibre-gl-js@6, raw input, 60 fps"))
        #expect(lines.contains("  B        ios, raw input, 60 fps"))
        #expect(lines.contains { $0.hasPrefix("  B        after pan 1: ") })
        #expect(lines.contains { $0.hasPrefix("differs    B from A at ") })
    }

    @Test func theJSONReportParsesAndCarriesEachVariant() throws {
        let result = try MapsimProcess.run(["compare", Self.fling, "--input", "raw", "--input", "android", "--input", "ios",
                                            "--profile", "android", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONParser().parse(result.stdout)
        let variants = json["variants"]?.arrayValue ?? []
        #expect(variants.map { $0["input"]?.stringValue } == ["raw", "android", "ios"])
        #expect(variants.allSatisfy { $0["profile"]?.stringValue == "android-framework" })
        #expect(variants.allSatisfy { ($0["flings"]?.arrayValue?.count ?? 0) == 1 })
        let again = try MapsimProcess.run(["compare", Self.fling, "--input", "raw", "--input", "android", "--input", "ios",
                                           "--profile", "android", "--json"])
        #expect(again.stdout == result.stdout)
    }

    @Test func theSVGIsWritten() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("c.svg").path
        let result = try MapsimProcess.run(["compare", Self.fling, "--fps", "60", "--fps", "120", "--svg", svg])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.hasPrefix("<svg") && text.contains("B: maplibre-gl-js@5, raw input, 120 fps"))
    }

    @Test("usage errors exit 64 with one line", arguments: [
        (["compare", "t.json", "--profile", "ios"], "mapsim compare: give at least two variants: repeat --profile, --input or --fps (see 'mapsim compare --help')"),
        (["compare", "t.json", "--profile", "ios", "--profile", "android", "--fps", "30", "--fps", "60", "--fps", "90"],
         "mapsim compare: --profile is given 2 times but another option 3: give each once or 3 times"),
        (["compare", "t.json", "--input", "raw", "--input", "webgl"], "mapsim compare: --input: unknown model 'webgl' (known: raw, android, ios)"),
        (["compare", "--profile", "ios", "--profile", "android"], "mapsim compare: missing TRACE (see 'mapsim compare --help')"),
        (["compare", "t.json", "--json", "--json"], "mapsim compare: --json is given more than once"),
    ])
    func usageErrorsExit64(_ arguments: [String], _ message: String) throws {
        let result = try MapsimProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }

    @Test func aMissingTraceExits66() throws {
        let result = try MapsimProcess.run(["compare", "no-such.json", "--profile", "ios", "--profile", "android"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("mapsim compare: no-such.json"))
    }
}
