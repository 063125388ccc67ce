/// Why a `JSONWriter` document could not be finished.
public enum JSONWriterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A NaN or infinite number was written at `path` (JSON has no form for it).
    case nonFiniteNumber(path: String, value: Double)

    /// A one-line description for users.
    public var description: String {
        switch self {
        case let .nonFiniteNumber(path, value):
            return "\(path): \(value) is not a finite number and has no JSON form"
        }
    }
}
