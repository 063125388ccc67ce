import TestSupport
import MapMath
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport

/// A touch pointer source with `actions` (JSON action objects, comma-separated).
private func touch(_ id: String, _ actions: String) -> String {
    #"{"type": "pointer", "id": "\#(id)", "parameters": {"pointerType": "touch"}, "actions": [\#(actions)]}"#
}

/// A Perform Actions body with `sources`.
private func body(_ sources: String...) -> String { #"{"actions": [\#(sources.joined(separator: ", "))]}"# }

private let view = TraceViewport(width: 400, height: 800)

private func importing(_ json: String, rate: Double = WebDriverImportOptions.defaultSampleRate) throws(TraceError) -> TraceFile {
    try WebDriverActionsImporter.importActions(Array(json.utf8), fileName: "actions.json",
                                               options: WebDriverImportOptions(viewport: view, sampleRate: rate))
}

private func importError(_ json: String, rate: Double = WebDriverImportOptions.defaultSampleRate) -> TraceError? {
    traceError { () throws(TraceError) in _ = try importing(json, rate: rate) }
}

private func moveTo(_ x: Int, _ y: Int) -> String { #"{"type": "pointerMove", "duration": 0, "x": \#(x), "y": \#(y)}"# }
private let down = #"{"type": "pointerDown", "button": 0}"#
private let up = #"{"type": "pointerUp", "button": 0}"#
private func pause(_ ms: Int) -> String { #"{"type": "pause", "duration": \#(ms)}"# }

@Suite("WebDriver actions importer")
struct WebDriverActionsImporterTests {
    /// Tick i is action i of every source; a tick lasts as long as its longest pause or
    /// move, including those of key and none sources.
    @Test func ticksRunInLockstepAndLastTheirLongestAction() throws {
        // Tick 0: both move (0 ms). Tick 1: A down, B pauses 50. Tick 2: A pauses 200, B
        // down, the keyboard pauses 300. Tick 3: both up.
        let json = body(touch("a", [moveTo(10, 10), down, pause(200), up].joined(separator: ",")),
                        touch("b", [moveTo(50, 50), pause(50), down, up].joined(separator: ",")),
                        #"{"type": "key", "id": "kb", "actions": [{"type": "pause"}, {"type": "keyDown", "value": "a"}, {"type": "pause", "duration": 300}]}"#,
                        #"{"type": "none", "id": "idle", "actions": [{"type": "pause", "duration": 0}]}"#)
        let trace = try importing(json)
        let tick2Start = 0.0 + 50
        let tick3Start = tick2Start + max(200, 300)
        #expect(trace.touches == [
            TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 10, y: 10),
            TraceTouch(timeMs: tick2Start, phase: .down, pointerID: 1, x: 50, y: 50),
            TraceTouch(timeMs: tick3Start, phase: .up, pointerID: 0, x: 10, y: 10),
            TraceTouch(timeMs: tick3Start, phase: .up, pointerID: 1, x: 50, y: 50),
        ])
    }

    /// A move with a duration is sampled at k/rate s from its tick's start (to the µs),
    /// interpolated linearly, and ends exactly at its target at its duration.
    @Test(arguments: [30.0, 50.0, 120.0, 7.0])
    func movesAreSampledAtTheRateWithExactEndpoints(_ rate: Double) throws {
        let json = body(touch("f", [moveTo(20, 40), down, pause(10),
                                    #"{"type": "pointerMove", "duration": 100, "x": 120, "y": 90}"#].joined(separator: ",")))
        let moves = try importing(json, rate: rate).touches.filter { $0.phase == .move }
        var expected: [TraceTouch] = []
        var k = 1
        while (Double(k) * 1_000_000 / rate).rounded() < 100_000 {
            let micros = (Double(k) * 1_000_000 / rate).rounded()
            let f = micros / 100_000
            expected.append(TraceTouch(timeMs: (10_000 + micros) / 1000, phase: .move, pointerID: 0,
                                       x: 20 + f * 100, y: 40 + f * 50))
            k += 1
        }
        expected.append(TraceTouch(timeMs: 110, phase: .move, pointerID: 0, x: 120, y: 90))
        #expect(moves.count == expected.count)
        for (m, e) in zip(moves, expected) {
            #expect(abs(m.timeMs - e.timeMs) < 1e-9)
            #expect(abs(m.location.x - e.location.x) < 1e-9 && abs(m.location.y - e.location.y) < 1e-9)
        }
        #expect(moves.last?.location == ScreenPoint(x: 120, y: 90))
        #expect(moves.last?.timeMs == 110)
    }

    /// 100 ms at 50 Hz: samples at 20, 40, 60, 80 ms and the target at 100 ms.
    @Test func aDurationThatIsAWholeNumberOfStepsEndsOnItsTarget() throws {
        let json = body(touch("f", [moveTo(0, 0), down, #"{"type": "pointerMove", "duration": 100, "x": 100, "y": 0}"#].joined(separator: ",")))
        let moves = try importing(json, rate: 50).touches.filter { $0.phase == .move }
        #expect(moves.map(\.timeMs) == [20, 40, 60, 80, 100])
        #expect(moves.map(\.location.x) == [20, 40, 60, 80, 100])
    }

    /// "viewport" (the default) is from the top-left, "pointer" from where the pointer is.
    @Test func originViewportAndPointer() throws {
        let json = body(touch("f", [
            #"{"type": "pointerMove", "x": 100, "y": 100}"#, down, pause(5),
            #"{"type": "pointerMove", "duration": 0, "origin": "pointer", "x": 10, "y": -20}"#, pause(5),
            #"{"type": "pointerMove", "duration": 0, "origin": "viewport", "x": 300, "y": 700}"#, pause(5),
            #"{"type": "pointerMove", "origin": "pointer", "x": -300, "y": 0}"#, pause(5), up,
        ].joined(separator: ",")))
        let trace = try importing(json)
        #expect(trace.touches == [
            TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 100, y: 100),
            TraceTouch(timeMs: 5, phase: .move, pointerID: 0, x: 100 + 10, y: 100 - 20),
            TraceTouch(timeMs: 10, phase: .move, pointerID: 0, x: 300, y: 700),
            TraceTouch(timeMs: 15, phase: .move, pointerID: 0, x: 300 - 300, y: 700),
            TraceTouch(timeMs: 20, phase: .up, pointerID: 0, x: 0, y: 700),
        ])
    }

    /// Several actions at one instant keep one event per finger: a move at the instant of
    /// the down moves the down; moves while up only move the pointer; a move then an up
    /// stay both; a finger still down at the end stays down.
    @Test func oneEventPerFingerPerInstant() throws {
        let json = body(touch("f", [
            moveTo(10, 10), #"{"type": "pointerMove", "duration": 40, "x": 30, "y": 30}"#, down,
            moveTo(50, 60), moveTo(70, 80), pause(10), moveTo(90, 100), up, pause(10), down, pause(1),
        ].joined(separator: ",")))
        let trace = try importing(json)
        #expect(trace.touches == [
            TraceTouch(timeMs: 40, phase: .down, pointerID: 0, x: 70, y: 80),
            TraceTouch(timeMs: 50, phase: .move, pointerID: 0, x: 90, y: 100),
            TraceTouch(timeMs: 50, phase: .up, pointerID: 0, x: 90, y: 100),
            TraceTouch(timeMs: 60, phase: .down, pointerID: 0, x: 90, y: 100),
        ])
    }

    /// pointerCancel cancels the touch; a move to where the finger is gives no event.
    @Test func cancelAndStillMoves() throws {
        let json = body(touch("f", [moveTo(10, 10), down, #"{"type": "pointerMove", "duration": 500, "x": 10, "y": 10}"#,
                                    #"{"type": "pointerCancel"}"#].joined(separator: ",")))
        let trace = try importing(json)
        #expect(trace.touches == [
            TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 10, y: 10),
            TraceTouch(timeMs: 500, phase: .cancel, pointerID: 0, x: 10, y: 10),
        ])
    }

    /// The bundled pinch: two fingers, one id each in source order, sampled together,
    /// spreading from 100 to 300 pt about a fixed centroid.
    @Test func twoFingerPinchFixture() throws {
        let path = RepositoryPaths.root + "/Tests/Fixtures/webdriver/pinch.json"
        let trace = try WebDriverActionsImporter.importFile(path: path,
                                                            options: WebDriverImportOptions(viewport: TraceViewport(width: 390, height: 844)))
        try trace.validate()
        #expect(trace.name == "pinch.json")
        #expect(trace.description == #"Imported from W3C WebDriver actions pinch.json (2 touch pointers "finger1", "finger2" as pointer ids 0…1; 6 ticks over 900 ms; moves sampled at 120 Hz)"#)
        let finger0 = trace.touches.filter { $0.pointerID == 0 }, finger1 = trace.touches.filter { $0.pointerID == 1 }
        #expect(finger0.first?.location == ScreenPoint(x: 145, y: 422) && finger1.first?.location == ScreenPoint(x: 245, y: 422))
        #expect(finger0.last?.location == ScreenPoint(x: 45, y: 422) && finger1.last?.location == ScreenPoint(x: 345, y: 422))
        #expect(finger0.map(\.phase).first == .down && finger0.map(\.phase).last == .up)
        // Both move at the same instants (one sample each): 500 ms at 120 Hz is 60 samples.
        let moves0 = finger0.filter { $0.phase == .move }, moves1 = finger1.filter { $0.phase == .move }
        #expect(moves0.count == 60 && moves0.map(\.timeMs) == moves1.map(\.timeMs))
        for (a, b) in zip(moves0, moves1) {
            #expect(abs((a.location.x + b.location.x) / 2 - 195) < 1e-9)
        }
        let first = finger1[0].location.distance(to: finger0[0].location)
        let last = moves1.last!.location.distance(to: moves0.last!.location)
        #expect(last / first == 3)
        #expect(trace.touches.last?.timeMs == 900)
    }

    /// The same input gives the same trace, to the byte.
    @Test func importIsDeterministic() throws {
        let path = RepositoryPaths.root + "/Tests/Fixtures/webdriver/pinch.json"
        let options = WebDriverImportOptions(viewport: TraceViewport(width: 390, height: 844), sampleRate: 97)
        let a = try WebDriverActionsImporter.importFile(path: path, options: options).jsonValue.prettyText
        let b = try WebDriverActionsImporter.importFile(path: path, options: options).jsonValue.prettyText
        #expect(a == b)
    }

    /// An element origin cannot be imported: the error names it and its JSON path.
    @Test func elementOriginIsAnErrorWithItsPath() {
        let json = body(touch("f", moveTo(1, 1)),
                        touch("g", [down, #"{"type": "pointerMove", "duration": 10, "x": 0, "y": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "e-17"}}"#].joined(separator: ",")))
        let error = importError(json)
        #expect(error?.jsonPath == "actions[1].actions[1].origin")
        #expect(error?.description == #"actions.json: actions[1].actions[1].origin: an element origin ({"element-6066-11e4-a52e-4f735466cecf":"e-17"}) cannot be imported: a trace has no web elements; use "viewport" or "pointer" coordinates"#)
    }

    @Test(arguments: [
        ("{\"actions\": [", "actions.json: line 1, column 14: "),
        ("[]", "actions.json: expected an object with an \"actions\" array (the body of W3C WebDriver's Perform Actions), found an array"),
        ("{}", "actions.json: actions: missing required key"),
        ("{\"actions\": [], \"sessionId\": \"x\"}", "actions.json: sessionId: unknown key for the document (expected actions)"),
        ("{\"actions\": 5}", "actions.json: actions: expected an array of input sources, found a number"),
        ("{\"actions\": [7]}", "actions.json: actions[0]: expected an input source object, found a number"),
        ("{\"actions\": [{\"type\": \"pointer\", \"parameters\": {\"pointerType\": \"touch\"}, \"actions\": []}]}",
         "actions.json: actions[0].id: missing required key"),
        ("{\"actions\": [{\"type\": \"pointer\", \"id\": \"m\", \"actions\": []}]}",
         "actions.json: actions[0]: a pointer source without parameters is a mouse (W3C WebDriver's default pointerType); mapsim imports touch pointers only; set parameters.pointerType to \"touch\""),
        ("{\"actions\": [{\"type\": \"pointer\", \"id\": \"m\", \"parameters\": {\"pointerType\": \"pen\"}, \"actions\": []}]}",
         "actions.json: actions[0].parameters.pointerType: pointerType \"pen\" is not supported: mapsim imports touch pointers only; set parameters.pointerType to \"touch\""),
        ("{\"actions\": [{\"type\": \"pointer\", \"id\": \"m\", \"parameters\": {\"pointerType\": \"stylus\"}, \"actions\": []}]}",
         "actions.json: actions[0].parameters.pointerType: unknown pointerType \"stylus\" (W3C WebDriver: mouse, pen, touch)"),
        ("{\"actions\": [{\"type\": \"wheel\", \"id\": \"w\", \"actions\": []}]}",
         "actions.json: actions[0].type: wheel input sources are not supported (only pointer, key and none)"),
        ("{\"actions\": [{\"type\": \"gamepad\", \"id\": \"w\", \"actions\": []}]}",
         "actions.json: actions[0].type: unknown input source type \"gamepad\" (W3C WebDriver: none, key, pointer, wheel)"),
        ("{\"actions\": [{\"type\": \"none\", \"id\": \"n\", \"actions\": [{\"type\": \"pause\", \"duraton\": 5}]}]}",
         "actions.json: actions[0].actions[0].duraton: unknown key for a pause action (expected type, duration)"),
        ("{\"actions\": [{\"type\": \"none\", \"id\": \"n\", \"actions\": [{\"type\": \"pause\", \"duration\": -1}]}]}",
         "actions.json: actions[0].actions[0].duration: expected a whole number of ms ≥ 0 (W3C WebDriver), found -1"),
        ("{\"actions\": [{\"type\": \"none\", \"id\": \"n\", \"actions\": [{\"type\": \"pause\", \"duration\": 2.5}]}]}",
         "actions.json: actions[0].actions[0].duration: expected a whole number of ms ≥ 0 (W3C WebDriver), found 2.5"),
        ("{\"actions\": [{\"type\": \"none\", \"id\": \"n\", \"actions\": [{\"type\": \"pause\", \"duration\": \"5\"}]}]}",
         "actions.json: actions[0].actions[0].duration: expected a duration in ms, found a string"),
        ("{\"actions\": [{\"type\": \"none\", \"id\": \"n\", \"actions\": [{\"type\": \"keyDown\", \"value\": \"a\"}]}]}",
         "actions.json: actions[0].actions[0].type: unknown action type \"keyDown\" for a none source (W3C WebDriver: pause)"),
        ("{\"actions\": [{\"type\": \"key\", \"id\": \"k\", \"actions\": [{\"type\": \"keyDown\"}]}]}",
         "actions.json: actions[0].actions[0].value: missing required key"),
        ("{\"actions\": [{\"type\": \"none\", \"id\": \"n\", \"parameters\": {}, \"actions\": []}]}",
         "actions.json: actions[0].parameters: parameters are for pointer sources only"),
        ("{\"actions\": [{\"type\": \"none\", \"id\": \"n\", \"actions\": []}, {\"type\": \"none\", \"id\": \"n\", \"actions\": []}]}",
         "actions.json: actions[1].id: duplicate input source id \"n\" (also actions[0])"),
    ])
    func malformedDocumentsNameTheJSONPath(_ json: String, _ expected: String) {
        let error = importError(json)
        #expect(error?.kind == .invalidData)
        #expect(error?.description.hasPrefix(expected) == true, "\(error?.description ?? "no error")")
        if !expected.contains("line 1, column") { #expect(error?.description == expected) }
    }

    @Test(arguments: [
        (touch("f", [#"{"type": "tap"}"#].joined()),
         #"actions.json: actions[0].actions[0].type: unknown action type "tap" for a pointer source (W3C WebDriver: pause, pointerMove, pointerDown, pointerUp, pointerCancel)"#),
        (touch("f", #"{"type": "pointerMove", "y": 3}"#), "actions.json: actions[0].actions[0].x: missing required key"),
        (touch("f", #"{"type": "pointerMove", "x": 3, "y": 4, "origin": "element"}"#),
         #"actions.json: actions[0].actions[0].origin: unknown origin "element" (expected "viewport", "pointer" or an element)"#),
        (touch("f", #"{"type": "pointerMove", "x": 3, "y": 4, "pressure": "hard"}"#),
         "actions.json: actions[0].actions[0].pressure: expected a number, found a string"),
        (touch("f", #"{"type": "pointerDown"}"#), "actions.json: actions[0].actions[0].button: missing required key"),
        (touch("f", #"{"type": "pointerDown", "button": -1}"#),
         "actions.json: actions[0].actions[0].button: expected a button number, an integer ≥ 0, found -1"),
        (touch("f", [down, down].joined(separator: ",")),
         "actions.json: actions[0].actions[1]: pointerDown while the pointer is already down (a touch pointer has one contact)"),
        (touch("f", up), "actions.json: actions[0].actions[0]: pointerUp while the pointer is up"),
        (touch("f", #"{"type": "pointerCancel"}"#), "actions.json: actions[0].actions[0]: pointerCancel while the pointer is up"),
        (touch("f", [down, up].joined(separator: ",")),
         "actions.json: actions[0].actions[1]: pointerUp at the same instant as this pointer's pointerDown (no time passes between them); put a pause between them"),
        (touch("f", [down, pause(5), up, down].joined(separator: ",")),
         "actions.json: actions[0].actions[3]: pointerDown at the same instant as this pointer's pointerUp or pointerCancel (no time passes between them); put a pause between them"),
        (touch("f", #"{"type": "pointerMove", "x": 400.5, "y": 10}"#),
         "actions.json: actions[0].actions[0]: move target out of bounds: (400.5, 10) is outside the 400 × 800 pt viewport (W3C WebDriver)"),
        (touch("f", [moveTo(10, 10), #"{"type": "pointerMove", "origin": "pointer", "x": 0, "y": -11}"#].joined(separator: ",")),
         "actions.json: actions[0].actions[1]: move target out of bounds: (10, -1) is outside the 400 × 800 pt viewport (W3C WebDriver)"),
        (touch("f", pause(86_400_001)),
         "actions.json: actions[0].actions[0].duration: 86400001 ms is longer than the importer's limit of 86400000 ms (24 h)"),
        (touch("f", [pause(50_000_000), pause(50_000_000)].joined(separator: ",")),
         "actions.json: actions[0].actions[1]: the ticks up to this one last 100000000 ms, beyond the importer's limit of 86400000 ms (24 h)"),
        (touch("f", pause(10)), "actions.json: the actions have no touches (no touch pointer goes down)"),
    ])
    func badActionsNameTheJSONPath(_ source: String, _ expected: String) {
        let error = importError(body(source))
        #expect(error?.kind == .invalidData)
        #expect(error?.description == expected)
    }

    @Test func noSourcesAtAllIsNoTouches() {
        #expect(importError(#"{"actions": []}"#)?.description == "actions.json: the actions have no touches (no touch pointer goes down)")
    }

    /// At most 20 touch sources, as at most 20 fingers are down at once.
    @Test func moreThanTwentyTouchSourcesIsAnError() {
        let sources = (0...20).map { touch("f\($0)", moveTo($0, 0)) }
        let error = importError(#"{"actions": [\#(sources.joined(separator: ","))]}"#)
        #expect(error?.description == "actions.json: actions[20]: more than 20 touch pointer sources (the simulator models at most 20 fingers)")
    }

    /// A day-long move at 10 kHz would be 864 million samples: refused before any is made.
    @Test func aHugeMoveIsRefusedBeforeSampling() {
        let json = body(touch("f", [moveTo(0, 0), down, #"{"type": "pointerMove", "duration": 86400000, "x": 400, "y": 800}"#].joined(separator: ",")))
        let error = importError(json, rate: WebDriverImportOptions.maxSampleRate)
        #expect(error?.jsonPath == "actions[0].actions[2]")
        #expect(error?.message.hasPrefix("this move needs up to 864000001 samples at 10000 Hz, beyond the importer's limit of 1000000 samples") == true)
        // Hours of pauses cost nothing: only samples count.
        let still = body(touch("f", [moveTo(0, 0), down, pause(86_000_000), up].joined(separator: ",")))
        #expect(importError(still, rate: WebDriverImportOptions.maxSampleRate) == nil)
    }
}

@Suite("WebDriver actions importer: sample rates")
struct WebDriverSampleRateTests {
    /// A rate outside (0, 10000] from code (the CLI refuses it first) is an error, not a
    /// loop that never ends.
    @Test(arguments: [0.0, -120.0, 10_001.0, Double.nan, Double.infinity])
    func invalidRatesAreErrors(_ rate: Double) {
        let json = #"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerDown", "button": 0}, {"type": "pointerMove", "duration": 100, "x": 5, "y": 5}]}]}"#
        let error = traceError { () throws(TraceError) in
            _ = try WebDriverActionsImporter.importActions(Array(json.utf8), fileName: "r.json",
                                                           options: WebDriverImportOptions(viewport: TraceViewport(width: 10, height: 10), sampleRate: rate))
        }
        #expect(error?.kind == .invalidData)
        #expect(error?.description.hasPrefix("r.json: sample rate ") == true)
    }
}
