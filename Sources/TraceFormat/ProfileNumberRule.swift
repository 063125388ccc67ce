import TraceJSON

/// The values a number of a profile file may take: always finite, and within the rule's
/// bounds (our choices, per field in `ProfileFile+Fields.swift`; `traces/profile.schema.json`
/// states the same bounds, which `ProfileSchemaTests` checks). Errors are the trace
/// decoder's: `must not be negative (found -1)`, `too large (found 2e+10, limit 1000000000)`.
enum ProfileNumberRule: Hashable, Sendable {
    /// At least 0 and at most `limit`.
    case nonNegative(limit: Double)
    /// Greater than 0 and at most `limit`.
    case positive(limit: Double)
    /// Within the closed range.
    case range(ClosedRange<Double>)
    /// Either sign, magnitude at most `limit`.
    case magnitude(limit: Double)
    /// Greater than 0 and less than 1.
    case openUnitInterval
    /// A tilt in degrees: at least 0 and less than 90 (the trace decoder's tilt rule).
    case tilt

    /// The number `v` at `path` when it keeps the rule, else the error naming the path.
    func read(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        switch self {
        case let .nonNegative(limit):
            return try TraceDecoder.nonNegative(v, path, limit: limit)
        case let .positive(limit):
            return try TraceDecoder.positive(v, path, limit: limit)
        case let .range(range):
            return try TraceDecoder.number(v, path, in: range)
        case let .magnitude(limit):
            return try TraceDecoder.number(v, path, magnitudeAtMost: limit)
        case .openUnitInterval:
            let n = try TraceDecoder.number(v, path)
            guard n > 0 && n < 1 else {
                throw TraceDecoder.failure(path, "must be greater than 0 and less than 1 (found \(TraceDecoder.text(n)))")
            }
            return n
        case .tilt:
            return try TraceDecoder.tilt(v, path)
        }
    }

    /// The JSON Schema keywords that state the rule, in schema order: `minimum` or
    /// `exclusiveMinimum`, then `maximum` or `exclusiveMaximum`.
    var schemaKeywords: [(keyword: String, value: Double)] {
        switch self {
        case let .nonNegative(limit): return [("minimum", 0), ("maximum", limit)]
        case let .positive(limit): return [("exclusiveMinimum", 0), ("maximum", limit)]
        case let .range(range): return [("minimum", range.lowerBound), ("maximum", range.upperBound)]
        case let .magnitude(limit): return [("minimum", -limit), ("maximum", limit)]
        case .openUnitInterval: return [("exclusiveMinimum", 0), ("exclusiveMaximum", 1)]
        case .tilt: return [("minimum", 0), ("exclusiveMaximum", 90)]
        }
    }
}
