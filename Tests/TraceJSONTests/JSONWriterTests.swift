import TestSupport
import Foundation
import Testing
import TraceJSON

@Suite("JSONWriter")
struct JSONWriterTests {
    @Test("keys keep the order they were written in")
    func keyOrder() throws {
        var json = JSONWriter()
        json.object { json in
            json.field("zebra", 1)
            json.field("apple", "a")
            json.field("mango", true)
            json.field("list", array: { json in
                json.integer(3)
                json.null()
                json.object { _ in }
                json.array { _ in }
            })
        }
        #expect(try json.finish() == #"{"zebra":1,"apple":"a","mango":true,"list":[3,null,{},[]]}"#)
    }

    @Test("pretty style indents by two spaces")
    func pretty() throws {
        var json = JSONWriter(style: .pretty)
        json.object { json in
            json.field("a", 1.5)
            json.field("b", object: { json in json.field("c", false) })
            json.field("d", array: { json in
                json.integer(1)
                json.integer(2)
            })
            json.field("e", object: { _ in })
        }
        let expected = """
        {
          "a": 1.5,
          "b": {
            "c": false
          },
          "d": [
            1,
            2
          ],
          "e": {}
        }
        """
        #expect(try json.finish() == expected)
    }

    @Test("strings escape quotes, backslashes and control characters, and keep Unicode as UTF-8")
    func escaping() throws {
        let original = "say \"hi\" \\ path/\u{08}\u{0C}\n\r\t\u{01}\u{1F}\u{7F} é 日本 🙂"
        var json = JSONWriter()
        json.array { json in json.string(original) }
        let text = try json.finish()
        #expect(text == "[\"say \\\"hi\\\" \\\\ path/\\b\\f\\n\\r\\t\\u0001\\u001f\u{7F} é 日本 🙂\"]")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String])
        #expect(parsed == [original])
    }

    @Test("keys are escaped like strings")
    func keyEscaping() throws {
        var json = JSONWriter()
        json.object { json in json.field("a\"b", 0) }
        #expect(try json.finish() == #"{"a\"b":0}"#)
    }

    @Test("doubles print in shortest round-trip form", arguments: [
        (1.0, "1.0"), (0.1, "0.1"), (-0.0, "-0.0"), (65.67111111111112, "65.67111111111112"),
        (1e-5, "1e-05"), (1e16, "1e+16"), (123456.789, "123456.789"), (-2.5e-300, "-2.5e-300"),
        (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    ])
    func doubles(value: Double, text: String) throws {
        var json = JSONWriter()
        json.number(value)
        let written = try json.finish()
        #expect(written == text)
        #expect(Double(written) == value)
        #expect((Double(written)?.sign) == value.sign)
    }

    @Test("random doubles read back exactly")
    func roundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_0004)
        let values = (0..<2_000).map { _ in Double(bitPattern: random.next() & 0xFFEF_FFFF_FFFF_FFFF) }
        var json = JSONWriter()
        json.array { json in values.forEach { json.number($0) } }
        let text = try json.finish()
        // Valid JSON (JSONSerialization parses it) and exact (Swift's Double(String) is
        // correctly rounded; swift-corelibs-foundation's JSON reader is not, so it is not
        // used for the values).
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [NSNumber])
        #expect(parsed.count == values.count)
        let numbers = text.dropFirst().dropLast().split(separator: ",").map { Double($0) }
        #expect(numbers == values)
    }

    @Test("a non-finite number makes finish() throw with its JSON path")
    func nonFinite() throws {
        var json = JSONWriter()
        json.object { json in
            json.field("ok", 1.0)
            json.field("frames", array: { json in
                json.number(2)
                json.object { json in json.field("zoom", Double.nan) }
                json.number(.infinity)
            })
        }
        #expect(throws: JSONWriterError.self) { try json.finish() }
        do {
            _ = try json.finish()
        } catch {
            guard case let .nonFiniteNumber(path, value) = error else { return }
            #expect(path == "$.frames[1].zoom")
            #expect(value.isNaN)
            #expect(error.description.hasPrefix("$.frames[1].zoom: nan is not a finite number"))
        }
    }

    @Test("a non-finite top-level value has the path $")
    func nonFiniteRoot() {
        var json = JSONWriter()
        json.number(-.infinity)
        #expect(throws: JSONWriterError.nonFiniteNumber(path: "$", value: -.infinity)) { try json.finish() }
    }
}
