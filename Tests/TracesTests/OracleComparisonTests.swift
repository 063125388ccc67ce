import Testing
import Traces
import MapMath
import MapSimulation
@testable import Replays

/// The oracle's parts that need no browser: filling mapsim's frames, the tolerances, the
/// page's input and result, the skip rules and the reports.
@Suite("Oracle comparison")
struct OracleComparisonTests {
    static let clock = FrameClock(framesPerSecond: 60)
    static let start = try! CameraPosition(latitude: 37.7749, longitude: -122.4194, zoom: 12)

    /// A camera `east` view points east of `start` at zoom 12 (at the equator scale of the
    /// start's latitude: the test measures with the same projection).
    static func camera(east: Double = 0, zoom: Double = 12, bearing: Double = 0, tilt: Double = 0) -> CameraPosition {
        var p = WebMercator.worldPoint(for: start.target)
        p.x += east / WebMercator.scale(atZoom: 12)
        return try! CameraPosition(target: WebMercator.coordinate(for: p), zoom: zoom, bearing: bearing, tilt: tilt)
    }

    static func theirs(_ cameras: [CameraPosition]) -> [OracleComparison.Camera] {
        cameras.enumerated().map { k, c in OracleComparison.Camera(time: clock.time(ofFrame: k), c) }
    }

    @Test("a listed frame stands for the frames after it until the next")
    func filling() {
        let frames = [FrameRecord(time: 0, camera: Self.camera(east: 0), touchCount: 0),
                      FrameRecord(time: Self.clock.time(ofFrame: 3), camera: Self.camera(east: 10), touchCount: 0)]
        let filled = OracleComparison.filled(frames, initial: Self.start, count: 6, clock: Self.clock)
        #expect(filled.count == 6)
        #expect(filled.map(\.time) == (0..<6).map { Self.clock.time(ofFrame: $0) })
        let east = filled.map { OracleComparison.differences(OracleComparison.Camera(time: 0, Self.start), $0).targetPoints }
        for k in 0..<3 { #expect(abs(east[k]) < 1e-9) }
        for k in 3..<6 { #expect(abs(east[k] - 10) < 1e-6) }
    }

    @Test("a library that stops where mapsim skips frames disagrees at the skipped frames")
    func skippedFramesAreCompared() {
        // mapsim lists frames 0 and 3 only; the library drifts at frame 1 and comes back.
        let frames = [FrameRecord(time: 0, camera: Self.start, touchCount: 0),
                      FrameRecord(time: Self.clock.time(ofFrame: 3), camera: Self.start, touchCount: 0)]
        let theirs = Self.theirs([Self.start, Self.camera(east: 2), Self.start, Self.start])
        let c = OracleComparison(frames: frames, initial: Self.start, clock: Self.clock, theirs: theirs)
        #expect(!c.agrees)
        #expect(c.firstDifferenceTime == Self.clock.time(ofFrame: 1))
        #expect(abs(c.target.value - 2) < 1e-6)
        #expect(c.target.time == Self.clock.time(ofFrame: 1))
    }

    @Test("a library that moves on after mapsim came to rest is compared with mapsim's last camera")
    func libraryMovesOn() {
        let frames = [FrameRecord(time: 0, camera: Self.start, touchCount: 0)]
        let theirs = Self.theirs([Self.start, Self.start, Self.camera(east: 0.4), Self.camera(east: 0.9)])
        let c = OracleComparison(frames: frames, initial: Self.start, clock: Self.clock, theirs: theirs)
        #expect(c.ours.count == 4)
        #expect(c.firstDifferenceTime == Self.clock.time(ofFrame: 3))
        #expect(abs(c.target.value - 0.9) < 1e-6)
    }

    @Test("the tolerances: 0.5 pt, 0.001 zoom, 0.05° bearing (the short way) and tilt")
    func tolerances() {
        func verdict(_ theirs: CameraPosition) -> Bool {
            let frames = [FrameRecord(time: 0, camera: Self.camera(bearing: 359.99, tilt: 10), touchCount: 0)]
            return OracleComparison(frames: frames, initial: Self.start, clock: Self.clock, theirs: Self.theirs([theirs])).agrees
        }
        #expect(verdict(Self.camera(east: 0.45, bearing: 0.02, tilt: 10.04)))
        #expect(!verdict(Self.camera(east: 0.55, bearing: 359.99, tilt: 10)))
        #expect(verdict(Self.camera(zoom: 12.0009, bearing: 359.99, tilt: 10)))
        #expect(!verdict(Self.camera(zoom: 12.0011, bearing: 359.99, tilt: 10)))
        #expect(!verdict(Self.camera(bearing: 0.05, tilt: 10)))
        #expect(!verdict(Self.camera(bearing: 359.99, tilt: 10.06)))
    }

    @Test("MapLibre's camera in our conventions: zoom + 1, the rest as given")
    func mapLibreConventions() {
        let c = OracleComparison.Camera.mapLibre(timeMs: 50, lat: 1, lng: 2, zoom: 11, bearing: -10, pitch: 20)
        #expect(c.time == 0.05 && c.zoom == 12 && c.latitude == 1 && c.longitude == 2 && c.tilt == 20)
        let ours = OracleComparison.Camera(time: 0.05, latitude: 1, longitude: 2, zoom: 12, bearing: 350, tilt: 20)
        #expect(OracleComparison.differences(ours, c).bearing < 1e-9)
    }

    @Test("touch rows of one time and phase fire as one DOM event, before the frame at or after them")
    func touchGroups() throws {
        var builder = ReplayTraceBuilder()
        builder.touch(0, "down", 0, 100, 100)
        builder.touch(0, "down", 1, 200, 100)
        builder.touch(20, "move", 0, 110, 100)
        builder.touch(20, "move", 1, 210, 100)
        builder.touch(30, "up", 0, 110, 100)
        let trace = try TraceFile.parse(builder.json, fileName: "built.json")
        let replay = TraceReplay(trace: trace)
        let result = try replay.run(recordFrames: true)
        let setup = try MapLibreOracleSetup(replay: replay, frameCount: result.simulation.frameCount)
        #expect(setup.touchGroups.map(\.phase) == [.down, .move, .up, .cancel])
        #expect(setup.touchGroups.map { $0.touches.map(\.id) } == [[0, 1], [0, 1], [0], [1]])
        // 20 ms lies between frames 1 (16.7 ms) and 2 (33.3 ms); 30 ms before frame 2 too.
        #expect(setup.touchGroups.map(\.frameIndex) == [0, 2, 2, 2])
        #expect(setup.frameCount == result.simulation.frameCount)
        #expect(setup.camera.zoom == 12 && setup.minZoom == 1 && setup.maxZoom == 20)
        let page = MapLibreOraclePage(setup: setup, libraryPath: "/tmp/a b/maplibre-gl.js").document()
        #expect(page.contains(#"<script src="file:///tmp/a%20b/maplibre-gl.js"></script>"#))
        #expect(page.contains(#""zoom":11.0"#))
        #expect(page.contains(#"[0,0.0,"touchstart",[[0,100.0,100.0],[1,200.0,100.0]]]"#))
        // The clock is replaced before the library loads.
        let clock = try #require(page.firstRange(of: "performance.now = "))
        let library = try #require(page.firstRange(of: "<script src="))
        #expect(clock.lowerBound < library.lowerBound)
    }

    @Test("moveCamera is a jumpTo before a touch of the same time; the gesture switches reach the page")
    func jumpsAndSwitches() throws {
        var builder = ReplayTraceBuilder()
        builder.settings = ["tiltGestures": false, "allowScrollGesturesDuringRotateOrZoom": false]
        builder.touch(0, "down", 0, 100, 100)
        builder.touch(20, "up", 0, 100, 100)
        builder.commands = [#"{"timeMs": 20, "moveCamera": {"zoom": 13, "tilt": 30}}"#]
        let replay = TraceReplay(trace: try TraceFile.parse(builder.json))
        let setup = try MapLibreOracleSetup(replay: replay, frameCount: 3)
        let page = MapLibreOraclePage(setup: setup, libraryPath: "/lib.js").document()
        #expect(page.contains(#""rotateGestures":true,"tiltGestures":false,"scrollsDuringRotateOrZoom":false,"#
                              + #""events":[[0,0.0,"touchstart",[[0,100.0,100.0]]],"#
                              + #"[2,20.0,"jumpTo",[null,null,12.0,null,30.0]],[2,20.0,"touchend",[[0,100.0,100.0]]]]"#))
    }

    @Test("settings, commands, markers and non-raw input are skipped with a reason")
    func skipReasons() throws {
        var builder = ReplayTraceBuilder()
        builder.touch(0, "down", 0, 100, 100)
        builder.touch(10, "up", 0, 100, 100)
        #expect(MapLibreOracleSetup.skipReason(try TraceFile.parse(builder.json)) == nil)
        var withSettings = builder
        withSettings.settings = ["rotateGestures": false, "tiltGestures": false,
                                 "allowScrollGesturesDuringRotateOrZoom": false]
        #expect(MapLibreOracleSetup.skipReason(try TraceFile.parse(withSettings.json)) == nil)
        withSettings.settings["scrollGestures"] = false
        #expect(MapLibreOracleSetup.skipReason(try TraceFile.parse(withSettings.json))
                == "settings (scrollGestures) are not set up in the page")
        var withCommand = builder
        withCommand.commands = [#"{"timeMs": 5, "moveCamera": {"zoom": 13}}"#]
        #expect(MapLibreOracleSetup.skipReason(try TraceFile.parse(withCommand.json)) == nil)
        withCommand.commands.append(#"{"timeMs": 6, "animateCamera": {"zoom": 14}}"#)
        #expect(MapLibreOracleSetup.skipReason(try TraceFile.parse(withCommand.json))?.contains("(animateCamera)") == true)
        let android = try TraceFile.parse(String(builder.json.dropLast()) + #", "input": "android"}"#)
        #expect(MapLibreOracleSetup.skipReason(android)?.contains("input android") == true)
    }

    @Test("the page's result is read back, its errors named")
    func pageResult() throws {
        let dom = #"<html><body><pre id="oracle-result">{"version":"5.3.0","frames":[[0,37.5,-122.5,11,-10,20],[16.6,37.5,-122.5,11.5,0,0]]}</pre></body></html>"#
        let result = try MapLibreOraclePage.result(fromDOM: dom)
        #expect(result.version == "5.3.0")
        #expect(result.frames.count == 2 && result.frames[1].zoom == 12.5 && result.frames[0].bearing == -10)
        func message(_ dom: String) -> String? {
            do { _ = try MapLibreOraclePage.result(fromDOM: dom); return nil } catch { return error.message }
        }
        #expect(message(#"<pre id="oracle-result">pending</pre>"#)?.contains("did not finish") == true)
        #expect(message(#"<pre id="oracle-result">{"error":"no WebGL"}</pre>"#) == "the page failed: no WebGL")
        #expect(message(#"<pre id="oracle-result">{"version":"5.3.0","frames":[[0,1]]}</pre>"#)?.contains("frame 0") == true)
        #expect(message("<html></html>")?.contains("no #oracle-result") == true)
    }

    @Test("the summary counts agreeing, compared and skipped traces; the table goes between its markers")
    func report() {
        let frames = [FrameRecord(time: 0, camera: Self.start, touchCount: 0)]
        let ok = OracleComparison(frames: frames, initial: Self.start, clock: Self.clock, theirs: Self.theirs([Self.start]))
        let diff = OracleComparison(frames: frames, initial: Self.start, clock: Self.clock,
                                    theirs: Self.theirs([Self.camera(east: 3)]))
        let report = OracleReport(library: "MapLibre GL JS 5.3.0", profile: "maplibre-gl-js", entries: [
            .init(name: "a", path: "a.json", outcome: .compared(ok)),
            .init(name: "b", path: "b.json", outcome: .compared(diff)),
            .init(name: "c", path: "c.json", outcome: .skipped("markers")),
        ])
        #expect(report.summary == "1 of 2 traces within 0.5 pt, 0.001 zoom, 0.05° at every frame (MapLibre GL JS 5.3.0); 1 skipped")
        #expect(!report.allAgree)
        #expect(report.text.split(separator: "\n").map { $0.prefix(6) } == ["ok    ", "DIFF  ", "skip  ", "1 of 2"])
        #expect(report.json.contains(#""verdict":"diff""#))
        let document = "intro\n\(OracleReport.tableBegin)\nold\n\(OracleReport.tableEnd)\nafter\n"
        let updated = try! #require(report.replacingTable(in: document))
        #expect(!updated.contains("old") && updated.hasPrefix("intro\n") && updated.hasSuffix("\(OracleReport.tableEnd)\nafter\n"))
        #expect(updated.contains("| b | **DIFF** from 0 ms | 3 pt at 0 ms |"))
        #expect(report.replacingTable(in: "no markers") == nil)
    }
}
