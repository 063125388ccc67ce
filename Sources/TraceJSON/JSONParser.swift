#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// - Iterative, with an explicit stack: no recursion, and nesting deeper than `maxDepth`
///   is a clean error (deep values would also be costly to destroy and compare).
/// - Numbers follow the JSON grammar exactly (no leading zeros, no NaN or Infinity) and
///   are correctly rounded; a number whose magnitude overflows a Double is an error.
/// - Strings: every escape including `\uXXXX` surrogate pairs; raw control characters,
///   unpaired surrogates and invalid UTF-8 are errors.
/// - Duplicate keys in an object are an error naming the key's path.
/// - A leading UTF-8 byte order mark is skipped.
public struct JSONParser: Sendable {
    /// Default nesting limit: 512 levels of arrays and objects (our choice).
    public static let defaultMaxDepth = 512

    /// Largest number of arrays and objects that may be open at once.
    public var maxDepth: Int

    /// A parser with a nesting limit (default 512 levels).
    public init(maxDepth: Int = JSONParser.defaultMaxDepth) {
        self.maxDepth = max(1, maxDepth)
    }

    /// Parses one JSON value from UTF-8 bytes; whitespace may surround it, nothing else.
    public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            parseResult(buffer)
        }
        return try result.get()
    }

    /// Parses one JSON value from UTF-8 bytes in raw memory.
    public func parse(_ buffer: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONValue {
        try buffer.withMemoryRebound(to: UInt8.self) { parseResult($0) }.get()
    }

    /// Parses one JSON value from a string (its UTF-8 form).
    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private func parseResult(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONParseError> {
        parseResult(bytes, arrayKey: nil, arrayReader: nil)
    }

    /// Parses one JSON value, offering the array value of the top-level key `arrayKey` to
    /// `arrayReader` first: a fast path for a large array of rows that a caller would
    /// rather read straight into its own values than into a tree (a trace's touches).
    ///
    /// The reader gets the scanner at the array's `[`. It returns true when it has read
    /// the whole array (the scanner just past its `]`, whitespace skipped); the document
    /// then holds an empty array for that key. It returns false to decline, for anything
    /// it does not take (a syntax error, an escape, a value it would reject): the scanner
    /// is rewound and the array parsed into the tree as usual, so errors are reported
    /// there. It is called at most once, only while at least three levels of nesting are
    /// allowed (the object, the array, its rows).
    public func parse(_ bytes: [UInt8], offeringArrayOf arrayKey: String,
                      to arrayReader: (inout JSONScanner) -> Bool) throws(JSONParseError) -> JSONValue {
        try withoutActuallyEscaping(arrayReader) { reader in
            bytes.withUnsafeBufferPointer { parseResult($0, arrayKey: arrayKey, arrayReader: reader) }
        }.get()
    }

    private func parseResult(_ bytes: UnsafeBufferPointer<UInt8>, arrayKey: String?,
                             arrayReader: ((inout JSONScanner) -> Bool)?) -> Result<JSONValue, JSONParseError> {
        var scanner = JSONScanner(bytes: bytes, maxDepth: maxDepth)
        scanner.arrayKey = arrayKey
        scanner.arrayReader = arrayReader
        do {
            return .success(try scanner.parseDocument())
        } catch {
            return .failure(JSONParseError.at(error.offset, in: bytes, error.message))
        }
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

    init(isObject: Bool, start: Int) {
        self.isObject = isObject
        self.start = start
    }
}

/// The ASCII bytes JSON's grammar is made of.
public enum ASCII {
    public static let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, slash: UInt8 = 0x2F
    public static let comma: UInt8 = 0x2C, colon: UInt8 = 0x3A
    public static let openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D
    public static let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D
    public static let minus: UInt8 = 0x2D, plus: UInt8 = 0x2B, dot: UInt8 = 0x2E
    public static let zero: UInt8 = 0x30, nine: UInt8 = 0x39
    public static let lowerE: UInt8 = 0x65, upperE: UInt8 = 0x45
    public static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
}

/// Exact powers of ten as Doubles (10^0 … 10^22 are exactly representable).
private let exactPowersOfTen: [Double] = (0...22).map { k in
    var p = 1.0
    for _ in 0..<k { p *= 10 }
    return p
}

/// The byte-level worker behind `JSONParser`. A caller's array reader
/// (`JSONParser.parse(_:offeringArrayOf:to:)`) reads through `bytes`, `position`,
/// `skipWhitespace()`, `consume(_:)` and `readNumber()`.
public struct JSONScanner {
    /// The document's UTF-8 bytes.
    public let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    /// Offset of the next byte to read.
    public var position = 0
    /// Scratch buffer for the slow number path (NUL-terminated text for strtod).
    var numberScratch: [CChar] = []
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

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    @inline(__always)
    private func fail(_ offset: Int, _ message: String) -> JSONScanFailure {
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

    /// Moves `position` past spaces, tabs, carriage returns and newlines.
    @inlinable @inline(__always)
    public mutating func skipWhitespace() {
        while position < bytes.count {
            let b = bytes[position]
            if b == ASCII.space || b == ASCII.newline || b == ASCII.carriageReturn || b == ASCII.tab {
                position += 1
            } else {
                return
            }
        }
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
                            stack.append(OpenContainer(isObject: false, start: values.count))
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
                        value = .object(Array(members[start...]))
                        members.removeSubrange(start...)
                    } else {
                        throw fail(position, "expected ',' or '}'")
                    }
                } else {
                    values.append(value)
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
                    // This array's elements end where the next open array's begin.
                    let end = stack[(i + 1)...].first { !$0.isObject }?.start ?? values.count
                    path.append(index: end - open.start)
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

    // MARK: Strings

    /// Reads a string starting at the opening quote.
    private mutating func readString() throws(JSONScanFailure) -> String {
        position += 1
        let start = position
        var sawNonASCII = false
        while position < bytes.count {
            let b = bytes[position]
            if b == ASCII.quote {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
                if sawNonASCII, let bad = Self.firstInvalidUTF8(slice) {
                    throw fail(start + bad, "invalid UTF-8 in string")
                }
                position += 1
                return String(decoding: slice, as: UTF8.self)
            }
            if b == ASCII.backslash {
                return try readEscapedString(from: start, sawNonASCII: sawNonASCII)
            }
            if b < 0x20 {
                throw fail(position, "control character in string (must be escaped)")
            }
            if b >= 0x80 { sawNonASCII = true }
            position += 1
        }
        throw fail(position, "unterminated string")
    }

    /// The slow path: a string with escapes; `position` is at the first backslash.
    private mutating func readEscapedString(from start: Int, sawNonASCII: Bool) throws(JSONScanFailure) -> String {
        stringScratch.removeAll(keepingCapacity: true)
        stringScratch.append(contentsOf: bytes[start..<position])
        var nonASCII = sawNonASCII
        while position < bytes.count {
            let b = bytes[position]
            if b == ASCII.quote {
                position += 1
                if nonASCII {
                    let bad: Int? = stringScratch.withUnsafeBufferPointer { Self.firstInvalidUTF8($0) }
                    if bad != nil { throw fail(start, "invalid UTF-8 in string") }
                }
                return String(decoding: stringScratch, as: UTF8.self)
            }
            if b < 0x20 {
                throw fail(position, "control character in string (must be escaped)")
            }
            if b != ASCII.backslash {
                if b >= 0x80 { nonASCII = true }
                stringScratch.append(b)
                position += 1
                continue
            }
            let escapeOffset = position
            position += 1
            guard position < bytes.count else { break }
            let e = bytes[position]
            position += 1
            switch e {
            case ASCII.quote: stringScratch.append(ASCII.quote)
            case ASCII.backslash: stringScratch.append(ASCII.backslash)
            case ASCII.slash: stringScratch.append(ASCII.slash)
            case 0x62: stringScratch.append(0x08) // b
            case 0x66: stringScratch.append(0x0C) // f
            case 0x6E: stringScratch.append(0x0A) // n
            case 0x72: stringScratch.append(0x0D) // r
            case 0x74: stringScratch.append(0x09) // t
            case 0x75: // u
                var scalar = try readHex4(escapeOffset: escapeOffset)
                if scalar >= 0xD800 && scalar <= 0xDBFF {
                    guard position + 1 < bytes.count, bytes[position] == ASCII.backslash,
                          bytes[position + 1] == 0x75 else {
                        throw fail(escapeOffset, "unpaired surrogate in \\u escape")
                    }
                    let lowOffset = position
                    position += 2
                    let low = try readHex4(escapeOffset: lowOffset)
                    guard low >= 0xDC00 && low <= 0xDFFF else {
                        throw fail(escapeOffset, "unpaired surrogate in \\u escape")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                    throw fail(escapeOffset, "unpaired surrogate in \\u escape")
                }
                appendUTF8(scalar)
            default:
                throw fail(escapeOffset, "invalid escape sequence")
            }
        }
        throw fail(position, "unterminated string")
    }

    private mutating func readHex4(escapeOffset: Int) throws(JSONScanFailure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw fail(escapeOffset, "invalid \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let h = bytes[position]
            let digit: UInt32
            switch h {
            case 0x30...0x39: digit = UInt32(h - 0x30)
            case 0x41...0x46: digit = UInt32(h - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(h - 0x61 + 10)
            default: throw fail(escapeOffset, "invalid \\u escape")
            }
            v = v << 4 | digit
            position += 1
        }
        return v
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            stringScratch.append(UInt8(scalar))
        case 0x80..<0x800:
            stringScratch.append(UInt8(0xC0 | (scalar >> 6)))
            stringScratch.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            stringScratch.append(UInt8(0xE0 | (scalar >> 12)))
            stringScratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            stringScratch.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            stringScratch.append(UInt8(0xF0 | (scalar >> 18)))
            stringScratch.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            stringScratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            stringScratch.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ s: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = s.count
        @inline(__always) func isContinuation(_ j: Int) -> Bool { j < n && s[j] & 0xC0 == 0x80 }
        while i < n {
            let b = s[i]
            if b < 0x80 { i += 1; continue }
            switch b {
            case 0xC2...0xDF:
                guard isContinuation(i + 1) else { return i }
                i += 2
            case 0xE0...0xEF:
                guard i + 1 < n else { return i }
                let b1 = s[i + 1]
                let lowOK: Bool
                switch b {
                case 0xE0: lowOK = b1 >= 0xA0 && b1 <= 0xBF
                case 0xED: lowOK = b1 >= 0x80 && b1 <= 0x9F
                default: lowOK = b1 & 0xC0 == 0x80
                }
                guard lowOK, isContinuation(i + 2) else { return i }
                i += 3
            case 0xF0...0xF4:
                guard i + 1 < n else { return i }
                let b1 = s[i + 1]
                let lowOK: Bool
                switch b {
                case 0xF0: lowOK = b1 >= 0x90 && b1 <= 0xBF
                case 0xF4: lowOK = b1 >= 0x80 && b1 <= 0x8F
                default: lowOK = b1 & 0xC0 == 0x80
                }
                guard lowOK, isContinuation(i + 2), isContinuation(i + 3) else { return i }
                i += 4
            default:
                return i
            }
        }
        return nil
    }

    // MARK: Numbers

    /// Reads a number by the strict JSON grammar, correctly rounded.
    /// Reads the JSON number at `position` (no whitespace skipped) for an array reader;
    /// nil, with `position` unspecified, when the next bytes are not a valid number.
    public mutating func readValidNumber() -> Double? {
        try? readNumber()
    }

    mutating func readNumber() throws(JSONScanFailure) -> Double {
        let start = position
        var negative = false
        if bytes[position] == ASCII.minus {
            negative = true
            position += 1
        }
        var mantissa: UInt64 = 0
        var digitCount = 0          // significant digits accumulated into `mantissa`
        var mantissaExact = true    // false once a digit could not be accumulated
        var fractionDigits = 0

        @inline(__always) func isDigit(_ i: Int) -> Bool {
            i < bytes.count && bytes[i] >= ASCII.zero && bytes[i] <= ASCII.nine
        }

        guard isDigit(position) else {
            throw fail(start, "invalid number, expected a digit")
        }
        if bytes[position] == ASCII.zero {
            position += 1
            if isDigit(position) {
                throw fail(start, "invalid number, leading zeros are not allowed")
            }
        } else {
            while isDigit(position) {
                let d = UInt64(bytes[position] - ASCII.zero)
                if digitCount < 19 {
                    mantissa = mantissa &* 10 &+ d
                    if mantissa != 0 { digitCount += 1 }
                } else {
                    mantissaExact = false
                }
                position += 1
            }
        }
        var integerDigitsDropped = !mantissaExact
        if position < bytes.count && bytes[position] == ASCII.dot {
            position += 1
            guard isDigit(position) else {
                throw fail(position, "invalid number, expected a digit after '.'")
            }
            while isDigit(position) {
                let d = UInt64(bytes[position] - ASCII.zero)
                if digitCount < 19 && !integerDigitsDropped {
                    mantissa = mantissa &* 10 &+ d
                    if mantissa != 0 { digitCount += 1 }
                    fractionDigits += 1
                } else {
                    mantissaExact = false
                    integerDigitsDropped = true
                }
                position += 1
            }
        }
        var exponent = 0
        var hasExponent = false
        if position < bytes.count && (bytes[position] == ASCII.lowerE || bytes[position] == ASCII.upperE) {
            hasExponent = true
            position += 1
            var exponentNegative = false
            if position < bytes.count && (bytes[position] == ASCII.plus || bytes[position] == ASCII.minus) {
                exponentNegative = bytes[position] == ASCII.minus
                position += 1
            }
            guard isDigit(position) else {
                throw fail(position, "invalid number, expected a digit in the exponent")
            }
            while isDigit(position) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[position] - ASCII.zero) }
                position += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        // Fast path (Clinger): an exact mantissa below 2^53 scaled by an exact power of ten
        // is correctly rounded by a single IEEE multiplication or division.
        if mantissaExact && mantissa <= (1 << 53) {
            let decimalExponent = (hasExponent ? exponent : 0) - fractionDigits
            if decimalExponent == 0 || mantissa == 0 {
                let v = Double(mantissa)
                return negative ? -v : v
            }
            if decimalExponent > 0 && decimalExponent <= 22 {
                let v = Double(mantissa) * exactPowersOfTen[decimalExponent]
                if v.isFinite { return negative ? -v : v }
            } else if decimalExponent < 0 && decimalExponent >= -22 {
                let v = Double(mantissa) / exactPowersOfTen[-decimalExponent]
                return negative ? -v : v
            }
        }
        let value = slowNumber(from: start, to: position)
        guard value.isFinite else {
            throw fail(start, "number out of range")
        }
        return value
    }

    /// Converts the validated number text in `start..<end` with the C library's
    /// correctly rounded `strtod` (the C locale's '.' decimal point is what JSON uses).
    private mutating func slowNumber(from start: Int, to end: Int) -> Double {
        let length = end - start
        if numberScratch.count < length + 1 {
            numberScratch = [CChar](repeating: 0, count: length + 1)
        }
        for i in 0..<length {
            numberScratch[i] = CChar(bitPattern: bytes[start + i])
        }
        numberScratch[length] = 0
        return numberScratch.withUnsafeBufferPointer { strtod($0.baseAddress!, nil) }
    }
}
