import TraceJSON

/// A trace file's bytes, parsed once, whose `expect` section can be replaced while every
/// other byte stays as it was: `mapsim check --update`.
///
/// The parser reports where the top-level members sit (`JSONParser.parseRecordingSpans`),
/// so the touch rows, key order, numbers' spelling and everything else outside the
/// `expect` value are copied, not rewritten. Rules:
/// - With an `expect` member, only its value's bytes are replaced (from `[` to `]`).
/// - Without one, `"expect": …` is added after the last member, before the closing brace,
///   after the same bytes as stand between the last two members (`,\n  `, `, `; with one
///   member, a comma and the whitespace between `{` and its key), with the separator the
///   first member has between its key and its value (`: `).
/// - The new value is written by `JSONValue.text(layout:)` in the file's style: when the
///   first key is on a line of its own, one level of indentation is the whitespace before
///   it (two spaces, four, a tab), lines end as that line does (`\n` or `\r\n`), each
///   expectation is on one line unless it holds a list of objects (a list of gestures or
///   events), which gets one entry per line. A file written on one line gets a one-line
///   value, with a space after `:` and `,` when its first member has one after its `:`.
public struct TraceExpectEditor: Sendable {
    /// The file's bytes as read.
    public let bytes: [UInt8]
    /// The trace they hold, decoded and validated.
    public let trace: TraceFile
    private let spans: JSONTopLevelSpans

    /// Parses and validates `bytes` (the same rules and errors as `TraceFile.parse`);
    /// `fileName` labels errors.
    public init(bytes: [UInt8], fileName: String? = nil) throws(TraceError) {
        var touchRows: [TraceTouch]?
        let parsed: (value: JSONValue, spans: JSONTopLevelSpans?)
        do {
            parsed = try JSONParser().parseRecordingSpans(bytes, offeringArrayOf: TraceSchema.Key.touches.rawValue) { scanner in
                touchRows = scanner.readTouchRows()
                return touchRows != nil
            }
        } catch {
            throw TraceError(.invalidData, fileName: fileName,
                             location: .textPosition(line: error.line, column: error.column), message: error.message)
        }
        trace = try TraceDecoder.decode(parsed.value, fileName: fileName, touches: touchRows)
        // A decoded trace is an object with `format` and the other required members.
        guard let spans = parsed.spans, !spans.members.isEmpty else {
            throw TraceError(.invalidData, fileName: fileName, location: .jsonPath(.root), message: "expected an object")
        }
        self.bytes = bytes
        self.spans = spans
    }

    /// The file's bytes with `expectations` as its `expect` section (an empty array when
    /// there are none), everything else unchanged.
    public func bytes(withExpectations expectations: [TraceTimedExpectation]) -> [UInt8] {
        let first = spans.members[0]
        let leading = Array(bytes[(spans.objectRange.lowerBound + 1)..<first.keyRange.lowerBound])
        let separator = Array(bytes[first.keyRange.upperBound..<first.valueRange.lowerBound])
        var value: [UInt8] = []
        JSONValue.array(expectations.map(\.jsonValue)).write(to: &value, layout: layout(leading: leading, separator: separator))
        if let expect = spans.member(TraceSchema.Key.expect.rawValue) {
            return Array(bytes[..<expect.valueRange.lowerBound]) + value + Array(bytes[expect.valueRange.upperBound...])
        }
        let members = spans.members
        let end = members[members.count - 1].valueRange.upperBound
        let between = members.count > 1
            ? Array(bytes[members[members.count - 2].valueRange.upperBound..<members[members.count - 1].keyRange.lowerBound])
            : [ASCII.comma] + leading
        let key = Array(JSONValue.string(TraceSchema.Key.expect.rawValue).compactText.utf8)
        let member: [UInt8] = between + key + separator + value
        return Array(bytes[..<end]) + member + Array(bytes[end...])
    }

    /// The file's bytes after `mapsim check --update`: every `expect` entry without
    /// `"generated": true` kept byte for byte and in its order, the marked ones replaced by
    /// `generated` (where the first marked one stood, else after the kept ones), the array
    /// laid out in the file's style; and each of `members` (top-level keys such as
    /// `profile`) given its value, replacing the value's bytes of a member the file has,
    /// else added before `viewport` with the file's separators. Everything else unchanged.
    public func updatedBytes(generated: [TraceTimedExpectation],
                             members: [(key: TraceSchema.Key, value: JSONValue)] = []) -> [UInt8] {
        var edits: [(range: Range<Int>, bytes: [UInt8])] = []
        // The expect array, kept entries as placeholders the writer lays out like the rest.
        var entries: [JSONValue] = []
        var kept: [Range<Int>] = []
        if let expect = spans.member(TraceSchema.Key.expect.rawValue) {
            let ranges = Self.elementRanges(bytes, array: expect.valueRange)
            var placed = false
            for (range, timed) in zip(ranges, trace.expectations) {
                if timed.generated {
                    if !placed { entries += generated.map(\.jsonValue) }
                    placed = true
                } else {
                    entries.append(.string(Self.placeholder(kept.count)))
                    kept.append(range)
                }
            }
            if !placed { entries += generated.map(\.jsonValue) }
        } else {
            entries = generated.map(\.jsonValue)
        }
        var expectEdit = bytes(withExpectationValues: entries)
        for (k, range) in kept.enumerated().reversed() {
            expectEdit.bytes = Self.replacing(Array(JSONValue.string(Self.placeholder(k)).compactText.utf8),
                                              in: expectEdit.bytes, with: Array(bytes[range]))
        }
        edits.append(expectEdit)
        // Top-level members: a value replaced in place, or the member added before
        // `viewport` (every trace has it), all added ones in one edit, in `members` order.
        let separator = Array(bytes[spans.members[0].keyRange.upperBound..<spans.members[0].valueRange.lowerBound])
        var added: [UInt8] = []
        for (key, newValue) in members {
            let text = Array(newValue.compactText.utf8)
            if let member = spans.member(key.rawValue) {
                edits.append((member.valueRange, text))
            } else if spans.members.count > 1 {
                let between = Array(bytes[spans.members[0].valueRange.upperBound..<spans.members[1].keyRange.lowerBound])
                added += Array(JSONValue.string(key.rawValue).compactText.utf8) + separator + text + between
            }
        }
        if !added.isEmpty, let anchor = spans.member(TraceSchema.Key.viewport.rawValue) {
            edits.append((anchor.keyRange.lowerBound..<anchor.keyRange.lowerBound, added))
        }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.bytes)
        }
        return result
    }

    /// The edit that makes `entries` the `expect` value (adding the member when absent).
    private func bytes(withExpectationValues entries: [JSONValue]) -> (range: Range<Int>, bytes: [UInt8]) {
        let first = spans.members[0]
        let leading = Array(bytes[(spans.objectRange.lowerBound + 1)..<first.keyRange.lowerBound])
        let separator = Array(bytes[first.keyRange.upperBound..<first.valueRange.lowerBound])
        var value: [UInt8] = []
        JSONValue.array(entries).write(to: &value, layout: layout(leading: leading, separator: separator))
        if let expect = spans.member(TraceSchema.Key.expect.rawValue) { return (expect.valueRange, value) }
        let members = spans.members
        let end = members[members.count - 1].valueRange.upperBound
        let between = members.count > 1
            ? Array(bytes[members[members.count - 2].valueRange.upperBound..<members[members.count - 1].keyRange.lowerBound])
            : [ASCII.comma] + leading
        let key = Array(JSONValue.string(TraceSchema.Key.expect.rawValue).compactText.utf8)
        return (end..<end, between + key + separator + value)
    }

    /// The string standing for kept entry `k` while the array is written: a NUL no trace
    /// string can hold raw makes it unique.
    private static func placeholder(_ k: Int) -> String { "\u{0}kept-entry-\(k)" }

    /// `bytes` with the first occurrence of `pattern` replaced by `replacement`.
    private static func replacing(_ pattern: [UInt8], in bytes: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return bytes }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
                var result = bytes
                result.replaceSubrange(start..<(start + pattern.count), with: replacement)
                return result
            }
        }
        return bytes
    }

    /// The byte ranges of the elements of the valid JSON array at `array` (from `[` to just
    /// past `]`), without the whitespace around them.
    static func elementRanges(_ bytes: [UInt8], array: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var depth = 0
        var inString = false
        var escaped = false
        var start: Int?
        var lastNonSpace = array.lowerBound
        for i in (array.lowerBound + 1)..<(array.upperBound - 1) {
            let b = bytes[i]
            if inString {
                if escaped { escaped = false } else if b == ASCII.backslash { escaped = true } else if b == ASCII.quote { inString = false }
                lastNonSpace = i
                continue
            }
            switch b {
            case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn:
                continue
            case ASCII.comma where depth == 0:
                if let s = start { ranges.append(s..<(lastNonSpace + 1)) }
                start = nil
                continue
            case ASCII.quote: inString = true
            case ASCII.openBracket, ASCII.openBrace: depth += 1
            case ASCII.closeBracket, ASCII.closeBrace: depth -= 1
            default: break
            }
            if start == nil { start = i }
            lastNonSpace = i
        }
        if let s = start { ranges.append(s..<(lastNonSpace + 1)) }
        return ranges
    }

    /// The file's style, from the whitespace before its first key and the separator after it.
    private func layout(leading: [UInt8], separator: [UInt8]) -> JSONTextLayout {
        guard let newline = leading.lastIndex(of: ASCII.newline) else {
            return JSONTextLayout(indent: nil, spaced: separator.contains(ASCII.space))
        }
        let crlf = newline > 0 && leading[newline - 1] == ASCII.carriageReturn
        let indent = String(decoding: leading[(newline + 1)...], as: UTF8.self)
        // The expect array is at depth 1; its entries, at depth 2, go on one line each
        // unless they hold a list of objects.
        return JSONTextLayout(indent: indent, lineBreak: crlf ? "\r\n" : "\n", depth: 1, inlineDepth: 2, spaced: true)
    }
}
