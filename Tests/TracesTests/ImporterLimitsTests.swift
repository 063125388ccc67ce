import MapMath
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

/// Recordings written by the tests: axis ranges 0...10000 on both axes (onto a 10000 ×
/// 10000 pt view, so raw units are points), frame `f` at 1 s + `f` ms.
enum GeneratedRecording {
    /// Header lines 1 to 3 of an evemu recording.
    static let evemuHeader = "N: generated\nA: 35 0 10000 0 0\nA: 36 0 10000 0 0\n"
    static let viewport = TraceViewport(width: 10000, height: 10000)
    static let options = TouchImportOptions(viewport: viewport)

    static func time(_ frame: Int) -> String {
        let micros = 1_000_000 + frame * 1000
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// Evemu protocol A without tracking ids: frame `f` lists `contacts` contacts, contact
    /// `c` at `position(f, c)`; then, with `lift`, one frame without contacts.
    static func evemuProtocolA(frames: Int, contacts: Int, lift: Bool = true,
                               position: (Int, Int) -> (x: Int, y: Int)) -> String {
        var text = evemuHeader
        for f in 0..<frames {
            let t = time(f)
            for c in 0..<contacts {
                let p = position(f, c)
                text += "E: \(t) 0003 0035 \(p.x)\nE: \(t) 0003 0036 \(p.y)\nE: \(t) 0000 0002 0\n"
            }
            text += "E: \(t) 0000 0000 0\n"
        }
        if lift { text += "E: \(time(frames)) 0000 0000 0\n" }
        return text
    }

    /// Evemu protocol B: contact `c` in slot `slots[c]` with tracking id `c` from frame 0,
    /// at `position(f, c)` in frame `f` (x sent every frame, y only in frame 0); then one
    /// frame lifting them all.
    static func evemuProtocolB(frames: Int, slots: [Int], position: (Int, Int) -> (x: Int, y: Int)) -> String {
        var text = evemuHeader
        for f in 0..<frames {
            let t = time(f)
            for (c, slot) in slots.enumerated() {
                let p = position(f, c)
                text += "E: \(t) 0003 002f \(slot)\n"
                if f == 0 { text += "E: \(t) 0003 0039 \(c)\nE: \(t) 0003 0036 \(p.y)\n" }
                text += "E: \(t) 0003 0035 \(p.x)\n"
            }
            text += "E: \(t) 0000 0000 0\n"
        }
        let t = time(frames)
        for slot in slots { text += "E: \(t) 0003 002f \(slot)\nE: \(t) 0003 0039 -1\n" }
        return text + "E: \(t) 0000 0000 0\n"
    }

    /// The touches both long recordings must give: `contacts` pointers down in frame 0, a
    /// move of each (in pointer order) every later frame, all lifted one frame after the last.
    static func expectedTouches(frames: Int, contacts: Int, position: (Int, Int) -> (x: Int, y: Int)) -> [TraceTouch] {
        var touches: [TraceTouch] = []
        func point(_ f: Int, _ c: Int) -> (x: Double, y: Double) {
            let p = position(f, c)
            return (Double(p.x) / 10000 * 10000, Double(p.y) / 10000 * 10000)
        }
        for f in 0..<frames {
            for c in 0..<contacts {
                let p = point(f, c)
                touches.append(TraceTouch(timeMs: Double(f), phase: f == 0 ? .down : .move, pointerID: c, x: p.x, y: p.y))
            }
        }
        for c in 0..<contacts {
            let p = point(frames - 1, c)
            touches.append(TraceTouch(timeMs: Double(frames), phase: .up, pointerID: c, x: p.x, y: p.y))
        }
        return touches
    }

    /// Two contacts 6000 units apart, each moving every frame (by 1, or back by 999).
    static func twoFingerPosition(_ f: Int, _ c: Int) -> (x: Int, y: Int) {
        (1000 + 6000 * c + f % 1000, 2000 + 4000 * c)
    }

    /// Twenty contacts 450 units apart, each moving by 1 every frame.
    static func twentyFingerPosition(_ f: Int, _ c: Int) -> (x: Int, y: Int) {
        (100 + 450 * c + f, 5000 + 10 * c)
    }
}

/// The first index where `a` and `b` differ (or the shorter count), nil when equal: keeps
/// a failure's message short for long touch lists.
func firstDifference(_ a: [TraceTouch], _ b: [TraceTouch]) -> Int? {
    if let i = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) { return i }
    return a.count == b.count ? nil : min(a.count, b.count)
}

@Suite("importer limits and long recordings")
struct ImporterLimitsTests {
    static let tooMany = "more than 20 contacts in one frame (the simulator models at most 20 fingers down at once)"

    static func evemuError(_ text: String) -> TraceError? {
        traceError { () throws(TraceError) in
            _ = try EvemuImporter.importRecording(Array(text.utf8), fileName: "x.event", options: GeneratedRecording.options)
        }
    }

    @Test func theContactLimitIsThePointerLimit() {
        #expect(MultitouchDecoder.maxContacts == TraceDecoder.maxPointersDown)
        #expect(MultitouchDecoder.maxContacts == 20)
    }

    /// 8,000 anonymous contacts in one frame: the 21st contact's SYN_MT_REPORT (line 3 of
    /// header + 3 lines per contact: 66) is the error, before the frame is matched.
    @Test func protocolAFrameOf8000ContactsIsAnErrorAtThe21stContact() {
        let text = GeneratedRecording.evemuProtocolA(frames: 2, contacts: 8000) { f, c in (c % 10000, (c * 7 + f) % 10000) }
        let error = Self.evemuError(text)
        #expect(error?.description == "x.event line 66: " + Self.tooMany)
        #expect(error?.kind == .invalidData)
    }

    /// The 21st contact ending at the frame's SYN_REPORT, without its own SYN_MT_REPORT.
    @Test func protocolAContactEndedBySynReportCounts() {
        var text = GeneratedRecording.evemuProtocolA(frames: 1, contacts: 20, lift: false) { _, c in (100 * c, 100) }
        text = text.replacingOccurrences(of: "E: 1.000000 0000 0000 0\n",
                                         with: "E: 1.000000 0003 0035 5\nE: 1.000000 0003 0036 5\nE: 1.000000 0000 0000 0\n")
        // 3 header lines, 60 for the contacts, then X, Y and the SYN_REPORT at line 66.
        #expect(Self.evemuError(text)?.description == "x.event line 66: " + Self.tooMany)
    }

    @Test func twentyContactsImportInBothProtocols() throws {
        let frames = 50
        let expected = GeneratedRecording.expectedTouches(frames: frames, contacts: 20,
                                                          position: GeneratedRecording.twentyFingerPosition)
        let a = GeneratedRecording.evemuProtocolA(frames: frames, contacts: 20, position: GeneratedRecording.twentyFingerPosition)
        let b = GeneratedRecording.evemuProtocolB(frames: frames, slots: Array(0..<20), position: GeneratedRecording.twentyFingerPosition)
        for text in [a, b] {
            let trace = try EvemuImporter.importRecording(Array(text.utf8), fileName: "x.event", options: GeneratedRecording.options)
            #expect(maxSimultaneousPointers(trace.touches) == 20)
            #expect(firstDifference(trace.touches, expected) == nil)
        }
    }

    /// 21 slots holding a tracking id at a SYN_REPORT: the error names that SYN_REPORT
    /// (3 header lines + 21 × 4 lines for the first frame's slots: line 88).
    @Test func protocolBWith21SlotsIsAnErrorAtTheSynReport() {
        let text = GeneratedRecording.evemuProtocolB(frames: 3, slots: Array(0..<21)) { _, c in (100 * c, 100) }
        let error = Self.evemuError(text)
        #expect(error?.description == "x.event line 88: " + Self.tooMany)
        #expect(error?.kind == .invalidData)
    }

    /// Protocol B counts contacts at the SYN_REPORT: a frame may start a contact in a
    /// slot before lifting another, as long as 20 remain.
    @Test func protocolBCountsAtTheFrameEnd() throws {
        var text = GeneratedRecording.evemuProtocolB(frames: 1, slots: Array(0..<20)) { _, c in (100 * c, 100) }
        // Replace the final lift-all frame by: slot 25 starts a contact, then slot 3 lifts.
        text = String(text[..<text.range(of: "E: 1.001000")!.lowerBound])
        text += "E: 1.001000 0003 002f 25\nE: 1.001000 0003 0039 77\nE: 1.001000 0003 0035 9000\nE: 1.001000 0003 0036 9000\n"
        text += "E: 1.001000 0003 002f 3\nE: 1.001000 0003 0039 -1\nE: 1.001000 0000 0000 0\n"
        let trace = try EvemuImporter.importRecording(Array(text.utf8), fileName: "x.event", options: GeneratedRecording.options)
        #expect(maxSimultaneousPointers(trace.touches) == 20)
        #expect(trace.touches.suffix(2) == [
            TraceTouch(timeMs: 1, phase: .up, pointerID: 3, x: 300, y: 100),
            TraceTouch(timeMs: 1, phase: .down, pointerID: 20, x: 9000, y: 9000),
        ])
    }

    @Test func geteventFrameOver20ContactsIsAnErrorAtItsLine() {
        var text = ""
        for c in 0..<25 {
            text += "[   1.000000] /dev/input/event2: EV_ABS ABS_MT_POSITION_X \(String(c * 100, radix: 16))\n"
            text += "[   1.000000] /dev/input/event2: EV_ABS ABS_MT_POSITION_Y 00000064\n"
            text += "[   1.000000] /dev/input/event2: EV_SYN SYN_MT_REPORT 00000000\n"
        }
        text += "[   1.000000] /dev/input/event2: EV_SYN SYN_REPORT 00000000\n"
        let error = traceError { () throws(TraceError) in
            _ = try GeteventImporter.importRecording(
                Array(text.utf8), fileName: "g.txt",
                options: TouchImportOptions(viewport: GeneratedRecording.viewport,
                                            axisRanges: TouchAxisRanges(xMin: 0, xMax: 10000, yMin: 0, yMax: 10000)))
        }
        #expect(error?.description == "g.txt line 63: " + Self.tooMany)
        #expect(error?.kind == .invalidData)
    }

    /// 200,000 frames of two anonymous contacts (a million lines): each frame is matched
    /// against the last by nearest neighbour and gives two moves.
    @Test func longProtocolARecordingImportsEveryFrame() throws {
        let frames = 200_000
        let text = GeneratedRecording.evemuProtocolA(frames: frames, contacts: 2, position: GeneratedRecording.twoFingerPosition)
        let trace = try EvemuImporter.importRecording(Array(text.utf8), fileName: "long-a.event", options: GeneratedRecording.options)
        let expected = GeneratedRecording.expectedTouches(frames: frames, contacts: 2, position: GeneratedRecording.twoFingerPosition)
        #expect(trace.touches.count == 2 * frames + 2)
        #expect(firstDifference(trace.touches, expected) == nil)
        #expect(trace.description == "Imported from evemu recording long-a.event (generated, multi-touch protocol A)")
    }

    /// 200,000 frames of two slot contacts, in slots 0 and 1023 (the highest slot), each
    /// moving every frame.
    @Test func longProtocolBRecordingImportsEveryFrame() throws {
        let frames = 200_000
        let text = GeneratedRecording.evemuProtocolB(frames: frames, slots: [0, MultitouchDecoder.maxSlot],
                                                     position: GeneratedRecording.twoFingerPosition)
        let trace = try EvemuImporter.importRecording(Array(text.utf8), fileName: "long-b.event", options: GeneratedRecording.options)
        let expected = GeneratedRecording.expectedTouches(frames: frames, contacts: 2, position: GeneratedRecording.twoFingerPosition)
        #expect(trace.touches.count == 2 * frames + 2)
        #expect(firstDifference(trace.touches, expected) == nil)
        #expect(trace.description == "Imported from evemu recording long-b.event (generated, multi-touch protocol B)")
    }
}
