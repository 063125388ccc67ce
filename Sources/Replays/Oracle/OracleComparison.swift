import MapMath
import MapSimulation

/// mapsim's camera and the real library's, compared at every frame of the clock: the
/// oracle's verdict on one trace (docs/fidelity.md).
///
/// mapsim's replay lists only the frames in which something could change (a listed frame
/// stands for the frames after it until the next one: `Simulation.nextFrameToDraw`), so its
/// cameras are first filled in to one per frame (`filled`). At each frame the two cameras
/// are measured apart: the targets on screen in view points at mapsim's zoom, the zooms in
/// levels, the bearings the short way round and the tilts in degrees. A trace agrees when
/// every frame lies within all four tolerances. The library's list may run past mapsim's
/// last frame (it moved on after mapsim came to rest): mapsim's camera stays at its last.
public struct OracleComparison: Sendable {
    /// How far apart two cameras may be and still count as the same.
    public struct Tolerances: Hashable, Sendable {
        /// Targets on screen, view points. Default 0.5.
        public var targetPoints: Double = 0.5
        /// Zoom, levels. Default 0.001.
        public var zoom: Double = 0.001
        /// Bearing and tilt, degrees. Default 0.05.
        public var angle: Double = 0.05

        /// The oracle's tolerances: 0.5 pt, 0.001 zoom, 0.05° (our choice: below what a person sees).
        public static let standard = Tolerances()

        /// "0.5 pt, 0.001 zoom, 0.05°".
        public var description: String {
            "\(ReportFormat.number(targetPoints)) pt, \(ReportFormat.number(zoom)) zoom, \(ReportFormat.number(angle))°"
        }
    }

    /// The largest difference of one measure and the first frame it occurs at.
    public struct Worst: Hashable, Sendable {
        /// The difference's size (absolute), in the measure's unit.
        public var value: Double = 0
        /// Frame time, seconds.
        public var time: Double = 0
    }

    /// One frame's camera, in our conventions (zoom of 256-point tiles; bearing in [0, 360)).
    public struct Camera: Hashable, Sendable {
        /// Frame time, seconds.
        public var time: Double
        /// Target latitude, degrees.
        public var latitude: Double
        /// Target longitude, degrees.
        public var longitude: Double
        /// Zoom level.
        public var zoom: Double
        /// Bearing, degrees clockwise from north.
        public var bearing: Double
        /// Tilt, degrees from nadir.
        public var tilt: Double

        /// A camera from its parts.
        public init(time: Double, latitude: Double, longitude: Double, zoom: Double, bearing: Double, tilt: Double) {
            self.time = time
            self.latitude = latitude
            self.longitude = longitude
            self.zoom = zoom
            self.bearing = bearing
            self.tilt = tilt
        }

        /// mapsim's camera at `time`.
        public init(time: Double, _ camera: CameraPosition) {
            self.init(time: time, latitude: camera.target.latitude, longitude: camera.target.longitude,
                      zoom: camera.zoom, bearing: camera.bearing, tilt: camera.tilt)
        }

        /// MapLibre's camera (`getCenter`, `getZoom`, `getBearing`, `getPitch`) at `timeMs`
        /// in our conventions: zoom + 1 (512-pixel tiles), the rest as given.
        public static func mapLibre(timeMs: Double, lat: Double, lng: Double, zoom: Double, bearing: Double,
                                    pitch: Double) -> Camera {
            Camera(time: timeMs / 1000, latitude: lat, longitude: lng, zoom: zoom + 1, bearing: bearing, tilt: pitch)
        }
    }

    /// The tolerances used.
    public var tolerances: Tolerances
    /// mapsim's camera at every frame.
    public var ours: [Camera]
    /// The library's camera at every frame.
    public var theirs: [Camera]
    /// Largest target distance on screen, view points.
    public var target = Worst()
    /// Largest zoom difference, levels.
    public var zoom = Worst()
    /// Largest bearing difference, degrees (the short way round).
    public var bearing = Worst()
    /// Largest tilt difference, degrees.
    public var tilt = Worst()
    /// The first frame time at which a measure exceeds its tolerance, seconds; nil when none does.
    public var firstDifferenceTime: Double?

    /// Whether every frame lies within the tolerances.
    public var agrees: Bool { firstDifferenceTime == nil }

    /// Compares mapsim's listed `frames` (filled to `theirs.count` frames of `clock`;
    /// `initial` stands before the first) with the library's camera at each frame.
    public init(frames: [FrameRecord], initial: CameraPosition, clock: FrameClock, theirs: [Camera],
                tolerances: Tolerances = .standard) {
        self.tolerances = tolerances
        self.theirs = theirs
        ours = Self.filled(frames, initial: initial, count: theirs.count, clock: clock)
        for (a, b) in zip(ours, theirs) { measure(a, b) }
    }

    /// One camera per frame of `clock` from 0 to `count` − 1: each frame shows the last
    /// listed frame at or before its time (`initial` before the first).
    public static func filled(_ frames: [FrameRecord], initial: CameraPosition, count: Int, clock: FrameClock) -> [Camera] {
        var result: [Camera] = []
        result.reserveCapacity(count)
        var i = 0
        var camera = initial
        for k in 0..<max(count, 0) {
            let time = clock.time(ofFrame: k)
            while i < frames.count && frames[i].time <= time {
                camera = frames[i].camera
                i += 1
            }
            result.append(Camera(time: time, camera))
        }
        return result
    }

    /// Folds one frame's differences into the worst ones.
    mutating func measure(_ a: Camera, _ b: Camera) {
        let d = Self.differences(a, b)
        func note(_ worst: inout Worst, _ value: Double, _ limit: Double) {
            // NaN counts as over any limit.
            if !(value <= worst.value) { worst = Worst(value: value, time: a.time) }
            if !(value <= limit) && firstDifferenceTime == nil { firstDifferenceTime = a.time }
        }
        note(&target, d.targetPoints, tolerances.targetPoints)
        note(&zoom, d.zoom, tolerances.zoom)
        note(&bearing, d.bearing, tolerances.angle)
        note(&tilt, d.tilt, tolerances.angle)
    }

    /// How far apart two cameras are: targets on screen in view points at `a`'s zoom, and
    /// the absolute zoom, bearing (the short way round) and tilt differences.
    public static func differences(_ a: Camera, _ b: Camera) -> (targetPoints: Double, zoom: Double, bearing: Double, tilt: Double) {
        let pa = WebMercator.worldPoint(for: Coordinate(latitude: a.latitude, longitude: a.longitude))
        let pb = WebMercator.worldPoint(for: Coordinate(latitude: b.latitude, longitude: b.longitude))
        let scale = WebMercator.scale(atZoom: a.zoom)
        let dx = WebMercator.nearestCopyOffset(pb.x - pa.x) * scale, dy = (pb.y - pa.y) * scale
        var bearing = (b.bearing - a.bearing).truncatingRemainder(dividingBy: 360)
        if bearing > 180 { bearing -= 360 } else if bearing < -180 { bearing += 360 }
        return ((dx * dx + dy * dy).squareRoot(), abs(b.zoom - a.zoom), abs(bearing), abs(b.tilt - a.tilt))
    }
}
