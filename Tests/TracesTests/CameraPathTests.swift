import MapMath
import MapSimulation
import TestSupport
import Testing
import TraceFormat
@testable import Replays

/// `cameraPath`: each row against the camera in effect at its time, online as `check`
/// runs and over recorded frames alike; its decoding errors.
@Suite("cameraPath: rows compared with the frame in effect at their time")
struct CameraPathTests {
    /// The fling trace with `path` as its only expectation.
    static func fling(_ rows: [TraceCameraPath.Row], targetPt: Double = 0.01) throws -> TraceFile {
        var trace = try TraceFile.load(path: RepositoryPaths.trace("gesture-fling.json"))
        trace.expectations = [TraceTimedExpectation(expectation: .cameraPath(TraceCameraPath(frames: rows, targetPt: targetPt)))]
        return trace
    }

    /// The replay's camera at each drawn frame, in ms.
    static func frames() throws -> [(timeMs: Double, camera: CameraPosition)] {
        let trace = try fling([])
        return try TraceReplay(trace: trace).run(recordFrames: true).simulation.frames.map { ($0.time * 1000, $0.camera) }
    }

    static func row(_ timeMs: Double, _ c: CameraPosition, zoom: Double? = nil) -> TraceCameraPath.Row {
        TraceCameraPath.Row(timeMs: timeMs, latitude: c.target.latitude, longitude: c.target.longitude,
                            zoom: zoom ?? c.zoom, bearing: c.bearing, tilt: c.tilt)
    }

    /// Both ways of checking give the same verdict and message.
    static func verdict(_ trace: TraceFile) throws -> (Bool, String) {
        let online = try TraceReplay(trace: trace).runCheckingExpectations().outcomes[0]
        let recorded = try TraceReplay(trace: trace).run(recordFrames: true).checkExpectations()[0]
        #expect(online == recorded)
        return (online.passed, online.message)
    }

    @Test func rowsBetweenFramesAndAfterTheEndReadTheCameraInEffect() throws {
        let frames = try Self.frames()
        let at100 = try #require(frames.first { abs($0.timeMs - 100) < 1e-6 })
        let last = try #require(frames.last)
        // 108 ms lies between the frames at 100 and 116.667: the camera of 100 is in effect.
        let rows = [Self.row(100, at100.camera), Self.row(108, at100.camera), Self.row(last.timeMs + 5000, last.camera)]
        let passing = try Self.verdict(try Self.fling(rows))
        #expect(passing == (true, ""))
        // The same rows claiming the frame at 116.667 at 108 ms fail there.
        let at116 = try #require(frames.first { abs($0.timeMs - 116.666667) < 1e-3 })
        let early = [Self.row(100, at100.camera), Self.row(108, at116.camera)]
        let (passed, message) = try Self.verdict(try Self.fling(early))
        #expect(!passed)
        #expect(message.hasPrefix("at 108 ms the target is "), "\(message)")
        #expect(message.hasSuffix(" pt from the recorded path, limit 0.01"))
        // A zoom off after the end names it.
        let zoomed = [Self.row(last.timeMs + 5000, last.camera, zoom: last.camera.zoom + 0.5)]
        let end = try Self.verdict(try Self.fling(zoomed))
        #expect(end == (false, "at \(ReportFormat.number(last.timeMs + 5000)) ms the zoom is 12, recorded 12.5, limit 1e-07"))
    }

    @Test func rowsAreValidatedWithTheirPath() {
        let base = #"{"format": "mapsim-trace/1", "viewport": {"width": 400, "height": 800}, "camera": {"lat": 0, "lng": 0, "zoom": 3}, "touches": [], "expect": "#
        let cases = [
            (#"[{"cameraPath": {"frames": [[0, 0, 0, 3, 0]]}}]"#,
             "t.json: expect[0].cameraPath.frames[0]: expected 6 numbers [timeMs, lat, lng, zoom, bearing, tilt], found 5"),
            (#"[{"cameraPath": {"frames": [[5, 0, 0, 3, 0, 0], [4, 0, 0, 3, 0, 0]]}}]"#,
             "t.json: expect[0].cameraPath.frames[1][0]: time goes backwards (4 after 5)"),
            (#"[{"cameraPath": {"frames": [], "tolerance": {"targetPt": -1}}}]"#,
             "t.json: expect[0].cameraPath.tolerance.targetPt: must not be negative (found -1)"),
            (#"[{"generated": 1, "cameraPath": {"frames": []}}]"#,
             "t.json: expect[0].generated: expected a boolean, found a number"),
        ]
        for (expect, message) in cases {
            do {
                _ = try TraceFile.parse(base + expect + "}", fileName: "t.json")
                Issue.record("no error for \(expect)")
            } catch {
                #expect(error.description == message)
            }
        }
    }
}
