import TestSupport
import Testing
@testable import TraceJSON

/// `DecimalReader` directly, in both grammars: the values against Swift's own correctly
/// rounded `Double(_: String)`, where a number ends, and how the grammars differ. (The
/// JSON parser's and the command line's own tests go through their callers.)
@Suite("DecimalReader")
struct DecimalReaderTests {
    /// Reads `text` from offset `start` by `grammar`.
    static func read(_ text: String, from start: Int = 0, _ grammar: DecimalReader.Grammar) -> DecimalReader.Reading {
        Array(text.utf8).withUnsafeBufferPointer { DecimalReader.read($0, from: start, grammar) }
    }

    /// Expects both grammars to read `text` (a finite JSON number) whole, as Swift's
    /// `Double(_: String)` does, sign of zero included.
    static func expectBothMatchSwift(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let expected = Double(text) else {
            Issue.record("Swift does not read \(text)", sourceLocation: sourceLocation)
            return
        }
        for grammar in [DecimalReader.Grammar.json, .plain] {
            let reading = read(text, grammar)
            #expect(reading == .number(expected, end: text.utf8.count), "\(text) (\(grammar))",
                    sourceLocation: sourceLocation)
            if case let .number(value, _) = reading {
                #expect(value.sign == expected.sign, "\(text) (\(grammar))", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("random JSON numbers of every shape read as Swift reads them, in both grammars")
    func matchesSwift() {
        var random = SplitMix64(seed: 0x5EED_0101)
        for _ in 0..<50_000 {
            // 1 to 22 digits, no leading zero unless the integer part is "0".
            let digitCount = Int(random.next() % 22) + 1
            let digits = (0..<digitCount).map { _ in String(random.next() % 10) }.joined()
            let integerCount = Int(random.next() % UInt64(digitCount)) + 1
            var integer = String(digits.prefix(integerCount))
            while integer.count > 1 && integer.hasPrefix("0") { integer.removeFirst() }
            var text = (random.next() % 2 == 0 ? "-" : "") + integer
            if integerCount < digitCount { text += "." + digits.dropFirst(integerCount) }
            if random.next() % 3 == 0 { text += (random.next() % 2 == 0 ? "e" : "E") + "\(Int(random.next() % 61) - 30)" }
            Self.expectBothMatchSwift(text)
        }
    }

    @Test("significands around 2^53 with exponents around ±19 and ±22, where the fast paths meet")
    func fastPathBoundaries() {
        var random = SplitMix64(seed: 0x5EED_0102)
        for _ in 0..<20_000 {
            let significand = (UInt64(1) << 53) &+ (random.next() % 2_048) &- 1_024
            let exponent = [-23, -22, -21, -20, -19, -18, 18, 19, 20, 21, 22, 23][Int(random.next() % 12)]
            Self.expectBothMatchSwift("\(significand)e\(exponent)")
            Self.expectBothMatchSwift("\(random.next() % 10_000_000_000_000_000_000)e\(exponent)")
        }
    }

    @Test("zeros before the first significant digit do not count: 17 to 21 significant digits after up to 30 zeros")
    func leadingZeros() {
        var random = SplitMix64(seed: 0x5EED_0103)
        for _ in 0..<5_000 {
            let zeros = String(repeating: "0", count: Int(random.next() % 31))
            let significant = Int(random.next() % 5) + 17
            let digits = String(random.next() % 9 + 1) + (1..<significant).map { _ in String(random.next() % 10) }.joined()
            Self.expectBothMatchSwift("0." + zeros + digits)
            Self.expectBothMatchSwift("-0." + zeros + digits + "e\(Int(random.next() % 41) - 20)")
            // The plain grammar also skips an integer part's leading zeros.
            let text = zeros + digits
            #expect(Self.read(text, .plain) == .number(Double(text)!, end: text.utf8.count), "\(text)")
        }
    }

    @Test("eight bytes read as one decimal number exactly when all are digits, whichever byte is not")
    func eightDigitsAtOnce() {
        var random = SplitMix64(seed: 0x5EED_0104)
        for _ in 0..<2_000 {
            let value = random.next() % 100_000_000
            var bytes = Array(String(1_000_000_000 + value).utf8.suffix(8))  // leading zeros kept
            let read = bytes.withUnsafeBufferPointer { DecimalReader.eightDigits($0, at: 0) }
            #expect(read == value)
            let k = Int(random.next() % 8)
            for byte in UInt8.min...UInt8.max {
                bytes[k] = byte
                let isDigit = byte >= 0x30 && byte <= 0x39
                let got = bytes.withUnsafeBufferPointer { DecimalReader.eightDigits($0, at: 0) }
                #expect((got != nil) == isDigit, "byte \(byte) at \(k)")
                if isDigit, let got { #expect(got == UInt64(String(decoding: bytes, as: UTF8.self))) }
            }
        }
    }

    @Test("a number ends at the first byte that cannot continue it, read from any offset")
    func ends() {
        #expect(Self.read("12.5,7", .json) == .number(12.5, end: 4))
        #expect(Self.read("[-3e2]", from: 1, .json) == .number(-300, end: 5))
        #expect(Self.read("x 0.25 ", from: 2, .plain) == .number(0.25, end: 6))
        #expect(Self.read("1e5.5", .plain) == .number(100_000, end: 3))
        #expect(Self.read("0x10", .json) == .number(0, end: 1))
    }

    @Test("the plain grammar also takes a plus sign, leading zeros, a bare point; JSON does not", arguments: [
        ("+1", 1.0, DecimalReader.Failure.expectedDigit, 0),
        ("01", 1.0, .leadingZero, 1),
        ("-007.5", -7.5, .leadingZero, 2),
        (".5", 0.5, .expectedDigit, 0),
        ("-.5", -0.5, .expectedDigit, 1),
        ("1.", 1.0, .expectedFractionDigit, 2),
        ("1.e2", 100.0, .expectedFractionDigit, 2),
    ])
    func grammarsDiffer(text: String, plainValue: Double, jsonFailure: DecimalReader.Failure, offset: Int) {
        #expect(Self.read(text, .plain) == .number(plainValue, end: text.utf8.count))
        #expect(Self.read(text, .json) == .invalid(jsonFailure, at: offset))
    }

    @Test("both grammars reject a missing digit, naming where it was expected", arguments: [
        ("", DecimalReader.Failure.expectedDigit, 0), ("-", .expectedDigit, 1), ("-x", .expectedDigit, 1),
        ("1e", .expectedExponentDigit, 2), ("1e+", .expectedExponentDigit, 3), ("2.5E-x", .expectedExponentDigit, 5),
        ("inf", .expectedDigit, 0), ("nan", .expectedDigit, 0),
    ])
    func missingDigits(text: String, failure: DecimalReader.Failure, offset: Int) {
        #expect(Self.read(text, .json) == .invalid(failure, at: offset))
        #expect(Self.read(text, .plain) == .invalid(failure, at: offset))
    }

    @Test("a point with no digit on either side is no number in the plain grammar")
    func barePoint() {
        #expect(Self.read(".", .plain) == .invalid(.expectedDigit, at: 0))
        #expect(Self.read("+.e1", .plain) == .invalid(.expectedDigit, at: 1))
    }

    @Test("too large is out of range and says where the number ends; too small is a signed zero")
    func range() {
        #expect(Self.read("1e309", .json) == .outOfRange(end: 5))
        #expect(Self.read("-1.5e999]", .json) == .outOfRange(end: 8))
        #expect(Self.read("+1e400", .plain) == .outOfRange(end: 6))
        #expect(Self.read("1.7976931348623157e308", .json) == .number(.greatestFiniteMagnitude, end: 22))
        #expect(Self.read("4.9e-324", .json) == .number(.leastNonzeroMagnitude, end: 8))
        guard case let .number(zero, _) = Self.read("-1e-999", .json) else {
            Issue.record("-1e-999 is not a number")
            return
        }
        #expect(zero == 0 && zero.sign == .minus)
        #expect(Self.read("-0", .json) == .number(-0.0, end: 2))
        #expect(Self.read("0e999999999", .json) == .number(0, end: 11))
    }

    @Test("an exponent too long to hold does not cancel a fraction of as many digits")
    func longExponent() {
        // 10^-100,001 · 10^1,000,000 is far too large; with the exponent cut short at
        // 100,000 it would read as 0.1.
        let tooLarge = "0." + String(repeating: "0", count: 100_000) + "1e1000000"
        #expect(Self.read(tooLarge, .json) == .outOfRange(end: tooLarge.utf8.count))
        #expect(Self.read(tooLarge, .plain) == .outOfRange(end: tooLarge.utf8.count))
        // 10^-100,001 · 10^100,001 is exactly 1.
        let one = "0." + String(repeating: "0", count: 100_000) + "1e100001"
        #expect(Self.read(one, .json) == .number(1, end: one.utf8.count))
    }
}
