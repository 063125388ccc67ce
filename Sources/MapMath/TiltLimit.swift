/// The largest tilt a camera may take at each zoom: a piecewise-linear function of zoom
/// through `stops`, constant before the first stop and after the last.
///
/// The default follows the Google Maps SDK for iOS documentation (`GMSCameraPosition`
/// viewingAngle): 30° at zoom ≤ 10, 45° at zoom 14, 65° at zoom ≥ 16, linear between.
/// Motion profiles carry their own table.
public struct TiltLimit: Hashable, Sendable, Codable {
    /// One point of the table: at `zoom`, tilt may reach `maxTilt` degrees.
    public struct Stop: Hashable, Sendable, Codable {
        /// Zoom level of the stop.
        public var zoom: Double
        /// Largest tilt at that zoom, degrees from nadir, in [0, 90).
        public var maxTilt: Double

        /// A stop: at `zoom`, tilt may reach `maxTilt` degrees.
        public init(zoom: Double, maxTilt: Double) {
            self.zoom = zoom
            self.maxTilt = maxTilt
        }
    }

    /// The stops, sorted by zoom, at least one.
    public let stops: [Stop]

    /// Google Maps SDK for iOS: 30° at ≤ 10, 45° at 14, 65° at ≥ 16.
    public static let googleIOS = TiltLimit(unchecked: [
        Stop(zoom: 10, maxTilt: 30), Stop(zoom: 14, maxTilt: 45), Stop(zoom: 16, maxTilt: 65),
    ])

    /// A table from its stops; throws unless there is at least one stop, zooms are finite
    /// and strictly increasing, and each tilt lies in [0°, 90°).
    public init(stops: [Stop]) throws(CameraError) {
        guard !stops.isEmpty else { throw .invalidTiltTable("no stops") }
        for (i, s) in stops.enumerated() {
            guard s.zoom.isFinite, s.maxTilt.isFinite else { throw .invalidTiltTable("stop \(i) is not finite") }
            guard s.maxTilt >= 0, s.maxTilt < 90 else { throw .invalidTiltTable("stop \(i) tilt \(s.maxTilt) is outside [0, 90)") }
            if i > 0, s.zoom <= stops[i - 1].zoom { throw .invalidTiltTable("zooms are not increasing at stop \(i)") }
        }
        self.stops = stops
    }

    private init(unchecked stops: [Stop]) {
        self.stops = stops
    }

    /// Decodes `stops` and checks them as `init(stops:)` does (a decoded table keeps the
    /// same promises: `CameraLimits.clamp` relies on tilts never below 0); throws
    /// `DecodingError.dataCorrupted` for a table `init(stops:)` refuses.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stops = try container.decode([Stop].self, forKey: .stops)
        do {
            try self.init(stops: stops)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .stops, in: container, debugDescription: "\(error)")
        }
    }

    private enum CodingKeys: String, CodingKey {
        case stops
    }

    /// The largest tilt in degrees allowed at `zoom`.
    public func maxTilt(atZoom zoom: Double) -> Double {
        let first = stops[0]
        if !(zoom > first.zoom) { return first.maxTilt }
        for i in 1..<stops.count {
            let b = stops[i]
            if zoom <= b.zoom {
                let a = stops[i - 1]
                let t = (zoom - a.zoom) / (b.zoom - a.zoom)
                return a.maxTilt + (b.maxTilt - a.maxTilt) * t
            }
        }
        return stops[stops.count - 1].maxTilt
    }
}
