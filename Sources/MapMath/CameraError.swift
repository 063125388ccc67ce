/// Errors from building camera values out of range.
public enum CameraError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `setMinZoom(_:maxZoom:)` was given a minimum above the maximum.
    case minZoomAboveMaxZoom(minZoom: Double, maxZoom: Double)
    /// A value that must be a finite number was not (named by `field`).
    case notFinite(field: String)
    /// A tilt limit table was empty, not sorted by zoom, or held a tilt outside [0°, 90°).
    case invalidTiltTable(String)

    /// A one-line description for users.
    public var description: String {
        switch self {
        case let .minZoomAboveMaxZoom(minZoom, maxZoom):
            return "minZoom \(minZoom) is greater than maxZoom \(maxZoom)"
        case let .notFinite(field):
            return "\(field) is not a finite number"
        case let .invalidTiltTable(why):
            return "invalid tilt limit table: \(why)"
        }
    }
}
