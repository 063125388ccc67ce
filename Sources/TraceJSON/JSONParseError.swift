/// A JSON syntax error: where it is (1-based line and column, column counted in
/// characters) and what is wrong.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line of the error.
    public var line: Int
    /// 1-based column of the error, in Unicode scalars from the start of the line.
    public var column: Int
    /// 0-based byte offset of the error in the input.
    public var byteOffset: Int
    /// What is wrong, e.g. "expected ',' or ']'".
    public var message: String

    /// An error at a position with a message.
    public init(line: Int, column: Int, byteOffset: Int, message: String) {
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
        self.message = message
    }

    /// "line 12, column 7: expected ',' or ']'".
    public var description: String { "line \(line), column \(column): \(message)" }

    /// The error at `offset` in `bytes`, with line and column computed from the bytes.
    static func at(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, _ message: String) -> JSONParseError {
        var line = 1, column = 1
        var i = 0
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return JSONParseError(line: line, column: column, byteOffset: offset, message: message)
    }
}
