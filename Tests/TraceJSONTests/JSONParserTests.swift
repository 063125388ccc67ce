import TestSupport
import Testing
@testable import TraceJSON

@Suite("JSON parser")
struct JSONParserTests {
    let parser = JSONParser()

    @Test func parsesScalarsAndContainers() throws {
        let v = try parser.parse(#" { "a": [1, -2.5, true, false, null, "x"], "b": {} , "c": [] } "#)
        #expect(v == .object([
            .init("a", [1, -2.5, true, false, nil, "x"]),
            .init("b", .object([])),
            .init("c", .array([])),
        ]))
    }

    @Test func keepsKeysInFileOrder() throws {
        let v = try parser.parse(#"{"zeta": 1, "alpha": 2, "mid": 3, "beta": 4}"#)
        #expect(v.objectMembers?.map(\.key) == ["zeta", "alpha", "mid", "beta"])
        #expect(v.compactText == #"{"zeta":1,"alpha":2,"mid":3,"beta":4}"#)
    }

    @Test func parsesFromRawBytes() throws {
        let bytes = Array(#"[1,{"k":"v"}]"#.utf8)
        let v = try bytes.withUnsafeBytes { raw throws(JSONParseError) in try parser.parse(raw) }
        #expect(v == [1, ["k": "v"]])
    }

    @Test func skipsByteOrderMark() throws {
        let v = try parser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(v == [1])
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("1", 1), ("-17", -17), ("120", 120), ("0.5", 0.5),
        ("3.141592653589793", 3.141592653589793), ("1e3", 1000), ("1E+3", 1000), ("25e-1", 2.5),
        ("0.1", 0.1), ("-0.000123", -0.000123), ("9007199254740993", 9007199254740992),
        ("1.7976931348623157e308", 1.7976931348623157e308), ("5e-324", Double.leastNonzeroMagnitude), ("1e-400", 0),
        ("123456789012345678901234567890", 1.2345678901234568e29),
        ("0.30000000000000004", 0.30000000000000004), ("2.2250738585072011e-308", Double(bitPattern: 0x000F_FFFF_FFFF_FFFF)),
    ])
    func parsesNumbersCorrectlyRounded(text: String, expected: Double) throws {
        let v = try parser.parse(text)
        guard case .number(let n) = v else {
            Issue.record("not a number: \(v)")
            return
        }
        #expect(n == expected)
        #expect(n.sign == expected.sign)
    }

    @Test func numbersMatchTheCLibraryOnRandomInput() throws {
        var rng = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<5000 {
            let intDigits = Int.random(in: 1...20, using: &rng)
            var text = Bool.random(using: &rng) ? "-" : ""
            text += String(Int.random(in: 1...9, using: &rng))
            for _ in 1..<intDigits { text += String(Int.random(in: 0...9, using: &rng)) }
            if Bool.random(using: &rng) {
                text += "."
                for _ in 0..<Int.random(in: 1...20, using: &rng) { text += String(Int.random(in: 0...9, using: &rng)) }
            }
            if Bool.random(using: &rng) {
                text += "e" + String(Int.random(in: -330...290, using: &rng))
            }
            let expected = Double(text)!
            if expected.isInfinite {
                #expect(parseError(text)?.message == "number out of range", "\(text)")
            } else {
                #expect(try parser.parse(text) == .number(expected), "\(text)")
            }
        }
    }

    @Test func shortestDoubleTextRoundTrips() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<5000 {
            let d = Double(bitPattern: rng.next())
            guard d.isFinite else { continue }
            let text = JSONValue.numberText(d)
            #expect(try parser.parse(text) == .number(d), "\(text)")
        }
    }

    @Test(arguments: [
        ("01", "line 1, column 1: invalid number, leading zeros are not allowed"),
        ("-01", "line 1, column 1: invalid number, leading zeros are not allowed"),
        ("-", "line 1, column 1: invalid number, expected a digit"),
        ("1.", "line 1, column 3: invalid number, expected a digit after '.'"),
        (".5", "line 1, column 1: unexpected '.', expected a value"),
        ("+1", "line 1, column 1: unexpected '+', expected a value"),
        ("1e", "line 1, column 3: invalid number, expected a digit in the exponent"),
        ("1e+", "line 1, column 4: invalid number, expected a digit in the exponent"),
        ("NaN", "line 1, column 1: unexpected 'N', expected a value"),
        ("Infinity", "line 1, column 1: unexpected 'I', expected a value"),
        ("-Infinity", "line 1, column 1: invalid number, expected a digit"),
        ("[1e400]", "line 1, column 2: number out of range"),
        ("-1.5e309", "line 1, column 1: number out of range"),
        ("0x10", "line 1, column 2: unexpected 'x' after the JSON value"),
    ])
    func rejectsBadNumbers(text: String, expected: String) {
        #expect(parseError(text)?.description == expected)
    }

    @Test func decodesStringEscapes() throws {
        let v = try parser.parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u4e2d", "\ud83d\ude00", "é中😀"]"#)
        #expect(v == ["a\"b\\c/d\u{08}\u{0C}\n\r\t", "é中", "😀", "é中😀"])
    }

    @Test(arguments: [
        (#"["\ud83d"]"#, "line 1, column 3: unpaired surrogate in \\u escape"),
        (#"["\ud83dx"]"#, "line 1, column 3: unpaired surrogate in \\u escape"),
        (#"["\ude00"]"#, "line 1, column 3: unpaired surrogate in \\u escape"),
        (#"["\ud83d\u0041"]"#, "line 1, column 3: unpaired surrogate in \\u escape"),
        (#"["\u12"]"#, "line 1, column 3: invalid \\u escape"),
        (#"["\x"]"#, "line 1, column 3: invalid escape sequence"),
        ("[\"a\tb\"]", "line 1, column 4: control character in string (must be escaped)"),
        ("[\"a\nb\"]", "line 1, column 4: control character in string (must be escaped)"),
        (#"["abc"#, "line 1, column 6: unterminated string"),
        (#"["a\"#, "line 1, column 5: unterminated string"),
    ])
    func rejectsBadStrings(text: String, expected: String) {
        #expect(parseError(text)?.description == expected)
    }

    @Test func rejectsInvalidUTF8() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
                               [0x22, 0xE2, 0x82, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]] {
            do {
                _ = try parser.parse(bytes)
                Issue.record("accepted \(bytes)")
            } catch {
                #expect(error.message == "invalid UTF-8 in string")
                #expect(error.line == 1 && error.column == 2)
            }
        }
        // The same after an escape (slow path).
        do {
            _ = try parser.parse([0x22, 0x5C, 0x6E, 0xFF, 0x22])
            Issue.record("accepted invalid UTF-8 after an escape")
        } catch {
            #expect(error.message == "invalid UTF-8 in string")
        }
    }

    @Test(arguments: [
        ("[1,\n 2 3]", "line 2, column 4: expected ',' or ']'"),
        ("{\"a\": 1\n\n   \"b\": 2}", "line 3, column 4: expected ',' or '}'"),
        ("{\"a\" 1}", "line 1, column 6: expected ':'"),
        ("{1: 2}", "line 1, column 2: expected a string key or '}'"),
        ("{\"a\": 1,}", "line 1, column 9: expected a string key"),
        ("[1,]", "line 1, column 4: unexpected ']', expected a value"),
        ("", "line 1, column 1: unexpected end of input, expected a value"),
        ("   \n ", "line 2, column 2: unexpected end of input, expected a value"),
        ("[1, 2", "line 1, column 6: expected ',' or ']'"),
        ("{\"a\": ", "line 1, column 7: unexpected end of input, expected a value"),
        ("1 2", "line 1, column 3: unexpected '2' after the JSON value"),
        ("[tru]", "line 1, column 2: invalid literal, expected a value"),
        ("[nul", "line 1, column 2: invalid literal, expected a value"),
        ("[\"é\", x]", "line 1, column 7: unexpected 'x', expected a value"),
    ])
    func reportsLineAndColumn(text: String, expected: String) {
        #expect(parseError(text)?.description == expected)
    }

    @Test func deepNestingIsACleanError() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(parseError(deep)?.description == "line 1, column 513: nesting deeper than 512 levels")
        let deepObjects = String(repeating: "{\"a\":", count: 100_000)
        #expect(parseError(deepObjects)?.message == "nesting deeper than 512 levels")
    }

    @Test func nestingUpToTheLimitParses() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var v = try parser.parse(ok)
        var depth = 0
        while case .array(let a) = v, let first = a.first { v = first; depth += 1 }
        #expect(depth == 511)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(parseError(tooDeep)?.message == "nesting deeper than 512 levels")
        #expect(parseError("[[[1]]]", maxDepth: 2)?.description == "line 1, column 3: nesting deeper than 2 levels")
    }

    @Test(arguments: [
        (#"{"a": 1, "a": 2}"#, "line 1, column 10: duplicate key a"),
        (#"{"camera": {"zoom": 1, "lat": 0, "zoom": 2}}"#, "line 1, column 34: duplicate key camera.zoom"),
        (#"{"markers": [{"id": "a"}, {"id": "b", "id": "c"}]}"#, "line 1, column 39: duplicate key markers[1].id"),
        (#"{"x": [[{"k k": 1, "k k": 2}]]}"#, #"line 1, column 20: duplicate key x[0][0]["k k"]"#),
    ])
    func rejectsDuplicateKeys(text: String, expected: String) {
        #expect(parseError(text)?.description == expected)
    }

    @Test func rejectsDuplicateKeysInLargeObjects() {
        var members = (0..<40).map { "\"k\($0)\": \($0)" }
        #expect(parseError("{" + members.joined(separator: ",") + "}") == nil)
        members.append("\"k17\": 0")
        #expect(parseError("{" + members.joined(separator: ",") + "}")?.message == "duplicate key k17")
    }

    @Test func keysAreComparedAfterUnescaping() {
        #expect(parseError(#"{"a": 1, "\u0061": 2}"#)?.message == "duplicate key a")
    }
}

/// The JSON error a parse produced, or nil.
private func parseError(_ text: String, maxDepth: Int = JSONParser.defaultMaxDepth) -> JSONParseError? {
    do {
        _ = try JSONParser(maxDepth: maxDepth).parse(text)
        return nil
    } catch {
        return error
    }
}
