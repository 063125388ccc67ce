import TraceJSON

/// Reads one JSON object of a trace: rejects unknown keys up front, then hands out
/// typed values with their paths. Internal to the decoder.
struct JSONObjectReader {
    let members: [JSONValue.Member]
    /// The members' keys, in file order (all known: the initializer checks).
    let keys: [TraceSchema.Key]
    let path: JSONPath

    /// Checks that `value` is an object whose keys all appear in `knownKeys`; the first
    /// unknown key in file order is the error (`settings.scrolGestures: unknown key`).
    init(_ value: JSONValue, at path: JSONPath, knownKeys: [TraceSchema.Key]) throws(TraceError) {
        guard case .object(let members) = value else {
            throw TraceDecoder.failure(path, "expected an object, found \(value.kindDescription)")
        }
        var keys: [TraceSchema.Key] = []
        keys.reserveCapacity(members.count)
        for member in members {
            guard let key = knownKeys.first(where: { $0.rawValue == member.key }) else {
                throw TraceDecoder.failure(path.appending(member.key), "unknown key")
            }
            keys.append(key)
        }
        self.members = members
        self.keys = keys
        self.path = path
    }

    /// The raw value of `key`, nil when absent.
    func value(_ key: TraceSchema.Key) -> JSONValue? {
        guard let index = keys.firstIndex(of: key) else { return nil }
        return members[index].value
    }

    /// Decodes a required key; absent is `<path>.<key>: missing required key`.
    func required<T>(_ key: TraceSchema.Key,
                     _ decode: (JSONValue, JSONPath) throws(TraceError) -> T) throws(TraceError) -> T {
        guard let v = value(key) else {
            throw TraceDecoder.failure(path.appending(key), "missing required key")
        }
        return try decode(v, path.appending(key))
    }

    /// Decodes an optional key; absent gives nil, null is a type error like any other.
    func optional<T>(_ key: TraceSchema.Key,
                     _ decode: (JSONValue, JSONPath) throws(TraceError) -> T) throws(TraceError) -> T? {
        guard let v = value(key) else { return nil }
        return try decode(v, path.appending(key))
    }

    /// Decodes a key that may be null: absent gives nil, null gives `.some(nil)`.
    func nullable<T>(_ key: TraceSchema.Key,
                     _ decode: (JSONValue, JSONPath) throws(TraceError) -> T) throws(TraceError) -> T?? {
        guard let v = value(key) else { return nil }
        if case .null = v { return .some(nil) }
        return .some(try decode(v, path.appending(key)))
    }
}

extension JSONPath {
    /// This path followed by a trace schema key.
    func appending(_ key: TraceSchema.Key) -> JSONPath { appending(key.rawValue) }
}
