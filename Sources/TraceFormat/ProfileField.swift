import TraceJSON

/// One overridable field of a profile file: its JSON key, what kind of value it takes, and
/// how that value is read into the `Target` being built (a `GestureThresholds`, a
/// `MotionDefaults`, a fling model, ...). The tables of them are in `ProfileFile+Fields.swift`;
/// adding a field there is one line. Internal to the profile loader.
struct ProfileField<Target>: Sendable {
    /// What a field takes, for the loader's tests to hold `traces/profile.schema.json` to.
    enum Kind: Hashable, Sendable {
        /// A number within the rule; `nullable` when null is accepted too.
        case number(ProfileNumberRule, nullable: Bool)
        /// One of these strings (an enumeration's raw values).
        case choice([String])
        /// A structured value the schema defines once under `$defs/NAME`.
        case definition(String)
    }

    /// The field's JSON key: the Swift property's name, or a flat name for a nested one
    /// (`panDeceleration` for `pan.deceleration`).
    let key: String
    /// What the field takes.
    let kind: Kind
    /// Reads the value at the path into the target, or throws the error naming the path.
    let read: @Sendable (inout Target, JSONValue, JSONPath) throws(TraceError) -> Void

    /// A field from its key, kind and reader.
    init(_ key: String, _ kind: Kind, read: @escaping @Sendable (inout Target, JSONValue, JSONPath) throws(TraceError) -> Void) {
        self.key = key
        self.kind = kind
        self.read = read
    }

    /// A number field kept within `rule`, written through `keyPath`.
    static func number(_ key: String, _ keyPath: WritableKeyPath<Target, Double> & Sendable,
                       _ rule: ProfileNumberRule) -> ProfileField {
        ProfileField(key, .number(rule, nullable: false)) { (target, v, path) throws(TraceError) in
            target[keyPath: keyPath] = try rule.read(v, path)
        }
    }

    /// A number-or-null field kept within `rule`, written through `keyPath` (null writes nil).
    static func optionalNumber(_ key: String, _ keyPath: WritableKeyPath<Target, Double?> & Sendable,
                               _ rule: ProfileNumberRule) -> ProfileField {
        ProfileField(key, .number(rule, nullable: true)) { (target, v, path) throws(TraceError) in
            if case .null = v {
                target[keyPath: keyPath] = nil
            } else {
                target[keyPath: keyPath] = try rule.read(v, path)
            }
        }
    }

    /// A field of one of `E`'s raw values, written through `keyPath`.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ keyPath: WritableKeyPath<Target, E> & Sendable
    ) -> ProfileField where E.RawValue == String {
        ProfileField(key, .choice(E.allCases.map(\.rawValue))) { (target, v, path) throws(TraceError) in
            target[keyPath: keyPath] = try TraceDecoder.enumValue(v, path)
        }
    }

    /// A field of a value defined under `$defs/definition`, read by `value` and written
    /// through `keyPath`.
    static func value<Value>(_ key: String, _ keyPath: WritableKeyPath<Target, Value> & Sendable,
                             definition: String,
                             _ value: @escaping @Sendable (Value, JSONValue, JSONPath) throws(TraceError) -> Value) -> ProfileField {
        ProfileField(key, .definition(definition)) { (target, v, path) throws(TraceError) in
            target[keyPath: keyPath] = try value(target[keyPath: keyPath], v, path)
        }
    }

    /// An object of overrides: each member of `value` goes, in file order, through the field
    /// of its key in `fields`, changing `target`. Keys in `skipping` are passed over (read by
    /// the caller); any other key without a field is `unknownKey` at its path.
    static func apply(_ value: JSONValue, at path: JSONPath, _ fields: [ProfileField], to target: inout Target,
                      skipping: [String] = [], unknownKey: String = "unknown key") throws(TraceError) {
        guard case .object(let members) = value else {
            throw TraceDecoder.failure(path, "expected an object, found \(value.kindDescription)")
        }
        for member in members where !skipping.contains(member.key) {
            guard let field = fields.first(where: { $0.key == member.key }) else {
                throw TraceDecoder.failure(path.appending(member.key), unknownKey)
            }
            try field.read(&target, member.value, path.appending(member.key))
        }
    }
}
