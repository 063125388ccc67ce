import TraceJSON

/// Reads one JSON object of a trace: rejects unknown keys up front, then hands out
/// typed values with their paths. Internal to the decoder.
struct JSONObjectReader {
    let members: [JSONValue.Member]
    let path: JSONPath

    /// Checks that `value` is an object whose keys all appear in `knownKeys`; the first
    /// unknown key in file order is the error (`settings.scrolGestures: unknown key`).
    init(_ value: JSONValue, at path: JSONPath, knownKeys: [String]) throws(TraceError) {
        guard case .object(let members) = value else {
            throw TraceDecoder.failure(path, "expected an object, found \(value.kindDescription)")
        }
        for member in members where !knownKeys.contains(member.key) {
            throw TraceDecoder.failure(path.appending(member.key), "unknown key")
        }
        self.members = members
        self.path = path
    }

    /// The raw value of `key`, nil when absent.
    func value(_ key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }

    /// Whether `key` is present (even as null).
    func has(_ key: String) -> Bool { value(key) != nil }

    /// The keys present, in file order.
    var keys: [String] { members.map(\.key) }

    /// Decodes a required key; absent is `<path>.<key>: missing required key`.
    func required<T>(_ key: String,
                     _ decode: (JSONValue, JSONPath) throws(TraceError) -> T) throws(TraceError) -> T {
        guard let v = value(key) else {
            throw TraceDecoder.failure(path.appending(key), "missing required key")
        }
        return try decode(v, path.appending(key))
    }

    /// Decodes an optional key; absent gives nil, null is a type error like any other.
    func optional<T>(_ key: String,
                     _ decode: (JSONValue, JSONPath) throws(TraceError) -> T) throws(TraceError) -> T? {
        guard let v = value(key) else { return nil }
        return try decode(v, path.appending(key))
    }

    /// Decodes a key that may be null: absent gives nil, null gives `.some(nil)`.
    func nullable<T>(_ key: String,
                     _ decode: (JSONValue, JSONPath) throws(TraceError) -> T) throws(TraceError) -> T?? {
        guard let v = value(key) else { return nil }
        if case .null = v { return .some(nil) }
        return .some(try decode(v, path.appending(key)))
    }
}
