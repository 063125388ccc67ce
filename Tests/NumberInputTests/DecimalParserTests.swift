#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport
import Testing
import NumberInput

@Suite("DecimalParser")
struct DecimalParserTests {
    @Test("parses decimal numbers exactly as Swift's Double(String) does")
    func matchesSwift() {
        var random = SplitMix64(seed: 0x5EED_0005)
        for _ in 0..<5_000 {
            let value = Double(bitPattern: random.next() & 0xFFEF_FFFF_FFFF_FFFF)
            let shortest = value.description
            #expect(DecimalParser.parse(shortest) == .number(value), "\(shortest)")
            let digits = random.next() % 25 + 1
            let long = "\(random.next() % 1000).\(String(random.next()).prefix(Int(digits)))e\(Int(random.next() % 40) - 20)"
            #expect(DecimalParser.parse(long) == Double(long).map(DecimalParser.Outcome.number), "\(long)")
        }
    }

    /// The C library's correctly rounded reading of `text`.
    func strtodValue(_ text: String) -> Double {
        text.withCString { strtod($0, nil) }
    }

    @Test("random decimal texts of every shape read exactly as strtod reads them")
    func matchesStrtod() {
        var random = SplitMix64(seed: 0x5EED_0007)
        var fastPathCases = 0
        for _ in 0..<100_000 {
            let digitCount = Int(random.next() % 22) + 1
            var digits = String((0..<digitCount).map { _ in Character(String(random.next() % 10)) })
            let point = Int(random.next() % UInt64(digitCount + 1))
            if random.next() % 4 != 0 {
                digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point))
            }
            var text = (random.next() % 2 == 0 ? "-" : "") + digits
            if random.next() % 3 == 0 { text += "e\(Int(random.next() % 61) - 30)" }
            if digitCount <= 19 { fastPathCases += 1 }
            let expected = strtodValue(text)
            let outcome = DecimalParser.parse(text)
            #expect(outcome == .number(expected), "\(text)")
            if case let .number(value) = outcome {
                #expect(value.sign == expected.sign, "\(text)")
            }
        }
        #expect(fastPathCases > 50_000)
    }

    @Test("integers and fractions next to halfway points between doubles read exactly")
    func nearHalfway() {
        var random = SplitMix64(seed: 0x5EED_0008)
        for _ in 0..<50_000 {
            // Integers above 2^53 are mostly not representable: many sit exactly halfway.
            let integer = (random.next() >> (random.next() % 11)) | (1 << 53)
            let texts = ["\(integer)", "\(integer)e-\(random.next() % 20)", "\(integer)e\(random.next() % 20)",
                         "\(integer | 1)", "\(integer & ~0x7FF | 0x400)", "\(integer & ~0x7FF | 0x400)e-7"]
            for text in texts {
                #expect(DecimalParser.parse(text) == .number(strtodValue(text)), "\(text)")
            }
        }
    }

    @Test("halfway cases round to even")
    func halfway() {
        // 2^53 + 1 lies halfway between two doubles: it rounds to the even one, 2^53.
        #expect(DecimalParser.parse("9007199254740993") == .number(9_007_199_254_740_992))
        #expect(DecimalParser.parse("9007199254740995") == .number(9_007_199_254_740_996))
        #expect(DecimalParser.parse("0.1") == .number(0.1))
        // 2^64 + 2^11 is halfway between two doubles near 2^64; one more unit rounds up.
        #expect(DecimalParser.parse("18446744073709553664") == .number(18_446_744_073_709_551_616))
        #expect(DecimalParser.parse("18446744073709553665") == .number(18_446_744_073_709_555_712))
        #expect(DecimalParser.parse("-0") == .number(-0.0))
        #expect(DecimalParser.parse("-0.000") .isNegativeZero)
        #expect(DecimalParser.parse("0.0000000000000000000000001") == .number(1e-25))
    }

    @Test("accepts the decimal grammar", arguments: ["1", "-1", "+1", "1.", ".5", "1e5", "1E+5", "1.5e-5", "  7\t"])
    func accepts(text: String) {
        #expect(DecimalParser.parse(text) == Double(text.trimmingSpacesAndTabs).map(DecimalParser.Outcome.number))
    }

    @Test("rejects everything else", arguments: ["", " ", "abc", "nan", "inf", "-infinity", "0x10", "1e", "1e+",
                                                 ".", "-", "+-1", "1 2", "1,2", "1.2.3", "١"])
    func rejects(text: String) {
        #expect(DecimalParser.parse(text) == .notANumber)
    }

    @Test("numbers too large for a double are not finite")
    func overflow() {
        #expect(DecimalParser.parse("1e309") == .notFinite)
        #expect(DecimalParser.parse("-1e999") == .notFinite)
        #expect(DecimalParser.parse("1e-999") == .number(0))
    }
}

private extension String {
    var trimmingSpacesAndTabs: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

private extension DecimalParser.Outcome {
    var isNegativeZero: Bool {
        if case let .number(value) = self { return value == 0 && value.sign == .minus }
        return false
    }
}
