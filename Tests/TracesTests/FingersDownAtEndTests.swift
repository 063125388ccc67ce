import Foundation
import Testing
import TestSupport
import Gestures
import MapMath
@testable import TraceFormat

/// `TraceFile.fingersDownAtEnd`, which a parsed trace keeps from its parse (the rules'
/// pointers down, found from the end of the rows), against `FingersDown` following every
/// row, as a trace built in code computes it: the same fingers, in the same order, on
/// seeded random valid sequences, the bundled traces, rows the fast path declines, and
/// after `touches` changes.
@Suite("Fingers down at the end of a trace")
struct FingersDownAtEndTests {
    static let viewport = TraceViewport(width: 400, height: 800)
    static let camera = TraceCamera(latitude: 0, longitude: 0, zoom: 3)

    /// The fingers down after `touches`, following every row.
    static func followed(_ touches: [TraceTouch]) -> [FingersDown.Finger] {
        var fingers = FingersDown()
        for touch in touches { fingers.note(touch) }
        return fingers.fingers
    }

    /// A valid random sequence: random events, kept when the rules accept them; fingers
    /// land more often than they lift, so that many sequences end with some down.
    static func randomTouches(_ random: inout SplitMix64, pointerCount: Int, events: Int) -> [TraceTouch] {
        var rules = TouchSequenceRules()
        var touches: [TraceTouch] = []
        var time = 0.0
        while touches.count < events {
            if random.next() % 3 == 0 { time += Double(random.next() % 3 + 1) }
            let pointer = Int(random.next() % UInt64(pointerCount))
            let phase: TouchPhase = switch random.next() % 7 {
            case 0..<3: .move
            case 3..<5: .down
            case 5: .up
            default: .cancel
            }
            guard rules.accept(time: time, phase: phase, pointer: pointer) == nil else { continue }
            let x = Double(Int64(bitPattern: random.next() % 2_000_000) - 1_000_000) / 1_000
            let y = Double(random.next() % 1_000_000) / 997
            touches.append(TraceTouch(timeMs: time, phase: phase, pointerID: pointer, x: x, y: y))
        }
        return touches
    }

    @Test("a parsed trace's fingers down are those followed row by row, on 3,000 seeded random sequences",
          arguments: [2, 5, 24])
    func parsedMatchesFollowed(pointerCount: Int) throws {
        var random = SplitMix64(seed: 0xF1_9E25 &+ UInt64(pointerCount))
        var endedWithFingersDown = 0
        for sequence in 0..<1_000 {
            let touches = Self.randomTouches(&random, pointerCount: pointerCount, events: Int(random.next() % 60))
            let built = TraceFile(viewport: Self.viewport, camera: Self.camera, touches: touches)
            let expected = Self.followed(touches)
            if !expected.isEmpty { endedWithFingersDown += 1 }
            #expect(built.fingersDownAtEnd == expected, "sequence \(sequence), built")
            let text = built.jsonValue.prettyText
            let document = try TraceFile.parseDocument(Array(text.utf8))
            #expect(document.fingersDownAtEnd == expected, "sequence \(sequence): the fast path's")
            let parsed = try TraceFile.parse(text)
            #expect(parsed.touches == touches && parsed.fingersDownAtEnd == expected, "sequence \(sequence), parsed")
        }
        #expect(endedWithFingersDown > 300, "\(endedWithFingersDown) sequences end with fingers down")
    }

    @Test("every bundled trace's fingers down at the end are those followed row by row",
          arguments: IdleFrameSkippingTests.bundledTraces)
    func bundledTraces(_ path: String) throws {
        let trace = try TraceFile.load(path: path)
        #expect(trace.fingersDownAtEnd == Self.followed(trace.touches))
    }

    /// Two fingers down at the end, the first landed last moved long before the end.
    static let rowsEndingDown = [
        TraceTouch(timeMs: 0, phase: .down, pointerID: 4, x: 1, y: 2),
        TraceTouch(timeMs: 0, phase: .down, pointerID: 1, x: 3, y: 4),
        TraceTouch(timeMs: 8, phase: .move, pointerID: 4, x: 5, y: 6),
        TraceTouch(timeMs: 16, phase: .move, pointerID: 1, x: 7, y: 8),
        TraceTouch(timeMs: 16, phase: .up, pointerID: 1, x: 7, y: 8),
        TraceTouch(timeMs: 24, phase: .down, pointerID: 1, x: 9, y: 10),
        TraceTouch(timeMs: 32, phase: .move, pointerID: 1, x: 11, y: 12),
    ]

    @Test("changing a parsed trace's touches drops the fingers kept from the parse")
    func changedTouches() throws {
        let text = TraceFile(viewport: Self.viewport, camera: Self.camera, touches: Self.rowsEndingDown).jsonValue.prettyText
        var trace = try TraceFile.parse(text)
        #expect(trace.fingersDownAtEnd == [FingersDown.Finger(pointerID: 4, location: ScreenPoint(x: 5, y: 6)),
                                           FingersDown.Finger(pointerID: 1, location: ScreenPoint(x: 11, y: 12))])
        trace.touches.append(TraceTouch(timeMs: 40, phase: .cancel, pointerID: 4, x: 5, y: 6))
        #expect(trace.fingersDownAtEnd == [FingersDown.Finger(pointerID: 1, location: ScreenPoint(x: 11, y: 12))])
        trace.touches[trace.touches.count - 2].location = ScreenPoint(x: -1, y: -2)
        #expect(trace.fingersDownAtEnd == [FingersDown.Finger(pointerID: 1, location: ScreenPoint(x: -1, y: -2))])
        trace.touches = []
        #expect(trace.fingersDownAtEnd.isEmpty)
        // Equality and hashing look at the touches only, not at what the parse kept.
        let parsed = try TraceFile.parse(text)
        let built = TraceFile(viewport: Self.viewport, camera: Self.camera, touches: Self.rowsEndingDown)
        #expect(parsed == built && parsed.hashValue == built.hashValue)
    }

    @Test("rows the fast path declines (an escape in a phase name) still give the fingers down")
    func declinedRows() throws {
        let text = TraceFile(viewport: Self.viewport, camera: Self.camera, touches: Self.rowsEndingDown).jsonValue.prettyText
            .replacingOccurrences(of: "\"move\"", with: "\"mo\\u0076e\"")
        #expect(try TraceFile.parseDocument(Array(text.utf8)).touchRows == nil)
        let trace = try TraceFile.parse(text)
        #expect(trace.touches == Self.rowsEndingDown)
        #expect(trace.fingersDownAtEnd == Self.followed(Self.rowsEndingDown))
    }
}
