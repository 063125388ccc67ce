import TestSupport
import Foundation
import Testing

/// `--invariants none|NAME,...` on `replay` and `check`, and the invariants in their
/// reports, through the built binary.
@Suite("mapsim --invariants and the invariants of every replay")
struct InvariantOptionTests {
    static let pinch = RepositoryPaths.trace("gesture-pinch-focal.json")
    static let names = "finite, cameraLimits, focalPoint, noJumpOnFingerChange, singleIdle, gesturesObeySettings"

    @Test func replayJSONCarriesEveryInvariantInOrder() throws {
        let result = try MapsimProcess.run(["replay", "--json", Self.pinch])
        #expect(result.status == 0, "\(result.stderr)")
        let start = try #require(result.stdout.range(of: #""invariants":{"#))
        let object = result.stdout[start.upperBound...]
        var last = object.startIndex
        for name in Self.names.components(separatedBy: ", ") {
            let at = try #require(object.range(of: #""\#(name)":{"holds":true,"worst":"#), "\(name)")
            #expect(at.lowerBound >= last, "\(name) out of order")
            last = at.lowerBound
        }
        #expect(result.stdout.contains(#""finite":{"holds":true,"worst":0.0,"atMs":null,"limit":0.0}"#))
        #expect(result.stdout.contains(#","limit":0.5},"noJumpOnFingerChange":"#))
    }

    @Test func replayTextHasOneLineAndSelectionsChooseIt() throws {
        let all = try MapsimProcess.run(["replay", Self.pinch])
        #expect(all.stdout.contains("\ninvariants all 6 hold\n"))
        let two = try MapsimProcess.run(["replay", "--invariants", "singleIdle,focalPoint", Self.pinch])
        #expect(two.stdout.contains("\ninvariants all 2 hold\n"))
        let json = try MapsimProcess.run(["replay", "--json", "--invariants", "singleIdle,focalPoint", Self.pinch])
        #expect(json.stdout.contains(#""invariants":{"focalPoint":{"#))
        #expect(json.stdout.contains(#""limit":0.5},"singleIdle":{"#))
        let none = try MapsimProcess.run(["replay", "--json", "--invariants", "none", Self.pinch])
        #expect(none.stdout.contains(#""invariants":{}"#))
    }

    @Test func checkRunsThemOnEveryTraceUnderEveryModel() throws {
        let traces = RepositoryPaths.root + "/traces"
        let raw = try MapsimProcess.run(["check", "--strict", traces])
        #expect(raw.status == 0, "\(raw.stdout)")
        // The expectations are the trace's own model's; the invariants hold under every one.
        for model in ["android", "ios"] {
            let result = try MapsimProcess.run(["check", "--input", model, "--format", "jsonl", traces])
            #expect(result.stdout.contains(#""status":"passed""#))
            #expect(!result.stdout.contains(#""path":"invariant""#), "\(model): \(result.stdout)")
        }
        let chosen = try MapsimProcess.run(["check", "--invariants", "focalPoint", Self.pinch])
        #expect(chosen.status == 0 && chosen.stdout.hasPrefix("ok   "))
    }

    @Test("an unknown or empty name is a usage error that lists the names",
          arguments: ["replay", "check"], ["focalpoint", "finite,,singleIdle", ""])
    func unknownNamesExit64(_ command: String, _ value: String) throws {
        let result = try MapsimProcess.run([command, "--invariants", value, Self.pinch])
        #expect(result.status == 64)
        let name = value == "focalpoint" ? "focalpoint" : ""
        #expect(result.stderr == "mapsim \(command): --invariants: unknown invariant '\(name)' (known: \(Self.names); or none)\n")
    }

    @Test("the help documents the option and the invariants", arguments: ["replay", "check"])
    func helpDocumentsThem(_ command: String) throws {
        let help = try MapsimProcess.run([command, "--help"]).stdout
        #expect(help.contains("--invariants none|NAME,..."))
        for name in Self.names.components(separatedBy: ", ") { #expect(help.contains(name), "\(name)") }
        #expect(help.contains("`invariant focalPoint:"))
    }
}
