#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport
import Testing
@testable import TraceJSON

/// `DecimalReader.fixedPointJSONNumber`, the loop-free reader of the common JSON number
/// `-?[0-9]{1,7}(\.[0-9]{1,15})?`, and its SWAR helpers: it must give what the general
/// scan gives (value and end) on every text it takes, decline every other, and its values
/// must be the C library's `strtod`'s, correctly rounded. Its texts are followed by at
/// least 32 bytes, as it requires (in a trace, the rest of the row and of the file).
@Suite("Fixed-point JSON numbers")
struct FixedPointNumberTests {
    /// Bytes that end a number (what follows one in a document, and bytes that may not).
    static let followers: [String] = [",", "]", " ", "\n", "}", "\r\n", "\t", "x", "\"", "-", "+", "/", ":"]

    /// Reads `text` by the fixed-point reader and by the scan alone, `padding` after it.
    static func readings(_ text: String, padding: String = ", 0]" + String(repeating: " ", count: 40))
        -> (fast: (value: Double, end: Int)?, scan: DecimalReader.Reading, read: DecimalReader.Reading) {
        Array((text + padding).utf8).withUnsafeBufferPointer { bytes in
            (DecimalReader.fixedPointJSONNumber(bytes, from: 0), DecimalReader.scan(bytes, from: 0, json: true),
             DecimalReader.read(bytes, from: 0, .json))
        }
    }

    /// The C library's reading of `text`.
    static func strtodValue(_ text: String) -> Double { text.withCString { strtod($0, nil) } }

    /// A random text of the form: `integerDigits` (1–7) digits, no leading zero unless
    /// the integer part is 0, and `fractionDigits` (0–15) after a point when non-zero.
    static func fixedPointText(_ random: inout SplitMix64, integerDigits: Int, fractionDigits: Int) -> String {
        var text = random.next() % 2 == 0 ? "-" : ""
        text += String(integerDigits == 1 ? random.next() % 10 : random.next() % 9 + 1)
        for _ in 1..<integerDigits { text += String(random.next() % 10) }
        if fractionDigits > 0 {
            text += "."
            for _ in 0..<fractionDigits { text += String(random.next() % 10) }
        }
        return text
    }

    @Test("seeded random fixed-point texts of every length read as the scan and strtod read them, whatever follows")
    func matchesScanAndStrtod() {
        var random = SplitMix64(seed: 0x5EED_0201)
        for _ in 0..<60_000 {
            let integerDigits = Int(random.next() % 7) + 1
            let fractionDigits = Int(random.next() % UInt64(min(16, 20 - integerDigits)))  // 19 digits at most
            let text = Self.fixedPointText(&random, integerDigits: integerDigits, fractionDigits: fractionDigits)
            let follower = Self.followers[Int(random.next() % UInt64(Self.followers.count))]
            let (fast, scan, read) = Self.readings(text, padding: follower + String(repeating: "7", count: 40))
            let end = text.utf8.count
            guard let fast else {
                Issue.record("declined \(text)\(follower)")
                continue
            }
            let expected = Self.strtodValue(text)
            #expect(fast.end == end && fast.value == expected && fast.value.sign == expected.sign, "\(text)")
            #expect(scan == .number(expected, end: end), "\(text)")
            #expect(read == scan, "\(text)")
        }
    }

    @Test("long significands near 2^53 and up to 19 digits, where the exact paths meet, read as strtod reads them")
    func significandsAroundTheFastPathLimit() {
        var random = SplitMix64(seed: 0x5EED_0202)
        for _ in 0..<20_000 {
            // 15 to 19 significant digits with 1 to 7 before the point.
            let significand: UInt64 = random.next() % 2 == 0
                ? (UInt64(1) << 53) &+ (random.next() % 4_096) &- 2_048
                : random.next() % 10_000_000_000_000_000_000
            let digits = String(significand)
            guard digits.count >= 8 else { continue }
            let integerCount = Int(random.next() % 7) + 1
            guard digits.count - integerCount <= 15 else { continue }
            let text = digits.prefix(integerCount) + "." + digits.dropFirst(integerCount)
            let (fast, scan, _) = Self.readings(String(text))
            let expected = Self.strtodValue(String(text))
            #expect(fast?.value == expected && fast?.end == text.utf8.count, "\(text)")
            #expect(scan == .number(expected, end: text.utf8.count), "\(text)")
        }
    }

    #if (arch(i386) || arch(x86_64)) && !(os(Windows) || os(Android))
    @Test("decimals next to a midpoint between two doubles, where the x87 quotient is halfway, read as strtod reads them")
    func nearMidpoints() {
        var random = SplitMix64(seed: 0x5EED_0204)
        var halfway = 0
        for _ in 0..<4_000 {
            // A double of 1 to 7 integer digits, the midpoint above it, and the nearest
            // decimal of 19 digits (16 to 18 below 1,000), off the midpoint by < 10^-15.
            let d = Double(random.next() % 10_000_000) + Double(random.next() % 1_000_000) / 1_000_000 + 1
            let integerDigits = String(Int(d)).count
            let q = min(15, 19 - integerDigits)
            var power: UInt64 = 1
            for _ in 0..<q { power *= 10 }
            let midpoint = Float80(d) + Float80(d.ulp) / 2
            let significand = UInt64((midpoint * Float80(power)).rounded())
            if (Float80(significand) / Float80(power)).significandBitPattern & 0x7FF == 0x400 { halfway += 1 }
            var digits = String(significand)
            while digits.count <= q { digits = "0" + digits }
            let text = digits.dropLast(q) + "." + digits.suffix(q)
            let (fast, scan, _) = Self.readings(String(text))
            let expected = Self.strtodValue(String(text))
            #expect(fast?.value == expected && fast?.end == text.utf8.count, "\(text)")
            #expect(scan == .number(expected, end: text.utf8.count), "\(text)")
        }
        // Most land on the case the x87 quotient cannot decide, which the exact division takes.
        #expect(halfway > 1_000, "\(halfway) of 4000 halfway")
    }
    #endif

    @Test("texts outside the form are declined and read by the scan: exponents, long parts, JSON's errors, the buffer's end",
          arguments: [
              "12345678", "12345678.5", "1.1234567890123456", "1e5", "1.5E-3", "01", "00.5", "-01.5", "1.", "-",
              "-.5", ".5", "+1", "x", "", "-a", "1.e5", "12345678901234567890",
          ])
    func declines(text: String) {
        let (fast, scan, read) = Self.readings(text)
        #expect(fast == nil, "\(text)")
        #expect(read == scan, "\(text)")
    }

    @Test("the last 31 bytes of a buffer are left to the scan, which reads the number there")
    func nearTheEnd() {
        for padding in 0..<40 {
            let text = "329.89288003173925" + String(repeating: " ", count: padding)
            let (fast, scan, read) = Self.readings(text, padding: "")
            #expect((fast != nil) == (text.utf8.count >= 32), "padding \(padding)")
            #expect(scan == .number(329.89288003173925, end: 18) && read == scan, "padding \(padding)")
            if let fast { #expect(fast.value == 329.89288003173925 && fast.end == 18) }
        }
    }

    @Test("every byte after the digits of the integer part and of the fraction ends the number as the scan ends it")
    func everyFollowingByte() {
        for byte in UInt8.min...UInt8.max {
            for prefix in ["7", "-42", "1313.167", "0.25", "295.0285348063601", "-1234567.123456789012345"] {
                var bytes = Array(prefix.utf8) + [byte] + Array(repeating: UInt8(ascii: " "), count: 40)
                bytes.withUnsafeMutableBufferPointer { mutable in
                    let buffer = UnsafeBufferPointer(mutable)
                    let scan = DecimalReader.scan(buffer, from: 0, json: true)
                    if let fast = DecimalReader.fixedPointJSONNumber(buffer, from: 0) {
                        #expect(scan == .number(fast.value, end: fast.end), "\(prefix) then \(byte)")
                    }
                    #expect(DecimalReader.read(buffer, from: 0, .json) == scan, "\(prefix) then \(byte)")
                }
            }
        }
    }

    @Test("a word's digit run ends at its first byte that is not a digit, whichever byte that is and whatever follows")
    func digitRuns() {
        var random = SplitMix64(seed: 0x5EED_0203)
        for _ in 0..<3_000 {
            let run = Int(random.next() % 9)
            var bytes = (0..<8).map { _ in UInt8(ascii: "0") + UInt8(random.next() % 10) }
            let value = bytes.prefix(run).reduce(UInt64(0)) { $0 * 10 + UInt64($1 - UInt8(ascii: "0")) }
            for stop in UInt8.min...UInt8.max where run < 8 && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(stop) {
                bytes[run] = stop
                // The bytes after the stop are anything, digits or not, 0xFA–0xFF included.
                for k in (run + 1)..<8 where random.next() % 2 == 0 { bytes[k] = UInt8(truncatingIfNeeded: random.next()) }
                let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                #expect(DecimalReader.digitRunLength(word) == run, "\(bytes)")
                if run > 0 { #expect(DecimalReader.leadingDigitsValue(word, count: run) == value, "\(bytes)") }
            }
            if run == 8 {
                let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                #expect(DecimalReader.digitRunLength(word) == 8 && DecimalReader.leadingDigitsValue(word, count: 8) == value)
            }
        }
    }
}
