import MapSimulation

/// What a replay keeps of its frames besides the report: the map view at each
/// expectation's time and gesture end (`CheckpointRecorder`), and the frames whose state
/// changed (`ViewLogState`: selection, info window, controls, options, accessibility
/// labels), which the reports' view log lists.
///
/// An observer (`SimulationObserver`) of drawn frames, beside the invariant monitor and the
/// report: it sees the view the simulation passes once per frame to all of them, where a
/// frame observer closure would take it a second time (a copy of the whole view per
/// frame). Steps other than frames are ignored.
struct ReplayFrameLog: SimulationObserver {
    /// The views at the expectations' times and the gestures' ends.
    var checkpoints: CheckpointRecorder
    /// The frames whose logged state differs from the frame before's, in order.
    private(set) var changes: [FrameRecord] = []
    private var lastState: ViewLogState?
    private var lastRevision: Int?

    /// A log taking `checkpoints`.
    init(checkpoints: CheckpointRecorder) {
        self.checkpoints = checkpoints
    }

    /// Ignored.
    mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) {}
    /// Ignored.
    mutating func simulationDidHandleSample(view: MapView) {}
    /// Ignored: the frames come with what they stand for (below).
    mutating func simulationDidDrawFrame(view: MapView) {}

    /// Takes the checkpoints the frame answers and logs it when its state changed.
    /// The checkpoints get fields of the view, and only when the frame answers one
    /// (`HeldEvents` says why not the view).
    mutating func simulationDidDrawFrame(view: MapView, standsUntil: Double) {
        if checkpoints.wantsFrame(standingUntil: standsUntil) {
            checkpoints.observe(records: view.gestures, frame: view.lastFrame, standsUntil: standsUntil)
        }
        // The logged state can only differ when the frame's content did.
        guard view.frameContentRevision != lastRevision else { return }
        lastRevision = view.frameContentRevision
        let state = ViewLogState(view.lastFrame)
        if state != lastState {
            changes.append(view.lastFrame)
            lastState = state
        }
    }
}
