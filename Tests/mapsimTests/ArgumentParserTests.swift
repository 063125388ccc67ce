import Testing
@testable import mapsim
import Traces

@Suite("ArgumentParser")
struct ArgumentParserTests {
    let parser = ArgumentParser(
        commandName: "demo",
        options: [.value("--zoom", "Z", help: "zoom"), .value("--camera", "C", help: "camera"),
                  .flag("--json", help: "json")],
        maxPositionals: 1)

    @Test("values, inline values, switches and positionals")
    func parsesEverything() throws {
        let parsed = try parser.parse(["--zoom", "3", "--camera=-33.8,151.2,10", "trace.json", "--json"])
        #expect(parsed.value("--zoom") == "3")
        #expect(parsed.value("--camera") == "-33.8,151.2,10")
        #expect(parsed.has("--json"))
        #expect(parsed.positionals == ["trace.json"])
    }

    @Test("a value may start with a dash")
    func negativeValue() throws {
        let parsed = try parser.parse(["--camera", "-33.8,151.2,10"])
        #expect(parsed.value("--camera") == "-33.8,151.2,10")
    }

    @Test("-- ends options and a lone - is positional")
    func endOfOptions() throws {
        #expect(try parser.parse(["--", "--json"]).positionals == ["--json"])
        #expect(try parser.parse(["-"]).positionals == ["-"])
    }

    @Test("mistakes are usage errors", arguments: [
        (["--nope"], "unknown option '--nope' (see 'mapsim demo --help')"),
        (["--zoom"], "--zoom needs a value (Z)"),
        (["--json=1"], "--json takes no value"),
        (["--json", "--json"], "--json is given more than once"),
        (["--zoom=1", "--zoom", "2"], "--zoom is given more than once"),
        (["a", "b"], "unexpected argument 'b' (see 'mapsim demo --help')"),
        (["-z"], "unknown option '-z' (see 'mapsim demo --help')"),
    ])
    func mistakes(arguments: [String], message: String) {
        #expect(throws: CLIError.usage(message)) { try parser.parse(arguments) }
    }

    @Test("errors map to the documented exit codes")
    func exitCodes() {
        #expect(CLIError.usage("x").exitCode.rawValue == 64)
        #expect(CLIError.badInput(location: "stdin line 1", problem: "x").exitCode.rawValue == 65)
        #expect(CLIError.ioFailure("x").exitCode.rawValue == 74)
        // A trace or recording error by its kind: bad or non-trace content 65, a missing or
        // unreadable file 66.
        let kinds: [(TraceError.Kind, Int32)] = [(.invalidData, 65), (.notATrace, 65), (.unknownJSON, 65), (.fileNotFound, 66), (.unreadable, 66)]
        for (kind, code) in kinds {
            #expect(CLIError.trace(TraceError(kind, fileName: "t.json", message: "x")).exitCode.rawValue == code, "\(kind)")
        }
    }

    @Test("a missing file (66) and a directory (66) reach the CLI through FileBytes with their messages")
    func fileErrors() {
        func cliError(_ path: String) -> CLIError? {
            do throws(TraceError) {
                _ = try FileBytes.contents(ofPath: path)
                return nil
            } catch {
                return .trace(error)
            }
        }
        let missing = cliError("/nonexistent/mapsim/trace.json")
        #expect(missing?.exitCode == .fileNotFound)
        #expect(missing?.message(command: "replay") == "mapsim replay: /nonexistent/mapsim/trace.json: no such file")
        let directory = cliError("/")
        #expect(directory?.exitCode == .fileNotFound)
        #expect(directory?.message(command: "replay") == "mapsim replay: /: cannot read: Is a directory")
    }
}
