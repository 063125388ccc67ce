import Testing
@testable import mapsim

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

    @Test("halfway cases round to even")
    func halfway() {
        // 2^53 + 1 lies halfway between two doubles: it rounds to the even one, 2^53.
        #expect(DecimalParser.parse("9007199254740993") == .number(9_007_199_254_740_992))
        #expect(DecimalParser.parse("9007199254740995") == .number(9_007_199_254_740_996))
        #expect(DecimalParser.parse("0.1") == .number(0.1))
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
