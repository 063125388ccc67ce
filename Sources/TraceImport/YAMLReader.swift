import TraceFormat

/// Reads the subset of YAML 1.2 that `libinput record` writes (libinput's
/// `libinput-record(1)`, "FILE FORMAT"): our own small reader, no outside package.
///
/// - Block mappings (`key: value`, `key:` with the value indented under it) and block
///   sequences (`- item`, also at the same indentation as their key, and compact
///   `- key: value` mappings); indentation by spaces only (a tab there is an error, as in
///   YAML).
/// - Flow sequences `[a, b]` and flow mappings `{a: b}`, nested and spanning lines.
/// - Plain scalars, double-quoted (escapes `\\ \" \/ \0 \a \b \t \n \v \f \r \e \xNN
///   \uNNNN`) and single-quoted (`''`) scalars on one line; `#` comments after a space or
///   at a line's start; a leading `---` document marker.
/// - Not read (errors naming the line): block scalars (`|`, `>`), anchors, aliases, tags,
///   multi-line quoted scalars, several documents.
///
/// Lines end at "\n", "\r\n" or a lone "\r", as `RecordingText.Lines`. Nesting is at most
/// `maxDepth` deep, so a hostile file cannot exhaust the stack; reading is linear in the
/// file (keys of a mapping are checked for duplicates through a set).
struct YAMLReader {
    /// Deepest nesting of collections: 64 (our choice; libinput's files nest 6 deep).
    static let maxDepth = 64

    /// Parses `bytes`; errors are `.invalidData` naming `fileName` and the line.
    static func parse(_ bytes: [UInt8], fileName: String) throws(TraceError) -> YAMLDocument {
        var reader = YAMLReader(bytes: bytes, fileName: fileName)
        return YAMLDocument(bytes: bytes, root: try reader.document())
    }

    private let bytes: [UInt8]
    private let fileName: String
    private var pos = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    private init(bytes: [UInt8], fileName: String) {
        self.bytes = bytes
        self.fileName = fileName
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    private static let hash = UInt8(ascii: "#"), colon = UInt8(ascii: ":"), dash = UInt8(ascii: "-")
    private static let comma = UInt8(ascii: ","), doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
    private static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")

    private func failure(_ message: String, line: Int? = nil) -> TraceError {
        TraceError(.invalidData, fileName: fileName, location: .line(line ?? self.line), message: message)
    }

    private var atEnd: Bool { pos >= bytes.count }
    private var column: Int { pos - lineStart }
    private func byte(_ i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }
    private static func isLineEnd(_ b: UInt8?) -> Bool { b == newline || b == carriageReturn }
    private static func isBlank(_ b: UInt8?) -> Bool { b == space || b == tab }
    /// Whether `b` ends a token: a space, a tab, a line end or the end of the file.
    private static func isBreak(_ b: UInt8?) -> Bool { b == nil || isBlank(b) || isLineEnd(b) }
    private static func isFlowIndicator(_ b: UInt8?) -> Bool {
        b == comma || b == openBracket || b == closeBracket || b == openBrace || b == closeBrace
    }

    /// Consumes the line end at `pos` ("\n", "\r\n" or "\r").
    private mutating func consumeLineEnd() {
        if bytes[pos] == Self.carriageReturn, byte(pos + 1) == Self.newline { pos += 1 }
        pos += 1
        line += 1
        lineStart = pos
    }

    private mutating func skipBlanks() {
        while Self.isBlank(byte(pos)) { pos += 1 }
    }

    /// Whether `pos` starts a comment: `#` at a line's start or after a blank.
    private var atComment: Bool {
        byte(pos) == Self.hash && (pos == lineStart || Self.isBlank(byte(pos - 1)))
    }

    private mutating func skipToLineEnd() {
        while let b = byte(pos), !Self.isLineEnd(b) { pos += 1 }
    }

    /// Ends the current line: only blanks and a comment may follow the value.
    private mutating func endLine() throws(TraceError) {
        skipBlanks()
        if atComment { skipToLineEnd() }
        guard let b = byte(pos) else { return }
        guard Self.isLineEnd(b) else { throw failure("unexpected text after the value") }
        consumeLineEnd()
    }

    /// Moves from a line's start to the first content of the next line holding any
    /// (skipping blank and comment lines); false at the end of the file.
    private mutating func nextContentLine() throws(TraceError) -> Bool {
        while !atEnd {
            var sawTab = false
            while let b = byte(pos), Self.isBlank(b) {
                if b == Self.tab { sawTab = true }
                pos += 1
            }
            if atEnd { return false }
            if atComment { skipToLineEnd() }
            if atEnd { return false }
            if Self.isLineEnd(bytes[pos]) {
                consumeLineEnd()
                continue
            }
            if sawTab { throw failure("a tab in the indentation (YAML indents with spaces)") }
            return true
        }
        return false
    }

    /// The whole file: one node, after an optional `---` line.
    private mutating func document() throws(TraceError) -> YAMLNode {
        guard try nextContentLine() else { throw failure("the file is empty", line: line) }
        if column == 0, bytes[pos...].starts(with: [Self.dash, Self.dash, Self.dash]), Self.isBreak(byte(pos + 3)) {
            pos += 3
            try endLine()
            guard try nextContentLine() else { throw failure("the document is empty") }
        }
        let root = try node(at: column)
        if !atEnd {
            throw failure("unexpected text (less indented than the document, or a second document)")
        }
        return root
    }

    /// The node whose first content is at `pos`, at column `indent`. Returns with `pos` at
    /// the next content line's first content, or at the end of the file.
    private mutating func node(at indent: Int) throws(TraceError) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) deep") }
        if isSequenceDash { return try blockSequence(at: indent) }
        if keyAhead() { return try blockMapping(at: indent) }
        let value = try inlineValue()
        try endLine()
        _ = try nextContentLine()
        return value
    }

    /// Whether `pos` is a block sequence's `-` (followed by a blank, a line end or the end).
    private var isSequenceDash: Bool { byte(pos) == Self.dash && Self.isBreak(byte(pos + 1)) }

    /// Whether the line from `pos` is `key: ...`: a quoted or plain scalar, then `:` and a
    /// blank or line end.
    private func keyAhead() -> Bool {
        var i = pos
        guard let first = byte(i) else { return false }
        if first == Self.doubleQuote || first == Self.singleQuote {
            i += 1
            while let b = byte(i), !Self.isLineEnd(b) {
                if b == Self.doubleQuote, first == Self.doubleQuote { break }
                if b == Self.singleQuote, first == Self.singleQuote {
                    if byte(i + 1) == Self.singleQuote { i += 2; continue }
                    break
                }
                if b == UInt8(ascii: "\\"), first == Self.doubleQuote { i += 1 }
                i += 1
            }
            guard byte(i) == first else { return false }
            i += 1
            while Self.isBlank(byte(i)) { i += 1 }
            return byte(i) == Self.colon && Self.isBreak(byte(i + 1))
        }
        if first == Self.openBracket || first == Self.openBrace { return false }
        while let b = byte(i), !Self.isLineEnd(b) {
            if b == Self.hash, i > pos, Self.isBlank(byte(i - 1)) { return false }
            if b == Self.colon, Self.isBreak(byte(i + 1)) { return true }
            i += 1
        }
        return false
    }

    private mutating func blockSequence(at indent: Int) throws(TraceError) -> YAMLNode {
        let startLine = line
        var items: [YAMLNode] = []
        while true {
            let itemLine = line
            pos += 1
            skipBlanks()
            if atEnd || Self.isLineEnd(bytes[pos]) || atComment {
                try endLine()
                if try nextContentLine(), column > indent {
                    items.append(try node(at: column))
                } else {
                    items.append(YAMLNode(value: .null, line: itemLine))
                }
            } else {
                items.append(try node(at: column))
            }
            guard !atEnd else { break }
            if column == indent && isSequenceDash { continue }
            if column > indent { throw failure("unexpected indentation in a list") }
            break
        }
        return YAMLNode(value: .sequence(items), line: startLine)
    }

    private mutating func blockMapping(at indent: Int) throws(TraceError) -> YAMLNode {
        let startLine = line
        var entries: [YAMLEntry] = []
        var keys = Set<String>()
        while true {
            let keyLine = line
            let key = try blockKey()
            guard keys.insert(key).inserted else { throw failure("duplicate key \(key.debugDescription)") }
            skipBlanks()
            let value: YAMLNode
            if atEnd || Self.isLineEnd(bytes[pos]) || atComment {
                try endLine()
                if try nextContentLine(), column > indent {
                    value = try node(at: column)
                } else if !atEnd, column == indent, isSequenceDash {
                    value = try blockSequence(at: indent)
                } else {
                    value = YAMLNode(value: .null, line: keyLine)
                }
            } else {
                value = try inlineValue()
                try endLine()
                _ = try nextContentLine()
            }
            entries.append(YAMLEntry(key: key, value: value))
            guard !atEnd else { break }
            if column == indent {
                guard keyAhead() else { throw failure("expected 'key: value' in a mapping") }
                continue
            }
            if column > indent { throw failure("unexpected indentation in a mapping") }
            break
        }
        return YAMLNode(value: .mapping(entries), line: startLine)
    }

    /// A block mapping's key and its `:` (known to be there: `keyAhead`).
    private mutating func blockKey() throws(TraceError) -> String {
        let key: String
        if byte(pos) == Self.doubleQuote || byte(pos) == Self.singleQuote {
            key = try quotedScalar()
            skipBlanks()
        } else {
            let start = pos
            while !(bytes[pos] == Self.colon && Self.isBreak(byte(pos + 1))) { pos += 1 }
            var end = pos
            while end > start, Self.isBlank(bytes[end - 1]) { end -= 1 }
            key = RecordingText.string(bytes[start..<end])
        }
        pos += 1  // the colon
        return key
    }

    /// A value on the rest of the line: a flow collection (which may span lines), a
    /// quoted scalar or a plain scalar up to the line end or a comment.
    private mutating func inlineValue() throws(TraceError) -> YAMLNode {
        let startLine = line
        switch bytes[pos] {
        case Self.openBracket, Self.openBrace:
            return try flowCollection()
        case Self.doubleQuote, Self.singleQuote:
            return YAMLNode(value: .quoted(try quotedScalar()), line: startLine)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw failure("block scalars ('|', '>') are not supported")
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
            throw failure("anchors, aliases and tags are not supported")
        default:
            let start = pos
            var end = pos
            while let b = byte(pos), !Self.isLineEnd(b), !atComment {
                pos += 1
                if !Self.isBlank(b) { end = pos }
            }
            return YAMLNode(value: .plain(start..<end), line: startLine)
        }
    }

    /// Skips blanks, line ends and comments inside a flow collection.
    private mutating func skipFlowSpace() {
        while let b = byte(pos) {
            if Self.isBlank(b) {
                pos += 1
            } else if Self.isLineEnd(b) {
                consumeLineEnd()
            } else if atComment {
                skipToLineEnd()
            } else {
                return
            }
        }
    }

    private mutating func flowCollection() throws(TraceError) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) deep") }
        let startLine = line
        let isMapping = bytes[pos] == Self.openBrace
        let close = isMapping ? Self.closeBrace : Self.closeBracket
        let closeText = isMapping ? "'}'" : "']'"
        pos += 1
        var items: [YAMLNode] = []
        var entries: [YAMLEntry] = []
        var keys = Set<String>()
        while true {
            skipFlowSpace()
            guard let b = byte(pos) else {
                throw failure("\(isMapping ? "'{'" : "'['") without its \(closeText)", line: startLine)
            }
            if b == close { pos += 1; break }
            if isMapping {
                let keyNode = try flowItem(isKey: true)
                guard let key = YAMLDocument(bytes: bytes, root: keyNode).text(keyNode) else {
                    throw failure("expected a scalar key")
                }
                guard keys.insert(key).inserted else { throw failure("duplicate key \(key.debugDescription)") }
                skipFlowSpace()
                guard byte(pos) == Self.colon else { throw failure("expected ':' after a key") }
                pos += 1
                skipFlowSpace()
                let value = byte(pos) == Self.comma || byte(pos) == close
                    ? YAMLNode(value: .null, line: line) : try flowItem(isKey: false)
                entries.append(YAMLEntry(key: key, value: value))
            } else {
                items.append(try flowItem(isKey: false))
            }
            skipFlowSpace()
            if byte(pos) == Self.comma { pos += 1; continue }
            if byte(pos) == close { pos += 1; break }
            if atEnd { continue }
            throw failure("expected ',' or \(closeText)")
        }
        return YAMLNode(value: isMapping ? .mapping(entries) : .sequence(items), line: startLine)
    }

    /// One item of a flow collection: a nested collection, a quoted scalar or a plain
    /// scalar up to a flow indicator, a line end, a comment or (`isKey`) `: `.
    private mutating func flowItem(isKey: Bool) throws(TraceError) -> YAMLNode {
        let startLine = line
        // A mapping's value may be missing at the end of input: `{a:` (found by FuzzLibinput).
        guard let first = byte(pos) else { throw failure("expected a value before the end of the input") }
        switch first {
        case Self.openBracket, Self.openBrace:
            if isKey { throw failure("expected a scalar key") }
            return try flowCollection()
        case Self.doubleQuote, Self.singleQuote:
            return YAMLNode(value: .quoted(try quotedScalar()), line: startLine)
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw failure("anchors, aliases, tags and block scalars are not supported")
        default:
            let start = pos
            var end = pos
            while let b = byte(pos), !Self.isLineEnd(b), !Self.isFlowIndicator(b), !atComment {
                if b == Self.colon, Self.isBreak(byte(pos + 1)) || Self.isFlowIndicator(byte(pos + 1)) { break }
                pos += 1
                if !Self.isBlank(b) { end = pos }
            }
            guard end > start else { throw failure("expected a value") }
            return YAMLNode(value: .plain(start..<end), line: startLine)
        }
    }

    /// A double- or single-quoted scalar on one line, `pos` at its opening quote.
    private mutating func quotedScalar() throws(TraceError) -> String {
        let quote = bytes[pos]
        pos += 1
        var text: [UInt8] = []
        while true {
            guard let b = byte(pos), !Self.isLineEnd(b) else { throw failure("a quoted string without its closing quote") }
            pos += 1
            if b == quote {
                if quote == Self.singleQuote, byte(pos) == Self.singleQuote {
                    text.append(quote)
                    pos += 1
                    continue
                }
                return String(decoding: text, as: UTF8.self)
            }
            if b == UInt8(ascii: "\\"), quote == Self.doubleQuote {
                try escape(into: &text)
            } else {
                text.append(b)
            }
        }
    }

    /// The escape after a backslash in a double-quoted scalar, appended as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws(TraceError) {
        guard let e = byte(pos), !Self.isLineEnd(e) else { throw failure("a quoted string without its closing quote") }
        pos += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\\"): UInt8(ascii: "\\"), Self.doubleQuote: Self.doubleQuote, UInt8(ascii: "/"): UInt8(ascii: "/"),
            UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, Self.tab: 9,
            UInt8(ascii: "n"): 10, UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13,
            UInt8(ascii: "e"): 27, Self.space: Self.space,
        ]
        if let plain = simple[e] {
            text.append(plain)
            return
        }
        let digits: Int
        switch e {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: throw failure("unknown escape '\\\(String(decoding: [e], as: UTF8.self))' in a quoted string")
        }
        guard pos + digits <= bytes.count,
              let code = RecordingText.integer(bytes[pos..<(pos + digits)], radix: 16, as: UInt32.self),
              bytes[pos..<(pos + digits)].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }),
              let scalar = Unicode.Scalar(code) else {
            throw failure("invalid escape in a quoted string")
        }
        pos += digits
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
}
