import TestSupport
import Testing
@testable import TraceJSON

@Suite("JSON text output")
struct JSONTextTests {
    @Test(arguments: [
        (120.0, "120"), (0.0, "0"), (-0.0, "-0"), (-3.0, "-3"), (0.1, "0.1"), (1.5, "1.5"),
        (123456789.0, "123456789"), (9007199254740991.0, "9007199254740991"),
        (9007199254740992.0, "9007199254740992"), (-123456789012345680.0, "-1.2345678901234568e+17"), (1e16, "1e+16"), (1e-7, "1e-07"),
        (-2.5e-300, "-2.5e-300"), (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
    ])
    func formatsNumbers(value: Double, expected: String) {
        #expect(JSONValue.numberText(value) == expected)
    }

    @Test("alwaysFraction is Double.description, JSONWriter's style", arguments: [
        (120.0, "120.0"), (0.0, "0.0"), (-0.0, "-0.0"), (0.1, "0.1"), (9007199254740992.0, "9007199254740992.0"),
        (1e16, "1e+16"), (1e-7, "1e-07"), (Double.nan, "null"), (-Double.infinity, "null"),
    ])
    func formatsNumbersWithAFraction(value: Double, expected: String) {
        #expect(JSONValue.numberText(value, style: .alwaysFraction) == expected)
    }

    /// `JSONWriter` and `JSONValue`'s text share one string escaper: every ASCII
    /// character, alone and in a string, and some beyond, come out the same.
    @Test func writerAndValueEscapeStringsAlike() throws {
        let strings = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
            + [String((0..<128).map { Character(UnicodeScalar(UInt8($0))) }), "é😀\u{2028}\u{7F}", ""]
        for string in strings {
            var writer = JSONWriter()
            writer.string(string)
            #expect(try writer.finish() == JSONValue.string(string).compactText, "\(string.debugDescription)")
        }
        #expect(JSONValue.string("\u{1}\u{1F}\t").compactText == #""\u0001\u001f\t""#)
    }

    /// The two styles are one rule: the same digits, `.shortest` without the `.0` that
    /// `.alwaysFraction` gives an integral value; `JSONWriter` and `JSONValue` use them.
    @Test func theStylesDifferOnlyInTheFractionOfIntegralValues() throws {
        var rng = SplitMix64(seed: 0x5EED_2024)
        for k in 0..<20_000 {
            let bits = Double(bitPattern: rng.next())
            // Half whole numbers of every size up to 2^62, half any finite bit pattern.
            let value = k.isMultiple(of: 2) ? (bits.isFinite ? bits : 1.5)
                                            : Double(Int64(bitPattern: rng.next()) >> (rng.next() % 62))
            let fraction = JSONValue.numberText(value, style: .alwaysFraction)
            let shortest = JSONValue.numberText(value, style: .shortest)
            #expect(fraction == value.description)
            #expect(shortest == (fraction.hasSuffix(".0") ? String(fraction.dropLast(2)) : fraction), "\(value)")
            var writer = JSONWriter()
            writer.number(value)
            #expect(try writer.finish() == fraction)
            #expect(JSONValue.number(value).compactText == shortest)
        }
    }

    @Test func writesCompactText() {
        let v: JSONValue = ["b": [1, 2.5, "x"], "a": ["t": true, "f": false, "n": nil], "e": [], "o": .object([])]
        #expect(v.compactText == #"{"b":[1,2.5,"x"],"a":{"t":true,"f":false,"n":null},"e":[],"o":{}}"#)
    }

    @Test func escapesStrings() {
        let v: JSONValue = .string("q\"b\\n\n r\r t\t \u{08}\u{0C}\u{01}\u{1F}\u{7F} é😀 /")
        #expect(v.compactText == "\"q\\\"b\\\\n\\n r\\r t\\t \\b\\f\\u0001\\u001f\u{7F} é😀 /\"")
    }

    @Test func writesPrettyTextWithScalarArraysOnOneLine() {
        let v: JSONValue = [
            "format": "mapsim-trace/1",
            "touches": [[0, "down", 0, 10, 20.5], [16, "up", 0, 10, 20.5]],
            "empty": [],
            "nested": ["a": [["x": 1]]],
        ]
        let expected = """
        {
          "format": "mapsim-trace/1",
          "touches": [
            [0, "down", 0, 10, 20.5],
            [16, "up", 0, 10, 20.5]
          ],
          "empty": [],
          "nested": {
            "a": [
              {
                "x": 1
              }
            ]
          }
        }
        """
        #expect(v.prettyText == expected)
    }

    /// A random JSON value of bounded depth (seeded).
    static func randomValue(_ rng: inout SplitMix64, depth: Int) -> JSONValue {
        let choice = Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &rng)
        switch choice {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2:
            let d = Double(bitPattern: rng.next())
            return .number(d.isFinite ? d : Double(Int.random(in: -1000...1000, using: &rng)))
        case 3: return .number(Double(Int.random(in: -100_000...100_000, using: &rng)))
        case 4:
            let scalars: [Character] = ["a", "Z", "\"", "\\", "\n", "\u{01}", "é", "中", "😀", " ", "/"]
            return .string(String((0..<Int.random(in: 0...8, using: &rng)).map { _ in scalars.randomElement(using: &rng)! }))
        case 5:
            return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in randomValue(&rng, depth: depth - 1) })
        default:
            let count = Int.random(in: 0...4, using: &rng)
            return .object((0..<count).map { i in .init("k\(i)\(Int.random(in: 0...9, using: &rng))", randomValue(&rng, depth: depth - 1)) })
        }
    }

    @Test func compactAndPrettyTextParseBackToTheSameValue() throws {
        var rng = SplitMix64(seed: 7)
        let parser = JSONParser()
        for _ in 0..<500 {
            let v = Self.randomValue(&rng, depth: 4)
            #expect(try parser.parse(v.compactText) == v)
            #expect(try parser.parse(v.prettyText) == v)
        }
    }

    @Test func pathsPrintInTheDocumentedForm() {
        #expect(JSONPath([.key("touches"), .index(17), .index(3)]).description == "touches[17][3]")
        #expect(JSONPath([.key("viewport"), .key("width")]).description == "viewport.width")
        #expect(JSONPath([.key("markers"), .index(2), .key("groundAnchor"), .index(0)]).description
                == "markers[2].groundAnchor[0]")
        #expect(JSONPath([.key("map"), .key("odd key")]).description == #"map["odd key"]"#)
        #expect(JSONPath.root.description == "")
    }
}
