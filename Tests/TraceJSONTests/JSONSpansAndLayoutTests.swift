import TestSupport
import Testing
@testable import TraceJSON

@Suite("JSON: top-level member spans and text layouts")
struct JSONSpansAndLayoutTests {
    /// The text of `range` in `text`'s UTF-8 bytes.
    static func slice(_ text: String, _ range: Range<Int>) -> String {
        String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    @Test func spansCoverEachTopLevelKeyAndValueWithoutWhitespace() throws {
        let text = "\u{FEFF}  {\n  \"a\" : [1, {\"x\": 2}] ,\r\n\t\"é\":\"s\\n\",\"c\": {\"d\": [3]},\"n\":-1.5e3 }\n"
        let (value, spans) = try JSONParser().parseRecordingSpans(Array(text.utf8))
        #expect(value == (try JSONParser().parse(text)))
        let s = try #require(spans)
        #expect(Self.slice(text, s.objectRange).hasPrefix("{") && Self.slice(text, s.objectRange).hasSuffix("}"))
        #expect(s.members.map(\.key) == ["a", "é", "c", "n"])
        #expect(s.members.map { Self.slice(text, $0.keyRange) } == [#""a""#, #""é""#, #""c""#, #""n""#])
        #expect(s.members.map { Self.slice(text, $0.valueRange) } == [#"[1, {"x": 2}]"#, #""s\n""#, #"{"d": [3]}"#, "-1.5e3"])
        #expect(s.member("c")?.valueRange == s.members[2].valueRange)
        #expect(s.member("zz") == nil)
    }

    @Test func nestedKeysAndNonObjectDocumentsGiveNoSpans() throws {
        #expect(try JSONParser().parseRecordingSpans(Array("[{\"a\": 1}]".utf8)).spans == nil)
        #expect(try JSONParser().parseRecordingSpans(Array("3".utf8)).spans == nil)
        let empty = try #require(try JSONParser().parseRecordingSpans(Array(" { \n } ".utf8)).spans)
        #expect(empty.members.isEmpty && empty.objectRange == 1..<6)
        let nested = try #require(try JSONParser().parseRecordingSpans(Array(#"{"o": {"p": {"q": 1}}, "r": 2}"#.utf8)).spans)
        #expect(nested.members.map(\.key) == ["o", "r"])
    }

    /// A value an array reader took ends at its `]`, though the reader also read the
    /// whitespace after it.
    @Test func aValueTheArrayReaderTookEndsAtItsBracket() throws {
        let text = "{\"rows\": [ [1] ] \n , \"z\": 0}"
        var took = false
        let (value, spans) = try JSONParser().parseRecordingSpans(Array(text.utf8), offeringArrayOf: "rows") { scanner in
            // Skip the array by hand, as a row reader would, and the whitespace after it.
            while scanner.bytes[scanner.position] != ASCII.closeBracket || scanner.bytes[scanner.position - 1] != ASCII.space {
                scanner.position += 1
            }
            took = scanner.consume(ASCII.closeBracket)
            return took
        }
        #expect(took && value["rows"] == .array([]))
        let rows = try #require(spans?.member("rows"))
        #expect(Self.slice(text, rows.valueRange) == "[ [1] ]")
        #expect(Self.slice(text, try #require(spans?.member("z")).valueRange) == "0")
    }

    @Test func syntaxErrorsAreTheParsersErrors() {
        for text in ["{\"a\": 1,}", "{\"a\": 1, \"a\": 2}", "{\"a\" 1}"] {
            var spansError: JSONParseError?
            var plainError: JSONParseError?
            do { _ = try JSONParser().parseRecordingSpans(Array(text.utf8)) } catch { spansError = error }
            do { _ = try JSONParser().parse(text) } catch { plainError = error }
            #expect(spansError != nil && spansError == plainError, "\(text)")
        }
    }

    static let sample: JSONValue = [
        "list": [["kind": "pan", "at": [1, 2]], ["kind": "tap"]],
        "camera": ["lat": 1.5, "zoom": 12],
        "kinds": ["pan", "tap"],
        "empty": [],
    ]

    @Test func compactAndPrettyAreTheirLayouts() {
        #expect(Self.sample.compactText == Self.sample.text(layout: .compact))
        #expect(Self.sample.prettyText == Self.sample.text(layout: .pretty))
        #expect(Self.sample.compactText == #"{"list":[{"kind":"pan","at":[1,2]},{"kind":"tap"}],"camera":{"lat":1.5,"zoom":12},"kinds":["pan","tap"],"empty":[]}"#)
    }

    @Test func oneSpacedLine() {
        #expect(Self.sample.text(layout: JSONTextLayout(indent: nil, spaced: true))
                == #"{"list": [{"kind": "pan", "at": [1, 2]}, {"kind": "tap"}], "camera": {"lat": 1.5, "zoom": 12}, "kinds": ["pan", "tap"], "empty": []}"#)
    }

    /// From `inlineDepth` on, containers go on one line unless they hold a list of
    /// objects or arrays, which keeps one element per line; indentation and line breaks
    /// are the layout's, and lines after the first start at `depth`.
    @Test func inlineDepthKeepsListsOfContainersOneElementPerLine() {
        let value: JSONValue = [Self.sample["camera"]!, ["list": Self.sample["list"]!], ["kinds": Self.sample["kinds"]!]]
        let layout = JSONTextLayout(indent: "\t", lineBreak: "\r\n", depth: 1, inlineDepth: 2)
        #expect(value.text(layout: layout) == [
            "[",
            "\t\t{\"lat\": 1.5, \"zoom\": 12},",
            "\t\t{",
            "\t\t\t\"list\": [",
            "\t\t\t\t{\"kind\": \"pan\", \"at\": [1, 2]},",
            "\t\t\t\t{\"kind\": \"tap\"}",
            "\t\t\t]",
            "\t\t},",
            "\t\t{\"kinds\": [\"pan\", \"tap\"]}",
            "\t]",
        ].joined(separator: "\r\n"))
        // Without inlineDepth the same layout is pretty printing with its own indentation.
        let pretty = JSONTextLayout(indent: "  ", depth: 0)
        #expect(value.text(layout: pretty) == value.prettyText)
    }
}
