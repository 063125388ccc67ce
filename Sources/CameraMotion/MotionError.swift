/// Errors from building motion values out of range.
public enum MotionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A cubic Bézier timing curve had a control point x outside [0, 1] or a value that
    /// is not finite (CSS `cubic-bezier()` rejects the same).
    case invalidTimingCurve(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A motion parameter was out of range (named by `field`, with the reason).
    case invalidParameter(field: String, reason: String)

    /// A one-line description for users.
    public var description: String {
        switch self {
        case let .invalidTimingCurve(x1, y1, x2, y2):
            return "invalid timing curve cubic-bezier(\(x1), \(y1), \(x2), \(y2)): x1 and x2 must lie in [0, 1] and every value must be finite"
        case let .invalidParameter(field, reason):
            return "invalid \(field): \(reason)"
        }
    }
}
