import MapSimulation
import TraceJSON

/// Errors, and decoding the scalar values of a trace: strings, booleans, numbers in their
/// ranges, enumerations, arrays.
extension TraceDecoder {
    /// An invalid-data error at `path`.
    static func failure(_ path: JSONPath, _ message: String) -> TraceError {
        TraceError(.invalidData, location: .jsonPath(path), message: message)
    }

    /// A number as JSON text for messages: 120, 0.5, 1e+20.
    static func text(_ number: Double) -> String { JSONValue.numberText(number) }

    /// A string in JSON quotes for messages.
    static func quoted(_ s: String) -> String { JSONValue.string(s).compactText }

    static func quotedList(_ names: [String]) -> String {
        names.map(quoted).joined(separator: ", ")
    }

    /// Keys for messages, unquoted: `moveCamera, animateCamera`.
    static func keyList(_ keys: [TraceSchema.Key]) -> String {
        keys.map(\.rawValue).joined(separator: ", ")
    }

    static func string(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> String {
        guard case .string(let s) = v else {
            throw failure(path, "expected a string, found \(v.kindDescription)")
        }
        return s
    }

    /// A non-empty string (ids).
    static func identifier(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> String {
        let s = try string(v, path)
        guard !s.isEmpty else { throw failure(path, "must not be empty") }
        return s
    }

    static func bool(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Bool {
        guard case .bool(let b) = v else {
            throw failure(path, "expected a boolean, found \(v.kindDescription)")
        }
        return b
    }

    /// A finite number.
    static func number(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        guard case .number(let n) = v else {
            throw failure(path, "expected a number, found \(v.kindDescription)")
        }
        guard n.isFinite else { throw failure(path, "not a finite number") }
        return n
    }

    /// A finite number within `range`.
    static func number(_ v: JSONValue, _ path: JSONPath, in range: ClosedRange<Double>) throws(TraceError) -> Double {
        let n = try number(v, path)
        guard range.contains(n) else {
            throw failure(path, "must be between \(text(range.lowerBound)) and \(text(range.upperBound)) (found \(text(n)))")
        }
        return n
    }

    /// A finite number with magnitude at most `limit`.
    static func number(_ v: JSONValue, _ path: JSONPath, magnitudeAtMost limit: Double) throws(TraceError) -> Double {
        let n = try number(v, path)
        guard n.magnitude <= limit else { throw failure(path, "too large (found \(text(n)), limit \(text(limit)))") }
        return n
    }

    /// A number greater than 0 and at most `limit`.
    static func positive(_ v: JSONValue, _ path: JSONPath, limit: Double) throws(TraceError) -> Double {
        let n = try number(v, path)
        guard n > 0 else { throw failure(path, "must be greater than 0 (found \(text(n)))") }
        guard n <= limit else { throw failure(path, "too large (found \(text(n)), limit \(text(limit)))") }
        return n
    }

    /// A number at least 0 and at most `limit`.
    static func nonNegative(_ v: JSONValue, _ path: JSONPath, limit: Double) throws(TraceError) -> Double {
        let n = try number(v, path)
        guard n >= 0 else { throw failure(path, "must not be negative (found \(text(n)))") }
        guard n <= limit else { throw failure(path, "too large (found \(text(n)), limit \(text(limit)))") }
        return n
    }

    /// An integer-valued number within `range`.
    static func integer(_ v: JSONValue, _ path: JSONPath, in range: ClosedRange<Int>) throws(TraceError) -> Int {
        let n = try number(v, path)
        guard n.rounded(.towardZero) == n else { throw failure(path, "must be an integer (found \(text(n)))") }
        guard n >= Double(range.lowerBound) && n <= Double(range.upperBound) else {
            throw failure(path, "must be between \(range.lowerBound) and \(range.upperBound) (found \(text(n)))")
        }
        return Int(n)
    }

    /// A time in milliseconds: finite, ≥ 0, at most `maxTimeMs`.
    static func timeMs(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        try nonNegative(v, path, limit: maxTimeMs)
    }

    static func latitude(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        try number(v, path, in: -90...90)
    }

    static func longitude(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        try number(v, path, in: -180...180)
    }

    static func zoom(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        try number(v, path, in: zoomLevels)
    }

    static func bearing(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        try number(v, path, magnitudeAtMost: maxBearingDegrees)
    }

    /// A tilt in degrees, within [0, 90).
    static func tilt(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        let n = try number(v, path)
        guard n >= 0 && n < 90 else {
            throw failure(path, "must be at least 0 and less than 90 (found \(text(n)))")
        }
        return n
    }

    /// The names and aliases `MotionProfile.named(_:)` accepts: `allNames`, then `aliases`.
    static var profileNamesAndAliases: [String] { MotionProfile.allNames + MotionProfile.aliases.map(\.alias) }

    /// The name or alias of a named profile (`MotionProfile.allNames`, the one list of
    /// them, and `MotionProfile.aliases`): a profile file's `base`.
    static func profileName(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> String {
        let s = try string(v, path)
        guard MotionProfile.named(s) != nil else {
            throw failure(path, "unknown value \(quoted(s)); expected one of \(quotedList(profileNamesAndAliases))")
        }
        return s
    }

    /// A trace's `profile`: a named profile's name or alias, or the path of a profile file
    /// (`ProfileFile.isFileReference`: ending in `.json`), kept as written. The decoder
    /// reads no file; `TraceFile.resolvedProfile(tracePath:)` does.
    static func profileReference(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> String {
        let s = try string(v, path)
        guard MotionProfile.named(s) != nil || ProfileFile.isFileReference(s) else {
            throw failure(path, "unknown value \(quoted(s)); expected one of \(quotedList(profileNamesAndAliases))"
                              + " or a profile file path ending in \".json\"")
        }
        return s
    }

    /// One of an enumeration's raw values.
    static func enumValue<E: RawRepresentable & CaseIterable>(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> E
    where E.RawValue == String {
        let s = try string(v, path)
        guard let value = E(rawValue: s) else {
            throw failure(path, "unknown value \(quoted(s)); expected one of \(quotedList(E.allCases.map(\.rawValue)))")
        }
        return value
    }

    /// An array's elements.
    static func array(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> [JSONValue] {
        guard case .array(let a) = v else {
            throw failure(path, "expected an array, found \(v.kindDescription)")
        }
        return a
    }
}
