import TraceFormat
import TraceJSON

/// Byte-level reading of the text recordings the importers take (evemu, getevent): lines,
/// fields and numbers straight from the file's bytes, without decoding it into a `String`
/// and walking `Character`s (grapheme breaking cost about 2 s per 10 MB).
///
/// Fields are ASCII: separators are spaces and tabs, numbers ASCII digits. Other bytes
/// (invalid UTF-8 included) only ever reach a message or a name, through `string(_:)`.
enum RecordingText {
    typealias Bytes = ArraySlice<UInt8>

    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), carriageReturn = UInt8(ascii: "\r")
    static let newline = UInt8(ascii: "\n"), colon = UInt8(ascii: ":"), hash = UInt8(ascii: "#")

    /// The lines of `bytes`, numbered from 1, one at a time (no array of all lines: a file
    /// of newlines would need 32 bytes per byte). A line ends at "\n", at "\r\n" and at a
    /// lone "\r" (the classic Mac OS line end), so a file reads the same whichever of the
    /// three it uses (our choice, as Python's universal newlines: a recording copied
    /// through Windows or an old editor must not become one line). The text after the last
    /// line end is a last line, empty when the file ends with a line end.
    struct Lines: IteratorProtocol {
        private let bytes: [UInt8]
        private var position = 0
        private var number = 0
        private var done = false

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func next() -> (number: Int, text: Bytes)? {
            guard !done else { return nil }
            number += 1
            let end = bytes[position...].firstIndex { $0 == RecordingText.newline || $0 == RecordingText.carriageReturn }
                ?? bytes.endIndex
            let line = bytes[position..<end]
            if end == bytes.endIndex {
                done = true
            } else if bytes[end] == RecordingText.carriageReturn, end + 1 < bytes.endIndex,
                      bytes[end + 1] == RecordingText.newline {
                position = end + 2
            } else {
                position = end + 1
            }
            return (number, line)
        }
    }

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// `text` without leading and trailing spaces, tabs and carriage returns.
    static func trimmed(_ text: Bytes) -> Bytes {
        var start = text.startIndex, end = text.endIndex
        while start < end, isSpace(text[start]) || text[start] == carriageReturn { start += 1 }
        while end > start, isSpace(text[end - 1]) || text[end - 1] == carriageReturn { end -= 1 }
        return text[start..<end]
    }

    /// The fields of `text` separated by runs of spaces and tabs (only spaces when not
    /// `tabsSeparate`), but at most `limit + 1` of them: callers that accept `limit`
    /// fields know from one more that the line has too many, without splitting a long
    /// line whole.
    static func fields(_ text: Bytes, limit: Int, tabsSeparate: Bool = true) -> [Bytes] {
        @inline(__always)
        func separates(_ byte: UInt8) -> Bool { byte == space || (tabsSeparate && byte == tab) }
        var result: [Bytes] = []
        var i = text.startIndex
        while result.count <= limit {
            while i < text.endIndex, separates(text[i]) { i += 1 }
            guard i < text.endIndex else { break }
            let start = i
            while i < text.endIndex, !separates(text[i]) { i += 1 }
            result.append(text[start..<i])
        }
        return result
    }

    /// The first field of `text`, if any.
    static func firstField(_ text: Bytes) -> Bytes? { fields(text, limit: 0).first }

    /// The last field of `text`, if any.
    static func lastField(_ text: Bytes) -> Bytes? {
        var end = text.endIndex
        while end > text.startIndex, isSpace(text[end - 1]) { end -= 1 }
        guard end > text.startIndex else { return nil }
        var start = end
        while start > text.startIndex, !isSpace(text[start - 1]) { start -= 1 }
        return text[start..<end]
    }

    /// The index of the first occurrence of `needle` in `text`.
    static func firstIndex(of needle: [UInt8], in text: Bytes) -> Int? {
        guard let head = needle.first, needle.count <= text.count else { return nil }
        var i = text.startIndex
        let last = text.endIndex - needle.count
        while i <= last {
            guard let candidate = text[i...last].firstIndex(of: head) else { return nil }
            if text[candidate..<(candidate + needle.count)].elementsEqual(needle) { return candidate }
            i = candidate + 1
        }
        return nil
    }

    /// Whether `text` starts with the ASCII `prefix`.
    static func hasPrefix(_ text: Bytes, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard text.count >= count else { return false }
        let start = prefix.utf8Start
        for k in 0..<count where text[text.startIndex + k] != start[k] { return false }
        return true
    }

    /// Whether `text` is exactly the ASCII `word`.
    static func equals(_ text: Bytes, _ word: StaticString) -> Bool {
        text.count == word.utf8CodeUnitCount && hasPrefix(text, word)
    }

    /// `text` as a string (invalid UTF-8 repaired), for messages and names.
    static func string(_ text: Bytes) -> String { String(decoding: text, as: UTF8.self) }

    /// Longest part of a field an error quotes: 60 characters (our choice, as the CLI's
    /// number-pair errors).
    static let quotedLimit = 60

    /// `text` for an error message: quoted and escaped as a Swift string literal, so that a
    /// carriage return or other control character in a field keeps the error on one line
    /// (`"0\r0"`), cut after `quotedLimit` characters (`"…"…`). Found by fuzzing: a lone
    /// "\r" inside a field was printed raw.
    static func quoted(_ text: Bytes) -> String {
        let whole = string(text)
        guard whole.count > quotedLimit else { return whole.debugDescription }
        return String(whole.prefix(quotedLimit)).debugDescription + "…"
    }

    /// An integer written in ASCII in `radix` (2...36), as `T(_:radix:)` reads a string: an
    /// optional leading "+" or "-", then at least one digit; nil when malformed or out of
    /// `T`'s range.
    static func integer<T: FixedWidthInteger>(_ text: Bytes, radix: Int = 10, as type: T.Type = T.self) -> T? {
        var i = text.startIndex
        guard i < text.endIndex else { return nil }
        let negative = text[i] == UInt8(ascii: "-")
        if negative || text[i] == UInt8(ascii: "+") { i += 1 }
        guard i < text.endIndex else { return nil }
        let base = T(radix)
        var value: T = 0
        while i < text.endIndex {
            let b = text[i]
            let digit: Int
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = Int(b - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = Int(b - UInt8(ascii: "A")) + 10
            default: return nil
            }
            guard digit < radix else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: base)
            guard !overflow else { return nil }
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(T(digit))
                                             : shifted.addingReportingOverflow(T(digit))
            guard !overflow2 else { return nil }
            value = next
            i += 1
        }
        return value
    }

    /// Labels (type or code names of Linux input-event-codes.h) found by their bytes,
    /// without making a string per token.
    struct Labels {
        /// Entries by label length.
        private let byLength: [[(label: [UInt8], value: UInt16)]]

        init(_ labels: [String: UInt16]) {
            var table: [[(label: [UInt8], value: UInt16)]] = []
            for (label, value) in labels.sorted(by: { $0.key < $1.key }) {
                let bytes = Array(label.utf8)
                while table.count <= bytes.count { table.append([]) }
                table[bytes.count].append((bytes, value))
            }
            byLength = table
        }

        /// The value of the label spelled by `text`, if it is one.
        func value(of text: Bytes) -> UInt16? {
            guard text.count < byLength.count else { return nil }
            for entry in byLength[text.count] where text.elementsEqual(entry.label) { return entry.value }
            return nil
        }
    }
}
