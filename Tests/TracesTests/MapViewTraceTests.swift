import TestSupport
import Testing
import MapMath
import MapSimulation
import Gestures
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

/// The map view layer driven by trace files: the bundled `traces/map-*.json` traces and
/// what their frames, reports and state expectations show.
@Suite("Map view traces")
struct MapViewTraceTests {
    static func load(_ name: String) throws -> TraceFile {
        try TraceFile.load(path: RepositoryPaths.trace(name + ".json"))
    }

    static func replay(_ name: String, frames: Bool = true) throws -> TraceReplayResult {
        try TraceReplay(trace: load(name)).run(recordFrames: frames)
    }

    static let bundled = ["map-accessibility", "map-color-scheme", "map-controls-before-markers", "map-compass-tap-fade", "map-compass-visibility",
                          "map-controls-padding", "map-floor-picker", "map-info-window-sequence",
                          "map-info-window-tracking", "map-marker-hit-order", "map-my-location-button",
                          "map-programmatic-gestures-off"]

    @Test(arguments: bundled)
    func bundledTracePasses(name: String) throws {
        let result = try Self.replay(name, frames: true) // a cameraPath reads the frames
        let failures = result.checkExpectations().filter { !$0.passed }
        #expect(failures.isEmpty, "\(failures.map { "\($0.name): \($0.message)" })")
        #expect(result.trace.expectations.count >= 1)
    }

    @Test func tracksInfoWindowChangesBothWays() throws {
        let result = try Self.replay("map-info-window-tracking")
        func window(at ms: Double) -> InfoWindowRecord? {
            result.recordedFrame(atMs: ms)?.infoWindow
        }
        // "live" tracks: the new title shows at once.
        #expect(window(at: 250)?.title == "Before")
        #expect(window(at: 350)?.title == "After")
        // "still" does not: the old content until the window reopens.
        #expect(window(at: 800)?.marker == "still" && window(at: 800)?.title == "Before")
        #expect(window(at: 800)?.snippet == nil)
        #expect(window(at: 1400)?.title == "After" && window(at: 1400)?.snippet == "New snippet")
        // Moving the marker 50 pt east moved its open window with it.
        let before = try #require(window(at: 800)?.frame), after = try #require(window(at: 1000)?.frame)
        #expect(abs(after.x - before.x - 50) < 1e-3 && after.y == before.y)
    }

    @Test func accessibilityElementsInFrames() throws {
        let result = try Self.replay("map-accessibility")
        let first = try #require(result.simulation.frames.first?.accessibilityElements)
        #expect(first.map(\.id) == ["cafe", "kiosk"])
        #expect(first.map(\.label) == ["Cafe", "Newspapers"])
        let open = try #require(result.recordedFrame(atMs: 250)?.accessibilityElements)
        #expect(open.map(\.kind) == [.marker, .marker, .infoWindow])
        #expect(open.last?.label == "Cafe, Open till 6")
        #expect(result.simulation.frames.last?.accessibilityElements == nil)
        let json = result.jsonReport()
        #expect(json.contains(#""visibleMarkers":2,"accessibilityElements":[{"kind":"marker","id":"cafe","label":"Cafe","frame":["#))
        // cafe stands 50 pt left of the centre (200, 400): its 26 × 42 icon above that point.
        let cafe = first[0].frame
        #expect(abs(cafe.x - 137) < 1e-3 && abs(cafe.y - 358) < 1e-3 && cafe.width == 26 && cafe.height == 42)
    }

    /// The frames keep their existing keys first and add the view state after them.
    @Test func timelineKeysAndOrder() throws {
        let json = try Self.replay("map-compass-tap-fade").jsonReport()
        let value = try JSONParser().parse(json)
        guard case let .object(top) = value, case let .array(frames)? = top.first(where: { $0.key == "frames" })?.value,
              case let .object(frame) = frames[0] else {
            Issue.record("no frames")
            return
        }
        #expect(top.map(\.key).suffix(5) == ["finalCamera", "gestures", "events", "invariants", "frames"])
        #expect(frame.map(\.key) == ["timeMs", "camera", "touchCount", "selectedMarker", "infoWindow", "controls", "map",
                                     "visibleMarkers"])
        #expect(json.contains(#""compass":{"visible":true,"opacity":1.0,"frame":[348.0,12.0,40.0,40.0]}"#))
        #expect(json.contains(#""myLocationButton":{"visible":false,"frame":[332.0,732.0,56.0,56.0]}"#))
        #expect(json.contains(#""floorPicker":{"visible":false,"building":null,"level":null,"frame":null}"#))
        #expect(json.contains(##""map":{"mapType":"normal","trafficEnabled":false,"indoorEnabled":true,"buildingsEnabled":true,"colorScheme":"light","backgroundColor":"#AAAAAA","mapID":null,"myLocationEnabled":false,"myLocation":null}"##))
        // The fade shows as falling opacities (elapsed on whole picoseconds: `ClockArithmetic`).
        #expect(json.contains(#""opacity":0.44444444444666664"#))
    }

    @Test func textSummaryLogsViewChanges() throws {
        let text = try Self.replay("map-info-window-sequence", frames: false).textSummary(path: "t.json")
        #expect(text.contains("\nmap view\n"))
        #expect(text.contains("selected marker a; info window a open (\"Alpha\" / \"First marker\") at (100, 298) 200×60 pt"))
        #expect(text.contains("no marker selected; no info window"))
        let fade = try Self.replay("map-compass-tap-fade", frames: false).textSummary(path: "t.json")
        #expect(fade.contains("compass fading out") && fade.contains("compass hidden"))
    }

    @Test func stateExpectationFailuresNameEachField() throws {
        var trace = try Self.load("map-color-scheme")
        trace.expectations = [
            TraceTimedExpectation(timeMs: 150, expectation: .state(TraceStateExpectation(
                selectedMarker: .some("x"), compassVisible: true, activeLevel: .some(2), mapType: .terrain,
                colorScheme: .dark))),
            TraceTimedExpectation(timeMs: 99_000, expectation: .state(TraceStateExpectation(compassVisible: false))),
        ]
        let outcomes = try TraceReplay(trace: trace).run().checkExpectations()
        #expect(!outcomes[0].passed)
        #expect(outcomes[0].message == "state selectedMarker expected x, got null; compassVisible expected true, got false; "
                + "activeLevel expected 2, got null; mapType expected terrain, got satellite; colorScheme expected dark, got light")
        #expect(!outcomes[1].passed && outcomes[1].message.hasPrefix("the replay ended at"))
    }

    @Test func fingersStillDownAtTheEndAreCancelledInIdOrderAtTheirLastLocation() throws {
        var builder = ReplayTraceBuilder()
        builder.touch(0, "down", 7, 100, 100)
        builder.touch(0, "down", 2, 200, 200)
        builder.touch(10, "down", 5, 300, 300)
        builder.touch(20, "move", 7, 110, 120)
        builder.touch(30, "up", 5, 300, 300)
        builder.touch(40, "move", 2, 210, 190)
        builder.touch(50, "down", 5, 50, 60)
        builder.touch(60, "cancel", 7, 110, 120)
        builder.touch(70, "move", 5, 55, 65)
        let trace = try TraceFile.parse(builder.json, fileName: "built.json")
        let events = TraceReplay(trace: trace).touchEvents
        #expect(events.count == 11)
        let added = events.suffix(2)
        // Pointers 2 and 5 are down; 7 was cancelled and 5's first stroke lifted.
        #expect(added.map(\.pointerID) == [2, 5])
        #expect(added.allSatisfy { $0.phase == .cancel && $0.time == 0.07 })
        #expect(added.map(\.location) == [ScreenPoint(x: 210, y: 190), ScreenPoint(x: 55, y: 65)])
        // A trace whose fingers are all up gets nothing added.
        var lifted = ReplayTraceBuilder()
        lifted.touch(0, "down", 1, 10, 10)
        lifted.touch(16, "up", 1, 10, 10)
        #expect(TraceReplay(trace: try TraceFile.parse(lifted.json, fileName: "lifted.json")).touchEvents.count == 2)
    }

    @Test func traceTouchesAndTouchEventsConvertBetweenMillisecondsAndSeconds() throws {
        let touch = TraceTouch(timeMs: 16.5, phase: .move, pointerID: 3, x: -25, y: 905)
        #expect(touch.touchEvent == TouchEvent(time: 0.0165, phase: .move, pointerID: 3, x: -25, y: 905))
        #expect(TraceTouch(TouchEvent(time: 0.25, phase: .cancel, pointerID: 9, x: 1.5, y: 2)) ==
                TraceTouch(timeMs: 250, phase: .cancel, pointerID: 9, x: 1.5, y: 2))
        // The replay's input is the trace's touches converted one by one.
        var builder = ReplayTraceBuilder()
        builder.touch(0, "down", 1, 10, 10)
        builder.touch(16.5, "move", 1, 12, 11)
        builder.touch(33, "up", 1, 14, 12)
        let trace = try TraceFile.parse(builder.json, fileName: "built.json")
        #expect(TraceReplay(trace: trace).touchEvents == trace.touches.map(\.touchEvent))
    }

    @Test func setMapMergesOverTheOptionsInEffect() throws {
        var trace = TraceFile(viewport: TraceViewport(width: 400, height: 800),
                              camera: TraceCamera(latitude: 10, longitude: 20, zoom: 10))
        trace.map = TraceMapOptions(mapType: .terrain, myLocationEnabled: true, minZoom: 5)
        trace.commands = [
            TraceTimedCommand(timeMs: 100, command: .setMyLocation(Coordinate(latitude: 1, longitude: 2))),
            TraceTimedCommand(timeMs: 200, command: .setMap(TraceMapOptions(trafficEnabled: true, maxZoom: 12))),
            TraceTimedCommand(timeMs: 300, command: .setMap(TraceMapOptions(minZoom: 6))),
        ]
        let replay = TraceReplay(trace: trace)
        let commands = try replay.timedCommands()
        guard commands.count == 5, case let .setOptions(options) = commands[2].command,
              case let .setZoomRange(range) = commands[1].command else {
            Issue.record("unexpected commands \(commands)")
            return
        }
        #expect(options.mapType == .terrain && options.trafficEnabled && options.myLocationEnabled)
        #expect(options.myLocation == Coordinate(latitude: 1, longitude: 2))
        #expect(range.minZoom == 5 && range.maxZoom == 12)
        guard case let .setZoomRange(last) = commands[3].command else {
            Issue.record("no zoom range change")
            return
        }
        #expect(last.minZoom == 6 && last.maxZoom == 12)
        // min 13 over max 12 is an error at the command's path.
        trace.commands.append(TraceTimedCommand(timeMs: 400, command: .setMap(TraceMapOptions(minZoom: 13))))
        trace.commands.remove(at: 2)
        let error = traceError { () throws(TraceError) in _ = try TraceReplay(trace: trace).timedCommands() }
        #expect(error?.description.contains("commands[2].setMap") == true)
    }

    @Test func initialSceneFromTheTrace() throws {
        let view = try TraceReplay(trace: Self.load("map-floor-picker")).initialMapView()
        #expect(view.buildings.map(\.id) == ["a", "b", "c"])
        #expect(view.buildings[0].defaultLevel == 3)
        let hits = try TraceReplay(trace: Self.load("map-marker-hit-order")).initialMapView()
        let custom = try #require(hits.marker("custom"))
        #expect(custom.groundAnchor == Marker.Anchor(x: 0.5, y: 0.5))
        #expect(custom.infoWindowSize == Marker.Size(width: 120, height: 80))
        #expect(hits.marker("top")?.tappable == false && hits.marker("top")?.zIndex == 5)
        let colours = try TraceReplay(trace: Self.load("map-color-scheme")).initialMapView()
        #expect(colours.options.systemStyle == .dark && colours.options.trafficEnabled)
    }
}
