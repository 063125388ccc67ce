import TestSupport
import Testing
@testable import TraceJSON

/// `JSONScanner.skipWhitespaceRun()`, the eight-bytes-at-a-time whitespace skip between
/// touch rows, against the byte loop `skipWhitespace()`: the same end from every offset of
/// seeded random texts of whitespace and other bytes, every byte value after a run, and
/// runs that reach the buffer's last bytes.
@Suite("JSON whitespace")
struct JSONWhitespaceTests {
    /// Where each skip stops, from `offset` of `bytes`.
    static func ends(_ bytes: [UInt8], from offset: Int) -> (run: Int, loop: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var run = JSONScanner(bytes: buffer, position: offset)
            run.skipWhitespaceRun()
            var loop = JSONScanner(bytes: buffer, position: offset)
            loop.skipWhitespace()
            return (run.position, loop.position)
        }
    }

    @Test("the run skip stops where the byte loop stops, from every offset of seeded random texts")
    func matchesTheByteLoop() {
        var random = SplitMix64(seed: 0x5EED_0401)
        let whitespace: [UInt8] = [0x20, 0x0A, 0x0D, 0x09]
        // Bytes next to whitespace in value or in bits, and what follows it in a trace.
        let others: [UInt8] = [0x00, 0x08, 0x0B, 0x0C, 0x1F, 0x21, 0x2C, 0x5B, 0x5D, 0x22, 0x30, 0x7F, 0x80, 0xA0, 0x89, 0x8A, 0xFF]
        for _ in 0..<3_000 {
            let length = Int(random.next() % 40)
            let bytes = (0..<length).map { _ -> UInt8 in
                switch random.next() % 8 {
                case 0..<5: whitespace[Int(random.next() % 4)]
                case 5, 6: others[Int(random.next() % UInt64(others.count))]
                default: UInt8(truncatingIfNeeded: random.next())
                }
            }
            for offset in 0...length {
                let (run, loop) = Self.ends(bytes, from: offset)
                #expect(run == loop, "\(bytes) from \(offset)")
            }
        }
    }

    @Test("a run of 0 to 20 whitespace bytes ends at any byte that is not whitespace, whichever byte that is")
    func everyStopByte() {
        for runLength in 0...20 {
            for stop in UInt8.min...UInt8.max where ![0x20, 0x0A, 0x0D, 0x09].contains(stop) {
                let bytes = Array(repeating: UInt8(0x20), count: runLength / 2) + Array(repeating: UInt8(0x0A), count: runLength - runLength / 2)
                    + [stop] + Array(repeating: UInt8(0x20), count: 9)
                #expect(Self.ends(bytes, from: 0) == (runLength, runLength), "run \(runLength), stop \(stop)")
            }
        }
    }

    @Test("a word's whitespace run counts its leading whitespace bytes, 0 to 8")
    func wordRuns() {
        var random = SplitMix64(seed: 0x5EED_0402)
        for _ in 0..<2_000 {
            let run = Int(random.next() % 9)
            var bytes = (0..<8).map { _ in [UInt8(0x20), 0x0A, 0x0D, 0x09][Int(random.next() % 4)] }
            if run < 8 {
                var stop = UInt8(truncatingIfNeeded: random.next())
                while [0x20, 0x0A, 0x0D, 0x09].contains(stop) { stop = UInt8(truncatingIfNeeded: random.next()) }
                bytes[run] = stop
                for k in (run + 1)..<8 where random.next() % 2 == 0 { bytes[k] = UInt8(truncatingIfNeeded: random.next()) }
            }
            let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
            #expect(JSONScanner.whitespaceRunLength(word) == run, "\(bytes)")
        }
    }
}
