import TestSupport
import MapMath
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

/// Checks shared by the importer tests: the trace's touches follow the format's rules
/// when written out and read back strictly; times start at 0 and never go backwards.
func checkImportedTrace(_ trace: TraceFile) throws {
    let reparsed = try TraceFile.parse(trace.jsonValue.compactText, fileName: "reparsed.json")
    #expect(reparsed == trace)
    #expect(trace.touches.first?.timeMs == 0)
    for (a, b) in zip(trace.touches, trace.touches.dropFirst()) {
        #expect(a.timeMs <= b.timeMs)
    }
}

/// The largest number of pointers down at once.
func maxSimultaneousPointers(_ touches: [TraceTouch]) -> Int {
    var down = Set<Int>()
    var most = 0
    for t in touches {
        switch t.phase {
        case .down: down.insert(t.pointerID)
        case .up, .cancel: down.remove(t.pointerID)
        case .move: break
        }
        most = max(most, down.count)
    }
    return most
}

@Suite("evemu importer")
struct EvemuImporterTests {
    static let viewport = TraceViewport(width: 1280, height: 800)

    @Test func imports3MProtocolBRecording() throws {
        let path = RepositoryPaths.recording("evemu-3m.event")
        let trace = try EvemuImporter.importFile(path: path, options: TouchImportOptions(viewport: Self.viewport))
        try checkImportedTrace(trace)
        #expect(trace.name == "evemu-3m.event")
        #expect(trace.description == "Imported from evemu recording evemu-3m.event (3M-3M-MicroTouch-USB-controller Virtual Device, multi-touch protocol B)")
        #expect(trace.camera == TouchImportOptions.defaultCamera)
        #expect(trace.viewport == Self.viewport)
        // One to ten fingers at once (the recording ends with a ten-finger contact).
        #expect(maxSimultaneousPointers(trace.touches) == 10)
        for t in trace.touches {
            #expect(t.location.x >= 0 && t.location.x <= Self.viewport.width)
            #expect(t.location.y >= 0 && t.location.y <= Self.viewport.height)
        }
        // Each tracking-id assignment starts one pointer, numbered in order; each -1 lifts one.
        let downs = trace.touches.filter { $0.phase == .down }
        #expect(downs.map(\.pointerID) == Array(0..<downs.count))
        #expect(downs.count == 34)
        #expect(trace.touches.filter { $0.phase == .up }.count == 32)
        // About 29 s long, at microsecond resolution.
        let last = trace.touches.last!.timeMs
        #expect(last > 20_000 && last < 30_000)
    }

    @Test func firstContactOf3MMapsLinearly() throws {
        let trace = try EvemuImporter.importFile(path: RepositoryPaths.recording("evemu-3m.event"),
                                                 options: TouchImportOptions(viewport: Self.viewport))
        // E: 1284881103.697884 … TRACKING_ID 0, X 27024, Y 6145, SYN at .697906.
        let first = trace.touches[0]
        #expect(first.phase == .down && first.pointerID == 0 && first.timeMs == 0)
        #expect(first.location.x == 27024.0 / 32767.0 * 1280)
        #expect(first.location.y == 6145.0 / 32767.0 * 800)
        // Lifted at .758867 (ABS_MT_TRACKING_ID -1): 60.961 ms later, no move in between.
        #expect(trace.touches[1] == TraceTouch(timeMs: 60.961, phase: .up, pointerID: 0, location: first.location))
    }

    @Test func importsWeTabAndNTrigProtocolARecordings() throws {
        for name in ["evemu-wetab.event", "evemu-ntrig-dell-xt2.event"] {
            let trace = try EvemuImporter.importFile(path: RepositoryPaths.recording(name),
                                                     options: TouchImportOptions(viewport: Self.viewport))
            try checkImportedTrace(trace)
            let downs = Set(trace.touches.filter { $0.phase == .down }.map(\.pointerID))
            let ups = Set(trace.touches.filter { $0.phase == .up }.map(\.pointerID))
            #expect(!downs.intersection(ups).isEmpty, "\(name) has no down/up pair")
        }
        let weTab = try EvemuImporter.importFile(path: RepositoryPaths.recording("evemu-wetab.event"),
                                                 options: TouchImportOptions(viewport: Self.viewport))
        #expect(weTab.description?.hasSuffix("(eGalax-Inc.-USB-TouchController Virtual Device, multi-touch protocol B, slot 0 only)") == true)
        let nTrig = try EvemuImporter.importFile(path: RepositoryPaths.recording("evemu-ntrig-dell-xt2.event"),
                                                 options: TouchImportOptions(viewport: Self.viewport))
        #expect(nTrig.description?.hasSuffix("(N-Trig-MultiTouch-Virtual-Device, multi-touch protocol A)") == true)
    }

    @Test func nTrigContactsKeepTheirIdentityByNearestNeighbour() throws {
        let trace = try EvemuImporter.importFile(path: RepositoryPaths.recording("evemu-ntrig-dell-xt2.event"),
                                                 options: TouchImportOptions(viewport: TraceViewport(width: 9600, height: 7200)))
        // Frame 1 has three contacts, frame 4 adds a fourth; the last frame with contacts
        // keeps only the one near (5897, 1513), which started as the third contact.
        #expect(trace.touches.prefix(3).map(\.phase) == [.down, .down, .down])
        #expect(trace.touches.filter { $0.phase == .down }.count == 4)
        #expect(maxSimultaneousPointers(trace.touches) == 4)
        let moves2 = trace.touches.filter { $0.pointerID == 2 && $0.phase == .move }
        #expect(moves2.allSatisfy { abs($0.location.x - 5900) < 20 && abs($0.location.y - 1500) < 20 })
        let lastUp = trace.touches.last!
        #expect(lastUp.phase == .up && lastUp.pointerID == 2)
    }

    @Test func synthesizedProtocolAWithoutIdsMatchesNearestContacts() throws {
        // Two contacts listed in swapped order in the second frame keep their ids.
        let text = """
        A: 35 0 1000 0 0
        A: 36 0 1000 0 0
        E: 1.000000 0003 0035 100
        E: 1.000000 0003 0036 100
        E: 1.000000 0000 0002 0
        E: 1.000000 0003 0035 900
        E: 1.000000 0003 0036 900
        E: 1.000000 0000 0002 0
        E: 1.000000 0000 0000 0
        E: 1.010000 0003 0035 880
        E: 1.010000 0003 0036 890
        E: 1.010000 0000 0002 0
        E: 1.010000 0003 0035 120
        E: 1.010000 0003 0036 100
        E: 1.010000 0000 0002 0
        E: 1.010000 0000 0000 0
        E: 1.020000 0003 0035 880
        E: 1.020000 0003 0036 890
        E: 1.020000 0000 0002 0
        E: 1.020000 0000 0000 0
        E: 1.030000 0000 0000 0
        """
        let trace = try EvemuImporter.importRecording(Array(text.utf8), fileName: "a.event",
                                                      options: TouchImportOptions(viewport: TraceViewport(width: 1000, height: 1000)))
        #expect(trace.touches == [
            TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 100, y: 100),
            TraceTouch(timeMs: 0, phase: .down, pointerID: 1, x: 900, y: 900),
            TraceTouch(timeMs: 10, phase: .move, pointerID: 0, x: 120, y: 100),
            TraceTouch(timeMs: 10, phase: .move, pointerID: 1, x: 880, y: 890),
            TraceTouch(timeMs: 20, phase: .up, pointerID: 0, x: 120, y: 100),
            TraceTouch(timeMs: 30, phase: .up, pointerID: 1, x: 880, y: 890),
        ])
    }

    @Test func synthesizedProtocolBHandlesSlotsAndReuse() throws {
        // Slot 1 is reused by a new tracking id in the same frame as its old contact
        // lifts; only the moved pointer gets a move; a contact stays down at the end.
        let text = """
        # comment
        N: Test Device
        A: 35 0 100 0 0 0
        A: 36 0 200 0 0 0
        E: 5.000000 0003 002f 0
        E: 5.000000 0003 0039 10
        E: 5.000000 0003 0035 10
        E: 5.000000 0003 0036 20
        E: 5.000000 0003 002f 1
        E: 5.000000 0003 0039 11
        E: 5.000000 0003 0035 50
        E: 5.000000 0003 0036 100
        E: 5.000000 0000 0000 0
        E: 5.004000 0003 002f 0
        E: 5.004000 0003 0035 12
        E: 5.004000 0000 0000 0
        E: 5.008000 0003 002f 1
        E: 5.008000 0003 0039 12
        E: 5.008000 0003 0035 60
        E: 5.008000 0000 0000 0
        E: 5.012000 0003 002f 0
        E: 5.012000 0003 0039 -1
        E: 5.012000 0000 0000 0
        """
        let trace = try EvemuImporter.importRecording(Array(text.utf8), fileName: "b.event",
                                                      options: TouchImportOptions(viewport: TraceViewport(width: 100, height: 200)))
        #expect(trace.touches == [
            TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 10, y: 20),
            TraceTouch(timeMs: 0, phase: .down, pointerID: 1, x: 50, y: 100),
            TraceTouch(timeMs: 4, phase: .move, pointerID: 0, x: 12, y: 20),
            TraceTouch(timeMs: 8, phase: .up, pointerID: 1, x: 50, y: 100),
            TraceTouch(timeMs: 8, phase: .down, pointerID: 2, x: 60, y: 100),
            TraceTouch(timeMs: 12, phase: .up, pointerID: 0, x: 12, y: 20),
        ])
        #expect(trace.description == "Imported from evemu recording b.event (Test Device, multi-touch protocol B)")
    }

    @Test func explicitRangesOverrideTheRecording() throws {
        let text = "A: 35 0 100 0 0\nA: 36 0 100 0 0\nE: 0.5 0003 0039 1\nE: 0.5 0003 0035 50\nE: 0.5 0003 0036 50\nE: 0.5 0000 0000 0\n"
        let options = TouchImportOptions(viewport: TraceViewport(width: 100, height: 100),
                                         axisRanges: TouchAxisRanges(xMin: 0, xMax: 200, yMin: 50, yMax: 150))
        let trace = try EvemuImporter.importRecording(Array(text.utf8), fileName: "r.event", options: options)
        #expect(trace.touches == [TraceTouch(timeMs: 0, phase: .down, pointerID: 0, x: 25, y: 0)])
    }

    @Test(arguments: [
        ("E: 1.0 0003 0035\n", "bad.event line 1: expected 'E: <seconds.microseconds> <type hex> <code hex> <value>'"),
        ("# ok\nA: 35 0 100 0 0\nE: 1.x 0003 0035 4\n", #"bad.event line 3: invalid time "1.x""#),
        ("E: 1.0 00g3 0035 4\n", "bad.event line 1: invalid event type or code (expected hex)"),
        ("E: 1.0 0003 0035 four\n", #"bad.event line 1: invalid value "four""#),
        ("A: 35 0\n", "bad.event line 1: expected 'A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]'"),
        ("N: x\nhello\n", "bad.event line 2: unrecognised line (expected '#', 'N:', 'I:', 'P:', 'B:', 'A:' or 'E:')"),
        ("A: 35 0 100 0 0\nA: 36 0 100 0 0\nE: 2.0 0000 0000 0\nE: 1.0 0000 0000 0\n", "bad.event line 4: time goes backwards"),
        ("A: 35 0 100 0 0\nA: 36 0 100 0 0\nE: 2.0 0003 002f 5000\n", "bad.event line 3: slot 5000 out of range 0...1023"),
        ("E: 2.0 0000 0000 0\n", "bad.event: no 'A: 35' and 'A: 36' lines giving the ABS_MT_POSITION_X/Y ranges; pass --range XMIN,XMAX,YMIN,YMAX"),
        ("A: 35 0 0 0 0\nA: 36 0 100 0 0\nE: 2.0 0000 0000 0\n", "bad.event: empty axis range (0...0, 0...100)"),
    ])
    func malformedInputNamesTheLine(text: String, expected: String) {
        let error = traceError { () throws(TraceError) in
            _ = try EvemuImporter.importRecording(Array(text.utf8), fileName: "bad.event",
                                                  options: TouchImportOptions(viewport: TraceViewport(width: 10, height: 10)))
        }
        #expect(error?.description == expected)
        #expect(error?.kind == .invalidData)
    }

    @Test func missingRecordingIsFileNotFound() {
        let error = traceError { () throws(TraceError) in
            _ = try EvemuImporter.importFile(path: "/nonexistent.event",
                                             options: TouchImportOptions(viewport: TraceViewport(width: 10, height: 10)))
        }
        #expect(error?.kind == .fileNotFound)
    }

    @Test func parsesAxisRangeArguments() {
        #expect(TouchAxisRanges(argument: "0,1079,0,2339") == TouchAxisRanges(xMin: 0, xMax: 1079, yMin: 0, yMax: 2339))
        #expect(TouchAxisRanges(argument: " -5, 5 ,0,10") == TouchAxisRanges(xMin: -5, xMax: 5, yMin: 0, yMax: 10))
        #expect(TouchAxisRanges(argument: "0,1079,0") == nil)
        #expect(TouchAxisRanges(argument: "0,0,0,10") == nil)
        #expect(TouchAxisRanges(argument: "0,a,0,10") == nil)
    }
}

@Suite("evemu importer robustness")
struct EvemuImporterRobustnessTests {
    /// Random line edits of a small recording import or fail with a line or file error;
    /// nothing traps, whatever the numbers.
    @Test func mutatedRecordingsFailCleanly() {
        var rng = SplitMix64(seed: 0xE7E7)
        let lines = [
            "N: fuzz", "A: 35 0 1000 0 0", "A: 36 0 1000 0 0", "E: 1.000000 0003 002f 0",
            "E: 1.000000 0003 0039 4", "E: 1.000000 0003 0035 100", "E: 1.000000 0003 0036 200",
            "E: 1.000000 0000 0000 0", "E: 1.010000 0003 0035 150", "E: 1.010000 0000 0002 0",
            "E: 1.010000 0000 0000 0", "E: 1.020000 0003 0039 -1", "E: 1.020000 0000 0000 0",
        ]
        let replacements = ["E: 99999999999.999999 0003 0035 2147483647", "A: 35 -9223372036854775807 9223372036854775807 0 0",
                            "A: 36 5 5 0 0", "E: 1.000000 0003 002f -1", "E: 0.5 0003 0039 7", "E: 1.5 ffff ffff -2147483648",
                            "E: 1.000000 0000 0003 0", "B: xx", "E:", "A:", "# x", "", "Z: 1", "E: 1.5.5 0 0 0"]
        for _ in 0..<1000 {
            var edited = lines
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let i = Int.random(in: 0..<edited.count, using: &rng)
                if Bool.random(using: &rng) {
                    edited[i] = replacements.randomElement(using: &rng)!
                } else {
                    edited.insert(replacements.randomElement(using: &rng)!, at: i)
                }
            }
            let text = edited.joined(separator: "\n")
            do {
                let trace = try EvemuImporter.importRecording(Array(text.utf8), fileName: "f.event",
                                                              options: TouchImportOptions(viewport: TraceViewport(width: 100, height: 100)))
                try trace.validate()
            } catch {
                #expect(error.kind == .invalidData)
                #expect(error.description.hasPrefix("f.event"))
            }
        }
    }
}
