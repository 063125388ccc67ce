import Testing
@testable import TraceFormat
@testable import TraceImport

@Suite("YAML subset reader")
struct YAMLReaderTests {
    static func parse(_ text: String) throws -> YAMLDocument {
        try YAMLReader.parse(Array(text.utf8), fileName: "t.yml")
    }

    /// A plain rendering of a node, to compare structures in one string.
    static func render(_ node: YAMLNode, _ doc: YAMLDocument) -> String {
        switch node.value {
        case .null: return "~"
        case .plain, .quoted: return "'" + doc.text(node)! + "'"
        case .sequence(let items): return "[" + items.map { render($0, doc) }.joined(separator: ",") + "]"
        case .mapping(let entries): return "{" + entries.map { $0.key + ":" + render($0.value, doc) }.joined(separator: ",") + "}"
        }
    }

    @Test(arguments: [
        ("a: 1\nb:\n  c: x y  # comment\n", "{a:'1',b:{c:'x y'}}"),
        ("k:\n- 1\n- - 2\n  - 3\n-\n- x: 1\n  y: [a, {b: c}]\nz: end\n", "{k:['1',['2','3'],~,{x:'1',y:['a',{b:'c'}]}],z:'end'}"),
        ("---\n# c\nhid: [\n  0x05, 0x0d,  # bytes\n  0xa1\n]\nq:\n", "{hid:['0x05','0x0d','0xa1'],q:~}"),
        ("s: \"a\\\"b\\u00e9\\x41\\n\"\nt: 'it''s #1'\n\"u v\": w#x\n", "{s:'a\"béA\n',t:'it's #1',u v:'w#x'}"),
        ("- {time: 0.000000, type: TOUCH_FRAME, point: [ 1.00,  2.00]}\r\n- [  0,  11879,   3]\r", "[{time:'0.000000',type:'TOUCH_FRAME',point:['1.00','2.00']},['0','11879','3']]"),
        ("a:\n  - b: 1\n    c:\n    - 2\n  - 3\n", "{a:[{b:'1',c:['2']},'3']}"),
    ] as [(String, String)])
    func readsTheSubset(_ text: String, expected: String) throws {
        let doc = try Self.parse(text)
        #expect(Self.render(doc.root, doc) == expected)
    }

    /// Node lines are the lines they start on (errors name them).
    @Test func nodesKnowTheirLines() throws {
        let doc = try Self.parse("# head\nx:\n  - [1,\n     2]\n  - y\n")
        let items = try #require(doc.root.member("x")?.items)
        #expect(items.map(\.line) == [3, 5])
        #expect(items[0].items?.map(\.line) == [3, 4])
    }

    @Test(arguments: [
        ("", 1, "the file is empty"),
        ("a: 1\n  b: 2\n", 2, "unexpected indentation in a mapping"),
        ("a:\n  b: 1\n c: 2\n", 3, "unexpected indentation in a mapping"),
        ("  a: 1\nb: 2\n", 2, "unexpected text (less indented than the document, or a second document)"),
        ("a: [1, 2\n", 1, "'[' without its ']'"),
        ("a: {b 1}\n", 1, "expected ':' after a key"),
        ("a: [1 2] x\n", 1, "unexpected text after the value"),
        ("a: \"open\n", 1, "a quoted string without its closing quote"),
        ("a: \"\\q\"\n", 1, "unknown escape '\\q' in a quoted string"),
        ("a: |\n  text\n", 1, "block scalars ('|', '>') are not supported"),
        ("a: *ref\n", 1, "anchors, aliases and tags are not supported"),
        ("a: 1\n- b\n", 2, "expected 'key: value' in a mapping"),
        ("- a\n  - b\n", 2, "unexpected indentation in a list"),
        ("a: 1\na: 2\n", 2, "duplicate key \"a\""),
        ("a: [1, [], ]] \n", 1, "unexpected text after the value"),
    ] as [(String, Int, String)])
    func rejectsWithTheLine(_ text: String, line: Int, message: String) throws {
        let error = try #require(throws: TraceError.self) { try Self.parse(text) }
        #expect(error.location == .line(line))
        #expect(error.message == message)
        #expect(error.fileName == "t.yml")
    }

    /// Nesting past the limit is an error, not a stack overflow.
    @Test func deepNestingIsBounded() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(throws: TraceError.self) { try Self.parse(deep) }
        #expect(error.message == "nested more than 64 deep")
        let block = (0..<70).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        #expect(throws: TraceError.self) { try Self.parse(block) }
        let fine = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
        #expect(try Self.parse(fine).root.items?.count == 1)
    }
}
