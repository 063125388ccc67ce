import MapMath
import Gestures
import MapSimulation
import Replays

/// One trace replayed under several variants (profile, input delivery, frame rate) and
/// measured side by side: `mapsim compare`. It answers "why does the same flick go further
/// on iOS" with numbers: each variant's gestures and what they did to the camera, each
/// fling's distance, duration and peak speed, the time to idle, and the first frame at
/// which a variant's camera parts from the first variant's. Gestures are lined up by time
/// (`GestureAlignment`), so an extra gesture in one variant is one row of its own.
///
/// Method. Each variant's replay keeps its frames (`TraceReplay.run(recordFrames: true)`).
/// A *fling* is the camera's motion from a fling's start (the release, or under
/// `maplibre-gl-js` the first frame after it, where the inertia is decided) to the next
/// `idleAtCameraPosition` (or the end): its distance is the path length of the camera
/// target from the start camera over the drawn frames, in view points at each frame's
/// zoom, and the great-circle distance on the ground between its start and rest targets;
/// its peak speed is the largest distance between consecutive positions over their time
/// apart. Cameras are compared at every drawn frame of either variant, each side
/// taken at its last drawn frame at or before that time (a skipped frame shows what the
/// frame before it showed): they *differ* when the targets are more than `tolerance`
/// points apart at the first variant's zoom, or the zooms more than 0.001 levels, or the
/// bearings or tilts more than 0.01° (our choices: below what a person sees).
/// Work is linear in the frames.
public struct ReplayComparison: Sendable {
    /// One variant: a label ("A", "B", …), what it ran with, and its replay.
    public struct Variant: Sendable {
        /// "A" for the first variant, "B" for the second, ….
        public var label: String
        /// The replay, with frames recorded.
        public var result: TraceReplayResult
        /// Its flings, in time order.
        public var flings: [Fling]
        /// When the camera last came to rest (`idleAtCameraPosition`), seconds; nil when
        /// it never moved.
        public var idleTime: Double?

        /// "maplibre-gl-js, raw input, 60 fps".
        public var description: String {
            "\(result.profile.name), \(result.input.rawValue) input, \(ReportFormat.number(result.clock.framesPerSecond)) fps"
        }
    }

    /// The camera's motion after a gesture released it.
    public struct Fling: Hashable, Sendable {
        /// Index of the gesture it follows in the variant's gestures.
        public var gestureIndex: Int
        /// When the fling started, seconds.
        public var startTime: Double
        /// When the camera came to rest, seconds.
        public var endTime: Double
        /// Path length of the target on screen, view points (at each frame's zoom).
        public var distancePoints: Double
        /// Great-circle distance on the ground from start to end, metres.
        public var distanceMetres: Double
        /// Largest speed between two drawn frames, points per second.
        public var peakSpeed: Double

        /// `endTime − startTime`, seconds.
        public var duration: Double { endTime - startTime }
    }

    /// Where a variant's camera first parts from the first variant's.
    public struct Difference: Hashable, Sendable {
        /// The variant's index in `variants` (1 or more).
        public var variantIndex: Int
        /// The first time the cameras differ, seconds.
        public var time: Double
        /// Targets apart, view points at the first variant's zoom.
        public var targetPoints: Double
        /// Zoom difference, levels (variant − first).
        public var zoom: Double
        /// Bearing difference the short way, degrees (variant − first).
        public var bearing: Double
        /// Tilt difference, degrees (variant − first).
        public var tilt: Double
    }

    /// Largest target distance at which cameras still count as the same, points. Default 0.5.
    public var tolerance: Double
    /// The variants in the order given.
    public var variants: [Variant]
    /// For each variant after the first, where it first differs from the first (absent
    /// when it never does), in variant order.
    public var differences: [Difference]
    /// The variants' gestures lined up by time, each variant against A (`GestureAlignment`).
    public var alignment: GestureAlignment

    /// Zoom difference below which cameras count as the same, levels: 0.001 (our choice).
    public static let zoomTolerance = 0.001
    /// Bearing or tilt difference below which cameras count as the same, degrees: 0.01.
    public static let angleTolerance = 0.01

    /// Compares `results` (replays of one trace, each with its frames recorded: at least
    /// two), labelled "A", "B", … in order.
    public init(results: [TraceReplayResult], tolerance: Double = 0.5) {
        precondition(results.count >= 2, "a comparison needs two variants")
        self.tolerance = tolerance
        let variants = results.enumerated().map { index, result in
            Variant(label: Self.label(index), result: result, flings: Self.flings(of: result),
                    idleTime: result.simulation.events.last { $0.typeName == "idleAtCameraPosition" }?.time)
        }
        self.variants = variants
        alignment = GestureAlignment(gestures: results.map(\.simulation.gestures), endTimes: results.map(\.simulation.endTime))
        differences = variants.indices.dropFirst().compactMap { i in
            Self.firstDifference(variants[0].result.simulation.frames, variants[i].result.simulation.frames,
                                 tolerance: tolerance).map { var d = $0; d.variantIndex = i; return d }
        }
    }

    /// "A", "B", …, "Z", then "V27", ….
    static func label(_ index: Int) -> String {
        index < 26 ? String(UnicodeScalar(UInt8(65 + index))) : "V\(index + 1)"
    }

    /// The flings of a replay: from each fling's start (`MapView.flingStarts`: the camera
    /// when the release flung it) over the drawn frames to the next idle.
    static func flings(of result: TraceReplayResult) -> [Fling] {
        let frames = result.simulation.frames
        let idles = result.simulation.events.compactMap { e -> (time: Double, camera: CameraPosition)? in
            if case let .idleAtCameraPosition(c) = e.kind { return (e.time, c) } else { return nil }
        }
        let gestures = result.simulation.gestures
        var flings: [Fling] = []
        var frameIndex = 0
        for start in result.simulation.mapView.flingStarts {
            let rest = idles.first { $0.time >= start.time }
            let endTime = rest?.time ?? result.simulation.endTime
            // The gesture it follows: the continuous one that ended last by then (the
            // first of those ending together: the pan before the pinch it carried).
            var gestureIndex: Int?
            for (i, g) in gestures.enumerated() where g.kind.isContinuous {
                guard let end = g.endTime, end <= start.time else { continue }
                if gestureIndex.map({ end > gestures[$0].endTime! }) ?? true { gestureIndex = i }
            }
            guard let gestureIndex else { continue }
            while frameIndex < frames.count && frames[frameIndex].time <= start.time { frameIndex += 1 }
            var previous = start.camera, previousTime = start.time
            var distance = 0.0, peak = 0.0
            var k = frameIndex
            while k < frames.count && frames[k].time <= endTime {
                let f = frames[k]
                let step = Self.screenDistance(previous, f.camera.target)
                distance += step
                if f.time > previousTime { peak = max(peak, step / (f.time - previousTime)) }
                previous = f.camera
                previousTime = f.time
                k += 1
            }
            let last = rest?.camera.target ?? previous.target
            flings.append(Fling(gestureIndex: gestureIndex, startTime: start.time, endTime: endTime,
                                distancePoints: distance, distanceMetres: start.camera.target.distance(to: last),
                                peakSpeed: peak))
        }
        return flings
    }

    /// Distance from `camera`'s target to `target` on screen, view points at its zoom.
    public static func screenDistance(_ camera: CameraPosition, _ target: Coordinate) -> Double {
        let a = WebMercator.worldPoint(for: camera.target), b = WebMercator.worldPoint(for: target)
        // The short way around the antimeridian.
        let dx = WebMercator.nearestCopyOffset(b.x - a.x)
        let scale = WebMercator.scale(atZoom: camera.zoom)
        return ((dx * scale) * (dx * scale) + ((b.y - a.y) * scale) * ((b.y - a.y) * scale)).squareRoot()
    }

    /// The first time two frame lists differ beyond the tolerances (each side at its last
    /// frame at or before each time either side drew).
    static func firstDifference(_ a: [FrameRecord], _ b: [FrameRecord], tolerance: Double) -> Difference? {
        guard !a.isEmpty, !b.isEmpty else { return nil }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let ta = i < a.count ? a[i].time : .infinity
            let tb = j < b.count ? b[j].time : .infinity
            let time = min(ta, tb)
            if ta == time { i += 1 }
            if tb == time { j += 1 }
            guard i > 0, j > 0 else { continue }
            let ca = a[i - 1].camera, cb = b[j - 1].camera
            var bearing = (cb.bearing - ca.bearing).truncatingRemainder(dividingBy: 360)
            if bearing > 180 { bearing -= 360 } else if bearing < -180 { bearing += 360 }
            let apart = screenDistance(ca, cb.target)
            if apart > tolerance || abs(cb.zoom - ca.zoom) > zoomTolerance || abs(bearing) > angleTolerance
                || abs(cb.tilt - ca.tilt) > angleTolerance {
                return Difference(variantIndex: 0, time: time, targetPoints: apart, zoom: cb.zoom - ca.zoom,
                                  bearing: bearing, tilt: cb.tilt - ca.tilt)
            }
        }
        return nil
    }
}
