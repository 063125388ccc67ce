import Testing
import MapSimulation
import Replays
import TraceFormat
@testable import TraceExploration

/// An explored variant carries its frame rate and input model in its trace, so that the
/// trace `explore` writes replays as the variant did.
@Suite("Explored variants' frame rate and input")
struct ExplorationFrameRateTests {
    /// A one-finger pan, 400 ms, with no `framesPerSecond` of its own.
    static func pan() throws -> TraceFile {
        var rows = [#"[0, "down", 0, 100, 400]"#]
        for k in 1...10 { rows.append("[\(16 * k), \"move\", 0, \(100 + 10 * k), 400]") }
        rows.append(#"[400, "up", 0, 200, 400]"#)
        let json = #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "#
            + #""camera": {"lat": 37.7749, "lng": -122.4194, "zoom": 12}, "touches": ["#
            + rows.joined(separator: ", ") + "]}"
        return try TraceFile.parse(json, fileName: "pan.json")
    }

    @Test("an explored variant under another frame rate and input model carries both in its trace")
    func explorerWritesThem() throws {
        let trace = try Self.pan()
        #expect(trace.framesPerSecond == nil && trace.input == nil)
        let subject = ExplorationSubject(replay: TraceReplay(trace: trace), invariants: .all)
        let v = subject.variant(keeping: subject.allKept, under: [.frameRate(framesPerSecond: 90), .delivery(.ios)])
        #expect(v.framesPerSecond == 90 && v.input == .ios)
        let written = try TraceFile.parse(v.trace.jsonValue.prettyText)
        #expect(written.framesPerSecond == 90 && written.input == .ios)
        #expect(TraceReplay(trace: written).clock.framesPerSecond == 90)
    }
}
