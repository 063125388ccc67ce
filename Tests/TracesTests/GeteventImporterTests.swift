import MapMath
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

@Suite("getevent importer")
struct GeteventImporterTests {
    static let viewport = TraceViewport(width: 360, height: 780)

    static func importSample(_ text: String = GeteventSample.text,
                             ranges: TouchAxisRanges? = nil) throws(TraceError) -> TraceFile {
        try GeteventImporter.importRecording(Array(text.utf8), fileName: GeteventSample.fileName,
                                             options: TouchImportOptions(viewport: viewport, axisRanges: ranges))
    }

    @Test func importsThePinchSampleWithItsHeaderRanges() throws {
        let trace = try Self.importSample()
        try checkImportedTrace(trace)
        #expect(trace.name == "getevent-pinch.txt")
        #expect(trace.description == "Imported from Android getevent recording getevent-pinch.txt (/dev/input/event2, sec_touchscreen, multi-touch protocol B)")
        // Pinch: two fingers, then a tap: three pointers, all lifted.
        #expect(trace.touches.filter { $0.phase == .down }.map(\.pointerID) == [0, 1, 2])
        #expect(trace.touches.filter { $0.phase == .up }.map(\.pointerID) == [0, 1, 2])
        #expect(maxSimultaneousPointers(trace.touches) == 2)
        // First contact: x 0x1a4 = 420 of 0...1079, y 0x514 = 1300 of 0...2339.
        #expect(trace.touches[0] == TraceTouch(timeMs: 0, phase: .down, pointerID: 0,
                                               x: 420.0 / 1079 * 360, y: 1300.0 / 2339 * 780))
        // The second finger lands 8.313 ms later.
        #expect(trace.touches[1] == TraceTouch(timeMs: 8.313, phase: .down, pointerID: 1,
                                               x: 650.0 / 1079 * 360, y: 1050.0 / 2339 * 780))
        // The tap at the raw maximum lands on the view's bottom-right corner.
        let tap = trace.touches.filter { $0.pointerID == 2 }
        #expect(tap.map(\.phase) == [.down, .up])
        #expect(tap[0].location == ScreenPoint(x: 360, y: 780))
        // The fingers spread apart: the pinch grows.
        let firstMoves = trace.touches.filter { $0.phase == .move }
        #expect(firstMoves.count == 24)
        let lastMove0 = firstMoves.last { $0.pointerID == 0 }!.location
        let lastMove1 = firstMoves.last { $0.pointerID == 1 }!.location
        #expect(lastMove0.distance(to: lastMove1) > trace.touches[0].location.distance(to: trace.touches[1].location))
    }

    @Test func ignoresOtherDevices() throws {
        let trace = try Self.importSample()
        // The volume key on /dev/input/event0 adds no sample: every sample time is a
        // touchscreen SYN_REPORT time (multiples of 1 µs after 51234.104000).
        let times = Set(trace.touches.map(\.timeMs))
        #expect(!times.contains { abs($0 - (8.313 + 6 * 8.333 + 0.912)) < 1e-6 })
        #expect(trace.touches.allSatisfy { $0.location.x <= 360 && $0.location.y <= 780 })
    }

    @Test func rangeOptionOverridesTheHeader() throws {
        let trace = try Self.importSample(ranges: TouchAxisRanges(xMin: 0, xMax: 2158, yMin: 0, yMax: 4678))
        #expect(trace.touches.last?.location == ScreenPoint(x: 1079.0 / 2158 * 360, y: 2339.0 / 4678 * 780))
    }

    /// The sample's event lines only, without the `-lp` header.
    static var eventLinesOnly: String {
        GeteventSample.text.split(separator: "\n").filter { $0.hasPrefix("[") }.joined(separator: "\n")
    }

    @Test func withoutHeaderOrRangeItAsksForTheRange() {
        let error = traceError { () throws(TraceError) in _ = try Self.importSample(Self.eventLinesOnly) }
        #expect(error?.description == "getevent-pinch.txt: no axis ranges: pass --range XMIN,XMAX,YMIN,YMAX or include the 'getevent -lp' header")
        #expect(error?.kind == .invalidData)
    }

    @Test func withoutHeaderTheRangeOptionIsEnough() throws {
        let withHeader = try Self.importSample()
        let withRange = try Self.importSample(Self.eventLinesOnly, ranges: TouchAxisRanges(xMin: 0, xMax: 1079, yMin: 0, yMax: 2339))
        #expect(withRange.touches == withHeader.touches)
    }

    @Test func acceptsNumericCodesAndNoDevicePath() throws {
        let text = """
        [    100.000000] 0003 0039 00000005
        [    100.000000] 0003 0035 0000000a
        [    100.000000] 0003 0036 00000014
        [    100.000000] 0001 014a 00000001
        [    100.000000] EV_ABS ABS_MT_TOOL_TYPE MT_TOOL_FINGER
        [    100.000000] 0000 0000 00000000
        [    100.016000] 0003 0039 ffffffff
        [    100.016000] 0000 0000 00000000
        """
        let trace = try GeteventImporter.importRecording(
            Array(text.utf8), fileName: "n.txt",
            options: TouchImportOptions(viewport: TraceViewport(width: 100, height: 100),
                                        axisRanges: TouchAxisRanges(xMin: 0, xMax: 100, yMin: 0, yMax: 100)))
        #expect(trace.touches == [
            TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 10, y: 20),
            TraceTouch(timeMs: 16, phase: .up, pointerID: 0, x: 10, y: 20),
        ])
        #expect(trace.description == "Imported from Android getevent recording n.txt (multi-touch protocol B, slot 0 only)")
    }

    @Test func readsNumericAxisHeaders() throws {
        let text = """
        add device 1: /dev/input/event3
          name:     "touch"
          events:
            ABS (0003): 0035  : value 0, min 0, max 199, fuzz 0, flat 0, resolution 0
                        0036  : value 0, min 100, max 299, fuzz 0, flat 0, resolution 0
        [       1.000000] /dev/input/event3: 0003 0039 00000001
        [       1.000000] /dev/input/event3: 0003 0035 000000c7
        [       1.000000] /dev/input/event3: 0003 0036 00000064
        [       1.000000] /dev/input/event3: 0000 0000 00000000
        """
        let trace = try GeteventImporter.importRecording(Array(text.utf8), fileName: "h.txt",
                                                         options: TouchImportOptions(viewport: TraceViewport(width: 50, height: 50)))
        #expect(trace.touches == [TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 50, y: 0)])
    }

    @Test(arguments: [
        ("[   1.000000] /dev/input/event2: EV_ABS ABS_MT_POSITION_X\n", "g.txt line 1: expected '[time] device: TYPE CODE VALUE'"),
        ("\n[   1.0000x0] EV_ABS ABS_MT_POSITION_X 00000001\n", #"g.txt line 2: invalid timestamp "1.0000x0""#),
        ("[   1.000000 EV_ABS ABS_MT_POSITION_X 00000001\n", "g.txt line 1: missing ']' after the timestamp"),
        ("[   1.000000] EV_ABS ABS_MT_POSITION_X 0000zz01\n", #"g.txt line 1: invalid value "0000zz01" (expected up to 8 hex digits)"#),
        ("[   1.000000] EV_ABS ABS_MT_POSITION_X 1000000000\n", #"g.txt line 1: invalid value "1000000000" (expected up to 8 hex digits)"#),
        ("[   1.000000] BOGUS ABS_MT_POSITION_X 00000001\n", #"g.txt line 1: invalid event type "BOGUS""#),
        ("[   1.000000] EV_ABS WHAT 00000001\n", #"g.txt line 1: invalid event code "WHAT""#),
        ("add device 1: /dev/input/event2\n/dev/input/event2: EV_ABS ABS_MT_POSITION_X 00000001\n",
         "g.txt line 2: event without a timestamp (record with 'getevent -lt')"),
        ("    ABS (0003): ABS_MT_POSITION_X : value 0, max 9\n", "g.txt line 1: axis line without 'min N, max N'"),
    ])
    func malformedInputNamesTheLine(text: String, expected: String) {
        let error = traceError { () throws(TraceError) in
            _ = try GeteventImporter.importRecording(
                Array(text.utf8), fileName: "g.txt",
                options: TouchImportOptions(viewport: TraceViewport(width: 10, height: 10),
                                            axisRanges: TouchAxisRanges(xMin: 0, xMax: 10, yMin: 0, yMax: 10)))
        }
        #expect(error?.description == expected)
    }
}
