import Testing
@testable import Replays
@testable import TraceChecking
import TraceFormat
import MapSimulation

/// A trace's `framesPerSecond`: the replay clock's rate unless overridden.
@Suite("Trace frame rate")
struct TraceFrameRateTests {
    static func pan(framesPerSecond: Double?) throws -> TraceFile {
        var b = ReplayTraceBuilder()
        b.touch(0, "down", 0, 100, 400)
        for k in 1...10 { b.touch(Double(16 * k), "move", 0, 100 + Double(10 * k), 400) }
        b.touch(400, "up", 0, 200, 400)
        var trace = try TraceFile.parse(b.json, fileName: "pan.json")
        trace.framesPerSecond = framesPerSecond
        return try TraceFile.parse(trace.jsonValue.prettyText, fileName: "pan.json")
    }

    @Test("a trace's framesPerSecond sets the clock, and its frames fall on that rate's ticks")
    func traceRate() throws {
        let trace = try Self.pan(framesPerSecond: 120)
        #expect(trace.framesPerSecond == 120)
        let result = try TraceReplay(trace: trace).run(recordFrames: true)
        #expect(result.clock.framesPerSecond == 120)
        let frames = result.simulation.frames
        #expect(frames.count > 2)
        #expect(frames.allSatisfy { abs(($0.time * 120).rounded() - $0.time * 120) < 1e-6 })
        #expect(result.textSummary(path: "pan.json").contains("maplibre-gl-js@5, 120 fps"))
    }

    @Test("an override wins over the trace's rate, and no rate anywhere is 60 fps")
    func override() throws {
        #expect(TraceReplay(trace: try Self.pan(framesPerSecond: 120), framesPerSecond: 30).clock.framesPerSecond == 30)
        #expect(TraceReplay(trace: try Self.pan(framesPerSecond: nil)).clock.framesPerSecond == 60)
        #expect(TraceChecker().framesPerSecond == nil)
    }
}
