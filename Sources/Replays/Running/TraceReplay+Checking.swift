import MapSimulation
import TraceFormat

extension TraceReplay {
    /// Runs the replay streamed (`Simulation.keepsHistory` off: no events or gesture
    /// records kept, touch rows read from the file when they were left there) and checks
    /// every expectation as it runs (`OnlineExpectations`), measuring `invariants` on the
    /// way: what `mapsim check` does, in memory that does not grow with the trace. The
    /// outcomes are those `checkExpectations()` gives on a replay that kept its history.
    /// Throws what `run` throws.
    public func runCheckingExpectations(invariants: InvariantSelection = .all) throws(TraceError)
        -> (result: TraceReplayResult, outcomes: [ExpectationOutcome]) {
        try runCheckingExpectations(invariants: invariants, preparing: { _ in })
    }

    /// `runCheckingExpectations(invariants:)` on the initial map view as `prepare` leaves
    /// it (tests switch on `MapView` faults here).
    package func runCheckingExpectations(invariants: InvariantSelection, preparing prepare: (inout MapView) -> Void) throws(TraceError)
        -> (result: TraceReplayResult, outcomes: [ExpectationOutcome]) {
        var online = OnlineExpectations(trace.expectations)
        let result = try run(recordFrames: false, invariants: invariants, keepsHistory: false, preparing: prepare, observer: &online)
        return (result, online.outcomes(result))
    }

    /// Runs the replay keeping its whole history and every gesture's end, measuring every
    /// invariant, and records its camera path (`CameraPathRecorder`): what `check --update`
    /// writes the golden expectations from. Throws what `run` throws.
    package func runRecordingCameraPath() throws(TraceError) -> (result: TraceReplayResult, path: [TraceCameraPath.Row]) {
        var recorder = CameraPathRecorder(initialCamera: try initialMapView().camera)
        let result = try run(recordFrames: false, recordGestureEnds: true, invariants: .all, keepsHistory: true,
                             preparing: { _ in }, observer: &recorder)
        return (result, recorder.rows)
    }
}
