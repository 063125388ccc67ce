import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import TraceImport
@testable import Replays
@testable import ReplayPictures

/// The importers' byte-level reading (`RecordingText`, `InputEvent.parseMicros`).
@Suite("recording text")
struct RecordingTextTests {
    static func bytes(_ s: String) -> ArraySlice<UInt8> { Array(s.utf8)[...] }

    /// Lines end at LF, CRLF and a lone CR.
    @Test func linesAreNumberedAndEndAtEveryLineEnd() {
        var lines = RecordingText.Lines(Array("a\r\n\nb c\rd\ne".utf8))
        var seen: [(Int, String)] = []
        while let line = lines.next() { seen.append((line.number, RecordingText.string(line.text))) }
        #expect(seen.map(\.0) == [1, 2, 3, 4, 5])
        #expect(seen.map(\.1) == ["a", "", "b c", "d", "e"])
        var crOnly = RecordingText.Lines(Array("x\r\ry\r".utf8))
        var crSeen: [String] = []
        while let line = crOnly.next() { crSeen.append(RecordingText.string(line.text)) }
        #expect(crSeen == ["x", "", "y", ""])
        var empty = RecordingText.Lines([])
        #expect(empty.next()?.number == 1)
        #expect(empty.next() == nil)
    }

    @Test func fieldsStopOnePastTheLimit() {
        #expect(RecordingText.fields(Self.bytes("  a \t bb  c "), limit: 5).map(RecordingText.string) == ["a", "bb", "c"])
        #expect(RecordingText.fields(Self.bytes("a b c d e f"), limit: 2).map(RecordingText.string) == ["a", "b", "c"])
        #expect(RecordingText.fields(Self.bytes("a\tb c"), limit: 5, tabsSeparate: false).map(RecordingText.string) == ["a\tb", "c"])
        #expect(RecordingText.lastField(Self.bytes(" x  yz \t")).map(RecordingText.string) == "yz")
        #expect(RecordingText.lastField(Self.bytes("  ")) == nil)
        #expect(RecordingText.firstIndex(of: Array(": value".utf8), in: Self.bytes("A :: value 3")) == 3)
        #expect(RecordingText.firstIndex(of: Array(": value".utf8), in: Self.bytes(": valu")) == nil)
    }

    /// Integers read as the standard library reads strings, signs and bounds included.
    @Test(arguments: ["0", "-0", "+1f", "-1", "+", "-", "", "1_0", "0x10", "FFFF", "10000", "ff", "+-1", " 1",
                      "00000000000000001", "2147483647", "2147483648", "-2147483648", "-2147483649", "é", "9z"])
    func integersMatchTheStandardLibrary(_ text: String) {
        let b = Self.bytes(text)
        #expect(RecordingText.integer(b, radix: 16, as: UInt16.self) == UInt16(text, radix: 16))
        #expect(RecordingText.integer(b, radix: 16, as: UInt32.self) == UInt32(text, radix: 16))
        #expect(RecordingText.integer(b, as: Int32.self) == Int32(text))
        #expect(RecordingText.integer(b, as: Int.self) == Int(text))
        #expect(RecordingText.integer(b, radix: 36, as: Int64.self) == Int64(text, radix: 36))
    }

    @Test func microsecondTimes() {
        #expect(InputEvent.parseMicros(Self.bytes("12.5")) == 12_500_000)
        #expect(InputEvent.parseMicros(Self.bytes("7")) == 7_000_000)
        #expect(InputEvent.parseMicros(Self.bytes("1.123456789")) == 1_123_456)
        #expect(InputEvent.parseMicros(Self.bytes("999999999999.000001")) == 999_999_999_999_000_001)
        for bad in ["", ".5", "1.", "1.2.3", "1.1234567890", "1234567890123", "-1", "1e3", "1. 5"] {
            #expect(InputEvent.parseMicros(Self.bytes(bad)) == nil, "\(bad)")
        }
    }

    @Test func labelsAreFoundByTheirBytes() {
        let labels = RecordingText.Labels(["EV_ABS": 3, "EV_SYN": 0, "ABS_MT_POSITION_X": 0x35])
        #expect(labels.value(of: Self.bytes("EV_ABS")) == 3)
        #expect(labels.value(of: Self.bytes("ABS_MT_POSITION_X")) == 0x35)
        #expect(labels.value(of: Self.bytes("EV_AB")) == nil)
        #expect(labels.value(of: Self.bytes("ABS_MT_POSITION_XX")) == nil)
        #expect(labels.value(of: Self.bytes("")) == nil)
    }
}
