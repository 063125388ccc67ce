/// The byte-level worker behind `JSONParser`. A caller's array reader
/// (`JSONParser.parse(_:offeringArrayOf:to:)`) reads through `bytes`, `position`,
/// `skipWhitespace()`, `consume(_:)` and `readValidNumber()`.
///
/// The document loop is here; strings are read in `JSONScanner+Strings.swift`, numbers
/// in `JSONScanner+Numbers.swift`.
public struct JSONScanner {
    /// The document's UTF-8 bytes.
    public let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    /// Offset of the next byte to read.
    public var position = 0
    /// Scratch buffer for strings with escapes.
    var stringScratch: [UInt8] = []
    /// Finished elements of the open arrays, innermost last.
    var values: [JSONValue] = []
    /// Finished members of the open objects, innermost last.
    var members: [JSONValue.Member] = []
    /// The top-level key whose array value is first offered to `arrayReader`; nil parses
    /// every value into the tree.
    var arrayKey: String?
    /// The caller's fast path for that array, called at most once; cleared once called.
    var arrayReader: ((inout JSONScanner) -> Bool)?
    /// Where the elements of that array go when the fast path declined it, each with its
    /// index and the offset just past it, instead of into the tree (which then holds an
    /// empty array for the key); nil keeps them in the tree.
    var declinedArraySink: ((JSONValue, Int, Int) -> Void)?
    /// Where the top-level object and its members are, recorded only when non-nil
    /// (`JSONParser.parseRecordingSpans`); `objectRange` is complete once the object closes.
    var spans: JSONTopLevelSpans?
    /// The byte range of the top-level key whose value is being parsed, while recording.
    var spanKeyRange = 0..<0
    /// Offset of the first byte of the top-level member's value being parsed, while recording.
    var spanValueStart = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// A scanner at `position` of `bytes`, for reading again a part of a document parsed
    /// before (a trace's touch rows, streamed: `TraceTouchStream`); it parses no document.
    package init(bytes: UnsafeBufferPointer<UInt8>, position: Int) {
        self.bytes = bytes
        self.maxDepth = 0
        self.position = position
    }

    @inline(__always)
    func fail(_ offset: Int, _ message: String) -> JSONScanFailure {
        JSONScanFailure(offset: offset, message: message)
    }

    /// Offers the array at `position` to `reader` once: true when it read it; else the
    /// position is back at the `[`.
    private mutating func offer(to reader: (inout JSONScanner) -> Bool) -> Bool {
        arrayReader = nil
        let start = position
        if reader(&self) { return true }
        position = start
        return false
    }

    /// Consumes `byte` and the whitespace after it when it is next; false otherwise.
    @inlinable @inline(__always)
    public mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        skipWhitespace()
        return true
    }

    /// Moves `position` past spaces, tabs, carriage returns and newlines, one byte at a
    /// time (a local index: storing `position` after every byte cost an instruction a
    /// byte). For the short runs inside a line; `skipWhitespaceRun()` for line breaks.
    @inlinable @inline(__always)
    public mutating func skipWhitespace() {
        var p = position
        let count = bytes.count
        while p < count {
            let b = bytes[p]
            guard b == ASCII.space || b == ASCII.newline || b == ASCII.carriageReturn || b == ASCII.tab else { break }
            p &+= 1
        }
        position = p
    }

    /// Moves `position` past spaces, tabs, carriage returns and newlines, as
    /// `skipWhitespace()`, eight bytes at a time while eight can be loaded: for a line
    /// break and the next line's indentation (between a trace's touch rows: ",\n    ").
    ///
    /// Method (SWAR): a byte of `word ^ pattern` is zero exactly where `word` has the
    /// pattern's byte; ((y & 0x7F…) + 0x7F…) | y sets a byte's high bit exactly when it is
    /// not zero, with no carry between bytes. The AND over the four whitespace bytes marks
    /// the bytes that are none of them; the lowest marked byte ends the run. Exact for
    /// every byte value (tested by `JSONWhitespaceTests` against the byte loop). A fixed
    /// cost for up to eight bytes, where the loop pays per byte.
    @inlinable @inline(__always)
    public mutating func skipWhitespaceRun() {
        var p = position
        let count = bytes.count
        while p &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: p, as: UInt64.self))
            let run = Self.whitespaceRunLength(word)
            p &+= run
            guard run == 8 else {
                position = p
                return
            }
        }
        position = p
        skipWhitespace()
    }

    /// How many of the eight bytes of `word` (little-endian: its lowest byte first) are
    /// JSON whitespace before the first that is not: 0…8 (`skipWhitespaceRun()`).
    @inlinable @inline(__always)
    static func whitespaceRunLength(_ word: UInt64) -> Int {
        @inline(__always) func differs(_ pattern: UInt64) -> UInt64 {
            let y = word ^ pattern
            return ((y & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | y
        }
        let notWhitespace = differs(0x2020_2020_2020_2020) & differs(0x0A0A_0A0A_0A0A_0A0A)
            & differs(0x0D0D_0D0D_0D0D_0D0D) & differs(0x0909_0909_0909_0909) & 0x8080_8080_8080_8080
        return notWhitespace.trailingZeroBitCount &>> 3
    }

    private func describeByte(at offset: Int) -> String {
        let b = bytes[offset]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }

    mutating func parseDocument() throws(JSONScanFailure) -> JSONValue {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            position = 3
        }
        var stack: [OpenContainer] = []
        var value: JSONValue
        parsing: while true {
            // Parse the value that starts here.
            skipWhitespace()
            guard position < bytes.count else {
                throw fail(position, "unexpected end of input, expected a value")
            }
            let first = bytes[position]
            if spans != nil { noteValueStart(depth: stack.count, first: first) }
            if first == ASCII.openBracket, let reader = arrayReader, let key = arrayKey, stack.count == 1, maxDepth >= 3,
               stack[0].isObject, stack[0].pendingKey == key, offer(to: reader) {
                value = .array([])
            } else {
                switch first {
                case ASCII.openBrace, ASCII.openBracket:
                    if stack.count >= maxDepth {
                        throw fail(position, "nesting deeper than \(maxDepth) levels")
                    }
                    position += 1
                    skipWhitespace()
                    if first == ASCII.openBrace {
                        if position < bytes.count && bytes[position] == ASCII.closeBrace {
                            position += 1
                            value = .object([])
                        } else {
                            var container = OpenContainer(isObject: true, start: members.count)
                            try readKey(into: &container, stack: stack, expected: "expected a string key or '}'")
                            stack.append(container)
                            continue parsing
                        }
                    } else {
                        if position < bytes.count && bytes[position] == ASCII.closeBracket {
                            position += 1
                            value = .array([])
                        } else {
                            var container = OpenContainer(isObject: false, start: values.count)
                            container.sinksElements = declinedArraySink != nil && stack.count == 1 && stack[0].isObject
                                && stack[0].pendingKey == arrayKey
                            stack.append(container)
                            continue parsing
                        }
                    }
                case ASCII.quote:
                    value = .string(try readString())
                case 0x74: // t
                    try expectLiteral("true")
                    value = .bool(true)
                case 0x66: // f
                    try expectLiteral("false")
                    value = .bool(false)
                case 0x6E: // n
                    try expectLiteral("null")
                    value = .null
                case ASCII.minus, ASCII.zero...ASCII.nine:
                    value = .number(try readNumber())
                default:
                    throw fail(position, "unexpected \(describeByte(at: position)), expected a value")
                }
            }

            // Attach the finished value to its container; close containers that end here.
            while true {
                guard !stack.isEmpty else {
                    skipWhitespace()
                    if position < bytes.count {
                        throw fail(position, "unexpected \(describeByte(at: position)) after the JSON value")
                    }
                    return value
                }
                let top = stack.count - 1
                if spans != nil && top == 0 && stack[0].isObject { noteMemberEnd(key: stack[0].pendingKey) }
                skipWhitespace()
                if stack[top].isObject {
                    members.append(JSONValue.Member(stack[top].pendingKey, value))
                    guard position < bytes.count else { throw fail(position, "expected ',' or '}'") }
                    let b = bytes[position]
                    if b == ASCII.comma {
                        position += 1
                        skipWhitespace()
                        var container = stack.removeLast()
                        try readKey(into: &container, stack: stack, expected: "expected a string key")
                        stack.append(container)
                        continue parsing
                    } else if b == ASCII.closeBrace {
                        position += 1
                        let start = stack.removeLast().start
                        if stack.isEmpty, let open = spans?.objectRange.lowerBound { spans?.objectRange = open..<position }
                        value = .object(Array(members[start...]))
                        members.removeSubrange(start...)
                    } else {
                        throw fail(position, "expected ',' or '}'")
                    }
                } else {
                    if stack[top].sinksElements, let sink = declinedArraySink {
                        sink(value, stack[top].sunk, position)
                        stack[top].sunk += 1
                    } else {
                        values.append(value)
                    }
                    guard position < bytes.count else { throw fail(position, "expected ',' or ']'") }
                    let b = bytes[position]
                    if b == ASCII.comma {
                        position += 1
                        continue parsing
                    } else if b == ASCII.closeBracket {
                        position += 1
                        let start = stack.removeLast().start
                        value = .array(Array(values[start...]))
                        values.removeSubrange(start...)
                    } else {
                        throw fail(position, "expected ',' or ']'")
                    }
                }
            }
        }
    }

    /// Reads `"key"` and the `:` after it into `container`, rejecting duplicate keys.
    private mutating func readKey(into container: inout OpenContainer, stack: [OpenContainer],
                                  expected: String) throws(JSONScanFailure) {
        guard position < bytes.count, bytes[position] == ASCII.quote else {
            throw fail(position, expected)
        }
        let keyOffset = position
        let key = try readString()
        if spans != nil && stack.isEmpty { spanKeyRange = keyOffset..<position }
        var duplicate = false
        if let keySet = container.keySet {
            duplicate = keySet.contains(key)
            if !duplicate { container.keySet!.insert(key) }
        } else {
            let own = members[container.start...]
            duplicate = own.contains { $0.key == key }
            if !duplicate && own.count >= 16 {
                var keySet = Set(own.map(\.key))
                keySet.insert(key)
                container.keySet = keySet
            }
        }
        if duplicate {
            var path = JSONPath()
            for (i, open) in stack.enumerated() {
                if open.isObject {
                    path.append(key: open.pendingKey)
                } else {
                    // This array's elements end where the next open array's begin (and
                    // the ones handed to the sink came before them).
                    let end = stack[(i + 1)...].first { !$0.isObject }?.start ?? values.count
                    path.append(index: end - open.start + open.sunk)
                }
            }
            path.append(key: key)
            throw fail(keyOffset, "duplicate key \(path)")
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == ASCII.colon else {
            throw fail(position, "expected ':'")
        }
        position += 1
        container.pendingKey = key
    }

    /// While recording spans: notes where the top-level object opens (`{` at depth 0) or
    /// where the value of one of its members starts (depth 1 inside it).
    private mutating func noteValueStart(depth: Int, first: UInt8) {
        if depth == 0 {
            if first == ASCII.openBrace { spans?.objectRange = position..<position }
        } else if depth == 1 {
            spanValueStart = position
        }
    }

    /// While recording spans: the value of the top-level member `key` has just been read;
    /// it ends at `position`, less any whitespace the touch-row fast path read after it.
    private mutating func noteMemberEnd(key: String) {
        var end = position
        while end > spanValueStart {
            let b = bytes[end - 1]
            guard b == ASCII.space || b == ASCII.newline || b == ASCII.carriageReturn || b == ASCII.tab else { break }
            end -= 1
        }
        spans?.members.append(JSONTopLevelSpans.Member(key: key, keyRange: spanKeyRange, valueRange: spanValueStart..<end))
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONScanFailure) {
        let start = position
        let count = literal.utf8CodeUnitCount
        let text = literal.utf8Start
        for i in 0..<count {
            guard start + i < bytes.count, bytes[start + i] == text[i] else {
                throw fail(start, "invalid literal, expected a value")
            }
        }
        position = start + count
    }
}

/// A failure inside the scanner: a byte offset and a message (line and column are
/// computed once, when the error leaves the parser).
struct JSONScanFailure: Error {
    var offset: Int
    var message: String
}

/// An array or object that has been opened and not yet closed. Its finished elements
/// (or members) sit at the end of the scanner's shared buffer from `start` on, so each
/// container costs one exactly sized allocation when it closes.
private struct OpenContainer {
    var isObject: Bool
    /// Index of the container's first element in `JSONScanner.values` (arrays) or
    /// first member in `JSONScanner.members` (objects).
    var start: Int
    /// The key whose value is being parsed (objects only).
    var pendingKey = ""
    /// Keys seen so far, built once the object is large enough for linear search to cost.
    var keySet: Set<String>?

    /// Whether the elements go to the scanner's `declinedArraySink` (arrays only).
    var sinksElements = false
    /// Elements handed to the sink so far.
    var sunk = 0

    init(isObject: Bool, start: Int) {
        self.isObject = isObject
        self.start = start
    }
}
