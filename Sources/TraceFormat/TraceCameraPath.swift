import TraceJSON

/// A `cameraPath` expectation: the camera at each drawn frame while something moved, one
/// row per frame, compared frame by frame with a replay (`mapsim check --update` writes
/// it; a hand-written one works the same).
///
/// Form: `{"tolerance": {"targetPt": 0.01, "zoom": 1e-7, "degrees": 1e-7}, "frames":
/// [[timeMs, lat, lng, zoom, bearing, tilt], ...]}`, rows in time order. Each row is
/// compared with the camera in effect at its time: the last frame drawn at or before it
/// (within 0.001 ms), or the camera at the end of the replay for rows after the last
/// frame. The target is compared by its distance on screen at the row's zoom, in points
/// (`targetPt`); zoom in levels; bearing (on the circle) and tilt in degrees (`degrees`).
public struct TraceCameraPath: Hashable, Sendable {
    /// One row: a frame's time and camera.
    public struct Row: Hashable, Sendable {
        /// Time of the frame, ms from the start of the trace.
        public var timeMs: Double
        /// Target latitude and longitude, degrees.
        public var latitude: Double
        public var longitude: Double
        /// Zoom level.
        public var zoom: Double
        /// Bearing and tilt, degrees.
        public var bearing: Double
        public var tilt: Double

        /// A row from its six numbers.
        public init(timeMs: Double, latitude: Double, longitude: Double, zoom: Double, bearing: Double, tilt: Double) {
            self.timeMs = timeMs
            self.latitude = latitude
            self.longitude = longitude
            self.zoom = zoom
            self.bearing = bearing
            self.tilt = tilt
        }
    }

    /// Default limit of the target's distance from the row, points: 0.01 (our choice: above
    /// the 0.002 pt the 1e-10° rounding of `--update` can make at zoom 22 and latitude 85,
    /// far below any change a person could see).
    public static let defaultTargetPt = 0.01
    /// Default limit of zoom (levels) and of bearing and tilt (degrees): 1e-7, the golden
    /// expectations' tolerance (`TraceReplayResult.goldenCameraTolerance`).
    public static let defaultTolerance = 1e-7
    /// How far a row's time may be from a drawn frame's and still be that frame, ms: the
    /// 1 µs to which `--update` rounds times.
    public static let frameTimeToleranceMs = 0.001

    /// Largest distance of the target from a row, points. Default 0.01.
    public var targetPt: Double
    /// Largest zoom difference, levels. Default 1e-7.
    public var zoom: Double
    /// Largest bearing (on the circle) and tilt difference, degrees. Default 1e-7.
    public var degrees: Double
    /// The rows, in time order.
    public var frames: [Row]

    /// A path of `frames` with the given limits.
    public init(frames: [Row], targetPt: Double = TraceCameraPath.defaultTargetPt,
                zoom: Double = TraceCameraPath.defaultTolerance, degrees: Double = TraceCameraPath.defaultTolerance) {
        self.frames = frames
        self.targetPt = targetPt
        self.zoom = zoom
        self.degrees = degrees
    }

    /// `{"tolerance": {...}, "frames": [[...], ...]}`.
    public var jsonValue: JSONValue {
        let tolerance = JSONValue.schemaObject([.targetPt: .number(targetPt), .zoom: .number(zoom), .degrees: .number(degrees)])
        let rows = frames.map { r in
            JSONValue.array([.number(r.timeMs), .number(r.latitude), .number(r.longitude), .number(r.zoom),
                             .number(r.bearing), .number(r.tilt)])
        }
        return .schemaObject([.tolerance: tolerance, .frames: .array(rows)])
    }
}

extension TraceDecoder {
    /// A `cameraPath` argument: `tolerance` (optional, each limit optional, non-negative)
    /// and `frames`, rows of six finite numbers: a time in ms not before the row before it,
    /// latitude, longitude, zoom, bearing and tilt within the camera's ranges.
    static func cameraPath(_ v: JSONValue, _ p: JSONPath) throws(TraceError) -> TraceCameraPath {
        let r = try JSONObjectReader(v, at: p, knownKeys: TraceSchema.cameraPathKeys)
        var path = TraceCameraPath(frames: [])
        if let tolerance = try r.optional(.tolerance, { (v, p) throws(TraceError) in
            try JSONObjectReader(v, at: p, knownKeys: TraceSchema.cameraPathToleranceKeys)
        }) {
            func limit(_ key: TraceSchema.Key) throws(TraceError) -> Double? {
                try tolerance.optional(key) { (v, p) throws(TraceError) in try nonNegative(v, p, limit: maxPoints) }
            }
            path.targetPt = try limit(.targetPt) ?? path.targetPt
            path.zoom = try limit(.zoom) ?? path.zoom
            path.degrees = try limit(.degrees) ?? path.degrees
        }
        let rows = try r.required(.frames, array)
        path.frames.reserveCapacity(rows.count)
        for (i, row) in rows.enumerated() {
            let rp = p.appending(.frames).appending(i)
            let fields = try array(row, rp)
            guard fields.count == 6 else {
                throw failure(rp, "expected 6 numbers [timeMs, lat, lng, zoom, bearing, tilt], found \(fields.count)")
            }
            let time = try timeMs(fields[0], rp.appending(0))
            if let last = path.frames.last, time < last.timeMs {
                throw failure(rp.appending(0), "time goes backwards (\(text(time)) after \(text(last.timeMs)))")
            }
            path.frames.append(TraceCameraPath.Row(
                timeMs: time, latitude: try latitude(fields[1], rp.appending(1)), longitude: try longitude(fields[2], rp.appending(2)),
                zoom: try zoom(fields[3], rp.appending(3)), bearing: try bearing(fields[4], rp.appending(4)),
                tilt: try tilt(fields[5], rp.appending(5))))
        }
        return path
    }
}
