/// Where a document's top-level object and each of its members sit in the parsed bytes,
/// as `JSONParser.parseRecordingSpans(_:)` reports them: what an editor needs to replace
/// one member's value, or add a member, and leave every other byte as it was (`mapsim
/// check --update` rewriting a trace's `expect`).
///
/// Offsets count bytes of the buffer that was parsed, a leading byte order mark included.
/// Ranges hold no whitespace at either end.
public struct JSONTopLevelSpans: Hashable, Sendable {
    /// One member of the top-level object.
    public struct Member: Hashable, Sendable {
        /// The member's key, unescaped.
        public var key: String
        /// The key's bytes, its quotes included.
        public var keyRange: Range<Int>
        /// The value's bytes, from its first byte to just past its last.
        public var valueRange: Range<Int>

        /// A member from its key and byte ranges.
        public init(key: String, keyRange: Range<Int>, valueRange: Range<Int>) {
            self.key = key
            self.keyRange = keyRange
            self.valueRange = valueRange
        }
    }

    /// The object's bytes, from its `{` to just past its `}`.
    public var objectRange: Range<Int>
    /// The members in file order.
    public var members: [Member]

    /// Spans from their parts.
    public init(objectRange: Range<Int>, members: [Member]) {
        self.objectRange = objectRange
        self.members = members
    }

    /// The member named `key`, or nil.
    public func member(_ key: String) -> Member? {
        members.first { $0.key == key }
    }
}
