/// Errors from building camera values out of range.
public enum CameraError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `setMinZoom(_:maxZoom:)` was given a minimum above the maximum.
    case minZoomAboveMaxZoom(minZoom: Double, maxZoom: Double)
    /// A value that must be a finite number was not (named by `field`).
    case notFinite(field: String)
    /// A tilt limit table was empty, not sorted by zoom, or held a tilt outside [0°, 90°).
    case invalidTiltTable(String)
    /// A viewport's width or height (points) was zero or negative.
    case viewportSizeNotPositive(width: Double, height: Double)
    /// A padding side (`field`, points) was negative.
    case paddingNegative(field: String, value: Double)
    /// Padding left + right reached the width, or top + bottom the height (`axis` is
    /// "horizontal" or "vertical"; both in points), leaving no view for the camera target.
    case paddingFillsView(axis: String, padding: Double, size: Double)

    /// A one-line description for users.
    public var description: String {
        switch self {
        case let .minZoomAboveMaxZoom(minZoom, maxZoom):
            return "minZoom \(minZoom) is greater than maxZoom \(maxZoom)"
        case let .notFinite(field):
            return "\(field) is not a finite number"
        case let .invalidTiltTable(why):
            return "invalid tilt limit table: \(why)"
        case let .viewportSizeNotPositive(width, height):
            return "viewport size \(width) x \(height) is not positive"
        case let .paddingNegative(field, value):
            return "padding \(field) \(value) is negative"
        case let .paddingFillsView(axis, padding, size):
            return "\(axis) padding \(padding) is not less than the view's \(size) points"
        }
    }
}
