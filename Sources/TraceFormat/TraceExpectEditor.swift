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
