/// A JSON value as parsed by `JSONParser`, with object members kept in file order.
///
/// Objects are arrays of members, never dictionaries, so nothing here depends on hash
/// order: serializing a parsed value writes its keys in the order they were read.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; the parser only produces finite values.
    case number(Double)
    /// A string.
    case string(String)
    /// An array of values.
    case array([JSONValue])
    /// An object: its members in file order (keys are unique when it comes from the parser).
    case object([Member])

    /// One key/value pair of a JSON object.
    public struct Member: Hashable, Sendable {
        /// The member's key.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// A member from its key and value.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of the first member named `key` when this is an object, else nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The number when this is `.number`, else nil.
    public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The string when this is `.string`, else nil.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The Boolean when this is `.bool`, else nil.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The elements when this is `.array`, else nil.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The members when this is `.object`, else nil.
    public var objectMembers: [Member]? {
        if case .object(let m) = self { return m }
        return nil
    }

    /// What kind of value this is, with its article, for messages: "a number", "null".
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
                     ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
                     ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal, stored as a Double.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A floating-point literal.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object literal; members keep the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
}
