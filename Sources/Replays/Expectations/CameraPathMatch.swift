import MapMath
import MapSimulation
import TraceFormat

/// A `cameraPath` expectation matched as the replay draws its frames
/// (`OnlineExpectations`): each row is compared with the camera in effect at its time, the
/// last frame drawn at or before it (within `TraceCameraPath.frameTimeToleranceMs`), or the
/// camera at the end for the rows after the last frame. The first row that differs by more
/// than a limit fails the expectation, and later rows are not looked at.
///
/// Per frame it compares the rows due by then and keeps the frame's camera: a few numbers,
/// no allocation (the rows are the expectation's own array).
struct CameraPathMatch {
    private let path: TraceCameraPath
    /// The next row to compare.
    private var next = 0
    /// The camera of the last frame drawn, and its time in ms; nil before the first.
    private var previous: (camera: CameraPosition, timeMs: Double)?
    /// Why the path failed: the first row off it.
    private var failure: String?

    /// A matcher of `path`.
    init(_ path: TraceCameraPath) {
        self.path = path
    }

    /// The `cameraPath` of an expectation, or nil for the other kinds.
    static func path(of expectation: TraceExpectation) -> TraceCameraPath? {
        if case let .cameraPath(path) = expectation { return path }
        return nil
    }

    /// Compares the rows due by `frame`: those before it with the frame before, those at
    /// its time with it.
    mutating func see(_ frame: FrameRecord) {
        guard failure == nil, next < path.frames.count else { return }
        let timeMs = frame.time * 1000
        let tolerance = TraceCameraPath.frameTimeToleranceMs
        while failure == nil, next < path.frames.count, path.frames[next].timeMs < timeMs - tolerance {
            compare(path.frames[next], previous?.camera ?? frame.camera)
        }
        while failure == nil, next < path.frames.count, path.frames[next].timeMs <= timeMs + tolerance {
            compare(path.frames[next], frame.camera)
        }
        previous = (frame.camera, timeMs)
    }

    /// The verdict once the replay is over, `finalCamera` its camera at the end: the rows
    /// not yet compared are compared with it.
    mutating func finish(finalCamera: CameraPosition) -> (passed: Bool, message: String) {
        while failure == nil, next < path.frames.count { compare(path.frames[next], finalCamera) }
        guard let failure else { return (true, "") }
        return (false, failure)
    }

    /// Compares one row with `camera` and moves on to the next row.
    private mutating func compare(_ row: TraceCameraPath.Row, _ camera: CameraPosition) {
        next += 1
        let at = "at \(ReportFormat.number(row.timeMs)) ms"
        let distance = Self.targetDistance(row, camera)
        if !(distance <= path.targetPt) {
            failure = "\(at) the target is \(ReportFormat.number(distance, decimals: 3)) pt from the recorded path, "
                + "limit \(ReportFormat.number(path.targetPt))"
            return
        }
        let turn = abs(camera.bearing - row.bearing).truncatingRemainder(dividingBy: 360)
        let bearing = min(turn, 360 - turn)
        let fields = [("zoom", camera.zoom, row.zoom, abs(camera.zoom - row.zoom), path.zoom),
                      ("bearing", camera.bearing, row.bearing, bearing, path.degrees),
                      ("tilt", camera.tilt, row.tilt, abs(camera.tilt - row.tilt), path.degrees)]
        for (name, got, want, difference, limit) in fields where !(difference <= limit) {
            failure = "\(at) the \(name) is \(ReportFormat.number(got)), recorded \(ReportFormat.number(want)), "
                + "limit \(ReportFormat.number(limit))"
            return
        }
    }

    /// How far `camera`'s target is from the row's on screen at the row's zoom, points (the
    /// short way round the world east-west).
    static func targetDistance(_ row: TraceCameraPath.Row, _ camera: CameraPosition) -> Double {
        let recorded = WebMercator.worldPoint(for: Coordinate(latitude: row.latitude, longitude: row.longitude))
        let actual = WebMercator.worldPoint(for: camera.target)
        let scale = WebMercator.scale(atZoom: row.zoom)
        let dx = WebMercator.nearestCopyOffset(actual.x - recorded.x) * scale, dy = (actual.y - recorded.y) * scale
        return (dx * dx + dy * dy).squareRoot()
    }
}
