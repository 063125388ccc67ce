import Gestures
import MapSimulation

/// What watches every replay, told in this order: the invariant monitor, the frame log
/// (checkpoints, view changes) and the caller's `report` (a streamed report, the online
/// expectations, or nothing).
///
/// One struct with three fields rather than `SimulationObserverPair`s nested two deep: the
/// nested pair's value, a generic type bound to the replay's observers, is destroyed
/// through its runtime metadata, which the runtime builds on first use with a lookup of
/// every conformance its generic requirements name.
struct ReplayObservers<Report: SimulationObserver>: SimulationObserver {
    /// Measures the invariants.
    var monitor: InvariantMonitor
    /// Keeps the checkpoints and the frames whose state changed.
    var frameLog: ReplayFrameLog
    /// The caller's observer.
    var report: Report

    mutating func simulation(didPerform command: MapCommand, at time: Double, view: MapView) {
        monitor.simulation(didPerform: command, at: time, view: view)
        frameLog.simulation(didPerform: command, at: time, view: view)
        report.simulation(didPerform: command, at: time, view: view)
    }

    mutating func simulationDidHandleSample(view: MapView) {
        monitor.simulationDidHandleSample(view: view)
        frameLog.simulationDidHandleSample(view: view)
        report.simulationDidHandleSample(view: view)
    }

    mutating func simulationDidDrawFrame(view: MapView) {
        monitor.simulationDidDrawFrame(view: view)
        frameLog.simulationDidDrawFrame(view: view)
        report.simulationDidDrawFrame(view: view)
    }

    mutating func simulationDidDrawFrame(view: MapView, standsUntil: Double) {
        monitor.simulationDidDrawFrame(view: view, standsUntil: standsUntil)
        frameLog.simulationDidDrawFrame(view: view, standsUntil: standsUntil)
        report.simulationDidDrawFrame(view: view, standsUntil: standsUntil)
    }

    mutating func simulation(didRecord gestures: [GestureRecord]) {
        monitor.simulation(didRecord: gestures)
        frameLog.simulation(didRecord: gestures)
        report.simulation(didRecord: gestures)
    }
}
