import NumberInput
import Testing

@Suite("NumberPairReader")
struct NumberPairReaderTests {
    let reader = NumberPairReader(format: "lat,lng", names: ("latitude", "longitude"))

    func read(_ line: String) throws(NumberPairReader.LineError) -> (Double, Double)? {
        var bytes = Array(line.utf8)
        return try bytes.withUnsafeMutableBufferPointer { (buffer) throws(NumberPairReader.LineError) in
            try reader.pair(in: buffer)
        }
    }

    @Test("reads two numbers with spaces and tabs around each")
    func pairs() throws {
        let pair = try #require(try read(" 12.5 ,\t-3e2 "))
        #expect(pair.0 == 12.5 && pair.1 == -300)
    }

    @Test("a blank line holds no pair", arguments: ["", " ", "\t \t"])
    func blank(line: String) throws {
        #expect(try read(line) == nil)
    }

    @Test("a malformed line names the format and quotes the line")
    func malformed() {
        #expect(throws: NumberPairReader.LineError(problem: #"expected "lat,lng", got "12,abc""#)) { try read("12,abc") }
        #expect(throws: NumberPairReader.LineError(problem: #"expected "lat,lng", got "1\n2""#)) { try read("1\n2") }
    }

    @Test("a number too large for a double names which one")
    func notFinite() {
        #expect(throws: NumberPairReader.LineError(problem: #"longitude "1e999" is not a finite number"#)) {
            try read("1, 1e999")
        }
    }

    @Test("long lines are cut after 60 characters in the message")
    func longLine() {
        let line = String(repeating: "9", count: 100)
        #expect(throws: NumberPairReader.LineError(problem: "expected \"lat,lng\", got \"\(String(repeating: "9", count: 60))\"…")) {
            try read(line)
        }
    }
}
