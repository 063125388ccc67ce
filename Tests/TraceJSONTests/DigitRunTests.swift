import TestSupport
import Testing
@testable import TraceJSON

/// `DecimalReader.digitRunLength` marks non-digits by the top bits of b − 0x30 and
/// b + 0x46, across the whole word at once: a borrow or a carry out of one byte changes
/// the byte after it. Exhaustively: every first non-digit at every position, followed by
/// every byte, the rest of the word random, and the digits before it random, must give
/// the run's length; so must every word of eight digits.
@Suite("Digit runs in a word")
struct DigitRunTests {
    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    }

    @Test("every stop byte at every position, then every byte, gives the run before it")
    func everyStopAndFollower() {
        var random = SplitMix64(seed: 0x5EED_0B01)
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        for run in 0..<8 {
            for stop in UInt8.min...UInt8.max where !digits.contains(stop) {
                for follower in UInt8.min...UInt8.max {
                    var bytes = (0..<8).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                    for k in 0..<run { bytes[k] = UInt8(ascii: "0") + UInt8(random.next() % 10) }
                    bytes[run] = stop
                    if run < 7 { bytes[run + 1] = follower }
                    let length = DecimalReader.digitRunLength(Self.word(bytes))
                    if length != run { Issue.record("\(bytes): \(length), expected \(run)") }
                }
            }
        }
    }

    @Test("eight digits are a run of 8, whichever digits")
    func eightDigits() {
        var random = SplitMix64(seed: 0x5EED_0B02)
        for _ in 0..<10_000 {
            let bytes = (0..<8).map { _ in UInt8(ascii: "0") + UInt8(random.next() % 10) }
            #expect(DecimalReader.digitRunLength(Self.word(bytes)) == 8, "\(bytes)")
        }
        #expect(DecimalReader.digitRunLength(Self.word(Array("00000000".utf8))) == 8)
        #expect(DecimalReader.digitRunLength(Self.word(Array("99999999".utf8))) == 8)
    }
}
