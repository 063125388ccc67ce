#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport
import Testing
@testable import mapsim

@Suite("LineReader")
struct LineReaderTests {
    /// The lines and line numbers a reader with a tiny buffer yields for `input`.
    func lines(of input: String, chunkSize: Int) throws -> [(String, Int)] {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        let bytes = Array(input.utf8)
        try #require(bytes.count < 32_768, "the test writes the whole input before reading")
        let written = bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        try #require(written == bytes.count)
        close(descriptors[1])
        defer { close(descriptors[0]) }
        var result: [(String, Int)] = []
        let reader = LineReader(fileDescriptor: descriptors[0], chunkSize: chunkSize)
        try reader.forEachLine { line, number in
            result.append((String(decoding: UnsafeBufferPointer(line), as: UTF8.self), number))
        }
        return result
    }

    @Test("splits on LF, CRLF and a lone CR, keeps a last line without a line end", arguments: [1, 3, 16, 1 << 16])
    func splitting(chunkSize: Int) throws {
        let result = try lines(of: "a,b\r\n\nccc\rd\n" + String(repeating: "x", count: 100) + "\nlast", chunkSize: chunkSize)
        #expect(result.map(\.0) == ["a,b", "", "ccc", "d", String(repeating: "x", count: 100), "last"])
        #expect(result.map(\.1) == [1, 2, 3, 4, 5, 6])
        #expect(try lines(of: "\r\r\n\r", chunkSize: chunkSize).map(\.0) == ["", "", ""])
        #expect(try lines(of: "1\r2\r", chunkSize: chunkSize).map(\.0) == ["1", "2"])
    }

    /// The same random lines with LF, CRLF or lone-CR line ends (one style per stream, as
    /// files have): the same lines and numbers, whatever the buffer size.
    @Test("LF, CRLF and CR streams read alike", arguments: ["\n", "\r\n", "\r"])
    func lineEndStyles(_ lineEnd: String) throws {
        var random = SplitMix64(seed: 0x5EED_0007)
        var expected: [String] = []
        for _ in 0..<200 {
            let length = Int(random.next() % 40)
            expected.append(String((0..<length).map { _ in Character(Unicode.Scalar(UInt8(97 + random.next() % 26))) }))
        }
        for chunkSize in [1, 7, 64] {
            let result = try lines(of: expected.map { $0 + lineEnd }.joined(), chunkSize: chunkSize)
            #expect(result.map(\.0) == expected)
            #expect(result.map(\.1) == Array(1...expected.count))
        }
    }

    @Test("a trailing newline does not make an extra line; empty input has none")
    func endings() throws {
        #expect(try lines(of: "1\n2\n", chunkSize: 4).map(\.0) == ["1", "2"])
        #expect(try lines(of: "", chunkSize: 4).isEmpty)
        #expect(try lines(of: "\r\n", chunkSize: 4).map(\.0) == [""])
    }

    @Test("random line lengths survive buffer compaction and growth")
    func randomLines() throws {
        var random = SplitMix64(seed: 0x5EED_0006)
        var expected: [String] = []
        for _ in 0..<300 {
            let length = Int(random.next() % 70)
            expected.append(String((0..<length).map { _ in Character(Unicode.Scalar(UInt8(97 + random.next() % 26))) }))
        }
        expected.append("end")
        let result = try lines(of: expected.joined(separator: "\n"), chunkSize: 16)
        #expect(result.map(\.0) == expected)
    }
}
