import MapMath
import MapSimulation
import TraceFormat

/// Records a replay's camera path for `mapsim check --update`: a row for each drawn frame
/// whose camera differs from the frame drawn before it (the first frame from the initial
/// camera), so a path holds a row per frame while a gesture, fling or animation moves the
/// camera and nothing while it rests (our choice: a rest costs no bytes, and a row at
/// each frame that moved pins the whole path; `CameraPathMatch` compares a row with the
/// frame in effect at its time).
struct CameraPathRecorder: SimulationObserver {
    /// The rows so far, times in ms (unrounded).
    private(set) var rows: [TraceCameraPath.Row] = []
    private var last: CameraPosition

    /// A recorder of a replay starting at `initialCamera`.
    init(initialCamera: CameraPosition) {
        last = initialCamera
    }

    mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) {}
    mutating func simulationDidHandleSample(view: MapView) {}

    /// Adds a row when the frame's camera moved.
    mutating func simulationDidDrawFrame(view: MapView) {
        let frame = view.lastFrame
        guard frame.camera != last else { return }
        last = frame.camera
        let c = frame.camera
        rows.append(TraceCameraPath.Row(timeMs: ReportFormat.milliseconds(frame.time), latitude: c.target.latitude,
                                        longitude: c.target.longitude, zoom: c.zoom, bearing: c.bearing, tilt: c.tilt))
    }
}
