import TestSupport
import Foundation
import Testing
import Traces
@testable import mapsim

/// A small trace for the picture options: a one-finger pan, then a two-finger pinch.
enum PictureOptionsTrace {
    static var text: String {
        var touches: [String] = []
        for i in 0...10 { touches.append("[\(100 + i * 16), \"\(i == 0 ? "down" : "move")\", 0, 200, \(500 - i * 10)]") }
        touches.append("[276, \"up\", 0, 200, 400]")
        for i in 0...10 {
            let phase = i == 0 ? "down" : "move"
            touches.append("[\(500 + i * 16), \"\(phase)\", 1, \(150 - i * 3), 400]")
            touches.append("[\(500 + i * 16), \"\(phase)\", 2, \(250 + i * 3), 400]")
        }
        touches.append("[676, \"up\", 1, 120, 400]")
        touches.append("[676, \"up\", 2, 280, 400]")
        return """
        {"format": "mapsim-trace/1", "name": "picture-options",
         "viewport": {"width": 400, "height": 800},
         "camera": {"lat": 52.52, "lng": 13.405, "zoom": 14},
         "markers": [{"id": "m", "lat": 52.521, "lng": 13.404, "title": "Mitte"}],
         "touches": [\(touches.joined(separator: ", "))]}
        """
    }

    /// A fresh directory holding the trace as `trace.json`.
    static func directory() throws -> URL {
        let url = try ScratchDirectory.make(prefix: "mapsim-pictures")
        try text.write(to: url.appendingPathComponent("trace.json"), atomically: true, encoding: .utf8)
        return url
    }
}

@Suite("replay picture options")
struct PictureOptionsTests {
    static func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        try ArgumentParser(commandName: "replay", options: PictureOptions.all + TraceOptions.all, maxPositionals: 1)
            .parse(arguments)
    }

    static func usageMessage(_ body: () throws(CLIError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            guard case let .usage(message) = error else { return "not a usage error: \(error)" }
            return message
        }
    }

    @Test("--at needs --svg and a finite time that is not negative")
    func atValidation() throws {
        #expect(Self.usageMessage { () throws(CLIError) in try PictureOptions.validate(try Self.parse(["t.json", "--at", "5"])) } == "--at needs --svg")
        #expect(Self.usageMessage { () throws(CLIError) in try PictureOptions.validate(try Self.parse(["t.json", "--svg", "a.svg", "--at", "soon"])) }
                == "--at: 'soon' is not a number")
        #expect(Self.usageMessage { () throws(CLIError) in try PictureOptions.validate(try Self.parse(["t.json", "--svg", "a.svg", "--at", "-1"])) }
                == "--at: -1 is negative (times start at 0 ms)")
        #expect(Self.usageMessage { () throws(CLIError) in try PictureOptions.validate(try Self.parse(["t.json", "--svg", "a.svg", "--at", "250"])) } == nil)
        #expect(try PictureOptions.atMs(try Self.parse(["t.json", "--svg", "a.svg", "--at", "250.5"])) == 250.5)
    }

    @Test("frames are kept only when a picture is asked for")
    func needsFrames() throws {
        #expect(!PictureOptions.needsFrames(try Self.parse(["t.json"])))
        #expect(PictureOptions.needsFrames(try Self.parse(["t.json", "--svg", "a.svg"])))
        #expect(PictureOptions.needsFrames(try Self.parse(["t.json", "--html", "a.html"])))
    }

    @Test("write puts the library's SVG at T and HTML viewer into the files")
    func writesFiles() throws {
        let directory = try PictureOptionsTrace.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tracePath = directory.appendingPathComponent("trace.json").path
        let svgPath = directory.appendingPathComponent("out.svg").path
        let htmlPath = directory.appendingPathComponent("out.html").path
        let parsed = try Self.parse([tracePath, "--svg", svgPath, "--at", "300", "--html", htmlPath])
        let result = try TraceOptions.replay(path: tracePath, framesPerSecond: 60, profile: nil, input: nil, recordFrames: true)
        try PictureOptions.write(result: result, parsed: parsed)
        let picture = try ReplaySVG(result: result)
        #expect(try String(contentsOfFile: svgPath, encoding: .utf8) == (try picture.document(atMs: 300)))
        #expect(try String(contentsOfFile: htmlPath, encoding: .utf8) == ReplayHTML(picture: picture).document())
    }

    @Test("a time after the last frame is a usage error; an unwritable file an I/O error naming it")
    func writeErrors() throws {
        let directory = try PictureOptionsTrace.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tracePath = directory.appendingPathComponent("trace.json").path
        let result = try TraceOptions.replay(path: tracePath, framesPerSecond: 60, profile: nil, input: nil, recordFrames: true)
        let lastMs = ReportFormat.milliseconds(result.simulation.endTime)
        let late = try Self.parse([tracePath, "--svg", directory.appendingPathComponent("late.svg").path, "--at", "99999"])
        #expect(Self.usageMessage { () throws(CLIError) in try PictureOptions.write(result: result, parsed: late) }
                == "--at: time 99999 ms is after the last frame at \(ReportFormat.number(lastMs)) ms")

        let missing = directory.appendingPathComponent("no/such/dir/x.svg").path
        do {
            try PictureOptions.write(result: result, parsed: try Self.parse([tracePath, "--svg", missing]))
            Issue.record("expected an I/O error")
        } catch {
            #expect(error.exitCode == .ioFailure)
            #expect(error.message(command: "replay") == "mapsim replay: \(missing): cannot write: No such file or directory")
        }
    }

    @Test("mapsim replay --svg --at --html writes byte-identical files twice",
          .enabled(if: ReplayCommand.options.contains { $0.name == "--svg" },
                   "ReplayCommand does not list PictureOptions yet (see Sources/mapsim/PictureOptions.swift)"))
    func replayCommand() throws {
        let directory = try PictureOptionsTrace.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tracePath = directory.appendingPathComponent("trace.json").path
        var outputs: [(svg: String, html: String)] = []
        for run in 0..<2 {
            let svg = directory.appendingPathComponent("run\(run).svg").path
            let html = directory.appendingPathComponent("run\(run).html").path
            let result = try MapsimProcess.run(["replay", tracePath, "--svg", svg, "--at", "600", "--html", html])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stdout.hasPrefix("trace      picture-options"))
            outputs.append((try String(contentsOfFile: svg, encoding: .utf8), try String(contentsOfFile: html, encoding: .utf8)))
        }
        #expect(outputs[0].svg == outputs[1].svg && outputs[0].html == outputs[1].html)
        #expect(outputs[0].svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))
        #expect(outputs[0].svg.contains(#"class="gesture-span" data-kind="pinch""#))
        #expect(outputs[0].svg.contains(#"class="marker" data-id="m""#))
        #expect(outputs[0].html.hasPrefix("<!DOCTYPE html>"))

        let late = try MapsimProcess.run(["replay", tracePath, "--svg", directory.appendingPathComponent("x.svg").path,
                                          "--at", "99999"])
        #expect(late.status == 64)
        #expect(late.stderr.hasPrefix("mapsim replay: --at: time 99999 ms is after the last frame at "))
        let orphan = try MapsimProcess.run(["replay", tracePath, "--at", "5"])
        #expect(orphan.status == 64 && orphan.stderr == "mapsim replay: --at needs --svg\n")
    }
}
