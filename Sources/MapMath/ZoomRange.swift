/// The closed range of zoom levels a camera may take, as `GMSMapView.setMinZoom(_:maxZoom:)`.
/// Default [2, 21] (Google Maps SDK for iOS `kGMSMinZoomLevel`/`kGMSMaxZoomLevel`).
public struct ZoomRange: Hashable, Sendable, Codable {
    /// Smallest zoom level allowed. Default 2.
    public private(set) var minZoom: Double
    /// Largest zoom level allowed. Default 21.
    public private(set) var maxZoom: Double

    /// Google's default range: 2 to 21.
    public static let `default` = ZoomRange(uncheckedMin: 2, max: 21)

    /// A range from `minZoom` to `maxZoom`; throws when either is not finite or
    /// `minZoom > maxZoom` (Google's `setMinZoom:maxZoom:` raises for that too).
    public init(minZoom: Double, maxZoom: Double) throws(CameraError) {
        guard minZoom.isFinite else { throw .notFinite(field: "minZoom") }
        guard maxZoom.isFinite else { throw .notFinite(field: "maxZoom") }
        guard minZoom <= maxZoom else { throw .minZoomAboveMaxZoom(minZoom: minZoom, maxZoom: maxZoom) }
        self.minZoom = minZoom
        self.maxZoom = maxZoom
    }

    private init(uncheckedMin: Double, max: Double) {
        minZoom = uncheckedMin
        maxZoom = max
    }

    /// `zoom` clamped into the range.
    @inlinable
    public func clamp(_ zoom: Double) -> Double {
        min(max(zoom, minZoom), maxZoom)
    }
}
