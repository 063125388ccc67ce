import TraceFormat

/// One node of the YAML subset `YAMLReader` reads, with the 1-based line it starts on for
/// error messages. Plain scalars stay byte ranges of the document (`YAMLDocument`), so
/// that a recording's hundreds of thousands of numbers are read without a string each.
struct YAMLNode: Sendable, Equatable {
    /// What the node holds.
    enum Value: Sendable, Equatable {
        /// No value: `key:` with nothing after it or under it, or an empty `-` item.
        case null
        /// A plain scalar: the bytes `range` of the document, trimmed.
        case plain(Range<Int>)
        /// A quoted scalar, escapes resolved.
        case quoted(String)
        /// A block or flow sequence.
        case sequence([YAMLNode])
        /// A block or flow mapping, in file order (keys are unique).
        case mapping([YAMLEntry])
    }

    /// The node's content.
    var value: Value
    /// The 1-based line the node starts on.
    var line: Int

    /// The items of a sequence; nil for any other node.
    var items: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    /// The entries of a mapping; nil for any other node.
    var entries: [YAMLEntry]? {
        if case .mapping(let entries) = value { return entries }
        return nil
    }

    /// The value of `key` in a mapping; nil when absent or when this is not a mapping.
    func member(_ key: String) -> YAMLNode? {
        entries?.first { $0.key == key }?.value
    }
}

/// One `key: value` pair of a mapping.
struct YAMLEntry: Sendable, Equatable {
    /// The key, a scalar's text.
    var key: String
    /// The value.
    var value: YAMLNode
}

/// A parsed YAML document: its root node and the bytes its plain scalars point into.
struct YAMLDocument: Sendable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The top-level node.
    let root: YAMLNode

    /// A scalar's text (plain or quoted); nil for null, sequences and mappings.
    func text(_ node: YAMLNode) -> String? {
        switch node.value {
        case .plain(let range): return RecordingText.string(bytes[range])
        case .quoted(let text): return text
        case .null, .sequence, .mapping: return nil
        }
    }

    /// A plain scalar's decimal integer in `T`'s range (an optional sign, then digits, as
    /// libinput writes numbers); nil otherwise.
    func integer<T: FixedWidthInteger>(_ node: YAMLNode, as type: T.Type = T.self) -> T? {
        guard case .plain(let range) = node.value else { return nil }
        return RecordingText.integer(bytes[range], as: T.self)
    }

    /// A plain scalar for an error message, quoted and cut as `RecordingText.quoted`;
    /// a short description for other nodes.
    func quoted(_ node: YAMLNode) -> String {
        switch node.value {
        case .plain(let range): return RecordingText.quoted(bytes[range])
        case .quoted(let text): return RecordingText.quoted(Array(text.utf8)[...])
        case .null: return "nothing"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
